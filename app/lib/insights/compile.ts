/**
 * Renders an article at build time: the body's `{fact.path}` tokens filled in the article's
 * language, Markdown through unified (GitHub tables and footnotes, heading anchors, Shiki for
 * code, so the browser gets coloured HTML and no highlighter), and its reading facts. Runs in
 * Node only, when content-collections loads the articles (app/content/collections/insights.ts)
 * and in the tests; the pages receive its result.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import rehypeShiki from "@shikijs/rehype";
import type { Element, ElementContent, Root as HastRoot } from "hast";
import { toString as hastToString } from "hast-util-to-string";
import { imageSize } from "image-size";
import type { Root as MdastRoot } from "mdast";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { SKIP, visit } from "unist-util-visit";
import type { Article, FrontMatter } from "../../content/insights/schema";
import { ContentError, withFacts } from "../../content/twin";
import { typesetFr } from "../../i18n/typography";

const WORDS_PER_MINUTE = 230;
/** The languages code blocks may use; another fails the build rather than loading every grammar. */
const codeLanguages = ["bash", "css", "html", "javascript", "json", "typescript", "yaml"] as const;
const knownLanguages: readonly string[] = [...codeLanguages, "text"];

const labels = {
  en: {
    notes: "Notes and sources",
    back: (n: string) => `Back to reference ${n}`,
    anchor: (heading: string) => `Link to the section “${heading}”`,
    table: (heading: string) => `Table: ${heading}`,
  },
  fr: {
    notes: "Notes et sources",
    back: (n: string) => `Retour à l’appel de note ${n}`,
    anchor: (heading: string) => `Lien vers la section « ${heading} »`,
    table: (heading: string) => `Tableau : ${heading}`,
  },
};

/**
 * What the Markdown itself may put in a page, the RSS reader's included, which has no policy to
 * stop a script: GitHub's rules, with links only to the web, an e-mail address, a phone number or
 * a page of the site, and images only from the web or the site (`javascript:`, `data:` and the
 * like are dropped, however they are spelt). It runs on the Markdown's HTML alone, before the
 * heading anchors, the code colours and the tables' frames, which are the site's own. The notes'
 * ids are prefixed by remark-rehype already; no other id comes from the Markdown.
 */
const markdownSchema: SanitizeSchema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    h2: [["className", "footnotes-title"]],
  },
  clobber: [],
  protocols: {
    ...defaultSchema.protocols,
    href: ["http", "https", "mailto", "tel"],
    src: ["http", "https"],
  },
};

/** Heading ids without accents (#premiere-etape), so a shared link to a section stays readable. */
function asciiIds() {
  return (tree: HastRoot) => {
    visit(tree, "element", (node: Element) => {
      if (typeof node.properties.id !== "string") return;
      node.properties.id = node.properties.id.normalize("NFD").replace(/\p{Diacritic}/gu, "");
    });
  };
}

/** A heading's words, without its anchor's "#". */
function headingText(heading: Element): string {
  const words = heading.children.filter(
    (child) =>
      !(
        child.type === "element" &&
        child.properties.className?.toString().includes("heading-anchor")
      ),
  );
  return hastToString({ type: "root", children: words });
}

/** Canadian French typography on every text of a French body, code aside. */
function frenchTypography() {
  return (tree: HastRoot) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName === "code" || node.tagName === "pre") return SKIP;
      for (const child of node.children) {
        // A line break in the Markdown is a space on the page: spacing rules apply across it.
        if (child.type === "text") {
          child.value = typesetFr(child.value.replace(/\n(?=[»:;?!])/g, " ").replace(/«\n/g, "« "));
        }
      }
    });
  };
}

/** Tables scroll inside a labelled, focusable frame on narrow screens (WCAG 1.4.10 allows it). */
function framedTables(lang: "en" | "fr") {
  return (tree: HastRoot) => {
    let heading = "";
    visit(tree, "element", (node: Element, index, parent) => {
      if (node.tagName === "h2" || node.tagName === "h3") heading = headingText(node);
      if (node.tagName !== "table" || !parent || index === undefined) return;
      const frame: Element = {
        type: "element",
        tagName: "div",
        properties: {
          className: ["table-frame"],
          role: "region",
          tabIndex: 0,
          ariaLabel: labels[lang].table(heading),
        },
        children: [node],
      };
      parent.children[index] = frame as ElementContent;
      return SKIP;
    });
  };
}

/** A code block names one of the languages the site highlights. */
function knownCodeLanguages(file: string) {
  return (tree: HastRoot) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName !== "code") return;
      const classes = Array.isArray(node.properties.className) ? node.properties.className : [];
      for (const name of classes.map(String)) {
        const lang = name.startsWith("language-") ? name.slice("language-".length) : undefined;
        if (lang && !knownLanguages.includes(lang)) {
          throw new ContentError(
            `${file}: a code block in "${lang}": use one of ${knownLanguages.join(", ")}`,
          );
        }
      }
    });
  };
}

/** Local images carry their size, so nothing moves while they load. */
function sizedImages(root: string, file: string) {
  return (tree: HastRoot) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName !== "img") return;
      const src = String(node.properties.src ?? "");
      if (!src.startsWith("/")) {
        throw new ContentError(`${file}: image ${src}: images are files under public/ (/images/…)`);
      }
      let size: { width?: number; height?: number };
      try {
        size = imageSize(readFileSync(path.join(root, "public", src)));
      } catch {
        throw new ContentError(`${file}: image ${src}: no such file under public/`);
      }
      node.properties = {
        ...node.properties,
        width: size.width,
        height: size.height,
        loading: "lazy",
        decoding: "async",
      };
    });
  };
}

/**
 * A fact in prose: `{claims.timeline}`, a dotted name, as in the YAML files. Code, inline or
 * fenced, is not prose: its braces stay as written; so do braces around a single word.
 */
const FACT = /\{[A-Za-z]\w*(?:\.\w+)+\}/g;

/** Each fact the body's text names, filled in; an unknown one fails with its line in the file. */
function factsInText(tree: MdastRoot, facts: unknown, file: string, firstLine: number) {
  visit(tree, "text", (node) => {
    const where = `body, line ${(node.position?.start.line ?? 1) + firstLine - 1}`;
    node.value = node.value.replace(
      FACT,
      (token) => withFacts({ [where]: token }, facts, file)[where] ?? token,
    );
  });
}

function countWords(tree: MdastRoot): number {
  let words = 0;
  visit(tree, (node) => {
    if (node.type === "code" || node.type === "inlineCode" || node.type === "html") return SKIP;
    if (node.type === "text") words += node.value.split(/\s+/).filter(Boolean).length;
  });
  return words;
}

export type ArticleSource = {
  /** The front matter, checked by the schema, its facts filled in. */
  data: FrontMatter;
  /** The address segment: the file's name. */
  slug: string;
  /** The Markdown after the front matter. */
  body: string;
  /** The file, relative to the project, for messages and the article's `file`. */
  file: string;
  /** The company's facts in the article's language (content/{en,fr}/facts.yaml), for `{fact}`. */
  facts: unknown;
  /** The line of the file the body starts on, so a message points into the file. */
  firstLine?: number;
  /** The project, whose public/ holds the images. */
  root?: string;
};

/** One article, rendered. */
export async function renderArticle({
  data,
  slug,
  body,
  file,
  facts,
  firstLine = 1,
  root = process.cwd(),
}: ArticleSource): Promise<Article> {
  const text = labels[data.lang];
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, {
      footnoteLabel: text.notes,
      footnoteLabelProperties: { className: ["footnotes-title"] },
      footnoteBackLabel: (index, rereference) =>
        text.back(`${index + 1}${rereference > 1 ? `-${rereference}` : ""}`),
    })
    .use(rehypeSanitize, markdownSchema)
    .use(rehypeSlug)
    .use(asciiIds)
    .use(rehypeAutolinkHeadings, {
      behavior: "append",
      test: ["h2", "h3"],
      properties: (heading) => ({
        className: ["heading-anchor"],
        ariaLabel: text.anchor(hastToString(heading)),
      }),
      content: {
        type: "element",
        tagName: "span",
        properties: { ariaHidden: "true" },
        children: [{ type: "text", value: "#" }],
      },
    })
    .use(knownCodeLanguages, file)
    .use(rehypeShiki, {
      theme: "github-dark-default",
      langs: [...codeLanguages],
      defaultLanguage: "text",
    })
    .use(framedTables, data.lang)
    .use(sizedImages, root, file)
    .use(data.lang === "fr" ? frenchTypography : () => undefined)
    .use(rehypeStringify);

  const mdast = processor.parse(body);
  factsInText(mdast, facts, file, firstLine);
  const words = countWords(mdast);
  const hast = (await processor.run(mdast)) as HastRoot;
  const toc: Article["toc"] = [];
  visit(hast, "element", (node: Element) => {
    if ((node.tagName === "h2" || node.tagName === "h3") && node.properties.id) {
      toc.push({
        id: String(node.properties.id),
        text: headingText(node),
        depth: node.tagName === "h2" ? 2 : 3,
      });
    }
  });
  const footnotesTitle = text.notes;
  const html = processor.stringify(hast);
  // French titles, descriptions and alt texts get the same spacing as the French body.
  const typeset = (value: string) => (data.lang === "fr" ? typesetFr(value) : value);
  return {
    ...data,
    title: typeset(data.title),
    description: typeset(data.description),
    hero: { ...data.hero, alt: typeset(data.hero.alt) },
    slug,
    file,
    html,
    toc: toc.filter((entry) => entry.text !== footnotesTitle),
    words,
    minutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
  };
}
