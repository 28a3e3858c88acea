/**
 * The home page's copy in each language, for its loader: neither language's copy reaches the
 * other's JavaScript.
 */
import { type HomeContent, homeContent, homeContentFr } from "~/content/home";
import type { Locale } from "~/i18n/locale";
import { typesetDeep } from "~/i18n/typography";

export const homePages: Record<Locale, HomeContent> = {
  en: homeContent,
  fr: typesetDeep(homeContentFr),
};
