import { createHash } from "node:crypto";

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
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval'${scriptHashes.map((hash) => ` '${hash}'`).join("")}`,
    // Inline style attributes (a slide's position, a reveal delay) are not scripts.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The hashes of a document's executable inline scripts (JSON data blocks are not run). */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes) || /application\/(ld\+)?json/.test(attributes)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

export function cspForHtml(html) {
  return csp(inlineScriptHashes(html));
}
