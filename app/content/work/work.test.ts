/**
 * The agency's work, checked once over every entry of content/en/work (the schemas checked each
 * file, and its French twin in content/fr/work against it, when they were loaded).
 */
import { describe, expect, it } from "vitest";
import { showcaseCards } from "../../lib/work.server";
import { prerenderPaths } from "../routes-table";
import { serviceContent } from "../services";
import { caseStudyContent, projectContent, workIn } from "./index";

const studies = caseStudyContent.map((record) => ({ record }));
const projects = projectContent.map((record) => ({ record }));
const portfolioSlugs = [
  "techcorp",
  "ecofriendly",
  "healthplus",
  "corporatehub",
  "retailplus",
  "servicepro",
  "healthtrack",
  "retailmaster",
  "projecthub",
];
const placeholder = /lorem|ipsum|\btodo\b|coming soon|tbd|xxx/i;
const weeksOf = (duration: string) => Number(/^(\d+) weeks$/.exec(duration)?.[1] ?? Number.NaN);

describe("every story", () => {
  it("is shown on its first service's page", () => {
    for (const study of caseStudyContent) {
      const [first] = study.services;
      const service = serviceContent.find((s) => `${s.category}/${s.slug}` === first);
      expect(service?.showcase.items, study.slug).toContain(study.slug);
    }
  });

  it("has no placeholder copy, in either language", () => {
    for (const record of [...workIn.en.caseStudies, ...workIn.fr.caseStudies]) {
      expect(JSON.stringify(record), record.slug).not.toMatch(placeholder);
    }
    for (const record of [...workIn.en.projects, ...workIn.fr.projects]) {
      expect(JSON.stringify(record), record.slug).not.toMatch(placeholder);
    }
  });

  it("takes a plausible time when it is a build: two weeks to six months", () => {
    for (const record of [...caseStudyContent, ...projectContent]) {
      const weeks = weeksOf(record.duration);
      if (Number.isNaN(weeks)) continue;
      expect(weeks, record.slug).toBeGreaterThanOrEqual(2);
      expect(weeks, record.slug).toBeLessThanOrEqual(26);
    }
  });

  it("gives every project a build time in weeks, filed under its first service's category", () => {
    for (const project of projectContent) {
      expect(weeksOf(project.duration), project.slug).not.toBeNaN();
      expect(project.services[0]?.startsWith(`${project.category}/`), project.slug).toBe(true);
    }
  });

  it("has a French twin in the same place of the same list", () => {
    expect(workIn.fr.caseStudies.map((s) => s.slug)).toEqual(caseStudyContent.map((s) => s.slug));
    expect(workIn.fr.projects.map((p) => p.slug)).toEqual(projectContent.map((p) => p.slug));
  });
});

describe("the work as a whole", () => {
  const slugs = [...studies, ...projects].map(({ record }) => record.slug);

  it("has one record per slug", () => {
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("lists the portfolio in its order", () => {
    expect(projectContent.map((p) => p.slug)).toEqual(portfolioSlugs);
  });

  it("has every portfolio project", () => {
    expect(projects.map(({ record }) => record.slug).sort()).toEqual([...portfolioSlugs].sort());
  });

  it("has a record for every showcase card of every service page", () => {
    const missing = serviceContent
      .flatMap((service) => service.showcase.items)
      .filter((slug) => !slugs.includes(slug));
    expect(missing).toEqual([]);
  });

  it("quotes a different person in every record", () => {
    const names = [...studies, ...projects].flatMap(({ record }) =>
      record.quote ? [record.quote.name] : [],
    );
    expect(new Set(names).size).toBe(names.length);
  });

  it("publishes each record at one address: a project on the portfolio, another study as a case study", () => {
    const pages = prerenderPaths();
    for (const project of projectContent) {
      expect(pages).toContain(`/portfolio/${project.slug}`);
      expect(pages).not.toContain(`/case-studies/${project.slug}`);
    }
    for (const study of caseStudyContent) {
      expect(pages).toContain(`/case-studies/${study.slug}`);
      expect(pages).not.toContain(`/portfolio/${study.slug}`);
    }
    expect(new Set(pages).size).toBe(pages.length);
  });

  it("links every showcase card to that one address", () => {
    const cards = showcaseCards([...projectContent, ...caseStudyContent].map((r) => r.slug));
    expect(cards.map((card) => card.path)).toEqual([
      ...projectContent.map((project) => `/portfolio/${project.slug}`),
      ...caseStudyContent.map((study) => `/case-studies/${study.slug}`),
    ]);
  });
});
