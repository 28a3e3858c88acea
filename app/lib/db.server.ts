/**
 * The one module that knows where leads live: an embedded SQLite file under DATA_DIR, opened
 * in WAL mode with full fsync, its schema brought up to date by versioned migrations on first
 * use. Routes, scripts and tests go through `openStore()`; another engine would be another
 * implementation of `LeadStore`, with nothing above it changing.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { type Client, createClient, type InValue } from "@libsql/client";

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

export type StoredLead = NewLead & { id: number; createdAt: string };

export type NewSubscriber = {
  email: string;
  consentWording: string;
  sourcePage: string;
  /** The language of the page the address was given on: "en" or "fr". */
  language: string;
};
export type StoredSubscriber = NewSubscriber & { id: number; createdAt: string };

export type OutboxMessage = {
  id: number;
  leadId: number;
  attempts: number;
  nextAttemptAt: number;
  sentAt: number | null;
  lastError: string | null;
};

/** Each entry runs once, in order, inside a transaction; never edit one that has shipped. */
const migrations: readonly string[][] = [
  [
    `CREATE TABLE leads (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      created_at TEXT NOT NULL,
      first_name TEXT NOT NULL,
      last_name TEXT NOT NULL,
      company TEXT NOT NULL,
      email TEXT NOT NULL,
      phone TEXT,
      services TEXT NOT NULL,
      budget TEXT NOT NULL,
      callback_time TEXT NOT NULL,
      description TEXT NOT NULL,
      marketing_consent INTEGER NOT NULL,
      consent_wording TEXT,
      source_page TEXT NOT NULL
    )`,
    `CREATE TABLE subscribers (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      created_at TEXT NOT NULL,
      email TEXT NOT NULL UNIQUE COLLATE NOCASE,
      consent_wording TEXT NOT NULL,
      source_page TEXT NOT NULL
    )`,
    `CREATE TABLE outbox (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      lead_id INTEGER NOT NULL REFERENCES leads(id),
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL,
      sent_at INTEGER,
      last_error TEXT
    )`,
    "CREATE INDEX outbox_pending ON outbox (sent_at, next_attempt_at)",
    `CREATE TABLE settings (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL
    )`,
  ],
  // The French site: each lead and subscriber keeps the language it was given in.
  [
    "ALTER TABLE leads ADD COLUMN language TEXT NOT NULL DEFAULT 'en'",
    "ALTER TABLE subscribers ADD COLUMN language TEXT NOT NULL DEFAULT 'en'",
  ],
];

export class LeadStore {
  private constructor(private readonly db: Client) {}

  static async open(dataDir: string): Promise<LeadStore> {
    mkdirSync(dataDir, { recursive: true });
    const db = createClient({ url: `file:${path.resolve(dataDir, "maplestack.db")}` });
    await db.execute("PRAGMA journal_mode = WAL");
    // A success response follows a commit that is on disk, not in the page cache.
    await db.execute("PRAGMA synchronous = FULL");
    await db.execute("PRAGMA busy_timeout = 5000");
    await db.execute("PRAGMA foreign_keys = ON");
    const store = new LeadStore(db);
    await store.migrate();
    return store;
  }

  private async migrate() {
    const row = (await this.db.execute("PRAGMA user_version")).rows[0];
    const version = Number(row?.user_version ?? 0);
    for (const [index, statements] of migrations.entries()) {
      if (index < version) continue;
      await this.db.batch([...statements, `PRAGMA user_version = ${index + 1}`], "write");
    }
  }

  /** Stores a lead and its notification in one transaction; resolves once committed. */
  async addLead(lead: NewLead, { notify }: { notify: boolean }): Promise<number> {
    const tx = await this.db.transaction("write");
    try {
      const result = await tx.execute({
        sql: `INSERT INTO leads (created_at, first_name, last_name, company, email, phone,
          services, budget, callback_time, description, marketing_consent, consent_wording,
          source_page, language) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        args: [
          new Date().toISOString(),
          lead.firstName,
          lead.lastName,
          lead.company,
          lead.email,
          lead.phone,
          JSON.stringify(lead.services),
          lead.budget,
          lead.callbackTime,
          lead.description,
          lead.marketingConsent ? 1 : 0,
          lead.consentWording,
          lead.sourcePage,
          lead.language,
        ],
      });
      const id = Number(result.lastInsertRowid);
      if (notify) {
        await tx.execute({
          sql: "INSERT INTO outbox (lead_id, next_attempt_at) VALUES (?, ?)",
          args: [id, Date.now()],
        });
      }
      await tx.commit();
      return id;
    } finally {
      tx.close();
    }
  }

  /** Subscribes an address; a second subscription of the same address changes nothing. */
  async addSubscriber(subscriber: NewSubscriber): Promise<{ created: boolean }> {
    const result = await this.db.execute({
      sql: `INSERT INTO subscribers (created_at, email, consent_wording, source_page, language)
        VALUES (?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING`,
      args: [
        new Date().toISOString(),
        subscriber.email,
        subscriber.consentWording,
        subscriber.sourcePage,
        subscriber.language,
      ],
    });
    return { created: result.rowsAffected === 1 };
  }

  async leads(): Promise<StoredLead[]> {
    const result = await this.db.execute("SELECT * FROM leads ORDER BY id");
    return result.rows.map((row) => ({
      id: Number(row.id),
      createdAt: String(row.created_at),
      firstName: String(row.first_name),
      lastName: String(row.last_name),
      company: String(row.company),
      email: String(row.email),
      phone: row.phone === null ? null : String(row.phone),
      services: JSON.parse(String(row.services)) as string[],
      budget: String(row.budget),
      callbackTime: String(row.callback_time),
      description: String(row.description),
      marketingConsent: Number(row.marketing_consent) === 1,
      consentWording: row.consent_wording === null ? null : String(row.consent_wording),
      sourcePage: String(row.source_page),
      language: String(row.language),
    }));
  }

  async lead(id: number): Promise<StoredLead | undefined> {
    return (await this.leads()).find((lead) => lead.id === id);
  }

  async subscribers(): Promise<StoredSubscriber[]> {
    const result = await this.db.execute("SELECT * FROM subscribers ORDER BY id");
    return result.rows.map((row) => ({
      id: Number(row.id),
      createdAt: String(row.created_at),
      email: String(row.email),
      consentWording: String(row.consent_wording),
      sourcePage: String(row.source_page),
      language: String(row.language),
    }));
  }

  /** Notifications due now, oldest first. */
  async dueMessages(now: number, limit = 10): Promise<OutboxMessage[]> {
    const result = await this.db.execute({
      sql: `SELECT * FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= ?
        ORDER BY id LIMIT ?`,
      args: [now, limit],
    });
    return result.rows.map(toMessage);
  }

  async outbox(): Promise<OutboxMessage[]> {
    return (await this.db.execute("SELECT * FROM outbox ORDER BY id")).rows.map(toMessage);
  }

  async markSent(id: number, now: number) {
    await this.db.execute({ sql: "UPDATE outbox SET sent_at = ? WHERE id = ?", args: [now, id] });
  }

  async markFailed(id: number, nextAttemptAt: number, error: string) {
    await this.db.execute({
      sql: `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ?
        WHERE id = ?`,
      args: [nextAttemptAt, error.slice(0, 500), id],
    });
  }

  /** A value kept across restarts (the form-signing secret), created on first request. */
  async setting(key: string, create: () => string): Promise<string> {
    const args: InValue[] = [key, create()];
    await this.db.execute({
      sql: "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING",
      args,
    });
    const row = (
      await this.db.execute({ sql: "SELECT value FROM settings WHERE key = ?", args: [key] })
    ).rows[0];
    return String(row?.value);
  }

  async ping(): Promise<void> {
    await this.db.execute("SELECT count(*) FROM leads");
  }

  close() {
    this.db.close();
  }
}

function toMessage(row: Record<string, unknown>): OutboxMessage {
  return {
    id: Number(row.id),
    leadId: Number(row.lead_id),
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.next_attempt_at),
    sentAt: row.sent_at === null ? null : Number(row.sent_at),
    lastError: row.last_error === null ? null : String(row.last_error),
  };
}
