/**
 * The service catalogue: every category and every service the agency sells. Menus, the
 * footer, breadcrumbs, the prerender list and the tests derive their paths from here through
 * `servicePath()` and `categoryPath()`; no other module spells a service URL.
 */
import type { IconName } from "../components/ui/icon";

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
    name: "Web Solutions",
    icon: "monitor-smartphone",
    summary: "Fast, accessible websites and online stores that turn visits into enquiries.",
  },
  {
    slug: "software",
    name: "Software Solutions",
    icon: "code-xml",
    summary: "Web and mobile applications, integrations and SaaS products built to last.",
  },
  {
    slug: "artificial-intelligence",
    name: "AI Solutions",
    icon: "sparkles",
    summary: "Practical AI: chatbots, AI features in your product, and proofs of concept.",
  },
  {
    slug: "digital-marketing",
    name: "Digital Marketing",
    icon: "trending-up",
    summary: "Search, social, paid and e-mail campaigns measured against real revenue.",
  },
  {
    slug: "branding",
    name: "Branding",
    icon: "palette",
    summary: "Identities, logos, print and launches that make a business recognisable.",
  },
  {
    slug: "hosting",
    name: "Hosting Services",
    icon: "server",
    summary: "Domains, managed hosting, business e-mail and security with 99.9% uptime.",
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

export function categoryPath(category: CategorySlug): string {
  return `/services/${category}`;
}

export function servicePath(service: Pick<ServiceEntry, "category" | "slug">): string {
  return `${categoryPath(service.category)}/${service.slug}`;
}

export function servicesIn(category: CategorySlug): ServiceEntry[] {
  return services.filter((service) => service.category === category);
}
