/**
 * The visitor's details, with the same rules on every public form (the quote form and the
 * booking form): names, company, email, phone and the marketing consent, each refusing the
 * control characters that could break out of an email header. Run in the browser for comfort
 * and on the server for truth. Kept apart from the quote form's own fields, so the booking
 * page does not load them.
 */
// zod's tree-shakable build: this file runs in the browser bundles of both forms.
import { z } from "zod/mini";
import type { Locale } from "~/i18n/locale";
import { typesetFr } from "~/i18n/typography";

// No generated code: the site's Content-Security-Policy forbids eval, which zod would probe.
z.config({ jitless: true });

/** The CASL consent sentence, stored with each lead that ticks the box, in the language shown. */
export const marketingConsentWordings: Record<Locale, string> = {
  en: "Yes, send me Maplestack's monthly email about websites, search and growth. I can unsubscribe at any time.",
  fr: "Oui, envoyez-moi le courriel mensuel de Maplestack sur les sites web, le référencement et la croissance. Je peux me désabonner en tout temps.",
};
export const marketingConsentWording = marketingConsentWordings.en;

/** Every message the details' rules can give, in each language. */
const detailsMessages = {
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
    consent: "Veuillez laisser la case de consentement cochée ou non cochée.",
  },
};

/** What the form says above its fields when any of them needs correcting, in browser and server. */
export const fixFieldsMessages: Record<Locale, string> = {
  en: detailsMessages.en.fixFields,
  fr: typesetFr(detailsMessages.fr.fixFields),
};
export const FIX_FIELDS_MESSAGE = fixFieldsMessages.en;

/** Letters, not control characters, and no bytes the server could not read as UTF-8. */
export const readable = (value: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/.test(value);
const singleLine = (value: string) => readable(value) && !/[\r\n]/.test(value);

/** Names and companies: no markup or template characters (they never belong in a name). */
const plain = (value: string) => !/[<>{}\\`]/.test(value);

function fieldsFor(locale: Locale) {
  const m = detailsMessages[locale];
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
  return {
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
    marketingConsent: z.pipe(
      z.optional(z.literal("yes", t(m.consent))),
      z.transform((value) => value === "yes"),
    ),
  };
}

/** The details' fields, with their messages in each language; each form puts them in its schema. */
export const detailsFields: Record<Locale, ReturnType<typeof fieldsFor>> = {
  en: fieldsFor("en"),
  fr: fieldsFor("fr"),
};
