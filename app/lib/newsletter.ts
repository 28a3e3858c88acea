/**
 * The newsletter's rule and messages (spec §5, §8) and the one function that submits an
 * address. Storing subscriptions on the server replaces `subscribeToNewsletter` only.
 */
export const newsletterMessages = {
  invalid: "Please enter a valid email address",
  success: "Thanks for subscribing!",
} as const;

/** How long the success message stays before it clears (spec §9). */
export const NEWSLETTER_MESSAGE_MS = 3000;

export function isAcceptableEmail(value: string): boolean {
  const email = value.trim();
  return email.length > 0 && email.includes("@");
}

export type NewsletterResult = { ok: true; message: string } | { ok: false; message: string };

export async function subscribeToNewsletter(email: string): Promise<NewsletterResult> {
  if (!isAcceptableEmail(email)) return { ok: false, message: newsletterMessages.invalid };
  return { ok: true, message: newsletterMessages.success };
}
