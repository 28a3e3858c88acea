import { isRouteErrorResponse } from "react-router";
import { site } from "~/content/site";
import { type Locale, languageTag, localeOf, ogLocale, otherLocale } from "~/i18n/locale";
import { messages } from "~/i18n/messages";
import { englishPath, localizePath } from "~/i18n/paths";
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
    alternates,
    sharePath,
    type = "website",
    links = [],
  }: {
    path: string;
    isHome?: boolean;
    canonical?: string;
    jsonLd?: ReadonlyArray<Record<string, unknown>>;
    noindex?: boolean;
    /** The page in each language, where the table of pairs does not know it (articles). */
    alternates?: Partial<Record<Locale, string>>;
    /** The page whose share image this page uses, when it has none of its own. */
    sharePath?: string;
    type?: "website" | "article";
    links?: ReadonlyArray<Record<string, string>>;
  },
) {
  const fullTitle = fitTitle(title, { isHome });
  const locale = localeOf(path);
  const trimmed = path === "/" ? "/" : path.replace(/\/+$/, "");
  // The page named by its English address: the key of its pair of languages.
  const english = canonical ?? englishPath(trimmed) ?? trimmed;
  const addresses: Partial<Record<Locale, string>> = alternates
    ? { ...alternates, [locale]: trimmed }
    : { en: english, fr: localizePath(english, "fr") };
  const own = addresses[locale] ?? trimmed;
  const url = absoluteUrl(own);
  const image = `${site.url}${ogImagePath(sharePath ?? own)}`;
  const hreflang = (["en", "fr"] as const).flatMap((language) => {
    const address = addresses[language];
    return address
      ? [
          {
            tagName: "link",
            rel: "alternate",
            hrefLang: languageTag[language],
            href: absoluteUrl(address),
          },
        ]
      : [];
  });
  const fallback = addresses.en ?? addresses.fr ?? own;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...hreflang,
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(fallback) },
    ...links.map((link) => ({ tagName: "link", ...link })),
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: ogLocale[locale] },
    // Named only when the page has its twin in the other language.
    ...(addresses[otherLocale(locale)]
      ? [{ property: "og:locale:alternate", content: ogLocale[otherLocale(locale)] }]
      : []),
    { property: "og:url", content: url },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: fullTitle },
    // X reads the title, description and image from the Open Graph tags when its own are absent.
    { name: "twitter:card", content: "summary_large_image" },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "WebPage",
        "@id": url,
        url,
        name: fullTitle,
        description,
        inLanguage: languageTag[locale],
        isPartOf: { "@type": "WebSite", name: site.name, url: `${site.url}/` },
      },
    },
    ...jsonLd.map((data) => ({ "script:ld+json": inLanguage(data, locale) })),
  ];
}

/**
 * Structured data in the page's language: our own addresses lead to the French pages on a French
 * page, and the page's own writing (its FAQ) says which language it is in.
 */
export function inLanguage(data: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  const localize = (value: unknown, key?: string): unknown => {
    // A node's identifier with a fragment names a thing, not a page: the agency is one node in
    // both languages, and a reference to it must match the identifier it is declared with.
    if (key === "@id" && typeof value === "string" && value.includes("#")) return value;
    if (typeof value === "string" && value.startsWith(`${site.url}/`)) {
      return absoluteUrl(localizePath(value.slice(site.url.length), locale));
    }
    if (Array.isArray(value)) return value.map((item) => localize(item));
    if (value !== null && typeof value === "object") {
      return Object.fromEntries(
        Object.entries(value).map(([name, item]) => [name, localize(item, name)]),
      );
    }
    return value;
  };
  const localized = localize(data) as Record<string, unknown>;
  return localized["@type"] === "FAQPage"
    ? { ...localized, inLanguage: languageTag[locale] }
    : localized;
}

/** Meta of a page that failed or does not exist: a plain title, and kept out of search. */
export function errorMeta(error: unknown, pathname = "/") {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const m = messages[localeOf(pathname)].errors;
  const title = status === 404 ? m.notFound : status === 503 ? m.unavailable : m.unexpectedTitle;
  return [{ title: `${title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}
