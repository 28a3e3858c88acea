import { englishOnlyPaths, publicPages } from "~/content/routes-table";
import { site } from "~/content/site";
import { type Locale, languageTag, locales } from "~/i18n/locale";
import { sectionPairs } from "~/lib/insights/model";
import { published } from "~/lib/insights.server";

const loc = (path: string) => `${site.url}${path === "/" ? "/" : path}`;

/**
 * Every public page in both languages, from the same table as the prerender list; each entry
 * names its twin and the default (English) with xhtml:link alternates. lastmod is the build date.
 */
export function loader() {
  const lastmod = new Date().toISOString().slice(0, 10);
  const alternates = (pair: Record<Locale, string>) =>
    [
      ...locales.map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${languageTag[locale]}" href="${loc(pair[locale])}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${loc(pair.en)}"/>`,
    ].join("");
  const urls = publicPages()
    .flatMap((pair) =>
      locales.map(
        (locale) =>
          `  <url><loc>${loc(pair[locale])}</loc><lastmod>${lastmod}</lastmod>${alternates(pair)}</url>`,
      ),
    )
    .concat(
      // A case study not yet in French: the English page alone.
      englishOnlyPaths().map(
        (path) =>
          `  <url><loc>${loc(path)}</loc><lastmod>${lastmod}</lastmod><xhtml:link rel="alternate" hreflang="${languageTag.en}" href="${loc(path)}"/></url>`,
      ),
    )
    .join("\n");
  // Articles and their listings: a twin when there is one, else the page alone.
  const section = sectionPairs(published)
    .map(({ path, alternate, lang }) => {
      const pair = alternate
        ? ({ [lang]: path, [lang === "en" ? "fr" : "en"]: alternate } as Record<Locale, string>)
        : undefined;
      const links = pair
        ? alternates(pair)
        : `<xhtml:link rel="alternate" hreflang="${languageTag[lang]}" href="${loc(path)}"/>`;
      return `  <url><loc>${loc(path)}</loc><lastmod>${lastmod}</lastmod>${links}</url>`;
    })
    .join("\n");
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n${section}\n</urlset>\n`,
    { headers: { "Content-Type": "application/xml; charset=utf-8" } },
  );
}
