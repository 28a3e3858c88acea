/**
 * GET /preview/<token>: a client's preview link (app/lib/content/preview-links.server.ts). The
 * page of the entry with the drafts the link keeps, drawn over the published content, with a
 * band that says it is a preview and until when. Never indexed, never stored, its address sent
 * onward to no one (no referrer); the page runs no script, and nothing of the back office is reachable from it. A link
 * that was withdrawn, has ended or was never made answers the same plain page, 404 or 410.
 */
import { AuditLog } from "~/lib/admin/audit.server";
import { services } from "~/lib/app.server";
import { drawFiles } from "~/lib/content/draw-entry.server";
import { PreviewLinks } from "~/lib/content/preview-links.server";
import { siteRepo } from "~/lib/content/publish.server";
import type { Route } from "./+types/preview-link";

const HEADERS = {
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "private, no-store",
};

const ENDED = {
  en: "This preview link has ended or was withdrawn. Ask the person who sent it for a new one.",
  fr: "Ce lien d’aperçu est expiré ou a été retiré. Demandez-en un nouveau à la personne qui vous l’a envoyé.",
};

function plain(status: number) {
  return new Response(`${ENDED.en}\n\n${ENDED.fr}\n`, {
    status,
    headers: { ...HEADERS, "Content-Type": "text/plain; charset=utf-8" },
  });
}

const dayOf = (at: number, locale: "en" | "fr") =>
  new Date(at).toLocaleDateString(locale === "fr" ? "fr-CA" : "en-CA", {
    timeZone: "America/Toronto",
    day: "numeric",
    month: "long",
    year: "numeric",
  });

/** The band at the top of the page: a preview, not the site, and until when. */
function band(expiresAt: number, locale: "en" | "fr") {
  const words =
    locale === "fr"
      ? `Aperçu de modifications non publiées, partagé par Maplestack. Ce n’est pas le site en ligne. Lien valide jusqu’au ${dayOf(expiresAt, "fr")}.`
      : `Preview of changes not yet published, shared by Maplestack. This is not the live site. The link works until ${dayOf(expiresAt, "en")}.`;
  return `<p role="note" style="margin:0;padding:.75rem 1rem;background:#fff4d6;color:#1b1405;font:600 15px/1.4 system-ui,sans-serif;text-align:center;border-bottom:1px solid #d9b44a">${words}</p>`;
}

export async function loader({ params }: Route.LoaderArgs) {
  const { store, env, linkSecret } = await services();
  const opened = await new PreviewLinks(store, linkSecret, new AuditLog(store)).open(
    params.token ?? "",
  );
  if (!opened.ok) return plain(opened.reason === "ended" ? 410 : 404);
  const { link } = opened;
  const drawn = await drawFiles({
    repo: await siteRepo(env),
    files: link.files,
    page: link.page,
    at: new Date(Math.max(Date.now(), link.at)),
    key: `link:${link.id}`,
    file: link.file,
  });
  if (!drawn.ok) {
    // The drafts no longer fit the published site (a colleague's publish since, say).
    return plain(410);
  }
  const locale = link.file.startsWith("fr/") ? "fr" : "en";
  const html = drawn.html
    .replace(
      /<head>/,
      '<head><meta name="robots" content="noindex, nofollow"/><meta name="referrer" content="no-referrer"/>',
    )
    .replace(/<body([^>]*)>/, (body) => `${body}${band(link.expiresAt, locale)}`);
  return new Response(html, {
    status: drawn.status === 200 ? 200 : drawn.status,
    headers: { ...HEADERS, "Content-Type": "text/html; charset=utf-8" },
  });
}
