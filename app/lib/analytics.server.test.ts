// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { emptyLocation, engines } from "../../tests/unit/engines";
import { Analytics, categoryOfPath, deviceClass, mustNotCount } from "./analytics.server";
import { Store, type StoreLocation } from "./db.server";

describe("what the beacon may count", () => {
  it("reads only a well-formed beacon", () => {
    expect(Analytics.parse('{"p":"/services","r":"google.com","s":"","c":"","w":390}')).toEqual({
      p: "/services",
      r: "google.com",
      s: "",
      c: "",
      w: 390,
    });
    expect(Analytics.parse("not json")).toBeUndefined();
    expect(Analytics.parse('{"p":"https://evil.example/"}')).toBeUndefined();
    expect(Analytics.parse(`{"p":"/${"x".repeat(400)}"}`)).toBeUndefined();
  });

  it("never counts a browser that asks not to be tracked, nor a bot", () => {
    const request = (headers: Record<string, string>) =>
      new Request("http://localhost/api/view", { method: "POST", headers });
    const browser = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36" };
    expect(mustNotCount(request(browser))).toBe(false);
    expect(mustNotCount(request({ ...browser, "sec-gpc": "1" }))).toBe(true);
    expect(mustNotCount(request({ ...browser, dnt: "1" }))).toBe(true);
    expect(
      mustNotCount(request({ "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" })),
    ).toBe(true);
  });

  it("classes devices by width and pages by service category, in both languages", () => {
    expect([0, 390, 800, 1440].map(deviceClass)).toEqual(["unknown", "phone", "tablet", "desktop"]);
    expect(categoryOfPath("/services/web/website-maintenance")).toBe("web");
    expect(categoryOfPath("/fr/services/hebergement/enregistrement-de-noms-de-domaine")).toBe(
      "hosting",
    );
    expect(categoryOfPath("/about-us")).toBeNull();
  });
});

describe.each(engines)("analytics on %s", (engine) => {
  let location: StoreLocation & { remove: () => Promise<void> };
  let store: Store;
  beforeEach(async () => {
    location = await emptyLocation(engine);
    store = await Store.open(location);
  });
  afterEach(async () => {
    await store.close();
    await location.remove();
  });

  const at = (iso: string) => Date.parse(iso);
  const phone = {
    address: "203.0.113.5",
    userAgent: "Phone browser",
    country: "CA",
    host: "maplestack.ca",
  };
  const laptop = {
    address: "198.51.100.7",
    userAgent: "Laptop browser",
    country: null,
    host: "maplestack.ca",
  };
  const view = (
    p: string,
    extra: Partial<{ r: string; s: string; c: string; w: number }> = {},
  ) => ({
    p,
    r: "",
    s: "",
    c: "",
    w: 390,
    ...extra,
  });

  it("keeps no address, links a visitor's views within a day only, and forgets old salts", async () => {
    const analytics = new Analytics(store);
    await analytics.recordView(view("/", { r: "www.Google.com" }), {
      ...phone,
      now: at("2026-11-24T15:00:00Z"),
    });
    await analytics.recordView(view("/about-us", { r: "maplestack.ca" }), {
      ...phone,
      now: at("2026-11-24T15:05:00Z"),
    });
    await analytics.recordView(view("/"), { ...phone, now: at("2026-11-25T15:00:00Z") });
    const rows = await store.db.selectFrom("analytics_events").selectAll().orderBy("id").execute();
    expect(JSON.stringify(rows)).not.toContain("203.0.113.5");
    expect(JSON.stringify(rows)).not.toContain("Phone browser");
    expect(rows.map((r) => [r.day, r.referrer, r.device, r.country])).toEqual([
      ["2026-11-24", "google.com", "phone", "CA"],
      ["2026-11-24", null, "phone", "CA"],
      ["2026-11-25", null, "phone", "CA"],
    ]);
    expect(rows[0]?.visitor).toBe(rows[1]?.visitor);
    expect(rows[2]?.visitor).not.toBe(rows[0]?.visitor);

    await analytics.forgetOldSalts(at("2026-11-25T15:00:00Z"));
    const salts = await store.db
      .selectFrom("settings")
      .select("key")
      .where("key", "like", "analytics-salt:%")
      .execute();
    expect(salts.map((s) => s.key)).toEqual(["analytics-salt:2026-11-25"]);
  });

  it("reports views per day, pages, sources and the funnel per service and per source", async () => {
    const analytics = new Analytics(store);
    const day = (time: string) => at(`2026-11-24T${time}:00Z`);
    // The phone visitor came from a campaign, read a web service page, the contact page, sent a lead.
    await analytics.recordView(
      view("/services/web/website-maintenance", { s: "Newsletter", c: "Fall-2026" }),
      { ...phone, now: day("14:00") },
    );
    await analytics.recordView(view("/contact-us"), { ...phone, now: day("14:03") });
    await analytics.recordLead(
      { sourcePage: "/contact-us", services: ["web"] },
      { ...phone, now: day("14:09") },
    );
    // The laptop visitor came from Google, read two hosting pages in French, then the contact page.
    await analytics.recordView(
      view("/fr/services/hebergement/enregistrement-de-noms-de-domaine", {
        r: "google.ca",
        w: 1440,
      }),
      { ...laptop, now: day("16:00") },
    );
    await analytics.recordView(view("/fr/nous-joindre", { w: 1440 }), {
      ...laptop,
      now: day("16:02"),
    });
    // Then booked a consultation instead of writing.
    await analytics.recordBooking(
      { sourcePage: "/fr/reserver", topic: "hosting" },
      { ...laptop, now: day("16:05") },
    );
    // A contact page before any service page does not count as the funnel's second step.
    const report = await analytics.report({ from: "2026-11-23", to: "2026-11-24" });
    expect(report.totals).toEqual({ views: 4, visitors: 2, leads: 1, bookings: 1 });
    expect(report.days).toEqual([
      { day: "2026-11-23", views: 0, visitors: 0, leads: 0, bookings: 0 },
      { day: "2026-11-24", views: 4, visitors: 2, leads: 1, bookings: 1 },
    ]);
    expect(report.sources.map((s) => [s.name, s.value.visitors, s.value.views])).toEqual([
      ["newsletter", 1, 2],
      ["google.ca", 1, 2],
    ]);
    expect(report.campaigns).toEqual([{ name: "fall-2026", value: 1 }]);
    expect(report.funnel.byService.find((r) => r.name === "web")).toEqual({
      name: "web",
      service: 1,
      contact: 1,
      lead: 1,
      booking: 0,
    });
    expect(report.funnel.byService.find((r) => r.name === "hosting")).toEqual({
      name: "hosting",
      service: 1,
      contact: 1,
      lead: 0,
      booking: 1,
    });
    expect(report.funnel.bySource).toEqual([
      { name: "newsletter", service: 1, contact: 1, lead: 1, booking: 0 },
      { name: "google.ca", service: 1, contact: 1, lead: 0, booking: 1 },
    ]);
    expect(report.devices).toEqual([
      { name: "phone", value: 2 },
      { name: "desktop", value: 2 },
    ]);
    expect(report.languages.map((l) => l.name).sort()).toEqual(["en", "fr"]);
  });
});
