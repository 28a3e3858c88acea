import { expect, test } from "@playwright/test";
import { publicPages } from "../../app/content/routes-table";
import { insightsPages } from "./insights-data";

const SITE = "https://maplestack.ca";
const pairs = publicPages();
/** Every public page in both languages, with the address of its twin (an article may have none yet). */
const pages = [
  ...pairs.flatMap((pair) => [pair.en, pair.fr]),
  ...insightsPages.map((entry) => entry.path),
];
const twinOf = new Map<string, string | undefined>([
  ...pairs.flatMap((pair) => [[pair.en, pair.fr] as const, [pair.fr, pair.en] as const]),
  ...insightsPages.map((entry) => [entry.path, entry.alternate] as const),
]);
/** The English and French addresses of a page: itself and its twin. */
function languagesOf(path: string): { en?: string; fr?: string } {
  const french = path === "/fr" || path.startsWith("/fr/");
  const twin = twinOf.get(path);
  return french ? { en: twin, fr: path } : { en: path, fr: twin };
}

/*
 * Every page's title, description, canonical, hreflang, social card and JSON-LD, and every
 * sitemap address answering 200 as its own canonical: sweep.spec.ts, in its one pass.
 */

test("the sitemap lists exactly the public pages, and robots.txt points to it", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) =>
    (loc ?? "").replace(SITE, ""),
  );
  expect([...listed].sort()).toEqual([...pages].sort());
  expect(sitemap).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  // Each entry names its twin in the other language, and English as the default.
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => entry ?? "");
  const wrong = entries.filter((entry) => {
    const loc = (/<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? "").replace(SITE, "") || "/";
    const link = (lang: string) =>
      (new RegExp(`hreflang="${lang}" href="([^"]+)"`).exec(entry)?.[1] ?? "").replace(SITE, "") ||
      "/";
    const { en = "/", fr = "/" } = languagesOf(loc);
    const fallback = twinOf.get(loc) ? en : "/";
    return link("en-CA") !== en || link("fr-CA") !== fr || link("x-default") !== fallback;
  });
  expect(entries.length).toBe(pages.length);
  expect(wrong).toEqual([]);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  const manifest = await (await request.get("/site.webmanifest")).json();
  expect(manifest.icons.map((icon: { src: string }) => icon.src)).toContain("/icon-512.png");
  for (const icon of ["/icon-192.png", "/icon-512.png", "/apple-touch-icon.png", "/favicon.svg"]) {
    expect((await request.get(icon)).status(), icon).toBe(200);
  }
});

test("a trailing slash answers 301 to the one URL of the page, never off the site", async ({
  request,
}, testInfo) => {
  for (const [from, to] of [
    ["/about-us/", "/about-us"],
    ["/services/web/", "/services/web"],
    ["/portfolio/techcorp/?ref=x", "/portfolio/techcorp?ref=x"],
    ["//evil.example/", "/evil.example"],
  ]) {
    // A full URL, so that "//evil.example/" is sent as a path, not read as another host.
    const response = await request.get(`${testInfo.project.use.baseURL}${from}`, {
      maxRedirects: 0,
    });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
});
