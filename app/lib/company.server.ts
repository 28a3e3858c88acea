/**
 * The company pages' copy, validated once on the server; pages receive it through their loaders
 * so neither the copy modules nor the schemas reach the browser's JavaScript.
 */
import about from "~/content/company/about";
import accessibility from "~/content/company/accessibility";
import faqs from "~/content/company/faqs";
import privacy from "~/content/company/privacy";
import {
  aboutPageSchema,
  accessibilityPageSchema,
  faqPageSchema,
  privacyPageSchema,
  whyPageSchema,
} from "~/content/company/schema";
import why from "~/content/company/why";
import type { Locale } from "~/i18n/locale";
import { typesetDeep } from "~/i18n/typography";

export const whyPage = whyPageSchema.parse(why);
export const aboutPage = aboutPageSchema.parse(about);
export const faqPage = faqPageSchema.parse(faqs);
export const privacyPage = privacyPageSchema.parse(privacy);
export const accessibilityPage = accessibilityPageSchema.parse(accessibility);

export type WhyPage = typeof whyPage;
export type AboutPage = typeof aboutPage;
export type FaqPage = typeof faqPage;

const french = import.meta.glob<{ default: unknown }>("../content/company/*.fr.ts", {
  eager: true,
});

function frenchPage<T>(name: string, parse: (input: unknown) => T): T {
  const module = french[`../content/company/${name}.fr.ts`];
  if (!module) throw new Error(`The company page ${name} has no French twin`);
  return typesetDeep(parse(module.default));
}

/** Each company page in the language of the address asked for. */
export const companyPages = {
  en: {
    why: whyPage,
    about: aboutPage,
    faq: faqPage,
    privacy: privacyPage,
    accessibility: accessibilityPage,
  },
  fr: {
    why: frenchPage("why", (input) => whyPageSchema.parse(input)),
    about: frenchPage("about", (input) => aboutPageSchema.parse(input)),
    faq: frenchPage("faqs", (input) => faqPageSchema.parse(input)),
    privacy: frenchPage("privacy", (input) => privacyPageSchema.parse(input)),
    accessibility: frenchPage("accessibility", (input) => accessibilityPageSchema.parse(input)),
  },
} satisfies Record<Locale, unknown>;
