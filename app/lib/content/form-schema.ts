/**
 * The editor's fields, generated from the schema the build checks the entry with (app/content/
 * forms.ts): zod writes the JSON Schema the form is drawn from, and this module fits it to the
 * file. What the entry takes from its place in the folder (its slug, its category) is no field;
 * a French form holds the words only, the fields its English twin shares are left out; each
 * field is named in plain words and says its limits.
 */
import { z } from "zod";
import type { EntryForm, Locale } from "~/content/forms";

export type JsonSchema = {
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
  additionalItems?: boolean | JsonSchema;
  discriminator?: { propertyName: string };
  [key: string]: unknown;
};

/**
 * A text as the page will show it: each `{claims.timeline}` replaced by the fact it names (the
 * build does the same, app/content/twin.ts). Lengths and patterns are checked on this text; a
 * name that is no fact is left as written, for the server to name.
 */
export function withFactsShown(value: unknown, facts: unknown): unknown {
  if (typeof value === "string") {
    return value.replace(/\{([A-Za-z]\w*(?:\.\w+)*)\}/g, (token, name: string) => {
      let at: unknown = facts;
      for (const part of name.split(".")) {
        at = at && typeof at === "object" ? (at as Record<string, unknown>)[part] : undefined;
      }
      return typeof at === "string" || typeof at === "number" ? String(at) : token;
    });
  }
  if (Array.isArray(value)) return value.map((item) => withFactsShown(item, facts));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withFactsShown(item, facts)]),
    );
  }
  return value;
}

/** "metaDescription" → "Meta description", "showCTA" → "Show CTA", "hero" → "Hero". */
export function fieldTitle(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .split(" ")
    .map((word, index) =>
      /^[A-Z0-9]{2,}$/.test(word) ? word : index === 0 ? word : word.toLowerCase(),
    )
    .join(" ");
  const named = words.replace(/\burl\b/gi, "URL");
  return named.charAt(0).toUpperCase() + named.slice(1);
}

/** What search engines show of a page's title and description (docs/decisions/0022). */
const searchLimits: Record<string, string> = {
  "meta.title": "Search engines show about 60 characters of a title.",
  "meta.description": "Search engines show about 160 characters of a description.",
};

/** A company page's text: its sections, as the page shows them. */
const companyBody =
  "The page's sections, each under a ## heading: paragraphs separated by a blank line, and at most one list (- for each item). No links or formatting: the page shows plain text.";

/** An article's own title and description are its search result's; its body is Markdown. */
const articleHelp: Record<string, string> = {
  key: "The article's own name, which no other article takes: lowercase words and hyphens.",
  draft: "Ticked, the article stays off every page, feed and the sitemap when published.",
  reviewed: "The day the article was last checked against its sources: required with sources.",
  title: searchLimits["meta.title"] as string,
  description: searchLimits["meta.description"] as string,
  body: "Markdown: a blank line between paragraphs, ## and ### for headings, - for a list, [words](/address) for a link, **bold**. A fact in braces, as {claims.timeline}.",
};

function limits(schema: JsonSchema): string[] {
  const said: string[] = [];
  if (schema.minLength !== undefined && schema.maxLength !== undefined) {
    said.push(`${schema.minLength} to ${schema.maxLength} characters.`);
  } else if (schema.maxLength !== undefined) {
    said.push(`At most ${schema.maxLength} characters.`);
  } else if (schema.minLength !== undefined && schema.minLength > 1) {
    said.push(`At least ${schema.minLength} characters.`);
  }
  if (schema.minItems !== undefined && schema.minItems === schema.maxItems) {
    said.push(`Exactly ${schema.minItems}.`);
  } else if (schema.minItems !== undefined && schema.maxItems !== undefined) {
    said.push(`${schema.minItems} to ${schema.maxItems} items.`);
  } else if (schema.minItems !== undefined && schema.minItems > 0) {
    said.push(`At least ${schema.minItems}.`);
  }
  return said;
}

type Walk = {
  locale: Locale;
  form: EntryForm;
  /** Dotted path without list positions, as twin rules name fields. */
  name: string[];
};

function isShared(form: EntryForm, name: string[]) {
  const dotted = name.join(".");
  const key = name.at(-1);
  return form.rule.shared.some((entry) => (entry.includes(".") ? entry === dotted : entry === key));
}

const isFrenchOnly = (form: EntryForm, name: string[]) =>
  (form.rule.frenchOnly ?? []).includes(name.join("."));

/** A branch of the schema without the fields the French file does not write; null if none left. */
function wordsOf(schema: JsonSchema, walk: Walk): JsonSchema | null {
  const out: JsonSchema = { ...schema };
  const path = walk.name.join(".");
  const help =
    walk.form.name === "articles"
      ? articleHelp[path]
      : walk.form.page && path === "body"
        ? walk.locale === "en"
          ? `${companyBody} An English heading ends with its name in braces, as {#who-we-are}: keep it, the page and its links find the section by it.`
          : `${companyBody} The French sections follow the English ones, in the same order, without their {#name}.`
        : searchLimits[path];
  const said = [help, ...limits(schema)].filter(Boolean);
  if (said.length > 0 && !schema.properties) out.description = said.join(" ");
  if (schema.properties) {
    const properties: Record<string, JsonSchema> = {};
    for (const [key, child] of Object.entries(schema.properties)) {
      const name = [...walk.name, key];
      if (walk.locale === "fr" && isShared(walk.form, name)) continue;
      if (walk.locale === "en" && isFrenchOnly(walk.form, name)) continue;
      const fitted = wordsOf(child, { ...walk, name });
      if (fitted) properties[key] = { title: fieldTitle(key), ...fitted };
    }
    if (Object.keys(properties).length === 0 && walk.name.length > 0) return null;
    out.properties = properties;
    out.required = (schema.required ?? []).filter((key) => key in properties);
  }
  // A record's values (the accessibility page's contacts, by section) are fields like others.
  if (schema.additionalProperties && typeof schema.additionalProperties === "object") {
    const value = wordsOf(schema.additionalProperties, walk);
    if (!value) return null;
    out.additionalProperties = value;
  }
  if (Array.isArray(schema.items)) {
    const items = schema.items.map((item) => wordsOf(item, walk));
    if (items.some((item) => item === null)) return null;
    out.items = items as JsonSchema[];
  } else if (schema.items) {
    const item = wordsOf(schema.items, walk);
    if (!item) return null;
    out.items = item;
  }
  for (const key of ["oneOf", "anyOf"] as const) {
    const options = schema[key];
    if (!options) continue;
    const fitted = options.map((option) => wordsOf(option, walk));
    if (fitted.some((option) => option === null)) return null;
    out[key] = (fitted as JsonSchema[]).map((option) => {
      const kind = option.properties?.type?.const;
      return typeof kind === "string" ? { title: fieldTitle(kind), ...option } : option;
    });
    // Sections are told apart by their `type`: the form shows it as the option's name.
    const kinds = (schema[key] as JsonSchema[]).map((option) => option.properties?.type?.const);
    if (kinds.every((kind) => typeof kind === "string")) {
      out.discriminator = { propertyName: "type" };
    }
  }
  return out;
}

/**
 * The schema laid over one English entry: a French file follows its English twin item by item,
 * so each list has the English list's length and each section the English section's kind.
 */
function specialize(schema: JsonSchema, english: unknown): JsonSchema {
  if (schema.oneOf && english && typeof english === "object" && "type" in english) {
    const chosen = schema.oneOf.find(
      (option) => option.properties?.type?.const === (english as { type: unknown }).type,
    );
    if (chosen) return specialize(chosen, english);
  }
  if (schema.properties && english && typeof english === "object" && !Array.isArray(english)) {
    const properties: Record<string, JsonSchema> = {};
    for (const [key, child] of Object.entries(schema.properties)) {
      properties[key] = specialize(child, (english as Record<string, unknown>)[key]);
    }
    return { ...schema, properties };
  }
  if (schema.items && Array.isArray(english)) {
    const items = english.map((value, index) =>
      specialize(
        Array.isArray(schema.items) ? (schema.items[index] ?? {}) : (schema.items as JsonSchema),
        value,
      ),
    );
    return {
      ...schema,
      items,
      minItems: items.length,
      maxItems: items.length,
      additionalItems: false,
    };
  }
  return schema;
}

/**
 * The JSON Schema of a file: `en/services/web/seo.yaml` is checked by its collection's schema
 * without the fields its place gives it; its French twin by the words of that schema, plus the
 * French address when the entry has one, laid over the English entry (`english`).
 */
export function fileSchema(form: EntryForm, locale: Locale, english?: unknown): JsonSchema {
  const whole = z.toJSONSchema(form.schema, {
    target: "draft-7",
    io: "input",
    unrepresentable: "any",
  }) as JsonSchema;
  const placed = Object.keys(form.entry({}, "folder/name", "en") as object);
  const { $schema: _, ...schema } = whole;
  const properties = { ...schema.properties };
  for (const key of placed) delete properties[key];
  // A French file laid by a rule of its own (an article's) keeps lists of its own length.
  const laid =
    locale === "fr" && !form.lay
      ? specialize({ ...schema, properties }, english)
      : { ...schema, properties };
  const fitted = wordsOf(laid, { locale, form, name: [] }) as JsonSchema;
  if (locale === "fr" && form.frenchAddress) {
    fitted.properties = {
      slug: {
        title: "French address",
        description: "The last part of the page's French address: lowercase words and hyphens.",
        type: "string",
        pattern: "^[a-z0-9]+(-[a-z0-9]+)*$",
      },
      ...fitted.properties,
    };
    fitted.required = ["slug", ...(fitted.required ?? [])];
  }
  return fitted;
}
