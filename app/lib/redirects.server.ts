/**
 * The site's redirects, kept in the database every app server shares (docs/decisions/0033):
 * added on the back office's Redirects page, recorded by a publish that changes an entry's
 * address, and answered by each server from a copy in memory read again every few seconds.
 */
import type { Actor, AuditLog } from "./admin/audit.server";
import type { Store } from "./db.server";
import {
  addRedirect,
  type RedirectReason,
  type RedirectRefusal,
  type RedirectTable,
  withoutLivePages,
} from "./redirects";

export type RedirectRow = {
  from: string;
  to: string;
  reason: RedirectReason;
  createdBy: string;
  createdAt: number;
  hits: number;
  lastHitAt: number | null;
};

/** How long a server answers from its copy: a redirect added on another is answered this soon. */
export const REDIRECTS_FRESH_MS = 3000;

const actorName = (actor: Actor) => (typeof actor === "string" ? actor : actor.email);

let cached: { at: number; table: Promise<RedirectTable> } | undefined;

/** Forgets this process's copy: the next request reads the table again. */
export function forgetRedirects() {
  cached = undefined;
}

export class Redirects {
  constructor(
    private readonly store: Store,
    private readonly audit: AuditLog,
  ) {}

  /** Every redirect, the most recent first. */
  async list(): Promise<RedirectRow[]> {
    const rows = await this.store.db
      .selectFrom("redirects")
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("from_path")
      .execute();
    return rows.map((row) => ({
      from: row.from_path,
      to: row.to_path,
      reason: row.reason as RedirectReason,
      createdBy: row.created_by,
      createdAt: Number(row.created_at),
      hits: Number(row.hits),
      lastHitAt: row.last_hit_at === null ? null : Number(row.last_hit_at),
    }));
  }

  async table(): Promise<RedirectTable> {
    const rows = await this.store.db
      .selectFrom("redirects")
      .select(["from_path", "to_path"])
      .execute();
    return new Map(rows.map((row) => [row.from_path, row.to_path]));
  }

  /**
   * Where an address redirects, from this process's copy (read again once it is a few seconds
   * old), or null. Each answer is counted; a count that fails to be written costs no visitor.
   */
  async lookup(path: string, now = Date.now()): Promise<string | null> {
    if (!cached || now - cached.at > REDIRECTS_FRESH_MS) {
      const table = this.table();
      cached = { at: now, table };
      table.catch(() => forgetRedirects());
    }
    const to = (await cached.table).get(path) ?? null;
    if (to !== null) {
      void this.store.db
        .updateTable("redirects")
        .set((eb) => ({ hits: eb("hits", "+", 1), last_hit_at: now }))
        .where("from_path", "=", path)
        .execute()
        .catch((error: unknown) => console.error("Redirect hit not counted:", error));
    }
    return to;
  }

  /** One added from the back office; refused with the field at fault and why. */
  async add(
    actor: Actor,
    from: string,
    to: string,
    isPage: (path: string) => boolean,
  ): Promise<{ ok: true } | { ok: false; refusal: RedirectRefusal }> {
    const before = await this.table();
    if (before.has(from)) {
      return {
        ok: false,
        refusal: {
          field: "from",
          message: `${from} already redirects to ${before.get(from)}: remove that one first.`,
        },
      };
    }
    const result = addRedirect(before, from, to, { isPage });
    if (!result.ok) return result;
    await this.write(before, result.table, "manual", actor);
    await this.audit.record(actor, "redirect added", {
      detail: `${from} → ${result.table.get(from)}`,
    });
    return { ok: true };
  }

  async remove(actor: Actor, from: string): Promise<boolean> {
    const removed = await this.store.db
      .deleteFrom("redirects")
      .where("from_path", "=", from)
      .returning(["to_path"])
      .executeTakeFirst();
    if (!removed) return false;
    forgetRedirects();
    await this.audit.record(actor, "redirect removed", { detail: `${from} → ${removed.to_path}` });
    return true;
  }

  /**
   * After a publish went live: a redirect whose source is a page again goes, and each address
   * the publish changed leads to the new one (its chains collapsed). A move that would hide a
   * page or make a loop is left out, said in the log.
   */
  async published(
    actor: Actor,
    moves: ReadonlyArray<{ from: string; to: string }>,
    isPage: (path: string) => boolean,
  ): Promise<void> {
    const before = await this.table();
    let table = withoutLivePages(before, isPage);
    for (const move of moves) {
      const result = addRedirect(table, move.from, move.to, { isPage, targetMustBePage: false });
      if (result.ok) table = result.table;
      else
        console.error(`Redirect ${move.from} → ${move.to} not recorded: ${result.refusal.message}`);
    }
    await this.write(before, table, "moved", actor);
    const added = moves.filter((move) => table.has(move.from) && !before.has(move.from));
    const gone = [...before.keys()].filter((from) => !table.has(from));
    if (added.length > 0) {
      await this.audit.record(actor, "redirect added", {
        detail: added.map((move) => `${move.from} → ${table.get(move.from)}`).join(", "),
      });
    }
    if (gone.length > 0) {
      await this.audit.record(actor, "redirect removed", {
        detail: `${gone.join(", ")}: a page again`,
      });
    }
  }

  /** The rows that differ between two tables, in one transaction; new ones with `reason`. */
  private async write(
    before: RedirectTable,
    after: RedirectTable,
    reason: RedirectReason,
    actor: Actor,
  ) {
    const now = Date.now();
    await this.store.db.transaction().execute(async (db) => {
      for (const from of before.keys()) {
        if (!after.has(from))
          await db.deleteFrom("redirects").where("from_path", "=", from).execute();
      }
      for (const [from, to] of after) {
        if (!before.has(from)) {
          await db
            .insertInto("redirects")
            .values({
              from_path: from,
              to_path: to,
              reason,
              created_by: actorName(actor),
              created_at: now,
              hits: 0,
              last_hit_at: null,
            })
            .onConflict((conflict) => conflict.column("from_path").doUpdateSet({ to_path: to }))
            .execute();
        } else if (before.get(from) !== to) {
          await db
            .updateTable("redirects")
            .set({ to_path: to })
            .where("from_path", "=", from)
            .execute();
        }
      }
    });
    forgetRedirects();
  }
}
