/**
 * Every service's English page, as content/en/services gives it, in the catalogue's order, for the
 * modules that list services without a language (the prerender list, the share images).
 */
import { allServices } from "#content";
import { services } from "../catalogue";
import type { Service } from "../schema";

export const serviceContent: readonly Service[] = services.map((entry) => {
  const page = allServices.find(
    ({ locale, service }) =>
      locale === "en" && service.category === entry.category && service.slug === entry.slug,
  );
  if (!page) throw new Error(`content/en/services/${entry.category}/${entry.slug}.yaml is missing`);
  return page.service as Service;
});
