/**
 * The home page's copy in each language, for its loader: neither language's copy reaches the
 * other's JavaScript.
 */
import { type HomeContent, homeContent } from "~/content/home";
import type { Locale } from "~/i18n/locale";
import { typesetDeep } from "~/i18n/typography";

const french = import.meta.glob<Record<string, unknown>>(["../content/home.fr.ts"], {
  eager: true,
});

function frenchExport<T>(file: string, name: string): T {
  const value = french[file]?.[name];
  if (!value) throw new Error(`${file} does not export ${name}`);
  return typesetDeep(value as T);
}

export const homePages: Record<Locale, HomeContent> = {
  en: homeContent,
  fr: frenchExport<HomeContent>("../content/home.fr.ts", "homeContentFr"),
};
