import { describe, expect, it } from "vitest";
import { staticPairs } from "~/i18n/paths";
import {
  describesAgency,
  organization,
  organizationId,
  organizationProfilePages,
  organizationReference,
} from "./structured-data";

describe("the agency in structured data", () => {
  it("is described in full on the home and About pages, in both languages", () => {
    const pairs = staticPairs.filter((pair) => pair.en === "/" || pair.en === "/about-us");
    expect(pairs).toHaveLength(2);
    expect([...organizationProfilePages].sort()).toEqual(
      pairs.flatMap((pair) => [pair.en, pair.fr]).sort(),
    );
  });

  it("is known by a page's address with or without a trailing slash", () => {
    expect(describesAgency("/")).toBe(true);
    expect(describesAgency("/fr/a-propos/")).toBe(true);
    expect(describesAgency("/about-us")).toBe(true);
    expect(describesAgency("/services")).toBe(false);
    expect(describesAgency("/about-us/team")).toBe(false);
  });

  it("is named elsewhere by the identifier, name and web address its profile declares", () => {
    const reference = organizationReference();
    const profile = organization("fr");
    expect(reference["@id"]).toBe(organizationId);
    expect(profile["@id"]).toBe(organizationId);
    expect(reference["@type"]).toEqual(profile["@type"]);
    expect(reference.name).toBe(profile.name);
    expect(reference.url).toBe(profile.url);
    expect(Object.keys(reference).length).toBeLessThan(Object.keys(profile).length / 2);
  });
});
