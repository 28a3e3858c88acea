import { expect, test } from "@playwright/test";
import { startNginx, startTlsTerminator } from "../../scripts/nginx.mjs";
import { createAccount, STAFF_PASSWORD, setPassword } from "./admin";
import { type RawResponse, rawRequest, type ServerProcess, startServer } from "./server-process";

/**
 * The shipped topology for real: a TLS terminator (nginx with a self-signed certificate) in
 * front of the shipped nginx configuration, in front of a Node server with TRUST_PROXY=1.
 * Visitors connect from loopback addresses of their own; the terminator connects from
 * 127.0.0.1, the address the shipped configuration is told to trust.
 */
test.describe.configure({ mode: "serial" });

const base = Number(process.env.E2E_PORT ?? 4173) + 250;
const ports = { terminator: base, nginx: base + 1, node: base + 2 };
const LIMIT = 3;
const OWNER = "owner@proxy-chain.test";

let node: ServerProcess;
let nginx: Awaited<ReturnType<typeof startNginx>>;
let terminator: Awaited<ReturnType<typeof startTlsTerminator>>;

test.beforeAll(async () => {
  node = await startServer(ports.node, { TRUST_PROXY: "1", RATE_LIMIT_MAX: String(LIMIT) });
  nginx = await startNginx(ports.nginx, [`127.0.0.1:${ports.node}`], { terminator: "127.0.0.1" });
  terminator = await startTlsTerminator(ports.terminator, `127.0.0.1:${ports.nginx}`);
});

test.afterAll(async () => {
  terminator?.stop();
  nginx?.stop();
  await node?.stop();
});

const setCookieLines = (response: RawResponse) =>
  (response.headers["set-cookie"] ?? "").split(/,\s*(?=[^;=\s]+=)/).filter(Boolean);

let subscribers = 0;

/** A newsletter sign-up as the site's form sends it: 200 until the address's limit, then 429. */
const subscribe = (origin: string, localAddress: string, headers: Record<string, string> = {}) =>
  rawRequest(origin, "POST", "/newsletter", {
    localAddress,
    headers: {
      origin,
      "content-type": "application/x-www-form-urlencoded",
      ...headers,
    },
    body: new URLSearchParams({ email: `reader-${++subscribers}@example.ca` }).toString(),
  });

test("a sign-in over HTTPS through both proxies gets a Secure, __Host- session cookie", async () => {
  await setPassword(node.origin, createAccount(node, OWNER));
  const form = await rawRequest(terminator.origin, "GET", "/admin/sign-in", {
    localAddress: "127.0.0.2",
  });
  expect(form.status).toBe(200);
  const signInCookie = setCookieLines(form)[0] ?? "";
  expect(signInCookie).toMatch(/^__Host-maplestack-signin=[\w-]+;.*; Secure$/);
  const token = form.body.match(/name="token" value="([^"]+)"/)?.[1] ?? "";
  const signedIn = await rawRequest(terminator.origin, "POST", "/admin/sign-in", {
    localAddress: "127.0.0.2",
    headers: {
      origin: terminator.origin,
      cookie: signInCookie.split(";")[0] ?? "",
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ token, email: OWNER, password: STAFF_PASSWORD }).toString(),
  });
  expect(signedIn.status).toBe(302);
  const session = setCookieLines(signedIn).find((line) => line.includes("-admin="));
  expect(session).toMatch(/^__Host-maplestack-admin=[\w-]{43}; Path=\/; HttpOnly; .*; Secure$/);
});

test("two visitors behind the terminator are limited apart", async () => {
  const statuses: number[] = [];
  for (let i = 0; i <= LIMIT; i++) {
    statuses.push((await subscribe(terminator.origin, "127.0.0.3")).status);
  }
  expect(statuses).toEqual([...Array(LIMIT).fill(200), 429]);
  expect((await subscribe(terminator.origin, "127.0.0.4")).status).toBe(200);
});

test("a visitor who forges X-Forwarded-For and X-Forwarded-Proto is still counted at their own address", async () => {
  const forged = (i: number) => ({
    "x-forwarded-for": `203.0.113.${i}, 127.0.0.1`,
    "x-forwarded-proto": "http",
  });
  const viaTerminator: number[] = [];
  for (let i = 0; i <= LIMIT; i++) {
    viaTerminator.push((await subscribe(terminator.origin, "127.0.0.5", forged(i))).status);
  }
  expect(viaTerminator).toEqual([...Array(LIMIT).fill(200), 429]);

  // Straight to nginx, around the terminator: nothing the visitor writes is believed, neither
  // the address nor https.
  const around: number[] = [];
  for (let i = 0; i <= LIMIT; i++) {
    const headers = { ...forged(i), "x-forwarded-proto": "https" };
    around.push((await subscribe(nginx.origin, "127.0.0.6", headers)).status);
  }
  expect(around).toEqual([...Array(LIMIT).fill(200), 429]);
  const form = await rawRequest(nginx.origin, "GET", "/admin/sign-in", {
    localAddress: "127.0.0.6",
    headers: { "x-forwarded-proto": "https" },
  });
  expect(setCookieLines(form)[0]).toMatch(/^maplestack-signin=[^;]+; Path=\/; HttpOnly;/);
  expect(setCookieLines(form)[0]).not.toContain("Secure");
});
