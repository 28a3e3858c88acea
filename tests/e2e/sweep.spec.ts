import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { get } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { type DefaultTreeAdapterTypes, parse } from "parse5";
import { PAINT_HOLDER } from "../../app/browser/page-start.mjs";
import { team } from "../../app/content/company/team";
import {
  englishOnlyPaths,
  frenchPaths,
  prerenderPaths,
  publicPages,
} from "../../app/content/routes-table";
import { serviceContent } from "../../app/content/services";
import { featuredTestimonial } from "../../app/content/testimonials";
import { caseStudyContent, projectContent } from "../../app/content/work";
import { typographyFaults } from "../../app/i18n/typography";
import { describesAgency, organizationId } from "../../app/lib/structured-data";
import { renamedFile } from "../../scripts/class-names.mjs";
import { insightsPages } from "./insights-data";

/**
 * One sweep over every page the site publishes, after the build: each page is fetched once, as
 * a browser asks for it (compressed), and every check that applies to any page is made on that
 * answer. The Nu Html Checker and the proofing read the same pages in `npm run validate:html`
 * and `npm run proof`; journeys and axe run on one page of each kind (the other specs).
 *
 * - status, one h1, content in the main region, every link and #fragment resolves, no orphan;
 * - classes the build renamed are all styled (docs/decisions/0016);
 * - title, description, canonical, hreflang, social card, JSON-LD (schema.org types we use);
 * - the French site stays French: language, typography, nothing left in English, no link out;
 * - Content-Security-Policy: every inline script the document runs is allowed by its hash in
 *   the policy the page is served with, and nothing loads from another origin;
 * - the document and its headers fit the first window of a new connection (docs/decisions/0018).
 */

const SITE = "https://maplestack.ca";
/** Ten TCP segments of 1,460 bytes (RFC 6928), response headers included. */
const FIRST_WINDOW = 10 * 1460;

const pairs = publicPages();
/** Every public page in both languages, and every article and listing of the section. */
const published = [
  ...pairs.flatMap((pair) => [pair.en, pair.fr]),
  ...englishOnlyPaths(),
  ...insightsPages.map((entry) => entry.path),
];
/** Prerendered pages: their document must fit the first window (request pages are forms). */
const prerendered = new Set([
  ...prerenderPaths(),
  ...frenchPaths(),
  ...insightsPages.map((entry) => entry.path),
]);
const twinOf = new Map<string, string | undefined>([
  ...pairs.flatMap((pair) => [[pair.en, pair.fr] as const, [pair.fr, pair.en] as const]),
  ...insightsPages.map((entry) => [entry.path, entry.alternate] as const),
]);
const isFrench = (path: string) => path === "/fr" || path.startsWith("/fr/");

type Answer = {
  status: number;
  location?: string;
  csp: string;
  /** Status line, headers and compressed body, as they travel. */
  wire: { headers: number; body: number };
  html: string;
};

/** A page as a browser receives it: compressed, with its headers, redirects not followed. */
function fetchPage(baseURL: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get(`${baseURL}${path}`, { headers: { "Accept-Encoding": "br, gzip" } }, (response) => {
      const { rawHeaders, statusCode = 0, statusMessage, headers } = response;
      let headerBytes = `HTTP/1.1 ${statusCode} ${statusMessage}\r\n`.length + 2;
      for (let i = 0; i < rawHeaders.length; i += 2) {
        headerBytes += `${rawHeaders[i]}: ${rawHeaders[i + 1]}\r\n`.length;
      }
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        const encoding = headers["content-encoding"];
        const plain =
          encoding === "br"
            ? brotliDecompressSync(body)
            : encoding === "gzip"
              ? gunzipSync(body)
              : body;
        resolve({
          status: statusCode,
          location: headers.location,
          csp: String(headers["content-security-policy"] ?? ""),
          wire: { headers: headerBytes, body: body.length },
          html: plain.toString("utf8"),
        });
      });
      response.on("error", reject);
    }).on("error", reject);
  });
}

test("every page, swept once: status, links, meta, hreflang, JSON-LD, French, CSP, first window", async ({
  baseURL,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === "phone", "HTTP only: once is enough");
  test.setTimeout(420_000);
  const base = baseURL as string;
  const pages = new Map<string, string>();
  const problems: string[] = [];
  const fragments: Array<{ from: string; path: string; id: string }> = [];
  const queue = ["/"];
  const seen = new Set(queue);
  let orphans: string[] | undefined;

  while (queue.length > 0 || orphans === undefined) {
    if (queue.length === 0) {
      // Every page the site publishes is reached by following links from the home page; one
      // that is not is an orphan, and is swept all the same.
      orphans = published.filter((path) => !seen.has(path));
      for (const path of orphans) seen.add(path);
      queue.push(...orphans);
      continue;
    }
    const path = queue.shift() as string;
    const answer = await fetchPage(base, path);
    // A link kept for its spelling (the spec's footer targets) may answer with a permanent
    // redirect to a page of the site; the sweep follows it.
    if (answer.status === 301 && answer.location?.startsWith("/")) {
      if (!seen.has(answer.location)) {
        seen.add(answer.location);
        queue.push(answer.location);
      }
      continue;
    }
    if (answer.status !== 200) {
      problems.push(`${path}: HTTP ${answer.status}`);
      continue;
    }
    const { html } = answer;
    pages.set(path, html);
    problems.push(...pageFaults(path, html));
    problems.push(...cspFaults(path, html, answer.csp));
    if (prerendered.has(path)) {
      const { headers, body } = answer.wire;
      if (body < 1000) problems.push(`${path}: a document of ${body} bytes`);
      if (headers + body > FIRST_WINDOW)
        problems.push(`${path}: ${headers} + ${body} bytes, over the first window`);
    }
    for (const [, tag, href] of html.matchAll(/(<a\s[^>]*?)href="([^"]+)"/g)) {
      if (!href || /^(https?:|mailto:|tel:)/.test(href)) continue;
      const url = new URL(href.replaceAll("&amp;", "&"), `http://site${path}`);
      const target = url.pathname;
      if (url.hash) fragments.push({ from: path, path: target, id: url.hash.slice(1) });
      if (isAsset(target)) continue;
      // The language switch is the one way out of the French site, on purpose.
      if (
        isFrench(path) &&
        !isFrench(target) &&
        !/hreflang=/i.test(tag ?? "") &&
        !href.startsWith("#")
      )
        problems.push(`${path}: links to the English page ${target}`);
      if (seen.has(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }

  for (const { from, path, id } of fragments) {
    const html = pages.get(path);
    if (html && !html.includes(`id="${id}"`)) problems.push(`${from}: #${id} not found on ${path}`);
  }
  problems.push(...frenchLeftInEnglish(pages));
  problems.push(...(await metaFaults(request, pages)));
  problems.push(...(await unstyledClasses(request, pages)));
  // Every page the sitemap lists answers and names itself as canonical (metaFaults).
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = (loc ?? "").replace(SITE, "");
    if (!(loc ?? "").startsWith(`${SITE}/`)) problems.push(`sitemap: ${loc} not on ${SITE}`);
    else if (!pages.has(path)) problems.push(`sitemap: ${loc} does not answer 200`);
  }
  expect(problems).toEqual([]);
  expect(orphans, "pages no link leads to").toEqual([]);
  expect(pages.size).toBeGreaterThanOrEqual(published.length);
  testInfo.annotations.push({ type: "pages swept", description: String(pages.size) });
});

/** Files the pages load rather than pages a visitor reads. */
const isAsset = (path: string) =>
  /^\/(assets|art|fonts|og)\//.test(path) ||
  /\.(svg|css|js|woff2|png|ico|xml|txt|webmanifest|json)$/.test(path);

function mainText(html: string): string {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";
  return main
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** One h1, real content, the page's language, and French typography on French pages. */
function pageFaults(path: string, html: string): string[] {
  const problems: string[] = [];
  const h1s = html.match(/<h1[\s>]/g)?.length ?? 0;
  if (h1s !== 1) problems.push(`${path}: ${h1s} h1 elements`);
  const text = mainText(html);
  if (text.length < 400) problems.push(`${path}: only ${text.length} characters of content`);
  const lang = isFrench(path) ? "fr-CA" : "en-CA";
  if (!html.includes(`<html lang="${lang}"`)) problems.push(`${path}: not <html lang="${lang}">`);
  if (isFrench(path)) {
    for (const fault of typographyFaults(visibleTexts(html).join("\n")))
      problems.push(`${path}: ${fault}`);
  }
  return problems;
}

// ——— Content-Security-Policy ———————————————————————————————————————————————————————————————

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

function* elements(node: Node): Generator<Element> {
  if ("tagName" in node) yield node;
  const children = "childNodes" in node ? node.childNodes : [];
  for (const child of children) yield* elements(child);
  if ("content" in node && node.content) yield* elements(node.content as Node);
}
const attribute = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value;
const textOf = (element: Element) =>
  element.childNodes.map((child) => ("value" in child ? child.value : "")).join("");

/**
 * The document as the browser parses it (parse5, the HTML standard's parser), against the
 * policy it is served with: each inline script it would run has its hash in script-src, the
 * paint holder its integrity, no handler attribute or javascript: address runs script, and
 * scripts, styles, images and fonts come from this origin (or data: for images).
 */
function cspFaults(path: string, html: string, policy: string): string[] {
  const problems: string[] = [];
  const directives = new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
  const scriptSrc = directives.get("script-src");
  if (!scriptSrc) return [`${path}: no script-src in its Content-Security-Policy`];
  if (scriptSrc.includes("'unsafe-inline'") || scriptSrc.includes("'unsafe-eval'"))
    problems.push(`${path}: script-src allows inline or eval`);
  const allowed = new Set(scriptSrc);
  const foreign = (url: string | undefined, dataAllowed = false) =>
    url !== undefined &&
    !(url.startsWith("/") && !url.startsWith("//")) &&
    !url.startsWith("#") &&
    !(dataAllowed && url.startsWith("data:"));

  for (const element of elements(parse(html) as Node)) {
    for (const attr of element.attrs) {
      if (/^on/i.test(attr.name)) problems.push(`${path}: <${element.tagName} ${attr.name}>`);
      if (/^\s*javascript:/i.test(attr.value))
        problems.push(`${path}: javascript: in <${element.tagName} ${attr.name}>`);
    }
    const src = attribute(element, "src");
    if (element.tagName === "script") {
      const type = attribute(element, "type") ?? "";
      if (/application\/(ld\+)?json/.test(type)) continue;
      if (src === PAINT_HOLDER.src) {
        if (!allowed.has(`'${attribute(element, "integrity")}'`))
          problems.push(`${path}: the paint holder's integrity is not in script-src`);
      } else if (src !== undefined) {
        if (foreign(src)) problems.push(`${path}: script from ${src}`);
      } else {
        const hash = `'sha256-${createHash("sha256").update(textOf(element), "utf8").digest("base64")}'`;
        if (!allowed.has(hash))
          problems.push(`${path}: an inline script not allowed by its hash (${hash})`);
      }
    } else if (element.tagName === "img" || element.tagName === "source") {
      const urls = [
        src,
        ...(attribute(element, "srcset") ?? "")
          .split(",")
          .map((candidate) => candidate.trim().split(/\s+/)[0])
          .filter(Boolean),
      ];
      for (const url of urls) if (foreign(url, true)) problems.push(`${path}: image from ${url}`);
    } else if (element.tagName === "link") {
      const rel = attribute(element, "rel") ?? "";
      if (/stylesheet|preload|modulepreload|icon|manifest/.test(rel)) {
        const href = attribute(element, "href");
        if (foreign(href)) problems.push(`${path}: <link rel="${rel}"> from ${href}`);
      }
    } else if (["iframe", "object", "embed", "frame"].includes(element.tagName)) {
      problems.push(`${path}: <${element.tagName}>`);
    }
  }
  return problems;
}

// ——— The French site ————————————————————————————————————————————————————————————————————————

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

/** A French page shares no sentence with its English twin, but for proper names. */
function frenchLeftInEnglish(pages: Map<string, string>): string[] {
  const problems: string[] = [];
  for (const { en, fr } of pairs) {
    const french = pages.get(fr);
    const english = pages.get(en);
    if (!french || !english) continue;
    const englishTexts = new Set(visibleTexts(english));
    for (const text of visibleTexts(french)) {
      if (englishTexts.has(text) && isWords(text) && !isProperName(text))
        problems.push(`${fr}: left in English: "${text}"`);
    }
  }
  return problems;
}

// ——— What search engines and social cards read ————————————————————————————————————————————

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

/** The English and French addresses of a page: itself and its twin. */
function languagesOf(path: string): { en?: string; fr?: string } {
  const twin = twinOf.get(path);
  return isFrench(path) ? { en: twin, fr: path } : { en: path, fr: twin };
}

async function metaFaults(
  request: import("@playwright/test").APIRequestContext,
  pages: Map<string, string>,
): Promise<string[]> {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const images = new Map<string, string>();
  const problems: string[] = [];
  for (const path of published) {
    const html = pages.get(path);
    if (!html) continue;
    const title = attr(html, /<title>([^<]*)<\/title>/) ?? "";
    const description = attr(html, /<meta name="description" content="([^"]*)"/) ?? "";
    const canonical = attr(html, /<link rel="canonical" href="([^"]*)"/);
    const expected = `${SITE}${path === "/" ? "/" : path}`;
    const french = isFrench(path);
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
    if (!images.has(image)) {
      const response = await request.get(image.replace(SITE, ""));
      images.set(image, response.headers()["content-type"] ?? "");
    }
    if (images.get(image) !== "image/png") problems.push(`${path}: share image ${image}`);

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
  return problems;
}

// ——— Styles ——————————————————————————————————————————————————————————————————————————————————

/**
 * The build names Tailwind's utilities short (scripts/class-names.mjs). On every page, no class
 * may keep a long utility name the build renamed (its rule is gone from the stylesheet), and
 * every short name must have a rule in the stylesheet the page links.
 */
async function unstyledClasses(
  request: import("@playwright/test").APIRequestContext,
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
