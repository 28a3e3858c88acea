/**
 * The public page that shows an entry, in the entry's language: where its preview opens.
 * Entries shown on many pages (the words of a kind of page, facts, menus) open one of them.
 */
import { categoryPath, serviceByRef, servicePath, services } from "~/content/catalogue";
import type { CategorySlug } from "~/content/category-slugs";
import { whyPath } from "~/content/site";
import { localizePath } from "~/i18n/paths";
import type { FileRef } from "./drafts.server";

/** The words of each kind of page (content/<lang>/pages/<kind>.yaml) and a page of that kind. */
const PAGES: Record<string, () => string> = {
  about: () => "/about-us",
  accessibility: () => "/accessibility",
  category: () => categoryPath("web"),
  contact: () => "/contact-us",
  faqs: () => "/faqs",
  insights: () => "/insights",
  portfolio: () => "/portfolio",
  privacy: () => "/privacy",
  service: () => (services[0] ? servicePath(services[0]) : "/services"),
  services: () => "/services",
  why: () => whyPath,
  work: () => "/portfolio",
};

function englishPage({ place }: FileRef): string {
  const [area = "", ...rest] = place.split("/");
  const key = rest.join("/");
  switch (area) {
    case "services": {
      // A new service is not in the live catalogue yet: its address is spelled the same way.
      const [category = "", slug = ""] = rest;
      return servicePath(serviceByRef(key) ?? { category: category as CategorySlug, slug });
    }
    case "categories":
      return categoryPath(key as CategorySlug);
    case "work":
      return rest[0] === "projects" ? `/portfolio/${rest[1]}` : `/case-studies/${rest.at(-1)}`;
    case "faqs":
      return `/faqs/${rest[0]}`;
    case "company":
      return PAGES[key]?.() ?? "/";
    case "team":
      return "/about-us";
    case "insights":
      return `/insights/${key}`;
    case "pages":
      return PAGES[key]?.() ?? "/";
    default:
      return "/";
  }
}

/**
 * The page, from the entry's fields when its French address is its own (`slug`): a French
 * article's address is not its English one translated.
 */
export function pageOf(ref: FileRef, fields?: Record<string, unknown> | null): string {
  if (ref.form.area === "insights" && ref.locale === "fr") {
    const slug = fields?.slug;
    return typeof slug === "string" ? `${localizePath("/insights", "fr")}/${slug}` : "/fr";
  }
  return localizePath(englishPage(ref), ref.locale);
}
