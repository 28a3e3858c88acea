import { expect, test } from "@playwright/test";
import { team } from "../../app/content/company/team";
import { publicPages } from "../../app/content/routes-table";
import { serviceContent } from "../../app/content/services";
import { featuredTestimonial } from "../../app/content/testimonials";
import { caseStudyContent, projectContent } from "../../app/content/work";
import { typographyFaults } from "../../app/i18n/typography";

const pairs = publicPages();
const englishOf = new Map(pairs.map((pair) => [pair.fr, pair.en]));

/** The words a visitor reads in the page's body, one string per text node. */
function visibleTexts(html: string): string[] {
  const body = /<body[\s\S]*<\/body>/.exec(html)?.[0] ?? "";
  return (
    body
      .replace(/<script[\s\S]*?<\/script>/g, "<>")
      .replace(/<style[\s\S]*?<\/style>/g, "<>")
      .replace(/<svg[\s\S]*?<\/svg>/g, "<>")
      // A code sample is the program's text, not typeset prose.
      .replace(/<pre[\s\S]*?<\/pre>/g, "<>")
      .split(/<[^>]*>/)
      .map((text) =>
        text
          .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) =>
            String.fromCodePoint(Number.parseInt(hex, 16)),
          )
          .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
          .replaceAll("&quot;", '"')
          .replaceAll("&lt;", "<")
          .replaceAll("&gt;", ">")
          .replaceAll("&nbsp;", "\u00a0")
          .replaceAll("&amp;", "&")
          .replace(/[ \t\n\r]+/g, " ")
          // Only ordinary spaces are trimmed: a text that starts with a no-break space (" »" after
          // a link) keeps it, as the typography check reads it.
          .replace(/^ +| +$/g, ""),
      )
      .filter((text) => text.trim().length > 0)
  );
}

/**
 * Strings a French page may share with its English twin: proper names, read from the content
 * (clients, the people quoted, the tools used), alone or with the city they are in.
 */
const properNames = new Set([
  ...team.en.map((member) => member.name),
  featuredTestimonial.name,
  ...[...projectContent, ...caseStudyContent].flatMap((work) => [
    work.client,
    work.quote?.name ?? "",
    ...(work.technologies ?? []),
  ]),
  ...serviceContent.flatMap((service) =>
    (service.sections ?? []).flatMap((section) => {
      if (section.type === "case-studies") {
        return section.items.flatMap((item) => [item.client, ...(item.technologies ?? [])]);
      }
      if (section.type === "technologies") return section.groups.flatMap((group) => group.items);
      if (section.type === "integrations") return section.items;
      return [];
    }),
  ),
]);
const isProperName = (text: string) =>
  properNames.has(text) || properNames.has(text.replace(/, [^,]+$/, ""));
/** Words, not figures with their unit: "+38 %" and "20 min" are the same in both languages. */
const isWords = (text: string) =>
  text.split(" ").filter((word) => /\p{L}{2}/u.test(word)).length >= 2;

test("a crawl from /fr stays in French: every page answers 200, in French, typeset the French way, with nothing left in English", async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === "phone", "HTTP only: once is enough");
  test.setTimeout(420_000);
  const queue = ["/fr"];
  const seen = new Set(queue);
  const problems: string[] = [];
  let crawled = 0;
  while (queue.length > 0) {
    const path = queue.shift() as string;
    const response = await request.get(path, { maxRedirects: 0 });
    if (response.status() !== 200) {
      problems.push(`${path}: HTTP ${response.status()}`);
      continue;
    }
    crawled++;
    const html = await response.text();
    if (!html.includes('<html lang="fr-CA"')) problems.push(`${path}: not <html lang="fr-CA">`);
    const texts = visibleTexts(html);
    for (const fault of typographyFaults(texts.join("\n"))) problems.push(`${path}: ${fault}`);

    const english = englishOf.get(path);
    if (english) {
      const englishTexts = new Set(visibleTexts(await (await request.get(english)).text()));
      for (const text of texts) {
        if (englishTexts.has(text) && isWords(text) && !isProperName(text)) {
          problems.push(`${path}: left in English: "${text}"`);
        }
      }
    }

    for (const [, tag, href] of html.matchAll(/(<a\s[^>]*?)href="([^"]+)"/g)) {
      // The language switch is the one way out of the French site, on purpose.
      if (!href || /^(https?:|mailto:|tel:|#)/.test(href) || /hreflang=/i.test(tag ?? "")) continue;
      const target = new URL(href.replaceAll("&amp;", "&"), `http://site${path}`).pathname;
      if (/^\/(assets|art|fonts|og)\//.test(target) || /\.\w+$/.test(target)) continue;
      if (!(target === "/fr" || target.startsWith("/fr/"))) {
        problems.push(`${path}: links to the English page ${target}`);
        continue;
      }
      if (seen.has(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  const unreached = pairs.map((pair) => pair.fr).filter((path) => !seen.has(path));
  expect(unreached).toEqual([]);
  expect(crawled).toBeGreaterThanOrEqual(pairs.length);
  expect(problems).toEqual([]);
});

test("the language switch leads to the same page in the other language, at both widths", async ({
  page,
}) => {
  await page.goto("/services/web/website-design-development");
  const toFrench = page.getByRole("link", { name: "Français" }).filter({ visible: true }).first();
  await expect(toFrench).toHaveAttribute("hreflang", "fr-CA");
  await expect(toFrench).toHaveAttribute("lang", "fr-CA");
  await toFrench.click();
  await expect(page).toHaveURL(/\/fr\/services\/web\/conception-et-developpement-de-sites-web$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "English" }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/services\/web\/website-design-development$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
});

test("/ stays English whatever the browser prefers, and /fr is the French home", async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === "phone", "HTTP only: once is enough");
  const home = await request.get("/", { headers: { "Accept-Language": "fr-CA,fr;q=0.9" } });
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain('<html lang="en-CA"');
  const french = await request.get("/fr");
  expect(await french.text()).toContain('<html lang="fr-CA"');
});

test("French addresses redirect like English ones, and an unknown one gets the French 404", async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === "phone", "HTTP only: once is enough");
  const canonical = "/fr/services/web/conception-et-developpement-de-sites-web";
  for (const path of [
    "/fr/services/web/Conception-Et-Developpement-De-Sites-Web",
    "/fr/services/logiciels/conception-et-developpement-de-sites-web",
    "/fr/services/web/website-design-development",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers().location, path).toBe(canonical);
  }
  const alias = await request.get("/fr/services/intelligence-artificielle/ai-poc-mvp", {
    maxRedirects: 0,
  });
  expect(alias.headers().location).toBe(
    "/fr/services/intelligence-artificielle/preuve-de-concept-et-pmv-ia",
  );
  for (const [from, to] of [
    [
      "/fr/etudes-de-cas/copywriting-cedar-ridge-law",
      "/fr/etudes-de-cas/redaction-cedar-ridge-law",
    ],
    ["/fr/etudes-de-cas/Redaction-Cedar-Ridge-Law", "/fr/etudes-de-cas/redaction-cedar-ridge-law"],
    ["/fr/etudes-de-cas/techcorp", "/fr/realisations/techcorp"],
    ["/fr/realisations/TechCorp", "/fr/realisations/techcorp"],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
  const missing = await request.get("/fr/nulle-part");
  expect(missing.status()).toBe(404);
  const html = await missing.text();
  expect(html).toContain('<html lang="fr-CA"');
  expect(html).toContain("Page introuvable");
});
