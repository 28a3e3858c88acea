/**
 * The article files as data, without rendering them: front matter read through the zod schema,
 * the file name as the address, and the rules that hold across files. Node only.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import type { ZodError } from "zod";
import { type FrontMatter, frontMatterSchema, reservedSlugs } from "../../content/insights/schema";
import { artPath } from "../art";
import { ogImagePath } from "../og-path";
import { articlePath, insightsBase, isPublished, publishedEntries, sectionPaths } from "./model";

/** Where the articles live, relative to the project: one folder per language. */
export const articlesFolder = "app/content/insights";

export class ArticleError extends Error {
  override name = "ArticleError";
}

function explain(error: ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.join(".") || "front matter"}: ${issue.message}`)
    .join("; ");
}

/** The front matter and body of one file; throws an `ArticleError` naming the file and field. */
export function readFrontMatter(
  source: string,
  file: string,
): { data: FrontMatter; slug: string; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new ArticleError(`${file}: no front matter (a --- block at the top)`);
  let raw: unknown;
  try {
    raw = parseYaml(match[1] ?? "", { schema: "core" });
  } catch (error) {
    throw new ArticleError(`${file}: front matter is not valid YAML: ${(error as Error).message}`);
  }
  const parsed = frontMatterSchema.safeParse(raw);
  if (!parsed.success) throw new ArticleError(`${file}: ${explain(parsed.error)}`);
  const slug = path.basename(file, ".md");
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) || reservedSlugs.includes(slug)) {
    throw new ArticleError(
      `${file}: the file name is the address: lower-case words joined by hyphens, not ${reservedSlugs.join(", ")}`,
    );
  }
  const folder = path.basename(path.dirname(file));
  if (folder !== parsed.data.lang) {
    throw new ArticleError(`${file}: lang: "${parsed.data.lang}" in the ${folder}/ folder`);
  }
  return { data: parsed.data, slug, body: match[2] ?? "" };
}

/** Every article file, relative to `root` (the project). */
export function articleFiles(root = process.cwd()): string[] {
  return ["en", "fr"].flatMap((lang) => {
    const folder = path.join(root, articlesFolder, lang);
    let names: string[] = [];
    try {
      names = readdirSync(folder);
    } catch {
      return [];
    }
    return names
      .filter((name) => name.endsWith(".md"))
      .sort()
      .map((name) => path.join(articlesFolder, lang, name));
  });
}

/** Front matter and address of every file, without rendering: for the build's page list and tests. */
export function readArticleIndex(root = process.cwd()): Array<FrontMatter & { slug: string }> {
  const entries = articleFiles(root).map((file) => {
    const { data, slug } = readFrontMatter(readFileSync(path.join(root, file), "utf8"), file);
    return { ...data, slug, file };
  });
  checkCollection(entries);
  return entries.map(({ file: _file, ...entry }) => entry);
}

/** Rules across files: unique addresses, and twins that agree on what they share. */
export function checkCollection(entries: Array<FrontMatter & { slug: string; file: string }>) {
  const seen = new Map<string, string>();
  for (const entry of entries) {
    for (const id of [`${entry.lang}:slug:${entry.slug}`, `${entry.lang}:key:${entry.key}`]) {
      const other = seen.get(id);
      if (other) {
        throw new ArticleError(
          `${entry.file}: ${id.includes(":slug:") ? "same file name" : `key "${entry.key}"`} as ${other} in the same language`,
        );
      }
      seen.set(id, entry.file);
    }
  }
  for (const entry of entries.filter((item) => item.lang === "fr")) {
    const twin = entries.find((item) => item.lang === "en" && item.key === entry.key);
    if (!twin) continue;
    for (const field of ["published", "author", "category"] as const) {
      if (entry[field] !== twin[field]) {
        throw new ArticleError(
          `${entry.file}: ${field}: "${entry[field]}" where its twin ${twin.file} has "${twin[field]}"`,
        );
      }
    }
    if ([...entry.tags].sort().join() !== [...twin.tags].sort().join()) {
      throw new ArticleError(`${entry.file}: tags: not the same as its twin ${twin.file}`);
    }
    if (Boolean(entry.draft) !== Boolean(twin.draft)) {
      throw new ArticleError(`${entry.file}: draft: not the same as its twin ${twin.file}`);
    }
  }
}

/** The published articles' addresses, share images and artworks, for the build's page list. */
export function insightsPrerenderPaths(now = new Date(), root = process.cwd()): string[] {
  const published = publishedEntries(readArticleIndex(root), now);
  const shared = new Map(published.map((entry) => [entry.key, entry.hero.scene]));
  return [
    ...sectionPaths(published),
    ...published.map((entry) => ogImagePath(articlePath(entry))),
    ogImagePath(insightsBase.en),
    ogImagePath(insightsBase.fr),
    ...[...shared].map(([key, scene]) => artPath(scene, `insights/${key}`)),
  ];
}

export { isPublished };
