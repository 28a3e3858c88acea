import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const p = await b.newPage({ viewport: { width: 1440, height: 900 } });
const cdp = await p.context().newCDPSession(p);
await p.goto("http://127.0.0.1:5601/");
await p.keyboard.press("Shift");
await p.locator("html[data-hydrated]").waitFor({ state: "attached" });
await p.evaluate(() => {
  const c = document.querySelector("canvas");
  window.__log = [];
  const t0 = performance.now();
  new MutationObserver(() => window.__log.push(`${Math.round(performance.now() - t0)} ${c.dataset.state} ${location.pathname}`)).observe(c, { attributes: true });
  addEventListener("click", () => window.__log.push(`${Math.round(performance.now() - t0)} click`), true);
});
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
await p.getByRole("banner").getByRole("link", { name: "Portfolio" }).first().click();
await p.getByRole("heading", { level: 1 }).filter({ hasText: "Work measured in" }).waitFor({ timeout: 30000 });
console.log(await p.evaluate(() => window.__log.filter((l, i, a) => i === 0 || l.split(" ").slice(1).join() !== a[i - 1].split(" ").slice(1).join())));
await b.close();
