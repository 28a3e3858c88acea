import { expect, test } from "@playwright/test";
import type { StoreLocation } from "../../app/lib/db.server";
import { startPostgres } from "../../scripts/postgres.mjs";
import {
  codeAt,
  createAccount,
  csrfOf,
  get,
  post,
  STAFF_PASSWORD,
  setCookies,
  setPassword,
  signIn,
} from "./admin";
import { rawRequest, type ServerProcess, startServer, tempDataDir } from "./server-process";
import { readStore } from "./store";

/**
 * The back office tried as an attacker would, with requests sent at once, from several
 * addresses, and with a session alone: each server here has its own data.
 */
test.describe.configure({ mode: "serial" });

const base = Number(process.env.E2E_PORT ?? 4173) + 250;
const OWNER = "owner@burst.test";
/** The account whose email the attacker knows, in the lockout test. */
const TARGET = "target@burst.test";

/** A sign-in form's token and its cookie, as a browser gets them. */
async function signInForm(origin: string) {
  const form = await get(origin, "/admin/sign-in");
  const token = (await form.text()).match(/name="token" value="([^"]+)"/)?.[1] ?? "";
  return { token, cookie: `maplestack-signin=${setCookies(form)["maplestack-signin"]}` };
}

/** One sign-in from a given loopback address, with the cookies a browser would carry. */
async function signInFrom(
  origin: string,
  email: string,
  password: string,
  { from, cookie = "" }: { from: string; cookie?: string },
) {
  const form = await rawRequest(origin, "GET", "/admin/sign-in", {
    localAddress: from,
    headers: { cookie },
  });
  const token = form.body.match(/name="token" value="([^"]+)"/)?.[1] ?? "";
  const signInCookie = form.headers["set-cookie"]?.split(";")[0] ?? "";
  return rawRequest(origin, "POST", "/admin/sign-in", {
    localAddress: from,
    body: new URLSearchParams({ token, email, password, next: "/admin/leads" }).toString(),
    headers: {
      origin,
      cookie: [cookie, signInCookie].filter(Boolean).join("; "),
      "content-type": "application/x-www-form-urlencoded",
    },
  });
}

/** The cookie of a raw response's Set-Cookie lines, by name. */
function rawCookie(setCookie: string | undefined, name: string) {
  const line = (setCookie ?? "")
    .split(/,(?=\s*[\w-]+=)/)
    .find((part) => part.trim().startsWith(`${name}=`));
  return line?.trim().split(";")[0];
}

/**
 * 100 sign-ins for one account posted at once (the right password last), spread over the
 * servers: each attempt is counted before its password is checked, so at most the limit (5)
 * are checked, whatever the engine and however many servers share it.
 */
async function burst(servers: ServerProcess[], location: StoreLocation) {
  const { token, cookie } = await signInForm(servers[0]?.origin ?? "");
  const started = performance.now();
  const responses = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      post(
        servers[i % servers.length]?.origin ?? "",
        "/admin/sign-in",
        {
          token,
          email: OWNER,
          password: i === 99 ? STAFF_PASSWORD : `guess number ${i}`,
          next: "/admin/leads",
        },
        { cookie },
      ),
    ),
  );
  const ms = Math.round(performance.now() - started);
  const statuses = responses.map((response) => response.status);
  const count = (status: number) => statuses.filter((s) => s === status).length;
  const checked = count(401) + count(302);
  expect(checked, `statuses: ${statuses.join(" ")}`).toBeLessThanOrEqual(5);
  expect(count(429) + count(503) + checked).toBe(100);
  const refused = await readStore(
    (store) =>
      store.db
        .selectFrom("audit_log")
        .select("id")
        .where("action", "=", "sign-in refused")
        .execute(),
    location,
  );
  expect(refused.length).toBe(count(401));
  return { checked, refused: count(429), busy: count(503), ms };
}

test("100 sign-ins sent at once check at most 5 passwords: two servers on one SQLite file", async () => {
  test.setTimeout(90_000);
  const dataDir = tempDataDir("burst-sqlite");
  const servers = await Promise.all([
    startServer(base, {}, dataDir),
    startServer(base + 1, {}, dataDir),
  ]);
  try {
    await setPassword(servers[0].origin, createAccount({ dataDir }, OWNER));
    const figures = await burst(servers, { dataDir });
    console.info(`SQLite, 2 servers: 100 sent, ${JSON.stringify(figures)}`);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
});

test("100 sign-ins sent at once check at most 5 passwords: two servers on one PostgreSQL", async () => {
  test.setTimeout(120_000);
  const postgres = await startPostgres();
  try {
    const databaseUrl = await postgres.createDatabase("burst");
    const settings = { DATABASE_URL: databaseUrl };
    const servers = await Promise.all([
      startServer(base + 2, settings),
      startServer(base + 3, settings),
    ]);
    try {
      const location = { dataDir: servers[0].dataDir, databaseUrl };
      await setPassword(servers[0].origin, createAccount(location, OWNER));
      const figures = await burst(servers, location);
      console.info(`PostgreSQL, 2 servers: 100 sent, ${JSON.stringify(figures)}`);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  } finally {
    postgres.stop();
  }
});

test.describe("one server", () => {
  let server: ServerProcess;
  test.beforeAll(async () => {
    server = await startServer(base + 4, { ADMIN_SIGNIN_ACCOUNT_MAX: "8" });
    await setPassword(server.origin, createAccount(server, OWNER, { name: "Olivia Owner" }));
    await setPassword(server.origin, createAccount(server, "staff@burst.test", { role: "staff" }));
    await setPassword(server.origin, createAccount(server, TARGET, { name: "Thea Target" }));
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("whoever knows the owner's email cannot keep the owner out; guesses over many addresses are slowed", async () => {
    // Five wrong passwords from one address close that address's door for this account only.
    for (let i = 0; i < 5; i++) {
      expect(
        (await signInFrom(server.origin, TARGET, "wrong guess", { from: "127.0.0.5" })).status,
      ).toBe(401);
    }
    expect(
      (await signInFrom(server.origin, TARGET, STAFF_PASSWORD, { from: "127.0.0.5" })).status,
    ).toBe(429);
    // The owner, from their own address, signs in; their browser is remembered.
    const owner = await signInFrom(server.origin, TARGET, STAFF_PASSWORD, { from: "127.0.0.1" });
    expect(owner.status).toBe(302);
    const device = rawCookie(owner.headers["set-cookie"], "maplestack-device");
    expect(device).toBeDefined();
    // Guesses spread over four more addresses, within each pair's limit, pass the account's.
    for (const from of ["127.0.0.6", "127.0.0.7", "127.0.0.8", "127.0.0.9"]) {
      await signInFrom(server.origin, TARGET, "wrong guess", { from });
    }
    const stranger = await signInFrom(server.origin, TARGET, STAFF_PASSWORD, {
      from: "127.0.0.20",
    });
    expect(stranger.status).toBe(429);
    // The owner's browser keeps its own count, from any address.
    const again = await signInFrom(server.origin, TARGET, STAFF_PASSWORD, {
      from: "127.0.0.20",
      cookie: device,
    });
    expect(again.status).toBe(302);
  });

  test("without JavaScript, a wrong password and then the right one signs in", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.origin}/admin/sign-in`);
    await page.getByLabel("Email address").fill("staff@burst.test");
    await page.getByLabel("Password").fill("not my password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toContainText("do not match an account");
    await page.getByLabel("Password").fill(STAFF_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await context.close();
  });

  /** Makes a session's last password check older than the few minutes sensitive changes allow. */
  const ageConfirmation = () =>
    readStore(
      (store) => store.db.updateTable("staff_sessions").set({ reauth_at: 0 }).execute(),
      server.dataDir,
    );
  const staffRow = (email: string) =>
    readStore(
      (store) =>
        store.db
          .selectFrom("staff")
          .selectAll()
          .where("email", "=", email)
          .executeTakeFirstOrThrow(),
      server.dataDir,
    );

  test("a session alone cannot change the second factor or the team: the password (and code) are asked again", async () => {
    const cookie = (await signIn(server.origin, OWNER)).cookie ?? "";
    await ageConfirmation();
    const account = await (await get(server.origin, "/admin/account", cookie)).text();
    expect(account).toContain("Changes here ask for your password first");
    expect(account).not.toContain('name="secret"');
    const csrf = await csrfOf(server.origin, "/admin/account", cookie);
    const secret = "JBSWY3DPEHPK3PXPJBSWY3DP";
    const toConfirm = "/admin/confirm?next=%2Fadmin%2Faccount";

    const on = await post(
      server.origin,
      "/admin/account",
      { intent: "totp-on", secret, code: codeAt(secret), csrf },
      { cookie },
    );
    expect(on.status).toBe(302);
    expect(on.headers.get("location")).toBe(toConfirm);
    expect((await staffRow(OWNER)).totp_secret).toBeNull();

    const staff = await staffRow("staff@burst.test");
    const changes: Record<string, string>[] = [
      { intent: "role", id: String(staff.id), role: "owner" },
      { intent: "disable", id: String(staff.id) },
      { intent: "link", id: String(staff.id) },
      { intent: "add", email: "friend@burst.test", name: "Friend", role: "owner" },
    ];
    for (const fields of changes) {
      const response = await post(server.origin, "/admin/staff", { ...fields, csrf }, { cookie });
      expect(response.status, fields.intent).toBe(302);
      expect(response.headers.get("location")).toBe("/admin/confirm?next=%2Fadmin%2Fstaff");
    }
    expect(await staffRow("staff@burst.test")).toEqual(staff);
    const tokens = await readStore(
      (store) => store.db.selectFrom("staff_tokens").selectAll().execute(),
      server.dataDir,
    );
    expect(
      tokens.filter((row) => Number(row.staff_id) === Number(staff.id) && !row.used_at),
    ).toEqual([]);

    // Confirming: a wrong password changes nothing, the right one opens the changes.
    const confirmCsrf = await csrfOf(server.origin, toConfirm, cookie);
    const confirm = (fields: Record<string, string>) =>
      post(
        server.origin,
        "/admin/confirm",
        { ...fields, csrf: confirmCsrf, next: "/admin/account" },
        { cookie },
      );
    expect((await confirm({ password: "not the password" })).status).toBe(401);
    const confirmed = await confirm({ password: STAFF_PASSWORD });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/admin/account");
    const setup = await (await get(server.origin, "/admin/account", cookie)).text();
    const offered = setup.match(/name="secret" value="([A-Z2-7]+)"/)?.[1] ?? "";
    expect(offered).not.toBe("");
    const enabled = await post(
      server.origin,
      "/admin/account",
      { intent: "totp-on", secret: offered, code: codeAt(offered, -1), csrf },
      { cookie },
    );
    expect(enabled.status).toBe(200);

    // With a code on, turning it off asks for the password and the code.
    await ageConfirmation();
    const off = await post(
      server.origin,
      "/admin/account",
      { intent: "totp-off", csrf },
      { cookie },
    );
    expect(off.headers.get("location")).toBe(toConfirm);
    expect((await confirm({ password: STAFF_PASSWORD })).status).toBe(401);
    expect((await confirm({ password: STAFF_PASSWORD, code: codeAt(offered) })).status).toBe(302);
    const offNow = await post(
      server.origin,
      "/admin/account",
      { intent: "totp-off", csrf },
      { cookie },
    );
    expect(offNow.status).toBe(200);
    expect((await staffRow(OWNER)).totp_secret).toBeNull();
  });

  test("the same app code signs in once, even sent from two addresses at once", async () => {
    const email = "coded@burst.test";
    await setPassword(server.origin, createAccount(server, email, { role: "staff" }));
    const cookie = (await signIn(server.origin, email)).cookie ?? "";
    const csrf = await csrfOf(server.origin, "/admin/account", cookie);
    const page = await (await get(server.origin, "/admin/account", cookie)).text();
    const secret = page.match(/name="secret" value="([A-Z2-7]+)"/)?.[1] ?? "";
    const on = await post(
      server.origin,
      "/admin/account",
      { intent: "totp-on", secret, code: codeAt(secret, -1), csrf },
      { cookie },
    );
    expect(on.status).toBe(200);

    const halves = await Promise.all(
      ["127.0.0.2", "127.0.0.3"].map(async (from) => {
        const half = await signInFrom(server.origin, email, STAFF_PASSWORD, { from });
        expect(half.status).toBe(302);
        const session = rawCookie(half.headers["set-cookie"], "maplestack-admin") ?? "";
        const form = await rawRequest(server.origin, "GET", "/admin/sign-in/code", {
          localAddress: from,
          headers: { cookie: session },
        });
        return { from, session, csrf: form.body.match(/name="csrf" value="([^"]+)"/)?.[1] ?? "" };
      }),
    );
    const code = codeAt(secret);
    const answers = await Promise.all(
      halves.map(({ from, session, csrf: halfCsrf }) =>
        rawRequest(server.origin, "POST", "/admin/sign-in/code", {
          localAddress: from,
          body: new URLSearchParams({ code, csrf: halfCsrf, next: "/admin/leads" }).toString(),
          headers: {
            origin: server.origin,
            cookie: session,
            "content-type": "application/x-www-form-urlencoded",
          },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([302, 401]);
  });
});
