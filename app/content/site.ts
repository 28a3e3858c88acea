import { typesetDeep } from "../i18n/typography";

/**
 * The brand and its claims. Renaming the agency or changing a figure is an edit here only:
 * routes, titles, the footer and structured data all read this module.
 */
export const site = {
  name: "Maplestack",
  legalName: "Maplestack Digital Inc.",
  slug: "maplestack",
  tagline: "Websites, software and growth for ambitious Canadian businesses",
  url: "https://maplestack.ca",
  founded: 2019,
  phone: { display: "+1 (416) 555-0142", href: "tel:+14165550142" },
  email: { display: "hello@maplestack.ca", href: "mailto:hello@maplestack.ca" },
  city: "Toronto, Ontario, Canada",
  mailingAddress: "PO Box 4402, Station A, Toronto ON M5W 3J2",
  hours: "Monday to Friday, 9 am to 5 pm Eastern",
  responseTime: "one business day",
  socials: [
    { network: "facebook", label: "Facebook", href: "https://facebook.com/maplestack" },
    { network: "twitter", label: "Twitter", href: "https://twitter.com/maplestack" },
    { network: "linkedin", label: "LinkedIn", href: "https://linkedin.com/company/maplestack" },
    { network: "instagram", label: "Instagram", href: "https://instagram.com/maplestack" },
    { network: "youtube", label: "YouTube", href: "https://youtube.com/@maplestack" },
  ],
} as const;

export type SocialNetwork = (typeof site.socials)[number]["network"];

/** The route of the why-choose-us page follows the brand slug. */
export const whyPath = `/why-${site.slug}`;

export const claims = {
  timeline: "4-12 weeks",
  uptime: "99.9%",
  /**
   * The agency's own figures, as its brief states them: floors, never replaced by others. The
   * team's experience is at least the sum of its members' years in the trade; the published
   * stories are a selection of the projects delivered. facts.test.ts holds them to the data.
   */
  experienceYears: "25+",
  projects: "30+",
  clients: "80+",
  seoFirstGains: "3-6 months",
  seoFullResults: "6-12 months",
  socialPostsPerWeek: "3-5",
  emailCampaignsPerMonth: "2-4",
  blogPostsPerMonth: "2-4",
  copywritingConsultation: { minutes: 30, steps: 3 },
  maintenancePlans: [
    { name: "Basic", price: "$250/month" },
    { name: "Growth", price: "$500/month" },
    { name: "Premium", price: "$1,250/month" },
    { name: "Custom", price: "Tailored" },
  ],
} as const;

/**
 * The same claims as Quebec French writes them. The figures must equal those above (a unit
 * test compares their digits); spaces are typed as plain spaces and made non-breaking when the
 * French text is typeset (app/i18n/typography.ts).
 */
export const claimsFr = {
  timeline: "4 à 12 semaines",
  uptime: "99,9 %",
  /**
   * The agency's own figures, as its brief states them: floors, never replaced by others. The
   * team's experience is at least the sum of its members' years in the trade; the published
   * stories are a selection of the projects delivered. facts.test.ts holds them to the data.
   */
  experienceYears: "25+",
  projects: "30+",
  clients: "80+",
  seoFirstGains: "3 à 6 mois",
  seoFullResults: "6 à 12 mois",
  socialPostsPerWeek: "3 à 5",
  emailCampaignsPerMonth: "2 à 4",
  blogPostsPerMonth: "2 à 4",
  copywritingConsultation: { minutes: 30, steps: 3 },
  /** The "25+" figures as a sentence says them: « plus de 25 ans d'expérience ». */
  inProse: { experienceYears: "plus de 25", projects: "plus de 30", clients: "plus de 80" },
  /** The same figures where they open a sentence: « Plus de 25 ans… ». */
  leading: { experienceYears: "Plus de 25", projects: "Plus de 30", clients: "Plus de 80" },
  maintenancePlans: [
    { name: "Base", price: "250 $ par mois" },
    { name: "Croissance", price: "500 $ par mois" },
    { name: "Premium", price: "1 250 $ par mois" },
    { name: "Sur mesure", price: "Selon vos besoins" },
  ],
} as const;

/** What the site says of the agency in French; brand, contacts and socials are shared. */
export const siteFr = typesetDeep({
  tagline: "Sites web, logiciels et croissance pour les entreprises canadiennes ambitieuses",
  city: "Toronto (Ontario), Canada",
  mailingAddress: "C.P. 4402, succursale A, Toronto (Ontario) M5W 3J2",
  hours: "du lundi au vendredi, de 9 h à 17 h (heure de l'Est)",
  responseTime: "un jour ouvrable",
} as const);

/** The headline figures, in the order the home page shows them. */
export const headlineFigures = [
  { value: claims.experienceYears, label: "years of combined experience" },
  { value: claims.projects, label: "projects delivered" },
  { value: claims.clients, label: "clients served" },
  { value: claims.uptime, label: "hosting uptime target" },
  { value: claims.timeline, label: "typical project timeline" },
] as const;

export const headlineFiguresFr = typesetDeep([
  { value: claimsFr.experienceYears, label: "années d'expérience combinée" },
  { value: claimsFr.projects, label: "projets livrés" },
  { value: claimsFr.clients, label: "clients servis" },
  { value: claimsFr.uptime, label: "de disponibilité visée pour l'hébergement" },
  { value: claimsFr.timeline, label: "pour un projet type" },
] as const);

export function copyrightLine(now: Date = new Date(), locale: "en" | "fr" = "en"): string {
  const line = `© ${site.founded}–${now.getFullYear()} ${site.legalName}`;
  return locale === "fr" ? `${line} Tous droits réservés.` : line;
}
