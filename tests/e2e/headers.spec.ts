import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { PAGE_BOOT } from "../../app/browser/page-boot.mjs";
import { PAINT_HOLDER } from "../../app/browser/page-start.mjs";
import { securityHeaders } from "../../server/headers.mjs";

function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  for (const [name, value] of Object.entries(securityHeaders)) {
    expect(headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
  }
  const csp = headers["content-security-policy"] ?? "";
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("object-src 'none'");
  expect(/script-src[^;]*'unsafe-inline'/.test(csp), what).toBe(false);
  expect(headers["set-cookie"], what).toBeUndefined();
}

test("every kind of response carries the security headers", async ({ request }) => {
  const home = await request.get("/");
  const html = await home.text();
  // The page names its modules in its module script (it requests them once it has painted).
  const script = /["`](\/assets\/[^"`]+\.js)["`]/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const responses = {
    "prerendered page": home,
    "page rendered per request": await request.get("/contact-us"),
    "hashed asset": await request.get(script ?? ""),
    artwork: await request.get("/icons.svg"),
    redirect: await request.get("/about-us/", { maxRedirects: 0 }),
    "service alias redirect": await request.get("/services/software-development", {
      maxRedirects: 0,
    }),
    "404": await request.get("/no-such-page"),
    "rejected post": await request.post("/contact-us", {
      headers: { origin: "https://evil.example" },
      form: { a: "b" },
    }),
    health: await request.get("/healthz"),
  };
  expect(responses.redirect.status()).toBe(301);
  expect(responses["404"].status()).toBe(404);
  expect(responses["rejected post"].status()).toBe(403);
  for (const [what, response] of Object.entries(responses))
    expectSecurityHeaders(response.headers(), what);
});

test("each page allows exactly its own inline scripts, by hash", async ({ request }) => {
  // A prerendered page runs one inline script, its boot (app/browser/page-boot.mjs); a page rendered per
  // request also keeps its data inline, and its page module runs React Router's start, whose
  // text its hydration manifest carries (server/hydration.mjs). The paint holder, whose text is
  // its address, is allowed by the hash its integrity names (server/headers.mjs).
  for (const [path, prerendered] of [
    ["/", true],
    ["/services/web/website-maintenance", true],
    ["/contact-us", false],
    ["/no-such-page", false],
  ] as const) {
    const response = await request.get(path);
    const csp = response.headers()["content-security-policy"] ?? "";
    const html = await response.text();
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/\bsrc=|application\/(ld\+)?json/.test(attributes ?? ""),
    );
    if (prerendered)
      expect(
        inline.map(([, , body]) => body),
        path,
      ).toEqual([PAGE_BOOT]);
    else expect(inline.length, path).toBeGreaterThan(1);
    expect(html, path).toContain(`integrity="${PAINT_HOLDER.integrity}"`);
    const hashes = csp.match(/'sha256-[^']+'/g) ?? [];
    expect(hashes, path).toContain(`'${PAINT_HOLDER.integrity}'`);
    const start = html.match(/<script type="application\/json" id="hydration">([^<]*)<\/script>/);
    const module = prerendered ? undefined : JSON.parse(start?.[1] ?? "{}").module;
    if (!prerendered) {
      expect(module, path).toContain("import(");
      const digest = createHash("sha256").update(module, "utf8").digest("base64");
      expect(hashes, path).toContain(`'sha256-${digest}'`);
    }
    expect(hashes.length, path).toBe(
      new Set(inline.map(([, , body]) => body)).size + 1 + (prerendered ? 0 : 1),
    );
  }
});

test("hashed assets are cached for a year; pages revalidate and answer 304", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1] ?? "";
  const asset = await request.get(css);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  const page = await request.get("/about-us");
  expect(page.headers()["cache-control"]).toBe("no-cache");
  const etag = page.headers().etag ?? "";
  expect(etag).toMatch(/^".+"$/);
  const again = await request.get("/about-us", { headers: { "if-none-match": etag } });
  expect(again.status()).toBe(304);
  expect(await again.text()).toBe("");
});

test("brotli is sent to clients that take it, gzip to the others", async ({ request }) => {
  const br = await request.get("/services", { headers: { "accept-encoding": "br, gzip" } });
  expect(br.headers()["content-encoding"]).toBe("br");
  expect(br.headers().vary).toContain("Accept-Encoding");
  expect(await br.text()).toContain("<h1");
  const gzip = await request.get("/services", { headers: { "accept-encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  expect(await gzip.text()).toContain("<h1");
});

test("/healthz answers ok when the database can be read", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", database: "ok" });
  expect(response.headers()["cache-control"]).toBe("no-store");
});
