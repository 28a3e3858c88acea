import { expect, type Page, test } from "@playwright/test";
import { categoryPath, servicesIn } from "../../app/content/catalogue";
import { typesetFr } from "../../app/i18n/typography";
import {
  articlePath,
  feedPath,
  insightsBase,
  listingPath,
  PAGE_SIZE,
} from "../../app/lib/insights/model";
import { listings, pairedArticle, publishedArticles, unpublishedArticles } from "./insights-data";
import { expectNoAxeViolations, isPhone, open } from "./support";

const SITE = "https://maplestack.ca";
const inLanguage = (lang: "en" | "fr") => publishedArticles.filter((entry) => entry.lang === lang);

/** The article links of a listing's cards, in order. */
async function cardPaths(page: Page) {
  return page
    .getByRole("main")
    .locator("ul li h3 a")
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
}

for (const lang of ["en", "fr"] as const) {
  test(`${lang}: the index lists the newest ${PAGE_SIZE} first, with numbered pages`, async ({
    page,
  }) => {
    const articles = inLanguage(lang);
    expect(articles.length).toBeGreaterThanOrEqual(12);
    await open(page, insightsBase[lang]);
    await expect(page.locator("html")).toHaveAttribute("lang", lang === "fr" ? "fr-CA" : "en-CA");
    expect(await cardPaths(page)).toEqual(articles.slice(0, PAGE_SIZE).map(articlePath));

    const pagination = page.getByRole("navigation", {
      name: lang === "fr" ? "Pages d’articles" : "Pages of articles",
    });
    await expect(pagination.getByRole("link", { name: /1/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await pagination
      .getByRole("link", { name: lang === "fr" ? "Page suivante" : "Next page" })
      .click();
    await expect(page).toHaveURL(new RegExp(`${listingPath({ kind: "all" }, lang, 2)}$`));
    await expect
      .poll(() => cardPaths(page))
      .toEqual(articles.slice(PAGE_SIZE, 2 * PAGE_SIZE).map(articlePath));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${SITE}${listingPath({ kind: "all" }, lang, 2)}`,
    );
  });

  // At 1440 px only: the same pages at any width.
  test(`${lang}: category and tag pages list exactly their articles`, { tag: "@desktop" }, async ({
    page,
  }) => {
    const article = inLanguage(lang)[0];
    if (!article) throw new Error("no article");
    const category = listingPath({ kind: "category", category: article.category }, lang);
    await page.goto(category);
    const expected = inLanguage(lang).filter((entry) => entry.category === article.category);
    expect(await cardPaths(page)).toEqual(expected.slice(0, PAGE_SIZE).map(articlePath));

    const tag = article.tags[0];
    if (!tag) throw new Error("no tag");
    await page.goto(listingPath({ kind: "tag", tag }, lang));
    const tagged = inLanguage(lang).filter((entry) => entry.tags.includes(tag));
    expect(await cardPaths(page)).toEqual(tagged.slice(0, PAGE_SIZE).map(articlePath));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${SITE}${listingPath({ kind: "tag", tag }, lang)}`,
    );
  });
}

// At 1440 px only: HTTP behaviour.
test("listing addresses: page 1 and other letter cases redirect, a page too far is a 404", {
  tag: "@desktop",
}, async ({ request }) => {
  const first = await request.get("/insights/page/1", { maxRedirects: 0 });
  expect(first.status()).toBe(301);
  expect(first.headers().location).toBe("/insights");
  const upper = await request.get("/Insights/Category/Web", { maxRedirects: 0 });
  expect(upper.status()).toBe(301);
  expect(upper.headers().location).toBe("/insights/category/web");
  expect((await request.get("/insights/page/99")).status()).toBe(404);
  expect((await request.get("/insights/category/gardening")).status()).toBe(404);
  expect((await request.get("/fr/perspectives/sujet/inconnu")).status()).toBe(404);
  const article = publishedArticles[0];
  if (!article) throw new Error("no article");
  const shouted = await request.get(articlePath(article).toUpperCase().replace("/FR/", "/fr/"), {
    maxRedirects: 0,
  });
  expect(shouted.status()).toBe(301);
  expect(shouted.headers().location).toBe(articlePath(article));
});

// At 1440 px only: HTTP behaviour.
test("drafts and articles dated after the build appear on no page, feed or sitemap", {
  tag: "@desktop",
}, async ({ request }) => {
  expect(unpublishedArticles.length).toBeGreaterThan(0);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const feeds = await Promise.all(
    (["en", "fr"] as const).flatMap((lang) =>
      (["rss", "atom"] as const).map(async (format) =>
        (await request.get(feedPath(lang, format))).text(),
      ),
    ),
  );
  const indexes = await Promise.all(
    [...listings.en, ...listings.fr].map(async (path) => (await request.get(path)).text()),
  );
  for (const entry of unpublishedArticles) {
    const path = articlePath(entry);
    expect((await request.get(path)).status(), path).toBe(404);
    expect(sitemap).not.toContain(path);
    for (const text of [...feeds, ...indexes]) {
      expect(text).not.toContain(`${path}"`);
      expect(text).not.toContain(entry.title);
    }
  }
});

// At 1440 px only: HTTP behaviour.
test("each feed is valid XML and lists exactly the language's published articles", {
  tag: "@desktop",
}, async ({ page, request }) => {
  await page.goto("/");
  for (const lang of ["en", "fr"] as const) {
    const expected = inLanguage(lang).map((entry) => `${SITE}${articlePath(entry)}`);
    for (const format of ["rss", "atom"] as const) {
      const response = await request.get(feedPath(lang, format));
      expect(response.headers()["content-type"]).toContain(
        format === "rss" ? "application/rss+xml" : "application/atom+xml",
      );
      const xml = await response.text();
      const parsed = await page.evaluate(
        ([text, kind]) => {
          const doc = new DOMParser().parseFromString(text ?? "", "application/xml");
          if (doc.querySelector("parsererror")) return { error: true, links: [], lang: "" };
          const links =
            kind === "rss"
              ? [...doc.querySelectorAll("item > link")].map((link) => link.textContent ?? "")
              : [
                  ...doc.querySelectorAll("entry > link:not([rel]), entry > link[rel=alternate]"),
                ].map((link) => link.getAttribute("href") ?? "");
          const language = doc.querySelector("channel > language")?.textContent ?? "";
          return { error: false, links, lang: language };
        },
        [xml, format] as const,
      );
      expect(parsed.error, `${lang} ${format} parses`).toBe(false);
      expect(parsed.links, `${lang} ${format}`).toEqual(expected);
      if (format === "rss") expect(parsed.lang).toBe(lang === "fr" ? "fr-CA" : "en-CA");
    }
  }
  // Every page of the section announces its language's feeds.
  const html = await (await request.get(insightsBase.fr)).text();
  expect(html).toContain(
    `type="application/rss+xml" title="Fil RSS" href="${feedPath("fr", "rss")}"`,
  );
});

test("an article: author, dates, contents, share links, related, neighbours, twin and data", async ({
  page,
}, testInfo) => {
  const { en, fr } = pairedArticle();
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await open(page, en.path);
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.title);
  await expect(main.getByText("Published", { exact: true })).toBeVisible();
  await expect(main.locator("time").first()).toHaveAttribute("datetime", en.published);
  await expect(main.locator("dd").getByText(/^\d+ min read$/)).toBeVisible();

  // The table of contents leads to the sections (a wide screen shows it beside the text).
  const toc = page.getByRole("navigation", { name: "On this page" });
  const firstEntry = toc.getByRole("link").first();
  const target = (await firstEntry.getAttribute("href")) ?? "";
  await firstEntry.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator(target)).toBeInViewport();

  // Share links are plain links: no third-party script runs on the page.
  const share = main.getByRole("link", { name: /Share on LinkedIn/ });
  await expect(share).toHaveAttribute(
    "href",
    `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(`${SITE}${en.path}`)}`,
  );
  expect(
    requested.filter((url) => new URL(url).origin !== new URL(page.url()).origin),
    "nothing is fetched from another site",
  ).toEqual([]);

  await expect(page.getByRole("heading", { name: "Related articles" })).toBeVisible();
  await expect(main.getByRole("link", { name: /Talk to the team/ })).toHaveAttribute(
    "href",
    "/contact-us",
  );

  const data = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? "{}")));
  const posting = data.find((block) => block["@type"] === "BlogPosting");
  expect(posting).toMatchObject({
    headline: en.title,
    datePublished: en.published,
    inLanguage: "en-CA",
    author: { "@type": "Person" },
    image: `${SITE}/og${en.path}.png`,
  });
  expect(data.some((block) => block["@type"] === "BreadcrumbList")).toBe(true);
  await expect(page.locator('link[rel="alternate"][hreflang="fr-CA"]')).toHaveAttribute(
    "href",
    `${SITE}${fr.path}`,
  );

  // The language switch leads to the twin, which names this page back.
  await page.getByRole("link", { name: "Français" }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${fr.path}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(typesetFr(fr.title));
  await expect(page.locator('link[rel="alternate"][hreflang="en-CA"]')).toHaveAttribute(
    "href",
    `${SITE}${en.path}`,
  );
  await expect(page.getByText("Publié le", { exact: true })).toBeVisible();
  if (!isPhone(testInfo)) await expectNoAxeViolations(page, "French article");
});

// At 1440 px only: one check of the loaders.
test("each service page shows the latest articles of its category", { tag: "@desktop" }, async ({
  page,
}) => {
  const article = inLanguage("en")[0];
  if (!article) throw new Error("no article");
  const service = servicesIn(article.category)[0];
  if (!service) throw new Error("no service");
  await page.goto(`${categoryPath(article.category)}/${service.slug}`);
  const section = page.getByRole("region", { name: "From our insights" });
  const expected = inLanguage("en")
    .filter((entry) => entry.category === article.category)
    .slice(0, 3)
    .map(articlePath);
  const links = await section
    .locator("h3 a")
    .evaluateAll((nodes) =>
      nodes.map((node) => new URL((node as HTMLAnchorElement).href).pathname),
    );
  expect(links).toEqual(expected);
  await expect(section.getByRole("link", { name: "See all articles" })).toHaveAttribute(
    "href",
    listingPath({ kind: "category", category: article.category }, "en"),
  );
});

for (const lang of ["en", "fr"] as const) {
  test(`${lang}: search finds a service, a case study and an article by a word of their text`, async ({
    page,
  }, testInfo) => {
    const phone = isPhone(testInfo);
    await open(page, lang === "fr" ? "/fr" : "/");
    // On a wide screen the header's search opens a dialog; on a phone the menu's search
    // field leads to the search page, which runs the query it was given.
    let scope = page.getByRole("dialog");
    if (phone) {
      await page
        .getByRole("button", { name: lang === "fr" ? "Ouvrir le menu" : "Open menu" })
        .click();
      const field = page.locator("#mobile-menu").getByRole("searchbox");
      await field.fill("Shopify");
      await field.press("Enter");
      await expect(page).toHaveURL(/\?q=Shopify$/);
      scope = page.getByRole("main");
    } else {
      await page
        .getByRole("link", { name: lang === "fr" ? "Rechercher" : "Search", exact: true })
        .filter({ visible: true })
        .click();
      await expect(scope).toBeVisible();
      await expect(scope.getByRole("searchbox")).toBeFocused();
      await scope.getByRole("searchbox").fill("Shopify");
    }
    const field = scope.getByRole("searchbox");
    const status = scope.getByRole("status");
    await expect(status).toContainText(lang === "fr" ? /résultats pour/ : /results for/, {
      timeout: 15_000,
    });
    // Results come in pages of eight; show them all so the check reads every match.
    const total = Number(/\d+/.exec((await status.textContent()) ?? "")?.[0]);
    const results = scope.locator("li:has(mark)");
    const more = scope.getByRole("button", { name: lang === "fr" ? /Afficher/ : /Show/ });
    while ((await results.count()) < total) {
      const shown = await results.count();
      await more.click();
      await expect.poll(() => results.count()).toBeGreaterThan(shown);
    }
    const found = await results
      .getByRole("link")
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
      );
    const prefix = lang === "fr" ? "/fr" : "";
    expect(found.some((path) => path.startsWith(`${prefix}/services/`))).toBe(true);
    expect(
      found.some((path) => /\/(case-studies|etudes-de-cas|portfolio|realisations)\//.test(path)),
    ).toBe(true);
    expect(found.some((path) => path.startsWith(`${insightsBase[lang]}/`))).toBe(true);
    expect(found.every((path) => (lang === "fr") === path.startsWith("/fr"))).toBe(true);
    await expect(scope.locator("mark").first()).toHaveText(/shopify/i);

    // By keyboard: down from the field to the first result and back up.
    await field.focus();
    await page.keyboard.press("ArrowDown");
    await expect(results.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(field).toBeFocused();
    if (!phone) {
      // Escape closes the dialog (in the field, a first Escape clears the query, as in any
      // search field).
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Escape");
      await expect(scope).toBeHidden();
    }
  });
}

test("without JavaScript the search page says so and lists the site's sections", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/search?q=shopify");
  await expect(page.getByText(/needs JavaScript/)).toBeVisible();
  const sections = page.getByRole("navigation", { name: "Sections of the site" });
  await expect(sections.getByRole("link", { name: "Insights" })).toHaveAttribute(
    "href",
    "/insights",
  );
  await expect(sections.getByRole("link")).toHaveCount(13);
  await context.close();
});
