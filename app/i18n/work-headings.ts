/**
 * The headings the work pages build from a client's name and a headline, joined the way each
 * language wants. In French, « de » elides before a vowel or a mute h (« d'Atelier Boréal
 * Design »), merges with the article a name takes (« de la Clinique dentaire… », « du Café… »,
 * « des Serres… »), and the word after a colon takes a lower-case letter unless it is a proper
 * noun or an acronym (« Laurentian Freight : répartition planifiée… »).
 */
import type { Emphasis } from "~/content/types";
import type { Locale } from "~/i18n/locale";
import { typesetFr } from "~/i18n/typography";

/** French words with a mute h: « de » elides before them (« d'Habitations… », « de l'Hôtel… »). */
const muteH = /^h(abitation|ôtel|ôpital|orizon|armonie|erboris|istoire|uilerie|umanit|ygiène)/i;

/**
 * The common nouns a client's name may start with, and the article they take: « la Clinique
 * dentaire Rivière Rouge », « le Groupe Conseil Saint-Laurent ». A brand word used as a name
 * (« Atelier Boréal Design », « Maison Lévesque Traiteur ») takes none, as any proper name.
 */
const headNouns: Record<string, "le" | "la" | "les"> = {
  agence: "la",
  auberge: "la",
  boulangerie: "la",
  brasserie: "la",
  cabinet: "le",
  café: "le",
  caisse: "la",
  centre: "le",
  clinique: "la",
  coopérative: "la",
  école: "la",
  fromagerie: "la",
  groupe: "le",
  hôtel: "le",
  pharmacie: "la",
  quincaillerie: "la",
  résidence: "la",
  serres: "les",
};

/** Whether « de » and « le »/« la » elide before the word (a y, as in « Yukon », does not). */
const elides = (word: string) => /^[aeiouàâäéèêëîïôöùûüœæ]/i.test(word) || muteH.test(word);

/**
 * « de » followed by a name, as French writes it: « de Laurentian Freight », « d'Atelier Boréal
 * Design », « de la Clinique dentaire Rivière Rouge », « du Café Trois-Pignons », « des Serres
 * Lavoie », and for a name that starts with its own article: « Le Saint-Amour » → « du
 * Saint-Amour », « La Cantine » → « de la Cantine », « Les Érables » → « des Érables ».
 */
export function ofNameFr(name: string): string {
  const [first = "", ...rest] = name.trim().split(/\s+/);
  const tail = rest.join(" ");
  if (first === "Le") return `du ${tail}`;
  if (first === "La") return `de la ${tail}`;
  if (first === "Les") return `des ${tail}`;
  if (/^L['’]/.test(first)) return `de l'${name.trim().slice(2)}`;
  const article = headNouns[first.toLowerCase()];
  if (article === "le") return elides(first) ? `de l'${name}` : `du ${name}`;
  if (article === "la") return elides(first) ? `de l'${name}` : `de la ${name}`;
  if (article === "les") return `des ${name}`;
  return elides(first) ? `d'${name}` : `de ${name}`;
}

/**
 * Words that keep their capital after a French colon: proper nouns a headline may start with.
 * An acronym (DMARC, SEO, PME) keeps its capitals anyway.
 */
export const properNounsFr = ["Loi 25", "Loi 96", "Google", "Microsoft", "Instagram", "Shopify"];

/** A headline as French writes it after a colon: lower case, unless it starts with a proper noun. */
export function afterColonFr(text: string): string {
  const firstWord = text.split(/[\s,']/)[0] ?? "";
  if (/^\p{Lu}{2,}/u.test(firstWord)) return text;
  if (properNounsFr.some((noun) => text.startsWith(noun))) return text;
  return text.charAt(0).toLocaleLowerCase("fr-CA") + text.slice(1);
}

/** The page title of a piece of work: "Laurentian Freight: Dispatch planned in 20 minutes…". */
export function workTitle(client: string, headline: string, locale: Locale): string {
  return locale === "fr"
    ? typesetFr(`${client} : ${afterColonFr(headline)}`)
    : `${client}: ${headline}`;
}

/** A case study's main heading: the client's name, then its result as the highlighted part. */
export function caseStudyHeading(client: string, headline: string, locale: Locale): Emphasis {
  return locale === "fr"
    ? { text: typesetFr(`${client} :`), accent: afterColonFr(headline) }
    : { text: `${client}:`, accent: headline };
}
