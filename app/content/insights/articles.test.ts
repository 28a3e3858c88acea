// @vitest-environment node
import { within } from "@testing-library/dom";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { builtinEnvironments } from "vitest/environments";
import { categorySlugs } from "~/content/catalogue";
import { frontMatterSchema } from "~/content/insights/schema";
import { publicPages } from "~/content/routes-table";
import { typographyFaults } from "~/i18n/typography";
import { articles } from "~/lib/insights/articles";
import { articlePath, publishedEntries, twinOf } from "~/lib/insights/model";
import ArticlePage, { loader } from "~/routes/article";

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

describe("sources and review date", () => {
  const front = {
    key: "sample",
    lang: "en",
    title: "A sample article about the law",
    description:
      "A sample for the tests: an article that states the law lists the statute it rests on and the day someone last checked it against it.",
    published: "2026-09-01",
    author: "isabelle-gagnon",
    category: "web",
    tags: ["compliance"],
    hero: { scene: "shield", alt: "Illustration of a shield" },
  };
  const charter = {
    title: "Charter of the French language, CQLR c C-11",
    url: "https://www.legisquebec.gouv.qc.ca/en/document/cs/C-11",
  };

  test("an article with sources must say when it was last reviewed", () => {
    const refused = frontMatterSchema.safeParse({ ...front, sources: [charter] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join("."))).toEqual(["reviewed"]);
    expect(
      frontMatterSchema.safeParse({ ...front, sources: [charter], reviewed: "2026-11-25" }).success,
    ).toBe(true);
    expect(frontMatterSchema.safeParse(front).success).toBe(true);
  });

  test("a source is a titled https address, listed once", () => {
    const reviewed = "2026-11-25";
    for (const sources of [
      [{ ...charter, url: "http://www.legisquebec.gouv.qc.ca/en/document/cs/C-11" }],
      [{ ...charter, url: "legisquebec.gouv.qc.ca" }],
      [{ url: charter.url }],
      [charter, charter],
      [],
    ]) {
      expect(frontMatterSchema.safeParse({ ...front, sources, reviewed }).success).toBe(false);
    }
    expect(frontMatterSchema.safeParse({ ...front, reviewed: "25/11/2026" }).success).toBe(false);
  });

  test("twins both list their sources, or neither does", () => {
    for (const article of published.filter((entry) => entry.lang === "en")) {
      const twin = twinOf(article, published);
      if (!twin) continue;
      expect(Boolean(twin.sources), `${twin.file} and ${article.file}: sources`).toBe(
        Boolean(article.sources),
      );
    }
  });

  const otherLang = { en: "fr", fr: "en" } as const;

  // The articles load through the build's server modules, so the file runs in Node; these tests
  // borrow a jsdom document to read a rendered page back and query it by role, as a browser and
  // a screen reader meet it.
  let teardown: ((global: typeof globalThis) => unknown) | undefined;
  beforeAll(async () => {
    ({ teardown } = await builtinEnvironments.jsdom.setup(globalThis, {}));
  });
  afterAll(async () => {
    await teardown?.(globalThis);
  });

  /** An article's page as the server renders it, read back into a document. */
  async function renderArticle(article: (typeof published)[number]) {
    const path = articlePath(article);
    const url = new URL(path, "https://maplestack.ca");
    const loaderData = await loader({
      params: { slug: article.slug },
      url,
      request: new Request(url),
      context: {},
    } as unknown as Parameters<typeof loader>[0]);
    const Stub = createRoutesStub([
      {
        id: "article",
        path: `${path.slice(0, path.lastIndexOf("/"))}/:slug`,
        Component: ArticlePage,
      },
    ]);
    const html = renderToStaticMarkup(
      createElement(Stub, {
        initialEntries: [path],
        hydrationData: { loaderData: { article: loaderData } },
      }),
    );
    document.body.innerHTML = html;
    return document;
  }

  test.each([
    ["en", "Sources", /^Reviewed on \w+ \d{1,2}, \d{4}$/],
    ["fr", "Sources", /^Révisé le \d{1,2}(er)? \p{L}+ \d{4}$/u],
  ] as const)(
    "the %s article lists its sources and the review date at its end",
    async (lang, heading, reviewedOn) => {
      // One whose sources include a page in the other language, when there is one.
      const candidates = published.filter((entry) => entry.lang === lang && entry.sources);
      const article =
        candidates.find((entry) =>
          entry.sources?.some((source) => source.lang === otherLang[lang]),
        ) ?? candidates[0];
      if (!article?.sources || !article.reviewed)
        throw new Error(`no ${lang} article with sources`);
      const doc = await renderArticle(article);
      const page = within(doc.body);

      const block = page.getByRole("region", { name: heading });
      expect(block.closest("article"), "the sources are part of the article").not.toBeNull();
      const links = within(block).getAllByRole("link");
      expect(links.map((link) => link.getAttribute("href"))).toEqual(
        article.sources.map((source) => source.url),
      );
      for (const [index, source] of article.sources.entries()) {
        const link = links[index];
        expect(link?.textContent?.replace(/\s+/g, " ")).toContain(
          source.title.replace(/\s+/g, " ").slice(0, 12),
        );
        if (source.lang && source.lang !== lang) {
          // A page in the other language says so, to the eye and to a screen reader's voice.
          expect(link?.getAttribute("hreflang")).toBe(`${source.lang}-CA`);
          expect(link?.querySelector(`[lang="${source.lang}-CA"]`)).not.toBeNull();
          expect(link?.textContent).toMatch(lang === "en" ? /\(in French\)$/ : /\(en anglais\)$/);
        }
      }
      const time = block.querySelector(`time[datetime="${article.reviewed}"]`);
      expect(time, "the review date is a <time datetime>").not.toBeNull();
      expect(time?.parentElement?.textContent?.replace(/\s+/g, " ").trim()).toMatch(reviewedOn);

      const contents = page.getByRole("navigation", {
        name: lang === "fr" ? "Dans cet article" : "On this page",
      });
      expect(within(contents).getByRole("link", { name: heading }).getAttribute("href")).toBe(
        `#${block.querySelector("h2")?.id}`,
      );
      expect(doc.querySelectorAll(`[id="${block.querySelector("h2")?.id}"]`)).toHaveLength(1);
    },
  );
});
