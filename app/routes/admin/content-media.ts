/**
 * The team's uploads: POST /admin/content/media takes one image for a case study (checked and
 * kept by app/lib/content/media.server.ts) and answers its name for the entry's form;
 * GET /admin/content/media/<name> shows an uploaded master in the form, before it is published.
 * Owners and editors of the English entries only: a photo is shared by both languages. Each
 * person may store so many bytes a day (app/lib/content/uploads.server.ts).
 */
import { data } from "react-router";
import { editsLanguage } from "~/lib/admin/roles";
import { readPost, requireStaff } from "~/lib/admin/session.server";
import { acceptUpload, readMaster, uploadTurn } from "~/lib/content/media.server";
import { siteDirOf, siteRepo } from "~/lib/content/publish.server";
import { chargeUpload } from "~/lib/content/uploads.server";
import { UPLOAD_BODY_BYTES, uploadTooLarge } from "~/lib/post-limits";
import type { Route } from "./+types/content-media";

export type UploadAnswer =
  | { ok: true; name: string; message: string }
  | { ok: false; message: string };

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireStaff(request, { role: "editor" });
  const repo = await siteRepo(session.env);
  const bytes = await readMaster(siteDirOf(session.env), repo.contentDir, params.name ?? "");
  if (!bytes) throw data(null, { status: 404 });
  return new Response(new Uint8Array(bytes), { headers: { "Content-Type": "image/webp" } });
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireStaff(request, { role: "editor" });
  // Refused before it is read: the form's fields and the file are held in memory.
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > UPLOAD_BODY_BYTES) {
    return data<UploadAnswer>({ ok: false, message: uploadTooLarge }, { status: 413 });
  }
  if (!editsLanguage(session.staff, "en")) {
    return data<UploadAnswer>(
      { ok: false, message: "Your account changes the French words only; images are shared." },
      { status: 403 },
    );
  }
  // Many at once (a hundred sent together): the first few are read in turn, the rest refused
  // before their bytes are read.
  const release = await uploadTurn();
  if (!release) {
    return data<UploadAnswer>(
      {
        ok: false,
        message: "Many images are being uploaded at this moment: try again in a few seconds.",
      },
      { status: 429, headers: { "Retry-After": "5" } },
    );
  }
  let upload: Awaited<ReturnType<typeof acceptUpload>>;
  try {
    const form = await readPost(request, session);
    const file = form.get("file");
    if (!(file instanceof File)) {
      return data<UploadAnswer>(
        { ok: false, message: "Choose an image file to upload." },
        { status: 400 },
      );
    }
    const frame = form.get("frame") === "square" ? "square" : "wide";
    upload = await acceptUpload(siteDirOf(session.env), file, frame, (bytes) =>
      chargeUpload(session.store, session.env, session.staff.id, bytes),
    );
  } finally {
    release();
  }
  if (!upload.ok) {
    return data<UploadAnswer>(
      { ok: false, message: upload.message },
      { status: upload.overQuota ? 429 : 422 },
    );
  }
  await session.audit.record(session.staff, "uploaded an image", {
    detail: `${upload.name} (${upload.width} × ${upload.height})`,
  });
  return data<UploadAnswer>({
    ok: true,
    name: upload.name,
    message: `Uploaded (${upload.width} × ${upload.height} pixels). Save the draft to keep it.`,
  });
}
