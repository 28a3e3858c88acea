/**
 * The service catalogue: every category and every service the agency sells. Menus, the
 * footer, breadcrumbs, the prerender list and the tests derive their paths from here through
 * `servicePath()` and `categoryPath()`; no other module spells a service URL.
 */
import type { IconName } from "../components/ui/icon";
import { typesetDeep, typesetFr } from "../i18n/typography";
import { claims, claimsFr } from "./site";

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

const categoryTable: readonly Category[] = [
  {
    slug: "web",
    description:
      "From a five-page site for a clinic to a bilingual online store with thousands of products, we design and build websites that load fast on a phone, meet AODA and WCAG 2.2 AA, and are easy for your team to update. Then we keep them healthy.",
    name: "Web Solutions",
    icon: "monitor-smartphone",
    summary: "Fast, accessible websites and online stores that turn visits into enquiries.",
    fr: {
      slug: "web",
      name: "Solutions web",
      summary:
        "Des sites et des boutiques en ligne rapides et accessibles qui transforment les visites en demandes.",
      description:
        "D'un site de cinq pages pour une clinique à une boutique bilingue de plusieurs milliers de produits, nous concevons des sites web rapides sur mobile, conformes à la LAPHO et aux WCAG 2.2 AA, et simples à mettre à jour pour votre équipe. Puis nous en prenons soin.",
    },
  },
  {
    slug: "software",
    description:
      "Custom web and mobile applications, integrations between the systems you already pay for, SaaS products and MVPs. Built by senior engineers in small teams, with tests, documentation and code you own outright.",
    name: "Software Solutions",
    icon: "code-xml",
    summary: "Web and mobile applications, integrations and SaaS products built to last.",
    fr: {
      slug: "logiciels",
      name: "Solutions logicielles",
      summary:
        "Des applications web et mobiles, des intégrations et des produits SaaS bâtis pour durer.",
      description:
        "Applications web et mobiles sur mesure, intégrations entre les systèmes que vous payez déjà, produits SaaS et PMV. Réalisés par de petites équipes d'ingénieurs d'expérience, avec des tests, de la documentation et un code qui vous appartient entièrement.",
    },
  },
  {
    slug: "artificial-intelligence",
    description:
      "AI that earns its keep: chatbots that answer from your own documents and hand off to people, AI features inside your product, and fixed-scope proofs of concept that tell you whether an idea works before you fund it.",
    name: "AI Solutions",
    icon: "sparkles",
    summary: "Practical AI: chatbots, AI features in your product, and proofs of concept.",
    fr: {
      slug: "intelligence-artificielle",
      name: "Solutions d'IA",
      summary:
        "Une IA concrète : agents conversationnels, fonctions d'IA dans votre produit et preuves de concept.",
      description:
        "Une IA qui rapporte : des agents conversationnels qui répondent à partir de vos propres documents et passent le relais à une personne, des fonctions d'IA intégrées à votre produit et des preuves de concept à portée fixe qui vous disent si une idée tient la route avant d'y investir.",
    },
  },
  {
    slug: "digital-marketing",
    description:
      "Search, social, paid, content, email and reporting, planned together and measured against enquiries and revenue rather than likes. Campaigns follow CASL and Canada's privacy rules from the first send.",
    name: "Digital Marketing",
    icon: "trending-up",
    summary: "Search, social, paid and email campaigns measured against real revenue.",
    fr: {
      slug: "marketing-numerique",
      name: "Marketing numérique",
      summary: "Référencement, médias sociaux, publicité et courriel, mesurés en revenus réels.",
      description:
        "Référencement, médias sociaux, publicité payante, contenu, courriel et rapports, planifiés ensemble et mesurés en demandes et en revenus plutôt qu'en mentions J'aime. Vos campagnes respectent la LCAP et les lois canadiennes sur la vie privée dès le premier envoi.",
    },
  },
  {
    slug: "branding",
    description:
      "Strategy, names, identities, logos, print and launches for businesses that have outgrown their first logo. Every system we design works in English and French, on screen and on paper.",
    name: "Branding",
    icon: "palette",
    summary: "Identities, logos, print and launches that make a business recognizable.",
    fr: {
      slug: "image-de-marque",
      name: "Image de marque",
      summary:
        "Des identités, des logos, des imprimés et des lancements qui font reconnaître une entreprise.",
      description:
        "Stratégie, noms, identités, logos, imprimés et lancements pour les entreprises qui ont dépassé leur premier logo. Chaque système que nous concevons fonctionne en français et en anglais, à l'écran comme sur papier.",
    },
  },
  {
    slug: "hosting",
    description: `Managed hosting in Canadian data centres, .ca and .com domains, business email and security monitoring, run by the people who built your site and held to our ${claims.uptime} uptime target.`,
    name: "Hosting Services",
    icon: "server",
    summary: `Domains, managed hosting, business email and security, with a ${claims.uptime} uptime target.`,
    fr: {
      slug: "hebergement",
      name: "Services d'hébergement",
      summary: `Noms de domaine, hébergement géré, courriel d'affaires et sécurité, avec un objectif de disponibilité de ${claimsFr.uptime}.`,
      description: `Hébergement géré dans des centres de données canadiens, domaines .ca et .com, courriel d'affaires et surveillance de la sécurité, assurés par l'équipe qui a bâti votre site et tenus à notre objectif de disponibilité de ${claimsFr.uptime}.`,
    },
  },
];

/** The categories, their French copy typeset the French way (app/i18n/typography.ts). */
export const categories: readonly Category[] = categoryTable.map((category) => ({
  ...category,
  fr: typesetDeep(category.fr),
}));

/** French service slugs and names, by English slug: one table holds each service's pair. */
const french: Readonly<Record<string, ServiceEntry["fr"]>> = {
  "website-design-development": {
    slug: "conception-et-developpement-de-sites-web",
    name: "Conception et développement de sites web",
  },
  "ecommerce-development": {
    slug: "developpement-de-commerce-electronique",
    name: "Développement de commerce électronique",
  },
  "website-maintenance": { slug: "entretien-de-sites-web", name: "Entretien de sites web" },
  copywriting: { slug: "redaction-web", name: "Rédaction web et marketing" },
  "web-applications": { slug: "applications-web", name: "Applications web" },
  "mobile-applications": { slug: "applications-mobiles", name: "Applications mobiles" },
  "api-integration": { slug: "integration-d-api", name: "Intégration d'API" },
  "saas-solutions": { slug: "solutions-saas", name: "Solutions SaaS" },
  "mvp-solutions": { slug: "produits-minimum-viables", name: "Produits minimaux viables (PMV)" },
  // The address keeps its first wording (addresses are stable); the name says what is sold.
  "maintenance-supply": {
    slug: "maintenance-et-soutien-logiciel",
    name: "Maintenance et fourniture de logiciels",
  },
  "ai-chatbots": { slug: "agents-conversationnels-ia", name: "Agents conversationnels IA" },
  "saas-ai": { slug: "ia-pour-saas", name: "IA pour logiciels SaaS" },
  "ai-poc-ai-mvp": { slug: "preuve-de-concept-et-pmv-ia", name: "Preuve de concept et PMV en IA" },
  seo: { slug: "referencement-naturel", name: "Référencement naturel (SEO)" },
  smm: { slug: "marketing-medias-sociaux", name: "Marketing sur les médias sociaux" },
  ppc: { slug: "publicite-paiement-par-clic", name: "Publicité au paiement par clic" },
  reputation: {
    slug: "gestion-de-la-reputation-en-ligne",
    name: "Gestion de la réputation en ligne",
  },
  "content-marketing": { slug: "marketing-de-contenu", name: "Marketing de contenu" },
  "email-marketing": { slug: "marketing-par-courriel", name: "Marketing par courriel" },
  "analytics-reporting": { slug: "analytique-et-rapports", name: "Analytique et rapports" },
  identity: { slug: "identite-de-marque", name: "Identité de marque" },
  "logo-design": { slug: "conception-de-logo", name: "Conception de logo" },
  printing: { slug: "impression", name: "Impression et imprimés" },
  launch: { slug: "lancement-de-marque", name: "Lancement de marque" },
  "domain-registration": {
    slug: "enregistrement-de-noms-de-domaine",
    name: "Enregistrement de noms de domaine",
  },
  website: { slug: "hebergement-web", name: "Hébergement web" },
  email: { slug: "courriel-d-affaires", name: "Courriel d'affaires" },
  security: { slug: "securite-web", name: "Sécurité web" },
};

const entry = (
  category: CategorySlug,
  slug: string,
  name: string,
  inNavigation = true,
): ServiceEntry => {
  const fr = french[slug];
  if (!fr) throw new Error(`The service ${slug} has no French slug and name`);
  return { category, slug, name, inNavigation, fr: { ...fr, name: typesetFr(fr.name) } };
};

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
