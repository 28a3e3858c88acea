/**
 * Lead notifications, sent from the outbox table: a message is written in the same transaction
 * as its lead, then delivered by this loop and retried with exponential back-off until the
 * SMTP server accepts it. An outage delays a notification; it never loses one.
 */
import { categories } from "~/content/catalogue";
import type { LeadStore, StoredLead } from "./db.server";
import type { ServerEnv } from "./env.server";

export type SendMail = (message: {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
}) => Promise<unknown>;

/** Back-off after the nth failure: base, 2×base, 4×base… capped at max. */
export function retryDelay(failures: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, failures - 1));
}

/** A plain-text e-mail: visitor input only in the body and in header values with no line breaks. */
export function leadEmail(lead: StoredLead, env: Pick<ServerEnv, "LEADS_TO" | "MAIL_FROM">) {
  const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, " ").slice(0, 120);
  const services = lead.services
    .map((slug) => categories.find((category) => category.slug === slug)?.name ?? slug)
    .join(", ");
  return {
    from: env.MAIL_FROM,
    to: env.LEADS_TO,
    replyTo: oneLine(lead.email),
    subject: oneLine(
      `New enquiry #${lead.id}${lead.language === "fr" ? " [FR]" : ""}: ${lead.firstName} ${lead.lastName}, ${lead.company}`,
    ),
    text: [
      `Enquiry #${lead.id}, received ${lead.createdAt}`,
      "",
      `Name: ${lead.firstName} ${lead.lastName}`,
      `Company: ${lead.company}`,
      `E-mail: ${lead.email}`,
      `Phone: ${lead.phone ?? "not given"}`,
      `Services: ${services}`,
      `Budget: ${lead.budget}`,
      `Call back: ${lead.callbackTime}`,
      `Marketing e-mail: ${lead.marketingConsent ? "yes (consent recorded)" : "no"}`,
      `Language: ${lead.language === "fr" ? "French (reply in French)" : "English"}`,
      `Sent from: ${lead.sourcePage}`,
      "",
      "Project description:",
      lead.description,
    ].join("\n"),
  };
}

export class Outbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly store: LeadStore,
    private readonly send: SendMail,
    private readonly env: ServerEnv,
  ) {}

  start() {
    this.timer = setInterval(() => void this.flush(), this.env.OUTBOX_POLL_MS);
    this.timer.unref();
    void this.flush();
  }

  stop() {
    clearInterval(this.timer);
  }

  /** Sends what is due; one pass at a time, so a slow server never gets a message twice. */
  flush(): Promise<void> {
    this.running ??= this.deliver().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async deliver() {
    for (const message of await this.store.dueMessages(Date.now())) {
      const lead = await this.store.lead(message.leadId);
      if (!lead) continue;
      try {
        await this.send(leadEmail(lead, this.env));
        await this.store.markSent(message.id, Date.now());
      } catch (error) {
        const delay = retryDelay(
          message.attempts + 1,
          this.env.OUTBOX_RETRY_BASE_MS,
          this.env.OUTBOX_RETRY_MAX_MS,
        );
        await this.store.markFailed(message.id, Date.now() + delay, String(error));
      }
    }
  }
}
