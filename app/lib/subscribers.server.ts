/**
 * The newsletter's addresses: a request waits for its confirmation, one confirmation email per
 * address a month at most, and an address that unsubscribed stays on the do-not-email list
 * (its SHA-256) that no purge removes. The handlers and emails are in newsletter.server.
 */
import type { Selectable } from "kysely";
import type { Store } from "./db.server";
import { addressHash, type Database } from "./db-schema.server";

export type NewSubscriber = {
  email: string;
  consentWording: string;
  sourcePage: string;
  /** The language of the page the address was given on: "en" or "fr". */
  language: string;
};
export type SubscriberStatus = "unconfirmed" | "confirmed" | "unsubscribed";
export type StoredSubscriber = NewSubscriber & {
  id: number;
  createdAt: string;
  status: SubscriberStatus;
  requestedAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
};

/** What a subscription request did: a confirmation email is queued for "asked". */
export type SubscribeOutcome = "asked" | "already-asked" | "already-subscribed";

/**
 * One confirmation email per address in this long, whatever the address's state: the form
 * cannot be used to flood an inbox, or to pester someone who unsubscribed.
 */
export const CONFIRMATION_EVERY_MS = 30 * 24 * 60 * 60 * 1000;

export class Subscribers {
  constructor(private readonly store: Store) {}

  /**
   * Asks to subscribe an address: stored as unconfirmed, with a confirmation email queued in the
   * same transaction. It counts as subscribed only once confirmed. An address is sent one
   * confirmation email per `CONFIRMATION_EVERY_MS` at most, claimed by an upsert that only one
   * of several requests at once can win; an address that unsubscribed may ask again.
   */
  async add(subscriber: NewSubscriber, now = new Date()): Promise<SubscribeOutcome> {
    const email = subscriber.email.toLowerCase();
    const at = now.toISOString();
    const requestedBefore = now.getTime() - CONFIRMATION_EVERY_MS;
    const request = {
      consent_wording: subscriber.consentWording,
      source_page: subscriber.sourcePage,
      language: subscriber.language,
      status: "unconfirmed",
      requested_at: at,
    };
    return this.store.db.transaction().execute(async (trx) => {
      const queue = async (id: number) => {
        await trx
          .insertInto("outbox")
          .values({ kind: "confirm", subscriber_id: id, next_attempt_at: now.getTime() })
          .execute();
        return "asked" as const;
      };
      const existing = await trx
        .selectFrom("subscribers")
        .select(["id", "status"])
        .where("email", "=", email)
        .executeTakeFirst();
      if (existing?.status === "confirmed") return "already-subscribed";
      const claimed = await trx
        .insertInto("newsletter_requests")
        .values({ email_hash: addressHash(email), requested_at: now.getTime() })
        .onConflict((conflict) =>
          conflict
            .column("email_hash")
            .doUpdateSet({ requested_at: now.getTime() })
            .where("newsletter_requests.requested_at", "<=", requestedBefore),
        )
        .returning("email_hash")
        .executeTakeFirst();
      if (!claimed) return "already-asked";
      if (existing) {
        await trx.updateTable("subscribers").set(request).where("id", "=", existing.id).execute();
        return queue(Number(existing.id));
      }
      const { id } = await trx
        .insertInto("subscribers")
        .values({ created_at: at, email, ...request })
        .returning("id")
        .executeTakeFirstOrThrow();
      return queue(Number(id));
    });
  }

  async byId(id: number): Promise<StoredSubscriber | undefined> {
    const row = await this.store.db
      .selectFrom("subscribers")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    return row && toSubscriber(row);
  }

  /**
   * Confirms an unconfirmed address; false when it is not waiting for confirmation. Its owner
   * has just asked for the newsletter from its inbox, so it leaves the do-not-email list.
   */
  async confirm(id: number, now = new Date()): Promise<boolean> {
    return this.store.db.transaction().execute(async (trx) => {
      const confirmed = await trx
        .updateTable("subscribers")
        .set({ status: "confirmed", confirmed_at: now.toISOString() })
        .where("id", "=", id)
        .where("status", "=", "unconfirmed")
        .returning("email")
        .executeTakeFirst();
      if (!confirmed) return false;
      await trx
        .deleteFrom("newsletter_suppressions")
        .where("email_hash", "=", addressHash(confirmed.email))
        .execute();
      return true;
    });
  }

  /**
   * Takes an address off the list at once. It stays as "unsubscribed", and on the do-not-email
   * list (the suppression list the privacy policy describes) even once the row goes; any
   * confirmation still queued for it is dropped.
   */
  async unsubscribe(id: number, now = new Date()): Promise<void> {
    await this.store.db.transaction().execute(async (trx) => {
      const left = await trx
        .updateTable("subscribers")
        .set({ status: "unsubscribed", unsubscribed_at: now.toISOString() })
        .where("id", "=", id)
        .where("status", "!=", "unsubscribed")
        .returning("email")
        .executeTakeFirst();
      if (left) {
        await trx
          .insertInto("newsletter_suppressions")
          .values({ email_hash: addressHash(left.email), unsubscribed_at: now.toISOString() })
          .onConflict((conflict) => conflict.column("email_hash").doNothing())
          .execute();
      }
      await trx
        .deleteFrom("outbox")
        .where("subscriber_id", "=", id)
        .where("sent_at", "is", null)
        .execute();
    });
  }

  /**
   * Removes addresses never confirmed within `maxAgeMs` of asking, with their emails, and the
   * record of confirmation emails old enough to allow another. The do-not-email list stays.
   */
  async purgeUnconfirmed(maxAgeMs: number, now = new Date()): Promise<number> {
    const limit = new Date(now.getTime() - maxAgeMs).toISOString();
    return this.store.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom("newsletter_requests")
        .where("requested_at", "<=", now.getTime() - CONFIRMATION_EVERY_MS)
        .execute();
      const stale = trx
        .selectFrom("subscribers")
        .select("id")
        .where("status", "=", "unconfirmed")
        .where((eb) => eb(eb.fn.coalesce("requested_at", "created_at"), "<", limit));
      await trx.deleteFrom("outbox").where("subscriber_id", "in", stale).execute();
      const deleted = await trx
        .deleteFrom("subscribers")
        .where("status", "=", "unconfirmed")
        .where((eb) => eb(eb.fn.coalesce("requested_at", "created_at"), "<", limit))
        .executeTakeFirst();
      return Number(deleted.numDeletedRows);
    });
  }

  async list(status?: SubscriberStatus): Promise<StoredSubscriber[]> {
    let query = this.store.db.selectFrom("subscribers").selectAll().orderBy("id");
    if (status) query = query.where("status", "=", status);
    return (await query.execute()).map(toSubscriber);
  }
}

/** A subscribers row as the rest of the code reads it. */
export function toSubscriber(row: Selectable<Database["subscribers"]>): StoredSubscriber {
  return {
    id: Number(row.id),
    createdAt: row.created_at,
    email: row.email,
    consentWording: row.consent_wording,
    sourcePage: row.source_page,
    language: row.language,
    status: (["confirmed", "unsubscribed"].includes(row.status)
      ? row.status
      : "unconfirmed") as SubscriberStatus,
    requestedAt: row.requested_at ?? row.created_at,
    confirmedAt: row.confirmed_at,
    unsubscribedAt: row.unsubscribed_at,
  };
}
