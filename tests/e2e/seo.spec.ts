import { expect, test } from "@playwright/test";
import { publicPages } from "../../app/content/routes-table";
import { describesAgency, organizationId } from "../../app/lib/structured-data";
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

/** The schema.org types we publish, with the properties each may carry. */
/** ProfessionalService is a kind of Organization (LocalBusiness): the same properties apply. */
const organizationProperties = [
  "name",
  "legalName",
  "url",
  "logo",
  "image",
  "description",
  "foundingDate",
  "telephone",
  "email",
  "address",
  "areaServed",
  "contactPoint",
  "sameAs",
];

const schema: Record<string, string[]> = {
  Organization: organizationProperties,
  ProfessionalService: organizationProperties,
  PostalAddress: ["addressLocality", "addressRegion", "addressCountry"],
  Country: ["name"],
  ContactPoint: ["contactType", "telephone", "email", "areaServed", "availableLanguage"],
  BreadcrumbList: ["itemListElement"],
  ListItem: ["position", "name", "item"],
  Service: ["name", "description", "url", "serviceType", "category", "provider", "areaServed"],
  FAQPage: ["mainEntity", "inLanguage"],
  WebPage: ["name", "url", "description", "inLanguage", "isPartOf"],
  WebSite: ["name", "url"],
  BlogPosting: [
    "mainEntityOfPage",
    "url",
    "headline",
    "description",
    "image",
    "datePublished",
    "dateModified",
    "inLanguage",
    "articleSection",
    "keywords",
    "wordCount",
    "timeRequired",
    "author",
    "publisher",
    // The statutes, regulations and guidance an article on law cites (schema.org CreativeWork).
    "citation",
  ],
  CreativeWork: ["name", "url", "inLanguage"],
  Person: ["name", "jobTitle", "worksFor"],
  Question: ["name", "acceptedAnswer"],
  Answer: ["text"],
};

/** Problems with a JSON-LD node: unknown types, unknown properties, missing references. */
function validate(node: unknown, where: string): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => validate(item, `${where}[${i}]`));
  if (typeof node !== "object" || node === null) return [];
  const record = node as Record<string, unknown>;
  const types = [record["@type"]].flat().filter(Boolean) as string[];
  if (types.length === 0) {
    return "@id" in record && Object.keys(record).length === 1 ? [] : [`${where}: no @type`];
  }
  const problems: string[] = [];
  const allowed = new Set(["@context", "@type", "@id"]);
  for (const type of types) {
    if (!schema[type]) problems.push(`${where}: unknown type ${type}`);
    for (const property of schema[type] ?? []) allowed.add(property);
  }
  for (const [key, value] of Object.entries(record)) {
    if (!allowed.has(key)) problems.push(`${where}: ${types.join("/")} has no property ${key}`);
    problems.push(...validate(value, `${where}.${key}`));
  }
  return problems;
}

const decode = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const attr = (html: string, pattern: RegExp) => {
  const value = pattern.exec(html)?.[1];
  return value === undefined ? undefined : decode(value);
};

test("every page has its title, description, canonical, social card and valid JSON-LD", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const problems: string[] = [];
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    const title = attr(html, /<title>([^<]*)<\/title>/) ?? "";
    const description = attr(html, /<meta name="description" content="([^"]*)"/) ?? "";
    const canonical = attr(html, /<link rel="canonical" href="([^"]*)"/);
    const expected = `${SITE}${path === "/" ? "/" : path}`;
    const french = path === "/fr" || path.startsWith("/fr/");
    if (!html.includes(`<html lang="${french ? "fr-CA" : "en-CA"}"`))
      problems.push(`${path}: lang`);
    const alternates = Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map(
        ([, lang, href]) => [lang, (href ?? "").replace(SITE, "")],
      ),
    );
    const { en, fr } = languagesOf(path);
    if (
      alternates["en-CA"] !== en ||
      alternates["fr-CA"] !== fr ||
      alternates["x-default"] !== (en ?? fr)
    ) {
      problems.push(`${path}: hreflang ${JSON.stringify(alternates)}`);
    }
    if (!html.includes(`<meta property="og:locale" content="${french ? "fr_CA" : "en_CA"}"`)) {
      problems.push(`${path}: og:locale`);
    }
    if (title.length === 0 || title.length > 60) problems.push(`${path}: title of ${title.length}`);
    if (description.length < 50 || description.length > 160) {
      problems.push(`${path}: description of ${description.length}`);
    }
    if (canonical !== expected) problems.push(`${path}: canonical ${canonical}`);
    if (titles.has(title)) problems.push(`${path}: same title as ${titles.get(title)}`);
    if (descriptions.has(description))
      problems.push(`${path}: same description as ${descriptions.get(description)}`);
    titles.set(title, path);
    descriptions.set(description, path);
    for (const property of [
      "og:title",
      "og:description",
      "og:url",
      "og:image",
      "og:type",
      "og:site_name",
    ]) {
      if (!html.includes(`property="${property}"`)) problems.push(`${path}: no ${property}`);
    }
    if (!html.includes('name="twitter:card" content="summary_large_image"'))
      problems.push(`${path}: no twitter card`);
    const image = attr(html, /<meta property="og:image" content="([^"]*)"/) ?? "";
    const imageResponse = await request.get(image.replace(SITE, ""));
    if (imageResponse.headers()["content-type"] !== "image/png")
      problems.push(`${path}: share image ${image}`);

    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map(([, json]) => JSON.parse(json ?? "null"));
    const types = blocks.flatMap((block) => [block["@type"]].flat());
    if (!types.includes("Organization")) problems.push(`${path}: no Organization`);
    const webPage = blocks.find((block) => block["@type"] === "WebPage");
    if (webPage?.inLanguage !== (french ? "fr-CA" : "en-CA") || webPage?.url !== canonical) {
      problems.push(`${path}: WebPage ${JSON.stringify(webPage)}`);
    }
    problems.push(...blocks.flatMap((block, i) => validate(block, `${path} ld[${i}]`)));
    // A reference to a node ({"@id": …} alone) names one the page declares.
    const declared = new Set<string>();
    const referenced = new Set<string>();
    const walk = (value: unknown) => {
      if (Array.isArray(value)) return value.forEach(walk);
      if (value === null || typeof value !== "object") return;
      const node = value as Record<string, unknown>;
      if (typeof node["@id"] === "string") {
        (Object.keys(node).length === 1 ? referenced : declared).add(node["@id"]);
      }
      Object.values(node).forEach(walk);
    };
    walk(blocks);
    for (const id of referenced) {
      if (!declared.has(id)) problems.push(`${path}: JSON-LD refers to ${id}, declared nowhere`);
    }
    // The agency in full on its home and About pages; elsewhere named, by the same identifier.
    const organization = blocks.find((block) => [block["@type"]].flat().includes("Organization"));
    if (describesAgency(path)) {
      if (
        organization?.areaServed?.name !== "Canada" ||
        organization?.sameAs?.length !== 5 ||
        !organization?.logo
      ) {
        problems.push(`${path}: Organization incomplete`);
      }
    } else if (
      organization?.["@id"] !== organizationId ||
      organization?.name !== "Maplestack" ||
      organization?.url !== "https://maplestack.ca"
    ) {
      problems.push(`${path}: Organization not named`);
    }
    const hasBreadcrumb = /aria-label="(Breadcrumb|Fil d’Ariane)"/.test(html);
    if (hasBreadcrumb !== types.includes("BreadcrumbList"))
      problems.push(`${path}: breadcrumb JSON-LD mismatch`);
    // FAQPage is the kind of the FAQ's topic pages, which answer the questions, and no other
    // page's: the FAQ lists the questions only, and a service page's questions are a section of
    // a page that is already a WebPage about a Service.
    const isFaqPage = /^(\/faqs|\/fr\/faq)\/[^/]+$/.test(path);
    if (isFaqPage !== types.includes("FAQPage")) problems.push(`${path}: FAQPage mismatch`);
    if (/^\/services\/[^/]+\/[^/]+$/.test(path) && !types.includes("Service"))
      problems.push(`${path}: no Service`);
  }
  expect(problems).toEqual([]);
});

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

test("every URL in the sitemap answers 200 and names itself as canonical", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc ?? "");
  expect(urls.length).toBeGreaterThan(100);
  const problems: string[] = [];
  // A few at a time: quick, without queueing a hundred requests on the server at once.
  for (let start = 0; start < urls.length; start += 8) {
    await Promise.all(
      urls.slice(start, start + 8).map(async (url) => {
        if (!url.startsWith(`${SITE}/`)) {
          problems.push(`${url}: not on ${SITE}`);
          return;
        }
        const response = await request.get(url.slice(SITE.length), { maxRedirects: 0 });
        if (response.status() !== 200) {
          problems.push(`${url}: HTTP ${response.status()}`);
          return;
        }
        const canonical = attr(await response.text(), /<link rel="canonical" href="([^"]*)"/);
        if (canonical !== url) problems.push(`${url}: canonical ${canonical}`);
      }),
    );
  }
  expect(problems).toEqual([]);
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
