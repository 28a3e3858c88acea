import { describe, expect, it } from "vitest";
import { showcaseCards } from "../../lib/work.server";
import { prerenderPaths } from "../routes-table";
import { serviceContent } from "../services";
import { caseStudyContent, projectContent } from "./index";
import { type CaseStudyInput, caseStudySchema, type ProjectInput, projectSchema } from "./schema";

const studyFiles = import.meta.glob<{ default: CaseStudyInput[] }>(
  ["./case-studies/*/*.ts", "!./case-studies/*/*.fr.ts"],
  {
    eager: true,
  },
);
const projectFiles = import.meta.glob<{ default: ProjectInput }>(
  ["./projects/*.ts", "!./projects/*.fr.ts"],
  {
    eager: true,
  },
);

const frenchStudyFiles = import.meta.glob<{ default: CaseStudyInput[] }>(
  "./case-studies/*/*.fr.ts",
  { eager: true },
);
const frenchProjectFiles = import.meta.glob<{ default: ProjectInput }>("./projects/*.fr.ts", {
  eager: true,
});
const frenchStudies = Object.entries(frenchStudyFiles).flatMap(([file, module]) =>
  module.default.map((record) => ({ file, record })),
);
const frenchProjects = Object.entries(frenchProjectFiles).map(([file, module]) => ({
  file,
  record: module.default,
}));

const studies = Object.entries(studyFiles).flatMap(([file, module]) =>
  module.default.map((record) => ({ file, record })),
);
const projects = Object.entries(projectFiles).map(([file, module]) => ({
  file,
  record: module.default,
}));
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

describe.each(studies)("case study $record.slug", ({ file, record }) => {
  it("matches the schema", () => {
    const result = caseStudySchema.safeParse(record);
    expect(result.error?.issues ?? [], file).toEqual([]);
  });

  it("is shown on its first service's page and lives in that service's file", () => {
    const [first] = record.services;
    expect(file).toBe(`./case-studies/${first}.ts`);
    const service = serviceContent.find((s) => `${s.category}/${s.slug}` === first);
    expect(service?.showcase.items).toContain(record.slug);
  });

  it("has no placeholder copy", () => {
    expect(JSON.stringify(record)).not.toMatch(placeholder);
  });

  it("takes 4-12 weeks when it is a build", () => {
    const weeks = /^(\d+) weeks$/.exec(record.duration);
    if (weeks) expect(Number(weeks[1])).toBeGreaterThanOrEqual(4);
    if (weeks) expect(Number(weeks[1])).toBeLessThanOrEqual(12);
  });
});

describe.each(projects)("portfolio project $record.slug", ({ file, record }) => {
  it("matches the schema", () => {
    const result = projectSchema.safeParse(record);
    expect(result.error?.issues ?? [], file).toEqual([]);
  });

  it("is named after its file and is one of the portfolio's projects", () => {
    expect(file).toBe(`./projects/${record.slug}.ts`);
    expect(portfolioSlugs).toContain(record.slug);
  });

  it("files its first service under its category", () => {
    expect(record.services[0]?.startsWith(`${record.category}/`)).toBe(true);
  });

  it("has no placeholder copy", () => {
    expect(JSON.stringify(record)).not.toMatch(placeholder);
  });

  it("takes 4-12 weeks", () => {
    const weeks = /^(\d+) weeks$/.exec(record.duration);
    expect(weeks, record.duration).not.toBeNull();
    expect(Number(weeks?.[1])).toBeGreaterThanOrEqual(4);
    expect(Number(weeks?.[1])).toBeLessThanOrEqual(12);
  });
});

describe.each([...frenchStudies, ...frenchProjects])(
  "French twin $record.slug",
  ({ file, record }) => {
    const english = [...studies, ...projects].find((entry) => entry.record.slug === record.slug);

    it("matches the schema of its English record", () => {
      const schema = file.startsWith("./projects/") ? projectSchema : caseStudySchema;
      const result = schema.safeParse(record);
      expect(result.error?.issues ?? [], file).toEqual([]);
    });

    it("sits beside its English record and tells the same work", () => {
      expect(file).toBe(english?.file.replace(/\.ts$/, ".fr.ts"));
      expect(record.services).toEqual(english?.record.services);
      expect(record.results).toHaveLength(english?.record.results.length ?? 0);
    });

    it("has no placeholder copy", () => {
      expect(JSON.stringify(record)).not.toMatch(placeholder);
    });
  },
);

describe("the work as a whole", () => {
  const slugs = [...studies, ...projects].map(({ record }) => record.slug);

  it("has one record per slug", () => {
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("registers every data file, and the portfolio in its order", () => {
    expect(caseStudyContent.map((s) => s.slug).sort()).toEqual(
      studies.map(({ record }) => record.slug).sort(),
    );
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
