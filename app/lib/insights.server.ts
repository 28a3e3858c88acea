/**
 * The published articles, as the pages of the section ask for them. The build rendered every
 * file of content/{en,fr}/insights (app/lib/insights/articles.ts); what is published is decided
 * against the build's date, so a page, a feed and the sitemap always agree, and a daily build
 * brings scheduled articles out.
 */
import { contentAt } from "virtual:site-content";
import type { CategorySlug } from "~/content/catalogue";
import type { Article, TagKey } from "~/content/insights/schema";
import type { Locale } from "~/i18n/locale";
import { companyPages } from "~/lib/company.server";
import { articles as allArticles } from "./insights/articles";
import {
  articlePath,
  type Filter,
  filtersOf,
  listingPath,
  matches,
  PAGE_SIZE,
  pageCount,
  publishedEntries,
  tagName,
  twinOf,
} from "./insights/model";

/**
 * When the content was rendered (the build, or the publish that rendered it again:
 * scripts/site-content.mjs): articles dated after it wait for a later one.
 */
export const builtAtDate = new Date(contentAt);

/**
 * What the site shows: in a production build, the published articles; while writing
 * (`npm run dev`), drafts and scheduled ones too, so a writer previews a file before it is due.
 */
export const published: Article[] = import.meta.env.DEV
  ? publishedEntries(
      allArticles.map((article) => ({ ...article, draft: false })),
      new Date("9999-12-31"),
    )
  : publishedEntries(allArticles, builtAtDate);

export type Author = {
  key: string;
  name: string;
  role: string;
  initials: string;
  location: string;
  portrait?: { photo: string; alt: string };
};

/** An article names its author by their file on the team (content/en/team/<key>.yaml). */
const teamKeys = companyPages.en.about.team.members.map((member) => member.id);

/**
 * Every article's author is on the team of the About page: a file that names another fails the
 * build. The English file names the author (its French twin takes it from there).
 */
const strangers = allArticles.filter(
  (article) => article.lang === "en" && !teamKeys.includes(article.author),
);
if (strangers.length > 0) {
  throw new Error(
    strangers
      .map(
        (article) =>
          `${article.file}:\n  - author: "${article.author}" is not on the team of the About page; one of ${teamKeys.join(", ")}`,
      )
      .join("\n"),
  );
}

export function authorOf(key: string, locale: Locale): Author {
  const member = companyPages[locale].about.team.members.find((member) => member.id === key);
  if (!member) throw new Error(`No team member ${key}`);
  const { id: _id, ...shown } = member;
  return { key, ...shown };
}

/** What a card shows: no body. */
export function cardOf(article: Article) {
  return {
    key: article.key,
    path: articlePath(article),
    title: article.title,
    description: article.description,
    published: article.published,
    minutes: article.minutes,
    category: article.category,
    hero: article.hero,
    author: authorOf(article.author, article.lang).name,
  };
}
export type ArticleCard = ReturnType<typeof cardOf>;

export function articlesIn(locale: Locale): Article[] {
  return published.filter((article) => article.lang === locale);
}

export function findArticle(locale: Locale, slug: string): Article | undefined {
  const wanted = slug.toLowerCase();
  return articlesIn(locale).find((article) => article.slug === wanted);
}

/** The article with that key in the other language, published. */
export function twin(article: Article): Article | undefined {
  return twinOf(article, published);
}

/** One page of a listing; undefined when the page does not exist. */
export function listing(locale: Locale, filter: Filter, page: number) {
  const all = articlesIn(locale).filter((article) => matches(article, filter));
  const pages = pageCount(all.length);
  if (all.length === 0 || page < 1 || page > pages) return undefined;
  return {
    articles: all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map(cardOf),
    total: all.length,
    page,
    pages,
    pagePaths: Array.from({ length: pages }, (_, index) => listingPath(filter, locale, index + 1)),
  };
}

/** The filters a visitor can choose, each with its address and name. */
export function filterLinks(locale: Locale) {
  return filtersOf(published, locale).map((filter) => ({
    filter,
    path: listingPath(filter, locale),
    count: articlesIn(locale).filter((article) => matches(article, filter)).length,
    label: filter.kind === "tag" ? tagName(filter.tag, locale) : undefined,
  }));
}

/** Up to `count` other articles of the same category, then the newest others. */
export function relatedTo(article: Article, count = 3): ArticleCard[] {
  const others = articlesIn(article.lang).filter((other) => other.key !== article.key);
  const same = others.filter((other) => other.category === article.category);
  const rest = others.filter((other) => other.category !== article.category);
  return [...same, ...rest].slice(0, count).map(cardOf);
}

/** The next newer and next older article in the same language. */
export function neighbours(article: Article) {
  const list = articlesIn(article.lang);
  const index = list.findIndex((other) => other.key === article.key);
  const newer = index > 0 ? list[index - 1] : undefined;
  const older = list[index + 1];
  return {
    newer: newer && { path: articlePath(newer), title: newer.title },
    older: older && { path: articlePath(older), title: older.title },
  };
}

/** The latest articles of a service category, for the service and category pages. */
export function latestIn(category: CategorySlug, locale: Locale, count = 3): ArticleCard[] {
  return articlesIn(locale)
    .filter((article) => article.category === category)
    .slice(0, count)
    .map(cardOf);
}

export function tagLinks(article: Article) {
  return article.tags.map((tag: TagKey) => ({
    label: tagName(tag, article.lang),
    path: listingPath({ kind: "tag", tag }, article.lang),
  }));
}
