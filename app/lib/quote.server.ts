/**
 * The quote form's server side: every check in order (Origin, rate, honeypot, fill time, the
 * form token, schema), then a committed write, the token claimed with the lead, before any
 * success is reported.
 */
import { localizePath } from "~/i18n/paths";
import { checkFormToken, signFormToken, usedFormToken } from "./abuse.server";
import { countLead } from "./analytics.server";
import { services } from "./app.server";
import {
  type FieldErrors,
  HONEYPOT_FIELD,
  marketingConsentWordings,
  quoteFields,
  quoteValues,
  TOKEN_FIELD,
  validateQuote,
} from "./forms/quote";
import { formMessagesByLocale } from "./forms/refusals";
import { Leads } from "./leads.server";
import { countPost, isSameOrigin, localeOfRequest } from "./request.server";

export async function newFormToken(): Promise<string> {
  return signFormToken((await services()).secret);
}

export type KeptValues = Record<string, string | string[]>;

export type QuoteOutcome =
  | { status: 200; result: { sent: true; firstName: string } }
  | {
      status: 400 | 403 | 429 | 503;
      result: {
        sent: false;
        formError: string;
        errors: FieldErrors;
        values: KeptValues;
        /** A new form token: the one posted may be used up, or the page not reloaded. */
        token: string;
      };
    };

/** What the visitor typed, echoed back into the form (React escapes it when rendering). */
function keep(form: FormData): KeptValues {
  const kept: KeptValues = {};
  for (const field of quoteFields) {
    const values = form.getAll(field).filter((value) => typeof value === "string");
    if (values.length === 0) continue;
    kept[field] =
      field === "services" ? values.map((v) => v.slice(0, 40)) : (values[0] ?? "").slice(0, 5000);
  }
  return kept;
}

export async function handleQuote(request: Request): Promise<QuoteOutcome> {
  const { env, store, secret, limits, outbox } = await services();
  const locale = localeOfRequest(request);
  const formMessages = formMessagesByLocale[locale];
  const refuse = (
    status: 400 | 403 | 429 | 503,
    formError: string,
    values: KeptValues = {},
    errors: FieldErrors = {},
  ) => ({
    status,
    result: { sent: false as const, formError, errors, values, token: signFormToken(secret) },
  });

  if (!isSameOrigin(request, env.PUBLIC_ORIGIN)) return refuse(403, formMessages.origin);

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refuse(400, formMessages.refused);
  }
  const values = keep(form);
  const counted = await countPost(limits.quote, request);
  if (counted === "limited") return refuse(429, formMessages.rateLimited, values);
  if (counted === "unavailable") return refuse(503, formMessages.storeFailed, values);
  if (String(form.get(HONEYPOT_FIELD) ?? "") !== "") return refuse(400, formMessages.refused);
  const token = form.get(TOKEN_FIELD);
  const tokenCheck = checkFormToken(secret, token, { minFillMs: env.MIN_FILL_MS });
  if (tokenCheck === "too-fast") return refuse(400, formMessages.tooFast, values);
  if (tokenCheck !== "ok" || typeof token !== "string") {
    return refuse(400, formMessages.expired, values);
  }
  if ([...form.values()].some((value) => typeof value !== "string")) {
    return refuse(400, formMessages.refused, values);
  }

  const checked = validateQuote(quoteValues(form), locale);
  if (!checked.ok) {
    if (checked.unknown.length > 0) return refuse(400, formMessages.refused, values);
    return refuse(400, formMessages.fixFields, values, checked.errors);
  }

  const { quote } = checked;
  let stored: number | undefined;
  try {
    stored = await new Leads(store).addOnce(
      {
        ...quote,
        consentWording: quote.marketingConsent ? marketingConsentWordings[locale] : null,
        sourcePage: localizePath("/contact-us", locale),
        language: locale,
      },
      usedFormToken(token),
      { notify: Boolean(outbox) },
    );
  } catch (error) {
    console.error("Storing a lead failed:", error);
    return refuse(503, formMessages.storeFailed, values);
  }
  if (stored === undefined) return refuse(400, formMessages.reused, values);
  void outbox?.flush();
  void countLead(request, {
    sourcePage: localizePath("/contact-us", locale),
    services: quote.services,
  });
  return { status: 200, result: { sent: true, firstName: quote.firstName } };
}
