import { expect, type Page, test } from "@playwright/test";
import { FONT_ATTRIBUTE, FONT_FAMILY, FONT_STORAGE_KEY } from "../../app/browser/page-start.mjs";
import { open, pageStarted } from "./support";

/**
 * What a first visit's first page fetches before it is painted, and the face it is drawn in
 * (app/lib/beacon.ts, app/browser/page-start.mjs, docs/decisions/0017): the document and its
 * stylesheet, its artwork, and no script and no font; the site's font is fetched once the page
 * has loaded, without redrawing it, and used from the next page on.
 */

const servicePage = "/services/web/website-design-development";
const frenchServicePage = "/fr/services/web/conception-et-developpement-de-sites-web";

/** The requests a page made, with when each started, and when it was first painted. */
function loading(page: Page) {
  return page.evaluate(() => ({
    painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1,
    requests: (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map(
      (entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }),
    ),
  }));
}

/** The face the page's heading is set in, as the browser resolved its family list. */
const headingFamily = (page: Page) =>
  page
    .getByRole("heading", { level: 1 })
    .evaluate((heading) => getComputedStyle(heading).fontFamily.split(",")[0]?.trim());

const fontRequested = (requests: { path: string }[]) =>
  requests.filter((request) => request.path.endsWith(".woff2"));

for (const path of [servicePage, frenchServicePage]) {
  test(`a first visit to ${path} fetches no script and no font before it is painted`, async ({
    page,
  }) => {
    await page.goto(path);
    await pageStarted(page);
    const { painted, requests } = await loading(page);
    expect(painted).toBeGreaterThan(0);
    const beforePaint = requests.filter((request) => request.start < painted);
    expect(beforePaint.map((request) => request.path)).toContainEqual(
      expect.stringMatching(/^\/assets\/app-[\w-]+\.css$/),
    );
    expect(
      beforePaint.filter((request) => /\.(js|woff2)$/.test(request.path)),
      "requested before the first paint",
    ).toEqual([]);
    // The page module came just after the paint (its timing entry may be filed a moment after
    // it has run), and the font is not used on this page.
    await expect
      .poll(async () =>
        (await loading(page)).requests.filter((request) =>
          request.path.startsWith("/assets/beacon-"),
        ),
      )
      .toEqual([{ path: expect.stringMatching(/^\/assets\/beacon-/), start: expect.any(Number) }]);
    const module = (await loading(page)).requests.find((request) =>
      request.path.startsWith("/assets/beacon-"),
    );
    expect(module?.start).toBeGreaterThanOrEqual(painted);
    await expect(page.locator("html")).not.toHaveAttribute(FONT_ATTRIBUTE, "");
    expect(await headingFamily(page)).toBe('"Inter Fallback"');
  });
}

test("the font is fetched once the first page has loaded, then used by the next pages", async ({
  page,
}) => {
  const shifts: number[] = [];
  await open(page, servicePage);
  await page.exposeFunction("reportShift", (value: number) => shifts.push(value));
  await page.evaluate(() =>
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput)
          (window as unknown as { reportShift(v: number): void }).reportShift(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true }),
  );
  // Fetched after the load event, and noted; the page itself stays in the fallback face.
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), FONT_STORAGE_KEY))
    .toBe("1");
  const { requests } = await loading(page);
  expect(fontRequested(requests)).toHaveLength(1);
  expect(shifts, "layout shifts while the font was fetched").toEqual([]);
  expect(await headingFamily(page)).toBe('"Inter Fallback"');
  expect(
    await page.evaluate((family) => document.fonts.check(`1em "${family}"`), FONT_FAMILY),
  ).toBe(true);

  // The next page reached by a link is drawn in the font.
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: /^about us$/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.locator("html")).toHaveAttribute(FONT_ATTRIBUTE, "");
  expect(await headingFamily(page)).toBe(`"${FONT_FAMILY}"`);

  // A page the browser opens later draws in it from its first paint, from the cache.
  const later = await page.context().newPage();
  await later.goto("/insights");
  await pageStarted(later);
  await expect(later.locator("html")).toHaveAttribute(FONT_ATTRIBUTE, "");
  expect(await headingFamily(later)).toBe(`"${FONT_FAMILY}"`);
  expect(
    await later.evaluate((family) => document.fonts.check(`1em "${family}"`), FONT_FAMILY),
  ).toBe(true);
});
