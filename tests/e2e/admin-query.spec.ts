import { expect, test } from "@playwright/test";
import { Leads } from "../../app/lib/leads.server";
import { createAccount, setPassword, signIn } from "./admin";
import { type ServerProcess, startServer } from "./server-process";
import { readStore } from "./store";

/**
 * Every query value the back office reads, and its addresses' own parts, set to what a hand-
 * edited or forged link holds: an owner's session gets a page, a redirect or a 4xx, never a 5xx
 * and never a request that does not end.
 */
test.describe.configure({ mode: "serial" });

const base = Number(process.env.E2E_PORT ?? 4173) + 242;
const OWNER = "owner@queries.test";

let server: ServerProcess;
let cookie = "";
let leadId = 0;

test.beforeAll(async () => {
  server = await startServer(base);
  await setPassword(server.origin, createAccount(server, OWNER));
  cookie = (await signIn(server.origin, OWNER)).cookie ?? "";
  leadId = await readStore(
    (store) =>
      new Leads(store).add(
        {
          firstName: "Ada",
          lastName: "Lovelace",
          company: "Analytical Engines",
          email: "ada@queries.test",
          phone: null,
          services: ["web"],
          budget: "Not sure yet",
          callbackTime: "Any time",
          description: "A website for our engines, in English and French.",
          marketingConsent: false,
          consentWording: null,
          sourcePage: "/contact-us",
          language: "en",
        },
        { notify: false },
      ),
    server.dataDir,
  );
});

test.afterAll(async () => {
  // A request caught in a loop keeps the process from stopping politely.
  await server?.kill();
});

const odd = [
  "1e308",
  "-1",
  "0",
  "NaN",
  "Infinity",
  "1.5",
  "",
  " ",
  "2026-02-31",
  "2026-13-01",
  "9999-12-31",
  "0000-00-00",
  "x".repeat(5000),
  "\u0000",
  "é漢字🍁\u202e",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "__proto__",
  "constructor",
  "../../etc/passwd",
  "//evil.example",
  "-9007199254740993",
];

/** A parameter's odd values as query strings, with the shapes a query can take besides. */
const queries = (name: string) => [
  ...odd.map((value) => `${name}=${encodeURIComponent(value)}`),
  `${name}=1&${name}=2`,
  `${name}[]=1`,
  `${name}[0]=1&${name}[1]=2`,
  name,
  `${name}=%`,
  `${name}=%E0%A4%A`,
];

const leadFilters = ["q", "status", "category", "budget", "language", "from", "to", "page", "done"];

/** Each GET route of the back office (app/routes.ts) with the parameters its loader reads. */
const routes = (): Array<[string, string[]]> => [
  ["/admin", []],
  ["/admin/sign-in", ["next", "done"]],
  ["/admin/sign-in/code", ["next"]],
  ["/admin/sign-out", []],
  ["/admin/leads", leadFilters],
  ["/admin/leads.data", leadFilters],
  ["/admin/leads.csv", leadFilters],
  [`/admin/leads/${leadId}`, ["done"]],
  [`/admin/leads/${leadId}.data`, ["done"]],
  ["/admin/bookings", ["when", "host", "week", "done"]],
  ["/admin/bookings.data", ["when", "host", "week", "done"]],
  ["/admin/bookings.csv", ["when", "host"]],
  ["/admin/bookings/hosts", ["done"]],
  ["/admin/bookings/hosts.data", ["done"]],
  ["/admin/subscribers", ["status", "page"]],
  ["/admin/subscribers.data", ["status", "page"]],
  ["/admin/subscribers.csv", []],
  ["/admin/analytics", ["from", "to", "days"]],
  ["/admin/analytics.data", ["from", "to", "days"]],
  ["/admin/account", []],
  ["/admin/content", ["q"]],
  ["/admin/content.data", ["q"]],
  ["/admin/staff", []],
  ["/admin/audit", ["page"]],
  ["/admin/audit.data", ["page"]],
];

/** The addresses' own parts: a lead's number and a set-password link's token. */
const pathParts = () =>
  odd
    .filter(Boolean)
    .flatMap((value) => [
      `/admin/leads/${encodeURIComponent(value)}`,
      `/admin/set-password/${encodeURIComponent(value)}`,
    ]);

async function problemsOf(addresses: string[], session: string) {
  const problems: string[] = [];
  let next = 0;
  // Two at a time: enough to finish in time, little enough for a shared machine.
  const worker = async () => {
    for (let i = next++; i < addresses.length; i = next++) {
      const address = addresses[i] ?? "";
      try {
        const response = await fetch(new URL(address, server.origin), {
          redirect: "manual",
          headers: { cookie: session },
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer();
        if (response.status >= 500) problems.push(`${response.status} ${address.slice(0, 120)}`);
      } catch (error) {
        problems.push(`${String(error).slice(0, 60)} ${address.slice(0, 120)}`);
      }
    }
  };
  await Promise.all([worker(), worker()]);
  return problems;
}

test("odd query values on every back-office page get no 5xx, signed in as an owner", async () => {
  test.setTimeout(240_000);
  const addresses = routes().flatMap(([path, names]) => [
    ...(names.length ? names : ["page"]).flatMap((name) =>
      queries(name).map((query) => `${path}?${query}`),
    ),
    // Every parameter at once with the same value: from and to both in the year 9999, say.
    ...odd.map(
      (value) => `${path}?${names.map((name) => `${name}=${encodeURIComponent(value)}`).join("&")}`,
    ),
  ]);
  expect(addresses.length).toBeGreaterThan(900);
  expect(await problemsOf([...addresses, ...pathParts()], cookie)).toEqual([]);
});

test("odd query values on the sign-in pages get no 5xx without a session either", async () => {
  test.setTimeout(60_000);
  const addresses = ["/admin/sign-in", "/admin/sign-in/code"].flatMap((path) =>
    ["next", "done"].flatMap((name) => queries(name).map((query) => `${path}?${query}`)),
  );
  expect(await problemsOf(addresses, "")).toEqual([]);
  const notice = await fetch(new URL("/admin/sign-in?done=__proto__", server.origin));
  expect(notice.status).toBe(200);
});
