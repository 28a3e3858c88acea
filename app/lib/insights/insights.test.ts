// @vitest-environment node

import { describe, expect, test } from "vitest";
import { allFacts } from "#content";
import { frontMatterSchema } from "~/content/insights/schema";
import { typographyFaults } from "~/i18n/typography";
import { type ArticleSource, renderArticle } from "./compile";
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
  lang: "en" as const,
  title: "A sample article about websites in Canada",
  description:
    "A sample used by the tests: headings, a table, a footnote and a code block, rendered at build time with anchors and a table of contents.",
  published: "2026-09-01",
  author: "isabelle-gagnon",
  category: "web" as const,
  tags: ["accessibility" as const, "compliance" as const],
  hero: { scene: "browser" as const, alt: "Illustration of a browser window" },
};

const english = "content/en/insights/sample-article.md";
const factsIn = (lang: "en" | "fr") => allFacts.find((facts) => facts.locale === lang);

/** A file's front matter and body, as the collection hands them to the renderer. */
function source(body: string, fields: Partial<ArticleSource["data"]> = {}): ArticleSource {
  const data = { ...front, ...fields };
  return {
    data,
    slug: "sample-article",
    body,
    file: data.lang === "fr" ? "content/fr/insights/exemple.md" : english,
    facts: factsIn(data.lang),
    firstLine: 14,
  };
}

describe("the front matter schema", () => {
  test("accepts a complete front matter", () => {
    expect(frontMatterSchema.safeParse(front).success).toBe(true);
  });

  test.each([
    [{ title: undefined }, "title"],
    [{ author: "Jane Doe" }, "author"],
    [{ category: "gardening" }, "category"],
    [{ tags: ["accessibility", "Knitting!"] }, "tags.1"],
    [{ published: "1 September 2026" }, "published"],
    [{ updated: "2026-08-01" }, "updated"],
    [{ description: "Too short." }, "description"],
    [{ hero: { scene: "browser" } }, "hero.alt"],
    [{ colour: "blue" }, ""],
  ])("refuses %o and names the field", (fields, field) => {
    const parsed = frontMatterSchema.safeParse({ ...front, ...fields });
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual([field]);
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
    const article = await renderArticle(source(body));
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
    const article = await renderArticle(source(body, { lang: "fr" }));
    const text = article.html.replace(/<pre[\s\S]*?<\/pre>/, "").replace(/<[^>]+>/g, "");
    expect(typographyFaults(text)).toEqual([]);
    expect(article.html).toContain("> 'a : b ?'</span>");
  });

  test("links lead to the web, an address, a number or a page: no other kind reaches the page or the feed", async () => {
    const body = [
      "[one](javascript:alert(1)) [two](JaVaScRiPt:alert(2)) [three](&#106;avascript:alert(3))",
      "[four](java&#x09;script:alert(4)) <javascript:alert(5)> [six](data:text/html;base64,PHNjcmlwdD4=)",
      "[seven][ref] [eight](vbscript:msgbox(8))",
      "[ref]: javascript:alert(7)",
      "[web](https://example.com/a) [mail](mailto:info@maplestack.ca) [phone](tel:+15145550100)",
      "[page](/services/web) [part](#top)",
    ].join("\n\n");
    const { html } = await renderArticle(source(body));
    const links = [...html.matchAll(/<a\b[^>]*>/g)].map(
      (tag) => /href="([^"]*)"/.exec(tag[0])?.[1],
    );
    // The eight others keep their words and lose their address.
    expect(links).toEqual([
      ...Array(8).fill(undefined),
      "https://example.com/a",
      "mailto:info@maplestack.ca",
      "tel:+15145550100",
      "/services/web",
      "#top",
    ]);
    expect(html).not.toMatch(/(href|src)="(?!https:|mailto:|tel:|\/|#)/);
  });

  test("a code block in a language the site does not load fails with the file named", async () => {
    await expect(renderArticle(source("```cobol\nDISPLAY 'HI'.\n```\n"))).rejects.toThrow(
      /sample-article\.md: .*cobol/i,
    );
  });
});

describe("facts in an article", () => {
  test("prose names a fact and reads it in the article's language", async () => {
    const spaced = (text: string) => text.replace(/\s/g, " ");
    for (const lang of ["en", "fr"] as const) {
      const facts = factsIn(lang);
      const body = "{site.name}, {claims.timeline}, {claims.maintenancePlans.0.price}.";
      const article = await renderArticle(source(body, { lang }));
      expect(spaced(article.html)).toContain(
        spaced(
          `${facts?.site.name}, ${facts?.claims.timeline}, ${facts?.claims.maintenancePlans[0]?.price}.`,
        ),
      );
    }
  });

  test("code keeps its braces, and a single word in braces is no fact", async () => {
    const body = [
      "A template names `{site.name}` and {placeholder}.",
      '```json\n{ "name": "{site.name}", "hand_off": { "when": "{claims.speed}" } }\n```',
    ].join("\n\n");
    const article = await renderArticle(source(body));
    expect(article.html).toContain("<code>{site.name}</code>");
    expect(article.html).toContain("{placeholder}");
    expect(article.html).toContain("claims.speed");
  });

  test("an unknown fact in prose fails with the file and its line", async () => {
    const body = "Intro.\n\nWe answer in {claims.speed}.\n";
    await expect(renderArticle(source(body))).rejects.toThrow(
      /sample-article\.md:\n {2}- body, line 16: \{claims\.speed\} is not a fact/,
    );
  });
});

describe("publishing", () => {
  test("drafts and articles dated after the build are left out", () => {
    const now = new Date("2026-10-01T12:00:00Z");
    expect(isPublished({ published: "2026-10-01" }, now)).toBe(true);
    expect(isPublished({ published: "2026-10-02" }, now)).toBe(false);
    expect(isPublished({ published: "2026-09-01", draft: true }, now)).toBe(false);
    const entries = [
      { ...front, slug: "sample-article" },
      { ...front, key: "later", slug: "later-article", published: "2026-12-01" },
      { ...front, key: "draft", slug: "draft-article", draft: true },
    ];
    expect(publishedEntries(entries, now).map((entry) => entry.slug)).toEqual(["sample-article"]);
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
