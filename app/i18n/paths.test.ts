import { describe, expect, it } from "vitest";
import { services } from "~/content/catalogue";
import { companyContent } from "~/content/company";
import { publicPages } from "~/content/routes-table";
import { caseStudyContent } from "~/content/work";
import { localeOf } from "./locale";
import {
  alternatePath,
  englishCaseStudySlug,
  englishPath,
  faqTopicSlugs,
  frenchCaseStudySlug,
  localizePath,
} from "./paths";

const pairs = publicPages();

describe("the table of page pairs", () => {
  it("gives every public page one French address under /fr, and no two pages the same", () => {
    const french = pairs.map((pair) => pair.fr);
    for (const path of french) expect(localeOf(path), path).toBe("fr");
    expect(new Set(french).size).toBe(french.length);
    expect(french).toContain("/fr");
    expect(french).toContain("/fr/a-propos");
    expect(french).toContain("/fr/nous-joindre");
    expect(french).toContain("/fr/services/web/conception-et-developpement-de-sites-web");
  });

  it("reads every French address back to its English page, and switches both ways", () => {
    for (const { en, fr } of pairs) {
      expect(englishPath(fr), fr).toBe(en);
      expect(alternatePath(en, "fr")).toBe(fr);
      expect(alternatePath(fr, "en")).toBe(en);
    }
  });

  it("switches a booking's own page to the same booking in the other language, key intact", () => {
    const token = "Ab_3-xYz0123456789abcdefghijklmnopqrstuvwxy";
    expect(alternatePath(`/book/manage/${token}`, "fr")).toBe(`/fr/reserver/gerer/${token}`);
    expect(alternatePath(`/fr/reserver/gerer/${token}`, "en")).toBe(`/book/manage/${token}`);
  });

  it("writes French slugs in lowercase ASCII, unique among services", () => {
    const slugs = services.map((service) => service.fr.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("translates the service part of every case study's slug and reads it back", () => {
    for (const { slug } of caseStudyContent) {
      const french = frenchCaseStudySlug(slug);
      expect(englishCaseStudySlug(french), slug).toBe(slug);
    }
  });

  it("gives every topic of the FAQ a French slug of its own, and no slug to a topic it lacks", () => {
    expect(Object.keys(faqTopicSlugs).sort()).toEqual(
      companyContent.en.faq.groups.map((group) => group.id).sort(),
    );
    const slugs = Object.values(faqTopicSlugs);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(localizePath("/faqs/pricing#are-your-quotes-fixed", "fr")).toBe(
      "/fr/faq/prix-et-delais#are-your-quotes-fixed",
    );
    expect(englishPath("/fr/faq/PRIX-ET-DELAIS")).toBe("/faqs/pricing");
    expect(englishPath("/fr/faq/pricing")).toBeUndefined();
  });

  it("keeps fragments, queries and outside addresses, and sends unknown pages to the other home", () => {
    expect(localizePath("/contact-us#quote", "fr")).toBe("/fr/nous-joindre#quote");
    expect(localizePath("/services/software-development", "fr")).toBe("/fr/services/logiciels");
    expect(localizePath("https://example.com/", "fr")).toBe("https://example.com/");
    expect(localizePath("#process", "fr")).toBe("#process");
    expect(alternatePath("/no-such-page", "fr")).toBe("/fr");
    expect(alternatePath("/fr/nulle-part", "en")).toBe("/");
  });
});

describe("a page's address as a loader reads it", () => {
  it("drops the trailing slash the prerender asks with, and keeps the home page's", async () => {
    const { pagePath } = await import("./paths");
    expect(pagePath("/fr/realisations/techcorp/")).toBe("/fr/realisations/techcorp");
    expect(pagePath("/services/web")).toBe("/services/web");
    expect(pagePath("/")).toBe("/");
  });
});
