/**
 * Leads, as the quote form stores them and the rest of the code reads them: a lead and its
 * notification are written in one transaction, and a form token is claimed with the lead that
 * used it. The back office's work on leads (filters, history, deletion) is in admin/inbox.
 */
import type { Selectable, Transaction } from "kysely";
import type { Store } from "./db.server";
import type { Database } from "./db-schema.server";

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

export class Leads {
  constructor(private readonly store: Store) {}

  /** Stores a lead and its notification in one transaction; resolves once committed. */
  async add(lead: NewLead, { notify }: { notify: boolean }): Promise<number> {
    return this.store.db.transaction().execute((trx) => insertLead(trx, lead, notify));
  }

  /**
   * Stores a lead sent with a form token not used before, claiming the token in the same
   * transaction: of several posts with one token, at once or not, one stores a lead (the
   * others' insert of the token conflicts) and the others get undefined. A lead that fails to
   * store leaves the token unused.
   */
  async addOnce(
    lead: NewLead,
    token: { hash: string; expiresAt: number },
    { notify }: { notify: boolean },
  ): Promise<number | undefined> {
    return this.store.db.transaction().execute(async (trx) => {
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
    const result = await this.store.db
      .deleteFrom("used_form_tokens")
      .where("expires_at", "<", now)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async all(): Promise<StoredLead[]> {
    const rows = await this.store.db.selectFrom("leads").selectAll().orderBy("id").execute();
    return rows.map(toLead);
  }

  async byId(id: number): Promise<StoredLead | undefined> {
    const row = await this.store.db
      .selectFrom("leads")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    return row && toLead(row);
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
