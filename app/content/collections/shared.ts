/**
 * What every collection of content/ shares: the facts, which the others' copy names, and the
 * twin rule by which a French file lays its words over its English entry (app/content/twin.ts).
 *
 * The files are in one folder per language, the same path in both: content/en/<place> is an
 * entry in English, the whole of it, and content/fr/<place> its French twin, the words only.
 * The rules below are the only ones that read a file's language or find its twin from its path.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { defineCollection } from "@content-collections/core";
import { z } from "zod";
import { type EntryForm, factsForm, factsRule } from "../forms";
import { ContentError, layFrench, schemaFaults, withFacts } from "../twin";

export type Locale = "en" | "fr";
export const locales: readonly Locale[] = ["en", "fr"];

/** Where the files are: `content/`, or another folder a test builds from (CONTENT_DIR). */
export const root = process.env.CONTENT_DIR ?? "content";
export type Meta = {
  filePath: string;
  fileName: string;
  directory: string;
  path: string;
  extension: string;
};
export type RawDocument = Record<string, unknown> & { _meta: Meta };

export const anyFile = z.looseObject({});

/**
 * The globs of an area's files in both languages, for a collection whose directory is the root:
 * `inBoth("team", "*.yaml")` is `en/team/*.yaml` and `fr/team/*.yaml`.
 */
export const inBoth = (area: string, pattern: string) =>
  locales.map((locale) => [locale, area, pattern].filter(Boolean).join("/"));

/** The language of a file: the folder it is in, content/en/ or content/fr/. */
export function localeOf(meta: Meta): Locale {
  const folder = meta.filePath.split("/")[0];
  if (folder !== "en" && folder !== "fr") {
    throw new ContentError(`${root}/${meta.filePath}: not in ${root}/en/ or ${root}/fr/`);
  }
  return folder;
}
/** Where a file is in its language's folder, without extension: `services/web/copywriting`. */
const placeOf = (meta: Meta) => meta.path.slice(meta.path.indexOf("/") + 1);
/** The file of a place in a language, as messages name it: `content/fr/services/web/seo.yaml`. */
export const fileIn = (locale: Locale, place: string, extension = "yaml") =>
  `${root}/${locale}/${place}.${extension}`;
/** The file of a document, as messages name it. */
export const fileOf = (meta: Meta) => `${root}/${meta.filePath}`;
/** The entry's name in its area (`services`), without its language: `web/website-maintenance`. */
export const entryKey = (meta: Meta, area: string) =>
  area ? placeOf(meta).slice(area.length + 1) : placeOf(meta);
export const words = ({ _meta, ...rest }: RawDocument) => rest;

export const facts = defineCollection({
  name: factsForm.name,
  directory: root,
  include: inBoth(factsForm.area, factsForm.include),
  parser: "yaml",
  schema: anyFile,
  transform: async (document, context) => {
    const file = fileOf(document._meta);
    const locale = localeOf(document._meta);
    const all = (await context.collection.documents()) as RawDocument[];
    const parsed = factsForm.schema.safeParse(factsIn(all, locale, file));
    if (!parsed.success) throw schemaFaults(file, parsed.error.issues);
    return { locale, ...parsed.data };
  },
});

/** The company's facts in a language: the French words laid over the English file. */
function factsIn(all: readonly RawDocument[], locale: Locale, file = fileIn("fr", "facts")) {
  const english = all.find((document) => localeOf(document._meta) === "en");
  if (!english) throw new Error(`${fileIn("en", "facts")} is missing`);
  const french = all.find((document) => localeOf(document._meta) === "fr");
  if (!french) throw new Error(`${fileIn("fr", "facts")} is missing`);
  const facts =
    locale === "en" ? words(english) : layFrench(words(english), words(french), factsRule, file);
  // A fact may name another: the home page's figures name the claims.
  return withFacts(facts, facts, file) as Record<string, unknown>;
}

/**
 * The facts another collection's copy names. The facts collection is transformed first; should a
 * later version hand over its files instead, they are read the same way.
 */
export function factsFor(documents: readonly unknown[], locale: Locale) {
  const first = documents[0];
  if (typeof first === "object" && first !== null && "_meta" in first) {
    return factsIn(documents as RawDocument[], locale);
  }
  const facts = (documents as { locale: Locale }[]).find((entry) => entry.locale === locale);
  if (!facts) throw new Error(`${root}/${locale}/facts.yaml: no facts in ${locale}`);
  return facts;
}

/**
 * The English file of an entry, found by the twin rule: the document itself when it is English,
 * which must then have its French twin at the same path under content/fr/; the file at the same
 * path under content/en/ when it is French. An entry whose French is optional (a new case study)
 * may have no twin yet.
 */
export function englishOf(
  document: RawDocument,
  siblings: readonly RawDocument[],
  frenchOptional = false,
): RawDocument {
  const meta = document._meta;
  const place = placeOf(meta);
  const twin = (wanted: Locale) =>
    siblings.find((other) => placeOf(other._meta) === place && localeOf(other._meta) === wanted);
  const locale = localeOf(meta);
  const file = fileOf(meta);
  const english = locale === "en" ? document : twin("en");
  if (!english) {
    throw new Error(`${file} has no English entry (${fileIn("en", place, meta.extension)})`);
  }
  if (locale === "en" && !frenchOptional && !twin("fr")) {
    throw new Error(`${file} has no French twin (${fileIn("fr", place, meta.extension)})`);
  }
  return english;
}

/**
 * A collection of entries written in two languages, from the entry's form (app/content/forms.ts):
 * the files of `area` that `include` matches, in content/en/ and content/fr/; `shape` makes the
 * document the pages read, and receives what the French file adds of its own (its address).
 */
export function twinCollection<TName extends string, TSchema extends z.ZodType, TDocument>(
  options: EntryForm<TSchema, TName> & {
    shape: (
      entry: z.output<TSchema>,
      extra: { key: string; locale: Locale; french: Record<string, unknown>; file: string },
    ) => TDocument;
    /** What the schema cannot see: references to other collections. Returns the faults. */
    check?: (entry: z.output<TSchema>, documents: (collection: unknown) => unknown[]) => string[];
  },
) {
  return defineCollection({
    name: options.name,
    directory: root,
    include: inBoth(options.area, options.include),
    parser: "yaml",
    schema: anyFile,
    transform: async (input, context) => {
      const document = input as unknown as RawDocument;
      const meta = document._meta;
      const file = fileOf(meta);
      const locale = localeOf(meta);
      const key = entryKey(meta, options.area);
      const siblings = (await context.collection.documents()) as RawDocument[];
      const english = englishOf(document, siblings, options.frenchOptional);
      const frenchOwn: Record<string, unknown> = {};
      let fields = words(english);
      if (locale === "fr") {
        const { slug, ...french } = words(document);
        if (slug !== undefined) frenchOwn.slug = slug;
        fields = layFrench(fields, french, options.rule, file) as Record<string, unknown>;
      }
      const namesake = namesakeOf(document, siblings, options);
      if (namesake) throw new ContentError(namesake);
      const filled = withFacts(fields, factsFor(context.documents(facts), locale), file);
      const parsed = options.schema.safeParse(options.entry(filled, key, locale));
      if (!parsed.success) throw schemaFaults(file, parsed.error.issues);
      const faults = options.check?.(parsed.data as z.output<TSchema>, (collection) =>
        context.documents(collection as typeof facts),
      );
      if (faults?.length) throw new ContentError(`${file}:\n  - ${faults.join("\n  - ")}`);
      return options.shape(parsed.data as z.output<TSchema>, {
        key,
        locale,
        french: frenchOwn,
        file,
      });
    },
  });
}

/**
 * The address a page of an entry's kind takes in its language: the French file's `slug` for a
 * kind with French addresses of its own, else the file's name (the English address's last part;
 * a French address made from it is as unique as it is). Null for a kind without pages.
 */
function addressOf(document: RawDocument, form: EntryForm): string | null {
  const locale = localeOf(document._meta);
  if (locale === "fr" && form.frenchAddress) {
    return typeof document.slug === "string" ? document.slug : null;
  }
  if (locale === "fr" && !form.frenchAddress) return null;
  return form.frenchAddress || form.addressed
    ? document._meta.fileName.replace(/\.[a-z]+$/, "")
    : null;
}

/**
 * An entry whose address another entry of its kind, in its language, already takes, in any
 * folder: one page would replace the other. The fault names both files.
 */
function namesakeOf(
  document: RawDocument,
  siblings: readonly RawDocument[],
  form: EntryForm,
): string | null {
  const address = addressOf(document, form);
  if (address === null) return null;
  const locale = localeOf(document._meta);
  const other = siblings.find(
    (sibling) =>
      sibling !== document &&
      localeOf(sibling._meta) === locale &&
      addressOf(sibling, form) === address,
  );
  if (!other) return null;
  const where = locale === "fr" && form.frenchAddress ? "slug: " : "the file's name: ";
  return `${fileOf(document._meta)}: ${where}"${address}" is also the address of ${fileOf(other._meta)}; each page has an address of its own`;
}

export const frenchSlug = (french: Record<string, unknown>, file: string) => {
  const slug = french.slug;
  if (typeof slug !== "string" || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
    throw new Error(`${file}: slug: the French address segment is missing or not a slug`);
  }
  return slug;
};

/**
 * The files of content/ that no collection reads: outside content/en/ and content/fr/, or named
 * the former way (`x.fr.yaml`). A writer would wait for a change that never shows, so each one
 * stops the build. A collection of its own, over one file, so that the other collections load
 * and report their own faults beside it.
 */
export const layout = defineCollection({
  name: "layout",
  directory: root,
  include: "en/facts.yaml",
  parser: "yaml",
  schema: anyFile,
  transform: () => {
    const stray = readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .filter((file) => !/^(en|fr)\//.test(file) || /\.fr\.[a-z]+$/.test(file))
      // The uploaded photos' masters (app/content/media.ts).
      .filter((file) => !/^media\/[a-f0-9]{20}\.webp$/.test(file))
      .sort();
    if (stray.length > 0) {
      throw new ContentError(
        stray
          .map(
            (file) =>
              `${root}/${file}: not read; write content/en/<path>, its twin content/fr/<path>`,
          )
          .join("\n"),
      );
    }
    return { stray: 0 };
  },
});
