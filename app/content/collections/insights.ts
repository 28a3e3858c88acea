/**
 * The articles' tags: content/en/insights/tags.yaml (each tag's key, its English address
 * segment, and its English name) and content/fr/insights/tags.yaml (its French name and address
 * segment, by key).
 *
 * The articles: content/en/insights/<slug>.md, Markdown with front matter, the file's name its
 * address; its French twin is the file of the same name under content/fr/insights/, as for every
 * other entry, and names its own French address (`slug`). The French file writes only its words
 * (title, description, the artwork's alt text, its sources, the body); the key, date, author,
 * category, tags, artwork and draft state are the English file's, written once. Each file is checked against the front
 * matter schema, its `{fact}` tokens filled in its language, and its body rendered to HTML
 * (app/lib/insights/compile.ts); an error names the file and the field or line.
 */
import { readFileSync } from "node:fs";
import { defineCollection } from "@content-collections/core";
import { z } from "zod";
import { renderArticle } from "../../lib/insights/compile";
import { frontMatterSchema, reservedSlugs } from "../insights/schema";
import { layArticle } from "../insights/twin";
import { ContentError, schemaFaults, withFacts } from "../twin";
import {
  anyFile,
  facts,
  factsFor,
  fileIn,
  fileOf,
  inBoth,
  type Locale,
  localeOf,
  type RawDocument,
  root,
} from "./shared";

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const tagSlug = z.string().regex(slugPattern, "lower-case letters, digits and single hyphens only");
const tagName = z.string().trim().min(2);
const englishTags = z.record(tagSlug, tagName);
const frenchTags = z.record(tagSlug, z.strictObject({ name: tagName, slug: tagSlug }));

/** Each file's tags, in the English file's order: `{ locale, tags: [{ key, name, slug }] }`. */
export const tags = defineCollection({
  name: "tags",
  directory: root,
  include: inBoth("insights", "tags.yaml"),
  parser: "yaml",
  schema: anyFile,
  transform: async (input, context) => {
    const document = input as unknown as RawDocument;
    const file = fileOf(document._meta);
    const locale = localeOf(document._meta);
    const all = (await context.collection.documents()) as unknown as RawDocument[];
    const englishFile = all.find((other) => localeOf(other._meta) === "en");
    const englishName = fileIn("en", "insights/tags");
    if (!englishFile) throw new ContentError(`${englishName} is missing`);
    const english = englishTags.safeParse(frontMatterOf(englishFile));
    if (!english.success) throw schemaFaults(englishName, english.error.issues);
    if (locale === "en") {
      return {
        locale,
        tags: Object.entries(english.data).map(([key, name]) => ({ key, name, slug: key })),
      };
    }
    const french = frenchTags.safeParse(frontMatterOf(document));
    if (!french.success) throw schemaFaults(file, french.error.issues);
    const faults = [
      ...Object.keys(english.data)
        .filter((key) => !(key in french.data))
        .map((key) => `${key}: missing (${englishName} has it)`),
      ...Object.keys(french.data)
        .filter((key) => !(key in english.data))
        .map((key) => `${key}: not a tag of ${englishName}`),
    ];
    if (faults.length > 0) throw new ContentError(`${file}:\n  - ${faults.join("\n  - ")}`);
    return {
      locale,
      tags: Object.keys(english.data).flatMap((key) => {
        const own = french.data[key];
        return own ? [{ key, name: own.name, slug: own.slug }] : [];
      }),
    };
  },
});

/** The tags' keys, from the tags collection (transformed before the articles). */
function tagKeysIn(documents: readonly unknown[]): string[] {
  const english = (documents as { locale?: Locale; tags?: { key: string }[] }[]).find(
    (entry) => entry.locale === "en",
  );
  return english?.tags?.map((tag) => tag.key) ?? [];
}

const languageOf = (document: RawDocument) => localeOf(document._meta);

/** The front matter as the file writes it: every field but the body. */
function frontMatterOf(document: RawDocument): Record<string, unknown> {
  const { _meta, content: _content, ...fields } = document;
  return fields;
}

export const articles = defineCollection({
  name: "articles",
  directory: root,
  include: inBoth("insights", "*.md"),
  parser: "frontmatter",
  schema: anyFile,
  transform: async (input, context) => {
    const document = input as unknown as RawDocument;
    const file = fileOf(document._meta);
    const lang = languageOf(document);
    const name = document._meta.fileName.replace(/\.md$/, "");
    const slug = lang === "fr" ? document.slug : name;
    const where = lang === "fr" ? "slug: the French address" : "the file name is the address";
    if (typeof slug !== "string" || !slugPattern.test(slug) || reservedSlugs.includes(slug)) {
      throw new ContentError(
        `${file}: ${where}: lower-case words joined by hyphens, not ${reservedSlugs.join(", ")}`,
      );
    }
    const all = (await context.collection.documents()) as unknown as RawDocument[];
    let fields = frontMatterOf(document);
    if (lang === "fr") {
      const english = all.find(
        (other) => languageOf(other) === "en" && other._meta.fileName === document._meta.fileName,
      );
      if (!english) {
        throw new ContentError(
          `${file}: no English article in ${root}/en/insights has this file's name; a French article is the twin of one`,
        );
      }
      const namesake = all.find(
        (other) => other !== document && languageOf(other) === "fr" && other.slug === slug,
      );
      if (namesake) {
        throw new ContentError(
          `${file}: slug: "${slug}" is also the address of ${fileOf(namesake._meta)}`,
        );
      }
      fields = layArticle(frontMatterOf(english), fields, file, fileOf(english._meta));
    } else {
      const key = document.key;
      const namesake = all.find(
        (other) => other !== document && languageOf(other) === "en" && other.key === key,
      );
      if (namesake) {
        throw new ContentError(
          `${file}: key: "${key}" is also the key of ${fileOf(namesake._meta)}`,
        );
      }
    }
    if ("lang" in fields) {
      throw new ContentError(`${file}: lang: not written; the folder (${lang}/) is the language`);
    }
    const known = factsFor(context.documents(facts), lang);
    const filled: Record<string, unknown> = withFacts({ ...fields, lang }, known, file);
    const parsed = frontMatterSchema.safeParse(filled);
    // The tags are those of content/en/insights/tags.yaml, checked beside the schema's faults.
    const tagKeys = tagKeysIn(context.documents(tags));
    const written: unknown[] = Array.isArray(filled.tags) ? filled.tags : [];
    const unknownTags = written.flatMap((tag, index) =>
      typeof tag === "string" && tagKeys.includes(tag)
        ? []
        : [{ path: ["tags", index], message: `one of ${tagKeys.join(", ")}` }],
    );
    if (!parsed.success || unknownTags.length > 0) {
      throw schemaFaults(file, [...(parsed.error?.issues ?? []), ...unknownTags]);
    }

    const body = typeof document.content === "string" ? document.content : "";
    const source = readFileSync(file, "utf8");
    const firstLine = source.slice(0, Math.max(0, source.indexOf(body))).split("\n").length;
    return context.cache(
      { data: parsed.data, slug, body, file, facts: known, firstLine },
      async (article) => {
        try {
          return await renderArticle(article);
        } catch (error) {
          if (error instanceof ContentError) throw error;
          throw new ContentError(`${file}: ${(error as Error).message}`);
        }
      },
    );
  },
});
