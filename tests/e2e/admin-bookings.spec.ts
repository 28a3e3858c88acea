import { expect, test } from "@playwright/test";
import { startRadicale } from "../../scripts/radicale.mjs";
import { createAccount, csrfOf, get, post, setPassword, signIn } from "./admin";
import { type ServerProcess, startServer } from "./server-process";
import { SmtpSink } from "./smtp-sink";
import { expectNoAxeViolations } from "./support";

/**
 * Bookings as the team and an attacker meet them, on a server of their own with a mailbox:
 * each invitation sent once (REQUEST, then CANCEL with the same UID), the bookings page with
 * statuses and notes, availability that the booking page follows at once, and who may change
 * whose hours.
 */
test.describe.configure({ mode: "serial" });

const port = Number(process.env.E2E_PORT ?? 4173) + 317;
const OWNER = "owner@bookings.test";
/** A team member whose address is a host's (Grace Liu's, app/content/booking.ts). */
const GRACE = "grace@maplestack.ca";
const host = { priya: 1, grace: 4 };

let server: ServerProcess;
let sink: SmtpSink;
let owner = "";
let grace = "";

test.beforeAll(async () => {
  sink = new SmtpSink(port + 1);
  await sink.start();
  server = await startServer(port, {
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(port + 1),
    OUTBOX_POLL_MS: "100",
    MIN_FILL_MS: "0",
    RATE_LIMIT_MAX: "1000",
    CALENDAR_TIMEOUT_MS: "2000",
    // A visitor's cancellation waits this long for an undo before its emails go.
    BOOKING_UNDO_MS: "1000",
    // The journeys' Radicale, on a loopback port chosen once it starts.
    CALDAV_ALLOW_HOSTS: "127.0.0.1",
  });
  await setPassword(server.origin, createAccount({ dataDir: server.dataDir }, OWNER));
  await setPassword(
    server.origin,
    createAccount({ dataDir: server.dataDir }, GRACE, { role: "staff", name: "Grace Liu" }),
  );
  owner = (await signIn(server.origin, OWNER)).cookie ?? "";
  grace = (await signIn(server.origin, GRACE)).cookie ?? "";
  expect(owner && grace).toBeTruthy();
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.stop();
});

const slotsOf = (html: string) => [...html.matchAll(/name="slot" value="(\d+)"/g)].map((m) => m[1]);
const torontoTime = (instant: number) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Toronto",
    weekday: "long",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(instant);

/** Books the first free time of a host through the public form, as a browser without JS. */
async function book(hostId: number, email: string, path = "/book") {
  const page = await (
    await get(server.origin, `${path}?topic=artificial-intelligence&host=${hostId}`)
  ).text();
  const token = page.match(/name="formToken" value="([^"]+)"/)?.[1] ?? "";
  const slot = slotsOf(page)[0] ?? "";
  const response = await post(server.origin, path, {
    formToken: token,
    topic: "artificial-intelligence",
    host: String(hostId),
    zone: "America/Vancouver",
    slot,
    meetingMode: "video",
    firstName: "Zoé",
    lastName: "Tremblay",
    company: "Atelier Zoé",
    email,
  });
  expect(response.status).toBe(303);
  return { slot, manage: response.headers.get("location") ?? "" };
}

/** A raw message's quoted-printable parts decoded, as a mail program shows them. */
const readable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/** The messages sent to an address (its To header, not a Reply-To). */
async function mailsTo(address: string, count: number) {
  const to = (raw: string) => raw.includes(`\r\nTo: ${address}\r\n`);
  await expect
    .poll(() => sink.received.filter(to).length, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(count);
  // Then a while longer: nothing more comes.
  await new Promise((resolve) => setTimeout(resolve, 800));
  return sink.received.filter(to);
}

test("each invitation goes once: a REQUEST on booking, a CANCEL with the same UID on cancelling", async () => {
  const visitor = "zoe.invite@example.ca";
  const { manage, slot } = await book(host.grace, visitor);
  const [invitation, ...more] = await mailsTo(visitor, 1);
  expect(more).toEqual([]);
  expect(await mailsTo(GRACE, 1)).toHaveLength(1);
  // The subject opens on the day of the first free time, in the visitor's zone.
  const day = new Date(Number(slot)).toLocaleDateString("en-CA", {
    weekday: "long",
    timeZone: "America/Vancouver",
  });
  expect(invitation).toContain(`Subject: =?UTF-8?Q?Your_free_consultation=3A_${day}`);
  expect(invitation).toMatch(/text\/calendar; ?charset=utf-8; ?method=REQUEST/i);
  expect(invitation).toContain("METHOD:REQUEST");
  const uid = invitation?.match(/UID:(\S+)/)?.[1];
  expect(uid).toBeTruthy();
  // The signed link in the email is the booking's page.
  const text = readable(invitation ?? "");
  expect(text).toMatch(new RegExp(`\\nhttps?://[^/]+${manage.replace(/\?.*$/, "")}\\r?\\n`));
  expect(text).toContain("Pacific Time — Vancouver");

  const csrfFree = await post(server.origin, manage, { intent: "cancel" });
  expect(csrfFree.status).toBe(200);
  const [, cancellation] = await mailsTo(visitor, 2);
  expect(cancellation).toContain("METHOD:CANCEL");
  expect(cancellation).toContain(`UID:${uid}`);
  expect(cancellation).toContain("SEQUENCE:1");
  expect(await mailsTo(visitor, 2)).toHaveLength(2);
});

test("a cancel from another site is refused, and a forged link finds nothing", async () => {
  const { manage } = await book(host.grace, "zoe.forged@example.ca");
  const foreign = await post(
    server.origin,
    manage,
    { intent: "cancel" },
    { from: "https://evil.example" },
  );
  expect(foreign.status).toBe(403);
  const forged = manage.replace(/\/[A-Za-z0-9_-]{43}/, `/${"B".repeat(43)}`);
  expect((await post(server.origin, forged, { intent: "cancel" })).status).toBe(404);
  expect((await get(server.origin, manage)).status).toBe(200);
});

test("the bookings page lists them by person and takes a status and a note, escaped", async () => {
  const { manage } = await book(host.grace, "zoe.listed@example.ca");
  const page = await (await get(server.origin, `/admin/bookings?host=${host.grace}`, owner)).text();
  expect(page).toContain("zoe.listed@example.ca");
  expect(page).toContain("Atelier Zoé");
  const booking = await (await get(server.origin, manage)).text();
  expect(booking).toContain("Grace Liu");
  const id = page.match(/name="id" value="(\d+)"/)?.[1] ?? "";
  const csrf = await csrfOf(server.origin, "/admin/bookings", owner);
  const note = "<script>alert(1)</script> Wants a chatbot for returns.";
  // Without the session's token, nothing changes.
  const forged = await post(
    server.origin,
    "/admin/bookings",
    { id, status: "done", staffNote: note, csrf: "x" },
    { cookie: owner },
  );
  expect(forged.status).toBe(403);
  // A meeting not yet held is not a no-show: refused with a message, never a 5xx.
  const early = await post(
    server.origin,
    "/admin/bookings",
    { id, status: "no-show", staffNote: note, csrf },
    { cookie: owner },
  );
  expect(early.status).toBe(409);
  expect(await early.text()).toContain("Done and No-show are for a meeting that has started");
  const saved = await post(
    server.origin,
    "/admin/bookings",
    { id, status: "confirmed", staffNote: note, csrf },
    { cookie: owner },
  );
  expect(saved.status).toBe(302);
  const after = await (await get(server.origin, "/admin/bookings", owner)).text();
  expect(after).not.toContain("<script>alert(1)</script>");
  expect(after).toContain("&lt;script&gt;alert(1)&lt;/script&gt; Wants a chatbot");
  // Only Confirmed is offered until the meeting starts; its time stays taken.
  expect(after).not.toMatch(/<option value="no-show"/);
  expect((await get(server.origin, manage)).status).toBe(200);
  expect(await (await get(server.origin, manage)).text()).toContain("Cancel the consultation");
});

test("availability: the booking page follows the hours at once, and odd hours are refused", async () => {
  const csrf = await csrfOf(server.origin, "/admin/bookings/hosts", owner);
  const rules = {
    id: String(host.priya),
    "day-1": "10:00-11:00",
    "day-2": "",
    "day-3": "",
    "day-4": "",
    "day-5": "",
    "day-6": "",
    "day-7": "",
    daysOff: "",
    bufferBefore: "0",
    bufferAfter: "0",
    maxPerDay: "4",
    topics: "web",
    active: "yes",
    csrf,
  };
  const refused = await post(
    server.origin,
    "/admin/bookings/hosts",
    { ...rules, "day-2": "25:00-26:00" },
    { cookie: owner },
  );
  expect(refused.status).toBe(400);
  expect(await refused.text()).toContain("Tuesday: “25:00-26:00” is not a time range");
  const saved = await post(server.origin, "/admin/bookings/hosts", rules, { cookie: owner });
  expect(saved.status).toBe(302);
  const seen: string[] = [];
  for (const week of ["0", "1", "2", "3"]) {
    const page = await (
      await get(server.origin, `/book?topic=web&host=${host.priya}&week=${week}`)
    ).text();
    for (const slot of slotsOf(page)) {
      seen.push(slot ?? "");
      expect(["Monday 10:00", "Monday 10:30"]).toContain(
        torontoTime(Number(slot)).replace(",", ""),
      );
    }
  }
  // Three weeks ahead hold at least two Mondays, each with its two times.
  expect(seen.length).toBeGreaterThanOrEqual(4);
});

test("the team cancels or asks for a new time with a message, and the visitor is told", async () => {
  const visitor = "zoe.team@example.ca";
  const { manage } = await book(host.grace, visitor);
  await mailsTo(visitor, 1);
  const page = await (await get(server.origin, `/admin/bookings?host=${host.grace}`, owner)).text();
  const row = page.slice(page.indexOf(visitor));
  const id = row.match(/name="id" value="(\d+)"/)?.[1] ?? "";
  const csrf = await csrfOf(server.origin, "/admin/bookings", owner);
  const ask = await post(
    server.origin,
    "/admin/bookings",
    { id, intent: "ask-new-time", message: "Grace is at a client's that morning.", csrf },
    { cookie: owner },
  );
  expect(ask.status).toBe(302);
  const [, request] = await mailsTo(visitor, 2);
  const asked = readable(request ?? "");
  expect(asked).toContain("Please choose a new time");
  expect(asked).toContain("Grace is at a client's that morning.");
  expect(asked).toContain(manage.replace(/\?.*$/, ""));
  expect(asked).not.toContain("METHOD:");
  const cancel = await post(
    server.origin,
    "/admin/bookings",
    { id, intent: "team-cancel", message: "Sorry, she is ill.", csrf },
    { cookie: owner },
  );
  expect(cancel.status).toBe(302);
  const [, , cancellation] = await mailsTo(visitor, 3);
  expect(cancellation).toContain("METHOD:CANCEL");
  expect(readable(cancellation ?? "")).toContain("Sorry, she is ill.");
  // The visitor reads the team's words, and cannot undo what the team did.
  const after = await (await get(server.origin, manage.replace(/\?.*$/, ""))).text();
  expect(after).toContain("Sorry, she is ill.");
  expect(after).not.toContain("Undo the cancellation");
  // Done once: there is nothing left to cancel.
  const again = await post(
    server.origin,
    "/admin/bookings",
    { id, intent: "team-cancel", message: "", csrf },
    { cookie: owner },
  );
  expect(again.status).toBe(409);
});

test("a day off over confirmed bookings names them, and offers to ask those visitors for a new time", async () => {
  const visitor = "zoe.dayoff@example.ca";
  const { slot, manage } = await book(host.grace, visitor);
  await mailsTo(visitor, 1);
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(
    Number(slot),
  );
  const csrf = await csrfOf(server.origin, "/admin/bookings/hosts", owner);
  const hours = "08:00-18:00";
  const saved = await post(
    server.origin,
    "/admin/bookings/hosts",
    {
      id: String(host.grace),
      "day-1": hours,
      "day-2": hours,
      "day-3": hours,
      "day-4": hours,
      "day-5": hours,
      daysOff: day,
      bufferBefore: "0",
      bufferAfter: "15",
      maxPerDay: "6",
      topics: "artificial-intelligence",
      active: "yes",
      csrf,
    },
    { cookie: owner },
  );
  expect(saved.status).toBe(200);
  const page = (await saved.text()).replaceAll("<!-- -->", "");
  expect(page).toContain("now outside Grace Liu’s availability");
  expect(page).toContain("Zoé Tremblay, Atelier Zoé");
  const ids = [...page.matchAll(/name="booking" value="(\d+)"/g)].map((m) => m[1] ?? "");
  expect(ids.length).toBeGreaterThanOrEqual(1);
  const body = new URLSearchParams({
    id: String(host.grace),
    intent: "ask-stranded",
    message: "Grace is away that day.",
    csrf,
  });
  for (const booking of ids) body.append("booking", booking);
  const asked = await fetch(`${server.origin}/admin/bookings/hosts`, {
    method: "POST",
    redirect: "manual",
    headers: {
      origin: server.origin,
      cookie: owner,
      "content-type": "application/x-www-form-urlencoded",
    },
    body,
  });
  expect(asked.status).toBe(302);
  const [, request] = await mailsTo(visitor, 2);
  expect(readable(request ?? "")).toContain("Grace is away that day.");
  // The booking stands until the visitor picks another time.
  expect(await (await get(server.origin, manage.replace(/\?.*$/, ""))).text()).toContain(
    "Cancel the consultation",
  );
});

test("a team member sets their own hours only", async () => {
  const csrf = await csrfOf(server.origin, "/admin/bookings/hosts", grace);
  const rules = (id: number) => ({
    id: String(id),
    "day-1": "12:00-16:00",
    daysOff: "2026-12-24",
    bufferBefore: "0",
    bufferAfter: "15",
    maxPerDay: "3",
    topics: "artificial-intelligence",
    active: "yes",
    csrf,
  });
  const others = await post(server.origin, "/admin/bookings/hosts", rules(host.priya), {
    cookie: grace,
  });
  expect(others.status).toBe(403);
  const own = await post(server.origin, "/admin/bookings/hosts", rules(host.grace), {
    cookie: grace,
  });
  // Saved: at once, or with the bookings the new hours leave out named.
  expect(own.status === 302 || (await own.text()).includes("Saved. These confirmed")).toBe(true);
  // Anonymous: to the sign-in page, nothing saved.
  const anonymous = await post(server.origin, "/admin/bookings/hosts", rules(host.grace));
  expect(anonymous.status).toBe(302);
  expect(anonymous.headers.get("location")).toMatch(/^\/admin\/sign-in/);
});

test.describe("a host's own calendar (CalDAV)", () => {
  const CALDAV_USER = "grace";
  const CALDAV_PASSWORD = "app-password-grace-93kd";
  let radicale: Awaited<ReturnType<typeof startRadicale>>;
  let calendarUrl = "";
  const auth = () => `Basic ${Buffer.from(`${CALDAV_USER}:${CALDAV_PASSWORD}`).toString("base64")}`;

  test.beforeAll(async () => {
    radicale = await startRadicale({ [CALDAV_USER]: CALDAV_PASSWORD });
    // A calendar whose name is markup: the back office shows it as text.
    calendarUrl = `${radicale.url}${CALDAV_USER}/work/`;
    const made = await fetch(calendarUrl, {
      method: "MKCALENDAR",
      headers: { authorization: auth(), "content-type": "application/xml" },
      body: `<?xml version="1.0"?><C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop><D:displayname>Work &lt;img src=x onerror=alert(1)&gt;</D:displayname></D:prop></D:set></C:mkcalendar>`,
    });
    expect(made.status).toBe(201);
  });

  test.afterAll(async () => {
    await radicale?.remove();
  });

  /** The events the site wrote to the calendar (their UIDs). */
  async function eventsInCalendar() {
    const response = await fetch(calendarUrl, {
      method: "REPORT",
      headers: { authorization: auth(), depth: "1", "content-type": "application/xml" },
      body: `<?xml version="1.0"?><C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:prop><C:calendar-data/></D:prop><C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VEVENT"/></C:comp-filter></C:filter></C:calendar-query>`,
    });
    return [...(await response.text()).matchAll(/UID:(\S+@maplestack\.ca)/g)].map((m) => m[1]);
  }

  test("an owner connects it in the back office; a booking is written there, and a server that is down is shown", async ({
    page,
    context,
  }) => {
    const [name, value] = owner.split("=") as [string, string];
    await context.addCookies([{ name, value, url: server.origin }]);
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${server.origin}/admin/bookings/hosts`);
    // Grace's part of the page: her hours, then her calendar.
    const calendarPanel = page.getByRole("region", { name: /^Grace Liu / });
    await calendarPanel.getByLabel("Calendar server address").fill(radicale.url);
    await calendarPanel.getByLabel("User name").fill(CALDAV_USER);
    await calendarPanel.getByLabel("App password").fill("a wrong one");
    await calendarPanel.getByRole("button", { name: "Connect Grace Liu’s calendar" }).click();
    await expect(calendarPanel.getByRole("alert")).toContainText("refused the sign-in");
    await expectNoAxeViolations(page, "calendar refused");
    // What was typed is kept.
    await expect(calendarPanel.getByLabel("User name")).toHaveValue(CALDAV_USER);
    await calendarPanel.getByLabel("App password").fill(CALDAV_PASSWORD);
    await calendarPanel.getByRole("button", { name: "Connect Grace Liu’s calendar" }).click();
    await expect(page.getByRole("status")).toContainText("The calendar is connected");
    await expect(calendarPanel).toContainText("Work <img src=x onerror=alert(1)>");
    await expect(page.locator("img[src=x]")).toHaveCount(0);
    expect(dialogs).toEqual([]);
    const html = await (await get(server.origin, "/admin/bookings/hosts", owner)).text();
    expect(html).not.toContain(CALDAV_PASSWORD);

    // Grace's bookings still ahead are written to it on connecting, then each new one.
    const written = async () =>
      (await (await get(server.origin, "/admin/bookings/hosts", owner)).text()).includes(
        "Waiting to be written</dt><dd>nothing</dd>",
      );
    await expect.poll(written, { timeout: 10_000 }).toBe(true);
    const before = await eventsInCalendar();
    expect(before.length).toBeGreaterThan(0);
    const { manage } = await book(host.grace, "zoe.calendar@example.ca");
    expect(manage).toBeTruthy();
    await expect.poll(eventsInCalendar, { timeout: 10_000 }).toHaveLength(before.length + 1);

    await radicale.stop();
    try {
      await book(host.grace, "zoe.down@example.ca");
      await page.goto(`${server.origin}/admin/bookings`);
      await expect(page.getByRole("alert")).toContainText(
        "Grace Liu’s calendar could not be reached",
      );
      await page.goto(`${server.origin}/admin/bookings/hosts`);
      await expect(calendarPanel.getByRole("alert")).toContainText("Not yet written: booking");
      await expectNoAxeViolations(page, "calendar down");
    } finally {
      await radicale.start();
    }
    await calendarPanel.getByRole("button", { name: "Disconnect Grace Liu’s calendar" }).click();
    await expect(page.getByRole("status")).toContainText("The calendar is disconnected");
  });

  test("only an owner or the host connects a calendar, with the session's token, a few times only", async () => {
    const form = (csrf: string, id = host.grace) => ({
      id: String(id),
      intent: "calendar-connect",
      serverUrl: radicale.url,
      username: CALDAV_USER,
      password: CALDAV_PASSWORD,
      csrf,
    });
    const anonymous = await post(server.origin, "/admin/bookings/hosts", form("x"));
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/admin\/sign-in/);
    const forged = await post(server.origin, "/admin/bookings/hosts", form("x"), { cookie: owner });
    expect(forged.status).toBe(403);
    const graceCsrf = await csrfOf(server.origin, "/admin/bookings/hosts", grace);
    const others = await post(server.origin, "/admin/bookings/hosts", form(graceCsrf, host.priya), {
      cookie: grace,
    });
    expect(others.status).toBe(403);
    // Each attempt reaches out to a server: a person gets ten in a quarter of an hour, however
    // they are sent: a hundred at once, each claiming another address through a forged
    // X-Forwarded-For, half of them from a session signed in with the address in capitals.
    const shouted = (await signIn(server.origin, GRACE.toUpperCase())).cookie ?? "";
    expect(shouted).toBeTruthy();
    const sessions = [
      { cookie: grace, csrf: graceCsrf },
      { cookie: shouted, csrf: await csrfOf(server.origin, "/admin/bookings/hosts", shouted) },
    ];
    const statuses = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const session = sessions[i % 2] ?? sessions[0];
        const response = await fetch(new URL("/admin/bookings/hosts", server.origin), {
          method: "POST",
          redirect: "manual",
          headers: {
            origin: server.origin,
            cookie: session?.cookie ?? "",
            "content-type": "application/x-www-form-urlencoded",
            "x-forwarded-for": `198.51.100.${i + 1}`,
          },
          body: new URLSearchParams({
            ...form(session?.csrf ?? "", host.grace),
            password: "guess",
          }),
        });
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(90);
  });
});
