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

export const whyPage = whyPageSchema.parse(why);
export const aboutPage = aboutPageSchema.parse(about);
export const faqPage = faqPageSchema.parse(faqs);
export const privacyPage = privacyPageSchema.parse(privacy);
export const accessibilityPage = accessibilityPageSchema.parse(accessibility);

export type WhyPage = typeof whyPage;
export type AboutPage = typeof aboutPage;
export type FaqPage = typeof faqPage;
