import { expect, test } from "@playwright/test";
import { FONT_STORAGE_KEY } from "../../app/browser/page-start.mjs";
import { readStore } from "./store";
import { isPhone, open } from "./support";

/**
 * The cookie-less analytics as a visitor's browser meets them: one small same-origin beacon per
 * page, no cookie set or sent, nothing at all under Global Privacy Control or Do Not Track.
 */
const campaign = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

const eventsOf = (utmCampaign: string) =>
  readStore((store) =>
    store.db
      .selectFrom("analytics_events")
      .selectAll()
      .where("utm_campaign", "=", utmCampaign)
      .orderBy("id")
      .execute(),
  );

test("a page view is counted by a same-origin beacon, with no cookie", async ({
  page,
  context,
}, testInfo) => {
  const name = campaign("view");
  const beacon = page.waitForRequest((request) => request.url().endsWith("/api/view"));
  await page.goto(`/services/web/website-maintenance?utm_source=E2E&utm_campaign=${name}`);
  const request = await beacon;
  expect(request.method()).toBe("POST");
  expect(await request.headerValue("cookie")).toBeNull();
  expect((await request.response())?.status()).toBe(204);
  expect(JSON.parse(request.postData() ?? "{}")).toMatchObject({
    p: "/services/web/website-maintenance",
    s: "E2E",
    c: name,
  });
  await expect.poll(async () => (await eventsOf(name)).length).toBe(1);
  const [event] = await eventsOf(name);
  expect(event).toMatchObject({
    kind: "view",
    path: "/services/web/website-maintenance",
    utm_source: "e2e",
    language: "en",
    device: isPhone(testInfo) ? "phone" : "desktop",
  });
  expect(event?.visitor).toMatch(/^[\w-]{22}$/);
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe("");
  // Nothing is stored in the browser for the analytics. The one note a page may keep there is
  // that the browser holds the site's font (app/browser/page-start.mjs), which says nothing of anyone.
  const stored = await page.evaluate(() => ({ ...localStorage, ...sessionStorage }));
  expect(stored).toEqual(FONT_STORAGE_KEY in stored ? { [FONT_STORAGE_KEY]: "1" } : {});
  // Sent once the page was painted, never ahead of what the first paint needs.
  const [sentAt, paintedAt] = await page.evaluate(() => [
    performance.getEntriesByType("resource").find((entry) => entry.name.endsWith("/api/view"))
      ?.startTime,
    performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
  ]);
  expect(paintedAt).toBeGreaterThan(0);
  expect(sentAt).toBeGreaterThanOrEqual(paintedAt ?? Number.POSITIVE_INFINITY);
});

test("a page reached inside the site is counted once the app runs", async ({ page }) => {
  const name = campaign("navigate");
  await open(page, `/fr?utm_source=e2e&utm_campaign=${name}`);
  await expect.poll(async () => (await eventsOf(name)).length).toBe(1);
  const next = page.waitForRequest((request) => request.url().endsWith("/api/view"));
  // The link to the contact page, followed inside the app.
  await page.locator('a[href="/fr/nous-joindre"]:visible').first().click();
  await expect(page).toHaveURL(/\/fr\/nous-joindre$/);
  const payload = JSON.parse((await next).postData() ?? "{}");
  expect(payload).toMatchObject({ p: "/fr/nous-joindre", r: "" });
});

for (const [signal, script, headers] of [
  [
    "Global Privacy Control",
    "Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })",
    { "Sec-GPC": "1" },
  ],
  [
    "Do Not Track",
    "Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })",
    { DNT: "1" },
  ],
] as const) {
  test(`under ${signal} the page sends no beacon at all`, async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: headers });
    await context.addInitScript(script);
    const page = await context.newPage();
    const beacons: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/view")) beacons.push(request.url());
    });
    const name = campaign("private");
    await open(page, `/?utm_source=e2e&utm_campaign=${name}`);
    await page
      .getByRole("link", { name: /contact|nous joindre/i })
      .first()
      .click();
    await page.waitForTimeout(1000);
    expect(beacons).toEqual([]);
    expect(await eventsOf(name)).toEqual([]);
    // And a beacon sent anyway with the header is not counted by the server.
    const response = await page.request.post("/api/view", {
      headers: { ...headers, origin: new URL(page.url()).origin, "content-type": "text/plain" },
      data: JSON.stringify({ p: "/", r: "", s: "e2e", c: name, w: 390 }),
    });
    expect(response.status()).toBe(204);
    expect(await eventsOf(name)).toEqual([]);
    await context.close();
  });
}

test("the beacon refuses what is not a beacon from this site", async ({ request, baseURL }) => {
  const name = campaign("refused");
  const body = JSON.stringify({ p: "/", r: "", s: "e2e", c: name, w: 390 });
  const post = (headers: Record<string, string>, data = body) =>
    request.post("/api/view", { headers: { "content-type": "text/plain", ...headers }, data });
  expect((await post({ origin: "https://evil.example" })).status()).toBe(403);
  expect((await post({ origin: baseURL ?? "" }, "{not json")).status()).toBe(400);
  expect(
    (await post({ origin: baseURL ?? "" }, JSON.stringify({ p: "https://x.y/" }))).status(),
  ).toBe(400);
  expect((await request.get("/api/view")).status()).toBe(405);
  expect(await eventsOf(name)).toEqual([]);
});

test("a page whose address is a key is never counted, by the beacon or by the server", async ({
  page,
  baseURL,
}) => {
  const name = campaign("private-path");
  await open(page, `/?utm_source=e2e&utm_campaign=${name}`);
  await expect.poll(() => eventsOf(name)).toHaveLength(1);
  const beacons: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/view")) beacons.push(request.postData() ?? "");
  });
  // The manage link of a booking, as the app's own navigation would count it.
  for (const path of [
    "/book/manage/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG",
    "/fr/reserver/gerer/x",
  ]) {
    await page.evaluate((to) => {
      history.pushState(null, "", `${to}?utm_source=e2e&utm_campaign=${document.title.length}`);
      (window as { __msView?: () => void }).__msView?.();
    }, path);
  }
  await page.waitForTimeout(500);
  expect(beacons).toEqual([]);
  // Sent by hand, it is answered like any beacon and not stored.
  const response = await page.request.post("/api/view", {
    headers: { origin: baseURL ?? "", "content-type": "text/plain" },
    data: JSON.stringify({ p: "/BOOK/manage/secret-token", r: "", s: "e2e", c: name, w: 390 }),
  });
  expect(response.status()).toBe(204);
  expect(await eventsOf(name)).toHaveLength(1);
});
