/**
 * Hydration after the first paint.
 *
 * React Router writes a module preload into the head for every chunk a page hydrates with, and
 * a module script that imports them at once. On a phone those ~130 kB of JavaScript share the
 * connection with the stylesheet, the font and the hero image, and the first paint of the page
 * waits for them. Every page here is complete HTML that works without JavaScript (links, forms
 * with server actions, native disclosure widgets), so the chunks can wait: this rewrite drops the
 * preloads from the head and makes the module script start fetching them (all at once, as
 * preloads again) only once the page has loaded and painted. docs/decisions/0004 says why.
 *
 * One rewrite for both kinds of page: the build applies it to every prerendered file, the server
 * to every page it renders per request. It fails loudly if React Router's output changes shape.
 */

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*\/>/g;
const STATIC_IMPORT = /^\s*import \* as (\w+) from ("[^"]+");?[ \t]*$/gm;

/** How long hydration waits at most for the load event and the first contentful paint. */
export const HYDRATION_WAIT_MS = 3000;

/** The HTML with its hydration deferred; a document without React Router's scripts is unchanged. */
export function deferHydration(html) {
  const script = html.match(MODULE_SCRIPT);
  if (!script || !/^\s*import \* as /m.test(script[1])) return html;

  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const names = [];
  const specifiers = [];
  const body = script[1].replace(STATIC_IMPORT, (_line, name, specifier) => {
    names.push(name);
    specifiers.push(specifier);
    return "";
  });
  if (/^\s*import[\s*{]/m.test(body) || !body.includes("window.__reactRouterRouteModules")) {
    throw new Error("deferHydration: React Router's module script has an unexpected shape");
  }

  const loader = [
    "new Promise((ready) => {",
    `  setTimeout(ready, ${HYDRATION_WAIT_MS});`,
    "  const loaded = new Promise((done) => {",
    '    if (document.readyState === "complete") done();',
    '    else addEventListener("load", done, { once: true });',
    "  });",
    "  const painted = new Promise((done) => {",
    '    const seen = (entries) => entries.some((entry) => entry.name === "first-contentful-paint");',
    '    if (seen(performance.getEntriesByType("paint"))) return done();',
    '    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return done();',
    "    const observer = new PerformanceObserver((list) => {",
    "      if (seen(list.getEntries())) {",
    "        observer.disconnect();",
    "        done();",
    "      }",
    "    });",
    '    observer.observe({ type: "paint", buffered: true });',
    "  });",
    "  Promise.all([loaded, painted]).then(() => requestAnimationFrame(() => setTimeout(ready)));",
    "}).then(() => {",
    `  for (const href of ${JSON.stringify(modules)}) {`,
    '    const link = document.createElement("link");',
    '    link.rel = "modulepreload";',
    "    link.href = href;",
    "    document.head.append(link);",
    "  }",
    `  return Promise.all([${specifiers.map((specifier) => `import(${specifier})`).join(", ")}]);`,
    `}).then(([${names.join(", ")}]) => {`,
    body.trim(),
    "});",
  ].join("\n");

  return html
    .replace(MODULE_PRELOAD, "")
    .replace(script[0], () => `<script type="module" async="">${loader}</script>`);
}
