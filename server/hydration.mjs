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

/**
 * The interaction that starts hydration must not be lost, nor the ones that follow while the
 * modules load. What the platform does by itself happens anyway: a link is followed, a form is
 * posted, a popover opens, typed text stays in its field (the site's fields are uncontrolled, so
 * hydration keeps what is in them). What only a script does is kept here and replayed once the
 * page has hydrated: a click on a button that has no native action (a carousel's arrows), the
 * arrow, Home and End keys pressed on a control (the Services menu's ArrowDown), the focus the
 * visitor is in, and the mouse resting over a control that opens on hover (the Services menu).
 * Events after React starts listening (its root is on the document) are React's own to replay;
 * once it listens it always will, so the document's keys are looked through until then only.
 * It runs in the page as it is written here: no closure over this module.
 */
export function keepEarlyInteractions() {
  const kinds = ["pointermove", "click", "keydown", "focusin"];
  const options = { capture: true, passive: true };
  const kept = [];
  let mouse = false;
  let listening = false;
  const reactListens = () => {
    listening ||= Object.keys(document).some((key) => key.startsWith("__reactContainer$"));
    return listening;
  };
  const keep = (event) => {
    const target = event.target;
    if (!(target instanceof Element) || reactListens()) return;
    if (event.type === "pointermove") {
      mouse = event.pointerType === "mouse";
    } else if (event.type === "click") {
      const button = target.closest("button");
      const scripted =
        button &&
        button.type === "button" &&
        !button.disabled &&
        !button.hasAttribute("popovertarget") &&
        !button.hasAttribute("commandfor");
      if (scripted && kept.length < 10) kept.push({ kind: "click", target: button });
    } else if (event.type === "keydown") {
      if (/^(Arrow(Up|Down|Left|Right)|Home|End)$/.test(event.key) && kept.length < 10) {
        const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
        kept.push({ kind: "key", target, init: { key, code, shiftKey, ctrlKey, altKey, metaKey } });
      }
    } else if (kept.length < 10) {
      kept.push({ kind: "focus", target });
    }
  };
  for (const type of kinds) addEventListener(type, keep, options);
  const replay = () => {
    for (const type of kinds) removeEventListener(type, keep, options);
    const hovered = [...document.querySelectorAll(":hover")].at(-1);
    if (mouse && hovered) {
      const init = {
        bubbles: true,
        cancelable: true,
        composed: true,
        pointerType: "mouse",
        isPrimary: true,
      };
      hovered.dispatchEvent(new PointerEvent("pointerover", init));
    }
    for (const { kind, target, init } of kept) {
      if (!target.isConnected) continue;
      if (kind === "click") target.click();
      else if (document.activeElement !== target) continue;
      else if (kind === "focus")
        target.dispatchEvent(new FocusEvent("focusin", { bubbles: true, composed: true }));
      else
        target.dispatchEvent(
          new KeyboardEvent("keydown", {
            ...init,
            bubbles: true,
            cancelable: true,
            composed: true,
          }),
        );
    }
  };
  const root = document.documentElement;
  new MutationObserver((_records, observer) => {
    if (!root.hasAttribute("data-hydrated")) return;
    observer.disconnect();
    replay();
  }).observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
}

/** React Router's inline scripts that feed the route's data to hydration, one per chunk. */
const STREAM_SCRIPT =
  /<script>(window\.__reactRouterContext\.streamController\.(?:enqueue\([\s\S]*?\)|close\(\));)<\/script>/g;

/**
 * The HTML with its hydration deferred; a document without React Router's scripts is unchanged.
 *
 * `moveData`, when given, takes the route's data and the start of hydration (React Router's
 * manifest of the page's routes, the entry's import) out of the document: it receives them as
 * one module's text, stores it as a file and returns its address, which the loader imports with
 * the route modules. The build does this for every prerendered page: they are needed only to
 * hydrate (2.7 kB compressed on a service page), and the document the first paint waits for is
 * smaller. Pages rendered per request keep them inline.
 */
export function deferHydration(html, { moveData } = {}) {
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

  // Moved out, the data and the start of hydration (the route manifest and the entry's import)
  // are one module, whose default export runs that start with the route modules.
  let dataModule;
  if (moveData) {
    const statements = [...html.matchAll(STREAM_SCRIPT)].map((match) => match[1]);
    dataModule = moveData(
      `${statements.join("\n")}\nexport default (${names.join(", ")}) => {\n${body.trim()}\n};\n`,
    );
    html = html.replace(STREAM_SCRIPT, "");
  }

  const loader = [
    // Its source as written, on one line (every statement of it ends with a semicolon or brace).
    `(${keepEarlyInteractions.toString().replace(/\n\s*/g, " ")})();`,
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
    `  return Promise.all([${[...specifiers, ...(dataModule ? [JSON.stringify(dataModule)] : [])].map((specifier) => `import(${specifier})`).join(", ")}]);`,
    ...(dataModule
      ? [`}).then(([${names.join(", ")}, data]) => data.default(${names.join(", ")}));`]
      : [`}).then(([${names.join(", ")}]) => {`, body.trim(), "});"]),
  ].join("\n");

  return html
    .replace(MODULE_PRELOAD, "")
    .replace(script[0], () => `<script type="module" async="">${loader}</script>`);
}
