// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { typographyFaults } from "~/i18n/typography";
import { compileArticle, compileArticles } from "./compile";
import { ArticleError, readArticleIndex, readFrontMatter } from "./files";
import {
  articlePath,
  isPublished,
  listingAlternate,
  listingPages,
  listingPath,
  PAGE_SIZE,
  parseListing,
  publishedEntries,
  sectionPairs,
} from "./model";

const front = {
  key: "sample",
  lang: "en",
  title: '"A sample article about websites in Canada"',
  description:
    '"A sample used by the tests: headings, a table, a footnote and a code block, rendered at build time with anchors and a table of contents."',
  published: "2026-09-01",
  author: "isabelle-gagnon",
  category: "web",
  tags: "[accessibility, compliance]",
  hero: '\n  scene: browser\n  alt: "Illustration of a browser window"',
};

function file(fields: Record<string, string | undefined>, body = "Intro.\n\n## One\n\nText.\n") {
  const yaml = Object.entries({ ...front, ...fields })
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n");
  return `---\n${yaml}\n---\n\n${body}`;
}

const english = "app/content/insights/en/sample-article.md";

/** A project folder of its own, removed when the tests end. */
const folders: string[] = [];
function projectFolder(): string {
  const root = mkdtempSync(path.join(tmpdir(), "articles-"));
  folders.push(root);
  for (const lang of ["en", "fr"]) {
    mkdirSync(path.join(root, "app/content/insights", lang), { recursive: true });
  }
  return root;
}
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe("the front matter schema", () => {
  test("accepts a complete file", () => {
    const { data, slug } = readFrontMatter(file({}), english);
    expect(slug).toBe("sample-article");
    expect(data.tags).toEqual(["accessibility", "compliance"]);
  });

  test.each([
    [{ title: undefined }, /sample-article\.md: title: /],
    [{ author: "jane-doe" }, /author: one of priya-raghunathan, .*isabelle-gagnon/],
    [{ category: "gardening" }, /category: one of web, software/],
    [{ tags: "[accessibility, knitting]" }, /tags\.1: one of accessibility/],
    [{ published: "1 September 2026" }, /published: a date written YYYY-MM-DD/],
    [{ updated: "2026-08-01" }, /updated: comes before the published date/],
    [{ description: '"Too short."' }, /description: /],
    [{ lang: "fr" }, /lang: "fr" in the en\/ folder/],
    [{ colour: "blue" }, /front matter: .*colour/i],
  ])("refuses %o and names the file and the field", (fields, message) => {
    expect(() => readFrontMatter(file(fields), english)).toThrow(message);
  });

  test("refuses a file without front matter, or a reserved or badly formed name", () => {
    expect(() => readFrontMatter("# Title\n", english)).toThrow(/no front matter/);
    expect(() => readFrontMatter(file({}), "app/content/insights/en/page.md")).toThrow(
      ArticleError,
    );
    expect(() => readFrontMatter(file({}), "app/content/insights/en/Big_Name.md")).toThrow(
      /file name is the address/,
    );
  });
});

describe("rendering", () => {
  test("headings get anchors and a table of contents; tables, footnotes and code render", async () => {
    const body = [
      "Intro with a note.[^1]",
      "## First part",
      "| Plan | Price |\n|---|---|\n| Basic | $250/month |",
      "### Detail",
      '```html\n<label for="a">A</label>\n```',
      "## Second part",
      "Done.",
      "[^1]: A source.",
    ].join("\n\n");
    const article = await compileArticle(file({}, body), english);
    expect(article.toc).toEqual([
      { id: "first-part", text: "First part", depth: 2 },
      { id: "detail", text: "Detail", depth: 3 },
      { id: "second-part", text: "Second part", depth: 2 },
    ]);
    expect(article.html).toContain('<h2 id="first-part">First part<a class="heading-anchor"');
    expect(article.html).toContain('role="region" tabindex="0" aria-label="Table: First part"');
    expect(article.html).toContain("<table>");
    expect(article.html).toContain('class="shiki');
    expect(article.html).toContain("data-footnotes");
    expect(article.html).not.toContain("<script");
    expect(article.words).toBeGreaterThan(5);
    expect(article.minutes).toBe(1);
  });

  test("a French body gets Canadian French typography, code aside", async () => {
    const body = "Le coût : 1 250 $ ? « Oui » !\n\n```bash\necho 'a : b ?'\n```\n\nFin ; merci.";
    const article = await compileArticle(
      file({ lang: "fr" }, body),
      "app/content/insights/fr/exemple.md",
    );
    const text = article.html.replace(/<pre[\s\S]*?<\/pre>/, "").replace(/<[^>]+>/g, "");
    expect(typographyFaults(text)).toEqual([]);
    expect(article.html).toContain("> 'a : b ?'</span>");
  });

  test("a code block in a language the site does not load fails with the file named", async () => {
    const root = projectFolder();
    writeFileSync(path.join(root, english), file({}, "```cobol\nDISPLAY 'HI'.\n```\n"));
    await expect(compileArticles(root)).rejects.toThrow(/sample-article\.md: .*cobol/i);
  });
});

describe("the collection", () => {
  function collection(files: Record<string, string>) {
    const root = projectFolder();
    for (const [name, source] of Object.entries(files)) {
      writeFileSync(path.join(root, "app/content/insights", name), source);
    }
    return root;
  }

  test("twins must agree on their date, author, category, tags and draft state", () => {
    const root = collection({
      "en/sample-article.md": file({}),
      "fr/article-exemple.md": file({ lang: "fr", category: "software" }),
    });
    expect(() => readArticleIndex(root)).toThrow(
      /fr\/article-exemple\.md: category: "software" where its twin .* has "web"/,
    );
  });

  test("two articles of one language may not share a key", () => {
    const root = collection({
      "en/sample-article.md": file({}),
      "en/another-article.md": file({}),
    });
    expect(() => readArticleIndex(root)).toThrow(/key "sample" as/);
  });

  test("drafts and articles dated after the build are left out", () => {
    const now = new Date("2026-10-01T12:00:00Z");
    expect(isPublished({ published: "2026-10-01" }, now)).toBe(true);
    expect(isPublished({ published: "2026-10-02" }, now)).toBe(false);
    expect(isPublished({ published: "2026-09-01", draft: true }, now)).toBe(false);
    const root = collection({
      "en/sample-article.md": file({}),
      "en/later-article.md": file({ key: "later", published: "2026-12-01" }),
      "en/draft-article.md": file({ key: "draft", draft: "true" }),
    });
    const published = publishedEntries(readArticleIndex(root), now);
    expect(published.map((entry) => entry.slug)).toEqual(["sample-article"]);
  });
});

describe("listings", () => {
  const entries = Array.from({ length: 11 }, (_, index) => ({
    key: `k${index}`,
    lang: (index < 10 ? "en" : "fr") as "en" | "fr",
    slug: `article-${index}`,
    title: `Title ${index}`,
    description: "d",
    published: `2026-09-${String(index + 1).padStart(2, "0")}`,
    author: "isabelle-gagnon",
    category: (index % 2 ? "web" : "hosting") as "web" | "hosting",
    tags: ["seo" as const],
    hero: { scene: "browser" as const, alt: "Illustration" },
  }));
  const now = new Date("2026-11-01T12:00:00Z");
  const published = publishedEntries(entries, now);

  test("newest first, nine to a page, numbered from the second", () => {
    expect(published[0]?.slug).toBe("article-10");
    expect(PAGE_SIZE).toBe(9);
    expect(listingPages(published, "en")).toEqual([
      "/insights",
      "/insights/page/2",
      "/insights/category/web",
      "/insights/category/hosting",
      "/insights/tag/seo",
      "/insights/tag/seo/page/2",
    ]);
    expect(listingPages(published, "fr")).toEqual([
      "/fr/perspectives",
      "/fr/perspectives/categorie/hebergement",
      "/fr/perspectives/sujet/referencement",
    ]);
  });

  test("addresses read back into their filter and page", () => {
    expect(parseListing("/insights/tag/seo/page/2", "en")).toEqual({
      filter: { kind: "tag", tag: "seo" },
      page: 2,
    });
    expect(parseListing("/fr/perspectives/categorie/hebergement", "fr")).toEqual({
      filter: { kind: "category", category: "hosting" },
      page: 1,
    });
    expect(parseListing("/insights/category/gardening", "en")).toBeUndefined();
    expect(parseListing("/insights/page/two", "en")).toBeUndefined();
    expect(listingPath({ kind: "all" }, "en", 1)).toBe("/insights");
  });

  test("a listing's twin is the same listing, or the other language's first page", () => {
    expect(listingAlternate("/insights/category/hosting", "en", published)).toBe(
      "/fr/perspectives/categorie/hebergement",
    );
    expect(listingAlternate("/insights/page/2", "en", published)).toBe("/fr/perspectives");
    expect(listingAlternate("/insights/category/web", "en", published)).toBe("/fr/perspectives");
  });

  test("the sitemap pairs an article with its twin only when the twin is published", () => {
    const pairs = sectionPairs(published);
    const article = pairs.find((pair) => pair.path === articlePath(entries[0] as never));
    expect(article).toEqual({ path: "/insights/article-0", alternate: undefined, lang: "en" });
  });
});
