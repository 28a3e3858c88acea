import { expect, type Page, test } from "@playwright/test";
import { PAGE_BOOT } from "../../app/browser/page-boot.mjs";
import { PAINT_HOLDER } from "../../app/browser/page-start.mjs";
import { HYDRATION_IDLE_AFTER_LOAD_MS } from "../../server/hydration.mjs";
import { pageStarted } from "./support";

// A phone spends nothing on JavaScript while a visitor reads: no script but the page module
// (1.4 kB: how the page starts, and the analytics beacon) is requested until the visitor first
// interacts with the page, or the browser has been idle a while after loading
// (server/hydration.mjs). Prerendered pages and pages rendered per request alike.
const scriptsRequested = (page: Page) =>
  page.evaluate(
    () =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter(
        (entry) => /\.js(\?|$)/.test(entry.name) && !entry.name.includes("/assets/beacon-"),
      ).length,
  );
const hydrated = (page: Page) =>
  page.evaluate(() => "hydrated" in document.documentElement.dataset);

for (const path of ["/", "/services/web/website-maintenance", "/contact-us"]) {
  test(`${path} requests no script until the visitor interacts, then hydrates`, async ({
    page,
  }) => {
    await page.goto(path);
    await pageStarted(page);
    await page.waitForTimeout(1000);
    expect(await scriptsRequested(page)).toBe(0);
    expect(await hydrated(page)).toBe(false);

    // Hydration adopts the document as it is: React renders nothing anew (a mismatch would
    // replace the page's elements, and with them whatever the visitor had typed or opened).
    await page.evaluate(() => {
      for (const element of document.querySelectorAll("header, main, footer"))
        Object.assign(element, { prerendered: true });
    });
    await page.keyboard.press("Shift");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await scriptsRequested(page)).toBeGreaterThan(3);
    const replaced = await page.evaluate(() =>
      [...document.querySelectorAll("header, main, footer")]
        .filter((element) => !("prerendered" in element))
        .map((element) => element.tagName),
    );
    expect(replaced).toEqual([]);
  });
}

test("a page left alone hydrates once the browser is idle after loading", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === "phone", "the same at any width");
  await page.goto("/about-us");
  const loaded = Date.now();
  await page.locator("html[data-hydrated]").waitFor({
    state: "attached",
    timeout: HYDRATION_IDLE_AFTER_LOAD_MS + 10_000,
  });
  expect(Date.now() - loaded).toBeGreaterThanOrEqual(HYDRATION_IDLE_AFTER_LOAD_MS - 500);
});

test("no document asks for a module or the font before its first paint", async ({ request }) => {
  for (const path of ["/about-us", "/contact-us", "/no-such-page"]) {
    const html = await (await request.get(path)).text();
    // The paint is held by a module whose text is its address, and the boot imports the page
    // module once the page has been painted: no script is fetched before the first paint.
    expect(html, path).toContain(
      `<script type="module">${PAGE_BOOT}</script><script type="module" src="${PAINT_HOLDER.src}" integrity="${PAINT_HOLDER.integrity}" blocking="render"></script>`,
    );
    expect(html, path).not.toMatch(/<script[^>]* src="\//);
    expect(html, path).not.toContain('rel="modulepreload"');
    expect(html, path).not.toContain('as="font"');
  }
});

// The interface's words come a module per language (app/i18n/catalogue.ts): a page fetches its
// own language's; a link to a kind of page not seen yet fetches its words, and a link into the
// other language that language's, before it shows the page, which then reads in them.
test("a page fetches the words of its own language, and a link those it needs next", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === "phone", "the same at any width");
  const words: string[] = [];
  page.on("request", (request) => {
    const name = new URL(request.url()).pathname.match(/\/(?:booking-)?messages\.(en|fr)-/);
    if (name) words.push(name[0].slice(1, -1));
  });
  await page.goto("/fr");
  await pageStarted(page);
  await page.keyboard.press("Shift");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(words).toEqual(["messages.fr"]);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  words.length = 0;
  await page.getByRole("link", { name: "Réserver une consultation gratuite" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Réserver une consultation gratuite",
  );
  expect(words).toEqual(["booking-messages.fr"]);

  words.length = 0;
  await page.getByRole("link", { name: "English" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book a free consultation");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeAttached();
  expect(words.sort()).toEqual(["booking-messages.en", "messages.en"]);
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
});
