/**
 * Hydration when it is wanted.
 *
 * React Router writes a module preload into the head for every chunk a page hydrates with, and
 * a module script that imports them at once. On a phone those ~115 kB of JavaScript share the
 * connection with the stylesheet, the font and the hero image, and evaluating them blocks the
 * main thread while the visitor starts reading. Every page here is complete HTML that works
 * without JavaScript (links, forms with server actions, menus as popovers and disclosure
 * widgets), so the chunks can wait: the finished document loses its module preloads, and React
 * Router's module script gives way to a JSON manifest that the page module reads
 * (app/browser/page-start.mjs, `startPage`). That module fetches the chunks once the visitor's
 * first interaction has been answered and painted, or once the browser has been idle a while
 * after loading. docs/decisions/0005 and 0027 say why.
 *
 * The document is parsed (parse5), never matched with regular expressions: the root marks
 * React Router's scripts with attributes (SCRIPTS_MARK, SCROLL_MARK, app/root.tsx), and the
 * client entry's address comes from the build's manifest. Each change is spliced into the text
 * at the element's place in the source, so the rest of the document stays byte for byte as
 * React wrote it. One rewrite for both kinds of page: the build applies it to every prerendered
 * file (scripts/static-extras.mjs), the server to every public page it renders per request.
 */

import { parse } from "parse5";
import {
  HYDRATION_EVENTS,
  HYDRATION_IDLE_AFTER_LOAD_MS,
  MANIFEST_ID,
  SCRIPTS_MARK,
  SCROLL_MARK,
} from "../app/browser/page-start.mjs";

export { HYDRATION_EVENTS, HYDRATION_IDLE_AFTER_LOAD_MS };

/** The start of each script React Router writes to pass the route's data to hydration. */
const STREAM_STATEMENT = "window.__reactRouterContext.streamController.";

/** An element's attribute, or undefined. */
export function attribute(element, name) {
  return element.attrs?.find((attr) => attr.name === name)?.value;
}

/** The text of a script element (raw text: nothing in it is decoded). */
export function scriptText(element) {
  return element.childNodes.map((node) => node.value ?? "").join("");
}

/** Every element of a parsed document, in document order (a template's content is skipped). */
export function* elementsOf(node) {
  for (const child of node.childNodes ?? []) {
    if (!child.tagName) continue;
    yield child;
    yield* elementsOf(child);
  }
}

/** The text with each edit's span replaced, spans taken from the parser's source locations. */
function splice(html, edits) {
  let result = html;
  for (const { element, text } of edits.sort(
    (a, b) => b.element.sourceCodeLocation.startOffset - a.element.sourceCodeLocation.startOffset,
  )) {
    const { startOffset, endOffset } = element.sourceCodeLocation;
    result = result.slice(0, startOffset) + text + result.slice(endOffset);
  }
  return result;
}

/** A JSON data block that is safe inside HTML. */
function jsonScript(value, id) {
  const json = JSON.stringify(value).replace(/</g, "\\u003c");
  return `<script type="application/json"${id ? ` id="${id}"` : ""}>${json}</script>`;
}

/** The module that lists a prerendered page's modules (`modules` below): a JSON object. */
export function modulesModule(list) {
  return `export default ${JSON.stringify(list)};\n`;
}

/** The list a `modulesModule` text holds (for tools that read the build, not import it). */
export function readModulesModule(text) {
  return JSON.parse(text.slice("export default ".length).replace(/;\s*$/, ""));
}

/**
 * React hydrates the body's scripts one element each: a script that leaves the body keeps an
 * empty data block in its place, or React would find the tree changed and render it anew,
 * dropping what the visitor had typed or opened.
 */
const PLACEHOLDER = '<script type="application/json"></script>';

/**
 * The HTML with its hydration deferred; a document without React Router's module script is
 * returned unchanged.
 *
 * `entry` is the client entry's address (the build's `assets.entry.module`): the page module
 * imports every preloaded module but that one before it starts hydration.
 *
 * Without `moveData` (a page rendered per request), React Router's context and data stay inline
 * and the manifest carries its module script's text, which the page module runs when wanted.
 *
 * `moveData` (the build, for every prerendered page) leaves the document no inline script at
 * all. It receives a module's text, stores it as a file and returns its address. Two modules:
 * React Router's context, the route's data and its module script, in that order (`data`); and
 * the list of modules to preload with the client entry (`modules`), which every page of a route
 * shares (one cached file, and some hundred bytes fewer in each document that must fit the
 * first window). The scroll restoration's script leaves too: the page module restores the
 * position itself.
 */
export function deferHydration(html, { entry, moveData } = {}) {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const preloads = [];
  const streams = [];
  let context;
  let start;
  let scroll;
  for (const element of elementsOf(document)) {
    if (element.tagName === "link" && attribute(element, "rel") === "modulepreload") {
      preloads.push(element);
    } else if (element.tagName !== "script") {
    } else if (attribute(element, SCRIPTS_MARK) !== undefined) {
      if (attribute(element, "type") === "module") start = element;
      else context = element;
    } else if (attribute(element, SCROLL_MARK) !== undefined) {
      scroll = element;
    } else if (start && element.attrs.length === 0) {
      streams.push(element);
    }
  }
  if (!start) return html;
  if (!context || !entry) {
    throw new Error("deferHydration: React Router's scripts or the client entry are missing");
  }

  const preload = preloads.map((element) => attribute(element, "href"));
  if (!preload.includes(entry)) {
    throw new Error(`deferHydration: the client entry ${entry} is not among the page's modules`);
  }
  const edits = preloads.map((element) => ({ element, text: "" }));
  let manifest = { preload, entry };
  if (moveData) {
    const statements = streams.map(scriptText);
    if (statements.some((text) => !text.startsWith(STREAM_STATEMENT))) {
      throw new Error("deferHydration: a script other than React Router's data follows its start");
    }
    manifest = {
      modules: moveData(modulesModule(manifest)),
      data: moveData([scriptText(context), ...statements, scriptText(start)].join("\n")),
    };
    edits.push(
      { element: context, text: PLACEHOLDER },
      ...streams.map((element) => ({ element, text: "" })),
    );
    if (scroll) edits.push({ element: scroll, text: PLACEHOLDER });
  } else {
    manifest.module = scriptText(start);
  }
  edits.push({ element: start, text: jsonScript(manifest, MANIFEST_ID) });
  return splice(html, edits);
}

/**
 * The document without any script but its structured data, nor module preloads: a page that
 * stands in for an address its router data does not name (the 503 page nginx shows).
 */
export function withoutScripts(html) {
  const edits = [];
  for (const element of elementsOf(parse(html, { sourceCodeLocationInfo: true }))) {
    const isScript =
      element.tagName === "script" && attribute(element, "type") !== "application/ld+json";
    const isPreload = element.tagName === "link" && attribute(element, "rel") === "modulepreload";
    if (isScript || isPreload) edits.push({ element, text: "" });
  }
  return splice(html, edits);
}
