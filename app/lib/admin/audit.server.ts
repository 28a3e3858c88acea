/**
 * The audit log: who did what in the back office, and what ran unattended (the command line,
 * the retention rule). A change writes its line in its own transaction, so the log never tells
 * of a change that did not happen; the log page reads it newest first.
 */
import type { Kysely, Transaction } from "kysely";
import type { Store } from "../db.server";
import type { Database } from "../db-schema.server";
import type { Staff } from "./auth.server";
import { PAGE_SIZE } from "./fields";

/** A person, or what acted without one. */
export type Actor = Staff | "command line" | "retention rule" | "schedule";

export type AuditDetails = { leadId?: number | null; detail?: string; at?: string };

export class AuditLog {
  constructor(private readonly store: Store) {}

  /** One line, in `db` when given (the transaction of the change it records). */
  async record(
    actor: Actor,
    action: string,
    { leadId = null, detail = "", at = new Date().toISOString() }: AuditDetails = {},
    db: Kysely<Database> | Transaction<Database> = this.store.db,
  ): Promise<void> {
    await db
      .insertInto("audit_log")
      .values({
        at,
        staff_id: typeof actor === "string" ? null : actor.id,
        staff_email: typeof actor === "string" ? actor : actor.email,
        action,
        lead_id: leadId,
        detail: detail.slice(0, 500),
      })
      .execute();
  }

  /** One page of the log, newest first. */
  async list(page: number) {
    const db = this.store.db;
    const rows = await db
      .selectFrom("audit_log")
      .selectAll()
      .orderBy("id", "desc")
      .limit(PAGE_SIZE * 2)
      .offset((page - 1) * PAGE_SIZE * 2)
      .execute();
    const total = await db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    return {
      entries: rows.map((row) => ({
        id: Number(row.id),
        at: row.at,
        staffEmail: row.staff_email,
        action: row.action,
        leadId: row.lead_id === null ? null : Number(row.lead_id),
        detail: row.detail,
      })),
      pages: Math.max(1, Math.ceil(Number(total.count) / (PAGE_SIZE * 2))),
    };
  }
}
