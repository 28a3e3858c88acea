/**
 * The navigation model. Header, mobile menu and footer all render from here: the words and links
 * are content/en/navigation.yaml's (French words: content/fr/navigation.yaml); the Services menu
 * is the catalogue's, never typed again. Links name pages by their English address; `Link` leads
 * to the page in the reader's language.
 */
import { allMenus } from "#content";
import type { Locale } from "~/i18n/locale";
import { typesetDeep } from "~/i18n/typography";
import { type CategorySlug, categories, categoryPath, servicePath, servicesIn } from "./catalogue";
import type { NavigationWords } from "./navigation-schema";

export type NavLink = { label: string; to: string };

/** An item of the main navigation; `menu: "services"` marks where the Services menu opens. */
export type MainNavItem = NavLink & { menu?: "services" };

export type ServicesMenuCategory = {
  slug: CategorySlug;
  name: string;
  summary: string;
  icon: (typeof categories)[number]["icon"];
  to: string;
  items: NavLink[];
};

function wordsIn(locale: Locale): NavigationWords {
  const found = allMenus.find((entry) => entry.locale === locale);
  if (!found) throw new Error(`content/${locale}/navigation.yaml: no words`);
  const words = found.words as NavigationWords;
  return locale === "fr" ? typesetDeep(words) : words;
}

function navigation(locale: Locale) {
  const words = wordsIn(locale);
  const french = locale === "fr";
  const servicesMenu: ServicesMenuCategory[] = categories.map((category) => ({
    slug: category.slug,
    name: french ? category.fr.name : category.name,
    summary: french ? category.fr.summary : category.summary,
    icon: category.icon,
    to: categoryPath(category.slug),
    items: servicesIn(category.slug)
      .filter((service) => service.inNavigation)
      .map((service) => ({
        label: french ? service.fr.name : service.name,
        to: servicePath(service),
      })),
  }));

  const mainNav: MainNavItem[] = words.main;
  const letsTalk: NavLink = words.letsTalk;
  /** The line at the foot of the Services menu. */
  const megaMenuFooter: { prompt: string; link: NavLink } = words.servicesMenu;
  const footerNav: Array<{ title: string; links: NavLink[] }> = words.footer;
  /** The links beside the copyright line. */
  const legalNav: NavLink[] = words.legal;

  /** The name the menus give a page: the main navigation's, else the footer's. */
  const labelOf = (to: string): string => {
    const link = [...mainNav, ...footerNav.flatMap((group) => group.links), ...legalNav].find(
      (item) => item.to === to,
    );
    if (!link) throw new Error(`content/en/navigation: no menu links to ${to}`);
    return link.label;
  };

  return { servicesMenu, mainNav, letsTalk, megaMenuFooter, footerNav, legalNav, labelOf };
}

export type SiteNavigation = ReturnType<typeof navigation>;

export const navigationByLocale: Record<Locale, SiteNavigation> = {
  en: navigation("en"),
  fr: navigation("fr"),
};

export const { servicesMenu, mainNav, letsTalk, megaMenuFooter, footerNav, legalNav } =
  navigationByLocale.en;
