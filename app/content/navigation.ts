/**
 * The navigation model. Header, mobile menu and footer all render from here; service links
 * are derived from the catalogue, never typed again.
 */
import { type CategorySlug, categories, categoryPath, servicePath, servicesIn } from "./catalogue";
import { site, whyPath } from "./site";

export type NavLink = { label: string; to: string };

export type ServicesMenuCategory = {
  slug: CategorySlug;
  name: string;
  summary: string;
  icon: (typeof categories)[number]["icon"];
  to: string;
  items: NavLink[];
};

export const servicesMenu: ServicesMenuCategory[] = categories.map((category) => ({
  slug: category.slug,
  name: category.name,
  summary: category.summary,
  icon: category.icon,
  to: categoryPath(category.slug),
  items: servicesIn(category.slug)
    .filter((service) => service.inNavigation)
    .map((service) => ({ label: service.name, to: servicePath(service) })),
}));

export const contactPath = "/contact-us";

/** Main navigation; `services` marks where the Services menu sits. */
export const mainNav: Array<NavLink | "services"> = [
  { label: "About Us", to: "/about-us" },
  "services",
  { label: "Portfolio", to: "/portfolio" },
  { label: `Why ${site.name}`, to: whyPath },
  { label: "Contact Us", to: contactPath },
];

export const letsTalk: NavLink = { label: "Let's talk", to: contactPath };

export const megaMenuFooter = {
  prompt: "Not sure which service you need?",
  link: { label: "Get a free consultation", to: contactPath },
} as const;

export const footerNav: Array<{ title: string; links: NavLink[] }> = [
  {
    title: "Company",
    links: [
      { label: "About Us", to: "/about-us" },
      { label: "Location", to: contactPath },
      { label: "Contact", to: contactPath },
      { label: "FAQs", to: "/faqs" },
    ],
  },
  {
    title: "Services",
    links: [
      { label: "AI Solutions", to: categoryPath("artificial-intelligence") },
      {
        label: "Web & Software Development",
        to: servicePath({ category: "web", slug: "website-design-development" }),
      },
      // Kept as the spec's footer target; it answers with a permanent redirect to /services/software.
      { label: "Software Development", to: "/services/software-development" },
      { label: "Branding & Creative Services", to: categoryPath("branding") },
    ],
  },
];
