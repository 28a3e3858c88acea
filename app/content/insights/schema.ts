/**
 * The model of an article's front matter. An article is a Markdown file in content/en/insights/
 * or content/fr/insights/ (app/content/collections/insights.ts); the build reads every file
 * through this schema and stops, naming the file and the field, when one does not fit.
 */
import { z } from "zod";
import { type CategorySlug, categorySlugs } from "../category-slugs";
import { sceneKinds } from "../schema";

/** A tag's key (content/en/insights/tags.yaml); the loader checks the list has it. */
export type TagKey = string;

/** A person's key: their name in lower case, without accents, words joined by hyphens. */
export function personKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Words that name listing pages in an article's folder, so no article may take them. */
export const reservedSlugs = ["page", "category", "tag", "categorie", "sujet", "rss", "atom"];

const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lower-case letters, digits and single hyphens only");
const day = z.iso.date("a date written YYYY-MM-DD");

/**
 * A primary source an article relies on: the statute, the regulation or the regulator's own
 * guidance, at its official address. Secure addresses only, as every link the site prints.
 */
const source = z.strictObject({
  title: z.string().trim().min(8),
  /** The page's language, when it is not the article's (the OQLF writes its guidance in French). */
  lang: z.enum(["en", "fr"]).optional(),
  url: z.url({
    protocol: /^https$/,
    hostname: z.regexes.domain,
    error: "an https:// address on a public domain",
  }),
});

export const frontMatterSchema = z
  .strictObject({
    key: slug,
    lang: z.enum(["en", "fr"]),
    title: z.string().trim().min(20).max(60),
    description: z.string().trim().min(100).max(160),
    published: day,
    updated: day.optional(),
    /** A member of the team on the About page, by key; the loader checks the team has them. */
    author: slug,
    category: z.enum(categorySlugs as unknown as [CategorySlug, ...CategorySlug[]], {
      error: `one of ${categorySlugs.join(", ")}`,
    }),
    tags: z
      .array(slug)
      .min(1)
      .max(4)
      .refine((list) => new Set(list).size === list.length, "a tag appears twice"),
    hero: z.strictObject({ scene: z.enum(sceneKinds), alt: z.string().trim().min(12) }),
    draft: z.boolean().optional(),
    /** What an article that states the law rests on, listed under "Sources" at its end. */
    sources: z
      .array(source)
      .min(1)
      .refine(
        (list) => new Set(list.map((item) => item.url)).size === list.length,
        "a source appears twice",
      )
      .optional(),
    /** The day someone last checked the article against its sources. */
    reviewed: day.optional(),
  })
  .refine((data) => !data.updated || data.updated >= data.published, {
    path: ["updated"],
    message: "comes before the published date",
  })
  // A statement of the law is only as good as the day it was checked: sources need that day.
  .refine((data) => !data.sources || Boolean(data.reviewed), {
    path: ["reviewed"],
    message: "required with sources: the day the article was checked against them (YYYY-MM-DD)",
  });

export type FrontMatter = z.infer<typeof frontMatterSchema>;

/** What the build makes of one file: its front matter, slug, rendered body and reading facts. */
export type Article = FrontMatter & {
  slug: string;
  /** The file, relative to the project (content/en/insights/<slug>.md), for messages. */
  file: string;
  html: string;
  toc: Array<{ id: string; text: string; depth: 2 | 3 }>;
  words: number;
  minutes: number;
};
