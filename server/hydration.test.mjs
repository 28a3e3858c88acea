import { createHash } from "node:crypto";
import { parse } from "parse5";
import { describe, expect, it } from "vitest";
import { MANIFEST_ID, SCRIPTS_MARK, SCROLL_MARK } from "../app/browser/page-start.mjs";
import { inlineScriptHashes } from "./headers.mjs";
import {
  attribute,
  deferHydration,
  elementsOf,
  readModulesModule,
  scriptText,
  withoutScripts,
} from "./hydration.mjs";

// The shape React Router 8 writes into every document, with the marks the root gives its
// scripts: module preloads in the head, then in the body the scroll restoration's script, the
// context script and one module script that imports the route modules and starts the entry.
const moduleText = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root.js";
import * as route1 from "/assets/home.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client.js");`;
const contextText =
  'window.__reactRouterContext = {"basename":"/"};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}});';
const head = `<!DOCTYPE html><html lang="en-CA"><head><meta charSet="utf-8"/>
<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>
<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/root.js"/><link rel="modulepreload" href="/assets/home.js"/>
<script type="application/ld+json">{"@type":"Organization"}</script>
</head>`;
const body = `<body><main><h1>Hello &amp; welcome</h1><p>Café</p></main>
<script ${SCROLL_MARK}="">((storageKey2, restoreKey) => { window.scrollTo(0, 0); })("react-router-scroll-positions", null)</script><script ${SCRIPTS_MARK}="">${contextText}</script><script ${SCRIPTS_MARK}="" type="module" async="">${moduleText}</script>`;
const page = `${head}${body}</body></html>`;
const entry = "/assets/entry.client.js";
const preload = ["/assets/manifest-1.js", entry, "/assets/root.js", "/assets/home.js"];

const sha256 = (text) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
const scripts = (html) =>
  [...elementsOf(parse(html))].filter((element) => element.tagName === "script");
const manifestOf = (html) =>
  JSON.parse(scriptText(scripts(html).find((s) => attribute(s, "id") === MANIFEST_ID)));

describe("deferHydration, a page rendered per request", () => {
  const deferred = deferHydration(page, { entry });

  it("takes the module preloads out of the head and leaves the rest as React wrote it", () => {
    expect(deferred).not.toContain("modulepreload");
    expect(deferred.startsWith(head.slice(0, head.indexOf('<link rel="modulepreload"')))).toBe(
      true,
    );
    expect(deferred).toContain('<script type="application/ld+json">{"@type":"Organization"}');
    expect(deferred).toContain("<h1>Hello &amp; welcome</h1><p>Café</p>");
    expect(deferred).toContain('<meta charSet="utf-8"/>');
  });

  it("runs no module: its text is in the manifest, with the modules to import first", () => {
    expect(scripts(deferred).filter((s) => attribute(s, "type") === "module")).toEqual([]);
    expect(manifestOf(deferred)).toEqual({ preload, entry, module: moduleText });
    // The context and the scroll restoration stay inline, as React Router wrote them.
    expect(deferred).toContain(contextText);
    expect(deferred).toContain('("react-router-scroll-positions", null)');
  });

  it("lets the page's policy allow the module by its hash, and nothing else new", () => {
    const hashes = inlineScriptHashes(deferred);
    expect(hashes).toContain(sha256(moduleText));
    expect(hashes).toContain(sha256(contextText));
    expect(hashes).toHaveLength(3);
  });

  it("keeps as many script elements in the body, for hydration to find them all", () => {
    expect(scripts(deferred)).toHaveLength(scripts(page).length);
  });

  it("writes a manifest with no < in it, so no text in it can close its element", () => {
    const html = deferHydration(page.replace("import(", "1<2;import("), { entry });
    const manifest = scripts(html).find((s) => attribute(s, "id") === MANIFEST_ID);
    expect(scriptText(manifest)).not.toContain("<");
    expect(manifestOf(html).module).toContain("1<2;import(");
  });
});

describe("deferHydration, a prerendered page", () => {
  const data =
    '<!--$--><script>window.__reactRouterContext.streamController.enqueue("[{\\"a\\":1}]\\n");</script><!--$--><script>window.__reactRouterContext.streamController.close();</script><!--/$--><!--/$-->';
  const withData = page.replace("</body>", `${data}</body>`);
  const files = [];
  const html = deferHydration(withData, {
    entry,
    moveData: (text) => {
      files.push(text);
      return `/assets/route-data/${files.length}.js`;
    },
  });
  const [modules, moved] = files;

  it("leaves no inline script: a manifest names what its page module imports", () => {
    expect(inlineScriptHashes(html)).toEqual([]);
    expect(manifestOf(html)).toEqual({
      modules: "/assets/route-data/1.js",
      data: "/assets/route-data/2.js",
    });
    expect(html).toContain("<!--$--><!--$--><!--/$--><!--/$-->");
  });

  it("lists the modules to preload and the client entry in a module of their own", () => {
    expect(modules).toBe(`export default ${JSON.stringify({ preload, entry })};\n`);
  });

  it("reads that module's list back as it was written", () => {
    expect(readModulesModule(modules)).toEqual({ preload, entry });
  });

  it("moves React Router's context, then the data, then its module script, into one module", () => {
    expect(moved).toBe(
      [
        contextText,
        'window.__reactRouterContext.streamController.enqueue("[{\\"a\\":1}]\\n");',
        "window.__reactRouterContext.streamController.close();",
        moduleText,
      ].join("\n"),
    );
  });

  it("keeps an empty data block where each moved script of the body was", () => {
    // Three of React Router's scripts before the data, each now a data block, then the two
    // data scripts gone.
    expect(scripts(html)).toHaveLength(scripts(withData).length - 2);
    expect(html).not.toContain(SCROLL_MARK);
  });

  it("refuses to move a script it does not know after React Router's start", () => {
    const other = page.replace("</body>", "<script>$RC('B:0','S:0')</script></body>");
    expect(() => deferHydration(other, { entry, moveData: () => "/x.js" })).toThrow(
      /other than React Router's data/,
    );
  });
});

describe("deferHydration, what it leaves alone or refuses", () => {
  it("leaves a document without React Router's scripts alone, and is idempotent", () => {
    const plain = "<!DOCTYPE html><html><body><p>Static</p></body></html>";
    expect(deferHydration(plain, { entry })).toBe(plain);
    const deferred = deferHydration(page, { entry });
    expect(deferHydration(deferred, { entry })).toBe(deferred);
  });

  it("fails loudly without the client entry, or when the page does not preload it", () => {
    expect(() => deferHydration(page)).toThrow(/client entry/);
    expect(() => deferHydration(page, { entry: "/assets/other.js" })).toThrow(/not among/);
  });

  it("fails loudly when the marked scripts are not all there", () => {
    const noContext = page.replace(`<script ${SCRIPTS_MARK}="">${contextText}</script>`, "");
    expect(() => deferHydration(noContext, { entry })).toThrow(/missing/);
  });
});

describe("withoutScripts", () => {
  it("keeps the structured data and drops every other script and module preload", () => {
    const html = withoutScripts(page);
    expect(html).not.toContain("modulepreload");
    expect(scripts(html).map((s) => attribute(s, "type"))).toEqual(["application/ld+json"]);
    expect(html).toContain("<h1>Hello &amp; welcome</h1>");
  });
});
