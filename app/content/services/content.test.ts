import { describe, expect, it } from "vitest";
import { servicePath, services } from "../catalogue";
import { type ServiceInput, serviceSchema } from "../schema";
import { claims } from "../site";
import { serviceContent } from "./index";
import { fixedQuote, fixedQuoteFr } from "./promise";

const files = import.meta.glob<{ default: ServiceInput }>(["./*/*.ts", "!./*/*.fr.ts"], {
  eager: true,
});
const entries = Object.entries(files).filter(([file]) => !file.endsWith(".test.ts"));

const visibleText = (value: unknown): string => JSON.stringify(value);

describe.each(entries)("service content %s", (file, module) => {
  const parsed = serviceSchema.safeParse(module.default);

  it("matches the schema", () => {
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it("lives in the file its category and slug name", () => {
    expect(file).toBe(`./${module.default.category}/${module.default.slug}.ts`);
  });

  it("has no placeholder copy", () => {
    expect(visibleText(module.default)).not.toMatch(/lorem|ipsum|TODO|TBD|coming soon|\[insert/i);
  });

  it("has unique feature titles, steps and questions", () => {
    const data = module.default;
    for (const list of [
      data.features.items.map((i) => i.title),
      data.process.steps.map((s) => s.title),
      data.faqs.map((f) => f.question),
    ]) {
      expect(new Set(list).size).toBe(list.length);
    }
  });
});

describe("the service registry", () => {
  it("registers every content file exactly once", () => {
    expect(serviceContent).toHaveLength(entries.length);
    expect(new Set(serviceContent.map((s) => `${s.category}/${s.slug}`)).size).toBe(entries.length);
  });

  it("agrees with the catalogue on every service, its category and its name", () => {
    const fromContent = serviceContent.map((s) => `${s.category}/${s.slug}: ${s.name}`).sort();
    const fromCatalogue = services.map((s) => `${s.category}/${s.slug}: ${s.name}`).sort();
    expect(fromContent).toEqual(fromCatalogue);
    for (const service of services) expect(servicePath(service)).toMatch(/^\/services\//);
  });

  it("states the claims where they belong", () => {
    const find = (slug: string) => visibleText(serviceContent.find((s) => s.slug === slug));
    expect(find("seo")).toContain(claims.seoFirstGains);
    expect(find("seo")).toContain(claims.seoFullResults);
    expect(find("smm")).toContain(claims.socialPostsPerWeek);
    expect(find("email-marketing")).toContain(claims.emailCampaignsPerMonth);
    expect(find("content-marketing")).toContain(claims.blogPostsPerMonth);
    expect(find("copywriting")).toContain("30-minute");
    for (const slug of ["domain-registration", "website", "email", "security"]) {
      expect(find(slug)).toContain(claims.uptime);
    }
    const maintenance = serviceContent.find((s) => s.slug === "website-maintenance");
    const packages = maintenance?.sections?.find((s) => s.type === "packages");
    expect(
      packages?.type === "packages" && packages.items.map((p) => `${p.title} ${p.price}`),
    ).toEqual(claims.maintenancePlans.map((p) => `${p.name} ${p.price}`));
  });

  it("shows each piece of work on one service page only", () => {
    const slugs = serviceContent.flatMap((s) => s.showcase.items);
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});

const frenchFiles = import.meta.glob<{ default: ServiceInput }>("./*/*.fr.ts", { eager: true });

describe("the closing banner", () => {
  const languages = [
    ["English", entries.map(([, module]) => module.default)],
    ["French", Object.values(frenchFiles).map((module) => module.default)],
  ] as const;

  it.each(languages)("closes every %s page with a sentence of its own", (_, pages) => {
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
    ...entries.map(([file, module]) => [file, visibleText(module.default), fixedQuote] as const),
    ...Object.entries(frenchFiles).map(
      ([file, module]) => [file, visibleText(module.default), fixedQuoteFr] as const,
    ),
  ];

  it.each(pages)("%s words it the one way the site promises it", (_, text, promise) => {
    // Earlier pages each promised something else: a fixed estimate, a price after discovery...
    expect(text).not.toMatch(
      /fixed (quote|estimate)|estimate in CAD|honest estimate|estimation (ferme|honnête)|d'un prix fixe|Nous fixons (le prix|un forfait)|Vous recevez un prix fixe/i,
    );
    const mentions = text.match(/fixed-price quote|soumission écrite à prix fixe/g) ?? [];
    const promises = text.split(promise).length - 1;
    expect(promises).toBe(mentions.length);
  });

  it("is made on the pages that sell projects", () => {
    const promising = pages.filter(([, text, promise]) => text.includes(promise));
    expect(promising.length).toBeGreaterThanOrEqual(38);
  });
});
