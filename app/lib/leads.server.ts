/**
 * The two form actions' server side: every check in order (Origin, rate, honeypot, fill time,
 * schema), then a committed write before any success is reported.
 */

import { z } from "zod";
import { messages } from "~/i18n/messages";
import { localizePath } from "~/i18n/paths";
import { checkFormToken, newSecret, signFormToken, usedFormToken } from "./abuse.server";
import { StaffAuth } from "./admin/auth.server";
import { Inbox, leadsCsv } from "./admin/inbox.server";
import { Analytics, mustNotCount } from "./analytics.server";
import {
  describeLocation,
  LeadStore,
  type RateLimiter,
  type StoredSubscriber,
  type StoreLocation,
} from "./db.server";
import { readEnv, type ServerEnv } from "./env.server";
import { errorText } from "./errors";
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
import {
  CONFIRM_WITHIN_MS,
  checkSubscriberToken,
  confirmationEmail,
  type LinkPurpose,
  subscribersCsv,
} from "./newsletter.server";
import { type Compose, composeLeadEmails, Outbox } from "./outbox.server";
import { clientIp, countPost, isSameOrigin, localeOfRequest } from "./request.server";

type Limiter = RateLimiter;

type Services = {
  env: ServerEnv;
  store: LeadStore;
  secret: string;
  /** Signs the newsletter's confirmation and unsubscribe links. */
  linkSecret: string;
  /** The site's address as links in e-mails give it. */
  origin: string;
  limits: { quote: Limiter; newsletter: Limiter; beacon: Limiter };
  analytics: Analytics;
  outbox: Outbox | undefined;
  chores: ReturnType<typeof setInterval>;
};

const CHORES_EVERY_MS = 60 * 60 * 1000;

/**
 * What the back office keeps tidy, on every server (each step is safe to run twice at once):
 * leads past the retention period lose their personal data, ended sessions and links go,
 * newsletter addresses not confirmed within seven days are removed, expired form tokens are
 * forgotten.
 */
async function runChores(store: LeadStore, env: ServerEnv) {
  try {
    const count = await new Inbox(store).anonymiseExpired(env.LEAD_RETENTION_MONTHS);
    if (count > 0) console.log(`Retention: anonymised ${count} leads`);
    await new StaffAuth(store, env).sweepSessions();
    await new Analytics(store).forgetOldSalts();
    const purged = await store.purgeUnconfirmed(CONFIRM_WITHIN_MS);
    if (purged > 0) console.log(`Newsletter: removed ${purged} addresses never confirmed`);
    await store.sweepUsedTokens();
  } catch (error) {
    console.error("Retention chores failed:", errorText(error));
  }
}

const storeLocation = (env: ServerEnv): StoreLocation => ({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
});

let services: Promise<Services> | undefined;

async function createServices(): Promise<Services> {
  const env = readEnv();
  const store = await LeadStore.open(storeLocation(env));
  const secret = env.FORM_SECRET ?? (await store.setting("form-secret", newSecret));
  const linkSecret = await store.setting("link-secret", newSecret);
  const origin = env.PUBLIC_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3000}`;
  let outbox: Outbox | undefined;
  if (env.SMTP_HOST) {
    const { createTransport } = await import("nodemailer");
    const transport = createTransport({
      host: env.SMTP_HOST,
      port: env.SMTP_PORT,
      secure: env.SMTP_SECURE === "true",
      auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS } : undefined,
      connectionTimeout: 10_000,
    });
    const leadEmails = composeLeadEmails(store, env, origin);
    const compose: Compose = async (message) => {
      if (message.kind === "lead") return leadEmails(message);
      // A confirmation goes only to an address still waiting for it.
      const subscriber =
        message.subscriberId === null ? undefined : await store.subscriber(message.subscriberId);
      if (subscriber?.status !== "unconfirmed") return null;
      return confirmationEmail(subscriber, { origin, secret: linkSecret, env });
    };
    outbox = new Outbox(store, (message) => transport.sendMail(message), env, undefined, compose);
    outbox.start();
  }
  const limit = { points: env.RATE_LIMIT_MAX, durationMs: env.RATE_LIMIT_WINDOW_MS };
  void runChores(store, env);
  const chores = setInterval(() => void runChores(store, env), CHORES_EVERY_MS);
  chores.unref();
  return {
    chores,
    env,
    store,
    secret,
    linkSecret,
    origin,
    limits: {
      quote: store.rateLimiter("quote", limit),
      newsletter: store.rateLimiter("newsletter", limit),
      // A reader may open many pages; a script inflating the counts may not.
      beacon: store.rateLimiter("beacon", {
        points: env.ANALYTICS_RATE_MAX,
        durationMs: 10 * 60 * 1000,
      }),
    },
    analytics: new Analytics(store),
    outbox,
  };
}

/** The services, opened on first use; a failure is retried on the next request. */
export function leadServices(): Promise<Services> {
  services ??= createServices().catch((error) => {
    services = undefined;
    throw error;
  });
  return services;
}

/** Called once by the production server: validates settings and says where leads go. */
export async function startLeadServices(log: (line: string) => void = console.log) {
  const { env } = await leadServices();
  log(`Leads are stored in ${describeLocation(storeLocation(env))}`);
  log(
    env.SMTP_HOST
      ? `New leads are e-mailed to ${env.LEADS_TO} through ${env.SMTP_HOST}:${env.SMTP_PORT}`
      : "No SMTP settings: leads are stored only, no notification e-mails are sent, and newsletter subscriptions cannot be confirmed",
  );
}

let draining = false;

/** Throws unless the database answers a read, or once the server is shutting down. */
export async function checkHealth(): Promise<void> {
  if (draining) throw new Error("shutting down");
  const { store } = await leadServices();
  await store.ping();
}

/**
 * The first step of a graceful stop (SIGTERM, as a deploy sends): the health check fails so a
 * balancer that checks it sends no more visitors here, and the outbox finishes the pass under
 * way, so no message is left sent but unrecorded.
 */
export async function drainLeadServices(): Promise<void> {
  draining = true;
  const { outbox, chores } = await leadServices();
  clearInterval(chores);
  await outbox?.stop();
}

/** The last step: the database connections close. */
export async function stopLeadServices(): Promise<void> {
  const { store } = await leadServices();
  await store.close();
}

export async function newFormToken(): Promise<string> {
  return signFormToken((await leadServices()).secret);
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

function visitOf(request: Request, env: ServerEnv) {
  const country = env.ANALYTICS_COUNTRY_HEADER
    ? request.headers.get(env.ANALYTICS_COUNTRY_HEADER)?.toUpperCase()
    : undefined;
  return {
    address: clientIp(request),
    userAgent: request.headers.get("user-agent") ?? "",
    country: country && /^[A-Z]{2}$/.test(country) ? country : null,
  };
}

/** The funnel's last step; never in the way of the lead, and not counted under DNT or GPC. */
async function countLead(request: Request, lead: { sourcePage: string; services: string[] }) {
  try {
    const { analytics, env } = await leadServices();
    if (!mustNotCount(request)) await analytics.recordLead(lead, visitOf(request, env));
  } catch (error) {
    console.error("Counting a lead failed:", errorText(error));
  }
}

/**
 * The beacon: a page view, counted unless the browser asks not to be (Do Not Track, Global
 * Privacy Control) or is a bot. 204 whatever happens to the count: a page never waits on it.
 */
export async function handleBeacon(request: Request): Promise<Response> {
  const done = (status: number) =>
    new Response(null, { status, headers: { "Cache-Control": "no-store" } });
  const { env, analytics, limits } = await leadServices();
  if (!isSameOrigin(request, env.PUBLIC_ORIGIN)) return done(403);
  if (mustNotCount(request)) return done(204);
  const body = await request.text().catch(() => "");
  const beacon = body.length <= 2000 ? Analytics.parse(body) : undefined;
  if (!beacon) return done(400);
  if ((await countPost(limits.beacon, request)) !== "ok") return done(429);
  try {
    const host = request.headers.get("host") ?? "";
    await analytics.recordView(beacon, { ...visitOf(request, env), host });
  } catch (error) {
    console.error("Counting a view failed:", errorText(error));
    return done(503);
  }
  return done(204);
}

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
  const { env, store, secret, limits, outbox } = await leadServices();
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
    stored = await store.addLeadOnce(
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

const newsletterSchema = z.strictObject({
  email: z.string().trim().min(1).max(254).pipe(z.email()),
  sourcePage: z
    .string()
    .max(200)
    .regex(/^\/[\w\-/.]*$/)
    .optional(),
});

export type NewsletterOutcome = {
  status: 200 | 400 | 403 | 429 | 503;
  ok: boolean;
  message: string;
  /** A second line: what to do next (confirm from the inbox). */
  hint?: string;
};

export async function handleNewsletter(request: Request): Promise<NewsletterOutcome> {
  const { env, store, limits, outbox } = await leadServices();
  const locale = localeOfRequest(request);
  const formMessages = formMessagesByLocale[locale];
  const newsletter = messages[locale].newsletter;
  const fail = (status: 400 | 403 | 429 | 503, message: string) => ({ status, ok: false, message });
  if (!isSameOrigin(request, env.PUBLIC_ORIGIN)) return fail(403, formMessages.origin);
  const counted = await countPost(limits.newsletter, request);
  if (counted === "limited") return fail(429, formMessages.rateLimited);
  if (counted === "unavailable") return fail(503, formMessages.subscribeFailed);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return fail(400, formMessages.refused);
  }
  if (String(form.get(HONEYPOT_FIELD) ?? "") !== "") return fail(400, formMessages.refused);
  form.delete(HONEYPOT_FIELD);
  const values = Object.fromEntries(form.entries());
  const parsed = newsletterSchema.safeParse(values);
  if (!parsed.success) {
    const unknown = parsed.error.issues.some((issue) => issue.code === "unrecognized_keys");
    return fail(400, unknown ? formMessages.refused : newsletter.invalid);
  }
  try {
    // The same answer whatever the address's state, so the form tells nobody who is subscribed.
    const outcome = await store.addSubscriber({
      email: parsed.data.email.toLowerCase(),
      consentWording: newsletter.consent,
      sourcePage: parsed.data.sourcePage ?? "/",
      language: locale,
    });
    if (outcome === "asked") void outbox?.flush();
  } catch (error) {
    console.error("Storing a subscriber failed:", error);
    return fail(503, formMessages.subscribeFailed);
  }
  return { status: 200, ok: true, message: newsletter.success, hint: newsletter.checkInbox };
}

/** What a confirmation or unsubscribe link leads to. */
export type LinkedSubscriber =
  | { state: "invalid" }
  | { state: "unconfirmed" | "confirmed" | "unsubscribed"; email: string };

/** The subscriber a signed link names, when the link is genuine and the address on file. */
async function linkedSubscriber(request: Request, purpose: LinkPurpose) {
  const { store, linkSecret } = await leadServices();
  const params = new URL(request.url).searchParams;
  const id = Number(params.get("s"));
  if (!Number.isSafeInteger(id) || id < 1) return undefined;
  const subscriber = await store.subscriber(id);
  if (!subscriber) return undefined;
  return checkSubscriberToken(linkSecret, purpose, subscriber, params.get("t"))
    ? subscriber
    : undefined;
}

const linkState = (subscriber: StoredSubscriber | undefined): LinkedSubscriber =>
  subscriber ? { state: subscriber.status, email: subscriber.email } : { state: "invalid" };

/** The confirmation page's link, checked; confirming is the page's button (a POST). */
export async function confirmationLink(request: Request): Promise<LinkedSubscriber> {
  return linkState(await linkedSubscriber(request, "confirm"));
}

/** The button on the confirmation page: the address is subscribed from now on. */
export async function confirmByLink(request: Request): Promise<LinkedSubscriber> {
  const { store } = await leadServices();
  const subscriber = await linkedSubscriber(request, "confirm");
  if (subscriber?.status !== "unconfirmed") return linkState(subscriber);
  await store.confirmSubscriber(subscriber.id);
  return { state: "confirmed", email: subscriber.email };
}

/** The unsubscribe page's link, checked; unsubscribing is the page's button (a POST). */
export async function unsubscribeLink(request: Request): Promise<LinkedSubscriber> {
  return linkState(await linkedSubscriber(request, "unsubscribe"));
}

/**
 * The button on the unsubscribe page, or a mail program's one-click post (RFC 8058): the
 * address leaves the list at once.
 */
export async function unsubscribeByLink(request: Request): Promise<LinkedSubscriber> {
  const { store } = await leadServices();
  const subscriber = await linkedSubscriber(request, "unsubscribe");
  if (!subscriber) return linkState(subscriber);
  await store.unsubscribe(subscriber.id);
  return { state: "unsubscribed", email: subscriber.email };
}

/** Leads and confirmed subscribers as two CSV documents, for `npm run leads:export`. */
export async function exportCsv(): Promise<{ leads: string; subscribers: string }> {
  const store = await LeadStore.open(storeLocation(readEnv()));
  try {
    const leads = await store.leads();
    return {
      leads: leadsCsv(leads),
      subscribers: subscribersCsv(await store.subscribers("confirmed")),
    };
  } finally {
    await store.close();
  }
}

/**
 * `npm run admin:create -- <email>`: an account (the first owner, or another person) and the
 * one-time link that sets its password. For an account that exists, a new link (a forgotten
 * password, a lost second factor: the link also turns the app code off).
 */
export async function createAccountFromCommandLine(
  email: string,
  { name, role }: { name?: string; role: "owner" | "staff" },
): Promise<{ created: boolean; link: string; email: string; role: string }> {
  const env = readEnv();
  const store = await LeadStore.open(storeLocation(env));
  try {
    const auth = new StaffAuth(store, env);
    let staff = await auth.staffByEmail(email);
    const created = !staff;
    if (!staff) {
      staff = await auth.createStaff({ email, name: name ?? email.split("@")[0] ?? email, role });
      await auth.audit(null, `added ${role}`, null, staff.email);
    } else if (staff.hasTotp) {
      await auth.disableTotp(null, staff.id);
    }
    const token = await auth.issueLink(staff.id);
    await auth.audit(null, "issued a sign-in link", null, staff.email);
    const origin = env.PUBLIC_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3000}`;
    return {
      created,
      email: staff.email,
      role: staff.role,
      link: `${origin}/admin/set-password/${token}`,
    };
  } finally {
    await store.close();
  }
}
