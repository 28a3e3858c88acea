/**
 * The words of each kind of page (content/en/pages): titles, descriptions, hero texts, section
 * headings, calls to action and image alt texts. Interface strings stay in app/i18n.
 *
 * One collection per kind of page, `pages/<page>.yaml` in content/en/ and content/fr/: each is
 * checked by its own schema (app/content/pages/schema.ts), and a page's JavaScript carries its
 * own words only. The French file holds every word of the English one, the same way as other
 * entries (app/content/twin.ts); nothing is shared but the structure.
 */
import { defineCollection } from "@content-collections/core";
import type { z } from "zod";
import * as schemas from "../pages/schema";
import { layFrench, schemaFaults, withFacts } from "../twin";
import {
  anyFile,
  englishOf,
  facts,
  fileOf,
  inBoth,
  type Locale,
  localeOf,
  type RawDocument,
  root,
  words,
} from "./shared";

/**
 * A template's names (`{count}`) left as written for the page to fill; the facts (`{site.name}`)
 * are resolved. The page's schema then checks which names each text may hold.
 */
function namesLeft(value: unknown): Record<string, string> {
  const names = JSON.stringify(value).match(/\{[A-Za-z]\w*\}/g) ?? [];
  return Object.fromEntries(names.map((token) => [token.slice(1, -1), token]));
}

function pageCollection<TName extends string, TSchema extends z.ZodType>(
  name: TName,
  page: string,
  schema: TSchema,
) {
  return defineCollection({
    name,
    directory: root,
    include: inBoth("pages", `${page}.yaml`),
    parser: "yaml",
    schema: anyFile,
    transform: async (input, context) => {
      const document = input as unknown as RawDocument;
      const file = fileOf(document._meta);
      const locale: Locale = localeOf(document._meta);
      const both = (await context.collection.documents()) as RawDocument[];
      const english = englishOf(document, both);
      const fields =
        locale === "en"
          ? words(english)
          : layFrench(words(english), words(document), { shared: [] }, file);
      const known = context.documents(facts).find((entry) => entry.locale === locale);
      if (!known) throw new Error(`${root}/${locale}/facts.yaml: no facts in ${locale}`);
      const filled = withFacts(fields, { ...namesLeft(fields), ...known }, file);
      const parsed = schema.safeParse(filled);
      if (!parsed.success) throw schemaFaults(file, parsed.error.issues);
      return { locale, ...(parsed.data as z.output<TSchema> & object) };
    },
  });
}

export const portfolioPage = pageCollection(
  "portfolioWords",
  "portfolio",
  schemas.portfolioPageSchema,
);
export const workPage = pageCollection("workWords", "work", schemas.workPageSchema);
export const contactPage = pageCollection("contactWords", "contact", schemas.contactPageSchema);
export const insightsPage = pageCollection("insightsWords", "insights", schemas.insightsPageSchema);
export const categoryPage = pageCollection("categoryWords", "category", schemas.categoryPageSchema);
export const servicesPage = pageCollection("servicesWords", "services", schemas.servicesPageSchema);
export const servicePage = pageCollection("serviceWords", "service", schemas.servicePageSchema);
export const faqsPage = pageCollection("faqsWords", "faqs", schemas.faqsPageSchema);
export const aboutPage = pageCollection("aboutWords", "about", schemas.aboutPageSchema);
export const whyPage = pageCollection("whyWords", "why", schemas.whyPageSchema);
export const privacyPage = pageCollection("privacyWords", "privacy", schemas.privacyPageSchema);
export const accessibilityPage = pageCollection(
  "accessibilityWords",
  "accessibility",
  schemas.accessibilityPageSchema,
);

/** In the order content-collections.ts lists them, after the facts they name. */
export const pages = [
  portfolioPage,
  workPage,
  contactPage,
  insightsPage,
  categoryPage,
  servicesPage,
  servicePage,
  faqsPage,
  aboutPage,
  whyPage,
  privacyPage,
  accessibilityPage,
];
