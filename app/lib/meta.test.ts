import { describe, expect, it } from "vitest";
import { absoluteUrl, fitTitle } from "./meta";

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
