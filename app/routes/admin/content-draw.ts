/**
 * POST /admin/content/draw/en/services/web/seo.yaml: the entry's page drawn with the fields as
 * they are typed, for the form's live preview (app/components/admin/live-preview.tsx). The
 * fields are checked as a save checks them, without the whole site's check: a field that would
 * break the page is named at once, and the page is drawn only when they pass. Nothing is saved.
 * Owners and editors, each with the entries of their language.
 */
import { data } from "react-router";
import { editsLanguage } from "~/lib/admin/roles";
import { readPost, requireStaff } from "~/lib/admin/session.server";
import { Drafts, fileRef } from "~/lib/content/drafts.server";
import { type DrawnPage, drawEntry } from "~/lib/content/draw-entry.server";
import { siteRepo } from "~/lib/content/publish.server";
import type { Route } from "./+types/content-draw";

export type DrawAnswer = DrawnPage;

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireStaff(request, { role: "editor" });
  const ref = fileRef(params["*"] ?? "");
  if (!ref) throw data({ message: "No entry of the site is at this address." }, { status: 404 });
  const form = await readPost(request, session);
  if (!editsLanguage(session.staff, ref.locale)) {
    throw data(
      { message: "Your account changes the entries of the other language." },
      { status: 403 },
    );
  }
  let fields: unknown;
  try {
    fields = JSON.parse(String(form.get("data") ?? ""));
  } catch {
    fields = null;
  }
  if (!fields || typeof fields !== "object" || Array.isArray(fields)) {
    return data<DrawAnswer>(
      { ok: false, faults: [], message: "The form could not be read." },
      { status: 400 },
    );
  }
  const repo = await siteRepo(session.env);
  const drafts = new Drafts(session.store, repo.contentDir, session.audit);
  const answer = await drawEntry({
    repo,
    drafts,
    ref,
    fields: fields as Record<string, unknown>,
    // One page waits per person: a newer request, of any entry, answers the older one as
    // superseded. A burst of posts costs one drawing, and the queue is as long as the team.
    key: session.staff.email.toLowerCase(),
  });
  return data<DrawAnswer>(answer, {
    headers: { "Cache-Control": "no-store" },
  });
}
