/**
 * The newsletter's rule and its English messages (spec §5, §8, kept exactly; their French twins
 * are in app/i18n/messages.ts), shared by the footer form and the server action that stores
 * subscriptions (routes/newsletter.tsx).
 */
import { site } from "~/content/site";
import type { Locale } from "~/i18n/locale";

export const newsletterMessages = {
  invalid: "Please enter a valid email address",
  success: "Thanks for subscribing!",
} as const;

/** What the subscriber agrees to, shown beside the form and stored with the address (CASL). */
export const newsletterConsentWording =
  "One practical email a month on websites, search and growth for Canadian businesses. No spam; unsubscribe in one click.";

/** How long the success message stays before it clears (spec §9). */
export const NEWSLETTER_MESSAGE_MS = 3000;

export function isAcceptableEmail(value: string): boolean {
  const email = value.trim();
  return email.length > 0 && email.includes("@");
}

const comeBackSubject: Record<Locale, string> = {
  en: "Subscribe me to the newsletter again",
  fr: "Me réabonner à l’infolettre",
};

/**
 * The way back for an address on the do-not-email list: a message its owner writes to us from
 * it, the one consent we can rely on without emailing that address first (decision 0019). The
 * subject tells the team at a glance what the message asks.
 */
export function comeBackHref(locale: Locale): string {
  return `${site.email.href}?subject=${encodeURIComponent(comeBackSubject[locale])}`;
}
