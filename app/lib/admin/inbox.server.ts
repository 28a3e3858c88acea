/**
 * The leads inbox: the list with its filters, a lead's history (notes and status changes), the
 * export and the deletion a person may ask for (PIPEDA), and the retention rule that removes
 * personal data from leads nobody has worked on for LEAD_RETENTION_MONTHS. Every change is
 * written with its audit entry in one transaction.
 */
import { type ExpressionBuilder, type Selectable, sql } from "kysely";
import { categorySlugs } from "~/content/catalogue";
import { toCsv } from "../csv";
import type { Store } from "../db.server";
import type { Database } from "../db-schema.server";
import { budgetOptions } from "../forms/options";
import { type StoredLead, toLead } from "../leads.server";
import { AuditLog } from "./audit.server";
import type { Staff } from "./auth.server";
import { filterQuery, NOTE_MAX, PAGE_SIZE, type Status, statuses } from "./fields";
import { choiceParam, dayParam, pageParam, readQuery, textParam } from "./query";
import { torontoDayStart } from "./time";

export { filterQuery, NOTE_MAX, PAGE_SIZE, type Status, statuses };

/** The list's filters, as its address and the export's read them. */
const filterShape = {
  status: choiceParam(statuses),
  category: choiceParam(categorySlugs),
  budget: choiceParam(budgetOptions),
  language: choiceParam(["en", "fr"]),
  from: dayParam,
  to: dayParam,
  q: textParam(200),
  page: pageParam,
};

export function parseFilter(params: URLSearchParams) {
  return readQuery(params, filterShape);
}
export type LeadFilter = ReturnType<typeof parseFilter>;

export type LeadEvent = {
  id: number;
  at: string;
  staffEmail: string;
  kind: "status" | "note";
  fromStatus: string | null;
  toStatus: string | null;
  note: string | null;
};

export type InboxLead = StoredLead & { lastActivityAt: string; anonymisedAt: string | null };

type Where = ExpressionBuilder<Database, "leads">;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export class Inbox {
  private readonly audit: AuditLog;

  constructor(private readonly store: Store) {
    this.audit = new AuditLog(store);
  }

  private get db() {
    return this.store.db;
  }

  /** Every condition of the filter but the status (the status counts are taken across it). */
  private matches(filter: LeadFilter) {
    return (eb: Where) => {
      const all = [];
      if (filter.category) {
        all.push(eb("services", "like", `%${JSON.stringify(filter.category)}%`));
      }
      if (filter.budget) all.push(eb("budget", "=", filter.budget));
      if (filter.language) all.push(eb("language", "=", filter.language));
      if (filter.from) all.push(eb("created_at", ">=", torontoDayStart(filter.from)));
      if (filter.to) all.push(eb("created_at", "<", torontoDayStart(filter.to, 1)));
      if (filter.q) {
        const pattern = `%${escapeLike(filter.q.toLowerCase())}%`;
        const like = (text: ReturnType<typeof sql.ref> | ReturnType<typeof sql>) =>
          sql<boolean>`lower(${text}) like ${pattern} escape '\\'`;
        all.push(
          eb.or([
            ...(["first_name", "last_name", "company", "email", "description"] as const).map(
              (column) => like(sql.ref(column)),
            ),
            // "Ada Lovelace" finds the lead of that first and last name.
            like(sql`first_name || ' ' || last_name`),
          ]),
        );
      }
      return eb.and(all);
    };
  }

  /** One page of the list, newest first, its total, and the count of each status. */
  async list(filter: LeadFilter) {
    const base = this.db.selectFrom("leads").where(this.matches(filter));
    const withStatus = filter.status ? base.where("status", "=", filter.status) : base;
    const [rows, total, byStatus] = await Promise.all([
      withStatus
        .selectAll()
        .orderBy("id", "desc")
        .limit(PAGE_SIZE)
        .offset((filter.page - 1) * PAGE_SIZE)
        .execute(),
      withStatus.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
      base
        .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
        .groupBy("status")
        .execute(),
    ]);
    const counts = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<
      Status,
      number
    >;
    for (const row of byStatus) {
      if (row.status in counts) counts[row.status as Status] = Number(row.count);
    }
    return {
      leads: rows.map(toInboxLead),
      total: Number(total.count),
      counts,
      pages: Math.max(1, Math.ceil(Number(total.count) / PAGE_SIZE)),
    };
  }

  async lead(id: number): Promise<{ lead: InboxLead; events: LeadEvent[] } | undefined> {
    const row = await this.db
      .selectFrom("leads")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return undefined;
    const events = await this.db
      .selectFrom("lead_events")
      .selectAll()
      .where("lead_id", "=", id)
      .orderBy("id")
      .execute();
    return {
      lead: toInboxLead(row),
      events: events.map((event) => ({
        id: Number(event.id),
        at: event.at,
        staffEmail: event.staff_email,
        kind: event.kind === "note" ? "note" : "status",
        fromStatus: event.from_status,
        toStatus: event.to_status,
        note: event.note,
      })),
    };
  }

  /** Moves a lead to a status; false when there is no such lead. The same status is no change. */
  async setStatus(actor: Staff, id: number, status: Status): Promise<boolean> {
    const at = new Date().toISOString();
    return this.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom("leads")
        .select("status")
        .where("id", "=", id)
        .executeTakeFirst();
      if (!current) return false;
      if (current.status === status) return true;
      await trx
        .updateTable("leads")
        .set({ status, last_activity_at: at })
        .where("id", "=", id)
        .execute();
      await trx
        .insertInto("lead_events")
        .values({
          lead_id: id,
          at,
          staff_id: actor.id,
          staff_email: actor.email,
          kind: "status",
          from_status: current.status,
          to_status: status,
        })
        .execute();
      await this.audit.record(
        actor,
        "changed status",
        {
          at,
          leadId: id,
          detail: `${current.status} → ${status}`,
        },
        trx,
      );
      return true;
    });
  }

  async addNote(actor: Staff, id: number, note: string): Promise<boolean> {
    const at = new Date().toISOString();
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable("leads")
        .set({ last_activity_at: at })
        .where("id", "=", id)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) return false;
      await trx
        .insertInto("lead_events")
        .values({
          lead_id: id,
          at,
          staff_id: actor.id,
          staff_email: actor.email,
          kind: "note",
          note,
        })
        .execute();
      await this.audit.record(actor, "added a note", { at, leadId: id }, trx);
      return true;
    });
  }

  /**
   * Removes a lead and everything kept with it (notes, history, its notification), at the
   * person's request. The audit log keeps the lead's number and who deleted it, nothing else.
   */
  async deleteLead(actor: Staff, id: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom("lead_events").where("lead_id", "=", id).execute();
      await trx.deleteFrom("outbox").where("lead_id", "=", id).execute();
      const deleted = await trx.deleteFrom("leads").where("id", "=", id).executeTakeFirst();
      if (deleted.numDeletedRows === 0n) return false;
      await this.audit.record(actor, "deleted lead on request", { leadId: id }, trx);
      return true;
    });
  }

  /** Every lead the filter matches (all pages), as the CSV the team opens in a spreadsheet. */
  async exportCsv(actor: Staff, filter: LeadFilter): Promise<{ csv: string; count: number }> {
    let query = this.db.selectFrom("leads").selectAll().where(this.matches(filter));
    if (filter.status) query = query.where("status", "=", filter.status);
    const leads = (await query.orderBy("id", "desc").execute()).map(toInboxLead);
    await this.audit.record(actor, "exported leads", {
      detail: `${leads.length} leads${filterQuery(filter)}`,
    });
    return { csv: leadsCsv(leads), count: leads.length };
  }

  /**
   * Removes the personal data of every lead last worked on more than `months` ago: names,
   * company, email, phone, description and the notes. What stays (date, services, budget,
   * status, language, source page) counts enquiries without naming anyone.
   */
  async anonymiseExpired(months: number, now = new Date()): Promise<number> {
    const cutoff = new Date(now);
    cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
    const limit = cutoff.toISOString();
    const at = now.toISOString();
    return this.db.transaction().execute(async (trx) => {
      // One statement: a second server running the rule at the same moment finds nothing left.
      const anonymised = await trx
        .updateTable("leads")
        .set({
          first_name: "",
          last_name: "",
          company: "",
          email: "",
          phone: null,
          description: "",
          consent_wording: null,
          marketing_consent: 0,
          anonymised_at: at,
        })
        .where("anonymised_at", "is", null)
        .where((eb) => eb(eb.fn.coalesce("last_activity_at", "created_at"), "<", limit))
        .returning("id")
        .execute();
      const ids = anonymised.map((row) => Number(row.id));
      if (ids.length === 0) return 0;
      await trx
        .updateTable("lead_events")
        .set({ note: null })
        .where("lead_id", "in", ids)
        .execute();
      await this.audit.record(
        "retention rule",
        "anonymised leads",
        {
          at,
          detail: `${ids.length} leads not worked on for ${months} months`,
        },
        trx,
      );
      return ids.length;
    });
  }
}

function toInboxLead(row: Selectable<Database["leads"]>): InboxLead {
  return {
    ...toLead(row),
    lastActivityAt: row.last_activity_at ?? row.created_at,
    anonymisedAt: row.anonymised_at,
  };
}

/** The leads as CSV, through the spreadsheet-safe writer (no cell starts a formula). */
export function leadsCsv(leads: StoredLead[]): string {
  return toCsv(
    [
      "id",
      "created_at",
      "status",
      "first_name",
      "last_name",
      "company",
      "email",
      "phone",
      "services",
      "budget",
      "callback_time",
      "description",
      "marketing_consent",
      "consent_wording",
      "source_page",
      "language",
    ],
    leads.map((lead) => [
      lead.id,
      lead.createdAt,
      lead.status,
      lead.firstName,
      lead.lastName,
      lead.company,
      lead.email,
      lead.phone,
      lead.services.join("; "),
      lead.budget,
      lead.callbackTime,
      lead.description,
      lead.marketingConsent ? "yes" : "no",
      lead.consentWording,
      lead.sourcePage,
      lead.language,
    ]),
  );
}
