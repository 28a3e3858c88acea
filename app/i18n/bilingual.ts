import type { Locale } from "./locale";
import { typesetDeep } from "./typography";

/**
 * One part of the interface's words in both languages. The French must have the shape of the
 * English (a missing key fails the type check) and is typeset once, here. The words every page
 * needs are in messages.ts; a page's own words sit in words/, so a page loads only its own.
 */
export function bilingual<Words>(en: Words, fr: NoInfer<Words>): Record<Locale, Words> {
  return { en, fr: typesetDeep(fr) };
}
