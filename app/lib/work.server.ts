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
import { workIn } from "~/content/work";
import type { CaseStudy, Project } from "~/content/work/schema";
import type { Locale } from "~/i18n/locale";
import { localizePath } from "~/i18n/paths";
import { typesetDeep } from "~/i18n/typography";
import { caseStudyHeading } from "~/i18n/work-headings";
import { getService } from "./services.server";

/** Each language's work, French typeset the French way (app/i18n/typography.ts). */
const projectsByLocale: Record<Locale, readonly Project[]> = {
  en: workIn.en.projects,
  fr: workIn.fr.projects.map((project) => typesetDeep(project)),
};
const caseStudiesByLocale: Record<Locale, readonly CaseStudy[]> = {
  en: workIn.en.caseStudies,
  fr: workIn.fr.caseStudies.map((study) => typesetDeep(study)),
};
const projects = projectsByLocale.en;

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

function categoryName(slug: CategorySlug, locale: Locale): string {
  const category = findCategory(slug);
  if (!category) return slug;
  return locale === "fr" ? category.fr.name : category.name;
}

function serviceName(ref: string, locale: Locale): string {
  const entry = serviceOf(ref);
  return locale === "fr" ? entry.fr.name : entry.name;
}

/**
 * The cards of a service page's showcase, in the order the service lists them. A French page
 * leaves out a case study not yet written in French.
 */
export function showcaseCards(slugs: readonly string[], locale: Locale = "en") {
  return slugs.flatMap((slug) => {
    const record = findRecord(slug, locale);
    if (!record && locale === "fr" && findRecord(slug, "en")) return [];
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

function findRecord(slug: string, locale: Locale): CaseStudy | Project | undefined {
  return (
    projectsByLocale[locale].find((project) => project.slug === slug) ??
    caseStudiesByLocale[locale].find((s) => s.slug === slug)
  );
}

/** The portfolio: every project as a card, and every other case study in short, by category. */
export function portfolio(locale: Locale = "en") {
  const projects = projectsByLocale[locale];
  const caseStudies = caseStudiesByLocale[locale];
  const projectCards = projects.map((project) => ({
    slug: project.slug,
    client: project.client,
    sector: project.sector,
    headline: project.headline,
    summary: project.summary,
    image: project.image,
    categories: categoriesOf(project),
    services: project.services.map((ref) => serviceName(ref, locale)),
  }));
  const studyGroups = categories.map((category) => ({
    category: category.slug,
    name: locale === "fr" ? category.fr.name : category.name,
    studies: caseStudies
      .filter((study) => categoriesOf(study)[0] === category.slug)
      .map((study) => ({
        slug: study.slug,
        client: study.client,
        sector: study.sector,
        headline: study.headline,
      })),
  }));
  const filters = categorySlugs.map((slug) => ({ slug, name: categoryName(slug, locale) }));
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
  /**
   * Where the other language's link leads when this story has no twin there (a case study not
   * yet in French): its portfolio. Its pages then name no alternate.
   */
  alternate?: string;
};

function servicesUsed(record: CaseStudy, locale: Locale) {
  return record.services.map((ref) => {
    const entry = serviceOf(ref);
    const service = getService(entry.category, entry.slug, locale);
    return {
      name: service.name,
      path: servicePath(entry),
      category: categoryName(entry.category, locale),
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
export function projectPage(slug: string, locale: Locale = "en"): WorkPage | undefined {
  const projects = projectsByLocale[locale];
  const index = projects.findIndex((project) => project.slug === slug);
  const project = projects[index];
  if (!project) return undefined;
  const count = projects.length;
  const category = categoriesOf(project)[0] ?? project.category;
  return {
    ...common(project, locale),
    kind: "project",
    title: project.title,
    year: project.year,
    detailImage: project.detailImage,
    canonical: projectPath(project.slug),
    previous: neighbour(projects[(index - 1 + count) % count]),
    next: neighbour(projects[(index + 1) % count]),
    category: { slug: category, name: categoryName(category, locale) },
  };
}

/** A case study's page. A portfolio project has none: its story is its project page. */
export function caseStudyPage(slug: string, locale: Locale = "en"): WorkPage | undefined {
  const study = caseStudiesByLocale[locale].find((record) => record.slug === slug);
  if (!study) return undefined;
  const category = categoriesOf(study)[0] ?? "web";
  const inFrench = caseStudiesByLocale.fr.some((record) => record.slug === slug);
  return {
    ...common(study, locale),
    kind: "case-study",
    title: caseStudyHeading(study.client, study.headline, locale),
    canonical: caseStudyPath(study.slug),
    category: { slug: category, name: categoryName(category, locale) },
    ...(inFrench ? {} : { alternate: localizePath("/portfolio", "fr") }),
  };
}

function common(record: CaseStudy, locale: Locale) {
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
    services: servicesUsed(record, locale),
  };
}
