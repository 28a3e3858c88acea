/**
 * An entry's file and its fields, both ways. A YAML file is its fields. A Markdown file (an
 * article, a company page) is its front matter's fields and its text after the front matter,
 * which the editor shows as one more field, `body`. Used by the back office (a draft is the
 * file's next text) and by its history (what changed between two versions).
 */
import { parse, stringify } from "yaml";

/** The field a Markdown file's text is edited in. */
export const BODY = "body";

export const isMarkdown = (file: string) => file.endsWith(".md");

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

const asFields = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** A file's fields: a YAML file's own, or a Markdown file's front matter with its `body`. */
export function readEntry(text: string, file: string): Record<string, unknown> {
  if (!isMarkdown(file)) return asFields(parse(text));
  const front = FRONT_MATTER.exec(text);
  const fields = front ? asFields(parse(front[1] ?? "")) : {};
  const body = (front ? text.slice(front[0].length) : text).replace(/^\s*\n/, "").trimEnd();
  return { ...fields, [BODY]: body };
}

/** The file's text for these fields: the inverse of `readEntry`. */
export function writeEntry(fields: Record<string, unknown>, file: string): string {
  if (!isMarkdown(file)) return stringify(fields, { lineWidth: 100 });
  const { [BODY]: body, ...front } = fields;
  const text = typeof body === "string" ? body.replace(/\r\n/g, "\n").trim() : "";
  return `---\n${stringify(front, { lineWidth: 100 })}---\n\n${text}\n`;
}
