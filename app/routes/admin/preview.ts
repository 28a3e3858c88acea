/**
 * A preview of the drafts, for the team only: /admin/preview/<n>/services/web/seo draws that page
 * as preview n's build would publish it (app/lib/content/preview.server.ts), and serves the
 * preview's own styles and fonts; its links lead to the preview's pages. The back office's headers
 * make it noindex and no-store.
 */
import { lstat, readFile } from "node:fs/promises";
import path from "node:path";
import { data } from "react-router";
import { requireStaff } from "~/lib/admin/session.server";
import { Previewer, previewBase } from "~/lib/content/preview.server";
import { withPreviewLinks } from "~/lib/content/preview-links.server";
import type { Route } from "./+types/preview";

const TYPES: Record<string, string> = {
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".woff2": "font/woff2",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
};

/** A file of the preview's client build, or null: plain names only, inside the folder. */
async function fileOf(client: string, name: string): Promise<Response | null> {
  const type = TYPES[path.extname(name)];
  if (!type || !/^[A-Za-z0-9_-][A-Za-z0-9._/-]*$/.test(name) || name.includes("..")) return null;
  const file = path.join(client, name);
  if (!file.startsWith(`${client}${path.sep}`)) return null;
  const found = await lstat(file).catch(() => null);
  if (!found?.isFile()) return null;
  return new Response(await readFile(file), { headers: { "Content-Type": type } });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireStaff(request, { role: "editor" });
  const match = /^(\d{1,9})(?:\/(.*))?$/.exec(params["*"] ?? "");
  if (!match) throw data(null, { status: 404 });
  const id = Number(match[1]);
  const rest = match[2] ?? "";
  const previewer = new Previewer(session.store, session.env);
  const dir = await previewer.folder(id);
  if (!dir) {
    return new Response(
      "This preview is no longer kept. Open the entry in the back office and preview it again.",
      { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } },
    );
  }
  const file = await fileOf(path.join(dir, "client"), rest);
  if (file) return file;

  // The page, drawn by the preview's own server at its public address.
  const url = new URL(request.url);
  const headers = new Headers();
  for (const name of ["accept", "accept-language", "user-agent"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const handle = await previewer.handler(dir);
  const answer = await handle(
    new Request(new URL(`/${rest}${url.search}`, url.origin), { headers }),
  );
  const out = new Headers();
  for (const name of ["content-type", "location"]) {
    const value = answer.headers.get(name);
    if (value) out.set(name, value);
  }
  // A redirect (a page's one spelling) stays inside the preview.
  const location = out.get("location");
  if (location?.startsWith("/") && !location.startsWith("//")) {
    out.set("location", `${previewBase(id)}${location.slice(1)}`);
  }
  // A link to another page of the site opens it in the preview too.
  const body = out.get("content-type")?.startsWith("text/html")
    ? withPreviewLinks(await answer.text(), previewBase(id))
    : answer.body;
  return new Response(body, { status: answer.status, headers: out });
}
