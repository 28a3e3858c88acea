// Screenshots of pages at phone and desktop widths, for looking at what we build.
// Usage: node scripts/screenshot.mjs <base-url> <path>[,<path>...] [out-dir]
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const [base = "http://localhost:3000", list = "/", out = "reports/screens"] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-quic"],
});
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: width < 800 ? 844 : 900 } });
  for (const path of list.split(",")) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(900);
    const name = `${out}/${path.replace(/[^a-z0-9]+/gi, "_") || "home"}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
    // SHOT_PARTS=<height> also saves the page in parts of that height, for reading long pages.
    const part = Number(process.env.SHOT_PARTS ?? 0);
    if (part > 0) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0, i = 1; y < height; y += part, i++) {
        const clip = { x: 0, y, width, height: Math.min(part, height - y) };
        await page.screenshot({
          path: name.replace(".png", `-part${i}.png`),
          fullPage: true,
          clip,
        });
      }
    }
  }
  await page.close();
}
await browser.close();
