import { type CategorySlug, findService, servicesIn } from "~/content/catalogue";
import { type Service, type ServiceInput, serviceSchema } from "~/content/schema";
import { serviceContent } from "~/content/services";
import type { Locale } from "~/i18n/locale";
import { typesetDeep } from "~/i18n/typography";

const frenchModules = import.meta.glob<{ default: ServiceInput }>("../content/services/*/*.fr.ts", {
  eager: true,
});

/** Every service's content in both languages, validated once; a content error stops the build. */
const byPath: Record<Locale, Map<string, Service>> = {
  en: new Map(
    serviceContent.map((input) => {
      const service = serviceSchema.parse(input);
      return [`${service.category}/${service.slug}`, service];
    }),
  ),
  fr: new Map(
    Object.values(frenchModules).map(({ default: input }) => {
      const service = typesetDeep(serviceSchema.parse(input));
      // The catalogue names each service once per language, for menus and pages alike.
      const name = findService(service.slug)?.fr.name ?? service.name;
      return [`${service.category}/${service.slug}`, { ...service, name }];
    }),
  ),
};

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
