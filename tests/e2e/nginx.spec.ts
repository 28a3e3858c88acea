import { expect, test } from "@playwright/test";
import { Subscribers } from "../../app/lib/subscribers.server";
import { startNginx } from "../../scripts/nginx.mjs";
import { securityHeaders } from "../../server/headers.mjs";
import { createAccount, setPassword, signIn } from "./admin";
import { sweepMethods } from "./methods";
import { misfiledServices, oldCaseStudies, type Redirect, redirectProblems } from "./redirects";
import { E2E_DATA_DIR, readStore } from "./store";

/**
 * The shipped nginx configuration, run for real: Debian's nginx on a loopback port serving
 * the static build, in front of the test's Node server.
 */
test.describe.configure({ mode: "serial" });

// Beside the Node server's port (4360 by default), so runs on other ports do not collide.
const port = Number(process.env.E2E_PORT ?? 4173) + 187;
const origin = `http://127.0.0.1:${port}`;
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;

test.beforeAll(async () => {
  nginx = await startNginx(port, [new URL(String(test.info().project.use.baseURL)).host]);
});

test.afterAll(() => {
  nginx?.stop();
});

const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}${pathname}`, { headers, redirect: "manual" });

function expectHeaders(response: Response, what: string) {
  for (const [name, value] of Object.entries(securityHeaders)) {
    expect(response.headers.get(name), `${what}: ${name}`).toBe(value);
  }
  expect(response.headers.get("content-security-policy"), what).toContain("frame-ancestors 'none'");
}

test("nginx serves the pages with the same headers and policy as the Node server", async ({
  request,
}) => {
  for (const pathname of ["/", "/about-us", "/services/web/website-maintenance"]) {
    const response = await get(pathname, { "accept-encoding": "gzip" });
    expect(response.status, pathname).toBe(200);
    expectHeaders(response, pathname);
    expect(response.headers.get("content-encoding"), pathname).toBe("gzip");
    expect(response.headers.get("cache-control"), pathname).toBe("no-cache");
    const node = await request.get(pathname);
    expect(response.headers.get("content-security-policy"), pathname).toBe(
      node.headers()["content-security-policy"],
    );
  }
  const html = await (await get("/")).text();
  const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1] ?? "";
  const asset = await get(css);
  expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expectHeaders(asset, "asset");
  const etag = (await get("/faqs")).headers.get("etag") ?? "";
  expect((await get("/faqs", { "if-none-match": etag })).status).toBe(304);
});

test("nginx redirects, and answers unknown addresses with the 404 page and status", async () => {
  const slash = await get("/about-us/");
  expect(slash.status).toBe(301);
  expect(slash.headers.get("location")).toMatch(/\/about-us$/);
  expectHeaders(slash, "redirect");
  const offsite = await get("//evil.example/");
  expect(new URL(offsite.headers.get("location") ?? "", origin).host).toBe(`127.0.0.1:${port}`);
  const alias = await get("/services/software-development");
  expect(alias.status).toBe(301);
  expect(alias.headers.get("location")).toMatch(/\/services\/software$/);
  const missing = await get("/no-such-page");
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain("Page not found");
  expectHeaders(missing, "404");
});

const throughNginx = (redirects: Redirect[]) =>
  redirectProblems(redirects, async (pathname) => {
    const response = await get(pathname);
    return { status: response.status, location: response.headers.get("location") };
  });

test("nginx answers every service under another category with Node's 301 to its one URL", async () => {
  expect(misfiledServices.length).toBeGreaterThanOrEqual(56);
  expect(await throughNginx(misfiledServices)).toEqual([]);
  const canonical = await get("/services/web/website-design-development");
  expect(canonical.status).toBe(200);
  expect(canonical.headers.get("x-served-by")).toBeNull();
  for (const pathname of ["/services/software/not-a-service", "/services/web/not-a-service"]) {
    const missing = await get(pathname);
    expect(missing.status, pathname).toBe(404);
    expect(await missing.text(), pathname).toContain("Page not found");
  }
});

test("nginx redirects a project's old case-study address to its portfolio page", async () => {
  expect(await throughNginx(oldCaseStudies)).toEqual([]);
  const kept = await get(`${oldCaseStudies[0]?.from}?ref=x`);
  expect(kept.headers.get("location")).toBe(`${oldCaseStudies[0]?.to}?ref=x`);
  expect((await get("/case-studies/no-such-study")).status).toBe(404);
});

test("nginx serves every URL of the sitemap", async () => {
  const sitemap = await (await get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>https:\/\/[^/]+([^<]*)<\/loc>/g)].map(
    ([, pathname]) => pathname || "/",
  );
  expect(paths.length).toBeGreaterThan(100);
  const problems: string[] = [];
  for (const pathname of paths) {
    const response = await get(pathname);
    if (response.status !== 200) problems.push(`${pathname}: HTTP ${response.status}`);
    await response.arrayBuffer();
  }
  expect(problems).toEqual([]);
});

test("a form post through nginx reaches the Node server and is stored", async () => {
  const page = await get("/contact-us");
  expect(page.status).toBe(200);
  expectHeaders(page, "contact page");
  const email = `via-nginx-${Date.now()}@example.ca`;
  const response = await fetch(`${origin}/newsletter`, {
    method: "POST",
    headers: { origin },
    body: new URLSearchParams({ email, sourcePage: "/" }),
    redirect: "manual",
  });
  expect(response.status).toBe(200);
  const stored = await readStore(async (store) =>
    (await new Subscribers(store).list()).filter((s) => s.email === email),
  );
  expect(stored).toHaveLength(1);
  expect((await get("/healthz")).status).toBe(200);
});

test("a page served by nginx as a file sends its beacon to Node, which counts it", async () => {
  const campaign = `nginx-${Date.now()}`;
  const page = await get("/about-us");
  expect(page.headers.get("x-served-by")).toBeNull();
  const response = await fetch(`${origin}/api/view`, {
    method: "POST",
    headers: {
      origin,
      "content-type": "text/plain",
      // A browser's: a script's own user agent is not counted (nor is a bot's).
      "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36",
    },
    body: JSON.stringify({ p: "/about-us", r: "", s: "nginx", c: campaign, w: 1440 }),
  });
  expect(response.status).toBe(204);
  expect(response.headers.get("x-served-by")).toBe("maplestack-node");
  const counted = await readStore((store) =>
    store.db
      .selectFrom("analytics_events")
      .select(["path", "device"])
      .where("utm_campaign", "=", campaign)
      .execute(),
  );
  expect(counted).toEqual([{ path: "/about-us", device: "desktop" }]);
});

test("a page served by nginx as a file sends its web vitals to Node, which keeps them", async () => {
  const lcp = 50_000 + Math.floor(Math.random() * 9_000);
  const response = await fetch(`${origin}/api/vitals`, {
    method: "POST",
    headers: {
      origin,
      "content-type": "text/plain",
      "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36",
    },
    body: JSON.stringify({ p: "/fr/a-propos", w: 390, lcp, fcp: 800, ttfb: 90 }),
  });
  expect(response.status).toBe(204);
  expect(response.headers.get("x-served-by")).toBe("maplestack-node");
  const kept = await readStore((store) =>
    store.db
      .selectFrom("web_vitals")
      .select(["page_kind", "device", "language", "fcp"])
      .where("lcp", "=", lcp)
      .execute(),
  );
  expect(kept).toEqual([{ page_kind: "company", device: "phone", language: "fr", fcp: 800 }]);
});

test("the back office through nginx is Node's, never cached, and signs in", async () => {
  for (const path of ["/admin", "/admin/leads", "/admin/leads/1"]) {
    const response = await get(path);
    expect(response.status, path).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/admin\/sign-in\?next=/);
    expect(response.headers.get("x-served-by")).toBe("maplestack-node");
  }
  const page = await get("/admin/sign-in");
  expect(page.status).toBe(200);
  expectHeaders(page, "sign-in page");
  expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  expect(page.headers.get("cache-control")).toBe("no-store");
  const email = "nginx-owner@maplestack.test";
  await setPassword(origin, createAccount({ dataDir: E2E_DATA_DIR }, email));
  const { cookie } = await signIn(origin, email);
  expect(cookie).toBeDefined();
  const leads = await fetch(`${origin}/admin/leads`, { headers: { cookie: cookie ?? "" } });
  expect(leads.status).toBe(200);
  expect(await leads.text()).toContain("<h1");
  // Only /admin and what is under it: a look-alike address is nginx's 404.
  expect((await get("/administrator")).status).toBe(404);
});

test("nginx serves the French site: its redirects, its 404 page and its forms", async () => {
  const home = await get("/fr");
  expect(home.status).toBe(200);
  expect(await home.text()).toContain('<html lang="fr-CA"');
  const wrongCase = await get("/fr/services/web/Conception-Et-Developpement-De-Sites-Web");
  expect(wrongCase.status).toBe(301);
  expect(wrongCase.headers.get("location")).toBe(
    "/fr/services/web/conception-et-developpement-de-sites-web",
  );
  const oldName = await get("/fr/services/marketing-numerique/search-engine-optimization");
  expect(oldName.headers.get("location")).toBe(
    "/fr/services/marketing-numerique/referencement-naturel",
  );
  for (const pathname of ["/fr/nulle-part", "/fr/services/web/rien", "/fr/etudes-de-cas/rien"]) {
    const missing = await get(pathname);
    expect(missing.status, pathname).toBe(404);
    const html = await missing.text();
    expect(html, pathname).toContain('<html lang="fr-CA"');
    expect(html, pathname).toContain("Page introuvable");
    expectHeaders(missing, "404");
  }
  const contact = await get("/fr/nous-joindre");
  expect(contact.status).toBe(200);
  expect(contact.headers.get("x-served-by")).toBe("maplestack-node");
  const email = `fr-via-nginx-${Date.now()}@example.ca`;
  const response = await fetch(`${origin}/fr/infolettre`, {
    method: "POST",
    headers: { origin },
    body: new URLSearchParams({ email, sourcePage: "/fr" }),
    redirect: "manual",
  });
  expect(response.status).toBe(200);
  expect(await response.text()).toContain("Merci de votre abonnement");
  const stored = await readStore(async (store) =>
    (await new Subscribers(store).list()).filter((s) => s.email === email),
  );
  expect(stored.map((subscriber) => subscriber.language)).toEqual(["fr"]);
});

test("nginx serves the articles, their feeds, the search page and the search index", async () => {
  for (const [pathname, type] of [
    ["/insights/rss.xml", "application/rss+xml"],
    ["/fr/perspectives/atom.xml", "application/atom+xml"],
  ] as const) {
    const feed = await get(pathname);
    expect(feed.status, pathname).toBe(200);
    expect(feed.headers.get("content-type"), pathname).toContain(type);
  }
  const first = await get("/insights/page/1");
  expect(first.status).toBe(301);
  expect(first.headers.get("location")).toBe("/insights");
  const missing = await get("/fr/perspectives/rien-du-tout");
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain("Page introuvable");
  const search = await get("/fr/recherche");
  expect(search.status).toBe(200);
  expect(search.headers.get("content-security-policy")).toContain("'wasm-unsafe-eval'");
  const engine = await get("/pagefind/pagefind.js");
  expect(engine.status).toBe(200);
  expect(engine.headers.get("content-type")).toContain("javascript");
  const entry = await (await get("/pagefind/pagefind-entry.json")).json();
  expect(Object.keys(entry.languages).sort()).toEqual(["en-ca", "fr-ca"]);
});

test("through nginx too, odd methods get 405 or 404 with the security headers, never a 500", async () => {
  test.setTimeout(60_000);
  expect(await sweepMethods(origin)).toEqual([]);
});

test("with no app server answering, nginx shows the 503 page in the page's language, forms included", async () => {
  // An upstream nobody listens on: every request nginx passes on is refused.
  const downPort = port + 1;
  const down = await startNginx(downPort, ["127.0.0.1:9"]);
  try {
    const downOrigin = `http://127.0.0.1:${downPort}`;
    const page = await fetch(`${downOrigin}/contact-us`);
    expect(page.status).toBe(503);
    expectHeaders(page, "the 503 page");
    const html = await page.text();
    expect(html).toContain('<html lang="en-CA"');
    expect(html).toContain("We&#x27;ll be right back");
    expect(html).toContain('content="noindex"');

    const post = await fetch(`${downOrigin}/fr/nous-joindre`, {
      method: "POST",
      body: "firstName=Am%C3%A9lie",
      headers: { origin: downOrigin, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(post.status).toBe(503);
    expectHeaders(post, "the French 503 page");
    const french = await post.text();
    expect(french).toContain('<html lang="fr-CA"');
    expect(french).toContain("Nous revenons dans un instant");
    // The static pages do not need an app server.
    expect((await fetch(`${downOrigin}/about-us`)).status).toBe(200);
  } finally {
    down.stop();
  }
});
