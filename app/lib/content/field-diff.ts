/**
 * What changed between two versions of an entry, field by field, in words a person reads:
 * "Meta › Title: Web design → Web design in Toronto". Lists are compared item by item.
 */
import { BODY, readEntry } from "~/content/entry-file";
import { fieldTitle } from "./form-schema";

export type FieldChange = {
  /** "Sections › 2 › Body" */
  field: string;
  /** The text before, or null when the field did not exist. */
  before: string | null;
  /** The text after, or null when the field was removed. */
  after: string | null;
};

type Leaves = Map<string, { label: string; text: string }>;

function leaves(value: unknown, trail: (string | number)[] = [], into: Leaves = new Map()) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      leaves(item, [...trail, index], into);
    });
    if (value.length === 0 && trail.length > 0) into.set(JSON.stringify(trail), leaf(trail, ""));
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) leaves(item, [...trail, key], into);
  } else if (value !== undefined && value !== null) {
    into.set(JSON.stringify(trail), leaf(trail, String(value)));
  }
  return into;
}

const leaf = (trail: (string | number)[], text: string) => ({
  label:
    trail
      .map((part) => (typeof part === "number" ? String(part + 1) : fieldTitle(part)))
      .join(" › ") || "The entry",
  text,
});

/**
 * The fields that differ between `before` and `after` (parsed entries), in the entry's order;
 * with `within`, only the fields that entry has too (a French file's words, say).
 */
export function fieldChanges(before: unknown, after: unknown, within?: unknown): FieldChange[] {
  const texts = [before, after, within].map(bodyOf);
  const [oldBody, nextBody, keptBody] = texts;
  const old = leaves(withoutBody(before));
  const next = leaves(withoutBody(after));
  const kept = within === undefined ? null : leaves(withoutBody(within));
  const changes: FieldChange[] = [];
  if ((oldBody !== null || nextBody !== null) && (within === undefined || keptBody !== null)) {
    changes.push(...paragraphChanges(oldBody ?? "", nextBody ?? ""));
  }
  for (const [key, { label, text }] of next) {
    const was = old.get(key);
    if (kept && !kept.has(key)) continue;
    if (was?.text !== text) changes.push({ field: label, before: was?.text ?? null, after: text });
  }
  for (const [key, { label, text }] of old) {
    if (kept && !kept.has(key)) continue;
    if (!next.has(key)) changes.push({ field: label, before: text, after: null });
  }
  return changes;
}

/** A Markdown file's text (its `body` field), or null when it has none. */
function bodyOf(value: unknown): string | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const body = (value as Record<string, unknown>)[BODY];
  return typeof body === "string" ? body : null;
}

function withoutBody(value: unknown): unknown {
  if (bodyOf(value) === null) return value;
  const { [BODY]: _body, ...rest } = value as Record<string, unknown>;
  return rest;
}

/**
 * What changed in a Markdown text, paragraph by paragraph (blocks between blank lines), each
 * run of changed paragraphs once: "Body › paragraph 4", with the paragraphs before and after.
 * An added paragraph does not show every one after it as changed.
 */
export function paragraphChanges(before: string, after: string): FieldChange[] {
  const split = (text: string) =>
    text
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .filter(Boolean);
  const a = split(before);
  const b = split(after);
  // The longest common run of paragraphs from a[i] and b[j] on: run(i, j).
  const width = b.length + 1;
  const lcs = new Int32Array((a.length + 1) * width);
  const run = (i: number, j: number) => lcs[i * width + j] ?? 0;
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i * width + j] =
        a[i] === b[j] ? run(i + 1, j + 1) + 1 : Math.max(run(i + 1, j), run(i, j + 1));
    }
  }
  const changes: FieldChange[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    const from = { i, j };
    while ((i < a.length || j < b.length) && !(i < a.length && j < b.length && a[i] === b[j])) {
      if (j < b.length && (i === a.length || run(i, j + 1) >= run(i + 1, j))) j++;
      else i++;
    }
    const removed = a.slice(from.i, i);
    const added = b.slice(from.j, j);
    changes.push({
      field: `${fieldTitle(BODY)} › paragraph ${added.length > 0 ? from.j + 1 : from.i + 1}`,
      before: removed.length > 0 ? removed.join("\n\n") : null,
      after: added.length > 0 ? added.join("\n\n") : null,
    });
  }
  return changes;
}

/** A version's text as fields, or null when the file did not exist in that version. */
export const parsedEntry = (text: string | null, file: string): unknown =>
  text === null ? null : readEntry(text, file);
