import { expect, test } from "@playwright/test";
import { open } from "./support";

// A phone paints the page before it spends its connection on JavaScript: no script is requested
// until the page has loaded and shown its first content, then hydration makes it interactive
// (server/hydration.mjs). Prerendered pages and pages rendered per request alike.
for (const path of ["/", "/services/web/website-maintenance", "/contact-us"]) {
  test(`${path} paints before it requests its JavaScript, then hydrates`, async ({ page }) => {
    await open(page, path);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      const [navigation] = performance.getEntriesByType(
        "navigation",
      ) as PerformanceNavigationTiming[];
      const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((entry) => entry.initiatorType !== "navigation" && /\.js(\?|$)/.test(entry.name))
        .map((entry) => entry.startTime);
      return {
        firstPaint: paint?.startTime ?? Number.NaN,
        loaded: navigation?.loadEventStart ?? Number.NaN,
        firstScript: Math.min(...scripts),
        scripts: scripts.length,
      };
    });
    expect(timing.scripts).toBeGreaterThan(3);
    expect(timing.firstScript).toBeGreaterThan(timing.firstPaint);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.loaded);
  });
}

test("no document asks for its modules in the head", async ({ request }) => {
  for (const path of ["/about-us", "/contact-us", "/no-such-page"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<script type="module"');
    expect(html, path).not.toContain('rel="modulepreload"');
  }
});
