/**
 * The articles section as addresses and lists: what is published, in which order, on which
 * page. Pure functions over the articles' front matter, shared by the build's page list, the
 * server's loaders, the sitemap, the feeds and the tests.
 */
import { type CategorySlug, categories } from "../../content/catalogue";
import type { FrontMatter } from "../../content/insights/schema";
import { type TagKey, tags } from "../../content/insights/tags";
import { frenchPrefix, type Locale } from "../../i18n/locale";

export const PAGE_SIZE = 9;

export type Entry = FrontMatter & { slug: string };

/** The section's folder in each language, and the words that name its filter pages. */
export const insightsBase: Record<Locale, string> = {
  en: "/insights",
  fr: `${frenchPrefix}/perspectives`,
};
const segments = {
  en: { page: "page", category: "category", tag: "tag" },
  fr: { page: "page", category: "categorie", tag: "sujet" },
} as const;

/** Today in Toronto, as YYYY-MM-DD: an article dated today is out from the morning's build. */
export function dayIn(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(now);
}

/** A draft or an article dated after `now` is on no page, feed or sitemap. */
export function isPublished(entry: Pick<Entry, "draft" | "published">, now: Date): boolean {
  return !entry.draft && entry.published <= dayIn(now);
}

/** The published articles, newest first (then by title, so the order never depends on files). */
export function publishedEntries<T extends Entry>(entries: readonly T[], now: Date): T[] {
  return entries
    .filter((entry) => isPublished(entry, now))
    .sort((a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title));
}

export function articlePath(entry: Pick<Entry, "lang" | "slug">): string {
  return `${insightsBase[entry.lang]}/${entry.slug}`;
}

function paged(path: string, locale: Locale, page: number): string {
  return page > 1 ? `${path}/${segments[locale].page}/${page}` : path;
}

export function categorySegment(category: CategorySlug, locale: Locale): string {
  const entry = categories.find((item) => item.slug === category);
  if (!entry) throw new Error(`No category ${category}`);
  return locale === "fr" ? entry.fr.slug : entry.slug;
}

/** A category's name in a language. */
export function categoryNameIn(category: string, locale: Locale): string {
  const entry = categories.find((item) => item.slug === category);
  if (!entry) return category;
  return locale === "fr" ? entry.fr.name : entry.name;
}

export function categoryFromSegment(segment: string, locale: Locale): CategorySlug | undefined {
  const wanted = segment.toLowerCase();
  return categories.find((item) => (locale === "fr" ? item.fr.slug : item.slug) === wanted)?.slug;
}

export function tagSegment(tag: TagKey, locale: Locale): string {
  return locale === "fr" ? (tags[tag]?.frSlug ?? tag) : tag;
}

export function tagFromSegment(segment: string, locale: Locale): TagKey | undefined {
  const wanted = segment.toLowerCase();
  return (Object.keys(tags) as TagKey[]).find((tag) => tagSegment(tag, locale) === wanted);
}

export function tagName(tag: TagKey, locale: Locale): string {
  return tags[tag]?.[locale] ?? tag;
}

/** A listing: every article, one category's or one tag's. */
export type Filter =
  | { kind: "all" }
  | { kind: "category"; category: CategorySlug }
  | { kind: "tag"; tag: TagKey };

export function listingPath(filter: Filter, locale: Locale, page = 1): string {
  const base = insightsBase[locale];
  if (filter.kind === "category") {
    return paged(
      `${base}/${segments[locale].category}/${categorySegment(filter.category, locale)}`,
      locale,
      page,
    );
  }
  if (filter.kind === "tag") {
    return paged(`${base}/${segments[locale].tag}/${tagSegment(filter.tag, locale)}`, locale, page);
  }
  return paged(base, locale, page);
}

export function matches(entry: Entry, filter: Filter): boolean {
  if (filter.kind === "category") return entry.category === filter.category;
  if (filter.kind === "tag") return entry.tags.includes(filter.tag);
  return true;
}

export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / PAGE_SIZE));
}

/** The filters that list at least one published article in a language. */
export function filtersOf(published: readonly Entry[], locale: Locale): Filter[] {
  const mine = published.filter((entry) => entry.lang === locale);
  const used = new Set(
    mine.flatMap((entry) => [`c:${entry.category}`, ...entry.tags.map((t) => `t:${t}`)]),
  );
  return [
    { kind: "all" },
    ...categories
      .filter((category) => used.has(`c:${category.slug}`))
      .map((category) => ({ kind: "category" as const, category: category.slug })),
    ...(Object.keys(tags) as TagKey[])
      .filter((tag) => used.has(`t:${tag}`))
      .map((tag) => ({ kind: "tag" as const, tag })),
  ];
}

/** Every listing page of a language, with its number of pages. */
export function listingPages(published: readonly Entry[], locale: Locale): string[] {
  const mine = published.filter((entry) => entry.lang === locale);
  return filtersOf(published, locale).flatMap((filter) => {
    const pages = pageCount(mine.filter((entry) => matches(entry, filter)).length);
    return Array.from({ length: pages }, (_, index) => listingPath(filter, locale, index + 1));
  });
}

export function feedPath(locale: Locale, format: "rss" | "atom"): string {
  return `${insightsBase[locale]}/${format}.xml`;
}

/** The published article in the other language with the same key. */
export function twinOf<T extends Entry>(entry: Entry, published: readonly T[]): T | undefined {
  return published.find((other) => other.key === entry.key && other.lang !== entry.lang);
}

/** Every address of the section, both languages: pages, feeds. */
export function sectionPaths(published: readonly Entry[]): string[] {
  return (["en", "fr"] as const).flatMap((locale) => [
    ...listingPages(published, locale),
    ...published.filter((entry) => entry.lang === locale).map(articlePath),
    feedPath(locale, "rss"),
    feedPath(locale, "atom"),
  ]);
}

/** The listing pages and articles as pairs of addresses, for the sitemap's alternates. */
export function sectionPairs(
  published: readonly Entry[],
): Array<{ path: string; alternate?: string; lang: Locale }> {
  const pairs: Array<{ path: string; alternate?: string; lang: Locale }> = [];
  for (const locale of ["en", "fr"] as const) {
    const other = locale === "en" ? "fr" : "en";
    const theirs = new Set(listingPages(published, other));
    for (const path of listingPages(published, locale)) {
      const alternate = listingAlternate(path, locale, published);
      pairs.push({ path, alternate: theirs.has(alternate) ? alternate : undefined, lang: locale });
    }
    for (const entry of published.filter((item) => item.lang === locale)) {
      const twin = twinOf(entry, published);
      pairs.push({ path: articlePath(entry), alternate: twin && articlePath(twin), lang: locale });
    }
  }
  return pairs;
}

/** Reads a listing address back into its filter and page; undefined when it names none. */
export function parseListing(
  path: string,
  locale: Locale,
): { filter: Filter; page: number } | undefined {
  const rest = path
    .toLowerCase()
    .replace(/\/+$/, "")
    .slice(insightsBase[locale].length)
    .split("/")
    .filter(Boolean);
  const words = segments[locale];
  let filter: Filter = { kind: "all" };
  if (rest[0] === words.category || rest[0] === words.tag) {
    const segment = rest[1] ?? "";
    if (rest[0] === words.category) {
      const category = categoryFromSegment(segment, locale);
      if (!category) return undefined;
      filter = { kind: "category", category };
    } else {
      const tag = tagFromSegment(segment, locale);
      if (!tag) return undefined;
      filter = { kind: "tag", tag };
    }
    rest.splice(0, 2);
  }
  if (rest.length === 0) return { filter, page: 1 };
  if (rest.length === 2 && rest[0] === words.page && /^\d+$/.test(rest[1] ?? "")) {
    return { filter, page: Number(rest[1]) };
  }
  return undefined;
}

/** The same listing in the other language (its first page when it has fewer pages). */
export function listingAlternate(
  path: string,
  locale: Locale,
  published: readonly Entry[],
): string {
  const other = locale === "en" ? "fr" : "en";
  const parsed = parseListing(path, locale);
  if (!parsed) return insightsBase[other];
  const theirs = listingPages(published, other);
  const candidates = [
    listingPath(parsed.filter, other, parsed.page),
    listingPath(parsed.filter, other, 1),
  ];
  return candidates.find((candidate) => theirs.includes(candidate)) ?? insightsBase[other];
}

/** The `<link rel="alternate">` of a language's feeds, for the head of the section's pages. */
export function feedLinks(locale: Locale, names: { rss: string; atom: string }) {
  return [
    {
      rel: "alternate",
      type: "application/rss+xml",
      title: names.rss,
      href: feedPath(locale, "rss"),
    },
    {
      rel: "alternate",
      type: "application/atom+xml",
      title: names.atom,
      href: feedPath(locale, "atom"),
    },
  ];
}
