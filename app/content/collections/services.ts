/** The service categories, the services' pages and the light catalogue the menus read. */
import { defineCollection } from "@content-collections/core";
import { z } from "zod";
import { categoryEntrySchema } from "../facts-schema";
import { serviceSchema } from "../schema";
import {
  anyFile,
  entryKey,
  frenchSlug,
  type Locale,
  type RawDocument,
  root,
  twinCollection,
} from "./shared";

export const categories = twinCollection({
  name: "categories",
  directory: `${root}/categories`,
  include: "*.yaml",
  schema: categoryEntrySchema,
  rule: { shared: ["icon"] },
  entry: (fields, key) => ({ slug: key, ...fields }),
  shape: (entry, { locale, french, key }) => ({
    locale,
    ...entry,
    address: locale === "fr" ? frenchSlug(french, `${root}/categories/${key}.fr.yaml`) : entry.slug,
  }),
});

/** What a service file writes besides its page: its place in the menus. */
const placing = z.strictObject({ order: z.number().int().min(1), inNavigation: z.boolean() });

const serviceFile = z.strictObject({
  ...serviceSchema.shape,
  ...placing.shape,
});

export const services = twinCollection({
  name: "services",
  directory: `${root}/services`,
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
  },
  entry: (fields, key) => {
    const [category, slug] = key.split("/");
    return { category, slug, ...fields };
  },
  shape: ({ order, inNavigation, ...service }, { locale, french, key }) => ({
    locale,
    order,
    inNavigation,
    address: locale === "fr" ? frenchSlug(french, `${root}/services/${key}.fr.yaml`) : service.slug,
    service,
  }),
});

/**
 * What the menus, the category pages and the addresses need of each service, and no more: the
 * catalogue travels in every page's JavaScript, the services' pages do not.
 */
export const serviceEntries = defineCollection({
  name: "serviceEntries",
  directory: `${root}/services`,
  include: "*/*.yaml",
  exclude: "*/*.fr.yaml",
  parser: "yaml",
  schema: anyFile,
  transform: (input, context) => {
    const key = entryKey((input as unknown as RawDocument)._meta);
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
      if (!found) throw new Error(`${root}/services/${key}: no ${locale} page was loaded`);
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
