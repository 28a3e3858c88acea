/**
 * The newsletter, by CASL: the sign-up form's handler (the same answer whatever the address's
 * state, so the form tells nobody who is subscribed or who asked us to stop, and nothing ever sent
 * to an address on the do-not-email list), the pages its links open, and its email side: the
 * confirmation email a new address receives, the signed links in it (confirm, unsubscribe), and
 * the unsubscribe headers of RFC 8058 that let a mail program unsubscribe in one click. A link is
 * signed with a secret kept in the database, so nobody can confirm or unsubscribe an address
 * without the email sent to it.
 */
import { createHmac } from "node:crypto";
import { z } from "zod";
import { site } from "~/content/site";
import type { Locale } from "~/i18n/locale";
import { messages } from "~/i18n/messages";
import { localizePath } from "~/i18n/paths";
import { sameSecret } from "./abuse.server";
import { PAGE_SIZE } from "./admin/fields";
import { services } from "./app.server";
import { toCsv } from "./csv";
import type { Store } from "./db.server";
import { addressHash } from "./db-schema.server";
import type { ServerEnv } from "./env.server";
import { HONEYPOT_FIELD } from "./forms/quote";
import { formMessagesByLocale } from "./forms/refusals";
import type { Mail } from "./outbox.server";
import { countPost, isSameOrigin, localeOfRequest } from "./request.server";
import {
  type StoredSubscriber,
  type SubscriberStatus,
  Subscribers,
  toSubscriber,
} from "./subscribers.server";

/** Unconfirmed addresses are removed, with their pending email, after this long. */
export const CONFIRM_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;

export type LinkPurpose = "confirm" | "unsubscribe";

type Signed = Pick<StoredSubscriber, "id" | "email" | "requestedAt">;

/**
 * A link's signature. A confirmation link names the request it answers (a later request makes
 * earlier links useless); an unsubscribe link works for as long as the address is on file.
 */
export function subscriberToken(secret: string, purpose: LinkPurpose, subscriber: Signed) {
  const request = purpose === "confirm" ? subscriber.requestedAt : "";
  return createHmac("sha256", secret)
    .update(`${purpose}\n${subscriber.id}\n${subscriber.email}\n${request}`)
    .digest("base64url")
    .slice(0, 32);
}

export function checkSubscriberToken(
  secret: string,
  purpose: LinkPurpose,
  subscriber: Signed,
  token: string | null,
): boolean {
  return Boolean(token) && sameSecret(subscriberToken(secret, purpose, subscriber), token ?? "");
}

/** The address of a confirmation or unsubscribe page, in the subscriber's language. */
export function subscriberLink(
  origin: string,
  secret: string,
  purpose: LinkPurpose,
  subscriber: Signed & { language: string },
) {
  const path = localizePath(
    purpose === "confirm" ? "/newsletter/confirm" : "/newsletter/unsubscribe",
    subscriber.language === "fr" ? "fr" : "en",
  );
  const query = new URLSearchParams({
    s: String(subscriber.id),
    t: subscriberToken(secret, purpose, subscriber),
  });
  return `${origin}${path}?${query}`;
}

const words: Record<
  Locale,
  {
    subject: string;
    body: (confirm: string, unsubscribe: string, days: number) => string[];
  }
> = {
  en: {
    subject: `Confirm your subscription to the ${site.name} newsletter`,
    body: (confirm, unsubscribe, days) => [
      "Hello,",
      "",
      `Someone, we hope you, asked to receive the ${site.name} newsletter at this address: one practical email a month on websites, search and growth for Canadian businesses.`,
      "",
      "To confirm, open this link and press the button:",
      confirm,
      "",
      `If you did not ask for it, do nothing: without confirmation the address is removed from our records within ${days} days and you will hear nothing more from us.`,
      "",
      "Changed your mind? To unsubscribe, open this link and press the button:",
      unsubscribe,
      "",
      `${site.name}`,
      `${site.email.display} · ${site.phone.display}`,
    ],
  },
  fr: {
    subject: `Confirmez votre abonnement à l'infolettre de ${site.name}`,
    body: (confirm, unsubscribe, days) => [
      "Bonjour,",
      "",
      `Quelqu'un, vous sans doute, a demandé à recevoir l'infolettre de ${site.name} à cette adresse : un courriel utile par mois sur les sites web, le référencement et la croissance des entreprises d'ici.`,
      "",
      "Pour confirmer, ouvrez ce lien et appuyez sur le bouton :",
      confirm,
      "",
      `Si la demande ne vient pas de vous, ne faites rien : sans confirmation, l'adresse est retirée de nos dossiers d'ici ${days} jours et vous n'entendrez plus parler de nous.`,
      "",
      "Vous avez changé d'idée? Pour vous désabonner, ouvrez ce lien et appuyez sur le bouton :",
      unsubscribe,
      "",
      `${site.name}`,
      `${site.email.display} · ${site.phone.display}`,
    ],
  },
};

/**
 * The confirmation email, plain text, in the subscriber's language, with the one-click
 * unsubscribe headers every email to a subscriber carries (RFC 2369 and RFC 8058).
 */
export function confirmationEmail(
  subscriber: StoredSubscriber,
  { origin, secret, env }: { origin: string; secret: string; env: Pick<ServerEnv, "MAIL_FROM"> },
): Mail {
  const locale: Locale = subscriber.language === "fr" ? "fr" : "en";
  const confirm = subscriberLink(origin, secret, "confirm", subscriber);
  const unsubscribe = subscriberLink(origin, secret, "unsubscribe", subscriber);
  const text = words[locale];
  return {
    from: env.MAIL_FROM,
    to: subscriber.email,
    subject: text.subject,
    text: text.body(confirm, unsubscribe, CONFIRM_WITHIN_MS / 86_400_000).join("\n"),
    messageId: `<confirm-${subscriber.id}.${subscriber.requestedAt.replace(/\D/g, "")}@${env.MAIL_FROM.split("@")[1]}>`,
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/**
 * Subscribers as CSV with their consent record (what they agreed to, where, when they asked and
 * confirmed): the list to send the newsletter to is the confirmed ones only.
 */
export function subscribersCsv(subscribers: StoredSubscriber[]): string {
  return toCsv(
    [
      "id",
      "email",
      "language",
      "status",
      "requested_at",
      "confirmed_at",
      "consent_wording",
      "source_page",
    ],
    subscribers.map((s) => [
      s.id,
      s.email,
      s.language,
      s.status,
      s.requestedAt,
      s.confirmedAt,
      s.consentWording,
      s.sourcePage,
    ]),
  );
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

/**
 * Whether an address's owner told us to stop emailing it. Anyone can type an address in the form,
 * so a post is no consent from that owner, and the confirmation email would itself be a
 * commercial message sent without it (CASL s. 1(3) and 6(1)): only the owner writing to us from
 * the address brings it back (decision 0019).
 */
async function onDoNotEmailList(store: Store, email: string): Promise<boolean> {
  const row = await store.db
    .selectFrom("newsletter_suppressions")
    .select("email_hash")
    .where("email_hash", "=", addressHash(email))
    .executeTakeFirst();
  return row !== undefined;
}

export async function handleNewsletter(request: Request): Promise<NewsletterOutcome> {
  const { env, store, limits, outbox } = await services();
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
    const email = parsed.data.email.toLowerCase();
    // The same answer whatever the address's state, so the form tells nobody who is subscribed
    // or who asked us to stop.
    if (!(await onDoNotEmailList(store, email))) {
      const outcome = await new Subscribers(store).add({
        email,
        consentWording: newsletter.consent,
        sourcePage: parsed.data.sourcePage ?? "/",
        language: locale,
      });
      if (outcome === "asked") void outbox?.flush();
    }
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
  const { store, linkSecret } = await services();
  const params = new URL(request.url).searchParams;
  const id = Number(params.get("s"));
  if (!Number.isSafeInteger(id) || id < 1) return undefined;
  const subscriber = await new Subscribers(store).byId(id);
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
  const { store } = await services();
  const subscriber = await linkedSubscriber(request, "confirm");
  if (subscriber?.status !== "unconfirmed") return linkState(subscriber);
  await new Subscribers(store).confirm(subscriber.id);
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
  const { store } = await services();
  const subscriber = await linkedSubscriber(request, "unsubscribe");
  if (!subscriber) return linkState(subscriber);
  await new Subscribers(store).unsubscribe(subscriber.id);
  return { state: "unsubscribed", email: subscriber.email };
}

/** One page of newsletter addresses for the back office, newest first, and each status's count. */
export async function subscriberPage(
  store: Store,
  status: SubscriberStatus | undefined,
  page: number,
) {
  const base = store.db.selectFrom("subscribers");
  const chosen = status ? base.where("status", "=", status) : base;
  const [rows, byStatus] = await Promise.all([
    chosen
      .selectAll()
      .orderBy("id", "desc")
      .limit(PAGE_SIZE * 2)
      .offset((page - 1) * PAGE_SIZE * 2)
      .execute(),
    base
      .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
      .groupBy("status")
      .execute(),
  ]);
  const counts = { unconfirmed: 0, confirmed: 0, unsubscribed: 0 };
  for (const row of byStatus) {
    if (row.status in counts) counts[row.status as SubscriberStatus] = Number(row.count);
  }
  const total = status
    ? counts[status]
    : counts.unconfirmed + counts.confirmed + counts.unsubscribed;
  return {
    subscribers: rows.map(toSubscriber),
    counts,
    pages: Math.max(1, Math.ceil(total / (PAGE_SIZE * 2))),
  };
}
