import { expect, test } from "@playwright/test";
import { Bookings } from "../../app/lib/booking/bookings.server";
import { startNginx } from "../../scripts/nginx.mjs";
import { createAccount, csrfOf, get, post, setPassword, signIn } from "./admin";
import { type ServerProcess, startServer } from "./server-process";
import { readStore } from "./store";

/**
 * The bookings as the team takes them out of the site, on a server of its own with nginx in
 * front: the CSV for the signed-in team only, and each host's calendar feed, a secret address
 * that calendar apps read without signing in, made by an owner or the host, ended at once when
 * replaced or revoked.
 */
test.describe.configure({ mode: "serial" });

const base = Number(process.env.E2E_PORT ?? 4173) + 345;
const OWNER = "owner@feeds.test";
/** A team member who is no host. */
const SAM = "sam@feeds.test";
/** Grace Liu, a host of app/content/booking.ts. */
const GRACE = 4;
const VISITOR = { name: '=HYPERLINK("http://evil.example","Click")', email: "zoe@feeds.test" };

let server: ServerProcess;
let nginx: Awaited<ReturnType<typeof startNginx>>;
let owner = "";
let sam = "";
let uid = "";

test.beforeAll(async () => {
  server = await startServer(base, { RATE_LIMIT_MAX: "1000" });
  nginx = await startNginx(base + 1, [new URL(server.origin).host]);
  await setPassword(server.origin, createAccount(server, OWNER));
  await setPassword(server.origin, createAccount(server, SAM, { role: "staff", name: "Sam" }));
  owner = (await signIn(server.origin, OWNER)).cookie ?? "";
  sam = (await signIn(server.origin, SAM)).cookie ?? "";
  expect(owner && sam).toBeTruthy();
  const start = Math.ceil((Date.now() + 3 * 24 * 3_600_000) / 3_600_000) * 3_600_000;
  const meeting = { start, end: start + 30 * 60_000 };
  const made = await readStore(
    (store) => new Bookings(store, "unused").insert(GRACE, meeting, meeting, VISITOR),
    server.dataDir,
  );
  if (!made.ok) throw new Error("the booking was not made");
  uid = made.uid;
});

test.afterAll(async () => {
  nginx?.stop();
  await server?.stop();
});

const auditActions = () =>
  readStore(
    async (store) =>
      (await store.db.selectFrom("audit_log").select("action").orderBy("id").execute()).map(
        (row) => row.action,
      ),
    server.dataDir,
  );

test("the bookings CSV is for the signed-in team only, with its cells defused", async () => {
  const anonymous = await get(server.origin, "/admin/bookings.csv");
  expect(anonymous.status).toBe(302);
  expect(anonymous.headers.get("location")).toBe("/admin/sign-in?next=%2Fadmin%2Fbookings.csv");
  expect(await anonymous.text()).not.toContain(VISITOR.email);

  const csv = await get(server.origin, `/admin/bookings.csv?when=upcoming&host=${GRACE}`, owner);
  expect(csv.status).toBe(200);
  expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(csv.headers.get("content-disposition")).toMatch(
    /^attachment; filename="maplestack-bookings-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  expect(csv.headers.get("cache-control")).toBe("no-store");
  const text = await csv.text();
  expect(text).toMatch(/^"id","status","start_toronto","start_utc","duration_minutes","host"/);
  expect(text).toContain(`"Grace Liu","'=HYPERLINK(""http://evil.example"",""Click"")"`);
  expect(text).toContain(`"${VISITOR.email}"`);
  // Another person's bookings, or the past ones, hold none of Grace's.
  expect(
    await (await get(server.origin, "/admin/bookings.csv?host=1", owner)).text(),
  ).not.toContain(VISITOR.email);
  expect(
    await (await get(server.origin, "/admin/bookings.csv?when=past", owner)).text(),
  ).not.toContain(VISITOR.email);
  expect(await auditActions()).toContain("exported bookings");
});

test("only an owner or the host makes a host's feed address, with the session's token", async () => {
  const form = (csrf: string) => ({ id: String(GRACE), intent: "feed-create", csrf });
  const anonymous = await post(server.origin, "/admin/bookings/hosts", form("x"));
  expect(anonymous.status).toBe(302);
  expect(anonymous.headers.get("location")).toMatch(/^\/admin\/sign-in/);
  const forged = await post(server.origin, "/admin/bookings/hosts", form("x"), { cookie: owner });
  expect(forged.status).toBe(403);
  const samCsrf = await csrfOf(server.origin, "/admin/bookings/hosts", sam);
  const notTheirs = await post(server.origin, "/admin/bookings/hosts", form(samCsrf), {
    cookie: sam,
  });
  expect(notTheirs.status).toBe(403);
  const feeds = await readStore(
    (store) => store.db.selectFrom("booking_host_feeds").selectAll().execute(),
    server.dataDir,
  );
  expect(feeds).toEqual([]);
  // Sam sees that Grace has no feed, and no button to make one.
  const page = await (await get(server.origin, "/admin/bookings/hosts", sam)).text();
  expect(page).toContain("No feed address.");
  expect(page).not.toContain("Create a feed address");
});

test("an owner makes a feed address; calendar apps read it, through nginx too, until it is replaced or revoked", async () => {
  const csrf = await csrfOf(server.origin, "/admin/bookings/hosts", owner);
  const send = (intent: string) =>
    post(
      server.origin,
      "/admin/bookings/hosts",
      { id: String(GRACE), intent, csrf },
      { cookie: owner },
    );
  const addressIn = async (response: Response) => {
    expect(response.status).toBe(200);
    const path = (await response.text()).match(/\/calendar\/[0-9a-f]{64}\.ics/)?.[0];
    expect(path).toBeTruthy();
    return path ?? "";
  };
  const first = await addressIn(await send("feed-create"));

  for (const origin of [server.origin, nginx.origin]) {
    const feed = await get(origin, first);
    expect(feed.status, origin).toBe(200);
    expect(feed.headers.get("content-type"), origin).toBe("text/calendar; charset=utf-8");
    expect(feed.headers.get("cache-control"), origin).toContain("no-store");
    expect(feed.headers.get("x-robots-tag"), origin).toContain("noindex");
    expect(feed.headers.get("referrer-policy"), origin).toMatch(/(^|, )no-referrer$/);
    const body = await feed.text();
    expect(body, origin).toContain("METHOD:PUBLISH");
    expect(body, origin).toContain(`UID:${uid}`);
    expect(body, origin).toContain("DTSTART;TZID=America/Toronto:");
    expect(body.endsWith("END:VCALENDAR\r\n"), origin).toBe(true);
  }
  // A calendar app reads; it never posts.
  expect((await post(server.origin, first, {})).status).toBe(405);

  // The address is shown once: the page says a feed exists, never where.
  const page = await (await get(server.origin, "/admin/bookings/hosts", owner)).text();
  expect(page).toContain("A feed address exists (created");
  expect(page).not.toContain(first);
  // A second "Create" does not hand out a second address.
  expect((await send("feed-create")).status).toBe(409);

  const second = await addressIn(await send("feed-replace"));
  expect(second).not.toBe(first);
  expect((await get(server.origin, first)).status).toBe(404);
  expect((await get(server.origin, second)).status).toBe(200);

  const revoked = await send("feed-revoke");
  expect(revoked.status).toBe(302);
  expect(revoked.headers.get("location")).toBe("/admin/bookings/hosts?done=feed-revoked");
  for (const origin of [server.origin, nginx.origin]) {
    for (const path of [first, second]) {
      const gone = await get(origin, path);
      expect(gone.status, `${origin}${path}`).toBe(404);
      expect(await gone.text()).not.toContain(uid);
    }
  }
  expect((await get(server.origin, `/calendar/${"0".repeat(64)}.ics`)).status).toBe(404);
  expect((await get(server.origin, "/calendar/not-a-token.ics")).status).toBe(404);
  expect(await auditActions()).toEqual(
    expect.arrayContaining([
      "calendar feed created",
      "calendar feed replaced",
      "calendar feed revoked",
    ]),
  );
});
