import { createHash } from "node:crypto";
import { parse } from "parse5";
import { MANIFEST_ID, PAINT_HOLDER } from "../app/browser/page-start.mjs";
import { attribute, elementsOf, scriptText } from "./hydration.mjs";

/**
 * The response headers every answer carries (pages, assets, redirects, errors), and the
 * Content-Security-Policy built for one HTML document: its inline scripts are allowed by their
 * SHA-256 hashes, so no script runs unless it is ours, and no 'unsafe-inline' is needed.
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
 * The hashes of a document's executable inline scripts (JSON data blocks are not run), of the
 * module script its hydration manifest carries (a page rendered per request: the page module
 * runs it as an inline script, server/hydration.mjs), and the paint holder's when the document
 * has it (app/browser/page-start.mjs): the policy allows it by the hash its `integrity` names
 * (CSP 3), and no other script with its text in a `data:` address.
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  const hash = (text) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
  for (const element of elementsOf(parse(html))) {
    if (element.tagName !== "script") continue;
    const src = attribute(element, "src");
    const type = attribute(element, "type") ?? "";
    if (src === PAINT_HOLDER.src && attribute(element, "integrity") === PAINT_HOLDER.integrity) {
      hashes.add(PAINT_HOLDER.integrity);
    } else if (src !== undefined) {
    } else if (type === "application/json" && attribute(element, "id") === MANIFEST_ID) {
      const { module } = JSON.parse(scriptText(element));
      if (typeof module === "string") hashes.add(hash(module));
    } else if (type !== "application/json" && type !== "application/ld+json") {
      hashes.add(hash(scriptText(element)));
    }
  }
  return [...hashes];
}

export function cspForHtml(html) {
  return csp(inlineScriptHashes(html));
}
