/**
 * The tags an article may carry, each named in both languages, from content/en/insights/tags.yaml
 * and content/fr/insights/tags.yaml (checked when they are loaded:
 * app/content/collections/insights.ts). The order is the order of the tag filters on the listing
 * pages.
 */
import { allTags } from "#content";

export type TagKey = string;
export type Tag = { en: string; fr: string; frSlug: string };

function tagsIn(locale: "en" | "fr") {
  const entry = allTags.find((file) => file.locale === locale);
  if (!entry) throw new Error(`content/${locale}/insights/tags.yaml: no tags`);
  return entry.tags;
}

const french = new Map(tagsIn("fr").map((tag) => [tag.key, tag]));

export const tags: Readonly<Record<TagKey, Tag>> = Object.fromEntries(
  tagsIn("en").map((tag) => [
    tag.key,
    {
      en: tag.name,
      fr: french.get(tag.key)?.name ?? tag.name,
      frSlug: french.get(tag.key)?.slug ?? tag.key,
    },
  ]),
);
export const tagKeys: readonly TagKey[] = Object.keys(tags);
