import { allServices } from "#content";
import { type CategorySlug, servicesIn } from "~/content/catalogue";
import type { Service } from "~/content/schema";
import type { Locale } from "~/i18n/locale";
import { typesetDeep } from "~/i18n/typography";

/**
 * Every service's page in both languages, from services/ in content/en/ and content/fr/ (checked
 * against the schema when the files were loaded: a content error stops the build).
 */
const byPath: Record<Locale, Map<string, Service>> = { en: new Map(), fr: new Map() };
for (const { locale, service: page } of allServices) {
  const service = (locale === "fr" ? typesetDeep(page) : page) as Service;
  byPath[locale].set(`${service.category}/${service.slug}`, service);
}

export function getService(category: CategorySlug, slug: string, locale: Locale = "en"): Service {
  const service = byPath[locale].get(`${category}/${slug}`);
  if (!service) throw new Error(`No ${locale} content for the service ${category}/${slug}`);
  return service;
}
/** A category's services in catalogue order, as the cards of listing pages need them. */
export function serviceCards(category: CategorySlug, locale: Locale = "en") {
  return servicesIn(category).map((entry) => {
    const service = getService(category, entry.slug, locale);
    return {
      name: service.name,
      path: `/services/${category}/${service.slug}`,
      description: service.hero.description,
      icon: service.features.items[0]?.icon ?? "sparkles",
      scene: service.hero.image.scene,
    };
  });
}

export type ServiceCard = ReturnType<typeof serviceCards>[number];
