import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { Leads } from "../../app/lib/leads.server";
import { startNginx } from "../../scripts/nginx.mjs";
import { createAccount, get, post, setPassword, signIn } from "./admin";
import { type ServerProcess, startServer } from "./server-process";
import { readStore } from "./store";

/**
 * One address per page, in any letter case: React Router matches routes without regard to case,
 * so /ADMIN/leads/1 would be a second address of a lead's page, one that the back office's
 * headers and nginx's locations miss. Against a server of its own and nginx in front of it.
 */
test.describe.configure({ mode: "serial" });

const base = Number(process.env.E2E_PORT ?? 4173) + 240;
const OWNER = "owner@addresses.test";
const LEAD = { email: "amelie@addresses.test", company: "Boulangerie Majuscule" };

let server: ServerProcess;
let nginx: Awaited<ReturnType<typeof startNginx>>;
let cookie = "";
let leadId = 0;

test.beforeAll(async () => {
  server = await startServer(base);
  nginx = await startNginx(base + 1, [new URL(server.origin).host]);
  await setPassword(server.origin, createAccount(server, OWNER));
  cookie = (await signIn(server.origin, OWNER)).cookie ?? "";
  leadId = await readStore(
    (store) =>
      new Leads(store).add(
        {
          firstName: "Amélie",
          lastName: "Tremblay",
          company: LEAD.company,
          email: LEAD.email,
          phone: null,
          services: ["web"],
          budget: "Not sure yet",
          callbackTime: "Any time",
          description: "A bilingual website with online orders for our three bakeries.",
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
  nginx?.stop();
  await server?.kill();
});

/** Every back-office address of the route table, its data requests included. */
function backOfficeAddresses() {
  const table = readFileSync("app/routes.ts", "utf8");
  const paths = [...table.matchAll(/route\("(admin[^"]*)"/g)].map(([, path]) => `/${path}`);
  expect(paths.length).toBeGreaterThanOrEqual(14);
  return paths
    .filter((path) => !path.includes(":token"))
    .map((path) => path.replace(":id", String(leadId)))
    .flatMap((path) => (path.endsWith(".csv") ? [path] : [path, `${path}.data`]));
}

/** Two other spellings of an address: upper case, and each word capitalised. */
const spellings = (path: string) => [
  path.toUpperCase(),
  path.replace(
    /(^|[/-])([a-z])/g,
    (_, before: string, letter: string) => before + letter.toUpperCase(),
  ),
];

const origins = (): Array<[string, string]> => [
  ["Node", server.origin],
  ["nginx", nginx.origin],
];

test("every back-office address in another letter case answers 301 to its own, showing nothing", async () => {
  test.setTimeout(60_000);
  const problems: string[] = [];
  for (const [where, origin] of origins()) {
    for (const path of backOfficeAddresses()) {
      for (const shouted of spellings(path)) {
        const response = await get(origin, `${shouted}?q=Ada&page=2`, cookie);
        const body = await response.text();
        const location = response.headers.get("location");
        if (response.status !== 301 || location !== `${path}?q=Ada&page=2`) {
          problems.push(`${where} ${shouted}: ${response.status} to ${location}`);
        }
        if (body.includes(LEAD.email) || body.includes(LEAD.company)) {
          problems.push(`${where} ${shouted}: shows the lead`);
        }
        if (response.headers.get("cache-control") !== "no-store") {
          problems.push(
            `${where} ${shouted}: Cache-Control ${response.headers.get("cache-control")}`,
          );
        }
        if (response.headers.get("x-robots-tag") !== "noindex, nofollow") {
          problems.push(`${where} ${shouted}: no X-Robots-Tag`);
        }
      }
    }
    // An escaped letter is another spelling too.
    const escaped = await get(origin, `/%61dmin/leads/${leadId}`, cookie);
    expect(escaped.status, where).toBe(301);
    expect(escaped.headers.get("location"), where).toBe(`/admin/leads/${leadId}`);
  }
  expect(problems).toEqual([]);
  // The lower-case address itself is the page.
  expect((await get(server.origin, `/admin/leads/${leadId}`, cookie)).status).toBe(200);
});

test("a set-password link keeps its token's letter case; only its fixed part is lowered", async () => {
  const newcomer = "newcomer@addresses.test";
  const link = createAccount(server, newcomer, { role: "staff" });
  const token = link.slice("/admin/set-password/".length);
  expect(token).toMatch(/[A-Z]/);
  for (const [where, origin] of origins()) {
    const page = await get(origin, link);
    expect(page.status, where).toBe(200);
    expect(await page.text(), where).toContain(newcomer);
    const shouted = await get(origin, `/Admin/Set-Password/${token}`);
    expect(shouted.status, where).toBe(301);
    expect(shouted.headers.get("location"), where).toBe(link);
  }
});

test("a post to the back office in another letter case still carries its headers", async () => {
  for (const [where, origin] of origins()) {
    for (const path of [`/ADMIN/Leads/${leadId}`, `/%61dmin/leads/${leadId}`]) {
      const response = await post(origin, path, { intent: "note", note: "x" }, { cookie });
      expect(response.status, `${where} ${path}`).toBeLessThan(500);
      expect(response.headers.get("cache-control"), `${where} ${path}`).toBe("no-store");
      expect(response.headers.get("x-robots-tag"), `${where} ${path}`).toBe("noindex, nofollow");
      expect(await response.text(), `${where} ${path}`).not.toContain(LEAD.email);
    }
  }
  const lead = await readStore((store) => new Leads(store).byId(leadId), server.dataDir);
  expect(lead?.status).toBe("new");
});

test("a public page in another letter case answers 301 to its own; hashed assets keep their names", async () => {
  const html = await (await get(server.origin, "/")).text();
  // A prerendered page's hydration manifest names the module that lists its modules.
  const list = html.match(/"modules":"(\/assets\/route-data\/[0-9a-f]+\.js)"/)?.[1];
  if (!list) throw new Error("no list of modules in the home page's hydration manifest");
  const modules = await (await get(server.origin, list)).text();
  const asset = [...modules.matchAll(/"(\/assets\/[^"]+\.js)"/g)]
    .map(([, path]) => path ?? "")
    .find((path) => /[A-Z]/.test(path));
  if (!asset) throw new Error("no hashed asset with a capital letter on the home page");
  for (const [where, origin] of origins()) {
    for (const [from, to] of [
      ["/About-Us", "/about-us"],
      ["/ABOUT-US/", "/about-us"],
      ["/FR/Nous-Joindre?source=Mail", "/fr/nous-joindre?source=Mail"],
      ["/Insights/Category/Web", "/insights/category/web"],
    ] as const) {
      const response = await get(origin, from);
      expect(response.status, `${where} ${from}`).toBe(301);
      expect(response.headers.get("location"), `${where} ${from}`).toBe(to);
    }
    const served = await get(origin, asset);
    expect(served.status, `${where} ${asset}`).toBe(200);
    expect(served.headers.get("cache-control"), where).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("content-type"), where).toContain("javascript");
  }
});
