import { type CategorySlug, servicesIn } from "~/content/catalogue";
import { type Service, serviceSchema } from "~/content/schema";
import { serviceContent } from "~/content/services";

/** Every service's content, validated once; a content error stops the build here. */
const byPath = new Map<string, Service>(
  serviceContent.map((input) => {
    const service = serviceSchema.parse(input);
    return [`${service.category}/${service.slug}`, service];
  }),
);

export function getService(category: CategorySlug, slug: string): Service {
  const service = byPath.get(`${category}/${slug}`);
  if (!service) throw new Error(`No content for the service ${category}/${slug}`);
  return service;
}

/** A category's services in catalogue order, as the cards of listing pages need them. */
export function serviceCards(category: CategorySlug) {
  return servicesIn(category).map((entry) => {
    const service = getService(category, entry.slug);
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
