import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { publicPages } from "../../app/content/routes-table";
import { renamedFile } from "../../scripts/class-names.mjs";

/** Files the pages load rather than pages a visitor reads. */
const isAsset = (path: string) =>
  /^\/(assets|art|fonts)\//.test(path) ||
  /\.(svg|css|js|woff2|png|ico|xml|txt|webmanifest)$/.test(path);

function mainText(html: string): string {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";
  return main
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

test("a crawl from the home page finds no broken link and no empty page", async ({
  request,
}, testInfo) => {
  test.setTimeout(420_000);

  const pages = new Map<string, string>();
  const fragments: Array<{ from: string; path: string; id: string }> = [];
  const problems: string[] = [];
  const queue = ["/"];
  const seen = new Set(queue);

  while (queue.length > 0) {
    const path = queue.shift() as string;
    const response = await request.get(path, { maxRedirects: 0 });
    const location = response.headers().location;
    // A link kept for its spelling (the spec's footer targets) may answer with a permanent
    // redirect to a page of the site; the crawl follows it.
    if (response.status() === 301 && location?.startsWith("/")) {
      if (!seen.has(location)) {
        seen.add(location);
        queue.push(location);
      }
      continue;
    }
    if (response.status() !== 200) {
      problems.push(`${path}: HTTP ${response.status()}`);
      continue;
    }
    const html = await response.text();
    pages.set(path, html);
    const h1s = html.match(/<h1[\s>]/g)?.length ?? 0;
    if (h1s !== 1) problems.push(`${path}: ${h1s} h1 elements`);
    const text = mainText(html);
    if (text.length < 400) problems.push(`${path}: only ${text.length} characters of content`);

    for (const [, href] of html.matchAll(/<a\s[^>]*?href="([^"]+)"/g)) {
      if (!href || /^(https?:|mailto:|tel:)/.test(href)) continue;
      const url = new URL(href.replaceAll("&amp;", "&"), `http://site${path}`);
      const target = url.pathname;
      if (url.hash) fragments.push({ from: path, path: target, id: url.hash.slice(1) });
      if (isAsset(target) || seen.has(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }

  for (const { from, path, id } of fragments) {
    const html = pages.get(path);
    if (html && !html.includes(`id="${id}"`)) problems.push(`${from}: #${id} not found on ${path}`);
  }
  expect(problems).toEqual([]);
  expect(await unstyledClasses(request, pages)).toEqual([]);
  // Every page the site publishes is reached by following links: none is an orphan.
  const orphans = publicPages()
    .flatMap((pair) => [pair.en, pair.fr])
    .filter((path) => !pages.has(path));
  expect(orphans).toEqual([]);
  testInfo.annotations.push({ type: "pages crawled", description: String(pages.size) });
});

/**
 * The build names Tailwind's utilities short (scripts/class-names.mjs). On every page crawled,
 * no class may keep a long utility name the build renamed (its rule is gone from the
 * stylesheet), and every short name must have a rule in the stylesheet the page links.
 */
async function unstyledClasses(
  request: APIRequestContext,
  pages: Map<string, string>,
): Promise<string[]> {
  const renamed = new Map(
    Object.entries(JSON.parse(readFileSync(renamedFile, "utf8")) as Record<string, string>),
  );
  const shortNames = new Set(renamed.values());
  const stylesheets = new Map<string, Set<string>>();
  const problems = new Set<string>();
  for (const [path, html] of pages) {
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
    if (!href) continue;
    if (!stylesheets.has(href)) {
      const css = await (await request.get(href)).text();
      const selectors = [...css.matchAll(/\.((?:\\.|[\w-])+)/g)].map((match) =>
        (match[1] ?? "").replaceAll("\\", ""),
      );
      stylesheets.set(href, new Set(selectors));
    }
    const defined = stylesheets.get(href) as Set<string>;
    for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
      for (const name of (value ?? "").split(/\s+/)) {
        if (renamed.has(name)) problems.add(`${path}: ${name} kept its long name`);
        else if (shortNames.has(name) && !defined.has(name))
          problems.add(`${path}: .${name} has no rule`);
      }
    }
  }
  return [...problems];
}
