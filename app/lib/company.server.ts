/**
 * The company pages' words, as their loaders hand them to the pages: from company/, faqs/ and
 * team/ in content/en/ and content/fr/ (checked against their schemas when the site is built),
 * the French ones typeset the French way. Only the server reads them; pages receive what they show.
 */
import { companyContent } from "~/content/company";
import type { Locale } from "~/i18n/locale";
import { typesetDeep } from "~/i18n/typography";

/** Each company page in the language of the address asked for. */
export const companyPages = {
  en: companyContent.en,
  fr: typesetDeep(companyContent.fr),
} satisfies Record<Locale, unknown>;
