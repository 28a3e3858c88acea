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
import { type BodySection, readBody } from "../company/body";
import { faqGroups, type QuestionDocument, type TopicDocument } from "../company/faq-groups";
import {
  aboutPageSchema,
  accessibilityPageSchema,
  faqPageSchema,
  privacyPageSchema,
  whyPageSchema,
} from "../company/schema";
import { faqPageForm, faqQuestionForm, faqTopicForm, teamForm } from "../forms";
import { ContentError, layFrench, schemaFaults, type TwinRule, withFacts } from "../twin";
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

type Team = { locale: Locale; key: string; order: number; member: Record<string, unknown> };

/**
 * A company page written in Markdown: `company/<name>.md` in content/en/ and content/fr/. The
 * French file's front matter and body are laid over the English ones (its sections in the same
 * order, without their `{#id}`); `assemble` puts the body's sections where the page shows them.
 */
function markdownPage<TName extends string, TSchema extends z.ZodType>(options: {
  name: TName;
  file: string;
  schema: TSchema;
  rule: TwinRule;
  assemble: (
    fields: Record<string, unknown> & { sections: BodySection[] },
    context: { file: string; locale: Locale; team: () => Team[] },
  ) => Record<string, unknown>;
  /** Names the page's copy may use beside the facts: `{team.foundersExperience}`. */
  tokens?: (context: {
    team: () => Team[];
    facts: { site: { founded: number } };
  }) => Record<string, unknown>;
}) {
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
  if ("sections" in front) {
    throw new ContentError(`${file}:\n  - sections: written in the body, under "## " headings`);
  }
  const body = typeof content === "string" ? content : "";
  return { ...front, sections: readBody(body, file, firstLineOf(body, file)) };
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

/** A section title of a document page is plain: its heading has no accent. */
function plainTitle(section: BodySection, file: string) {
  if (section.title.accent !== undefined) {
    throw new ContentError(
      `${file}:\n  - "## ${section.title.text}": a section title of this page has no *accent*`,
    );
  }
  return section.title.text;
}

/** The body's sections by their `{#id}`: each one the page expects, and no other. */
function sectionsById(sections: BodySection[], expected: readonly string[], file: string) {
  const found = new Map(sections.map((section) => [section.id ?? "", section]));
  const faults = [
    ...sections
      .filter((section) => !expected.includes(section.id ?? ""))
      .map(
        (section) =>
          `"## ${section.title.text}": ${section.id ? `{#${section.id}}` : "a heading without {#id}"} is not a part of this page (${expected.map((id) => `{#${id}}`).join(", ")})`,
      ),
    ...expected
      .filter((id) => !found.has(id))
      .map((id) => `the body has no "## ... {#${id}}" section`),
  ];
  if (faults.length > 0) {
    throw new ContentError(`${file}:\n${faults.map((fault) => `  - ${fault}`).join("\n")}`);
  }
  return (id: string) => found.get(id) as BodySection;
}

/** The paragraphs of a section, with no list: the page shows none there. */
function prose(section: BodySection, file: string) {
  if (section.items) {
    throw new ContentError(`${file}:\n  - "## ${section.title.text}": this part has no list`);
  }
  return section.paragraphs;
}

const asRecord = (value: unknown) => (value ?? {}) as Record<string, unknown>;

const sharedByPages = ["scene", "icon", "key", "id", "href", "to", "updated", "reviewed"];

export const privacyPages = markdownPage({
  name: "privacyPages",
  file: "privacy",
  schema: privacyPageSchema,
  rule: { shared: sharedByPages },
  assemble: ({ sections, ...front }, { file }) => ({
    ...front,
    sections: sections.map((section) => ({
      ...section,
      title: plainTitle(section, file),
    })),
  }),
});

export const accessibilityPages = markdownPage({
  name: "accessibilityPages",
  file: "accessibility",
  schema: accessibilityPageSchema,
  rule: { shared: [...sharedByPages, "nextReview"] },
  assemble: ({ sections, contacts, ...front }, { file }) => {
    const byId = asRecord(contacts);
    const unknown = Object.keys(byId).filter((id) => !sections.some((s) => s.id === id));
    if (unknown.length > 0) {
      throw new ContentError(
        `${file}:\n${unknown.map((id) => `  - contacts.${id}: the body has no "## ... {#${id}}" section`).join("\n")}`,
      );
    }
    return {
      ...front,
      sections: sections.map((section) => ({
        ...section,
        title: plainTitle(section, file),
        ...(section.id && byId[section.id] ? { contacts: byId[section.id] } : {}),
      })),
    };
  },
});

export const whyPages = markdownPage({
  name: "whyPages",
  file: "why",
  schema: whyPageSchema,
  rule: { shared: sharedByPages },
  assemble: ({ sections, intro, ...front }, { file }) => {
    const part = sectionsById(sections, ["intro"], file);
    const { title, ...rest } = part("intro");
    return {
      ...front,
      intro: { ...asRecord(intro), title, paragraphs: prose(rest as BodySection, file) },
    };
  },
});

/** The years the founders had behind them when they founded the agency. */
function foundersExperience(team: () => Team[], founded: number) {
  return team()
    .filter((entry) => entry.locale === "en" && entry.member.founder === true)
    .reduce((sum, entry) => sum + founded - Number(entry.member.inTradeSince), 0);
}

export const aboutPages = markdownPage({
  name: "aboutPages",
  file: "about",
  schema: aboutPageSchema,
  rule: { shared: sharedByPages },
  assemble: ({ sections, story, mission, team: heading, ...front }, { file, locale, team }) => {
    const part = sectionsById(sections, ["story", "mission"], file);
    const statement = prose(part("mission"), file);
    if (statement.length !== 1) {
      throw new ContentError(`${file}:\n  - {#mission}: the mission is one paragraph`);
    }
    const members = team()
      .filter((entry) => entry.locale === locale)
      .sort((a, b) => a.order - b.order)
      .map((entry) => entry.member);
    return {
      meta: front.meta,
      hero: front.hero,
      story: {
        ...asRecord(story),
        title: part("story").title,
        paragraphs: prose(part("story"), file),
      },
      mission: { title: part("mission").title, statement: statement[0] },
      ...front,
      team: { ...asRecord(heading), members },
    };
  },
  tokens: ({ team, facts }) => ({
    team: { foundersExperience: foundersExperience(team, facts.site.founded) },
  }),
});
