/**
 * The one module that knows where leads live. Without DATABASE_URL: an embedded SQLite file
 * under DATA_DIR (WAL, full fsync), nothing to set up. With `DATABASE_URL=postgres://…`:
 * PostgreSQL, shared by as many app servers as run. The same Kysely queries and the same
 * migrations serve both; where the engines differ, it is said in place. Everything two servers
 * must agree on lives here: leads, subscribers, the outbox and its claims, settings (the form
 * secret) and rate-limit windows.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";
import { Kysely, PostgresDialect, type Selectable, type Transaction } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { RateLimiterPostgres } from "rate-limiter-flexible";
import { addressHash, type Database, type Engine, migrationProvider } from "./db-schema.server";
import {
  type SqliteConnection,
  SqliteDialect,
  sqliteQueryAdapter,
  sqliteTurns,
} from "./sqlite.server";

export type { Engine } from "./db-schema.server";

export type NewLead = {
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  phone: string | null;
  services: string[];
  budget: string;
  callbackTime: string;
  description: string;
  marketingConsent: boolean;
  consentWording: string | null;
  sourcePage: string;
  /** The language of the page the lead was sent from: "en" or "fr". */
  language: string;
};

export type StoredLead = NewLead & { id: number; createdAt: string; status: string };

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

/** What a subscription request did: a confirmation e-mail is queued for "asked". */
export type SubscribeOutcome = "asked" | "already-asked" | "already-subscribed";

/**
 * One confirmation e-mail per address in this long, whatever the address's state: the form
 * cannot be used to flood an inbox, or to pester someone who unsubscribed.
 */
export const CONFIRMATION_EVERY_MS = 30 * 24 * 60 * 60 * 1000;

export type OutboxMessage = {
  id: number;
  /** "lead": a new lead's notification to the team; "confirm": a subscriber's confirmation. */
  kind: "lead" | "confirm";
  leadId: number | null;
  subscriberId: number | null;
  attempts: number;
  nextAttemptAt: number;
  sentAt: number | null;
  lastError: string | null;
  /** The delivery pass that holds it (null when free), and until when. */
  claim: string | null;
  claimedUntil: number | null;
};

/** Where the store lives: a PostgreSQL URL, or else an SQLite file in `dataDir`. */
export type StoreLocation = { databaseUrl?: string; dataDir: string };

export function describeLocation({ databaseUrl, dataDir }: StoreLocation): string {
  if (!databaseUrl) return `SQLite, ${path.join(dataDir, "maplestack.db")}`;
  const url = new URL(databaseUrl);
  return `PostgreSQL, ${url.host}${url.pathname}`;
}

/** A count of posts per key and window, shared by every server (`Store.rateLimiter`). */
export type RateLimiter = RateLimiterPostgres;

const INT8_OID = 20;

export class Store {
  private constructor(
    readonly engine: Engine,
    /** The query builder, for the back office's queries (app/lib/admin). */
    readonly db: Kysely<Database>,
    private readonly connection: { sqlite: SqliteConnection } | { pool: pg.Pool },
  ) {}

  static async open(location: StoreLocation): Promise<Store> {
    const store = location.databaseUrl
      ? Store.openPostgres(location.databaseUrl)
      : await Store.openSqlite(location.dataDir);
    try {
      await store.migrate();
    } catch (error) {
      await store.close();
      throw error;
    }
    return store;
  }

  private static async openSqlite(dataDir: string): Promise<Store> {
    mkdirSync(dataDir, { recursive: true });
    const file = path.resolve(dataDir, "maplestack.db");
    // `timeout` is each connection's busy timeout: writers in other processes queue instead of
    // failing; in this one they take turns (sqlite.server.ts).
    const client = createClient({ url: `file:${file}`, timeout: 5000 });
    const sqlite = { client, turns: sqliteTurns(file) };
    await client.execute("PRAGMA journal_mode = WAL");
    // A success response follows a commit that is on disk, not in the page cache.
    await client.execute("PRAGMA synchronous = FULL");
    return new Store("sqlite", new Kysely<Database>({ dialect: new SqliteDialect(sqlite) }), {
      sqlite,
    });
  }

  private static openPostgres(databaseUrl: string): Store {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
      // Epoch milliseconds are bigint columns; they fit a JavaScript number exactly.
      types: {
        getTypeParser: ((oid: number, format?: "text" | "binary") =>
          oid === INT8_OID
            ? (value: string) => Number(value)
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // A connection the database drops (a restart) is replaced on next use: its error, whether
    // it sat idle in the pool or was checked out, must not take the process down. The query it
    // was running fails on its own.
    const lost = (error: Error) => console.error("PostgreSQL connection lost:", error.message);
    pool.on("error", lost);
    pool.on("connect", (client) => client.on("error", lost));
    return new Store("postgres", new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), {
      pool,
    });
  }

  /** Brings the schema up to date; two servers starting together take turns (a lock). */
  private async migrate() {
    const migrator = new Migrator({ db: this.db, provider: migrationProvider(this.engine) });
    const { error, results } = await migrator.migrateToLatest();
    if (error) {
      const failed = results?.find((result) => result.status === "Error")?.migrationName;
      throw new Error(`Database migration ${failed ?? ""} failed: ${String(error)}`);
    }
  }

  /** Stores a lead and its notification in one transaction; resolves once committed. */
  async addLead(lead: NewLead, { notify }: { notify: boolean }): Promise<number> {
    return this.db.transaction().execute((trx) => insertLead(trx, lead, notify));
  }

  /**
   * Stores a lead sent with a form token not used before, claiming the token in the same
   * transaction: of several posts with one token, at once or not, one stores a lead (the
   * others' insert of the token conflicts) and the others get undefined. A lead that fails to
   * store leaves the token unused.
   */
  async addLeadOnce(
    lead: NewLead,
    token: { hash: string; expiresAt: number },
    { notify }: { notify: boolean },
  ): Promise<number | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto("used_form_tokens")
        .values({ token_hash: token.hash, expires_at: token.expiresAt })
        .onConflict((conflict) => conflict.column("token_hash").doNothing())
        .returning("token_hash")
        .executeTakeFirst();
      return claimed ? insertLead(trx, lead, notify) : undefined;
    });
  }

  /** Forgets used form tokens that have expired anyway; returns how many. */
  async sweepUsedTokens(now = Date.now()): Promise<number> {
    const result = await this.db
      .deleteFrom("used_form_tokens")
      .where("expires_at", "<", now)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /**
   * Asks to subscribe an address: stored as unconfirmed, with a confirmation e-mail queued in the
   * same transaction. It counts as subscribed only once confirmed. An address is sent one
   * confirmation e-mail per `CONFIRMATION_EVERY_MS` at most, claimed by an upsert that only one
   * of several requests at once can win; an address that unsubscribed may ask again.
   */
  async addSubscriber(subscriber: NewSubscriber, now = new Date()): Promise<SubscribeOutcome> {
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
    return this.db.transaction().execute(async (trx) => {
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

  async subscriber(id: number): Promise<StoredSubscriber | undefined> {
    const row = await this.db
      .selectFrom("subscribers")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    return row && toSubscriber(row);
  }

  /**
   * Confirms an unconfirmed address; false when it is not waiting for confirmation. Its owner
   * has just asked for the newsletter from its inbox, so it leaves the do-not-e-mail list.
   */
  async confirmSubscriber(id: number, now = new Date()): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
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
   * Takes an address off the list at once. It stays as "unsubscribed", and on the do-not-e-mail
   * list (the suppression list the privacy policy describes) even once the row goes; any
   * confirmation still queued for it is dropped.
   */
  async unsubscribe(id: number, now = new Date()): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
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
   * Removes addresses never confirmed within `maxAgeMs` of asking, with their e-mails, and the
   * record of confirmation e-mails old enough to allow another. The do-not-e-mail list stays.
   */
  async purgeUnconfirmed(maxAgeMs: number, now = new Date()): Promise<number> {
    const limit = new Date(now.getTime() - maxAgeMs).toISOString();
    return this.db.transaction().execute(async (trx) => {
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

  async leads(): Promise<StoredLead[]> {
    const rows = await this.db.selectFrom("leads").selectAll().orderBy("id").execute();
    return rows.map(toLead);
  }

  async lead(id: number): Promise<StoredLead | undefined> {
    const row = await this.db
      .selectFrom("leads")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    return row && toLead(row);
  }

  async subscribers(status?: SubscriberStatus): Promise<StoredSubscriber[]> {
    let query = this.db.selectFrom("subscribers").selectAll().orderBy("id");
    if (status) query = query.where("status", "=", status);
    return (await query.execute()).map(toSubscriber);
  }

  /**
   * Takes up to `limit` notifications that are due and held by nobody, for `leaseMs`: another
   * server (or this one's next pass) sees them only once the lease runs out. PostgreSQL skips
   * rows another transaction is claiming; SQLite runs one writer at a time.
   */
  async claimDueMessages(
    now: number,
    { leaseMs, limit = 10 }: { leaseMs: number; limit?: number },
  ): Promise<OutboxMessage[]> {
    let due = this.db
      .selectFrom("outbox")
      .select("id")
      .where("sent_at", "is", null)
      .where("next_attempt_at", "<=", now)
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", now)]))
      .orderBy("id")
      .limit(limit);
    if (this.engine === "postgres") due = due.forUpdate().skipLocked();
    const rows = await this.db
      .updateTable("outbox")
      .set({ claim: randomUUID(), claimed_until: now + leaseMs })
      .where("id", "in", due)
      .returningAll()
      .execute();
    return rows.map(toMessage).sort((a, b) => a.id - b.id);
  }

  async outbox(): Promise<OutboxMessage[]> {
    const rows = await this.db.selectFrom("outbox").selectAll().orderBy("id").execute();
    return rows.map(toMessage);
  }

  /** Records a delivery; false when the claim was no longer this pass's (the lease ran out). */
  async markSent(message: OutboxMessage, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable("outbox")
      .set({ sent_at: now, claim: null, claimed_until: null })
      .where("id", "=", message.id)
      .where("claim", "=", message.claim)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Schedules the next attempt and frees the message. */
  async markFailed(message: OutboxMessage, nextAttemptAt: number, error: string) {
    await this.db
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

  /** A value kept across restarts and shared by every server (the form secret). */
  async setting(key: string, create: () => string): Promise<string> {
    await this.db
      .insertInto("settings")
      .values({ key, value: create() })
      .onConflict((conflict) => conflict.column("key").doNothing())
      .execute();
    const row = await this.db
      .selectFrom("settings")
      .select("value")
      .where("key", "=", key)
      .executeTakeFirstOrThrow();
    return row.value;
  }

  /**
   * A limiter of `points` posts per key and window, counted in the database so that every
   * server sees the same count. rate-limiter-flexible's PostgreSQL store runs its three
   * statements (an atomic upsert, a read, a delete) on PostgreSQL as they are, and on SQLite,
   * which understands them too, through a small adapter (docs/decisions/0008).
   */
  rateLimiter(name: string, { points, durationMs }: { points: number; durationMs: number }) {
    const storeClient =
      "pool" in this.connection ? this.connection.pool : sqliteQueryAdapter(this.connection.sqlite);
    return new RateLimiterPostgres({
      storeClient,
      storeType: "pool",
      tableName: "rate_limits",
      tableCreated: true,
      keyPrefix: name,
      points,
      duration: Math.max(1, Math.ceil(durationMs / 1000)),
    });
  }

  async ping(): Promise<void> {
    await this.db.selectFrom("settings").select("key").limit(1).execute();
  }

  async close(): Promise<void> {
    await this.db.destroy();
    if ("sqlite" in this.connection) this.connection.sqlite.client.close();
  }
}

/** A lead and, when asked, its notification, inside the caller's transaction. */
async function insertLead(trx: Transaction<Database>, lead: NewLead, notify: boolean) {
  const now = new Date().toISOString();
  const { id } = await trx
    .insertInto("leads")
    .values({
      created_at: now,
      last_activity_at: now,
      first_name: lead.firstName,
      last_name: lead.lastName,
      company: lead.company,
      email: lead.email,
      phone: lead.phone,
      services: JSON.stringify(lead.services),
      budget: lead.budget,
      callback_time: lead.callbackTime,
      description: lead.description,
      marketing_consent: lead.marketingConsent ? 1 : 0,
      consent_wording: lead.consentWording,
      source_page: lead.sourcePage,
      language: lead.language,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (notify) {
    await trx
      .insertInto("outbox")
      .values({ kind: "lead", lead_id: id, next_attempt_at: Date.now() })
      .execute();
  }
  return id;
}

/** A leads row as the rest of the code reads it. */
export function toLead(row: Selectable<Database["leads"]>): StoredLead {
  return {
    id: Number(row.id),
    createdAt: row.created_at,
    firstName: row.first_name,
    lastName: row.last_name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    services: JSON.parse(row.services) as string[],
    budget: row.budget,
    callbackTime: row.callback_time,
    description: row.description,
    marketingConsent: Number(row.marketing_consent) === 1,
    consentWording: row.consent_wording,
    sourcePage: row.source_page,
    language: row.language,
    status: row.status,
  };
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

function toMessage(row: Selectable<Database["outbox"]>): OutboxMessage {
  const orNull = (value: number | null) => (value === null ? null : Number(value));
  return {
    id: Number(row.id),
    kind: row.kind === "confirm" ? "confirm" : "lead",
    leadId: orNull(row.lead_id),
    subscriberId: orNull(row.subscriber_id),
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.next_attempt_at),
    sentAt: orNull(row.sent_at),
    lastError: row.last_error,
    claim: row.claim,
    claimedUntil: orNull(row.claimed_until),
  };
}
