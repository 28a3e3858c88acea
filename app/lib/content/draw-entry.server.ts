/**
 * An entry's page drawn with words that are not published (docs/decisions/0035): the fields as
 * they are typed (the form's live preview), or the drafts a client's preview link keeps. The
 * fields are checked as a save checks them first; the page is then drawn over the published
 * content by this server's drawer (draw.server.ts), with the other language's draft of the
 * entry, if it has one, as the entry's Publish would take it.
 */
import { writeEntry } from "~/content/entry-file";
import { type Drafts, englishFileOf, type Fault, type FileRef, twinOf } from "./drafts.server";
import { type DrawFault, pageDrawer } from "./draw.server";
import { pageOf } from "./page-of";
import type { SiteRepo } from "./site-repo.server";

export type DrawnPage =
  | { ok: true; html: string; page: string; status: number; ms: Record<string, number> }
  | { ok: false; superseded: true }
  | { ok: false; faults: Fault[]; message: string };

/** The page that shows the entry with these fields: a French address typed is its new one. */
export function drawnPageOf(ref: FileRef, fields: Record<string, unknown>): string {
  const page = pageOf(ref, fields);
  const slug = fields.slug;
  if (ref.locale !== "fr" || typeof slug !== "string" || !/^[a-z0-9-]+$/.test(slug)) return page;
  return page.replace(/[^/]+$/, slug);
}

/**
 * The moment the page is drawn at: now, or the end of an article's day of publication when it is
 * later (a dated article is drawn as it will be on its day, not left out).
 */
export function drawnAt(fields: Record<string, unknown>, now = new Date()): Date {
  const published = fields.published;
  if (typeof published !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(published)) return now;
  const day = new Date(`${published}T23:59:59Z`);
  return day > now ? day : now;
}

/** What the content's compiler said, made readable: the entry's own faults first. */
export function faultsSaid(faults: readonly DrawFault[], file: string): Fault[] {
  const own = faults.filter((fault) => fault.message.includes(`content/${file}`));
  return (own.length > 0 ? own : faults).slice(0, 3).map((fault) => ({
    path: [],
    message: fault.message
      .replace(/^(?:Content)?Error: /, "")
      .replace(`content/${file}:`, "")
      .replace(/\n\s*-\s*/g, " ")
      .trim(),
  }));
}

/** The page with these files laid over the published content. */
export async function drawFiles({
  repo,
  files,
  page,
  at,
  key,
  file,
}: {
  repo: SiteRepo;
  files: { file: string; body: string }[];
  page: string;
  at: Date;
  key: string;
  /** The entry whose faults come first. */
  file: string;
}): Promise<DrawnPage> {
  const drawn = await pageDrawer().draw(repo, { key, files, page, at });
  if ("superseded" in drawn) return drawn;
  if (!drawn.ok) {
    return {
      ok: false,
      faults: faultsSaid(drawn.faults, file),
      message: "The page cannot be drawn with these words:",
    };
  }
  return { ok: true, html: drawn.html, page, status: drawn.status, ms: drawn.ms };
}

/** The files an entry's page is drawn with: these fields, and the other language's draft. */
export async function filesOf(drafts: Drafts, ref: FileRef, fields: Record<string, unknown>) {
  const files = [{ file: ref.file, body: writeEntry(fields, ref.file) }];
  const other = ref.form.englishOnly
    ? null
    : ref.locale === "en"
      ? twinOf(ref)
      : englishFileOf(ref);
  const draft = other ? await drafts.draft(other) : null;
  if (other && draft) files.push({ file: other, body: draft.body });
  return files;
}

/** The entry's page with the fields typed, or the faults that stop it. */
export async function drawEntry({
  repo,
  drafts,
  ref,
  fields,
  key,
}: {
  repo: SiteRepo;
  drafts: Drafts;
  ref: FileRef;
  fields: Record<string, unknown>;
  key: string;
}): Promise<DrawnPage> {
  const faults = await drafts.check(ref, fields);
  if (faults.length > 0) {
    return {
      ok: false,
      faults,
      message:
        faults.length === 1
          ? "One field stops the page from being drawn:"
          : `${faults.length} fields stop the page from being drawn:`,
    };
  }
  return drawFiles({
    repo,
    files: await filesOf(drafts, ref, fields),
    page: drawnPageOf(ref, fields),
    at: drawnAt(fields),
    key,
    file: ref.file,
  });
}
