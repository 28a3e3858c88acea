/** The service categories, the services' pages and the light catalogue the menus read. */
import { defineCollection } from "@content-collections/core";
import { z } from "zod";
import { categoryEntrySchema } from "../facts-schema";
import { emphasisSchema, serviceSchema } from "../schema";
import {
  anyFile,
  entryKey,
  fileIn,
  frenchSlug,
  type Locale,
  type RawDocument,
  root,
  twinCollection,
} from "./shared";

/**
 * A field the French file writes and the English one does not: how a French sentence names the
 * entry, article and elision included (« le courriel d'affaires »); English sentences use the
 * name as it is. The entry is checked with its language, so a French file without it, or an
 * English file with it, stops the build.
 */
const frenchOnly =
  (field: string) =>
  (entry: { language: Locale }, context: z.RefinementCtx<{ language: Locale }>) => {
    const written = (entry as Record<string, unknown>)[field] !== undefined;
    if (entry.language === "fr" && !written) {
      context.addIssue({
        code: "custom",
        path: [field],
        message: "missing: how a French sentence names it, with its article",
      });
    }
    if (entry.language === "en" && written) {
      context.addIssue({
        code: "custom",
        path: [field],
        message: "French only: write it in the French file, under content/fr/",
      });
    }
  };

const language = z.enum(["en", "fr"]);
const phrase = z.string().trim().min(3);

/** How French sentences name a category's services. */
const categoryPhrasing = z.strictObject({
  /** The heading over the category's services: « Nos services web ». */
  heading: emphasisSchema,
  /** The services after « de », article included: « Illustration de nos services web ». */
  ofServices: phrase,
});

export const categories = twinCollection({
  name: "categories",
  area: "categories",
  include: "*.yaml",
  schema: z
    .strictObject({
      ...categoryEntrySchema.shape,
      language,
      phrasing: categoryPhrasing.optional(),
    })
    .superRefine(frenchOnly("phrasing")),
  rule: { shared: ["icon"], frenchOnly: ["phrasing"] },
  entry: (fields, key, language) => ({ slug: key, ...fields, language }),
  shape: ({ language: _, ...entry }, { locale, french, file }) => ({
    locale,
    ...entry,
    address: locale === "fr" ? frenchSlug(french, file) : entry.slug,
  }),
});

/** What a service file writes besides its page: its place in the menus. */
const placing = z.strictObject({ order: z.number().int().min(1), inNavigation: z.boolean() });

const serviceFile = z
  .strictObject({
    ...serviceSchema.shape,
    ...placing.shape,
    language,
    /** French only: the service inside a sentence (« le courriel d'affaires »). */
    inSentence: phrase.optional(),
  })
  .superRefine(frenchOnly("inSentence"));

export const services = twinCollection({
  name: "services",
  area: "services",
  include: "*/*.yaml",
  schema: serviceFile,
  rule: {
    shared: [
      "icon",
      "scene",
      "type",
      "to",
      "featured",
      "showCTA",
      "showTestimonial",
      "showcase.items",
      "order",
      "inNavigation",
    ],
    frenchOnly: ["inSentence"],
  },
  entry: (fields, key, language) => {
    const [category, slug] = key.split("/");
    return { category, slug, ...fields, language };
  },
  shape: (
    { order, inNavigation, language: _, inSentence, ...service },
    { locale, french, file },
  ) => ({
    locale,
    order,
    inNavigation,
    address: locale === "fr" ? frenchSlug(french, file) : service.slug,
    inSentence,
    service,
  }),
});

/**
 * What the menus, the category pages and the addresses need of each service, and no more: the
 * catalogue travels in every page's JavaScript, the services' pages do not.
 */
export const serviceEntries = defineCollection({
  name: "serviceEntries",
  directory: root,
  include: "en/services/*/*.yaml",
  parser: "yaml",
  schema: anyFile,
  transform: (input, context) => {
    const key = entryKey((input as unknown as RawDocument)._meta, "services");
    const pages = context.documents(services) as unknown as {
      locale: Locale;
      order: number;
      inNavigation: boolean;
      address: string;
      service: { category: string; slug: string; name: string };
    }[];
    const page = (locale: Locale) => {
      const found = pages.find(
        (entry) =>
          entry.locale === locale && `${entry.service.category}/${entry.service.slug}` === key,
      );
      if (!found) throw new Error(`${fileIn(locale, `services/${key}`)}: no page was loaded`);
      return found;
    };
    const english = page("en");
    const french = page("fr");
    return {
      category: english.service.category,
      slug: english.service.slug,
      name: english.service.name,
      order: english.order,
      inNavigation: english.inNavigation,
      fr: { slug: french.address, name: french.service.name },
    };
  },
});
