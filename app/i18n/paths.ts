/**
 * The one table of page pairs: every English address and its French twin. Content and links
 * name pages by their English address; `localizePath` gives the address in the page's
 * language, `englishPath` reads a French address back, and `alternatePath` is the same page in
 * the other language (the language switch, hreflang, the sitemap).
 */
import {
  type Category,
  type CategorySlug,
  categories,
  findCategory,
  findService,
  type ServiceEntry,
  services,
} from "../content/catalogue";
import { faqTopics } from "../content/company/faq-topics";
import { whyPath } from "../content/site";
import { frenchPrefix, type Locale, localeOf } from "./locale";

/** Pages with one fixed address in each language. */
export const staticPairs: ReadonlyArray<{ en: string; fr: string }> = [
  { en: "/", fr: frenchPrefix },
  { en: "/services", fr: `${frenchPrefix}/services` },
  { en: whyPath, fr: `${frenchPrefix}/${whyPath.replace("/why-", "pourquoi-")}` },
  { en: "/about-us", fr: `${frenchPrefix}/a-propos` },
  { en: "/portfolio", fr: `${frenchPrefix}/realisations` },
  { en: "/faqs", fr: `${frenchPrefix}/faq` },
  { en: "/contact-us", fr: `${frenchPrefix}/nous-joindre` },
  { en: "/book", fr: `${frenchPrefix}/reserver` },
  { en: "/book/manage", fr: `${frenchPrefix}/reserver/gerer` },
  { en: "/newsletter", fr: `${frenchPrefix}/infolettre` },
  { en: "/newsletter/confirm", fr: `${frenchPrefix}/infolettre/confirmer` },
  { en: "/newsletter/unsubscribe", fr: `${frenchPrefix}/infolettre/desabonnement` },
  { en: "/privacy", fr: `${frenchPrefix}/confidentialite` },
  { en: "/accessibility", fr: `${frenchPrefix}/accessibilite` },
  { en: "/insights", fr: `${frenchPrefix}/perspectives` },
  { en: "/search", fr: `${frenchPrefix}/recherche` },
];

/**
 * Pages named by a key in their address (a booking's manage link): the key is the same in both
 * languages, only the folder is translated.
 */
const keyedFolders: ReadonlyArray<{ en: string; fr: string }> = [
  { en: "/book/manage/", fr: `${frenchPrefix}/reserver/gerer/` },
];

/** The FAQ's topic pages: /faqs/{topic} in English, under a French slug in French (content/fr/faqs). */
export const faqTopicSlugs: Readonly<Record<string, string>> = Object.fromEntries(
  faqTopics.map((topic) => [topic.id, topic.fr.slug]),
);

/** The English topic a French FAQ slug names, in any letter case. */
export function englishFaqTopic(slug: string | undefined): string | undefined {
  const wanted = slug?.toLowerCase();
  return Object.keys(faqTopicSlugs).find((topic) => faqTopicSlugs[topic] === wanted);
}

/** The folders of the work pages. A project keeps its name as its slug in both languages. */
const workFolders = [
  { en: "/portfolio/", fr: `${frenchPrefix}/realisations/` },
  { en: "/case-studies/", fr: `${frenchPrefix}/etudes-de-cas/` },
] as const;

/**
 * A case study's slug is the service it shows and the client's name; in French the service
 * part is translated and the client's name kept.
 */
const caseStudyPrefixes: ReadonlyArray<readonly [string, string]> = [
  ["business-email-", "courriel-d-affaires-"],
  ["web-security-", "securite-web-"],
  ["managed-hosting-", "hebergement-gere-"],
  ["saas-ai-", "ia-saas-"],
  ["ai-poc-", "preuve-de-concept-ia-"],
  ["chatbot-", "agent-conversationnel-"],
  ["identity-", "identite-"],
  ["launch-", "lancement-"],
  ["logo-", "logo-"],
  ["print-", "impression-"],
  ["analytics-", "analytique-"],
  ["content-", "contenu-"],
  ["email-", "courriel-"],
  ["ppc-", "publicite-en-ligne-"],
  ["reputation-", "reputation-"],
  ["seo-", "referencement-"],
  ["social-", "medias-sociaux-"],
  ["domains-", "noms-de-domaine-"],
  ["api-", "integration-api-"],
  ["maintenance-", "maintenance-"],
  ["mobile-", "application-mobile-"],
  ["mvp-", "pmv-"],
  ["saas-", "logiciel-saas-"],
  ["webapp-", "application-web-"],
  ["copywriting-", "redaction-"],
  ["ecommerce-", "commerce-en-ligne-"],
  ["web-", "site-web-"],
];

function swapPrefix(slug: string, from: 0 | 1): string | undefined {
  const to = from === 0 ? 1 : 0;
  const pair = caseStudyPrefixes.find((entry) => slug.startsWith(entry[from]));
  return pair ? `${pair[to]}${slug.slice(pair[from].length)}` : undefined;
}

export function frenchCaseStudySlug(slug: string): string {
  return swapPrefix(slug, 0) ?? slug;
}

export function englishCaseStudySlug(slug: string): string | undefined {
  return swapPrefix(slug.toLowerCase(), 1);
}

export function frenchCategory(slug: CategorySlug): Category["fr"] {
  const category = categories.find((entry) => entry.slug === slug);
  if (!category) throw new Error(`No category ${slug}`);
  return category.fr;
}

/** The category a French address segment names, in any letter case, or its English slug. */
export function findFrenchCategory(segment: string | undefined): Category | undefined {
  const wanted = segment?.toLowerCase() ?? "";
  return categories.find((category) => category.fr.slug === wanted) ?? findCategory(wanted);
}

/** The service a French address segment names, by its French slug or any English name. */
export function findFrenchService(segment: string | undefined): ServiceEntry | undefined {
  const wanted = segment?.toLowerCase() ?? "";
  return services.find((service) => service.fr.slug === wanted) ?? findService(wanted);
}

function splitSuffix(path: string): [string, string] {
  const at = path.search(/[?#]/);
  return at === -1 ? [path, ""] : [path.slice(0, at), path.slice(at)];
}

/** The French address of an English one; addresses that are not pages are returned unchanged. */
function toFrench(path: string): string {
  const pair = staticPairs.find((entry) => entry.en === path);
  if (pair) return pair.fr;
  const service = /^\/services\/([^/]+)\/([^/]+)$/.exec(path);
  if (service) {
    const entry = findService(service[2]);
    if (entry)
      return `${frenchPrefix}/services/${frenchCategory(entry.category).slug}/${entry.fr.slug}`;
  }
  const category = /^\/services\/([^/]+)$/.exec(path);
  if (category) {
    const entry = findCategory(category[1]);
    if (entry) return `${frenchPrefix}/services/${entry.fr.slug}`;
  }
  const topic = /^\/faqs\/([^/]+)$/.exec(path);
  if (topic?.[1] && faqTopicSlugs[topic[1]]) {
    return `${frenchPrefix}/faq/${faqTopicSlugs[topic[1]]}`;
  }
  if (path.startsWith("/case-studies/")) {
    return `${frenchPrefix}/etudes-de-cas/${frenchCaseStudySlug(path.slice("/case-studies/".length))}`;
  }
  for (const folder of [...workFolders, ...keyedFolders]) {
    if (path.startsWith(folder.en)) return `${folder.fr}${path.slice(folder.en.length)}`;
  }
  return path;
}

/** The English address of a French page, or undefined when it names no page pair. */
export function englishPath(path: string): string | undefined {
  if (localeOf(path) === "en") return path;
  const pair = staticPairs.find((entry) => entry.fr === path);
  if (pair) return pair.en;
  const service = /^\/fr\/services\/([^/]+)\/([^/]+)$/.exec(path);
  if (service) {
    const entry = findFrenchService(service[2]);
    return entry ? `/services/${entry.category}/${entry.slug}` : undefined;
  }
  const category = /^\/fr\/services\/([^/]+)$/.exec(path);
  if (category) {
    const entry = findFrenchCategory(category[1]);
    return entry ? `/services/${entry.slug}` : undefined;
  }
  const topic = /^\/fr\/faq\/([^/]+)$/.exec(path);
  if (topic) {
    const english = englishFaqTopic(topic[1]);
    return english ? `/faqs/${english}` : undefined;
  }
  const study = /^\/fr\/etudes-de-cas\/([^/]+)$/.exec(path);
  if (study) {
    // A slug without a French service part is read as it is: a project's name, or an English
    // slug (the page redirects it to its French address).
    const segment = study[1] ?? "";
    return `/case-studies/${englishCaseStudySlug(segment) ?? segment.toLowerCase()}`;
  }
  const project = /^\/fr\/realisations\/([^/]+)$/.exec(path);
  if (project) return `/portfolio/${project[1]}`;
  const keyed = keyedFolders.find((folder) => path.startsWith(folder.fr));
  if (keyed) return `${keyed.en}${path.slice(keyed.fr.length)}`;
  return undefined;
}

/**
 * An internal address in the given language. Content and menus name pages by their English
 * address; links through here lead to the page in the reader's language.
 */
export function localizePath(path: string, locale: Locale): string {
  if (locale === "en" || !path.startsWith("/")) return path;
  if (localeOf(path) === "fr") return path;
  const [pathname, suffix] = splitSuffix(path);
  return `${toFrench(pathname)}${suffix}`;
}

/** The same page in the other language: the language switch and hreflang alternates. */
export function alternatePath(pathname: string, target: Locale): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (localeOf(path) === target) return path;
  if (target === "fr") {
    const french = localizePath(path, "fr");
    return localeOf(french) === "fr" ? french : frenchPrefix;
  }
  return englishPath(path) ?? "/";
}

/** Both addresses of a page named by its English address, for hreflang and the sitemap. */
export function pagePair(enPath: string): Record<Locale, string> {
  return { en: enPath, fr: localizePath(enPath, "fr") };
}

/**
 * A page's address as the site spells it, without a trailing slash: React Router 8's prerender
 * asks for `/fr/realisations/techcorp/` when it writes that page's `index.html`.
 */
export const pagePath = (path: string): string =>
  path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
