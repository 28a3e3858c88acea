import { prerenderPaths, requestPages } from "~/content/routes-table";
import { site } from "~/content/site";

/** Every public page, from the same table as the prerender list; lastmod is the build date. */
export function loader() {
  const lastmod = new Date().toISOString().slice(0, 10);
  const urls = [...prerenderPaths(), ...requestPages]
    .map(
      (path) =>
        `  <url><loc>${site.url}${path === "/" ? "/" : path}</loc><lastmod>${lastmod}</lastmod></url>`,
    )
    .join("\n");
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    { headers: { "Content-Type": "application/xml; charset=utf-8" } },
  );
}
