/**
 * Emails sent from the outbox table (a lead's notification to the team, a subscriber's
 * confirmation): a message is written in the same transaction as what it is about, then
 * delivered by whichever server claims it first, and retried with exponential back-off until
 * the SMTP server accepts it. An outage delays an email; it never loses one, and two servers
 * never send the same one.
 */
import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import { categories } from "~/content/catalogue";
import type { Store } from "./db.server";
import type { Database } from "./db-schema.server";
import type { ServerEnv } from "./env.server";
import { errorText } from "./errors";
import { Leads, type StoredLead } from "./leads.server";

export type Mail = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  messageId: string;
  headers?: Record<string, string>;
  /** A calendar invitation, sent as the text/calendar alternative that mail programs act on. */
  icalEvent?: { method: "REQUEST" | "CANCEL"; filename: string; content: string };
};

export type SendMail = (message: Mail) => Promise<unknown>;

export const outboxKinds = [
  "lead",
  "confirm",
  "booking-visitor",
  "booking-host",
  "reminder-24h",
  "reminder-1h",
  "reminder-host",
  "booking-move-request",
  "host-agenda",
] as const;
export type OutboxKind = (typeof outboxKinds)[number];

export type OutboxMessage = {
  id: number;
  /**
   * "lead": a new lead's notification to the team; "confirm": a subscriber's confirmation; a
   * booking's invitation (or update, or cancellation) to the visitor or the host; a reminder;
   * "host-agenda": a host's meetings of the next business day (its row in `booking_agendas`).
   */
  kind: OutboxKind;
  leadId: number | null;
  subscriberId: number | null;
  bookingId: number | null;
  /** The booking's sequence when queued: a message overtaken by a later change is not sent. */
  bookingSequence: number | null;
  attempts: number;
  nextAttemptAt: number;
  sentAt: number | null;
  lastError: string | null;
  /** The delivery pass that holds it (null when free), and until when. */
  claim: string | null;
  claimedUntil: number | null;
};

/**
 * The outbox table's rows: claimed with an expiring lease, so two servers never hold one
 * message at once and a server that dies lets go of its messages when the lease runs out.
 */
export class OutboxQueue {
  constructor(private readonly store: Store) {}

  /**
   * Takes up to `limit` notifications that are due and held by nobody, for `leaseMs`: another
   * server (or this one's next pass) sees them only once the lease runs out. PostgreSQL skips
   * rows another transaction is claiming; SQLite runs one writer at a time.
   */
  async claimDue(
    now: number,
    { leaseMs, limit = 10 }: { leaseMs: number; limit?: number },
  ): Promise<OutboxMessage[]> {
    let due = this.store.db
      .selectFrom("outbox")
      .select("id")
      .where("sent_at", "is", null)
      .where("next_attempt_at", "<=", now)
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", now)]))
      .orderBy("id")
      .limit(limit);
    if (this.store.engine === "postgres") due = due.forUpdate().skipLocked();
    const rows = await this.store.db
      .updateTable("outbox")
      .set({ claim: randomUUID(), claimed_until: now + leaseMs })
      .where("id", "in", due)
      .returningAll()
      .execute();
    return rows.map(toMessage).sort((a, b) => a.id - b.id);
  }

  async all(): Promise<OutboxMessage[]> {
    const rows = await this.store.db.selectFrom("outbox").selectAll().orderBy("id").execute();
    return rows.map(toMessage);
  }

  /** Records a delivery; false when the claim was no longer this pass's (the lease ran out). */
  async markSent(message: OutboxMessage, now: number): Promise<boolean> {
    const result = await this.store.db
      .updateTable("outbox")
      .set({ sent_at: now, claim: null, claimed_until: null })
      .where("id", "=", message.id)
      .where("claim", "=", message.claim)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Schedules the next attempt and frees the message. */
  async markFailed(message: OutboxMessage, nextAttemptAt: number, error: string) {
    await this.store.db
      .updateTable("outbox")
      .set((eb) => ({
        attempts: eb("attempts", "+", 1),
        next_attempt_at: nextAttemptAt,
        last_error: error.slice(0, 500),
        claim: null,
        claimed_until: null,
      }))
      .where("id", "=", message.id)
      .where("claim", "=", message.claim)
      .execute();
  }
}

/** The email a queued message stands for, or null when there is nothing to send any more. */
export type Compose = (message: OutboxMessage) => Promise<Mail | null>;

/** Lead notifications only (the outbox of a store with no subscriber emails to write). */
export const composeLeadEmails =
  (store: Store, env: Pick<ServerEnv, "LEADS_TO" | "MAIL_FROM">, origin?: string): Compose =>
  async (message) => {
    const lead = message.leadId === null ? undefined : await new Leads(store).byId(message.leadId);
    return lead ? leadEmail(lead, env, origin) : null;
  };

/** Back-off after the nth failure: base, 2×base, 4×base… capped at max. */
export function retryDelay(failures: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, failures - 1));
}

/** A plain-text email: visitor input only in the body and in header values with no line breaks. */
export function leadEmail(
  lead: StoredLead,
  env: Pick<ServerEnv, "LEADS_TO" | "MAIL_FROM">,
  /** The site's address: the email then links to the lead's page in the back office. */
  origin?: string,
): Mail {
  const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, " ").slice(0, 120);
  const services = lead.services
    .map((slug) => categories.find((category) => category.slug === slug)?.name ?? slug)
    .join(", ");
  return {
    from: env.MAIL_FROM,
    to: env.LEADS_TO,
    // One id per lead: a mail system that sees the same message twice can tell.
    messageId: `<lead-${lead.id}.${lead.createdAt.replace(/\D/g, "")}@${env.MAIL_FROM.split("@")[1]}>`,
    replyTo: oneLine(lead.email),
    subject: oneLine(
      `New enquiry #${lead.id}${lead.language === "fr" ? " [FR]" : ""}: ${lead.firstName} ${lead.lastName}, ${lead.company}`,
    ),
    text: [
      `Enquiry #${lead.id}, received ${lead.createdAt}`,
      "",
      `Name: ${lead.firstName} ${lead.lastName}`,
      `Company: ${lead.company}`,
      `Email: ${lead.email}`,
      `Phone: ${lead.phone ?? "not given"}`,
      `Services: ${services}`,
      `Budget: ${lead.budget}`,
      `Call back: ${lead.callbackTime}`,
      `Marketing email: ${lead.marketingConsent ? "yes (consent recorded)" : "no"}`,
      `Language: ${lead.language === "fr" ? "French (reply in French)" : "English"}`,
      `Sent from: ${lead.sourcePage}`,
      "",
      "Project description:",
      lead.description,
      ...(origin ? ["", `Open it in the back office: ${origin}/admin/leads/${lead.id}`] : []),
    ].join("\n"),
  };
}

/**
 * Delivers what is due, one pass at a time in this process. Each pass claims its messages in
 * the database with a lease, so a second server never takes them while this one is sending,
 * and takes them once the lease has run out if this one died. A database error ends the pass;
 * the next poll tries again.
 */
export class Outbox {
  private readonly queue: OutboxQueue;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    store: Store,
    private readonly send: SendMail,
    private readonly env: ServerEnv,
    private readonly log: (...line: unknown[]) => void = console.error,
    private readonly compose: Compose = composeLeadEmails(store, env),
  ) {
    this.queue = new OutboxQueue(store);
  }

  start() {
    this.timer = setInterval(() => void this.flush(), this.env.OUTBOX_POLL_MS);
    this.timer.unref();
    void this.flush();
  }

  /** No new pass starts; resolves once the one under way (if any) has recorded its sends. */
  stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    return this.running ?? Promise.resolve();
  }

  flush(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.running ??= this.deliver()
      .catch((error) => this.log("Outbox: the pass stopped:", errorText(error)))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  private async deliver() {
    const leaseMs = this.env.OUTBOX_LEASE_MS;
    for (const message of await this.queue.claimDue(Date.now(), { leaseMs })) {
      // A send must end well inside the lease; what is left waits for the lease to run out.
      if (Date.now() > (message.claimedUntil ?? 0) - leaseMs / 2) break;
      // A lead deleted on request, an address confirmed or gone: nothing to send.
      const mail = await this.compose(message);
      if (!mail) {
        await this.queue.markSent(message, Date.now());
        continue;
      }
      try {
        await this.send(mail);
      } catch (error) {
        const delay = retryDelay(
          message.attempts + 1,
          this.env.OUTBOX_RETRY_BASE_MS,
          this.env.OUTBOX_RETRY_MAX_MS,
        );
        await this.queue.markFailed(message, Date.now() + delay, errorText(error));
        continue;
      }
      await this.recordSent(message);
    }
  }

  /**
   * The email is out: record it, retrying while the lease is still this pass's, so that a
   * database restart between the two does not send it a second time.
   */
  private async recordSent(message: OutboxMessage) {
    for (let wait = 100; ; wait = Math.min(wait * 2, 2000)) {
      try {
        if (!(await this.queue.markSent(message, Date.now()))) {
          this.log(`Outbox: message ${message.id} was sent after its lease ran out`);
        }
        return;
      } catch (error) {
        if (Date.now() + wait >= (message.claimedUntil ?? 0)) {
          this.log(
            `Outbox: message ${message.id} was sent but could not be recorded:`,
            errorText(error),
          );
          throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }
}

function toMessage(row: Selectable<Database["outbox"]>): OutboxMessage {
  const orNull = (value: number | null) => (value === null ? null : Number(value));
  return {
    id: Number(row.id),
    kind: (outboxKinds as readonly string[]).includes(row.kind) ? (row.kind as OutboxKind) : "lead",
    leadId: orNull(row.lead_id),
    subscriberId: orNull(row.subscriber_id),
    bookingId: orNull(row.booking_id),
    bookingSequence: orNull(row.booking_sequence),
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.next_attempt_at),
    sentAt: orNull(row.sent_at),
    lastError: row.last_error,
    claim: row.claim,
    claimedUntil: orNull(row.claimed_until),
  };
}
