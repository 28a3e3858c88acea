/**
 * The company pages as company/, faqs/ and team/ in content/en/ and content/fr/ give them, in each
 * language. Every file was checked against its page's schema when the site was built
 * (app/content/collections/company.ts); the French words are typeset by the pages' loader
 * (app/lib/company.server.ts).
 */
import {
  allAboutPages,
  allAccessibilityPages,
  allFaqPages,
  allFaqQuestions,
  allFaqTopics,
  allPrivacyPages,
  allWhyPages,
} from "#content";
import type { Locale } from "../../i18n/locale";
import { faqGroups } from "./faq-groups";
import type { AboutPage, AccessibilityPage, FaqPage, PrivacyPage, WhyPage } from "./schema";

/** A page in a language; its file passed the page's schema (the generated types lose tuples). */
function pageIn<T>(
  all: readonly { locale: Locale; page: unknown }[],
  locale: Locale,
  file: string,
) {
  const found = all.find((entry) => entry.locale === locale);
  if (!found) throw new Error(`content/${locale}/company/${file}.md: no page`);
  return found.page as T;
}

function faqPageIn(locale: Locale): FaqPage {
  const found = allFaqPages.find((entry) => entry.locale === locale);
  if (!found) throw new Error(`content/${locale}/company/faqs.yaml: no page`);
  return {
    meta: found.meta,
    hero: found.hero,
    groups: faqGroups(allFaqTopics, allFaqQuestions, locale),
  };
}

function pagesIn(locale: Locale) {
  return {
    why: pageIn<WhyPage>(allWhyPages, locale, "why"),
    about: pageIn<AboutPage>(allAboutPages, locale, "about"),
    faq: faqPageIn(locale),
    privacy: pageIn<PrivacyPage>(allPrivacyPages, locale, "privacy"),
    accessibility: pageIn<AccessibilityPage>(allAccessibilityPages, locale, "accessibility"),
  };
}

/** Each company page in each language, the French words as their files write them. */
export const companyContent: Record<Locale, ReturnType<typeof pagesIn>> = {
  en: pagesIn("en"),
  fr: pagesIn("fr"),
};
