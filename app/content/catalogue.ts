/**
 * The service catalogue: every category and every service the agency sells. Menus, the
 * footer, breadcrumbs, the prerender list and the tests derive their paths from here through
 * `servicePath()` and `categoryPath()`; no other module spells a service URL.
 */
import type { IconName } from "../components/ui/icon";
import { claims } from "./site";

export const categorySlugs = [
  "web",
  "software",
  "artificial-intelligence",
  "digital-marketing",
  "branding",
  "hosting",
] as const;

export type CategorySlug = (typeof categorySlugs)[number];

export type Category = {
  slug: CategorySlug;
  name: string;
  icon: IconName;
  summary: string;
  /** What the category page says it covers, under its title. */
  description: string;
};

export type ServiceEntry = {
  category: CategorySlug;
  slug: string;
  name: string;
  /** Sold and listed on the category page, but not one of the header/mobile menu links. */
  inNavigation: boolean;
};

export const categories: readonly Category[] = [
  {
    slug: "web",
    description:
      "From a five-page site for a clinic to a bilingual online store with thousands of products, we design and build websites that load fast on a phone, meet AODA and WCAG 2.2 AA, and are easy for your team to update. Then we keep them healthy.",
    name: "Web Solutions",
    icon: "monitor-smartphone",
    summary: "Fast, accessible websites and online stores that turn visits into enquiries.",
  },
  {
    slug: "software",
    description:
      "Custom web and mobile applications, integrations between the systems you already pay for, SaaS products and MVPs. Built by senior engineers in small teams, with tests, documentation and code you own outright.",
    name: "Software Solutions",
    icon: "code-xml",
    summary: "Web and mobile applications, integrations and SaaS products built to last.",
  },
  {
    slug: "artificial-intelligence",
    description:
      "AI that earns its keep: chatbots that answer from your own documents and hand off to people, AI features inside your product, and fixed-scope proofs of concept that tell you whether an idea works before you fund it.",
    name: "AI Solutions",
    icon: "sparkles",
    summary: "Practical AI: chatbots, AI features in your product, and proofs of concept.",
  },
  {
    slug: "digital-marketing",
    description:
      "Search, social, paid, content, e-mail and reporting, planned together and measured against enquiries and revenue rather than likes. Campaigns follow CASL and Canada's privacy rules from the first send.",
    name: "Digital Marketing",
    icon: "trending-up",
    summary: "Search, social, paid and e-mail campaigns measured against real revenue.",
  },
  {
    slug: "branding",
    description:
      "Strategy, names, identities, logos, print and launches for businesses that have outgrown their first logo. Every system we design works in English and French, on screen and on paper.",
    name: "Branding",
    icon: "palette",
    summary: "Identities, logos, print and launches that make a business recognisable.",
  },
  {
    slug: "hosting",
    description: `Managed hosting in Canadian data centres, .ca and .com domains, business e-mail and security monitoring, run by the people who built your site and backed by ${claims.uptime} uptime.`,
    name: "Hosting Services",
    icon: "server",
    summary: `Domains, managed hosting, business e-mail and security with ${claims.uptime} uptime.`,
  },
];

const entry = (category: CategorySlug, slug: string, name: string, inNavigation = true) => ({
  category,
  slug,
  name,
  inNavigation,
});

export const services: readonly ServiceEntry[] = [
  entry("web", "website-design-development", "Website Design & Development"),
  entry("web", "ecommerce-development", "eCommerce Development"),
  entry("web", "website-maintenance", "Website Maintenance"),
  entry("web", "copywriting", "Copywriting"),
  entry("software", "web-applications", "Web Applications"),
  entry("software", "mobile-applications", "Mobile Applications"),
  entry("software", "api-integration", "API Integration"),
  entry("software", "saas-solutions", "SaaS Solutions"),
  entry("software", "mvp-solutions", "MVP Solutions"),
  entry("software", "maintenance-supply", "Software Maintenance & Supply"),
  entry("artificial-intelligence", "ai-chatbots", "AI Chatbots"),
  entry("artificial-intelligence", "saas-ai", "SaaS AI"),
  entry("artificial-intelligence", "ai-poc-ai-mvp", "AI Proof of Concept & MVP"),
  entry("digital-marketing", "seo", "Search Engine Optimization"),
  entry("digital-marketing", "smm", "Social Media Marketing"),
  entry("digital-marketing", "ppc", "PPC & Paid Advertising"),
  entry("digital-marketing", "reputation", "Online Reputation Management"),
  entry("digital-marketing", "content-marketing", "Content Marketing", false),
  entry("digital-marketing", "email-marketing", "Email Marketing", false),
  entry("digital-marketing", "analytics-reporting", "Analytics & Reporting", false),
  entry("branding", "identity", "Brand Identity"),
  entry("branding", "logo-design", "Logo Design"),
  entry("branding", "printing", "Printing"),
  entry("branding", "launch", "Brand Launch"),
  entry("hosting", "domain-registration", "Domain Registration"),
  entry("hosting", "website", "Website Hosting"),
  entry("hosting", "email", "Business Email"),
  entry("hosting", "security", "Website Security"),
];

/**
 * Old or alternative service paths, each with the service path it is now. A service is looked
 * up by its path alone (see `findService`), so an old name answers under any category segment.
 */
export const serviceAliases: Readonly<Record<string, string>> = {
  "ai-poc-mvp": "ai-poc-ai-mvp",
  "search-engine-optimization": "seo",
  "social-media-marketing": "smm",
  "paid-advertising": "ppc",
};

export const categoryAliases: Readonly<Record<string, CategorySlug>> = {
  "software-development": "software",
};

export function findCategory(slug: string | undefined): Category | undefined {
  const wanted = slug?.toLowerCase() ?? "";
  const canonical = categoryAliases[wanted] ?? wanted;
  return categories.find((category) => category.slug === canonical);
}

/**
 * The service a URL's service path names, in any letter case or by an old name. The category
 * segment plays no part: /services/{anything}/{servicePath} is that service, at one canonical
 * URL, so a page linked under the wrong category still finds it.
 */
export function findService(path: string | undefined): ServiceEntry | undefined {
  const wanted = path?.toLowerCase() ?? "";
  const slug = Object.hasOwn(serviceAliases, wanted) ? serviceAliases[wanted] : wanted;
  return services.find((service) => service.slug === slug);
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
