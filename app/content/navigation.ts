/**
 * The navigation model. Header, mobile menu and footer all render from here; service links
 * are derived from the catalogue, never typed again. Links name pages by their English address;
 * `Link` leads to the page in the reader's language.
 */
import type { Locale } from "~/i18n/locale";
import { messages } from "~/i18n/messages";
import { type CategorySlug, categories, categoryPath, servicePath, servicesIn } from "./catalogue";
import { whyPath } from "./site";

export type NavLink = { label: string; to: string };

export type ServicesMenuCategory = {
  slug: CategorySlug;
  name: string;
  summary: string;
  icon: (typeof categories)[number]["icon"];
  to: string;
  items: NavLink[];
};

export const contactPath = "/contact-us";

function navigation(locale: Locale) {
  const m = messages[locale];
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

  /** Main navigation; `services` marks where the Services menu sits. */
  const mainNav: Array<NavLink | "services"> = [
    { label: m.nav.aboutUs, to: "/about-us" },
    "services",
    { label: m.nav.portfolio, to: "/portfolio" },
    { label: m.nav.insights, to: "/insights" },
    { label: m.nav.why, to: whyPath },
    { label: m.nav.contactUs, to: contactPath },
  ];

  const letsTalk: NavLink = { label: m.nav.letsTalk, to: contactPath };

  const megaMenuFooter = {
    prompt: m.nav.megaPrompt,
    link: { label: m.nav.megaLink, to: contactPath },
  };

  const footerNav: Array<{ title: string; links: NavLink[] }> = [
    {
      title: m.footer.company,
      links: [
        { label: m.footer.aboutUs, to: "/about-us" },
        { label: m.footer.location, to: contactPath },
        { label: m.footer.contact, to: contactPath },
        { label: m.footer.faqs, to: "/faqs" },
        { label: m.nav.insights, to: "/insights" },
      ],
    },
    {
      title: m.footer.services,
      links: [
        { label: m.footer.aiSolutions, to: categoryPath("artificial-intelligence") },
        {
          label: m.footer.webSoftware,
          to: servicePath({ category: "web", slug: "website-design-development" }),
        },
        // Kept as the spec's footer target; it answers with a permanent redirect to /services/software.
        { label: m.footer.softwareDevelopment, to: "/services/software-development" },
        { label: m.footer.branding, to: categoryPath("branding") },
      ],
    },
  ];

  return { servicesMenu, mainNav, letsTalk, megaMenuFooter, footerNav };
}

export type SiteNavigation = ReturnType<typeof navigation>;

export const navigationByLocale: Record<Locale, SiteNavigation> = {
  en: navigation("en"),
  fr: navigation("fr"),
};

export const { servicesMenu, mainNav, letsTalk, megaMenuFooter, footerNav } = navigationByLocale.en;
