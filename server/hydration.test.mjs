import { describe, expect, it } from "vitest";
import { deferHydration, HYDRATION_EVENTS } from "./hydration.mjs";

// The shape React Router 7 writes into every document: module preloads in the head and one
// module script that imports the route modules, sets the manifest and starts the client entry.
const page = `<!DOCTYPE html><html lang="en-CA"><head>
<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>
<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/root.js"/><link rel="modulepreload" href="/assets/home.js"/>
</head><body><main><h1>Hello</h1></main>
<script>window.__reactRouterContext = {};</script>
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
    expect(script).toContain("then(([route0, route1]) =>");
    expect(script).toContain('{"root":route0,"routes/home":route1}');
    expect(script).toContain('import("/assets/entry.client.js")');
    // A syntax error here would leave every page without its menus and forms' comforts.
    expect(() => new Function(script)).not.toThrow();
  });

  it("moves the route's data to a module that hydration imports, when asked", () => {
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
    expect(html).not.toContain("streamController.enqueue");
    expect(html).not.toContain("streamController.close");
    expect(html).toContain('<div hidden id="S:1"></div>');
    expect(moved).toContain(
      'window.__reactRouterContext.streamController.enqueue("[{\\"a\\":1}]\\n");',
    );
    expect(moved).toMatch(/enqueue[\s\S]*close\(\);\nexport default/);
    expect(moduleScript(html)).toContain(
      'import("/assets/home.js"), import("/assets/route-data/abc.js")]',
    );
    // Without the option, or for a page rendered per request, the data stays inline.
    expect(deferHydration(withData)).toContain("streamController.enqueue");
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
