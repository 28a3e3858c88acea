/**
 * The service catalogue: every category and every service the agency sells. Menus, the
 * footer, breadcrumbs, the prerender list and the tests derive their paths from here through
 * `servicePath()` and `categoryPath()`; no other module spells a service URL.
 */
import { allCategories, allServiceEntries } from "#content";
import type { IconName } from "../components/ui/icon";
import { typesetDeep } from "../i18n/typography";
import { type CategorySlug, categorySlugs } from "./category-slugs";

export { type CategorySlug, categorySlugs };

export type Category = {
  slug: CategorySlug;
  name: string;
  icon: IconName;
  summary: string;
  /** What the category page says it covers, under its title. */
  description: string;
  /** The same category in French: its address segment under /fr/services and its copy. */
  fr: { slug: string; name: string; summary: string; description: string };
};

export type ServiceEntry = {
  category: CategorySlug;
  slug: string;
  name: string;
  /** Sold and listed on the category page, but not one of the header/mobile menu links. */
  inNavigation: boolean;
  /** The service in French: its address segment under /fr/services/{category} and its name. */
  fr: { slug: string; name: string };
};

function categoryIn(slug: CategorySlug, locale: "en" | "fr") {
  const category = allCategories.find((entry) => entry.slug === slug && entry.locale === locale);
  if (!category) throw new Error(`content/${locale}/categories/${slug}.yaml: no entry`);
  return category;
}

/** The categories in their fixed order, their French copy typeset the French way (app/i18n/typography.ts). */
export const categories: readonly Category[] = categorySlugs.map((slug) => {
  const english = categoryIn(slug, "en");
  const french = categoryIn(slug, "fr");
  return {
    slug,
    name: english.name,
    icon: english.icon as IconName,
    summary: english.summary,
    description: english.description,
    fr: typesetDeep({
      slug: french.address,
      name: french.name,
      summary: french.summary,
      description: french.description,
    }),
  };
});

/** Every service, category by category, each in the order its file gives (`order`). */
export const services: readonly ServiceEntry[] = categorySlugs.flatMap((category) =>
  allServiceEntries
    .filter((entry) => entry.category === category)
    .sort((a, b) => a.order - b.order)
    .map((entry) => ({
      category,
      slug: entry.slug,
      name: entry.name,
      inNavigation: entry.inNavigation,
      fr: { slug: entry.fr.slug, name: typesetDeep(entry.fr.name) },
    })),
);

export const categoryAliases: Readonly<Record<string, CategorySlug>> = {
  "software-development": "software",
};

export function findCategory(slug: string | undefined): Category | undefined {
  const wanted = slug?.toLowerCase() ?? "";
  const canonical = categoryAliases[wanted] ?? wanted;
  return categories.find((category) => category.slug === canonical);
}

/**
 * The service a URL's service path names, in any letter case. The category segment plays no
 * part: /services/{anything}/{servicePath} is that service, at one canonical URL, so a page
 * linked under the wrong category still finds it. An old name is a redirect of the database's
 * (app/lib/redirects.server.ts), answered before any route.
 */
export function findService(path: string | undefined): ServiceEntry | undefined {
  const wanted = path?.toLowerCase() ?? "";
  return services.find((service) => service.slug === wanted);
}

/** The service a content reference ("web/website-maintenance") names, spelled exactly. */
export function serviceByRef(ref: string): ServiceEntry | undefined {
  return services.find((service) => `${service.category}/${service.slug}` === ref);
}

export function categoryPath(category: CategorySlug): string {
  return `/services/${category}`;
}

export function servicePath(service: Pick<ServiceEntry, "category" | "slug">): string {
  return `${categoryPath(service.category)}/${service.slug}`;
}

export function servicesIn(category: CategorySlug): ServiceEntry[] {
  return services.filter((service) => service.category === category);
}
