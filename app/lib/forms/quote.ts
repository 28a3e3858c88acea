/**
 * The quote form's one schema, run in the browser for comfort and on the server for truth.
 * It is an allow-list: a field it does not name is refused, and every text field refuses the
 * control characters that could break out of an email header.
 */
// zod's tree-shakable build: this file runs in the contact page's browser bundle.
import { z } from "zod/mini";
import { categorySlugs } from "~/content/catalogue";
import type { Locale } from "~/i18n/locale";
import { typesetDeep, typesetFr } from "~/i18n/typography";
import { HONEYPOT_FIELD, TOKEN_FIELD } from "./fields";
import { budgetOptions, callbackOptions } from "./options";

// No generated code: the site's Content-Security-Policy forbids eval, which zod would probe.
z.config({ jitless: true });

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
    "Early evening (5 to 7 pm ET)": "En début de soirée (de 17 h à 19 h, heure de l'Est)",
    "Any time": "N'importe quand",
  }),
};

/** The CASL consent sentence, stored with each lead that ticks the box, in the language shown. */
export const marketingConsentWordings: Record<Locale, string> = {
  en: "Yes, send me Maplestack's monthly email about websites, search and growth. I can unsubscribe at any time.",
  fr: "Oui, envoyez-moi le courriel mensuel de Maplestack sur les sites web, le référencement et la croissance. Je peux me désabonner en tout temps.",
};
export const marketingConsentWording = marketingConsentWordings.en;

export const DESCRIPTION_MIN = 20;
export const DESCRIPTION_MAX = 5000;

/** Every message the schema can give, in each language. */
const errorMessages = {
  en: {
    fixFields: "Please correct the highlighted fields.",
    required: (field: string) => `Please enter your ${field}.`,
    tooLong: (field: string, max: number) => `Please keep your ${field} under ${max} characters.`,
    lineBreaks: (field: string) =>
      `Please remove line breaks and special characters from your ${field}.`,
    plain: (field: string) => `Please use only letters, numbers and punctuation in your ${field}.`,
    fields: { firstName: "first name", lastName: "last name", company: "company name" },
    emailRequired: "Please enter your email address.",
    emailTooLong: "Please enter a shorter email address.",
    emailInvalid: "Please enter a valid email address, like name@company.ca.",
    phoneTooLong: "Please enter a phone number of at most 25 characters.",
    phoneInvalid: "Please enter a phone number with its area code, or leave it empty.",
    servicesUnknown: "Please choose services from the list.",
    servicesRequired: "Choose at least one service.",
    servicesTwice: "Please choose each service once.",
    budget: "Please choose a budget range.",
    callbackTime: "Please choose when we should call you back.",
    descriptionRequired: "Please describe your project.",
    descriptionShort: `Please describe your project in at least ${DESCRIPTION_MIN} characters.`,
    descriptionLong: `Please keep the description under ${DESCRIPTION_MAX.toLocaleString("en-CA")} characters.`,
    descriptionUnreadable: "Please remove special characters from the description.",
    consent: "Please leave the consent box ticked or unticked.",
  },
  fr: {
    fixFields: "Veuillez corriger les champs signalés.",
    required: (field: string) => `Veuillez entrer ${field}.`,
    tooLong: (field: string, max: number) => `Veuillez limiter ${field} à ${max} caractères.`,
    lineBreaks: (field: string) =>
      `Veuillez retirer les sauts de ligne et les caractères spéciaux de ce champ (${field}).`,
    plain: (field: string) =>
      `Veuillez n'utiliser que des lettres, des chiffres et de la ponctuation dans ce champ (${field}).`,
    fields: {
      firstName: "votre prénom",
      lastName: "votre nom de famille",
      company: "le nom de votre entreprise",
    },
    emailRequired: "Veuillez entrer votre adresse courriel.",
    emailTooLong: "Veuillez entrer une adresse courriel plus courte.",
    emailInvalid: "Veuillez entrer une adresse courriel valide, comme nom@entreprise.ca.",
    phoneTooLong: "Veuillez entrer un numéro de téléphone d'au plus 25 caractères.",
    phoneInvalid:
      "Veuillez entrer un numéro de téléphone avec son indicatif régional, ou laisser le champ vide.",
    servicesUnknown: "Veuillez choisir des services dans la liste.",
    servicesRequired: "Choisissez au moins un service.",
    servicesTwice: "Veuillez choisir chaque service une seule fois.",
    budget: "Veuillez choisir une fourchette de budget.",
    callbackTime: "Veuillez indiquer quand nous devrions vous rappeler.",
    descriptionRequired: "Veuillez décrire votre projet.",
    descriptionShort: `Veuillez décrire votre projet en au moins ${DESCRIPTION_MIN} caractères.`,
    descriptionLong: "Veuillez limiter la description à 5 000 caractères.",
    descriptionUnreadable: "Veuillez retirer les caractères spéciaux de la description.",
    consent: "Veuillez laisser la case de consentement cochée ou non cochée.",
  },
};

/** What the form says above its fields when any of them needs correcting, in browser and server. */
export const fixFieldsMessages: Record<Locale, string> = {
  en: errorMessages.en.fixFields,
  fr: typesetFr(errorMessages.fr.fixFields),
};
export const FIX_FIELDS_MESSAGE = fixFieldsMessages.en;

/** Letters, not control characters, and no bytes the server could not read as UTF-8. */
const readable = (value: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/.test(value);
const singleLine = (value: string) => readable(value) && !/[\r\n]/.test(value);

/** Names and companies: no markup or template characters (they never belong in a name). */
const plain = (value: string) => !/[<>{}\\`]/.test(value);

function schemaFor(locale: Locale) {
  const m = errorMessages[locale];
  const t = locale === "fr" ? typesetFr : (text: string) => text;
  const line = (field: keyof typeof m.fields, max: number) => {
    const label = m.fields[field];
    return z
      .string({ error: t(m.required(label)) })
      .check(
        z.trim(),
        z.minLength(1, t(m.required(label))),
        z.maxLength(max, t(m.tooLong(label, max))),
        z.refine(singleLine, t(m.lineBreaks(label))),
        z.refine(plain, t(m.plain(label))),
      );
  };
  return z.strictObject({
    firstName: line("firstName", 80),
    lastName: line("lastName", 80),
    company: line("company", 120),
    email: z.pipe(
      z
        .string({ error: t(m.emailRequired) })
        .check(
          z.trim(),
          z.minLength(1, t(m.emailRequired)),
          z.maxLength(254, t(m.emailTooLong)),
          z.refine(singleLine, t(m.emailInvalid)),
        ),
      z.email(t(m.emailInvalid)),
    ),
    phone: z.pipe(
      z.optional(
        z.string().check(
          z.trim(),
          z.maxLength(25, t(m.phoneTooLong)),
          z.refine(
            (value) =>
              value === "" ||
              (/^[+()\d\s.-]+$/.test(value) && value.replace(/\D/g, "").length >= 10),
            t(m.phoneInvalid),
          ),
        ),
      ),
      z.transform((value) => (value ? value : null)),
    ),
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
    marketingConsent: z.pipe(
      z.optional(z.literal("yes", t(m.consent))),
      z.transform((value) => value === "yes"),
    ),
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
