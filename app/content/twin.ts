/**
 * How a content entry's two languages are written (docs/decisions/0021): the English file holds
 * the whole entry, the fields both languages share included (icons, scenes, links, slugs of
 * related work, the client's name…); its French twin, at the same path under content/fr/, holds
 * the words only. The loader lays the French words over the English entry, and a word left out,
 * a field the English entry does not have or a shared field written twice stops the build with
 * its file and field.
 *
 * Copy names the company's facts rather than repeating them: `{claims.timeline}` in a sentence
 * is the typical timeline of content/en/facts.yaml, in the entry's language.
 */

export type TwinRule = {
  /**
   * What the languages share: a bare key ("icon") anywhere in the entry, or a dotted path
   * without list positions ("showcase.items").
   */
  shared: readonly string[];
  /** Paths the French file may add that the English one has no use for ("claims.inProse"). */
  frenchOnly?: readonly string[];
};

export class ContentError extends Error {
  override name = "ContentError";
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** "features.items.2.icon" → "features.items.icon": a rule names fields, not positions. */
const ruleName = (path: readonly (string | number)[]) =>
  path.filter((part) => typeof part === "string").join(".");

const shown = (path: readonly (string | number)[]) => path.join(".") || "(the entry)";

function isShared(rule: TwinRule, path: readonly (string | number)[]): boolean {
  const key = path.at(-1);
  const name = ruleName(path);
  return rule.shared.some((entry) => (entry.includes(".") ? entry === name : entry === key));
}

const isFrenchOnly = (rule: TwinRule, path: readonly (string | number)[]) =>
  (rule.frenchOnly ?? []).includes(ruleName(path));

/**
 * The French entry: the English one with the French file's words in place of its own. Every
 * fault is listed, not only the first, so a writer fixes a file in one pass.
 */
export function layFrench(
  english: unknown,
  french: unknown,
  rule: TwinRule,
  file: string,
): unknown {
  const faults: string[] = [];
  const merged = lay(english, french, [], rule, faults);
  if (faults.length > 0) {
    throw new ContentError(`${file}:\n${faults.map((fault) => `  - ${fault}`).join("\n")}`);
  }
  return merged;
}

function lay(
  english: unknown,
  french: unknown,
  path: (string | number)[],
  rule: TwinRule,
  faults: string[],
): unknown {
  if (Array.isArray(english)) {
    if (!Array.isArray(french)) {
      faults.push(`${shown(path)}: expected a list of ${english.length}, as in English`);
      return english;
    }
    if (french.length !== english.length) {
      faults.push(
        `${shown(path)}: has ${french.length} items where the English has ${english.length}`,
      );
    }
    return english.map((item, index) => lay(item, french[index], [...path, index], rule, faults));
  }
  if (isRecord(english)) {
    const words = french === undefined ? {} : french;
    if (!isRecord(words)) {
      faults.push(`${shown(path)}: expected fields, as in English`);
      return english;
    }
    const result: Record<string, unknown> = {};
    for (const key of Object.keys(words)) {
      const at = [...path, key];
      if (isFrenchOnly(rule, at)) result[key] = words[key];
      else if (!(key in english)) faults.push(`${shown(at)}: not a field of the English entry`);
      else if (isShared(rule, at)) {
        faults.push(`${shown(at)}: shared by both languages, written once in the English file`);
      }
    }
    for (const [key, value] of Object.entries(english)) {
      const at = [...path, key];
      if (isShared(rule, at)) result[key] = value;
      else if (!(key in words)) faults.push(`${shown(at)}: missing (the English entry has it)`);
      else result[key] = lay(value, words[key], at, rule, faults);
    }
    return result;
  }
  if (french === undefined || french === null) {
    faults.push(`${shown(path)}: missing (the English entry has it)`);
    return english;
  }
  if (typeof french !== typeof english) {
    faults.push(`${shown(path)}: expected a ${typeof english}, as in English`);
  }
  return french;
}

/** What the French file of an entry writes: the English fields it shares taken out. */
export function wordsOnly(english: unknown, french: unknown, rule: TwinRule): unknown {
  return strip(english, french, [], rule);
}

function strip(english: unknown, french: unknown, path: (string | number)[], rule: TwinRule) {
  if (Array.isArray(french)) {
    return french.map((item, index): unknown =>
      strip(Array.isArray(english) ? english[index] : undefined, item, [...path, index], rule),
    );
  }
  if (isRecord(french)) {
    const result: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(french)) {
      const at = [...path, key];
      if (isShared(rule, at) && !isFrenchOnly(rule, at)) continue;
      result[key] = strip(isRecord(english) ? english[key] : undefined, value, at, rule);
    }
    return result;
  }
  return french;
}

const TOKEN = /\{([A-Za-z][\w]*(?:\.[\w]+)*)\}/g;

/** The entry with each `{fact.path}` replaced by the fact, in the entry's language. */
export function withFacts<T>(entry: T, facts: unknown, file: string): T {
  const faults: string[] = [];
  const resolved = fill(entry, facts, [], faults);
  if (faults.length > 0) {
    throw new ContentError(`${file}:\n${faults.map((fault) => `  - ${fault}`).join("\n")}`);
  }
  return resolved as T;
}

function fill(
  value: unknown,
  facts: unknown,
  path: (string | number)[],
  faults: string[],
): unknown {
  if (typeof value === "string") {
    return value.replace(TOKEN, (token, name: string) => {
      const fact = name
        .split(".")
        .reduce<unknown>(
          (at, part) =>
            isRecord(at) || Array.isArray(at) ? (at as Record<string, unknown>)[part] : undefined,
          facts,
        );
      if (typeof fact === "string" || typeof fact === "number") return String(fact);
      faults.push(`${shown(path)}: ${token} is not a fact of content/en/facts.yaml`);
      return token;
    });
  }
  if (Array.isArray(value))
    return value.map((item, index) => fill(item, facts, [...path, index], faults));
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fill(item, facts, [...path, key], faults)]),
    );
  }
  return value;
}

/** A zod error as a writer reads it: the file, then each field and what it expected. */
export function schemaFaults(
  file: string,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): ContentError {
  const lines = issues.map(
    (issue) => `  - ${issue.path.map(String).join(".") || "(the entry)"}: ${issue.message}`,
  );
  return new ContentError(`${file}:\n${lines.join("\n")}`);
}
