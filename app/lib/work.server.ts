/**
 * The agency's work, validated once and shaped for the pages that show it: the showcase cards
 * of the service pages, the portfolio, the project pages and the case-study pages.
 */
import {
  type CategorySlug,
  categories,
  categorySlugs,
  findCategory,
  serviceByRef,
  servicePath,
} from "~/content/catalogue";
import type { Emphasis } from "~/content/types";
import { caseStudyContent, projectContent } from "~/content/work";
import {
  type CaseStudy,
  caseStudySchema,
  type Project,
  projectSchema,
} from "~/content/work/schema";
import { getService } from "./services.server";

const projects: readonly Project[] = projectContent.map((input) => projectSchema.parse(input));
const caseStudies: readonly CaseStudy[] = caseStudyContent.map((input) =>
  caseStudySchema.parse(input),
);

export function projectPath(slug: string): string {
  return `/portfolio/${slug}`;
}

export function caseStudyPath(slug: string): string {
  return `/case-studies/${slug}`;
}

/** The one address of a piece of work: a portfolio project's page, or else its case study. */
export function workPath(slug: string): string {
  return projects.some((project) => project.slug === slug)
    ? projectPath(slug)
    : caseStudyPath(slug);
}

function serviceOf(ref: string) {
  const entry = serviceByRef(ref);
  if (!entry) throw new Error(`Unknown service ${ref}`);
  return entry;
}

/** The categories a record's services belong to, first service first, without repeats. */
function categoriesOf(record: CaseStudy): CategorySlug[] {
  return [...new Set(record.services.map((ref) => serviceOf(ref).category))];
}

function categoryName(slug: CategorySlug): string {
  return findCategory(slug)?.name ?? slug;
}

/** The cards of a service page's showcase, in the order the service lists them. */
export function showcaseCards(slugs: readonly string[]) {
  return slugs.map((slug) => {
    const record = findRecord(slug);
    if (!record) throw new Error(`No work record for the showcase card ${slug}`);
    return {
      title: record.client,
      subtitle: `${record.sector} · ${record.headline}`,
      slug: record.slug,
      path: workPath(record.slug),
      image: record.image,
    };
  });
}

function findRecord(slug: string): CaseStudy | Project | undefined {
  return (
    projects.find((project) => project.slug === slug) ?? caseStudies.find((s) => s.slug === slug)
  );
}

/** The portfolio: every project as a card, and every other case study in short, by category. */
export function portfolio() {
  const projectCards = projects.map((project) => ({
    slug: project.slug,
    client: project.client,
    sector: project.sector,
    headline: project.headline,
    summary: project.summary,
    image: project.image,
    categories: categoriesOf(project),
    services: project.services.map((ref) => serviceOf(ref).name),
  }));
  const studyGroups = categories.map((category) => ({
    category: category.slug,
    name: category.name,
    studies: caseStudies
      .filter((study) => categoriesOf(study)[0] === category.slug)
      .map((study) => ({
        slug: study.slug,
        client: study.client,
        sector: study.sector,
        headline: study.headline,
      })),
  }));
  const filters = categorySlugs.map((slug) => ({ slug, name: categoryName(slug) }));
  return { projects: projectCards, studyGroups, filters };
}

export type PortfolioData = ReturnType<typeof portfolio>;

type Neighbour = { slug: string; client: string; headline: string };

/** Everything a project or case-study page shows, ready for the client. */
export type WorkPage = {
  kind: "project" | "case-study";
  slug: string;
  client: string;
  sector: string;
  location: string;
  headline: string;
  summary: string;
  title: Emphasis;
  year?: number;
  duration: string;
  image: CaseStudy["image"];
  detailImage?: CaseStudy["image"];
  problem: string[];
  approach: CaseStudy["approach"];
  results: CaseStudy["results"];
  technologies: string[];
  quote?: CaseStudy["quote"];
  services: Array<{ name: string; path: string; category: string; description: string }>;
  /** The URL search engines should index for this work. */
  canonical: string;
  previous?: Neighbour;
  next?: Neighbour;
  /** For a case study: the category it is filed under, for the breadcrumbs. */
  category: { slug: CategorySlug; name: string };
};

function servicesUsed(record: CaseStudy) {
  return record.services.map((ref) => {
    const entry = serviceOf(ref);
    const service = getService(entry.category, entry.slug);
    return {
      name: service.name,
      path: servicePath(entry),
      category: categoryName(entry.category),
      description: service.hero.description,
    };
  });
}

function neighbour(project: Project | undefined): Neighbour | undefined {
  return project
    ? { slug: project.slug, client: project.client, headline: project.headline }
    : undefined;
}

/** A portfolio project's page, with the projects before and after it (the list loops). */
export function projectPage(slug: string): WorkPage | undefined {
  const index = projects.findIndex((project) => project.slug === slug);
  const project = projects[index];
  if (!project) return undefined;
  const count = projects.length;
  const category = categoriesOf(project)[0] ?? project.category;
  return {
    ...common(project),
    kind: "project",
    title: project.title,
    year: project.year,
    detailImage: project.detailImage,
    canonical: projectPath(project.slug),
    previous: neighbour(projects[(index - 1 + count) % count]),
    next: neighbour(projects[(index + 1) % count]),
    category: { slug: category, name: categoryName(category) },
  };
}

/** A case study's page. A portfolio project has none: its story is its project page. */
export function caseStudyPage(slug: string): WorkPage | undefined {
  const study = caseStudies.find((record) => record.slug === slug);
  if (!study) return undefined;
  const category = categoriesOf(study)[0] ?? "web";
  return {
    ...common(study),
    kind: "case-study",
    title: { text: `${study.client}:`, accent: study.headline },
    canonical: caseStudyPath(study.slug),
    category: { slug: category, name: categoryName(category) },
  };
}

function common(record: CaseStudy) {
  return {
    slug: record.slug,
    client: record.client,
    sector: record.sector,
    location: record.location,
    headline: record.headline,
    summary: record.summary,
    duration: record.duration,
    image: record.image,
    problem: record.problem,
    approach: record.approach,
    results: record.results,
    technologies: record.technologies ?? [],
    quote: record.quote,
    services: servicesUsed(record),
  };
}
