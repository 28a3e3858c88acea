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
 */

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*\/>/g;
const STATIC_IMPORT = /^\s*import \* as (\w+) from ("[^"]+");?[ \t]*$/gm;

/**
 * What starts hydration: the first sign of a visitor using the page (a key, a pointer moving or
 * pressing, a touch, focus, a wheel or a scroll), or else the browser being idle a while after
 * the page loaded. Until then no script is fetched at all; the page is complete HTML.
 */
export const HYDRATION_EVENTS = [
  "pointerdown",
  "pointermove",
  "keydown",
  "touchstart",
  "focusin",
  "wheel",
  "scroll",
];

/** How long after the load event an untouched page waits before hydrating when idle. */
export const HYDRATION_IDLE_AFTER_LOAD_MS = 4000;

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
    `  const events = ${JSON.stringify(HYDRATION_EVENTS)};`,
    "  const options = { capture: true, passive: true };",
    "  const start = () => {",
    "    for (const type of events) removeEventListener(type, start, options);",
    "    ready();",
    "  };",
    "  for (const type of events) addEventListener(type, start, options);",
    "  const idle = () =>",
    `    setTimeout(() => (window.requestIdleCallback ?? setTimeout)(start, { timeout: 2000 }), ${HYDRATION_IDLE_AFTER_LOAD_MS});`,
    '  if (document.readyState === "complete") idle();',
    '  else addEventListener("load", idle, { once: true });',
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
