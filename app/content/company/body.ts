/**
 * The body of a company page's Markdown file (content/en/company/*.md), read into the sections its
 * page shows. A writer reads the file as a document; the page gets plain text:
 *
 *     ## Who we are and what this policy covers {#who-we-are}
 *
 *     A paragraph, on one line or wrapped over several.
 *
 *     - An item of the section's list, shown after its paragraphs.
 *
 * A `##` heading opens a section; `{#id}` at its end names it (the page's anchor, or the part of
 * the page it fills) and is written in the English file only: the French file's sections follow
 * the English ones in order. `*words*` at the end of a heading is its accent, where the page
 * shows one. Anything the page cannot show (other headings, formatting, links, a paragraph after
 * the list) stops the build with the file and the line.
 */
import type { List, Paragraph, PhrasingContent, RootContent } from "mdast";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { ContentError } from "../twin";

export type BodySection = {
  id?: string;
  title: { text: string; accent?: string };
  paragraphs: string[];
  items?: string[];
  /** Paragraphs written after the list; only a document page (privacy, accessibility) has them. */
  after?: string[];
};

const anchor = /\s*\{#([^}]*)\}\s*$/;

/**
 * The sections of a Markdown body. `firstLine` is the body's first line in its file, so that a
 * fault is reported where the writer sees it.
 */
export function readBody(markdown: string, file: string, firstLine = 1): BodySection[] {
  const faults: string[] = [];
  const at = (node: { position?: { start: { line: number } } }) =>
    `line ${(node.position?.start.line ?? 1) + firstLine - 1}`;
  const sections: BodySection[] = [];
  const tree = unified().use(remarkParse).parse(markdown);

  for (const node of tree.children) {
    if (node.type === "heading") {
      if (node.depth !== 2) {
        faults.push(`${at(node)}: a section starts with "## " (this heading has ${node.depth} #)`);
        continue;
      }
      sections.push(heading(node.children, at(node), faults));
      continue;
    }
    const section = sections.at(-1);
    if (!section) {
      faults.push(`${at(node)}: text before the first "## " heading; the page has no place for it`);
      continue;
    }
    if (node.type === "paragraph") {
      const paragraph = plain(node, at(node), faults);
      if (section.items) section.after = [...(section.after ?? []), paragraph];
      else section.paragraphs.push(paragraph);
    } else if (node.type === "list") {
      if (section.items) faults.push(`${at(node)}: a second list; a section has one list at most`);
      section.items = items(node, at(node), faults);
    } else {
      faults.push(
        `${at(node)}: ${kind(node)} is not shown on this page: write paragraphs and a list`,
      );
    }
  }
  if (faults.length > 0) {
    throw new ContentError(`${file}:\n${faults.map((fault) => `  - ${fault}`).join("\n")}`);
  }
  return sections;
}

function heading(children: PhrasingContent[], where: string, faults: string[]): BodySection {
  const parts = [...children];
  let id: string | undefined;
  const last = parts.at(-1);
  if (last?.type === "text") {
    const found = anchor.exec(last.value);
    if (found) {
      id = found[1];
      const rest = last.value.slice(0, found.index);
      if (rest) parts[parts.length - 1] = { ...last, value: rest };
      else parts.pop();
    }
  }
  const accentNode = parts.at(-1)?.type === "emphasis" ? parts.pop() : undefined;
  if (parts.some((part) => part.type === "emphasis")) {
    faults.push(`${where}: an accent (*words*) ends its heading; write the rest plain`);
  }
  const text = words(
    parts.filter((part) => part.type !== "emphasis"),
    where,
    faults,
  ).trim();
  const section: BodySection = { title: { text }, paragraphs: [] };
  if (accentNode?.type === "emphasis") {
    section.title.accent = words(accentNode.children, where, faults).trim();
  }
  if (id !== undefined) section.id = id;
  return section;
}

function items(list: List, where: string, faults: string[]): string[] {
  if (list.ordered) faults.push(`${where}: a numbered list; the page shows bullet points ("- ")`);
  return list.children.map((item) => {
    const [first, ...rest] = item.children;
    if (first?.type !== "paragraph" || rest.length > 0) {
      faults.push(`${where}: each item of a list is one paragraph of text`);
      return "";
    }
    return plain(first, where, faults);
  });
}

function plain(paragraph: Paragraph, where: string, faults: string[]): string {
  return words(paragraph.children, where, faults);
}

/** Plain text: a line break inside a paragraph is a space. */
function words(children: readonly PhrasingContent[], where: string, faults: string[]): string {
  return children
    .map((child) => {
      if (child.type === "text") return child.value;
      if (child.type === "break") return " ";
      faults.push(`${where}: ${kind(child)} is not shown on this page: write plain text`);
      return "";
    })
    .join("")
    .replace(/[ \t]*\n[ \t]*/g, " ");
}

const kinds: Record<string, string> = {
  emphasis: "*emphasis*",
  strong: "**bold**",
  link: "a link",
  inlineCode: "`code`",
  html: "HTML",
  image: "an image",
  code: "a code block",
  blockquote: "a quotation (>)",
  thematicBreak: "a rule (---)",
  table: "a table",
};

const kind = (node: RootContent | PhrasingContent) => kinds[node.type] ?? node.type;
