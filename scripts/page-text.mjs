// The text a visitor reads on each prerendered page, as paragraphs: what the proofing checks
// (scripts/proof.mjs) read. Scripts, styles, SVG, templates and anything hidden are left out;
// text kept for screen readers is in, since it is read aloud. A paragraph ends where a block
// element (a heading, a paragraph, a list item, a cell, a button…) begins or ends.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "parse5";

const SKIPPED = new Set(["script", "style", "svg", "template", "noscript", "head", "code", "pre"]);
const BLOCKS = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "body",
  "button",
  "caption",
  "dd",
  "details",
  "dialog",
  "div",
  "dl",
  "dt",
  "fieldset",
  "figcaption",
  "figure",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "label",
  "legend",
  "li",
  "main",
  "nav",
  "ol",
  "option",
  "p",
  "section",
  "select",
  "summary",
  "table",
  "td",
  "th",
  "tr",
  "ul",
  "br",
]);

/** Elements that sit inside a line of text; any other boundary separates words (a span set as a block, an icon's label…). */
const INLINE = new Set([
  "a",
  "abbr",
  "b",
  "bdi",
  "cite",
  "data",
  "dfn",
  "em",
  "i",
  "kbd",
  "mark",
  "q",
  "s",
  "small",
  "strong",
  "sub",
  "sup",
  "time",
  "u",
]);

const attr = (node, name) => node.attrs?.find((a) => a.name === name)?.value;

/**
 * The paragraphs of one HTML document, in order, each once per place it appears. Text marked as
 * another language than the page's (`lang="fr"` on an English page: a French source's title, a
 * name) is left out: each language's checks read their own language only.
 */
export function paragraphsOf(html, language) {
  const paragraphs = [];
  let current = "";
  const flush = () => {
    const text = current
      .replace(/\uE000/g, " ")
      .replace(/[ \t\n\r]+/g, " ")
      .trim();
    if (text) paragraphs.push(text);
    current = "";
  };
  const walk = (node) => {
    if (node.nodeName === "#text") {
      // A mark left after an element ends: a space, unless the text goes on with punctuation.
      current = current.replace(/\uE000$/, /^[\p{L}\p{N}]/u.test(node.value) ? " " : "");
      current += node.value;
      return;
    }
    if (SKIPPED.has(node.nodeName)) return;
    if (node.attrs && (attr(node, "hidden") !== undefined || attr(node, "aria-hidden") === "true"))
      return;
    const lang = node.attrs && node.nodeName !== "html" ? attr(node, "lang") : undefined;
    if (language && lang && lang.split("-")[0] !== language) {
      current += "\uE000";
      return;
    }
    // Links set side by side (a footer's list, a language switch beside a button) are apart
    // words; a link inside a sentence has its own spaces around it.
    if (node.nodeName === "a" && /\p{L}$/u.test(current)) current += " ";
    const block = BLOCKS.has(node.nodeName);
    const apart = !block && !INLINE.has(node.nodeName);
    if (block) flush();
    if (apart) current += " ";
    for (const child of node.childNodes ?? []) walk(child);
    if (node.content) walk(node.content);
    if (block) flush();
    if (apart || node.nodeName === "a") current += "\uE000";
  };
  walk(parse(html));
  flush();
  return paragraphs;
}

/** Every prerendered page of build/client, as its address and its language. */
export function builtPages(clientDir = path.resolve("build", "client")) {
  const files = [];
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name.endsWith(".html")) files.push(file);
    }
  };
  visit(clientDir);
  return files.sort().map((file) => {
    const html = readFileSync(file, "utf8");
    const relative = path.relative(clientDir, file).replace(/\\/g, "/");
    const address = `/${relative.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`;
    const language = html.match(/<html[^>]*\blang="([a-z]{2})/)?.[1] ?? "en";
    return { address, language, html };
  });
}
