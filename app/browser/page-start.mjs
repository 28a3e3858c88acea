/**
 * How a page starts in the browser. Every public page's boot imports the page module just after
 * the first paint (app/lib/beacon.ts); the module is this file's text followed by a call to
 * `startPage()` (app/lib/page-module.server.ts). It reads the page's hydration manifest, a JSON
 * data block the server wrote where React Router's module script was (server/hydration.mjs),
 * and starts React Router once the visitor wants it:
 *
 * - a prerendered page's manifest names a module holding React Router's context, the route's
 *   data and its module script, moved out of the document so that the document the first paint
 *   waits for fits the first round trip (docs/decisions/0012);
 * - a page rendered per request (contact, booking, form results) keeps its context and data
 *   inline, and its manifest carries React Router's module script as text, which the page's
 *   policy allows by its hash (server/headers.mjs).
 *
 * The module is cached for a year under a name that carries its hash.
 */

/**
 * What starts hydration: the first sign of a visitor using the page (a key, a pointer moving or
 * pressing, a finger or a pen included, focus, a wheel or a scroll), or else the browser being
 * idle a while after the page loaded. Until then no script is fetched at all; the page is
 * complete HTML. Pointer events cover touches, so no touch listener is added.
 */
export const HYDRATION_EVENTS = [
  "pointerdown",
  "pointermove",
  "keydown",
  "focusin",
  "wheel",
  "scroll",
];

/** How long after the load event an untouched page waits before hydrating when idle. */
export const HYDRATION_IDLE_AFTER_LOAD_MS = 4000;

/** The id of a page's hydration manifest. */
export const MANIFEST_ID = "hydration";

/**
 * The attributes the root gives React Router's `<Scripts>` (its context script and its module
 * script) and `<ScrollRestoration>` (its inline script), by which the server finds them in the
 * parsed document (server/hydration.mjs).
 */
export const SCRIPTS_MARK = "data-router-scripts";
export const SCROLL_MARK = "data-router-scroll";

/**
 * The root's attribute that draws every band of the page at once, where bands otherwise wait
 * for the viewport (app/styles/app.css): set before the page is scrolled to a place down it.
 */
export const ALL_BANDS_ATTRIBUTE = "data-all-bands";

/** The root's attribute that says the page module has run (the page has been painted). */
export const STARTED_ATTRIBUTE = "data-started";

/** Where React Router's scroll restoration keeps the positions (its own key). */
export const SCROLL_STORAGE_KEY = "react-router-scroll-positions";

/**
 * The module that holds a page's first paint until its document is parsed (app/root.tsx): a
 * render-blocking module runs once the document is parsed, so the page is styled and laid out
 * once, before it is painted, not in pieces as the parser yields (docs/decisions/0012). It is
 * empty and its text is its `data:` address, so it costs no request before the first paint. Its
 * `integrity` is the SHA-256 of its text (none), which the policy names (server/headers.mjs).
 */
export const PAINT_HOLDER = {
  src: "data:text/javascript,",
  integrity: "sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=",
};

/**
 * How long the visitor must have pressed nothing (no tap, click or key) before hydration starts.
 * A visitor who opens the menu and taps one of its sections, or taps a field and types, does so
 * within this; each of those presses is answered by the platform alone.
 */
export const HYDRATION_QUIET_MS = 500;

/**
 * Resolves once hydration is wanted: once the visitor has used the page and then paused, or once
 * the browser has been idle a while after the page loaded. Using it is any of `events`; a pause
 * is `quietMs` without a press (a pointer or a key going down), counted again from each press.
 * The platform answers every press until then (a popover opens, a disclosure unfolds, a
 * character appears in its field), and no script is fetched or run until the pause: a press is
 * never made to wait for the page's script, and the script's work does not fall between two
 * quick presses. It is then fetched after the next frame is painted.
 */
export function whenWanted(events, idleAfterLoadMs, quietMs) {
  return new Promise((ready) => {
    const options = { capture: true, passive: true };
    const presses = ["pointerdown", "keydown"];
    let started = false;
    let timer = 0;
    const go = () => {
      for (const type of presses) removeEventListener(type, wait, options);
      requestAnimationFrame(() => setTimeout(ready, 0));
    };
    const wait = () => {
      clearTimeout(timer);
      timer = setTimeout(go, quietMs);
    };
    const start = (event) => {
      if (started) return;
      started = true;
      for (const type of events) removeEventListener(type, start, options);
      if (!event) return go();
      for (const type of presses) addEventListener(type, wait, options);
      wait();
    };
    for (const type of events) addEventListener(type, start, options);
    const idle = () =>
      setTimeout(
        () => (window.requestIdleCallback ?? setTimeout)(() => start(), { timeout: 2000 }),
        idleAfterLoadMs,
      );
    if (document.readyState === "complete") idle();
    else addEventListener("load", idle, { once: true });
  });
}

/**
 * Gives the browser a turn: input waiting to be handled is handled before the next slice of
 * work (`scheduler.yield()` where the browser has it, a task of its own elsewhere).
 */
export function nextTurn() {
  const scheduler = globalThis.scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((turn) => setTimeout(turn, 0));
}

/**
 * Lets a tap that comes while React hydrates be answered between two slices of its work. React's
 * scheduler works in slices of 5 ms, each a task it posts through a MessageChannel, and Chrome
 * ran several such tasks before the input that had come meanwhile: a tap on the menu's Services
 * section while the page hydrated waited 57–166 ms before its first handler (at 4× CPU,
 * docs/decisions/0028). The scheduler posts its slices with `setImmediate` where the global
 * exists (it reads it once, when React's module is evaluated), and only it reads that global in
 * the site's script; given one that continues through `scheduler.yield()`, each slice waits for
 * the input before it. Where the browser has no `scheduler.yield()`, React keeps its own.
 */
export function sliceAfterInput() {
  const scheduler = globalThis.scheduler;
  if (!scheduler?.yield || "setImmediate" in globalThis) return;
  globalThis.setImmediate = (callback, ...args) => {
    scheduler.yield().then(() => callback(...args));
  };
}

/**
 * Evaluates the page's modules one at a time, each in its own task with a turn for input
 * between them, so that no task of the page's start outlasts the longest module's evaluation.
 * The client entry is left out: importing it starts hydration, which waits for React Router's
 * context (`startPage`).
 */
export async function importInTurn(hrefs, entry) {
  for (const href of hrefs) {
    if (href === entry) continue;
    await import(/* @vite-ignore */ href);
    await nextTurn();
  }
}

/** Asks for the modules hydration needs all at once, as React Router's head would have. */
export function preloadModules(hrefs) {
  for (const href of hrefs) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
}

/**
 * The interaction that starts hydration must not be lost, nor the ones that follow while the
 * modules load. What the platform does by itself happens anyway: a link is followed, a form is
 * posted, a popover opens, typed text stays in its field (the site's fields are uncontrolled, so
 * hydration keeps what is in them). What only a script does is kept here and replayed once the
 * page has hydrated: a click on a button that has no native action (a carousel's arrows), the
 * arrow, Home and End keys pressed on a control (the Services menu's ArrowDown), the focus the
 * visitor is in, and the mouse resting over a control that opens on hover (the Services menu),
 * unless a key was pressed since it last moved (Escape on the menu a click opened).
 * ArrowDown on a button marked `data-arrow-opens` is not kept but answered at once, as the
 * hydrated button would: its popover opens onto its first link (the Services menu). Replayed
 * later, the key waited for the page's script, and on a slow phone the menu opened seconds after
 * the key, or not at all when hydration was already under way when it came.
 * Events after React starts listening (its root is on the document) are React's own to replay;
 * once it listens it always will, so the document's keys are looked through until then only. A
 * prerendered page's module arrives just after its first paint: a focus already made by then
 * is kept too.
 */
export function keepEarlyInteractions() {
  const root = document.documentElement;
  const kinds = ["pointermove", "click", "keydown", "focusin"];
  const options = { capture: true, passive: true };
  const kept = [];
  let mouse = false;
  const focused = document.activeElement;
  if (focused && focused !== document.body) kept.push({ kind: "focus", target: focused });
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
      mouse = false;
      if (event.defaultPrevented) return;
      if (/^(Arrow(Up|Down|Left|Right)|Home|End)$/.test(event.key) && kept.length < 10) {
        const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
        kept.push({ kind: "key", target, init: { key, code, shiftKey, ctrlKey, altKey, metaKey } });
      }
    } else if (kept.length < 10) {
      kept.push({ kind: "focus", target });
    }
  };
  const openOnArrow = (event) => {
    const button =
      event.target instanceof Element ? event.target.closest("[data-arrow-opens]") : null;
    const panel = button && document.getElementById(button.getAttribute("popovertarget") ?? "");
    if (event.key !== "ArrowDown" || !panel || root.hasAttribute("data-hydrated")) return;
    event.preventDefault();
    event.stopPropagation();
    if (!panel.matches(":popover-open")) panel.showPopover({ source: button });
    panel.querySelector("a")?.focus();
  };
  addEventListener("keydown", openOnArrow, true);
  for (const type of kinds) addEventListener(type, keep, options);
  const replay = () => {
    removeEventListener("keydown", openOnArrow, true);
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
  new MutationObserver((_records, observer) => {
    if (!root.hasAttribute("data-hydrated")) return;
    observer.disconnect();
    replay();
  }).observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
}

/**
 * Draws every band that waits for the viewport (app/styles/app.css) before the page is scrolled
 * to something down it: a page opened at a section (`#id`), a click on a link to a section, a
 * Tab (focus moves in the key's default action, after its listeners). Scrolled to with the
 * guessed heights, the section or the focus was then left out of view as the bands around it
 * took their real ones. Kept for the document's life: a page reached by a link inside the site
 * waits again (app/root.tsx).
 */
export function drawBandsWhenAimedAt() {
  const drawAll = () => document.documentElement.setAttribute(ALL_BANDS_ATTRIBUTE, "");
  if (location.hash) drawAll();
  addEventListener(
    "keydown",
    (event) => {
      if (event.key === "Tab") drawAll();
    },
    true,
  );
  addEventListener(
    "click",
    (event) => {
      if (event.target instanceof Element && event.target.closest("a[href*='#']")) drawAll();
    },
    true,
  );
}

/**
 * What React Router's scroll restoration does before hydration, with its storage key: the entry
 * gets a key, and a reloaded page returns to where its visitor had scrolled. The bands below the
 * first wait to be drawn until they near the viewport, holding a guessed height (app/styles/
 * app.css); a position down the page means the bands above it must be drawn at their real
 * height first, or the same number would land on other content.
 */
export function restoreScroll(storageKey) {
  if (!window.history.state?.key) {
    window.history.replaceState({ key: Math.random().toString(32).slice(2) }, "");
  }
  try {
    const positions = JSON.parse(sessionStorage.getItem(storageKey) || "{}");
    const y = positions[window.history.state.key];
    if (typeof y === "number" && y > 0) {
      document.documentElement.setAttribute(ALL_BANDS_ATTRIBUTE, "");
      window.scrollTo(0, y);
    }
  } catch {
    sessionStorage.removeItem(storageKey);
  }
}

/** Where the page's start keeps its first interaction's duration, in ms (on `window`). */
export const FIRST_INTERACTION_KEY = "__msFirstInteraction";

/**
 * Times the page load's first interaction as INP times any: the longest of its events, each from
 * its input to the paint after its handlers (Event Timing). The observer starts with the page
 * module, before the page's script: the figure is the interaction that meets a page not yet
 * hydrated. Events under 16 ms are not reported one by one, but the first input always is. Sent
 * with the page load's vitals (app/lib/vitals-beacon.ts).
 */
export function timeFirstInteraction() {
  let first = 0;
  const keep = (list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      first ||= entry.interactionId;
      if (entry.interactionId !== first) continue;
      window[FIRST_INTERACTION_KEY] = Math.max(
        window[FIRST_INTERACTION_KEY] ?? 0,
        Math.round(entry.duration),
      );
    }
  };
  try {
    new PerformanceObserver(keep).observe({ type: "first-input", buffered: true });
    new PerformanceObserver(keep).observe({ type: "event", durationThreshold: 16, buffered: true });
  } catch {}
}

/** The key under which a browser notes that it holds the site's font (its local storage). */
export const FONT_STORAGE_KEY = "font";

/** The root's attribute that draws the page in the site's font (app/styles/app.css). */
export const FONT_ATTRIBUTE = "data-font";

/** The site's one web font, as its stylesheet names it. */
export const FONT_FAMILY = "Inter Variable";

/**
 * A page is styled in the fallback face, metric-matched to the site's font, unless its root has
 * FONT_ATTRIBUTE, which the page's boot sets before the first paint in a browser that has noted
 * that it holds the font (app/lib/beacon.ts). So a first visit's first page fetches no font
 * before its first paint (docs/decisions/0017). Here, once that page has loaded, the font is
 * fetched without being used, so nothing on the page is redrawn or moves, and the browser notes
 * that it has it. The next page reached by a link inside the site is drawn in it (app/root.tsx),
 * and so is every page the browser opens afterwards: the font then comes from its cache.
 */
export function fetchFontForLater() {
  if (document.documentElement.hasAttribute(FONT_ATTRIBUTE)) return;
  const fetchFont = () =>
    document.fonts.load(`1em "${FONT_FAMILY}"`).then(
      (faces) => {
        try {
          if (faces.length > 0) localStorage.setItem(FONT_STORAGE_KEY, "1");
        } catch {}
      },
      () => {},
    );
  if (document.readyState === "complete") setTimeout(fetchFont);
  else addEventListener("load", () => setTimeout(fetchFont), { once: true });
}

/**
 * The Services menus' category icons are one SVG image (app/styles/menu-icons.css), which a
 * browser builds as a document of its own the first time it draws it: about 10 ms of style on a
 * slow phone, inside the tap that opens Services. Drawn once, unseen, while the browser is idle
 * after the page has loaded, the image is built then, and the tap only places it
 * (docs/decisions/0028). The element is gone two frames later.
 */
export function prepareMenuIcons() {
  const draw = () => {
    const probe = document.createElement("span");
    probe.className = "menu-icon";
    probe.setAttribute("aria-hidden", "true");
    probe.style.cssText =
      "position:fixed;top:0;left:0;width:1px;height:1px;opacity:0;pointer-events:none";
    document.body.append(probe);
    requestAnimationFrame(() => requestAnimationFrame(() => probe.remove()));
  };
  const whenIdle = () => (window.requestIdleCallback ?? setTimeout)(draw, { timeout: 3000 });
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });
}

/**
 * A page's start, run by its page module (app/lib/page-module.server.ts). The manifest names the
 * modules to preload and the client entry (a prerendered page: a module that lists them), and
 * either the module that holds the route's data and React Router's module script (a
 * prerendered page) or that script's text (a page rendered per request). A page without a manifest (one with no scripts) is left alone but for the root's
 * attribute that says its module has run.
 */
export function startPage() {
  document.documentElement.setAttribute(STARTED_ATTRIBUTE, "");
  const manifest = document.getElementById(MANIFEST_ID);
  if (!manifest) return;
  prepareMenuIcons();
  const { modules, data, module, ...inline } = JSON.parse(manifest.textContent ?? "");
  // A prerendered page's scroll restoration left the document with its data.
  if (data) restoreScroll(SCROLL_STORAGE_KEY);
  keepEarlyInteractions();
  whenWanted(HYDRATION_EVENTS, HYDRATION_IDLE_AFTER_LOAD_MS, HYDRATION_QUIET_MS)
    .then(async () => {
      const { preload, entry } = modules
        ? (await import(/* @vite-ignore */ modules)).default
        : inline;
      preloadModules(data ? [...preload, data] : preload);
      sliceAfterInput();
      await importInTurn(preload, entry);
    })
    .then(() => {
      if (data) return import(/* @vite-ignore */ data);
      const script = document.createElement("script");
      script.type = "module";
      script.textContent = module;
      document.head.append(script);
    });
}
