/**
 * The quote form's one schema, run in the browser for comfort and on the server for truth.
 * It is an allow-list: a field it does not name is refused, and every text field refuses the
 * control characters that could break out of an email header. The visitor's details follow
 * the rules every form shares (details.ts); the services, budget, call-back time and
 * description are the quote form's own.
 */
// zod's tree-shakable build: this file runs in the contact page's browser bundle.
import { z } from "zod/mini";
import { categorySlugs } from "~/content/catalogue";
import type { Locale } from "~/i18n/locale";
import { typesetDeep, typesetFr } from "~/i18n/typography";
import { detailsFields, readable } from "./details";
import { HONEYPOT_FIELD, TOKEN_FIELD } from "./fields";
import { budgetOptions, callbackOptions } from "./options";

export {
  FIX_FIELDS_MESSAGE,
  fixFieldsMessages,
  marketingConsentWording,
  marketingConsentWordings,
} from "./details";
export { budgetOptions, callbackOptions, HONEYPOT_FIELD, TOKEN_FIELD };

type BudgetOption = (typeof budgetOptions)[number];
type CallbackOption = (typeof callbackOptions)[number];

/** The labels the form shows for the stored option values, in each language. */
export const optionLabels: Record<Locale, Record<BudgetOption | CallbackOption, string>> = {
  en: Object.fromEntries(
    [...budgetOptions, ...callbackOptions].map((option) => [option, option]),
  ) as Record<BudgetOption | CallbackOption, string>,
  fr: typesetDeep({
    "Under $5,000": "Moins de 5 000 $",
    "$5,000 to $15,000": "De 5 000 $ à 15 000 $",
    "$15,000 to $50,000": "De 15 000 $ à 50 000 $",
    "$50,000 to $100,000": "De 50 000 $ à 100 000 $",
    "Over $100,000": "Plus de 100 000 $",
    "Not sure yet": "Je ne sais pas encore",
    "Morning (9 am to noon ET)": "Le matin (de 9 h à midi, heure de l'Est)",
    "Afternoon (noon to 5 pm ET)": "L'après-midi (de midi à 17 h, heure de l'Est)",
    "Any time": "N'importe quand",
  }),
};

export const DESCRIPTION_MIN = 20;
export const DESCRIPTION_MAX = 5000;

/** The messages of the quote form's own fields, in each language (the details' are in details.ts). */
const errorMessages = {
  en: {
    servicesUnknown: "Please choose services from the list.",
    servicesRequired: "Choose at least one service.",
    servicesTwice: "Please choose each service once.",
    budget: "Please choose a budget range.",
    callbackTime: "Please choose when we should call you back.",
    descriptionRequired: "Please describe your project.",
    descriptionShort: `Please describe your project in at least ${DESCRIPTION_MIN} characters.`,
    descriptionLong: `Please keep the description under ${DESCRIPTION_MAX.toLocaleString("en-CA")} characters.`,
    descriptionUnreadable: "Please remove special characters from the description.",
  },
  fr: {
    servicesUnknown: "Veuillez choisir des services dans la liste.",
    servicesRequired: "Choisissez au moins un service.",
    servicesTwice: "Veuillez choisir chaque service une seule fois.",
    budget: "Veuillez choisir une fourchette de budget.",
    callbackTime: "Veuillez indiquer quand nous devrions vous rappeler.",
    descriptionRequired: "Veuillez décrire votre projet.",
    descriptionShort: `Veuillez décrire votre projet en au moins ${DESCRIPTION_MIN} caractères.`,
    descriptionLong: "Veuillez limiter la description à 5 000 caractères.",
    descriptionUnreadable: "Veuillez retirer les caractères spéciaux de la description.",
  },
};

function schemaFor(locale: Locale) {
  const m = errorMessages[locale];
  const t = locale === "fr" ? typesetFr : (text: string) => text;
  const details = detailsFields[locale];
  return z.strictObject({
    firstName: details.firstName,
    lastName: details.lastName,
    company: details.company,
    email: details.email,
    phone: details.phone,
    services: z
      .array(z.enum(categorySlugs, t(m.servicesUnknown)), { error: t(m.servicesRequired) })
      .check(
        z.minLength(1, t(m.servicesRequired)),
        z.maxLength(categorySlugs.length, t(m.servicesUnknown)),
        z.refine((list) => new Set(list).size === list.length, t(m.servicesTwice)),
      ),
    budget: z.enum(budgetOptions, t(m.budget)),
    callbackTime: z.enum(callbackOptions, t(m.callbackTime)),
    description: z
      .string({ error: t(m.descriptionRequired) })
      .check(
        z.trim(),
        z.minLength(DESCRIPTION_MIN, t(m.descriptionShort)),
        z.maxLength(DESCRIPTION_MAX, t(m.descriptionLong)),
        z.refine(readable, t(m.descriptionUnreadable)),
      ),
    marketingConsent: details.marketingConsent,
  });
}

/** The one schema, with its messages in each language; the rules are the same in both. */
export const quoteSchemas: Record<Locale, ReturnType<typeof schemaFor>> = {
  en: schemaFor("en"),
  fr: schemaFor("fr"),
};
export const quoteSchema = quoteSchemas.en;

export type QuoteInput = z.input<typeof quoteSchema>;
export type Quote = z.output<typeof quoteSchema>;
export type QuoteField = keyof QuoteInput;
export type FieldErrors = Partial<Record<QuoteField, string>>;

/** The form's own fields, in the order they appear (the first error gets the focus). */
export const quoteFields: readonly QuoteField[] = [
  "firstName",
  "lastName",
  "company",
  "email",
  "phone",
  "services",
  "budget",
  "callbackTime",
  "description",
  "marketingConsent",
];

/** Form data as the schema reads it: services may repeat, everything else once. */
export function quoteValues(form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    if (key === HONEYPOT_FIELD || key === TOKEN_FIELD) continue;
    const all = form.getAll(key);
    values[key] = key === "services" ? all : all.length === 1 ? all[0] : all;
  }
  values.services ??= [];
  return values;
}

export function validateQuote(
  values: Record<string, unknown>,
  locale: Locale = "en",
): { ok: true; quote: Quote } | { ok: false; errors: FieldErrors; unknown: string[] } {
  const result = quoteSchemas[locale].safeParse(values);
  if (result.success) return { ok: true, quote: result.data };
  const errors: FieldErrors = {};
  const unknown: string[] = [];
  for (const issue of result.error.issues) {
    if (issue.code === "unrecognized_keys") {
      unknown.push(...issue.keys);
      continue;
    }
    const field = issue.path[0] as QuoteField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors, unknown };
}
