/**
 * The booking form's one schema, run in the browser for comfort and on the server for truth.
 * The visitor's details follow the rules every form shares (details.ts: a name is a name on
 * both forms); the slot, the topic, the host and the way to meet are the booking's own.
 */
import { z } from "zod/mini";
import { categorySlugs } from "~/content/catalogue";
import type { Locale } from "~/i18n/locale";
import { typesetFr } from "~/i18n/typography";
import { detailsFields, readable } from "./details";
import { HONEYPOT_FIELD, TOKEN_FIELD } from "./fields";

export const NOTE_MAX = 2000;

const messages = {
  en: {
    slot: "Please choose a time.",
    topic: "Please choose what you would like to talk about.",
    host: "Please choose who you would like to meet, or anyone available.",
    mode: "Please choose a video call or a phone call.",
    phoneNeeded: "Please enter the number we should call, with its area code.",
    noteLong: `Please keep your note under ${NOTE_MAX.toLocaleString("en-CA")} characters.`,
    noteUnreadable: "Please remove special characters from your note.",
  },
  fr: {
    slot: "Veuillez choisir une heure.",
    topic: "Veuillez choisir le sujet dont vous voulez parler.",
    host: "Veuillez choisir la personne à rencontrer, ou la première disponible.",
    mode: "Veuillez choisir un appel vidéo ou un appel téléphonique.",
    phoneNeeded: "Veuillez entrer le numéro où vous joindre, avec son indicatif régional.",
    noteLong: "Veuillez limiter votre note à 2 000 caractères.",
    noteUnreadable: "Veuillez retirer les caractères spéciaux de votre note.",
  },
};

function schemaFor(locale: Locale) {
  const m = messages[locale];
  const t = locale === "fr" ? typesetFr : (text: string) => text;
  const details = detailsFields[locale];
  return z
    .strictObject({
      topic: z.enum(categorySlugs, t(m.topic)),
      host: z.pipe(
        z.string({ error: t(m.host) }).check(z.regex(/^(any|\d{1,9})$/, t(m.host))),
        z.transform((value) => (value === "any" ? ("any" as const) : Number(value))),
      ),
      slot: z.pipe(
        z.string({ error: t(m.slot) }).check(z.regex(/^\d{12,14}$/, t(m.slot))),
        z.transform(Number),
      ),
      zone: z.optional(z.string().check(z.maxLength(64))),
      meetingMode: z.enum(["video", "phone"], t(m.mode)),
      firstName: details.firstName,
      lastName: details.lastName,
      company: details.company,
      email: details.email,
      phone: details.phone,
      note: z.pipe(
        z.optional(
          z
            .string()
            .check(
              z.trim(),
              z.maxLength(NOTE_MAX, t(m.noteLong)),
              z.refine(readable, t(m.noteUnreadable)),
            ),
        ),
        z.transform((value) => value ?? ""),
      ),
      marketingConsent: details.marketingConsent,
    })
    .check(
      z.refine((booking) => booking.meetingMode !== "phone" || booking.phone !== null, {
        message: t(m.phoneNeeded),
        path: ["phone"],
      }),
    );
}

export const bookingSchemas: Record<Locale, ReturnType<typeof schemaFor>> = {
  en: schemaFor("en"),
  fr: schemaFor("fr"),
};

export type BookingForm = z.output<(typeof bookingSchemas)["en"]>;
export type BookingField = keyof z.input<(typeof bookingSchemas)["en"]>;
export type BookingErrors = Partial<Record<BookingField, string>>;

/** The longest reason a visitor may give for cancelling or moving a booking. */
export const REASON_MAX = 500;

/** The fields in the order the page shows them (the first error gets the focus). */
export const bookingFields: readonly BookingField[] = [
  "topic",
  "host",
  "zone",
  "slot",
  "meetingMode",
  "firstName",
  "lastName",
  "company",
  "email",
  "phone",
  "note",
  "marketingConsent",
];

/** Form data as the schema reads it: each field once, the form's own bookkeeping left out. */
export function bookingValues(form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    if (key === HONEYPOT_FIELD || key === TOKEN_FIELD || key === "intent") continue;
    const all = form.getAll(key);
    values[key] = all.length === 1 ? all[0] : all;
  }
  return values;
}

export function validateBooking(
  values: Record<string, unknown>,
  locale: Locale = "en",
): { ok: true; booking: BookingForm } | { ok: false; errors: BookingErrors; unknown: string[] } {
  const result = bookingSchemas[locale].safeParse(values);
  if (result.success) return { ok: true, booking: result.data };
  const errors: BookingErrors = {};
  const unknown: string[] = [];
  for (const issue of result.error.issues) {
    if (issue.code === "unrecognized_keys") {
      unknown.push(...issue.keys);
      continue;
    }
    const field = issue.path[0] as BookingField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors, unknown };
}
