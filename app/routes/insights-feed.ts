import { Feed } from "feed";
import { site } from "~/content/site";
import { languageTag, localeOf } from "~/i18n/locale";
import { localizePath } from "~/i18n/paths";
import { insightsWords } from "~/i18n/words/insights";
import { articlePath, categoryNameIn, feedPath, insightsBase } from "~/lib/insights/model";
import { articlesIn, authorOf, builtAtDate } from "~/lib/insights.server";
import { absoluteUrl } from "~/lib/meta";
import { ogImagePath } from "~/lib/og-path";
import type { Route } from "./+types/insights-feed";

/**
 * RSS 2.0 and Atom 1.0 feeds of each language's published articles, whole, newest first;
 * prerendered with the pages so a feed lists exactly what the section shows.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeOf(pathname);
  const format = pathname.endsWith("/atom.xml") ? "atom" : "rss";
  const articles = articlesIn(locale);
  // The feed's date: its latest article's last change (strings YYYY-MM-DD compare as dates).
  const newest =
    articles
      .map((article) => article.updated ?? article.published)
      .sort()
      .at(-1) ?? builtAtDate.toISOString().slice(0, 10);
  const feed = new Feed({
    title: `${insightsWords[locale].name} | ${site.name}`,
    description: insightsWords[locale].description,
    id: absoluteUrl(insightsBase[locale]),
    link: absoluteUrl(insightsBase[locale]),
    language: languageTag[locale],
    image: `${site.url}/icon-512.png`,
    favicon: `${site.url}/icon-192.png`,
    copyright: `© ${site.legalName}`,
    updated: new Date(`${newest}T12:00:00Z`),
    generator: site.name,
    feedLinks: {
      rss: absoluteUrl(feedPath(locale, "rss")),
      atom: absoluteUrl(feedPath(locale, "atom")),
    },
    author: { name: site.name, link: `${site.url}/` },
  });
  for (const article of articles) {
    const url = absoluteUrl(articlePath(article));
    const author = authorOf(article.author, locale);
    feed.addItem({
      title: article.title,
      id: url,
      link: url,
      description: article.description,
      // Links in the body are relative to the site; a feed reader needs them whole.
      content: article.html.replace(/(href|src)="\//g, `$1="${site.url}/`),
      author: [{ name: author.name, link: absoluteUrl(localizePath("/about-us", locale)) }],
      date: new Date(`${article.updated ?? article.published}T12:00:00Z`),
      published: new Date(`${article.published}T12:00:00Z`),
      category: [{ name: categoryNameIn(article.category, locale) }],
      image: `${site.url}${ogImagePath(articlePath(article))}`,
    });
  }
  const body = format === "atom" ? feed.atom1() : feed.rss2();
  return new Response(body, {
    headers: {
      "Content-Type": `application/${format === "atom" ? "atom" : "rss"}+xml; charset=utf-8`,
    },
  });
}
