import { expect, type Page, type Request, test } from "@playwright/test";
import { readStore } from "./store";
import { open, pageStarted } from "./support";

/**
 * Core Web Vitals of real visits as a browser sends them: the web-vitals library arrives once the
 * page has hydrated and the browser is idle, and the page's figures go in one beacon when the page
 * is hidden; nothing at all under Global Privacy Control.
 */
test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, "measured once, at 1440 px");

const isLibrary = (request: Request) =>
  /\/assets\/web-vitals-[\w-]+\.js$/.test(new URL(request.url()).pathname);
const isBeacon = (request: Request) => new URL(request.url()).pathname === "/api/vitals";

/** What a browser does when its visitor switches tabs: the document becomes hidden. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  });

const rowsWith = (figures: { lcp: number; fcp?: number; ttfb?: number }) =>
  readStore((store) => {
    let query = store.db.selectFrom("web_vitals").selectAll().where("lcp", "=", figures.lcp);
    if (figures.fcp !== undefined) query = query.where("fcp", "=", figures.fcp);
    if (figures.ttfb !== undefined) query = query.where("ttfb", "=", figures.ttfb);
    return query.execute();
  });

test("a page load's Core Web Vitals are sent once, when the page is hidden, and kept", async ({
  page,
}) => {
  const library: string[] = [];
  const beacons: Request[] = [];
  page.on("request", (request) => {
    if (isLibrary(request)) library.push(request.url());
    if (isBeacon(request)) beacons.push(request);
  });
  // As a visitor who reads before touching anything: Chromium keeps no LCP for a page whose
  // first input comes before its largest paint is reported, so the key that hydrates the page
  // (as open() does) waits for it.
  await page.goto("/services/web/website-maintenance");
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        new PerformanceObserver(resolve).observe({
          type: "largest-contentful-paint",
          buffered: true,
        }),
      ),
  );
  await pageStarted(page);
  await page.keyboard.press("Shift");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The library arrives after hydration and reports what the browser buffered before.
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-vitals", /\blcp\b/, { timeout: 10_000 });
  await expect(html).toHaveAttribute("data-vitals", /\bfcp\b/);
  await expect(html).toHaveAttribute("data-vitals", /\bttfb\b/);
  expect(library).toHaveLength(1);
  expect(beacons).toEqual([]);

  const sent = page.waitForRequest(isBeacon);
  await hide(page);
  const request = await sent;
  expect(request.method()).toBe("POST");
  expect(await request.headerValue("cookie")).toBeNull();
  expect((await request.response())?.status()).toBe(204);
  const payload = JSON.parse(request.postData() ?? "{}");
  expect(payload).toMatchObject({ p: "/services/web/website-maintenance", w: 1440 });
  for (const name of ["lcp", "fcp", "ttfb"]) {
    expect(Number.isInteger(payload[name]), name).toBe(true);
  }
  // The Shift that hydrated the page was its first interaction, timed before the script ran.
  expect(Number.isInteger(payload.first_inp)).toBe(true);
  expect(["p", "w", "lcp", "inp", "first_inp", "cls", "fcp", "ttfb"]).toEqual(
    expect.arrayContaining(Object.keys(payload)),
  );

  await expect.poll(async () => (await rowsWith(payload)).length).toBe(1);
  const [row] = await rowsWith(payload);
  expect(row).toMatchObject({
    page_kind: "service",
    device: "desktop",
    language: "en",
    lcp: payload.lcp,
    fcp: payload.fcp,
    ttfb: payload.ttfb,
    cls: payload.cls ?? null,
    inp: payload.inp ?? null,
    first_inp: payload.first_inp,
  });

  // Once per page load: hidden again, or left, the page sends nothing more.
  await hide(page);
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pagehide")));
  await page.waitForTimeout(500);
  expect(beacons).toHaveLength(1);
});

test("under Global Privacy Control the page loads no web-vitals and sends nothing", async ({
  browser,
}) => {
  const headers = { "Sec-GPC": "1" };
  const context = await browser.newContext({ extraHTTPHeaders: headers });
  await context.addInitScript(
    "Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })",
  );
  const page = await context.newPage();
  const requests: string[] = [];
  page.on("request", (request) => {
    if (isLibrary(request) || isBeacon(request)) requests.push(request.url());
  });
  await open(page, "/fr/a-propos");
  // Long enough for the library to arrive on a page that is measured (the test above).
  await page.waitForTimeout(2000);
  await hide(page);
  await page.waitForTimeout(500);
  expect(requests).toEqual([]);
  await expect(page.locator("html")).not.toHaveAttribute("data-vitals");

  // And figures sent anyway with the header are not kept by the server.
  const lcp = 50_000 + Math.floor(Math.random() * 9_000);
  const response = await page.request.post("/api/vitals", {
    headers: { ...headers, origin: new URL(page.url()).origin, "content-type": "text/plain" },
    data: JSON.stringify({ p: "/fr/a-propos", w: 1440, lcp }),
  });
  expect(response.status()).toBe(204);
  expect(await rowsWith({ lcp })).toEqual([]);
  await context.close();
});

test("the vitals beacon refuses what is not a page load's figures from this site", async ({
  request,
  baseURL,
}) => {
  const lcp = 50_000 + Math.floor(Math.random() * 9_000);
  const body = JSON.stringify({ p: "/", w: 1440, lcp });
  const post = (headers: Record<string, string>, data = body) =>
    request.post("/api/vitals", { headers: { "content-type": "text/plain", ...headers }, data });
  const own = { origin: baseURL ?? "" };
  expect((await post({ origin: "https://evil.example" })).status()).toBe(403);
  expect((await post(own, "{not json")).status()).toBe(400);
  expect((await post(own, JSON.stringify({ p: "/no-such-page", w: 1440, lcp }))).status()).toBe(
    400,
  );
  expect((await post(own, JSON.stringify({ p: "/", w: 1440, lcp: 3_600_000 }))).status()).toBe(400);
  expect((await post(own, JSON.stringify({ p: "/", w: 1440, lcp, ip: "1.2.3.4" }))).status()).toBe(
    400,
  );
  expect((await request.get("/api/vitals")).status()).toBe(405);
  expect(await rowsWith({ lcp })).toEqual([]);
});
