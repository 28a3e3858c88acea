import { createHash } from "node:crypto";
import { parse } from "parse5";
import { PAGE_BOOT } from "../app/browser/page-boot.mjs";
import {
  MANIFEST_ID,
  PAINT_HOLDER,
  SCRIPTS_MARK,
  SCROLL_MARK,
} from "../app/browser/page-start.mjs";
import { attribute, elementsOf, scriptText } from "./hydration.mjs";

/**
 * The response headers every answer carries (pages, assets, redirects, errors), and the
 * Content-Security-Policy built for one HTML document: the inline scripts the site writes are
 * allowed by their SHA-256 hashes, so no script runs unless it is ours, and no 'unsafe-inline' is
 * needed.
 * nginx.conf carries the same headers; a test holds both to this list.
 */
export const securityHeaders = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

/** The policy for anything that is not an HTML page: it runs no script at all. */
export const defaultCsp = csp([]);

/**
 * Scripts may compile WebAssembly ('wasm-unsafe-eval'): the site search's engine is a
 * WebAssembly module of our own origin, run by a page or by its worker (a worker follows the
 * policy of its own script's response). It allows no eval() of JavaScript.
 */
export function csp(scriptHashes) {
  return [
    // Fonts, fetches and the manifest fall back to default-src: the same origin only. Every
    // byte here is sent with each page, ahead of its HTML, in the first round trip.
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval'${scriptHashes.map((hash) => ` '${hash}'`).join("")}`,
    // Inline style attributes (a slide's position, a reveal delay) are not scripts.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * A script React Router writes to pass the route's data to hydration: a call with one JSON
 * string, or the stream's end. It holds no code of its own.
 */
const ROUTE_DATA =
  /^window\.__reactRouterContext\.streamController\.(?:enqueue\("(?:[^"\\\n]|\\.)*"\)|close\(\));$/;

const sha256 = (text) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/** An inline script the browser runs (a JSON data block or structured data is not run). */
const runs = (element) =>
  element.tagName === "script" &&
  attribute(element, "src") === undefined &&
  ["", "module", "text/javascript"].includes(attribute(element, "type") ?? "");

/** React Router's module script, or the hydration manifest written in its place. */
const isRouterStart = (element) =>
  element.tagName === "script" &&
  ((attribute(element, SCRIPTS_MARK) !== undefined && attribute(element, "type") === "module") ||
    (attribute(element, "id") === MANIFEST_ID &&
      attribute(element, "type") === "application/json"));

/**
 * The hashes of the inline scripts the site writes, each found where and as the site writes it,
 * and of no other: a script that content managed to put in the page is not allowed, whatever it
 * looks like (docs/decisions/0030).
 *
 * - In the head, the page's boot, by its very text (app/browser/page-boot.mjs), and the paint
 *   holder by the hash its `integrity` names (app/browser/page-start.mjs): the policy allows no
 *   other script with its text in a `data:` address.
 * - Among the body's own children, after the page, React Router's scripts where the root puts
 *   them (app/root.tsx): its start, the module script or the hydration manifest that carries its
 *   text for the page module to run (server/hydration.mjs), just after its context's script and
 *   its scroll restoration's, which the root marks. The last start of the body is React Router's:
 *   the page's content comes before it.
 * - After that start, what React and React Router stream: React's own scripts, children of the
 *   body, and the route's data, wherever React puts it, only as one call with one string.
 */
export function inlineScriptHashes(html) {
  const document = parse(html);
  const root = document.childNodes.find((node) => node.tagName === "html");
  const part = (name) => root?.childNodes.find((node) => node.tagName === name);
  const hashes = new Set();
  for (const element of elementsOf(part("head") ?? {})) {
    if (element.tagName !== "script") continue;
    if (
      attribute(element, "src") === PAINT_HOLDER.src &&
      attribute(element, "integrity") === PAINT_HOLDER.integrity
    ) {
      hashes.add(PAINT_HOLDER.integrity);
    } else if (runs(element) && scriptText(element) === PAGE_BOOT) {
      hashes.add(sha256(PAGE_BOOT));
    }
  }
  const children = (part("body")?.childNodes ?? []).filter((node) => node.tagName);
  const at = children.findLastIndex(isRouterStart);
  if (at < 0) return [...hashes];
  const before = [];
  for (let index = at - 1; index >= 0; index--) {
    const element = children[index];
    const marked =
      attribute(element, SCROLL_MARK) !== undefined ||
      attribute(element, SCRIPTS_MARK) !== undefined;
    if (!runs(element) || !marked) break;
    before.unshift(element);
  }
  for (const element of before) hashes.add(sha256(scriptText(element)));
  const start = children[at];
  if (runs(start)) hashes.add(sha256(scriptText(start)));
  else {
    const { module } = JSON.parse(scriptText(start));
    if (typeof module === "string") hashes.add(sha256(module));
  }
  for (const child of children.slice(at + 1)) {
    if (runs(child)) hashes.add(sha256(scriptText(child)));
    for (const element of elementsOf(child)) {
      if (runs(element) && ROUTE_DATA.test(scriptText(element))) {
        hashes.add(sha256(scriptText(element)));
      }
    }
  }
  return [...hashes];
}

export function cspForHtml(html) {
  return csp(inlineScriptHashes(html));
}
