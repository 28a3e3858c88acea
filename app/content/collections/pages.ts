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
import { type EntryForm, namesLeft, pageForms } from "../forms";
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

function pageCollection<TSchema extends z.ZodType, TName extends string>({
  name,
  area,
  include,
  schema,
}: EntryForm<TSchema, TName>) {
  return defineCollection({
    name,
    directory: root,
    include: inBoth(area, include),
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

export const portfolioPage = pageCollection(pageForms.portfolio);
export const workPage = pageCollection(pageForms.work);
export const contactPage = pageCollection(pageForms.contact);
export const insightsPage = pageCollection(pageForms.insights);
export const categoryPage = pageCollection(pageForms.category);
export const servicesPage = pageCollection(pageForms.services);
export const servicePage = pageCollection(pageForms.service);
export const faqsPage = pageCollection(pageForms.faqs);
export const aboutPage = pageCollection(pageForms.about);
export const whyPage = pageCollection(pageForms.why);
export const privacyPage = pageCollection(pageForms.privacy);
export const accessibilityPage = pageCollection(pageForms.accessibility);

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
