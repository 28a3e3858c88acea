/**
 * What changed between two versions of an entry, field by field, in words a person reads:
 * "Meta › Title: Web design → Web design in Toronto". Lists are compared item by item.
 */
import { parse as parseYaml } from "yaml";
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
  const old = leaves(before);
  const next = leaves(after);
  const kept = within === undefined ? null : leaves(within);
  const changes: FieldChange[] = [];
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

/** A version's text as fields, or null when the file did not exist in that version. */
export const parsedYaml = (text: string | null): unknown =>
  text === null ? null : parseYaml(text);
