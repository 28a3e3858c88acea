/**
 * Every article as the build loaded it from content/{en,fr}/insights (`#content`, rendered by
 * app/content/collections/insights.ts), and the addresses the build prerenders for them. Node
 * only: the React Router configuration, the server's loaders and the tests read it; the
 * browser gets what a page shows through its loader.
 */
import { allArticles } from "#content";
import type { Article } from "../../content/insights/schema";
import { artPath } from "../art";
import { ogImagePath } from "../og-path";
import { articlePath, insightsBase, publishedEntries, sectionPaths } from "./model";

export const articles: readonly Article[] = allArticles;

/** The published articles' addresses, share images and artworks, for the build's page list. */
export function insightsPrerenderPaths(now = new Date()): string[] {
  const published = publishedEntries(articles, now);
  const shared = new Map(published.map((entry) => [entry.key, entry.hero.scene]));
  return [
    ...sectionPaths(published),
    ...published.map((entry) => ogImagePath(articlePath(entry))),
    ogImagePath(insightsBase.en),
    ogImagePath(insightsBase.fr),
    ...[...shared].map(([key, scene]) => artPath(scene, `insights/${key}`)),
  ];
}
