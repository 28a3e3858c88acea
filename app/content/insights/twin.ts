/**
 * A French article laid over its English twin (content/fr/insights/<name>.md over
 * content/en/insights/<name>.md): the French file writes its address (`slug`) and its words (the
 * title, description, the artwork's alt text, its sources, the body); everything else is the
 * English file's, written once. Its sources are its own list: the French pages of the statutes,
 * as many as it cites. Used by the build and by the back office's check of a draft alike.
 */
import { ContentError } from "../twin";

/** What a French article takes from its English twin: everything but the words. */
export const articleShared = [
  "key",
  "published",
  "updated",
  "reviewed",
  "author",
  "category",
  "tags",
  "draft",
] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The French article's fields (without its `slug`) over the English ones. */
export function layArticle(
  englishFields: Record<string, unknown>,
  frenchFields: Record<string, unknown>,
  file: string,
  englishFile: string,
): Record<string, unknown> {
  const { slug: _slug, ...own } = frenchFields;
  const faults: string[] = [];
  for (const field of articleShared) {
    if (field in own)
      faults.push(`${field}: shared by both languages, written once in ${englishFile}`);
  }
  if (isRecord(own.hero) && "scene" in own.hero) {
    faults.push(`hero.scene: shared by both languages, written once in ${englishFile}`);
  }
  if (faults.length > 0) throw new ContentError(`${file}:\n  - ${faults.join("\n  - ")}`);
  const fields: Record<string, unknown> = { ...own };
  for (const field of articleShared)
    if (field in englishFields) fields[field] = englishFields[field];
  if (isRecord(englishFields.hero) && "scene" in englishFields.hero) {
    fields.hero = { scene: englishFields.hero.scene, ...(isRecord(own.hero) ? own.hero : {}) };
  }
  return fields;
}
