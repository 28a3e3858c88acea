/**
 * The company pages (content/en/company), the team (content/en/team) and the FAQ's topics and
 * questions (content/en/faqs).
 *
 * The about, why, privacy and accessibility pages are Markdown: their structured parts in front
 * matter, their prose in the body (app/content/company/body.ts). The FAQ page, its topics and
 * questions and the team are YAML. Every file has its French twin at the same path under
 * content/fr/, which holds the words only (app/content/twin.ts).
 */
import { readFileSync } from "node:fs";
import { defineCollection } from "@content-collections/core";
import type { z } from "zod";
import { faqGroups, type QuestionDocument, type TopicDocument } from "../company/faq-groups";
import {
  aboutPage,
  accessibilityPage,
  type MarkdownPage,
  privacyPage,
  type Team,
  whyPage,
  withSections,
} from "../company/pages";
import { faqPageSchema } from "../company/schema";
import { faqPageForm, faqQuestionForm, faqTopicForm, teamForm } from "../forms";
import { layFrench, schemaFaults, withFacts } from "../twin";
import {
  anyFile,
  englishOf,
  entryKey,
  facts,
  factsFor,
  fileIn,
  fileOf,
  frenchSlug,
  inBoth,
  type Locale,
  localeOf,
  type RawDocument,
  root,
  twinCollection,
  words,
} from "./shared";

/** One file per member per language: content/en/team/<their name>.yaml and its French twin. */
export const teamMembers = twinCollection({
  ...teamForm,
  shape: ({ order, ...member }, { locale, key }) => ({ locale, key, order, member }),
});

/** A topic of the FAQ: content/en/faqs/<topic>.yaml, its French address in its French file. */
export const faqTopics = twinCollection({
  ...faqTopicForm,
  shape: ({ order, ...topic }, { locale, french, file }) => ({
    locale,
    order,
    address: locale === "fr" ? frenchSlug(french, file) : topic.id,
    topic,
  }),
});

/** A question of the FAQ: content/en/faqs/<topic>/<question>.yaml, in its topic's folder. */
export const faqQuestions = twinCollection({
  ...faqQuestionForm,
  shape: ({ order, ...item }, { locale, key }) => ({
    locale,
    topic: key.split("/")[0] as string,
    order,
    item,
  }),
});

/**
 * What the addresses need of each topic, and no more: its id, its place and its French address.
 * The table of addresses travels in every page's JavaScript; the topics' words do not.
 */
export const faqTopicEntries = defineCollection({
  name: "faqTopicEntries",
  directory: root,
  include: "en/faqs/*.yaml",
  parser: "yaml",
  schema: anyFile,
  transform: (input, context) => {
    const id = entryKey((input as unknown as RawDocument)._meta, "faqs");
    const pages = context.documents(faqTopics) as unknown as TopicDocument[];
    const page = (locale: Locale) => {
      const found = pages.find((entry) => entry.locale === locale && entry.topic.id === id);
      if (!found) throw new Error(`${fileIn(locale, `faqs/${id}`)}: no topic was loaded`);
      return found;
    };
    return { id, order: page("en").order, fr: { slug: page("fr").address } };
  },
});

/**
 * The FAQ page's own words (content/en/company/faqs.yaml). The page with its topics and
 * questions is checked here as a whole: eight topics at least, three to eight questions each.
 */
export const faqPages = twinCollection({
  ...faqPageForm,
  shape: (page, { locale }) => ({ locale, ...page }),
  check: (page, documents) => {
    const topics = documents(faqTopics) as TopicDocument[];
    const questions = documents(faqQuestions) as QuestionDocument[];
    const faults = questions
      .filter((question) => !topics.some((entry) => entry.topic.id === question.topic))
      .map(
        (question) =>
          `${fileIn("en", `faqs/${question.topic}/${question.item.id}`)}: its folder is no topic (${fileIn("en", `faqs/${question.topic}`)} is missing)`,
      );
    for (const locale of ["en", "fr"] as const) {
      const groups = faqGroups(topics, questions, locale);
      const parsed = faqPageSchema.safeParse({ ...page, groups });
      for (const issue of parsed.error?.issues ?? []) {
        const [field, index, ...rest] = issue.path.map(String);
        const topic = field === "groups" && index !== undefined ? groups[Number(index)] : undefined;
        faults.push(
          topic
            ? `${root}/${locale}/faqs/${topic.id}: ${rest.join(".") || "(the topic)"}: ${issue.message}`
            : `${issue.path.join(".") || "(the page)"} (${locale}): ${issue.message}`,
        );
      }
      const ids = groups.flatMap((group) => [group.id, ...group.items.map((item) => item.id)]);
      for (const id of new Set(ids.filter((id, at) => ids.indexOf(id) !== at))) {
        faults.push(
          `${root}/en/faqs: ${id} names two topics or questions; each needs its own name`,
        );
      }
    }
    return [...new Set(faults)];
  },
});

/**
 * A company page written in Markdown: `company/<name>.md` in content/en/ and content/fr/. The
 * French file's front matter and body are laid over the English ones (its sections in the same
 * order, without their `{#id}`); `assemble` puts the body's sections where the page shows them
 * (app/content/company/pages.ts).
 */
function markdownPage<const TName extends string, TSchema extends z.ZodType>(
  options: MarkdownPage<TSchema, TName>,
) {
  return defineCollection({
    name: options.name,
    directory: root,
    include: inBoth("company", `${options.file}.md`),
    parser: "frontmatter",
    schema: anyFile,
    transform: async (input, context) => {
      const document = input as unknown as RawDocument;
      const file = fileOf(document._meta);
      const locale = localeOf(document._meta);
      const siblings = (await context.collection.documents()) as RawDocument[];
      const english = englishOf(document, siblings);
      const englishFields = fileFields(english);
      const fields =
        locale === "fr"
          ? layFrench(englishFields, fileFields(document), options.rule, file)
          : englishFields;
      const members = () => context.documents(teamMembers) as unknown as Team[];
      const page = options.assemble(fields as unknown as Parameters<typeof options.assemble>[0], {
        file,
        locale,
        team: members,
      });
      const known = factsFor(context.documents(facts), locale) as { site: { founded: number } };
      const names = { ...known, ...options.tokens?.({ team: members, facts: known }) };
      const parsed = options.schema.safeParse(withFacts(page, names, file));
      if (!parsed.success) throw schemaFaults(file, parsed.error.issues);
      return { locale, page: parsed.data as z.output<TSchema> };
    },
  });
}

/** A file's front matter with its body read into `sections`. */
function fileFields(document: RawDocument) {
  const { content, ...front } = words(document);
  const file = fileOf(document._meta);
  const body = typeof content === "string" ? content : "";
  return withSections(front, body, file, firstLineOf(body, file));
}

/** The line of the file where its body starts (the parser hands the body over without it). */
function firstLineOf(body: string, file: string) {
  try {
    const text = readFileSync(file, "utf8");
    const at = text.indexOf(body);
    return at < 0 ? 1 : text.slice(0, at).split("\n").length;
  } catch {
    return 1;
  }
}

export const privacyPages = markdownPage(privacyPage);
export const accessibilityPages = markdownPage(accessibilityPage);
export const whyPages = markdownPage(whyPage);
export const aboutPages = markdownPage(aboutPage);
