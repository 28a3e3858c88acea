import { securityHeaders } from "../../server/headers.mjs";
import { type RawResponse, rawRequest } from "./server-process";

/**
 * What the site does not serve gets a clear status with the site's own headers, whatever the
 * method and address: 405 (with Allow) for a method an address does not take, 404 for an
 * address that is nothing, never a 500 and never a bare answer without the security headers.
 */
const methods = [
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "DELETE",
  "PATCH",
  "OPTIONS",
  "TRACE",
  "PROPFIND",
  "MKCOL",
  "CONNECT",
  "FROBNICATE",
];
const paths = [
  "/",
  "/contact-us",
  "/fr/nous-joindre",
  "/newsletter",
  "/contact-us.data",
  "/healthz",
  "/about-us",
  "/services/web",
  "/assets/missing.js",
  "/icons.svg",
  "/sitemap.xml",
  "/no-such-page",
  "/fr/pas-de-page",
  "/%E0%A4%A",
  "/..%2F..%2Fetc%2Fpasswd",
];

export async function sweepMethods(origin: string) {
  const problems: string[] = [];
  for (const method of methods) {
    for (const pathname of paths) {
      const response = await rawRequest(origin, method, pathname, {
        headers: { origin, "content-type": "application/x-www-form-urlencoded" },
        body: method === "GET" || method === "HEAD" || method === "CONNECT" ? undefined : "a=b",
      }).catch((error: Error): RawResponse => ({ status: 0, headers: {}, body: error.message }));
      const where = `${method} ${pathname} → ${response.status}`;
      if (response.status === 0 || response.status >= 500)
        problems.push(`${where}: ${response.body.slice(0, 80)}`);
      for (const name of Object.keys(securityHeaders)) {
        if (!response.headers[name.toLowerCase()]) problems.push(`${where}: no ${name}`);
      }
      if (response.status === 405 && !response.headers.allow) problems.push(`${where}: no Allow`);
      const read = method === "GET" || method === "HEAD";
      const form = /contact-us|nous-joindre|newsletter/.test(pathname);
      if (!read && !(method === "POST" && form) && ![400, 404, 405].includes(response.status)) {
        problems.push(`${where}: expected 405 or 404`);
      }
    }
  }
  return problems;
}
