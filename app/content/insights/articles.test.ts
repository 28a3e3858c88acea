// @vitest-environment node
import { describe, expect, test } from "vitest";
import { categorySlugs } from "~/content/catalogue";
import { publicPages } from "~/content/routes-table";
import { typographyFaults } from "~/i18n/typography";
import { compileArticles } from "~/lib/insights/compile";
import { articlePath, publishedEntries, twinOf } from "~/lib/insights/model";

const articles = await compileArticles();
const published = publishedEntries(articles, new Date());
const text = (html: string) =>
  html
    .replace(/<pre[\s\S]*?<\/pre>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x26;/g, "&")
    .replace(/[ \t\n\r]+/g, " ");

describe("the articles", () => {
  test("at least twelve, each with its twin, across the six categories and three authors", () => {
    const english = published.filter((article) => article.lang === "en");
    expect(english.length).toBeGreaterThanOrEqual(12);
    for (const article of published) {
      expect(twinOf(article, published), `${article.file} has a published twin`).toBeDefined();
    }
    expect(new Set(english.map((article) => article.category))).toEqual(new Set(categorySlugs));
    expect(new Set(english.map((article) => article.author)).size).toBeGreaterThanOrEqual(3);
  });

  test("each body is 900 to 1,500 words, with sections and a table of contents", () => {
    for (const article of published) {
      expect(article.words, article.file).toBeGreaterThanOrEqual(900);
      expect(article.words, article.file).toBeLessThanOrEqual(1500);
      expect(
        article.toc.filter((entry) => entry.depth === 2).length,
        article.file,
      ).toBeGreaterThanOrEqual(3);
    }
  });

  test("twins have the same shape: as many sections, tables and code blocks", () => {
    const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
    for (const article of published.filter((entry) => entry.lang === "en")) {
      const twin = twinOf(article, published);
      if (!twin) continue;
      for (const [what, pattern] of [
        ["sections", /<h2 /g],
        ["tables", /<table>/g],
        ["code blocks", /<pre /g],
      ] as const) {
        expect(count(twin.html, pattern), `${twin.file}: ${what}`).toBe(
          count(article.html, pattern),
        );
      }
    }
  });

  test("French articles follow Canadian French typography", () => {
    for (const article of published.filter((entry) => entry.lang === "fr")) {
      const faults = typographyFaults(
        `${article.title} ${article.description} ${text(article.html)}`,
      );
      expect(faults, article.file).toEqual([]);
    }
  });

  test("links inside an article lead to a page of the site in the article's language", () => {
    const known = new Set([
      ...publicPages().flatMap((pair) => [pair.en, pair.fr]),
      ...published.map(articlePath),
    ]);
    for (const article of articles) {
      for (const [, href = ""] of article.html.matchAll(/<a href="(\/[^"#]*)/g)) {
        expect(known.has(href), `${article.file}: ${href}`).toBe(true);
        expect(href.startsWith("/fr"), `${article.file}: ${href} in ${article.lang}`).toBe(
          article.lang === "fr",
        );
      }
    }
  });
});
