import { isRouteErrorResponse } from "react-router";
import { site } from "~/content/site";
import { ogImagePath } from "./og-path";

type PageMeta = { title: string; description: string };

const TITLE_MAX = 60;

/** The page's URL as search engines should index it: no trailing slash but on the home page. */
export function absoluteUrl(path: string): string {
  return path === "/" ? `${site.url}/` : `${site.url}${path.replace(/\/+$/, "")}`;
}

/** "<title> | Maplestack" when it fits in 60 characters, else the title alone, cut at a word. */
export function fitTitle(title: string, { isHome = false } = {}): string {
  const branded = `${title} | ${site.name}`;
  if (isHome || title.includes(site.name)) return title.length <= TITLE_MAX ? title : cut(title);
  if (branded.length <= TITLE_MAX) return branded;
  return title.length <= TITLE_MAX ? title : cut(title);
}

function cut(text: string): string {
  const room = text.slice(0, TITLE_MAX - 1);
  return `${room.slice(0, room.lastIndexOf(" ")).replace(/[,:;–-]$/, "")}…`;
}

/**
 * Everything a page says about itself in <head>: title, description, canonical URL, Open Graph
 * and Twitter card with the page's share image, and its JSON-LD. `canonical` (a path) names the
 * URL to index when one work has two addresses.
 */
export function pageMeta(
  { title, description }: PageMeta,
  {
    path,
    isHome = false,
    canonical,
    jsonLd = [],
    noindex = false,
  }: {
    path: string;
    isHome?: boolean;
    canonical?: string;
    jsonLd?: ReadonlyArray<Record<string, unknown>>;
    noindex?: boolean;
  },
) {
  const fullTitle = fitTitle(title, { isHome });
  const url = absoluteUrl(canonical ?? path);
  const image = `${site.url}${ogImagePath(path === "/" ? "/" : path.replace(/\/+$/, ""))}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "en_CA" },
    { property: "og:url", content: url },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: fullTitle },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}

/** Meta of a page that failed or does not exist: a plain title, and kept out of search. */
export function errorMeta(error: unknown) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: `${missing ? "Page not found" : "Unexpected error"} | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}
