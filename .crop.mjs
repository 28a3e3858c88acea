import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const jobs = JSON.parse(process.argv[2]);
for (const [file, x, y, w, h] of jobs) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  const data = (await import("node:fs")).readFileSync(file).toString("base64");
  await page.setContent(`<body style="margin:0"><img src="data:image/png;base64,${data}" style="position:absolute;left:${-x}px;top:${-y}px"></body>`);
  await page.waitForTimeout(300);
  await page.screenshot({ path: file.replace(".png", `-crop${y}.png`) });
  await page.close();
}
await browser.close();
