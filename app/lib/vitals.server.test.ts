// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { emptyLocation, engines } from "../../tests/unit/engines";
import { Store, type StoreLocation } from "./db.server";
import { pageKindOf, type VitalsBeacon, WebVitals } from "./vitals.server";

describe("what the vitals beacon may send", () => {
  const beacon = { p: "/services/web", w: 390, lcp: 1840, fcp: 920, ttfb: 110, cls: 0.0123 };
  const parse = (body: unknown) => WebVitals.parse(JSON.stringify(body));

  it("reads a page load's figures, with the kind of its page", () => {
    expect(parse(beacon)).toEqual({ ...beacon, kind: "category" });
    expect(parse({ p: "/fr", w: 1440, inp: 96, first_inp: 48 })).toEqual({
      p: "/fr",
      w: 1440,
      inp: 96,
      first_inp: 48,
      kind: "home",
    });
  });

  it("refuses any other shape, absurd figures and an empty beacon", () => {
    expect(WebVitals.parse("not json")).toBeUndefined();
    expect(parse({ ...beacon, visitor: "abc" })).toBeUndefined();
    expect(parse({ ...beacon, w: undefined })).toBeUndefined();
    expect(parse({ ...beacon, lcp: 3_600_000 })).toBeUndefined();
    expect(parse({ ...beacon, lcp: -5 })).toBeUndefined();
    expect(parse({ ...beacon, fcp: 920.5 })).toBeUndefined();
    expect(parse({ ...beacon, ttfb: "110" })).toBeUndefined();
    expect(parse({ ...beacon, cls: 40 })).toBeUndefined();
    expect(parse({ ...beacon, first_inp: 61_000 })).toBeUndefined();
    expect(parse({ ...beacon, first_inp: 12.5 })).toBeUndefined();
    expect(parse({ p: "/", w: 390 })).toBeUndefined();
  });

  it("refuses an address that is not a page of the site", () => {
    for (const p of [
      "https://evil.example/",
      "//evil.example/",
      "/admin/analytics",
      "/wp-login.php",
      "/no-such-page",
      "/services/web/no-such-service",
      "/fr/pas-de-page",
      "/about-us?utm_source=x",
      `/${"x".repeat(400)}`,
    ]) {
      expect(parse({ ...beacon, p }), p).toBeUndefined();
    }
  });
});

describe("the kind of a page", () => {
  it.each([
    ["/", "home"],
    ["/fr", "home"],
    ["/services", "services"],
    ["/fr/services", "services"],
    ["/services/web", "category"],
    ["/fr/services/hebergement", "category"],
    ["/services/web/website-maintenance", "service"],
    ["/fr/services/web/entretien-de-sites-web", "service"],
    ["/why-maplestack", "company"],
    ["/fr/pourquoi-maplestack", "company"],
    ["/about-us", "company"],
    ["/fr/a-propos", "company"],
    ["/faqs", "company"],
    ["/fr/faq", "company"],
    ["/portfolio", "work"],
    ["/portfolio/techcorp", "work"],
    ["/fr/realisations/techcorp", "work"],
    ["/case-studies/copywriting-cedar-ridge-law", "work"],
    ["/fr/etudes-de-cas/redaction-cedar-ridge-law", "work"],
    ["/insights", "insights"],
    ["/insights/page/2", "insights"],
    ["/insights/category/web", "insights"],
    ["/fr/perspectives/sujet/conformite", "insights"],
    ["/insights/what-bill-96-means-for-your-website", "article"],
    ["/fr/perspectives/ce-que-la-loi-96-change-pour-votre-site-web", "article"],
    ["/contact-us", "contact"],
    ["/fr/nous-joindre", "contact"],
    ["/newsletter/confirm", "newsletter"],
    ["/fr/infolettre", "newsletter"],
    ["/privacy", "legal"],
    ["/fr/accessibilite", "legal"],
    ["/search", "search"],
    ["/fr/recherche", "search"],
    ["/about-us/", "company"],
  ])("%s is %s", (path, kind) => {
    expect(pageKindOf(path)).toBe(kind);
  });

  it("is null for an address that is no page", () => {
    for (const path of [
      "/admin",
      "/sitemap.xml",
      "/insights/rss.xml",
      "/portfolio/no-such-project",
      "/insights/tag/no-such-tag",
      "/fr/services/pas-de-categorie",
      "/api/vitals",
    ]) {
      expect(pageKindOf(path), path).toBeNull();
    }
  });
});

describe.each(engines)("web vitals on %s", (engine) => {
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
  const load = (fields: Partial<VitalsBeacon>): VitalsBeacon => ({
    p: "/services/web/website-maintenance",
    w: 390,
    kind: "service",
    ...fields,
  });

  it("keeps the day, kind of page, device class, language and figures, nothing else", async () => {
    const vitals = new WebVitals(store);
    await vitals.record(
      load({ lcp: 1840, fcp: 900, ttfb: 120, cls: 0.123_456 }),
      at("2026-11-25T03:00:00Z"),
    );
    await vitals.record(
      load({ p: "/fr/a-propos", kind: "company", w: 1440, inp: 88, first_inp: 64 }),
      at("2026-11-25T15:00:00Z"),
    );
    const rows = await store.db.selectFrom("web_vitals").selectAll().orderBy("id").execute();
    expect(rows.map(({ id: _, ...row }) => row)).toEqual([
      {
        day: "2026-11-24",
        page_kind: "service",
        device: "phone",
        language: "en",
        lcp: 1840,
        inp: null,
        first_inp: null,
        cls: 0.1235,
        fcp: 900,
        ttfb: 120,
      },
      {
        day: "2026-11-25",
        page_kind: "company",
        device: "desktop",
        language: "fr",
        lcp: null,
        inp: 88,
        first_inp: 64,
        cls: null,
        fcp: null,
        ttfb: null,
      },
    ]);
  });

  it("reports the 75th percentile per kind of page, per device and per day", async () => {
    const vitals = new WebVitals(store);
    const day = (date: string) => at(`${date}T16:00:00Z`);
    // Four phone loads of service pages on the 24th: LCP 1000…4000, p75 (rank 3) is 3000.
    for (const [lcp, cls] of [
      [4000, 0.3],
      [1000, 0],
      [3000, 0.05],
      [2000, 0.1],
    ] as const) {
      await vitals.record(load({ lcp, cls, ttfb: lcp / 10 }), day("2026-11-24"));
    }
    // Two desktop loads of the home page on the 26th, one with an interaction.
    await vitals.record(
      load({ p: "/", kind: "home", w: 1440, lcp: 900, inp: 40, first_inp: 32 }),
      day("2026-11-26"),
    );
    await vitals.record(
      load({ p: "/", kind: "home", w: 1440, lcp: 1200, first_inp: 24 }),
      day("2026-11-26"),
    );
    // Outside the period.
    await vitals.record(load({ lcp: 60_000 }), day("2026-11-27"));

    const report = await vitals.report({ from: "2026-11-24", to: "2026-11-26" });
    expect(report.total.visits).toBe(6);
    expect(report.byKind.map((k) => [k.name, k.visits, k.metrics.lcp, k.metrics.inp])).toEqual([
      ["home", 2, { p75: 1200, samples: 2 }, { p75: 40, samples: 1 }],
      ["service", 4, { p75: 3000, samples: 4 }, { p75: null, samples: 0 }],
    ]);
    // The first interaction per kind: both home loads had one, p75 (rank 2 of 2) is 32.
    expect(report.byKind.map((k) => [k.name, k.metrics.first_inp])).toEqual([
      ["home", { p75: 32, samples: 2 }],
      ["service", { p75: null, samples: 0 }],
    ]);
    const service = report.byKind.find((k) => k.name === "service");
    expect(service?.metrics.cls).toEqual({ p75: 0.1, samples: 4 });
    expect(service?.metrics.ttfb).toEqual({ p75: 300, samples: 4 });
    expect(report.byDevice.map((d) => [d.name, d.visits, d.metrics.lcp.p75])).toEqual([
      ["phone", 4, 3000],
      ["desktop", 2, 1200],
    ]);
    expect(report.days).toEqual([
      { day: "2026-11-24", visits: 4, lcp: 3000, inp: null, cls: 0.1 },
      { day: "2026-11-25", visits: 0, lcp: null, inp: null, cls: null },
      { day: "2026-11-26", visits: 2, lcp: 1200, inp: 40, cls: null },
    ]);
  });
});
