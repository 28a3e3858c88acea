import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./headers.mjs";
import { deferHydration, HYDRATION_EVENTS } from "./hydration.mjs";

// The shape React Router 7 writes into every document: module preloads in the head and one
// module script that imports the route modules, sets the manifest and starts the client entry.
const page = `<!DOCTYPE html><html lang="en-CA"><head>
<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>
<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/root.js"/><link rel="modulepreload" href="/assets/home.js"/>
</head><body><main><h1>Hello</h1></main>
<script>
      ((storageKey2, restoreKey) => {
    window.scrollTo(0, 0);
  })("react-router-scroll-positions", null)</script><script>window.__reactRouterContext = {"basename":"/"};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}});</script>
<script type="module" async="">;
import * as route0 from "/assets/root.js";
import * as route1 from "/assets/home.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client.js");</script></body></html>`;

const moduleScript = (html) => html.match(/<script type="module" async="">([\s\S]*?)<\/script>/)[1];

describe("deferHydration", () => {
  const deferred = deferHydration(page);

  it("takes the module preloads out of the head", () => {
    expect(page).toContain("modulepreload");
    expect(deferred).not.toMatch(/<link rel="modulepreload"/);
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/app.css"');
  });

  it("imports nothing before the visitor interacts or the browser idles after loading", () => {
    const script = moduleScript(deferred);
    expect(script).not.toMatch(/^\s*import\s/m);
    const events = script.indexOf(JSON.stringify(HYDRATION_EVENTS));
    const idle = script.indexOf("requestIdleCallback");
    const load = script.indexOf('addEventListener("load"');
    expect(script).toContain("keepEarlyInteractions");
    const firstImport = script.indexOf("import(");
    for (const position of [events, idle, load]) expect(position).toBeGreaterThan(-1);
    expect(firstImport).toBeGreaterThan(Math.max(events, idle, load));
    for (const type of ["keydown", "pointerdown", "touchstart", "focusin", "scroll"]) {
      expect(HYDRATION_EVENTS).toContain(type);
    }
  });

  it("then preloads every module and binds the route modules React Router expects", () => {
    const script = moduleScript(deferred);
    expect(script).toContain('["/assets/entry.client.js","/assets/root.js","/assets/home.js"]');
    expect(script).toContain('Promise.all([import("/assets/root.js"), import("/assets/home.js")])');
    // What the visitor did before is replayed once hydrated; the scroll script stays inline.
    expect(deferred).toContain('("react-router-scroll-positions", null)');
    expect(script).toContain("then(([route0, route1]) =>");
    expect(script).toContain('{"root":route0,"routes/home":route1}');
    expect(script).toContain('import("/assets/entry.client.js")');
    // A syntax error here would leave every page without its menus and forms' comforts.
    expect(() => new Function(script)).not.toThrow();
  });

  it("leaves a prerendered page no inline script: a manifest names what its page module imports", () => {
    const withData = page.replace(
      "</body>",
      '<script>window.__reactRouterContext.streamController.enqueue("[{\\"a\\":1}]\\n");</script><div hidden id="S:1"><script>window.__reactRouterContext.streamController.close();</script></div></body>',
    );
    let moved = "";
    const html = deferHydration(withData, {
      moveData: (text) => {
        moved = text;
        return "/assets/route-data/abc.js";
      },
    });
    // No script to run in the document, so none for the Content-Security-Policy to allow.
    expect(inlineScriptHashes(html)).toEqual([]);
    expect(html).not.toMatch(/<script(?! type="application\/json")/);
    expect(html).toContain('<div hidden id="S:1"></div>');
    // As many script elements as React Router renders, for hydration to find them all.
    const scripts = (text) => text.match(/<script\b/g)?.length;
    expect(scripts(html)).toBe(scripts(page));
    const manifest = JSON.parse(
      html.match(/<script type="application\/json" id="hydration">([^<]*)<\/script>/)?.[1] ?? "",
    );
    expect(manifest).toEqual({
      preload: ["/assets/entry.client.js", "/assets/root.js", "/assets/home.js"],
      routes: ["/assets/root.js", "/assets/home.js"],
      data: "/assets/route-data/abc.js",
    });
    // The moved module: React Router's context first, then the data, then the start.
    expect(moved.indexOf("window.__reactRouterContext = ")).toBe(0);
    expect(moved).toContain(
      'window.__reactRouterContext.streamController.enqueue("[{\\"a\\":1}]\\n");',
    );
    expect(moved).toMatch(/enqueue[\s\S]*close\(\);\nexport default \(route0, route1\) => \{/);
    expect(moved).toContain('{"root":route0,"routes/home":route1}');
    expect(moved).not.toContain("storageKey");
    // Without the option, or for a page rendered per request, the data stays inline.
    expect(deferHydration(withData)).toContain("streamController.enqueue");
    expect(deferHydration(withData)).toContain("window.__reactRouterContext = ");
  });

  it("imports the route manifest with the routes when every route is known from the start", () => {
    // routeDiscovery "initial": the manifest is a module of its own, imported for its effect.
    const initial = page
      .replace(";\nimport * as route0", ';\nimport "/assets/manifest-1.js";\nimport * as route0')
      .replace(/ {2}window\.__reactRouterManifest = [^\n]*\n/, "");
    const script = moduleScript(deferHydration(initial));
    expect(script).not.toMatch(/^\s*import\s/m);
    expect(script).toContain(
      'Promise.all([import("/assets/manifest-1.js"), import("/assets/root.js"), import("/assets/home.js")])',
    );
    expect(script).toContain("then(([effect0, route0, route1]) =>");
    expect(() => new Function(script)).not.toThrow();
    let moved = "";
    const html = deferHydration(initial, {
      moveData: (text) => {
        moved = text;
        return "/assets/route-data/abc.js";
      },
    });
    expect(html).toContain(
      '"routes":["/assets/manifest-1.js","/assets/root.js","/assets/home.js"]',
    );
    expect(moved).toContain("export default (effect0, route0, route1) => {");
  });

  it("refuses to move the data when React Router's scroll restoration names another key", () => {
    const otherKey = page.replace('"react-router-scroll-positions"', '"another-key"');
    expect(() => deferHydration(otherKey, { moveData: () => "/x.js" })).toThrow(/unexpected shape/);
  });

  it("leaves a document without React Router's scripts alone, and is idempotent", () => {
    const plain = "<!DOCTYPE html><html><body><p>Static</p></body></html>";
    expect(deferHydration(plain)).toBe(plain);
    expect(deferHydration(deferred)).toBe(deferred);
  });

  it("fails loudly when React Router's script changes shape", () => {
    const changed = page.replace("window.__reactRouterRouteModules", "window.__routeModules");
    expect(() => deferHydration(changed)).toThrow(/unexpected shape/);
  });
});
