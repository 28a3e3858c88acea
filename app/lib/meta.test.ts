import { describe, expect, it } from "vitest";
import { absoluteUrl, fitTitle, inLanguage } from "./meta";
import { organizationId, service } from "./structured-data";

describe("page titles and URLs", () => {
  it("adds the brand when it fits in 60 characters", () => {
    expect(fitTitle("Portfolio")).toBe("Portfolio | Maplestack");
  });

  it("drops the brand, then cuts at a word, to stay within 60 characters", () => {
    const long = "Cedar and Stone Landscaping: a logo that works on trucks and signs";
    expect(fitTitle("Website Design and Development for Canadian Businesses")).toBe(
      "Website Design and Development for Canadian Businesses",
    );
    expect(fitTitle(long).length).toBeLessThanOrEqual(60);
    expect(fitTitle(long)).toMatch(/^Cedar and Stone Landscaping: a logo that works on trucks…$/);
  });

  it("has one URL per page: no trailing slash but on the home page", () => {
    expect(absoluteUrl("/")).toBe("https://maplestack.ca/");
    expect(absoluteUrl("/about-us/")).toBe("https://maplestack.ca/about-us");
  });
});

describe("structured data in the page's language", () => {
  const data = service({
    name: "Conception et développement de sites web",
    description: "Des sites web sur mesure.",
    path: "/services/web/website-design-development",
    category: "Solutions web",
  });

  it("leads a French page's addresses to the French pages", () => {
    expect(inLanguage(data, "fr").url).toBe(
      "https://maplestack.ca/fr/services/web/conception-et-developpement-de-sites-web",
    );
  });

  it("keeps the agency's identifier, so a French page's reference finds the agency", () => {
    expect(inLanguage(data, "fr").provider).toEqual({ "@id": organizationId });
    expect(inLanguage(data, "en").provider).toEqual({ "@id": organizationId });
  });
});
