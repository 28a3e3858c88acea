/**
 * The agency's work as content/en/work gives it: portfolio projects in their `order`, case studies
 * by their first service, as the portfolio groups them. Each language is checked against the
 * schemas when the files are loaded.
 */
import { allCaseStudies, allProjects } from "#content";
import type { Locale } from "~/i18n/locale";
import type { CaseStudy, Project } from "./schema";

const studyOrder = (a: CaseStudy, b: CaseStudy) =>
  (a.services[0] ?? "").localeCompare(b.services[0] ?? "") || a.slug.localeCompare(b.slug);

function projectsIn(locale: Locale): readonly Project[] {
  return allProjects
    .filter((entry) => entry.locale === locale)
    .sort((a, b) => a.order - b.order)
    .map((entry) => entry.project as Project);
}

function caseStudiesIn(locale: Locale): readonly CaseStudy[] {
  return allCaseStudies
    .filter((entry) => entry.locale === locale)
    .map((entry) => entry.study as CaseStudy)
    .sort(studyOrder);
}

/** Each language's work, in the same order (a French record is its English one's twin). */
export const workIn: Record<
  Locale,
  { projects: readonly Project[]; caseStudies: readonly CaseStudy[] }
> = {
  en: { projects: projectsIn("en"), caseStudies: caseStudiesIn("en") },
  fr: { projects: projectsIn("fr"), caseStudies: caseStudiesIn("fr") },
};

export const projectContent = workIn.en.projects;
export const caseStudyContent = workIn.en.caseStudies;
