/** The articles as the build sees them, for the tests: every file, and what is published. */
import { articles } from "../../app/lib/insights/articles";
import {
  articlePath,
  listingPages,
  publishedEntries,
  sectionPairs,
  twinOf,
} from "../../app/lib/insights/model";

export const allArticles = articles;
export const publishedArticles = publishedEntries(allArticles, new Date());
export const unpublishedArticles = allArticles.filter(
  (entry) => !publishedArticles.includes(entry),
);

/** Every listing and article page of the section, with its twin when it has one. */
export const insightsPages = sectionPairs(publishedArticles);

export const listings = {
  en: listingPages(publishedArticles, "en"),
  fr: listingPages(publishedArticles, "fr"),
};

/** The newest article that has a published twin, and that twin. */
export function pairedArticle() {
  const article = publishedArticles.find(
    (entry) => entry.lang === "en" && twinOf(entry, publishedArticles),
  );
  const twin = article && twinOf(article, publishedArticles);
  if (!article || !twin) throw new Error("No published article with a twin");
  return {
    en: { ...article, path: articlePath(article) },
    fr: { ...twin, path: articlePath(twin) },
  };
}
