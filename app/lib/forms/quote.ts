/**
 * The quote form's one schema, run in the browser for comfort and on the server for truth.
 * It is an allow-list: a field it does not name is refused, and every text field refuses the
 * control characters that could break out of an e-mail header.
 */
// zod's tree-shakable build: this file runs in the contact page's browser bundle.
import { z } from "zod/mini";
import { categorySlugs } from "~/content/catalogue";
import { HONEYPOT_FIELD, TOKEN_FIELD } from "./fields";

// No generated code: the site's Content-Security-Policy forbids eval, which zod would probe.
z.config({ jitless: true });

export { HONEYPOT_FIELD, TOKEN_FIELD };

export const budgetOptions = [
  "Under $5,000",
  "$5,000 to $15,000",
  "$15,000 to $50,000",
  "$50,000 to $100,000",
  "Over $100,000",
  "Not sure yet",
] as const;

export const callbackOptions = [
  "Morning (9 am to noon ET)",
  "Afternoon (noon to 5 pm ET)",
  "Early evening (5 to 7 pm ET)",
  "Any time",
] as const;

/** The CASL consent sentence, stored with each lead that ticks the box. */
export const marketingConsentWording =
  "Yes, send me Maplestack's monthly e-mail about websites, search and growth. I can unsubscribe at any time.";

/** What the form says above its fields when any of them needs correcting, in browser and server. */
export const FIX_FIELDS_MESSAGE = "Please correct the highlighted fields.";

export const DESCRIPTION_MIN = 20;
export const DESCRIPTION_MAX = 5000;

/** Letters, not control characters, and no bytes the server could not read as UTF-8. */
const readable = (value: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/.test(value);
const singleLine = (value: string) => readable(value) && !/[\r\n]/.test(value);

/** Names and companies: no markup or template characters (they never belong in a name). */
const plain = (value: string) => !/[<>{}\\`]/.test(value);

function line(label: string, max: number) {
  return z
    .string({ error: `Please enter your ${label}.` })
    .check(
      z.trim(),
      z.minLength(1, `Please enter your ${label}.`),
      z.maxLength(max, `Please keep your ${label} under ${max} characters.`),
      z.refine(singleLine, `Please remove line breaks and special characters from your ${label}.`),
      z.refine(plain, `Please use only letters, numbers and punctuation in your ${label}.`),
    );
}

export const quoteSchema = z.strictObject({
  firstName: line("first name", 80),
  lastName: line("last name", 80),
  company: line("company name", 120),
  email: z.pipe(
    z
      .string({ error: "Please enter your e-mail address." })
      .check(
        z.trim(),
        z.minLength(1, "Please enter your e-mail address."),
        z.maxLength(254, "Please enter a shorter e-mail address."),
        z.refine(singleLine, "Please enter a valid e-mail address, like name@company.ca."),
      ),
    z.email("Please enter a valid e-mail address, like name@company.ca."),
  ),
  phone: z.pipe(
    z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(25, "Please enter a phone number of at most 25 characters."),
        z.refine(
          (value) =>
            value === "" || (/^[+()\d\s.-]+$/.test(value) && value.replace(/\D/g, "").length >= 10),
          "Please enter a phone number with its area code, or leave it empty.",
        ),
      ),
    ),
    z.transform((value) => (value ? value : null)),
  ),
  services: z
    .array(z.enum(categorySlugs, "Please choose services from the list."), {
      error: "Choose at least one service.",
    })
    .check(
      z.minLength(1, "Choose at least one service."),
      z.maxLength(categorySlugs.length, "Please choose services from the list."),
      z.refine((list) => new Set(list).size === list.length, "Please choose each service once."),
    ),
  budget: z.enum(budgetOptions, "Please choose a budget range."),
  callbackTime: z.enum(callbackOptions, "Please choose when we should call you back."),
  description: z
    .string({ error: "Please describe your project." })
    .check(
      z.trim(),
      z.minLength(
        DESCRIPTION_MIN,
        `Please describe your project in at least ${DESCRIPTION_MIN} characters.`,
      ),
      z.maxLength(
        DESCRIPTION_MAX,
        `Please keep the description under ${DESCRIPTION_MAX.toLocaleString("en-CA")} characters.`,
      ),
      z.refine(readable, "Please remove special characters from the description."),
    ),
  marketingConsent: z.pipe(
    z.optional(z.literal("yes", "Please leave the consent box ticked or unticked.")),
    z.transform((value) => value === "yes"),
  ),
});

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
): { ok: true; quote: Quote } | { ok: false; errors: FieldErrors; unknown: string[] } {
  const result = quoteSchema.safeParse(values);
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
