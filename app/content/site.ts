import { allFacts } from "#content";
import { typesetDeep } from "../i18n/typography";
import type { Facts } from "./facts-schema";

/**
 * The brand and its claims, from content/en/facts.yaml (French words: content/fr/facts.yaml).
 * Renaming the agency or changing a figure is an edit there only: routes, titles, the footer,
 * structured data and every sentence that names a fact (`{claims.uptime}`) read it.
 */
function factsIn(locale: "en" | "fr"): Facts {
  const facts = allFacts.find((entry) => entry.locale === locale);
  if (!facts) throw new Error(`content/${locale}/facts.yaml: no facts`);
  // The file was checked against the schema when it was loaded; its lists keep their lengths.
  return facts as unknown as Facts;
}

const english = factsIn("en");
const french = factsIn("fr");

export const site = english.site;

export type SocialNetwork = (typeof site.socials)[number]["network"];

/** The route of the why-choose-us page follows the brand slug. */
export const whyPath = `/why-${site.slug}`;

const { inProse: _inProse, leading: _leading, ...englishClaims } = english.claims;
export const claims = englishClaims;

const { inProse, leading } = french.claims;
if (!inProse || !leading)
  throw new Error("content/fr/facts.yaml: claims.inProse and claims.leading are missing");

/**
 * The same claims as Quebec French writes them; a unit test compares their digits with the
 * English ones. Spaces are typed as plain spaces and made non-breaking when the French text is
 * typeset (app/i18n/typography.ts).
 */
export const claimsFr = { ...french.claims, inProse, leading };

/** What the site says of the agency in French; brand, contacts and socials are shared. */
export const siteFr = typesetDeep({
  tagline: french.site.tagline,
  city: french.site.city,
  mailingAddress: french.site.mailingAddress,
  hours: french.site.hours,
  responseTime: french.site.responseTime,
});

/** The headline figures, in the order the home page shows them. */
export const headlineFigures = english.headlineFigures;
export const headlineFiguresFr = typesetDeep(french.headlineFigures);

export function copyrightLine(now: Date = new Date(), locale: "en" | "fr" = "en"): string {
  const line = `© ${site.founded}–${now.getFullYear()} ${site.legalName}`;
  return locale === "fr" ? `${line} Tous droits réservés.` : line;
}
