import { expect, test } from "@playwright/test";
import { signFormToken } from "../../app/lib/abuse.server";
import { Leads } from "../../app/lib/leads.server";
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
import {
  FORM_SECRET,
  rawRequest,
  type ServerProcess,
  startServer,
  validQuote,
} from "./server-process";
import { readStore } from "./store";

/**
 * The back office as an attacker tries it, against production servers of its own: anonymous
 * requests, guessing, a planted session cookie, forged posts, a staff account reaching for the
 * owner's pages, script in a lead. Sign-in allows 3 failures per account and 12 per address.
 */
test.describe.configure({ mode: "serial" });

const base = Number(process.env.E2E_PORT ?? 4173);
const OWNER = "owner@security.test";
const STAFF = "staff@security.test";
const LOCKED = "locked@security.test";
const XSS = {
  firstName: `<img src=x onerror="document.title='pwned'">`,
  lastName: "</td><script>document.title='pwned'</script>",
  company: `"><svg onload=alert(1)>`,
  description: "<script>document.title='pwned'</script> and a real brief for a bakery site.",
};

let server: ServerProcess;
let leadId: number;

test.beforeAll(async () => {
  server = await startServer(base + 220, {
    MIN_FILL_MS: "0",
    ADMIN_SIGNIN_MAX: "3",
    ADMIN_SIGNIN_ADDRESS_MAX: "12",
  });
  await setPassword(server.origin, createAccount(server, OWNER, { name: "Olivia Owner" }));
  await setPassword(
    server.origin,
    createAccount(server, STAFF, { role: "staff", name: "Sam Staff" }),
  );
  await setPassword(server.origin, createAccount(server, LOCKED, { role: "staff" }));
  // The public form refuses markup in names, so script can arrive only in the description; a
  // lead stored some other way (an import, an older rule) carries it in every field.
  const lead = await post(
    server.origin,
    "/contact-us",
    Object.fromEntries(
      validQuote({
        formToken: signFormToken(FORM_SECRET, Date.now()),
        description: XSS.description,
      }),
    ),
  );
  expect(lead.status).toBe(200);
  leadId = await readStore(
    (store) =>
      new Leads(store).add(
        {
          ...XSS,
          email: "amelie@boulangerie.ca",
          phone: null,
          services: ["web"],
          budget: "Not sure yet",
          callbackTime: "Any time",
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
  await server?.stop();
});

const pages = [
  "/admin",
  "/admin/leads",
  "/admin/bookings",
  "/admin/bookings/hosts",
  "/admin/subscribers",
  "/admin/analytics",
  "/admin/account",
  "/admin/content",
  "/admin/redirects",
  "/admin/staff",
  "/admin/audit",
];

test("every back-office address sends an anonymous visitor to the sign-in page, showing nothing", async () => {
  const addresses = [
    ...pages,
    `/admin/leads/${leadId}`,
    "/admin/leads?q=amelie",
    "/admin/leads.csv",
    "/admin/bookings.csv",
    "/admin/subscribers.csv",
    "/admin/leads.data",
    `/admin/leads/${leadId}.data`,
    "/admin/staff.data",
  ];
  for (const path of addresses) {
    for (const cookie of ["", "maplestack-admin=forged-token", "maplestack-admin="]) {
      const response = await get(server.origin, path, cookie);
      const body = await response.text();
      expect([302, 202, 204], `${path} ${cookie}`).toContain(response.status);
      if (response.status === 302) {
        expect(response.headers.get("location")).toMatch(/^\/admin\/sign-in\?next=/);
      }
      expect(body).not.toContain("amelie@boulangerie.ca");
      expect(body).not.toContain("Boulangerie");
      expect(body).not.toContain(OWNER);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  }
  // Posts change nothing either.
  const before = await readStore((store) => new Leads(store).byId(leadId), server.dataDir);
  for (const [path, fields] of [
    [`/admin/leads/${leadId}`, { intent: "status", status: "won", csrf: "x" }],
    [`/admin/leads/${leadId}`, { intent: "delete", confirm: "yes", csrf: "x" }],
    ["/admin/staff", { intent: "add", email: "mallory@evil.test", name: "M", role: "owner" }],
  ] as const) {
    const response = await post(server.origin, path, fields);
    expect(response.status, path).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/admin\/sign-in/);
  }
  expect(await readStore((store) => new Leads(store).byId(leadId), server.dataDir)).toEqual(before);
  const staff = await readStore(
    (store) => store.db.selectFrom("staff").select("email").execute(),
    server.dataDir,
  );
  expect(staff.map((row) => row.email)).not.toContain("mallory@evil.test");
});

test("the sign-in page is never indexed and the site never links to the back office", async () => {
  const response = await get(server.origin, "/admin/sign-in");
  expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
  const sitemap = await (await get(server.origin, "/sitemap.xml")).text();
  expect(sitemap).not.toContain("/admin");
  for (const path of ["/", "/contact-us", "/fr"]) {
    expect(await (await get(server.origin, path)).text()).not.toContain("/admin");
  }
});

test("a wrong password and an unknown email get the same answer; an account locks for an address after 3 failures", async () => {
  const wrong = await signIn(server.origin, LOCKED, "not the password at all");
  const unknown = await signIn(server.origin, "nobody@security.test", "not the password at all");
  expect(wrong.response.status).toBe(401);
  expect(unknown.response.status).toBe(401);
  const message = (body: string) => body.match(/role="alert"[^>]*>([^<]+)</)?.[1];
  expect(message(wrong.body)).toBe("That email address and password do not match an account.");
  expect(message(unknown.body)).toBe(message(wrong.body));
  expect(wrong.cookie).toBeUndefined();

  await signIn(server.origin, LOCKED, "second wrong try");
  await signIn(server.origin, LOCKED, "third wrong try");
  const locked = await signIn(server.origin, LOCKED, STAFF_PASSWORD);
  expect(locked.response.status).toBe(429);
  expect(locked.body).toContain("Too many attempts");
  expect(locked.cookie).toBeUndefined();
  // The lock is the account's from this address: the owner still signs in from it.
  expect((await signIn(server.origin, OWNER)).cookie).toBeDefined();
});

test("one address guessing many accounts is stopped, other addresses are not", async () => {
  const from = "127.0.0.7";
  const attempt = async (email: string, password: string) => {
    const form = await rawRequest(server.origin, "GET", "/admin/sign-in", { localAddress: from });
    const token = form.body.match(/name="token" value="([^"]+)"/)?.[1] ?? "";
    const cookie = form.headers["set-cookie"]?.split(";")[0] ?? "";
    const body = new URLSearchParams({ token, email, password }).toString();
    return rawRequest(server.origin, "POST", "/admin/sign-in", {
      localAddress: from,
      body,
      headers: {
        origin: server.origin,
        cookie,
        "content-type": "application/x-www-form-urlencoded",
      },
    });
  };
  for (let i = 0; i < 12; i++) {
    expect((await attempt(`guess${i}@security.test`, "password guess")).status).toBe(401);
  }
  expect((await attempt(OWNER, STAFF_PASSWORD)).status).toBe(429);
  expect((await signIn(server.origin, OWNER)).cookie).toBeDefined();
});

test("a session cookie planted before sign-in is replaced, and sign-out ends the session on the server", async () => {
  const planted = "maplestack-admin=attacker-chose-this-value";
  const first = await signIn(server.origin, OWNER, STAFF_PASSWORD, { cookie: planted });
  expect(first.cookie).toBeDefined();
  expect(first.cookie).not.toBe(planted);
  expect((await get(server.origin, "/admin/leads", planted)).status).toBe(302);
  const second = await signIn(server.origin, OWNER);
  expect(second.cookie).not.toBe(first.cookie);

  const cookie = first.cookie ?? "";
  expect((await get(server.origin, "/admin/leads", cookie)).status).toBe(200);
  const csrf = await csrfOf(server.origin, "/admin/leads", cookie);
  const out = await post(server.origin, "/admin/sign-out", { csrf }, { cookie });
  expect(out.status).toBe(302);
  expect(out.headers.get("set-cookie")).toMatch(/maplestack-admin=; .*Max-Age=0/);
  // The old cookie, kept by an attacker, opens nothing any more; the other session lives on.
  expect((await get(server.origin, "/admin/leads", cookie)).status).toBe(302);
  expect((await get(server.origin, "/admin/leads", second.cookie)).status).toBe(200);
});

test("a post without this session's CSRF token, or from another site, changes nothing", async () => {
  const owner = (await signIn(server.origin, OWNER)).cookie ?? "";
  const staff = (await signIn(server.origin, STAFF)).cookie ?? "";
  const staffCsrf = await csrfOf(server.origin, "/admin/leads", staff);
  const path = `/admin/leads/${leadId}`;
  const change = { intent: "status", status: "lost" };
  for (const fields of [
    change,
    { ...change, csrf: "" },
    { ...change, csrf: "guessed" },
    { ...change, csrf: staffCsrf },
  ]) {
    const response = await post(server.origin, path, fields, { cookie: owner });
    expect(response.status).toBe(403);
  }
  const csrf = await csrfOf(server.origin, path, owner);
  const forged = await post(
    server.origin,
    path,
    { ...change, csrf },
    {
      cookie: owner,
      from: "https://evil.example",
    },
  );
  expect(forged.status).toBe(403);
  expect((await readStore((store) => new Leads(store).byId(leadId), server.dataDir))?.status).toBe(
    "new",
  );
  // The sign-in form refuses a post from another site (login CSRF).
  const login = await post(
    server.origin,
    "/admin/sign-in",
    { token: "x", email: OWNER, password: STAFF_PASSWORD },
    { from: "https://evil.example" },
  );
  expect(login.status).toBe(403);
  expect(setCookies(login)["maplestack-admin"]).toBeUndefined();

  const allowed = await post(server.origin, path, { ...change, csrf }, { cookie: owner });
  expect(allowed.status).toBe(302);
  expect((await readStore((store) => new Leads(store).byId(leadId), server.dataDir))?.status).toBe(
    "lost",
  );
});

test("a staff account works the leads but cannot manage the team or read the audit log", async () => {
  const cookie = (await signIn(server.origin, STAFF)).cookie ?? "";
  const leads = await get(server.origin, "/admin/leads", cookie);
  expect(leads.status).toBe(200);
  const html = await leads.text();
  expect(html).not.toContain('href="/admin/staff"');
  expect(html).not.toContain('href="/admin/content"');
  for (const path of ["/admin/staff", "/admin/audit", "/admin/content", "/admin/redirects"]) {
    const response = await get(server.origin, path, cookie);
    expect(response.status, path).toBe(403);
    const body = await response.text();
    expect(body).toContain(
      ["/admin/content", "/admin/redirects"].includes(path)
        ? "Only an owner or an editor"
        : "Only an owner",
    );
    expect(body).not.toContain(OWNER);
    expect(body).not.toContain("en/services/");
  }
  const csrf = await csrfOf(server.origin, "/admin/leads", cookie);
  const staffRow = await readStore(
    (store) =>
      store.db.selectFrom("staff").selectAll().where("email", "=", STAFF).executeTakeFirstOrThrow(),
    server.dataDir,
  );
  const attempts: Record<string, string>[] = [
    { intent: "add", email: "friend@security.test", name: "Friend", role: "owner", csrf },
    { intent: "role", id: String(staffRow.id), role: "owner", csrf },
    { intent: "role", id: String(staffRow.id), role: "editor", csrf },
  ];
  for (const fields of attempts) {
    expect((await post(server.origin, "/admin/staff", fields, { cookie })).status).toBe(403);
  }
  const after = await readStore(
    (store) => store.db.selectFrom("staff").selectAll().execute(),
    server.dataDir,
  );
  expect(after.map((row) => row.email)).not.toContain("friend@security.test");
  expect(after.find((row) => row.email === STAFF)?.role).toBe("staff");
});

test("an owner makes a person an editor of one language; a role the page does not offer is refused", async () => {
  const EDITOR = "editor@security.test";
  await setPassword(server.origin, createAccount(server, EDITOR, { role: "staff" }));
  const cookie = (await signIn(server.origin, OWNER)).cookie ?? "";
  const csrf = await csrfOf(server.origin, "/admin/staff", cookie);
  const row = (email: string) =>
    readStore(
      (store) =>
        store.db
          .selectFrom("staff")
          .select(["id", "role", "content_language"])
          .where("email", "=", email)
          .executeTakeFirstOrThrow(),
      server.dataDir,
    );
  const target = await row(EDITOR);
  const change = (role: string) =>
    post(
      server.origin,
      "/admin/staff",
      { intent: "role", id: String(target.id), role, csrf },
      {
        cookie,
      },
    );
  expect((await change("editor-fr")).status).toBe(200);
  expect(await row(EDITOR)).toMatchObject({ role: "editor", content_language: "fr" });
  for (const forged of ["admin", "editor-de", "Owner", ""]) {
    expect((await change(forged)).status, forged).toBe(400);
  }
  expect(await row(EDITOR)).toMatchObject({ role: "editor", content_language: "fr" });
  const page = await (await get(server.origin, "/admin/staff", cookie)).text();
  expect(page).toContain("Editor, French only");
  const audit = await (await get(server.origin, "/admin/audit", cookie)).text();
  expect(audit).toContain("made editor, french only");
  // The new editor finds the content page in the menu, and every entry with its French twin.
  const editor = (await signIn(server.origin, EDITOR)).cookie ?? "";
  const leads = await (await get(server.origin, "/admin/leads", editor)).text();
  expect(leads).toContain('href="/admin/content"');
  const content = await get(server.origin, "/admin/content?q=SEO", editor);
  expect(content.status).toBe(200);
  const listed = await content.text();
  expect(listed).toContain("en/services/digital-marketing/seo.yaml");
  expect(listed).toContain("fr/services/digital-marketing/seo.yaml");
  expect(listed).toContain("Every entry has its French twin.");
  expect(listed).toContain("you may change the French entries only");
  expect((await change("staff")).status).toBe(200);
  expect(await row(EDITOR)).toMatchObject({ role: "staff", content_language: null });
  expect((await get(server.origin, "/admin/content", editor)).status).toBe(403);
});

test("script in a lead is shown as text in the back office, never run", async ({
  page,
  context,
}) => {
  const owner = (await signIn(server.origin, OWNER)).cookie ?? "";
  const csrf = await csrfOf(server.origin, `/admin/leads/${leadId}`, owner);
  await post(
    server.origin,
    `/admin/leads/${leadId}`,
    { intent: "note", note: XSS.lastName, csrf },
    { cookie: owner },
  );
  const [name, value] = owner.split("=") as [string, string];
  await context.addCookies([{ name, value, url: server.origin }]);
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  for (const path of ["/admin/leads", `/admin/leads/${leadId}`]) {
    await page.goto(`${server.origin}${path}`);
    await page.keyboard.press("Shift");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByText(XSS.firstName).first()).toBeVisible();
    await expect(page.locator("img[src=x], svg[onload]")).toHaveCount(0);
    expect(await page.title()).not.toBe("pwned");
  }
  await expect(page.getByText(XSS.description)).toBeVisible();
  await expect(page.getByText(XSS.lastName).last()).toBeVisible();
  expect(dialogs).toEqual([]);
});

test("with an app code on, the password alone opens nothing, and the code brings a new session", async () => {
  const email = "two-factor@security.test";
  await setPassword(server.origin, createAccount(server, email, { role: "staff" }));
  const plain = (await signIn(server.origin, email)).cookie ?? "";
  const account = await (await get(server.origin, "/admin/account", plain)).text();
  const secret = account.match(/name="secret" value="([A-Z2-7]+)"/)?.[1] ?? "";
  const csrf = account.match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";
  // The previous step's code turns it on (an app's code is good for a step either side), so
  // the current one is still unused for signing in.
  const otp = codeAt(secret, -1);
  const enabled = await post(
    server.origin,
    "/admin/account",
    { intent: "totp-on", secret, code: otp, csrf },
    { cookie: plain },
  );
  expect(enabled.status).toBe(200);

  const half = await signIn(server.origin, email);
  expect(half.response.status).toBe(302);
  expect(half.response.headers.get("location")).toMatch(/^\/admin\/sign-in\/code/);
  const halfCookie = half.cookie ?? "";
  // Half signed in: no page of the back office opens.
  expect((await get(server.origin, "/admin/leads", halfCookie)).status).toBe(302);
  const form = await (await get(server.origin, "/admin/sign-in/code", halfCookie)).text();
  const halfCsrf = form.match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";
  const wrong = await post(
    server.origin,
    "/admin/sign-in/code",
    { code: otp === "000000" ? "111111" : "000000", csrf: halfCsrf },
    { cookie: halfCookie },
  );
  expect(wrong.status).toBe(401);
  const now = codeAt(secret);
  const done = await post(
    server.origin,
    "/admin/sign-in/code",
    { code: now, csrf: halfCsrf, next: "/admin/leads" },
    { cookie: halfCookie },
  );
  expect(done.status).toBe(302);
  const full = setCookies(done)["maplestack-admin"];
  expect(full).toBeDefined();
  expect(`maplestack-admin=${full}`).not.toBe(halfCookie);
  expect((await get(server.origin, "/admin/leads", `maplestack-admin=${full}`)).status).toBe(200);
  expect((await get(server.origin, "/admin/leads", halfCookie)).status).toBe(302);
});

test("behind HTTPS the cookies are __Host- prefixed and Secure", async () => {
  const secure = await startServer(base + 221, { TRUST_PROXY: "1" });
  try {
    await setPassword(secure.origin, createAccount(secure, OWNER));
    const https = { "x-forwarded-proto": "https" };
    const form = await fetch(`${secure.origin}/admin/sign-in`, { headers: https });
    const signInCookie = form.headers.getSetCookie()[0] ?? "";
    expect(signInCookie).toMatch(
      /^__Host-maplestack-signin=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=3600; Secure$/,
    );
    const token = (await form.text()).match(/name="token" value="([^"]+)"/)?.[1] ?? "";
    const response = await fetch(`${secure.origin}/admin/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: {
        ...https,
        origin: `https://127.0.0.1:${base + 221}`,
        cookie: signInCookie.split(";")[0] ?? "",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ token, email: OWNER, password: STAFF_PASSWORD }),
    });
    expect(response.status).toBe(302);
    const session = response.headers.getSetCookie().find((line) => line.includes("-admin="));
    expect(session).toMatch(
      /^__Host-maplestack-admin=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/,
    );
    expect(session).not.toMatch(/Domain=/i);
  } finally {
    await secure.stop();
  }
});

test("a session ends after its idle time and after its absolute lifetime", async () => {
  const short = await startServer(base + 222, {
    ADMIN_IDLE_MS: "1500",
    ADMIN_SESSION_MAX_MS: "4000",
  });
  try {
    await setPassword(short.origin, createAccount(short, OWNER));
    const idle = (await signIn(short.origin, OWNER)).cookie ?? "";
    expect((await get(short.origin, "/admin/leads", idle)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1800));
    const ended = await get(short.origin, "/admin/leads", idle);
    expect(ended.status).toBe(302);
    expect(ended.headers.get("location")).toBe("/admin/sign-in?next=%2Fadmin%2Fleads");

    const busy = (await signIn(short.origin, OWNER)).cookie ?? "";
    const started = Date.now();
    while (Date.now() - started < 3500) {
      expect((await get(short.origin, "/admin/leads", busy)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await new Promise((resolve) => setTimeout(resolve, 4200 - (Date.now() - started)));
    expect((await get(short.origin, "/admin/leads", busy)).status).toBe(302);
  } finally {
    await short.stop();
  }
});

test("without JavaScript, the sign-in form signs in at the first try once its cookie has gone", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${server.origin}/admin/sign-in`);
    // As when the form was left open past its cookie's hour, or the cookies were cleared.
    await context.clearCookies();
    await page.getByLabel("Email address").fill(OWNER);
    await page.getByLabel("Password").fill(STAFF_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(`${server.origin}/admin/leads`);
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  } finally {
    await context.close();
  }
});

test("a sign-in answered without its cookie sets that cookie once, matching the form it shows", async () => {
  const form = await get(server.origin, "/admin/sign-in");
  const token = (await form.text()).match(/name="token" value="([^"]+)"/)?.[1] ?? "";
  const wrong = await post(server.origin, "/admin/sign-in", {
    token,
    email: OWNER,
    password: "not the password at all",
  });
  expect(wrong.status).toBe(401);
  const lines = wrong.headers
    .getSetCookie()
    .filter((line) => line.startsWith("maplestack-signin="));
  expect(lines).toHaveLength(1);
  const cookie = setCookies(wrong)["maplestack-signin"] ?? "";
  expect((await wrong.text()).match(/name="token" value="([^"]+)"/)?.[1]).toBe(cookie);
  const right = await post(
    server.origin,
    "/admin/sign-in",
    { token: cookie, email: OWNER, password: STAFF_PASSWORD },
    { cookie: `maplestack-signin=${cookie}` },
  );
  expect(right.status).toBe(302);
  expect(setCookies(right)["maplestack-admin"]).toBeDefined();
});

test("a sign-in forged by another site is refused, even with the form's cookie and token", async () => {
  const form = await get(server.origin, "/admin/sign-in");
  const token = (await form.text()).match(/name="token" value="([^"]+)"/)?.[1] ?? "";
  const cookie = `maplestack-signin=${setCookies(form)["maplestack-signin"]}`;
  const fields = { token, email: OWNER, password: STAFF_PASSWORD };
  const forged = await post(server.origin, "/admin/sign-in", fields, {
    cookie,
    from: "https://evil.example",
  });
  expect(forged.status).toBe(403);
  expect(setCookies(forged)["maplestack-admin"]).toBeUndefined();
  const crossSite = await rawRequest(server.origin, "POST", "/admin/sign-in", {
    body: new URLSearchParams(fields).toString(),
    headers: {
      origin: server.origin,
      "sec-fetch-site": "cross-site",
      cookie,
      "content-type": "application/x-www-form-urlencoded",
    },
  });
  expect(crossSite.status).toBe(403);
  expect(crossSite.headers["set-cookie"] ?? "").not.toContain("maplestack-admin=");
  const unnamed = await rawRequest(server.origin, "POST", "/admin/sign-in", {
    body: new URLSearchParams(fields).toString(),
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
  });
  expect(unnamed.status).toBe(403);
  expect(unnamed.headers["set-cookie"] ?? "").not.toContain("maplestack-admin=");
});
