/**
 * The site's two languages. English keeps the spec's addresses; French lives under /fr. The
 * language of a page is read from its address alone: no cookie, no Accept-Language guess.
 */
import { useLocation } from "react-router";

export const locales = ["en", "fr"] as const;
export type Locale = (typeof locales)[number];

export const frenchPrefix = "/fr";

/**
 * The language of an address: French for /fr and everything under it, including the data
 * request of the French home page (/fr.data), which loaders see instead of the page's address.
 */
export function localeOf(pathname: string): Locale {
  // Routes match in any letter case, so the language does too: /FR/A-PROPOS is French.
  const path = pathname.toLowerCase();
  return path === frenchPrefix ||
    path === `${frenchPrefix}.data` ||
    path.startsWith(`${frenchPrefix}/`)
    ? "fr"
    : "en";
}

/** BCP 47 tags for `<html lang>` and hreflang, and Open Graph's locale names. */
export const languageTag: Record<Locale, string> = { en: "en-CA", fr: "fr-CA" };
export const ogLocale: Record<Locale, string> = { en: "en_CA", fr: "fr_CA" };

/** Each language named in itself, as the language switch shows it. */
export const endonym: Record<Locale, string> = { en: "English", fr: "Français" };

export function otherLocale(locale: Locale): Locale {
  return locale === "en" ? "fr" : "en";
}

/** The language of the page being rendered. */
export function useLocale(): Locale {
  return localeOf(useLocation().pathname);
}
