/**
 * A client's preview link (docs/decisions/0035): an entry's page with its drafts as they were
 * when the link was made, at /preview/<token>, for someone outside the team. The token is signed
 * (HMAC-SHA256 with the server's link secret, over the link's number and its end; in lowercase,
 * as every address of the site is spelled: server/canonical.mjs), so a number
 * or an end changed by hand opens nothing; the link is also kept, with who made it, so it can be
 * listed and withdrawn. It ends after 7 days unless set otherwise (1 to 30), is never indexed,
 * and opens nothing of the back office: the page alone, drawn without scripts.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { AuditLog } from "../admin/audit.server";
import type { Staff } from "../admin/auth.server";
import type { Store } from "../db.server";

export const LINK_DAYS = { default: 7, min: 1, max: 30 } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

export type PreviewLink = {
  id: number;
  file: string;
  page: string;
  madeBy: string;
  madeAt: number;
  expiresAt: number;
  revokedAt: number | null;
  revokedBy: string | null;
};

export type OpenedLink = PreviewLink & {
  files: { file: string; body: string }[];
  /** The moment its page is drawn at (a dated article on its day). */
  at: number;
};

const signature = (secret: string, id: number, expiresAt: number) =>
  createHmac("sha256", secret).update(`preview-link:${id}:${expiresAt}`).digest("hex");

/** The link's token: its number, its end, and their signature. */
export function tokenOf(secret: string, id: number, expiresAt: number): string {
  return `${id}.${expiresAt.toString(36)}.${signature(secret, id, expiresAt)}`;
}

/** The number and end a token names, when its signature is the server's; else null. */
export function readToken(secret: string, token: string): { id: number; expiresAt: number } | null {
  const found = /^(\d{1,9})\.([0-9a-z]{1,12})\.([0-9a-f]{64})$/.exec(token);
  if (!found) return null;
  const id = Number(found[1]);
  const expiresAt = Number.parseInt(found[2] ?? "", 36);
  const expected = Buffer.from(signature(secret, id, expiresAt));
  const given = Buffer.from(found[3] ?? "");
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? { id, expiresAt }
    : null;
}

type Row = {
  id: number | string;
  file: string;
  page: string;
  files: string;
  at: number | string;
  made_by: string;
  made_at: number | string;
  expires_at: number | string;
  revoked_at: number | string | null;
  revoked_by: string | null;
};

const linkOf = (row: Row): PreviewLink => ({
  id: Number(row.id),
  file: row.file,
  page: row.page,
  madeBy: row.made_by,
  madeAt: Number(row.made_at),
  expiresAt: Number(row.expires_at),
  revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
  revokedBy: row.revoked_by,
});

export class PreviewLinks {
  constructor(
    private readonly store: Store,
    private readonly secret: string,
    private readonly audit: AuditLog,
  ) {}

  /** A new link to the page with these files; its token is shown once, to its maker. */
  async make(
    actor: Staff,
    link: { file: string; page: string; files: { file: string; body: string }[]; at: Date },
    days: number = LINK_DAYS.default,
    now = Date.now(),
  ): Promise<{ id: number; token: string; expiresAt: number }> {
    const expiresAt = now + Math.round(days) * DAY_MS;
    const row = await this.store.db
      .insertInto("preview_links")
      .values({
        file: link.file,
        page: link.page,
        files: JSON.stringify(link.files),
        at: link.at.getTime(),
        made_by: actor.email,
        made_at: now,
        expires_at: expiresAt,
        revoked_at: null,
        revoked_by: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await this.audit.record(actor, "made a preview link", {
      detail: `${link.file}, ${link.page}, for ${Math.round(days)} days`,
    });
    return { id, token: tokenOf(this.secret, id, expiresAt), expiresAt };
  }

  /** The links of an entry (or all of them), newest first. */
  async list(file?: string): Promise<PreviewLink[]> {
    let query = this.store.db.selectFrom("preview_links").selectAll().orderBy("id", "desc");
    if (file) query = query.where("file", "=", file);
    return (await query.limit(50).execute()).map(linkOf);
  }

  /** Withdraws a link: it opens nothing from now on. False when it was not open. */
  async revoke(actor: Staff, id: number, now = Date.now()): Promise<boolean> {
    const result = await this.store.db
      .updateTable("preview_links")
      .set({ revoked_at: now, revoked_by: actor.email })
      .where("id", "=", id)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    const done = Number(result.numUpdatedRows) === 1;
    if (done) await this.audit.record(actor, "withdrew a preview link", { detail: `link ${id}` });
    return done;
  }

  /** The link a token opens, or why it opens nothing. */
  async open(
    token: string,
    now = Date.now(),
  ): Promise<{ ok: true; link: OpenedLink } | { ok: false; reason: "unknown" | "ended" }> {
    const named = readToken(this.secret, token);
    if (!named) return { ok: false, reason: "unknown" };
    const row = await this.store.db
      .selectFrom("preview_links")
      .selectAll()
      .where("id", "=", named.id)
      .executeTakeFirst();
    if (!row || Number(row.expires_at) !== named.expiresAt) return { ok: false, reason: "unknown" };
    if (row.revoked_at !== null || named.expiresAt <= now) return { ok: false, reason: "ended" };
    return {
      ok: true,
      link: {
        ...linkOf(row),
        files: JSON.parse(row.files) as { file: string; body: string }[],
        at: Number(row.at),
      },
    };
  }
}
