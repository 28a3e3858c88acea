/**
 * The entries the back office edits as forms, one definition per kind: where its files are, the
 * schema its English file is checked by, the twin rule its French file follows (app/content/twin.ts)
 * and what the entry takes from its place in the folder (its slug, its category).
 *
 * The build's collections (app/content/collections) are made from these same definitions, and the
 * editor's fields are generated from these schemas (app/lib/content/form-schema.ts): the form, the
 * check on save and the build cannot drift apart. This module reads no file and imports nothing of
 * the build's tooling, so the app server can load it.
 */
import { z } from "zod";
import {
  aboutPage,
  accessibilityPage,
  type MarkdownPage,
  privacyPage,
  whyPage,
} from "./company/pages";
import { faqItemSchema, faqPageSchema, faqTopicSchema, teamMemberSchema } from "./company/schema";
import { categoryEntrySchema, factsSchema } from "./facts-schema";
import { homePageSchema } from "./home-schema";
import { frontMatterSchema } from "./insights/schema";
import { articleShared, layArticle } from "./insights/twin";
import { navigationSchema } from "./navigation-schema";
import * as pageSchemas from "./pages/schema";
import { emphasisSchema, serviceSchema } from "./schema";
import { testimonialSchema } from "./testimonial-schema";
import type { TwinRule } from "./twin";
import { caseStudySchema, projectSchema } from "./work/schema";

export type Locale = "en" | "fr";

export type EntryForm<TSchema extends z.ZodType = z.ZodType, TName extends string = string> = {
  /** The collection's name in the build. */
  name: TName;
  /** The folder in each language: `services`, `work/case-studies`, or "" for the top. */
  area: string;
  /**
   * The files of the folder: `*.yaml`, `*\/*.yaml`, `*.md`, or one file's name. A Markdown file's
   * text after its front matter is its `body` field (app/content/entry-file.ts).
   */
  include: string;
  schema: TSchema;
  rule: TwinRule;
  /** The entry as the schema checks it, from the file's fields and its place in the folder. */
  entry: (fields: Record<string, unknown>, key: string, locale: Locale) => unknown;
  /** The French file names the entry's French address (`slug`). */
  frenchAddress?: boolean;
  /**
   * The entry is a page whose English address ends with its file's name (a case study, a
   * project): no two entries of the kind may have the same name, whatever folder they are in.
   * An entry with a French address of its own (`frenchAddress`) is a page too.
   */
  addressed?: boolean;
  /**
   * Whether the team may add entries of this kind from the back office (a case study, an
   * article, a testimonial); a kind without it is added by a developer, with its code.
   */
  added?: boolean;
  /**
   * An English entry may go live before its French twin is written: the French site leaves it
   * out (no page, no link, no hreflang) until the twin exists. Other kinds need both files.
   */
  frenchOptional?: boolean;
  /**
   * The entry has no words of its own, so no French file (a testimonial quotes its story, which
   * is written in both languages). The team adds such entries, as it adds case studies.
   */
  englishOnly?: boolean;
  /** A new entry's first fields, from the name its file is given (a testimonial's story). */
  fresh?: (key: string) => Record<string, unknown>;
  /**
   * What `{name}` in a text may be besides the facts: `"template"` leaves the names a page fills
   * itself (`{count}`) as written, for the page's schema to check.
   */
  names?: "template";
  /**
   * How the French file is laid over the English one, when not by the twin rule's field-by-field
   * walk (app/content/twin.ts): an article's French sources are a list of its own.
   */
  lay?: (
    english: Record<string, unknown>,
    french: Record<string, unknown>,
    file: string,
    englishFile: string,
  ) => Record<string, unknown>;
  /**
   * A company page written in Markdown: how its body's sections and front matter make the page,
   * which its page's schema checks as a whole.
   */
  page?: MarkdownPage;
};

const form = <TSchema extends z.ZodType, const TName extends string>(
  definition: EntryForm<TSchema, TName>,
) => definition;

/**
 * A field the French file writes and the English one does not: how a French sentence names the
 * entry, article and elision included (« le courriel d'affaires »); English sentences use the
 * name as it is. The entry is checked with its language, so a French file without it, or an
 * English file with it, stops the build.
 */
const frenchOnly =
  (field: string) =>
  (entry: { language: Locale }, context: z.RefinementCtx<{ language: Locale }>) => {
    const written = (entry as Record<string, unknown>)[field] !== undefined;
    if (entry.language === "fr" && !written) {
      context.addIssue({
        code: "custom",
        path: [field],
        message: "missing: how a French sentence names it, with its article",
      });
    }
    if (entry.language === "en" && written) {
      context.addIssue({
        code: "custom",
        path: [field],
        message: "French only: write it in the French file, under content/fr/",
      });
    }
  };

const language = z.enum(["en", "fr"]);
const phrase = z.string().trim().min(3);
const order = z.number().int().min(1);

/** How French sentences name a category's services. */
const categoryPhrasing = z.strictObject({
  /** The heading over the category's services: « Nos services web ». */
  heading: emphasisSchema,
  /** The services after « de », article included: « Illustration de nos services web ». */
  ofServices: phrase,
});

export const categoryForm = form({
  name: "categories",
  area: "categories",
  include: "*.yaml",
  schema: z
    .strictObject({
      ...categoryEntrySchema.shape,
      language,
      phrasing: categoryPhrasing.optional(),
    })
    .superRefine(frenchOnly("phrasing")),
  rule: { shared: ["icon"], frenchOnly: ["phrasing"] },
  entry: (fields, key, language) => ({ slug: key, ...fields, language }),
  frenchAddress: true,
});

/** What a service file writes besides its page: its place in the menus. */
const placing = z.strictObject({ order, inNavigation: z.boolean() });

export const serviceForm = form({
  name: "services",
  area: "services",
  include: "*/*.yaml",
  schema: z
    .strictObject({
      ...serviceSchema.shape,
      ...placing.shape,
      language,
      /** French only: the service inside a sentence (« le courriel d'affaires »). */
      inSentence: phrase.optional(),
    })
    .superRefine(frenchOnly("inSentence")),
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
    frenchOnly: ["inSentence"],
  },
  entry: (fields, key, language) => {
    const [category, slug] = key.split("/");
    return { category, slug, ...fields, language };
  },
  frenchAddress: true,
});

const workRule: TwinRule = {
  shared: ["client", "services", "scene", "photo", "quote.name", "year", "category", "order"],
};

export const caseStudyForm = form({
  name: "caseStudies",
  area: "work/case-studies",
  include: "*/*.yaml",
  schema: caseStudySchema,
  rule: workRule,
  entry: (fields, key) => ({ slug: key.split("/").at(-1), ...fields }),
  frenchOptional: true,
  addressed: true,
  added: true,
});

export const projectForm = form({
  name: "projects",
  area: "work/projects",
  include: "*.yaml",
  schema: z.strictObject({ ...projectSchema.shape, order }),
  rule: workRule,
  entry: (fields, key) => ({ slug: key, ...fields }),
  addressed: true,
});

export const teamForm = form({
  name: "teamMembers",
  area: "team",
  include: "*.yaml",
  schema: z.strictObject({ order, ...teamMemberSchema.shape }),
  rule: { shared: ["order", "name", "initials", "inTradeSince", "founder", "portrait.photo"] },
  entry: (fields) => fields,
});

/**
 * A testimonial (content/en/testimonials/<name>.yaml): the story it quotes and whether the home
 * page shows it. The quote, the person and the company are the story's, in both languages.
 */
export const testimonialForm = form({
  name: "testimonials",
  area: "testimonials",
  include: "*.yaml",
  schema: testimonialSchema,
  rule: { shared: ["story", "featured"] },
  entry: (fields) => fields,
  englishOnly: true,
  fresh: (key) => ({ story: key, featured: false }),
  added: true,
});

export const faqTopicForm = form({
  name: "faqTopics",
  area: "faqs",
  include: "*.yaml",
  schema: z.strictObject({ ...faqTopicSchema.shape, order }),
  rule: { shared: ["order", "icon"] },
  entry: (fields, key) => ({ id: key, ...fields }),
  frenchAddress: true,
});

export const faqQuestionForm = form({
  name: "faqQuestions",
  area: "faqs",
  include: "*/*.yaml",
  schema: z.strictObject({ ...faqItemSchema.shape, order }),
  rule: { shared: ["order", "to"] },
  entry: (fields, key) => ({ id: key.split("/")[1], ...fields }),
});

export const faqPageForm = form({
  name: "faqPages",
  area: "company",
  include: "faqs.yaml",
  schema: faqPageSchema.pick({ meta: true, hero: true }),
  rule: { shared: [] },
  entry: (fields) => fields,
});

export const homeForm = form({
  name: "homePages",
  area: "",
  include: "home.yaml",
  schema: homePageSchema,
  rule: { shared: ["icon", "to"] },
  entry: (fields) => fields,
});

export const menusForm = form({
  name: "menus",
  area: "",
  include: "navigation.yaml",
  schema: navigationSchema,
  rule: { shared: ["to", "menu"] },
  entry: (fields) => fields,
});

export const factsRule: TwinRule = {
  shared: [
    "site.name",
    "site.legalName",
    "site.slug",
    "site.url",
    "site.founded",
    "site.phone",
    "site.email",
    "site.privacyEmail",
    "site.socials",
    "claims.experienceYears",
    "claims.projects",
    "claims.clients",
    "claims.copywritingConsultation",
    "headlineFigures.value",
  ],
  frenchOnly: ["claims.inProse", "claims.leading"],
};

export const factsForm = form({
  name: "facts",
  area: "",
  include: "facts.yaml",
  schema: factsSchema,
  rule: factsRule,
  entry: (fields) => fields,
});

/**
 * An article (content/en/insights/<address>.md): its front matter as the build checks it, and its
 * Markdown text. The build also checks its tags and author exist and renders its body
 * (app/content/collections/insights.ts). It may go out in English before its French twin.
 */
export const articleForm = form({
  name: "articles",
  area: "insights",
  include: "*.md",
  schema: frontMatterSchema.safeExtend({
    body: z.string().trim().min(300, "an article of a few paragraphs at least"),
  }),
  rule: { shared: [...articleShared, "hero.scene"] },
  entry: (fields, _key, locale) => ({ ...fields, lang: locale }),
  frenchAddress: true,
  frenchOptional: true,
  lay: layArticle,
  added: true,
});

/**
 * A company page in Markdown (content/en/company/<page>.md): its front matter and its body, the
 * page's sections under `## ` headings (app/content/company/body.ts).
 */
const companyPageForm = <TName extends string>(page: MarkdownPage<z.ZodType, TName>) =>
  form({
    name: page.name,
    area: "company",
    include: `${page.file}.md`,
    schema: page.front.safeExtend({ body: z.string().trim().min(1, "the page's sections") }),
    rule: page.rule,
    entry: (fields) => fields,
    page,
  });

export const companyPageForms = {
  about: companyPageForm(aboutPage),
  why: companyPageForm(whyPage),
  privacy: companyPageForm(privacyPage),
  accessibility: companyPageForm(accessibilityPage),
};

/** The words of a kind of page (content/en/pages/<page>.yaml): nothing shared but the shape. */
const pageForm = <TSchema extends z.ZodType, const TName extends string>(
  name: TName,
  page: string,
  schema: TSchema,
) =>
  form({
    name,
    area: "pages",
    include: `${page}.yaml`,
    schema,
    rule: { shared: [] },
    entry: (fields) => fields,
    names: "template",
  });

export const pageForms = {
  portfolio: pageForm("portfolioWords", "portfolio", pageSchemas.portfolioPageSchema),
  work: pageForm("workWords", "work", pageSchemas.workPageSchema),
  contact: pageForm("contactWords", "contact", pageSchemas.contactPageSchema),
  insights: pageForm("insightsWords", "insights", pageSchemas.insightsPageSchema),
  category: pageForm("categoryWords", "category", pageSchemas.categoryPageSchema),
  services: pageForm("servicesWords", "services", pageSchemas.servicesPageSchema),
  service: pageForm("serviceWords", "service", pageSchemas.servicePageSchema),
  faqs: pageForm("faqsWords", "faqs", pageSchemas.faqsPageSchema),
  about: pageForm("aboutWords", "about", pageSchemas.aboutPageSchema),
  why: pageForm("whyWords", "why", pageSchemas.whyPageSchema),
  privacy: pageForm("privacyWords", "privacy", pageSchemas.privacyPageSchema),
  accessibility: pageForm(
    "accessibilityWords",
    "accessibility",
    pageSchemas.accessibilityPageSchema,
  ),
};

/**
 * A template's names (`{count}`) left as written for the page to fill; the facts (`{site.name}`)
 * are resolved. The page's schema then checks which names each text may hold.
 */
export function namesLeft(value: unknown): Record<string, string> {
  const names = JSON.stringify(value).match(/\{[A-Za-z]\w*\}/g) ?? [];
  return Object.fromEntries(names.map((token) => [token.slice(1, -1), token]));
}

/** Every kind of entry the back office edits as a form. */
export const entryForms: readonly EntryForm[] = [
  serviceForm,
  categoryForm,
  caseStudyForm,
  projectForm,
  articleForm,
  faqTopicForm,
  faqQuestionForm,
  teamForm,
  testimonialForm,
  faqPageForm,
  ...Object.values(companyPageForms),
  ...Object.values(pageForms),
  factsForm,
  homeForm,
  menusForm,
];
