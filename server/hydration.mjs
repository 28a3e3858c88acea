/**
 * Hydration when it is wanted.
 *
 * React Router writes a module preload into the head for every chunk a page hydrates with, and
 * a module script that imports them at once. On a phone those ~115 kB of JavaScript share the
 * connection with the stylesheet, the font and the hero image, and evaluating them blocks the
 * main thread while the visitor starts reading. Every page here is complete HTML that works
 * without JavaScript (links, forms with server actions, menus as popovers and disclosure
 * widgets), so the chunks can wait: this rewrite drops the preloads from the head and makes the
 * module script fetch them (all at once, as preloads again) on the visitor's first interaction,
 * or once the browser has been idle a while after loading. docs/decisions/0005 says why.
 *
 * One rewrite for both kinds of page: the build applies it to every prerendered file, the server
 * to every page it renders per request. It fails loudly if React Router's output changes shape.
 * What runs in the browser is in server/page-start.mjs.
 */

import {
  HYDRATION_EVENTS,
  HYDRATION_IDLE_AFTER_LOAD_MS,
  keepEarlyInteractions,
  MANIFEST_ID,
  preloadModules,
  SCROLL_STORAGE_KEY,
  whenWanted,
} from "./page-start.mjs";

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*\/>/g;
const STATIC_IMPORT = /^\s*import \* as (\w+) from ("[^"]+");?[ \t]*$/gm;
/** The route manifest, imported for its effect (`routeDiscovery: { mode: "initial" }`). */
const EFFECT_IMPORT = /^\s*import ("[^"]+");?[ \t]*$/gm;

export { HYDRATION_EVENTS, HYDRATION_IDLE_AFTER_LOAD_MS };

/** React Router's inline scripts that feed the route's data to hydration, one per chunk. */
const STREAM_SCRIPT =
  /<script>(window\.__reactRouterContext\.streamController\.(?:enqueue\([\s\S]*?\)|close\(\));)<\/script>/g;

/** React Router's context, which the data scripts and the client entry read. */
const CONTEXT_SCRIPT = /<script>(window\.__reactRouterContext = [\s\S]*?)<\/script>/;

/** React Router's scroll restoration before hydration, and the storage key it names. */
const SCROLL_SCRIPT =
  /<script>\s*\(\(storageKey2?, restoreKey\) => \{[\s\S]*?\}\)\(("[^"]*"), null\)<\/script>/;

/**
 * The HTML with its hydration deferred; a document without React Router's scripts is unchanged.
 *
 * Without options (a page rendered per request), the module script waits for the visitor, then
 * preloads and imports the page's modules and starts React Router as it would have.
 *
 * `moveData` (the build, for every prerendered page) leaves the document no inline script at
 * all. It receives one module's text, stores it as a file and returns its address: React
 * Router's context, the route's data and its start of hydration (the route manifest, the entry's
 * import), run by the module's default export with the route modules. The page then names only
 * that module and what to preload and import, in a JSON manifest that its page module reads
 * (server/page-start.mjs, `startPage`); the page module also does React Router's scroll
 * restoration, so that script leaves the document too.
 */
export function deferHydration(html, { moveData } = {}) {
  const script = html.match(MODULE_SCRIPT);
  if (!script || !/^\s*import \* as /m.test(script[1])) return html;

  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const names = [];
  const specifiers = [];
  const body = script[1]
    .replace(EFFECT_IMPORT, (_line, specifier) => {
      // Imported with the routes, so that it has run before React Router starts.
      names.push(`effect${names.length}`);
      specifiers.push(specifier);
      return "";
    })
    .replace(STATIC_IMPORT, (_line, name, specifier) => {
      names.push(name);
      specifiers.push(specifier);
      return "";
    });
  if (/^\s*import[\s*{]/m.test(body) || !body.includes("window.__reactRouterRouteModules")) {
    throw new Error("deferHydration: React Router's module script has an unexpected shape");
  }
  html = html.replace(MODULE_PRELOAD, "");

  if (moveData) {
    const context = html.match(CONTEXT_SCRIPT);
    const scroll = html.match(SCROLL_SCRIPT);
    if (!context || (scroll && scroll[1] !== JSON.stringify(SCROLL_STORAGE_KEY))) {
      throw new Error("deferHydration: React Router's inline scripts have an unexpected shape");
    }
    const statements = [...html.matchAll(STREAM_SCRIPT)].map((match) => match[1]);
    const data = moveData(
      [
        context[1],
        ...statements,
        `export default (${names.join(", ")}) => {\n${body.trim()}\n};\n`,
      ].join("\n"),
    );
    const manifest = {
      preload: modules,
      routes: specifiers.map((specifier) => JSON.parse(specifier)),
      data,
    };
    // React hydrates the body's scripts one element each: the two that leave keep an empty
    // data block in their place, or React would find the tree changed and render it anew,
    // dropping what the visitor had typed or opened.
    const placeholder = '<script type="application/json"></script>';
    return html
      .replace(STREAM_SCRIPT, "")
      .replace(context[0], placeholder)
      .replace(scroll?.[0] ?? "", scroll ? placeholder : "")
      .replace(
        script[0],
        () =>
          `<script type="application/json" id="${MANIFEST_ID}">${JSON.stringify(manifest).replace(/</g, "\\u003c")}</script>`,
      );
  }

  // Each function's source as written, on one line (every statement ends with ; or a brace).
  const inline = (fn) => fn.toString().replace(/\n\s*/g, " ");
  const loader = [
    `(${inline(keepEarlyInteractions)})();`,
    `(${inline(whenWanted)})(${JSON.stringify(HYDRATION_EVENTS)}, ${HYDRATION_IDLE_AFTER_LOAD_MS})`,
    ".then(() => {",
    `  (${inline(preloadModules)})(${JSON.stringify(modules)});`,
    `  return Promise.all([${specifiers.map((specifier) => `import(${specifier})`).join(", ")}]);`,
    `}).then(([${names.join(", ")}]) => {`,
    body.trim(),
    "});",
  ].join("\n");
  return html.replace(script[0], () => `<script type="module" async="">${loader}</script>`);
}
