/**
 * The site's words, loaded from content/ and checked at build time (docs/decisions/0021).
 *
 * Each entry is a file per language: `<name>.yaml` in English, the whole entry; `<name>.fr.yaml`
 * beside it, the French words only (app/content/twin.ts). Every file is checked against the zod
 * schema of app/content; an error names the file, the field and what was expected, and stops
 * the build. The collections are defined in app/content/collections, one module per area.
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
import { facts } from "./app/content/collections/shared";
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
  ],
});
