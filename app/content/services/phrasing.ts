/**
 * How French sentences name each service and category. A name is a title (« Courriel
 * d'affaires »); inside a sentence it needs its article, its gender and its elision (« vos
 * questions sur le courriel d'affaires », « nos services d'hébergement »), so each French file
 * writes its phrase out (`inSentence` in content/en/services, `phrasing` in content/en/categories)
 * rather than have it made by pasting the title into a template. The schema requires it of every
 * French file. English sentences use the names as they are.
 */
import { allCategories, allServices } from "#content";
import { typesetDeep } from "../../i18n/typography";
import type { CategorySlug } from "../catalogue";
import type { Emphasis } from "../types";

type CategoryPhrasing = {
  /** The heading over the category's services. */
  heading: Emphasis;
  /** The same services after « de », article included: « Illustration de nos services web ». */
  ofServices: string;
};

const services = Object.fromEntries(
  allServices.flatMap(({ locale, service, inSentence }) =>
    locale === "fr" && inSentence ? [[service.slug, inSentence]] : [],
  ),
) as Readonly<Record<string, string>>;

const categories = Object.fromEntries(
  allCategories.flatMap(({ locale, slug, phrasing }) =>
    locale === "fr" && phrasing ? [[slug, phrasing]] : [],
  ),
) as Readonly<Record<CategorySlug, CategoryPhrasing>>;

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
