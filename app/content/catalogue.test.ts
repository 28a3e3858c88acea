import { describe, expect, it } from "vitest";
import { categorySlugs, findService, serviceByRef, services } from "./catalogue";

describe("findService, the lookup by service path alone", () => {
  it("finds each of the 28 services by its own path, whatever the category segment was", () => {
    expect(services).toHaveLength(28);
    for (const service of services) expect(findService(service.slug)).toBe(service);
  });

  it("can only do so because no two services share a path", () => {
    const slugs = services.map((service) => service.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const category of categorySlugs) expect(findService(category)).toBeUndefined();
  });

  it("reads any letter case", () => {
    expect(findService("website-Design-Development")).toMatchObject({
      category: "web",
      slug: "website-design-development",
    });
    expect(findService("SECURITY")).toMatchObject({ category: "hosting", slug: "security" });
  });

  it("knows no old name: an old address is a redirect the server answers before any route", () => {
    expect(findService("search-engine-optimization")).toBeUndefined();
  });

  it("finds nothing for an unknown, empty or missing path", () => {
    for (const path of ["not-a-service", "", "web/seo", "constructor", "__proto__", undefined]) {
      expect(findService(path), String(path)).toBeUndefined();
    }
  });
});

describe("serviceByRef, for content that names a service", () => {
  it("takes only the exact category/slug spelling", () => {
    expect(serviceByRef("hosting/security")).toMatchObject({ category: "hosting" });
    expect(serviceByRef("web/security")).toBeUndefined();
    expect(serviceByRef("hosting/Security")).toBeUndefined();
    expect(serviceByRef("digital-marketing/search-engine-optimization")).toBeUndefined();
  });
});
