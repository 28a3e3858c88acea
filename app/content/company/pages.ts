/**
 * The company pages written in Markdown (content/en/company/{about,why,privacy,accessibility}.md):
 * what each file's front matter holds, and how its body's sections and front matter make the
 * page its schema checks. The build's collections (app/content/collections/company.ts) and the
 * back office's check of a draft (app/lib/content/drafts.server.ts) both use these, so a draft
 * the editor accepts is one the build accepts. Nothing here reads a file.
 */
import { z } from "zod";
import type { TwinRule } from "../twin";
import { ContentError } from "../twin";
import { type BodySection, readBody } from "./body";
import {
  aboutPageSchema,
  accessibilityPageSchema,
  privacyPageSchema,
  whyPageSchema,
} from "./schema";

type Locale = "en" | "fr";

/** A member of the team as the about page lists them: their file's fields, in a language. */
export type Team = { locale: Locale; key: string; order: number; member: Record<string, unknown> };

export type MarkdownPage<TSchema extends z.ZodType = z.ZodType, TName extends string = string> = {
  /** The build's collection. */
  name: TName;
  /** `company/<file>.md` */
  file: string;
  /** The page as it is shown, which the assembled page must fit. */
  schema: TSchema;
  /** What the file writes above its body: the page without what the body's sections give. */
  front: z.ZodObject;
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
};

/** A file's front matter with its body read into `sections`, as `assemble` takes it. */
export function withSections(
  front: Record<string, unknown>,
  body: string,
  file: string,
  firstLine = 1,
): Record<string, unknown> & { sections: BodySection[] } {
  if ("sections" in front) {
    throw new ContentError(`${file}:\n  - sections: written in the body, under "## " headings`);
  }
  return { ...front, sections: readBody(body, file, firstLine) };
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

const page = <TSchema extends z.ZodType, const TName extends string>(
  definition: MarkdownPage<TSchema, TName>,
) => definition;

const sharedByPages = ["scene", "icon", "key", "id", "href", "to", "updated", "reviewed"];

const privacyShape = privacyPageSchema.shape;
const accessibilityShape = accessibilityPageSchema.shape;
const whyShape = whyPageSchema.shape;
const aboutShape = aboutPageSchema.shape;

export const privacyPage = page({
  name: "privacyPages",
  file: "privacy",
  schema: privacyPageSchema,
  front: z.strictObject({
    meta: privacyShape.meta,
    hero: privacyShape.hero,
    updated: privacyShape.updated,
    summary: privacyShape.summary,
  }),
  rule: { shared: sharedByPages },
  assemble: ({ sections, ...front }, { file }) => ({
    ...front,
    sections: sections.map((section) => ({
      ...section,
      title: plainTitle(section, file),
    })),
  }),
});

const contact = accessibilityShape.sections.element.shape.contacts.unwrap().element;

export const accessibilityPage = page({
  name: "accessibilityPages",
  file: "accessibility",
  schema: accessibilityPageSchema,
  front: z.strictObject({
    meta: accessibilityShape.meta,
    hero: accessibilityShape.hero,
    reviewed: accessibilityShape.reviewed,
    nextReview: accessibilityShape.nextReview,
    summary: accessibilityShape.summary,
    /** Ways to reach us, after the list of the section they are named by (`{#id}`). */
    contacts: z.record(z.string(), z.array(contact).min(1).max(4)).optional().meta({
      description:
        "Ways to reach us, shown after the list of a section: each group is named by its section's name in braces ({#another-format} is another-format).",
    }),
  }),
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

export const whyPage = page({
  name: "whyPages",
  file: "why",
  schema: whyPageSchema,
  front: z.strictObject({
    meta: whyShape.meta,
    hero: whyShape.hero,
    /** The intro's title and two paragraphs are the body's `{#intro}` section. */
    intro: z.strictObject({ image: whyShape.intro.shape.image }),
    carousel: whyShape.carousel,
    cta: whyShape.cta,
  }),
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

export const aboutPage = page({
  name: "aboutPages",
  file: "about",
  schema: aboutPageSchema,
  front: z.strictObject({
    meta: aboutShape.meta,
    hero: aboutShape.hero,
    /** The story's title and paragraphs are the body's `{#story}` section. */
    story: z.strictObject({ image: aboutShape.story.shape.image }),
    values: aboutShape.values,
    process: aboutShape.process,
    /** The team's heading; its members are the team's own entries. */
    team: aboutShape.team.omit({ members: true }),
    cta: aboutShape.cta,
  }),
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
      .map((entry) => ({ id: entry.key, ...entry.member }));
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

export const markdownPages = [aboutPage, whyPage, privacyPage, accessibilityPage] as const;
