/**
 * The site's words, loaded from content/ and checked at build time (docs/decisions/0021).
 *
 * One folder per language, the same path in both: `content/en/<area>/<name>.yaml` is the entry in
 * English, the whole of it; `content/fr/<area>/<name>.yaml` its French twin, the French words
 * only (app/content/twin.ts). Markdown is the same: `content/en/company/about.md` and
 * `content/fr/company/about.md`; an article's French file names its English twin by `key`.
 * Every file is checked against the zod schema of app/content; an error names the file, the
 * field and what was expected, and stops the build. The collections are defined in
 * app/content/collections, one module per area; app/content/collections/shared.ts holds the one
 * rule for a file's language and its twin.
 */
import { defineConfig } from "@content-collections/core";
import {
  aboutPages,
  accessibilityPages,
  faqPages,
  faqQuestions,
  faqTopicEntries,
  faqTopics,
  privacyPages,
  teamMembers,
  whyPages,
} from "./app/content/collections/company";
import { articles, tags } from "./app/content/collections/insights";
import { pages } from "./app/content/collections/pages";
import { categories, serviceEntries, services } from "./app/content/collections/services";
import { facts, layout } from "./app/content/collections/shared";
import { homePages, menus, testimonials } from "./app/content/collections/site";
import { caseStudies, projects } from "./app/content/collections/work";

// Order matters: a collection reads the ones before it (the facts first).
export default defineConfig({
  content: [
    facts,
    categories,
    services,
    serviceEntries,
    caseStudies,
    projects,
    teamMembers,
    faqTopics,
    faqTopicEntries,
    faqQuestions,
    faqPages,
    aboutPages,
    whyPages,
    privacyPages,
    accessibilityPages,
    tags,
    articles,
    homePages,
    menus,
    testimonials,
    ...pages,
    layout,
  ],
});
