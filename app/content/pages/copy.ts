/**
 * A page's words from its collection (content/en/pages, app/content/collections/pages.ts), for the
 * page's words module in app/i18n/words to shape. The French is typeset there, with the interface
 * strings, after the page has filled its templates.
 */
import type { Locale } from "~/i18n/locale";

/** Each language's words of a page: the collection holds one document per language. */
export function pageCopy<Page extends { locale: Locale }>(
  documents: readonly Page[],
): Record<Locale, Omit<Page, "locale">> {
  const inLocale = (locale: Locale) => {
    const found = documents.find((document) => document.locale === locale);
    if (!found) throw new Error(`content/${locale}/pages: no words for this page`);
    const { locale: _, ...words } = found;
    return words;
  };
  return { en: inLocale("en"), fr: inLocale("fr") };
}

/** A template's names, `{count}`, replaced by the page's values (the build checked the names). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{([A-Za-z]\w*)\}/g, (token, name: string) =>
    name in values ? String(values[name]) : token,
  );
}
