/** The service categories, the services' pages and the light catalogue the menus read. */
import { defineCollection } from "@content-collections/core";
import { categoryForm, serviceForm } from "../forms";
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

export const categories = twinCollection({
  ...categoryForm,
  shape: ({ language: _, ...entry }, { locale, french, file }) => ({
    locale,
    ...entry,
    address: locale === "fr" ? frenchSlug(french, file) : entry.slug,
  }),
});

export const services = twinCollection({
  ...serviceForm,
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
