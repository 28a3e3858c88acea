import { isRouteErrorResponse } from "react-router";
import { site } from "~/content/site";

type PageMeta = { title: string; description: string };

/**
 * Title and description of a page; the brand is appended to every title but the home page's.
 * `canonical` (a path) names the URL search engines should index when one work has two pages.
 */
export function pageMeta(
  { title, description }: PageMeta,
  { isHome = false, canonical }: { isHome?: boolean; canonical?: string } = {},
) {
  return [
    { title: isHome ? title : `${title} | ${site.name}` },
    { name: "description", content: description },
    ...(canonical ? [{ tagName: "link", rel: "canonical", href: `${site.url}${canonical}` }] : []),
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
