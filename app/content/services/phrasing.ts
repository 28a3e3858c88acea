/**
 * How French sentences name each service and category. A name is a title (« Courriel
 * d'affaires »); inside a sentence it needs its article, its gender and its elision (« vos
 * questions sur le courriel d'affaires », « nos services d'hébergement »), so each phrase is
 * written out here rather than made by pasting the title into a template. English sentences
 * use the names as they are.
 */
import { typesetDeep } from "../../i18n/typography";
import type { CategorySlug } from "../catalogue";
import type { Emphasis } from "../types";

/** The service as the object of a French sentence, with its article: « le courriel d'affaires ». */
const services: Readonly<Record<string, string>> = {
  "website-design-development": "la conception et le développement de sites web",
  "ecommerce-development": "la création de boutiques en ligne",
  "website-maintenance": "l'entretien de sites web",
  copywriting: "la rédaction web et marketing",
  "web-applications": "les applications web",
  "mobile-applications": "les applications mobiles",
  "api-integration": "l'intégration d'API",
  "saas-solutions": "les solutions SaaS",
  "mvp-solutions": "les produits minimaux viables",
  "maintenance-supply": "la maintenance et la fourniture de logiciels",
  "ai-chatbots": "les agents conversationnels d'IA",
  "saas-ai": "l'IA dans les logiciels SaaS",
  "ai-poc-ai-mvp": "les preuves de concept et les PMV en IA",
  seo: "le référencement naturel",
  smm: "le marketing sur les médias sociaux",
  ppc: "la publicité au paiement par clic",
  reputation: "la gestion de la réputation en ligne",
  "content-marketing": "le marketing de contenu",
  "email-marketing": "le marketing par courriel",
  "analytics-reporting": "l'analytique et les rapports",
  identity: "l'identité de marque",
  "logo-design": "la conception de logo",
  printing: "l'impression et les imprimés",
  launch: "le lancement de marque",
  "domain-registration": "l'enregistrement de noms de domaine",
  website: "l'hébergement web",
  email: "le courriel d'affaires",
  security: "la sécurité web",
};

type CategoryPhrasing = {
  /** The heading over the category's services. */
  heading: Emphasis;
  /** The same services after « de », article included: « Illustration de nos services web ». */
  ofServices: string;
};

const categories: Readonly<Record<CategorySlug, CategoryPhrasing>> = {
  web: { heading: { text: "Nos services", accent: "web" }, ofServices: "nos services web" },
  software: {
    heading: { text: "Nos services en", accent: "développement logiciel" },
    ofServices: "nos services en développement logiciel",
  },
  "artificial-intelligence": {
    heading: { text: "Nos services en", accent: "intelligence artificielle" },
    ofServices: "nos services en intelligence artificielle",
  },
  "digital-marketing": {
    heading: { text: "Nos services en", accent: "marketing numérique" },
    ofServices: "nos services en marketing numérique",
  },
  branding: {
    heading: { text: "Nos services en", accent: "image de marque" },
    ofServices: "nos services en image de marque",
  },
  hosting: {
    heading: { text: "Nos services", accent: "d'hébergement" },
    ofServices: "nos services d'hébergement",
  },
};

export const servicePhrasesFr = typesetDeep(services);
export const categoryPhrasesFr = typesetDeep(categories);

/** The service as a French sentence names it; a missing phrase is a build error, not a blank. */
export function serviceInSentenceFr(slug: string): string {
  const phrase = servicePhrasesFr[slug];
  if (!phrase) throw new Error(`No French phrasing for the service ${slug}`);
  return phrase;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Where a French text reads as if pasted from a template; the service and category tests read
 * every French page with it. `names` are the titles a sentence must not use bare: service and
 * category names.
 */
export function phrasingFaults(text: string, names: readonly string[]): string[] {
  const faults: string[] = [];
  const around = (index: number) => JSON.stringify(text.slice(Math.max(0, index - 25), index + 35));
  for (const name of names) {
    const title = escapeRegExp(name).replace(/['’]/g, "['’]");
    // « Vos questions sur Courriel d'affaires », « Ce que nous faisons en Solutions logicielles »
    const bare = new RegExp(
      `(?<![\\p{L}-])(?:sur|en|de|du|des|pour|avec|à|au|aux|dans|par|chez)\\s+${title}`,
      "gu",
    );
    for (const match of text.matchAll(bare)) {
      faults.push(`a title used as a word of the sentence: ${around(match.index ?? 0)}`);
    }
    // « des conseils francs sur ce service (Courriel d'affaires) »
    for (const match of text.matchAll(new RegExp(`\\(${title}\\)`, "gu"))) {
      faults.push(`a title put in parentheses: ${around(match.index ?? 0)}`);
    }
  }
  // « de Entretien », « que IA », « le hébergement » before a vowel: French elides them.
  // A pronoun after a hyphen (« Mentionnez-le au moment ») and « à la une » are no elision.
  for (const match of text.matchAll(
    /(?<![\p{L}-])(?:de|que|le|ne|la(?!\s+une\b))\s+(?=[aeiouéèêàâîôAEIOUÉÈÊÀÂÎÔ])/gu,
  )) {
    faults.push(`no elision: ${around(match.index ?? 0)}`);
  }
  return faults;
}
