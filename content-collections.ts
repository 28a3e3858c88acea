/**
 * The site's words, loaded from content/ and checked at build time (docs/decisions/0021).
 *
 * Each entry is a file per language: `<name>.yaml` in English, the whole entry; `<name>.fr.yaml`
 * beside it, the French words only (app/content/twin.ts). Every file is checked against the zod
 * schema of app/content; an error names the file, the field and what was expected, and stops
 * the build.
 */
import { defineCollection, defineConfig } from "@content-collections/core";
import { z } from "zod";
import { categoryEntrySchema, factsSchema } from "./app/content/facts-schema";
import { serviceSchema } from "./app/content/schema";
import {
  ContentError,
  layFrench,
  schemaFaults,
  type TwinRule,
  withFacts,
} from "./app/content/twin";
import { caseStudySchema, projectSchema } from "./app/content/work/schema";

type Locale = "en" | "fr";

/** Where the files are: `content/`, or another folder a test builds from (CONTENT_DIR). */
const root = process.env.CONTENT_DIR ?? "content";
type Meta = { filePath: string; fileName: string; directory: string; path: string };
type RawDocument = Record<string, unknown> & { _meta: Meta };

const anyFile = z.looseObject({});

const localeOf = (meta: Meta): Locale => (meta.fileName.endsWith(".fr.yaml") ? "fr" : "en");
/** The entry's name without its language: `web/website-maintenance`. */
const entryKey = (meta: Meta) => meta.path.replace(/\.fr$/, "");
const words = ({ _meta, ...rest }: RawDocument) => rest;

const factsRule: TwinRule = {
  shared: [
    "site.name",
    "site.legalName",
    "site.slug",
    "site.url",
    "site.founded",
    "site.phone",
    "site.email",
    "site.socials",
    "claims.experienceYears",
    "claims.projects",
    "claims.clients",
    "claims.copywritingConsultation",
    "headlineFigures.value",
  ],
  frenchOnly: ["claims.inProse", "claims.leading"],
};

const facts = defineCollection({
  name: "facts",
  directory: root,
  include: "facts*.yaml",
  parser: "yaml",
  schema: anyFile,
  transform: async (document, context) => {
    const file = `${root}/${document._meta.filePath}`;
    const locale = localeOf(document._meta);
    const all = (await context.collection.documents()) as RawDocument[];
    const parsed = factsSchema.safeParse(factsIn(all, locale, file));
    if (!parsed.success) throw schemaFaults(file, parsed.error.issues);
    return { locale, ...parsed.data };
  },
});

/** The company's facts in a language: the French words laid over the English file. */
function factsIn(all: readonly RawDocument[], locale: Locale, file = "content/facts.fr.yaml") {
  const english = all.find((document) => localeOf(document._meta) === "en");
  if (!english) throw new Error("content/facts.yaml is missing");
  const french = all.find((document) => localeOf(document._meta) === "fr");
  if (!french) throw new Error("content/facts.fr.yaml is missing");
  const facts =
    locale === "en" ? words(english) : layFrench(words(english), words(french), factsRule, file);
  // A fact may name another: the home page's figures name the claims.
  return withFacts(facts, facts, file) as Record<string, unknown>;
}

/**
 * The facts another collection's copy names. The facts collection is transformed first; should a
 * later version hand over its files instead, they are read the same way.
 */
function factsFor(documents: readonly unknown[], locale: Locale) {
  const first = documents[0];
  if (typeof first === "object" && first !== null && "_meta" in first) {
    return factsIn(documents as RawDocument[], locale);
  }
  const facts = (documents as { locale: Locale }[]).find((entry) => entry.locale === locale);
  if (!facts) throw new Error(`content/facts: no facts in ${locale}`);
  return facts;
}

/**
 * A collection of entries written in two languages. `french` names what the French file adds
 * of its own (its address segment…); `shape` makes the document the pages read.
 */
function twinCollection<TName extends string, TSchema extends z.ZodType, TDocument>(options: {
  name: TName;
  directory: string;
  include: string;
  schema: TSchema;
  rule: TwinRule;
  /** The entry as the schema checks it, from the file's fields and its place in the folder. */
  entry: (fields: Record<string, unknown>, key: string, locale: Locale) => unknown;
  shape: (
    entry: z.output<TSchema>,
    extra: { key: string; locale: Locale; french: Record<string, unknown> },
  ) => TDocument;
  /** What the schema cannot see: references to other collections. Returns the faults. */
  check?: (entry: z.output<TSchema>, documents: (collection: unknown) => unknown[]) => string[];
}) {
  return defineCollection({
    name: options.name,
    directory: options.directory,
    include: options.include,
    parser: "yaml",
    schema: anyFile,
    transform: async (input, context) => {
      const document = input as unknown as RawDocument;
      const meta = document._meta;
      const file = `${options.directory}/${meta.filePath}`;
      const locale = localeOf(meta);
      const key = entryKey(meta);
      const siblings = (await context.collection.documents()) as RawDocument[];
      const twin = (wanted: Locale) =>
        siblings.find((other) => entryKey(other._meta) === key && localeOf(other._meta) === wanted);
      const english = locale === "en" ? document : twin("en");
      if (!english) throw new Error(`${file} has no English entry beside it (${key}.yaml)`);
      if (locale === "en" && !twin("fr")) {
        throw new Error(`${file} has no French twin beside it (${key}.fr.yaml)`);
      }
      const frenchOwn: Record<string, unknown> = {};
      let fields = words(english);
      if (locale === "fr") {
        const { slug, ...french } = words(document);
        if (slug !== undefined) frenchOwn.slug = slug;
        fields = layFrench(fields, french, options.rule, file) as Record<string, unknown>;
      }
      const filled = withFacts(fields, factsFor(context.documents(facts), locale), file);
      const parsed = options.schema.safeParse(options.entry(filled, key, locale));
      if (!parsed.success) throw schemaFaults(file, parsed.error.issues);
      const faults = options.check?.(parsed.data as z.output<TSchema>, (collection) =>
        context.documents(collection as typeof facts),
      );
      if (faults?.length) throw new ContentError(`${file}:\n  - ${faults.join("\n  - ")}`);
      return options.shape(parsed.data as z.output<TSchema>, { key, locale, french: frenchOwn });
    },
  });
}

const frenchSlug = (french: Record<string, unknown>, file: string) => {
  const slug = french.slug;
  if (typeof slug !== "string" || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
    throw new Error(`${file}: slug: the French address segment is missing or not a slug`);
  }
  return slug;
};

const categories = twinCollection({
  name: "categories",
  directory: `${root}/categories`,
  include: "*.yaml",
  schema: categoryEntrySchema,
  rule: { shared: ["icon"] },
  entry: (fields, key) => ({ slug: key, ...fields }),
  shape: (entry, { locale, french, key }) => ({
    locale,
    ...entry,
    address: locale === "fr" ? frenchSlug(french, `${root}/categories/${key}.fr.yaml`) : entry.slug,
  }),
});

/** What a service file writes besides its page: its place in the menus. */
const placing = z.strictObject({ order: z.number().int().min(1), inNavigation: z.boolean() });

const serviceFile = z.strictObject({
  ...serviceSchema.shape,
  ...placing.shape,
});

const services = twinCollection({
  name: "services",
  directory: `${root}/services`,
  include: "*/*.yaml",
  schema: serviceFile,
  rule: {
    shared: [
      "icon",
      "scene",
      "type",
      "to",
      "featured",
      "showCTA",
      "showTestimonial",
      "showcase.items",
      "order",
      "inNavigation",
    ],
  },
  entry: (fields, key) => {
    const [category, slug] = key.split("/");
    return { category, slug, ...fields };
  },
  shape: ({ order, inNavigation, ...service }, { locale, french, key }) => ({
    locale,
    order,
    inNavigation,
    address: locale === "fr" ? frenchSlug(french, `${root}/services/${key}.fr.yaml`) : service.slug,
    service,
  }),
});

/**
 * What the menus, the category pages and the addresses need of each service, and no more: the
 * catalogue travels in every page's JavaScript, the services' pages do not.
 */
const serviceEntries = defineCollection({
  name: "serviceEntries",
  directory: `${root}/services`,
  include: "*/*.yaml",
  exclude: "*/*.fr.yaml",
  parser: "yaml",
  schema: anyFile,
  transform: (input, context) => {
    const key = entryKey((input as unknown as RawDocument)._meta);
    const pages = context.documents(services) as unknown as {
      locale: Locale;
      order: number;
      inNavigation: boolean;
      address: string;
      service: { category: string; slug: string; name: string };
    }[];
    const page = (locale: Locale) => {
      const found = pages.find(
        (entry) =>
          entry.locale === locale && `${entry.service.category}/${entry.service.slug}` === key,
      );
      if (!found) throw new Error(`${root}/services/${key}: no ${locale} page was loaded`);
      return found;
    };
    const english = page("en");
    const french = page("fr");
    return {
      category: english.service.category,
      slug: english.service.slug,
      name: english.service.name,
      order: english.order,
      inNavigation: english.inNavigation,
      fr: { slug: french.address, name: french.service.name },
    };
  },
});

const workRule: TwinRule = {
  shared: ["client", "services", "scene", "quote.name", "year", "category", "order"],
};

/** The services a story names are services of content/services. */
function knownServices(
  entry: { services: readonly string[] },
  documents: (c: unknown) => unknown[],
) {
  const pages = documents(services) as {
    locale: Locale;
    service: { category: string; slug: string };
  }[];
  const known = new Set(pages.map(({ service }) => `${service.category}/${service.slug}`));
  return entry.services.flatMap((ref, index) =>
    known.has(ref) ? [] : [`services.${index}: ${ref} is not a service of content/services`],
  );
}

/** Case studies, in a folder named after the category of the first service they used. */
const caseStudies = twinCollection({
  name: "caseStudies",
  directory: `${root}/work/case-studies`,
  include: "*/*.yaml",
  schema: caseStudySchema,
  rule: workRule,
  entry: (fields, key) => ({ slug: key.split("/").at(-1), ...fields }),
  check: knownServices,
  shape: (study, { locale, key }) => {
    if (!study.services[0]?.startsWith(`${key.split("/")[0]}/`)) {
      throw new ContentError(
        `${root}/work/case-studies/${key}.yaml: the folder is not the category of its first service (${study.services[0]})`,
      );
    }
    return { locale, study };
  },
});

/** The portfolio's projects; `order` is their place in the portfolio. */
const projects = twinCollection({
  name: "projects",
  directory: `${root}/work/projects`,
  include: "*.yaml",
  schema: z.strictObject({ ...projectSchema.shape, order: z.number().int().min(1) }),
  rule: workRule,
  entry: (fields, key) => ({ slug: key, ...fields }),
  check: knownServices,
  shape: ({ order, ...project }, { locale }) => ({ locale, order, project }),
});

// Order matters: a collection reads the ones before it (the facts first).
export default defineConfig({
  content: [facts, categories, services, serviceEntries, caseStudies, projects],
});
