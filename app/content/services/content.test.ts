/**
 * What the service pages say, checked once over every entry of content/en/services (the schema
 * checked each file when it was loaded).
 */

import { describe, expect, it } from "vitest";
import { allServiceEntries, allServices } from "#content";
import { servicePath, services } from "../catalogue";
import type { Service } from "../schema";
import { claims } from "../site";
import { fixedQuote, fixedQuoteFr } from "./promise";

const pagesIn = (locale: "en" | "fr") =>
  allServices.filter((entry) => entry.locale === locale).map((entry) => entry.service as Service);
const english = pagesIn("en");
const french = pagesIn("fr");
const text = (value: unknown): string => JSON.stringify(value);

describe("the service pages", () => {
  it("have no placeholder copy", () => {
    for (const page of [...english, ...french]) {
      expect(text(page), page.slug).not.toMatch(/lorem|ipsum|TODO|TBD|coming soon|\[insert/i);
    }
  });

  it("give each page unique feature titles, steps and questions", () => {
    for (const page of [...english, ...french]) {
      for (const list of [
        page.features.items.map((item) => item.title),
        page.process.steps.map((step) => step.title),
        page.faqs.map((faq) => faq.question),
      ]) {
        expect(new Set(list).size, page.slug).toBe(list.length);
      }
    }
  });

  it("are the catalogue's services, each once, in both languages, with one place in its category", () => {
    const keys = (pages: Service[]) => pages.map((page) => `${page.category}/${page.slug}`).sort();
    const catalogue = services.map((service) => `${service.category}/${service.slug}`).sort();
    expect(keys(english)).toEqual(catalogue);
    expect(keys(french)).toEqual(catalogue);
    const places = allServiceEntries.map((entry) => `${entry.category} ${entry.order}`);
    expect(new Set(places).size).toBe(places.length);
    for (const service of services) expect(servicePath(service)).toMatch(/^\/services\//);
  });

  it("state the claims where they belong", () => {
    const find = (slug: string) => text(english.find((page) => page.slug === slug));
    expect(find("seo")).toContain(claims.seoFirstGains);
    expect(find("seo")).toContain(claims.seoFullResults);
    expect(find("smm")).toContain(claims.socialPostsPerWeek);
    expect(find("email-marketing")).toContain(claims.emailCampaignsPerMonth);
    expect(find("content-marketing")).toContain(claims.blogPostsPerMonth);
    expect(find("copywriting")).toContain(`${claims.copywritingConsultation.minutes}-minute`);
    for (const slug of ["domain-registration", "website", "email", "security"]) {
      expect(find(slug)).toContain(claims.uptime);
    }
    const maintenance = english.find((page) => page.slug === "website-maintenance");
    const packages = maintenance?.sections.find((section) => section.type === "packages");
    expect(
      packages?.type === "packages" && packages.items.map((p) => `${p.title} ${p.price}`),
    ).toEqual(claims.maintenancePlans.map((plan) => `${plan.name} ${plan.price}`));
  });

  it("show each piece of work on one service page only", () => {
    const slugs = english.flatMap((page) => page.showcase.items);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it.each([
    ["English", english],
    ["French", french],
  ] as const)("close every %s page with a sentence of its own", (_, pages) => {
    const closings = pages.map((page) => page.closing);
    expect(new Set(closings).size).toBe(pages.length);
    for (const page of pages) {
      // The old template pasted the title into a sentence: "honest advice on MVP Solutions".
      expect(page.closing, page.slug).not.toContain(page.name);
    }
  });
});

describe("the quote promise", () => {
  const pages = [
    ...english.map((page) => [page.slug, text(page), fixedQuote] as const),
    ...french.map((page) => [`${page.slug} (fr)`, text(page), fixedQuoteFr] as const),
  ];

  it("is worded the one way the site promises it, on every page", () => {
    for (const [slug, words, promise] of pages) {
      // Earlier pages each promised something else: a fixed estimate, a price after discovery...
      expect(words, slug).not.toMatch(
        /fixed (quote|estimate)|estimate in CAD|honest estimate|estimation (ferme|honnête)|d'un prix fixe|Nous fixons (le prix|un forfait)|Vous recevez un prix fixe/i,
      );
      const mentions = words.match(/fixed-price quote|soumission écrite à prix fixe/g) ?? [];
      expect(words.split(promise).length - 1, slug).toBe(mentions.length);
    }
  });

  it("is made on the pages that sell projects", () => {
    const promising = pages.filter(([, words, promise]) => words.includes(promise));
    expect(promising.length).toBeGreaterThanOrEqual(38);
  });
});
