// @vitest-environment node
/**
 * The hosts' own calendars against a real CalDAV server (Debian's Radicale on a loopback port,
 * which CALDAV_ALLOW_HOSTS lets the site reach): connecting, busy times never offered, each
 * booking written, moved and deleted, a server that cannot be reached, and addresses inside the
 * server's own network that are never reached at all.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import ICAL from "ical.js";
import { Temporal } from "temporal-polyfill";
import { createObject, getBasicAuthHeaders, makeCalendar } from "tsdav";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startRadicale } from "../../../scripts/radicale.mjs";
import { emptyLocation, engines } from "../../../tests/unit/engines";
import { addTestHost } from "../../../tests/unit/hosts";
import { Store, type StoreLocation } from "../db.server";
import { readEnv } from "../env.server";
import type { Resolve } from "../safe-fetch.server";
import { type BookingRequest, Bookings } from "./bookings.server";
import { type CalendarOptions, Calendars, eventUrl, PasswordSeal } from "./calendar.server";
import { isBusinessDay } from "./holidays";
import { OFFICE_ZONE } from "./slots";

const MINUTE = 60_000;
const SECRET = "a-test-link-secret";
const ORIGIN = "https://maplestack.test";
const PASSWORD = "app-password-7f3k";
const at = (wall: string) =>
  Temporal.ZonedDateTime.from(`${wall}[${OFFICE_ZONE}]`).toInstant().epochMilliseconds;
/**
 * A Wednesday at least a week after the real day, 10:00 in Toronto, whose days up to the next
 * Monday are business days: that Monday is bookable. (The calendar is read at the real time,
 * so the test's moment stays ahead of it.)
 */
const wednesday = (() => {
  let day = Temporal.Now.plainDateISO(OFFICE_ZONE).add({ days: 7 });
  const open = (date: Temporal.PlainDate) =>
    [0, 1, 2, 5].every((days) => isBusinessDay(date.add({ days })));
  while (day.dayOfWeek !== 3 || !open(day)) day = day.add({ days: 1 });
  return day;
})();
const mondayDate = wednesday.add({ days: 5 });
const now = at(`${wednesday}T10:00`);
const monday = (time: string) => at(`${mondayDate}T${time}`);
const utc = (instant: number) =>
  new Date(instant).toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "");

let radicale: Awaited<ReturnType<typeof startRadicale>>;
const auth = (user: string) => getBasicAuthHeaders({ username: user, password: PASSWORD });
/** The setting as the server reads it, naming the test's Radicale. */
const allowRadicale = () => readEnv({ CALDAV_ALLOW_HOSTS: `127.0.0.1:${radicale.port}` });
const calendarOptions = (extra: Partial<CalendarOptions> = {}): Partial<CalendarOptions> => ({
  timeoutMs: 3000,
  allowHosts: allowRadicale().CALDAV_ALLOW_HOSTS,
  ...extra,
});

const addHost = (store: Store) => addTestHost(store, { now });

/** A server on a loopback port that records what reaches it and gives one answer to all. */
async function listen(status: number, headers: Record<string, string> = {}, body = "") {
  const seen: IncomingMessage[] = [];
  const server = createServer((request, response) => {
    seen.push(request);
    response.writeHead(status, "secret-status", headers);
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}/`,
    seen,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function calendarOf(user: string, name: string) {
  const url = `${radicale.url}${user}/${name}/`;
  await makeCalendar({ url, props: { displayname: name }, headers: auth(user) });
  return url;
}

/** An event put in a calendar by its owner (not by the site). */
async function putEvent(calendarUrl: string, user: string, uid: string, lines: string[]) {
  const text = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Test//Calendar//EN",
    "BEGIN:VEVENT",
    `UID:${uid}`,
    "DTSTAMP:20261120T000000Z",
    ...lines,
    "END:VEVENT",
    "END:VCALENDAR",
  ].join("\r\n");
  const response = await createObject({
    url: `${calendarUrl}${uid}.ics`,
    data: text,
    headers: { ...auth(user), "content-type": "text/calendar; charset=utf-8" },
  });
  expect(response.ok).toBe(true);
}

async function getEvent(url: string, user: string) {
  const response = await fetch(url, { headers: auth(user) });
  return { status: response.status, text: response.status === 200 ? await response.text() : "" };
}

function request(start: number, name: string): BookingRequest {
  return {
    topic: "web",
    host: "any",
    start,
    firstName: name,
    lastName: "Gagnon",
    email: `${name.toLowerCase()}@example.ca`,
    company: "Quincaillerie Gagnon",
    phone: null,
    note: "Our online store needs a rebuild.",
    meetingMode: "video",
    marketingConsent: false,
    consentWording: null,
    language: "fr",
    visitorZone: "America/Halifax",
    sourcePage: "/fr/reserver",
  };
}

beforeAll(async () => {
  radicale = await startRadicale({ solo: PASSWORD, duo: PASSWORD });
  await calendarOf("duo", "work");
  await calendarOf("duo", "family");
}, 30_000);

afterAll(async () => {
  await radicale?.remove();
});

describe("a host's password is kept sealed", () => {
  it("opens with the same secret only, and a changed byte is refused", () => {
    const seal = new PasswordSeal(SECRET);
    const sealed = seal.seal(PASSWORD);
    expect(sealed).not.toContain(PASSWORD);
    expect(seal.open(sealed)).toBe(PASSWORD);
    expect(seal.seal(PASSWORD)).not.toBe(sealed);
    expect(() => new PasswordSeal("another-secret").open(sealed)).toThrow();
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith("A") ? "B" : "A"}${sealed.slice(-1)}`;
    expect(() => seal.open(tampered)).toThrow();
  });
});

describe.each(engines)("a host's CalDAV calendar on %s", (engine) => {
  let location: StoreLocation & { remove: () => Promise<void> };
  let store: Store;
  let calendars: Calendars;
  let bookings: Bookings;
  let hostId: number;
  let calendarUrl: string;
  const log: string[] = [];
  let user: string;

  beforeEach(async (context) => {
    location = await emptyLocation(engine);
    store = await Store.open(location);
    log.length = 0;
    calendars = new Calendars(
      store,
      SECRET,
      ORIGIN,
      calendarOptions({ log: (...line) => log.push(line.join(" ")) }),
    );
    bookings = new Bookings(store, SECRET, undefined, calendars);
    hostId = await addHost(store);
    // Each test has its own account's calendar, named after it.
    user = "solo";
    calendarUrl = await calendarOf(user, `${engine}-${context.task.id}`.toLowerCase());
  });

  afterEach(async () => {
    await calendars.stop();
    await store.close();
    await location.remove();
  });

  const connect = (extra: Partial<{ password: string; calendarUrl: string }> = {}) =>
    calendars.connect(hostId, {
      serverUrl: radicale.url,
      username: user,
      password: PASSWORD,
      calendarUrl,
      ...extra,
    });

  it("connects only with the right password, to a calendar chosen by the back office", async () => {
    const wrong = await connect({ password: "not-it" });
    expect(wrong).toEqual({
      ok: false,
      error: "The calendar server refused the sign-in: check the user name and the app password.",
    });
    expect(
      await calendars.connect(hostId, {
        serverUrl: "file:///etc",
        username: user,
        password: PASSWORD,
      }),
    ).toMatchObject({ ok: false, error: expect.stringMatching(/https:\/\//) });
    expect(await calendars.status()).toEqual([]);

    // An account with two calendars: the back office is asked to choose.
    const ask = await calendars.connect(hostId, {
      serverUrl: radicale.url,
      username: "duo",
      password: PASSWORD,
    });
    expect(ask).toMatchObject({ ok: false });
    expect(ask.ok === false && ask.calendars?.map((c) => c.name).sort()).toEqual([
      "family",
      "work",
    ]);

    expect(await connect()).toMatchObject({ ok: true, calendarUrl });
    const [status] = await calendars.status();
    expect(status).toMatchObject({ hostId, username: user, calendarUrl, lastError: null });
    const stored = await store.db
      .selectFrom("booking_calendars")
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(PASSWORD);
  });

  it("never offers the host's busy times, but offers what they marked free", async () => {
    await putEvent(calendarUrl, user, "dentist", [
      `DTSTART;TZID=America/Toronto:${mondayDate.toString().replace(/-/g, "")}T100000`,
      `DTEND;TZID=America/Toronto:${mondayDate.toString().replace(/-/g, "")}T110000`,
    ]);
    await putEvent(calendarUrl, user, "focus-time", [
      `DTSTART:${utc(monday("12:00"))}`,
      `DTEND:${utc(monday("13:00"))}`,
      "TRANSP:TRANSPARENT",
    ]);
    expect(await connect()).toMatchObject({ ok: true });
    const starts = (await bookings.offer("web", hostId, now))
      .filter((slot) => slot.start < monday("23:00"))
      .map((slot) => slot.start);
    expect(starts).toEqual(
      ["09:00", "09:30", "11:00", "11:30", "12:00", "12:30", "13:00", "13:30"].map(monday),
    );
    // A meeting put there a moment ago is not booked over: a booking reads the calendar afresh.
    await putEvent(calendarUrl, user, "call", [
      `DTSTART:${utc(monday("09:00"))}`,
      `DTEND:${utc(monday("09:30"))}`,
    ]);
    const taken = await bookings.book(request(monday("09:00"), "Lea"), now);
    expect(taken.ok).toBe(false);
  });

  it("writes each booking to the calendar, moves it and deletes it on cancelling", async () => {
    expect(await connect()).toMatchObject({ ok: true });
    const booked = await bookings.book(request(monday("09:00"), "Lea"), now);
    if (!booked.ok) throw new Error("not booked");
    await calendars.kick();
    const url = eventUrl(calendarUrl, booked.booking.uid);
    const first = await getEvent(url, user);
    expect(first.status).toBe(200);
    const read = (text: string) => {
      const calendar = new ICAL.Component(ICAL.parse(text));
      const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
      return { calendar, event };
    };
    const copy = read(first.text);
    expect(copy.calendar.getFirstPropertyValue("method")).toBeNull();
    expect(copy.event.uid).toBe(booked.booking.uid);
    expect(copy.event.sequence).toBe(0);
    expect(copy.event.startDate.toUnixTime() * 1000).toBe(monday("09:00"));
    expect(copy.event.summary).toBe("Free consultation: Lea Gagnon, Quincaillerie Gagnon");
    expect(copy.event.description).toContain("Our online store needs a rebuild.");

    // Its own copy is not busy time: the host's slot is theirs to move to again.
    const moved = await bookings.reschedule(booked.booking.id, monday("11:30"), now);
    expect(moved.ok).toBe(true);
    await calendars.kick();
    const second = read((await getEvent(url, user)).text);
    expect(second.event.sequence).toBe(1);
    expect(second.event.startDate.toUnixTime() * 1000).toBe(monday("11:30"));
    const offered = (await bookings.offer("web", hostId, now)).map((slot) => slot.start);
    expect(offered).toContain(monday("09:00"));
    expect(offered).not.toContain(monday("11:30"));

    expect(await bookings.cancel(booked.booking.id, now)).toBe(true);
    await calendars.kick();
    expect((await getEvent(url, user)).status).toBe(404);
    const [status] = await calendars.status();
    expect(status).toMatchObject({ pending: 0, failing: [], lastError: null });
  });

  it("writes each booking once with two servers writing at the same moment", async () => {
    expect(await connect()).toMatchObject({ ok: true });
    const other = new Calendars(store, SECRET, ORIGIN, calendarOptions());
    await calendars.stop();
    const quiet = new Bookings(store, SECRET);
    const made = [];
    for (const time of ["09:00", "10:00", "11:00", "12:00", "13:00"]) {
      const booked = await quiet.book(request(monday(time), `V${time.slice(0, 2)}`), now);
      if (booked.ok) made.push(booked.booking);
    }
    expect(made).toHaveLength(5);
    const first = new Calendars(store, SECRET, ORIGIN, calendarOptions());
    const [a, b] = await Promise.all([first.writeDue(), other.writeDue()]);
    expect(a.written + b.written).toBe(5);
    expect(a.failed + b.failed).toBe(0);
    for (const booking of made) {
      expect((await getEvent(eventUrl(calendarUrl, booking.uid), user)).status).toBe(200);
    }
  });

  it("goes on booking from its own records when the calendar server is down, and catches up", async () => {
    await putEvent(calendarUrl, user, "dentist", [
      `DTSTART:${utc(monday("10:00"))}`,
      `DTEND:${utc(monday("11:00"))}`,
    ]);
    expect(await connect()).toMatchObject({ ok: true });
    await radicale.stop();
    try {
      // The last reading still keeps the dentist out; the booking is taken all the same.
      const offered = (await bookings.offer("web", hostId, now, undefined)).map((s) => s.start);
      expect(offered).not.toContain(monday("10:00"));
      const booked = await bookings.book(request(monday("09:00"), "Lea"), now);
      expect(booked.ok).toBe(true);
      if (!booked.ok) return;
      await calendars.kick();
      const [status] = await calendars.status();
      expect(status?.lastError).toMatch(/: could not reach a calendar at that address$/);
      expect(status?.failing).toEqual([
        {
          bookingId: booked.booking.id,
          error: `Writing booking ${booked.booking.id}: could not reach a calendar at that address`,
        },
      ]);
      // The details are for the log only.
      expect(log.join("\n")).toMatch(
        new RegExp(`Calendar of host ${hostId}: .*(ECONNREFUSED|fetch failed|timeout)`, "i"),
      );
    } finally {
      await radicale.start();
    }
    // The next pass after the back-off writes it.
    const later = Date.now() + 2 * MINUTE;
    expect(await calendars.writeDue(later)).toEqual({ written: 1, failed: 0 });
    const [status] = await calendars.status();
    expect(status).toMatchObject({ pending: 0, failing: [] });
  });
});

describe("a calendar is only ever reached at a public https address", () => {
  let location: StoreLocation & { remove: () => Promise<void> };
  let store: Store;
  let hostId: number;
  let trap: Awaited<ReturnType<typeof listen>>;
  const log: string[] = [];
  const opened: Calendars[] = [];
  const open = (extra: Partial<CalendarOptions> = {}) => {
    const calendars = new Calendars(
      store,
      SECRET,
      ORIGIN,
      calendarOptions({ log: (...line) => log.push(line.join(" ")), ...extra }),
    );
    opened.push(calendars);
    return calendars;
  };
  const connectTo = (calendars: Calendars, serverUrl: string) =>
    calendars.connect(hostId, { serverUrl, username: "solo", password: PASSWORD }, now);
  const addressRefused = {
    ok: false,
    error: "Give the address of a calendar server on the internet, starting with https://.",
  };
  const resolvesTo =
    (...addresses: string[]): Resolve =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

  beforeEach(async () => {
    location = await emptyLocation("sqlite");
    store = await Store.open(location);
    hostId = await addHost(store);
    trap = await listen(207, { "content-type": "application/xml" });
    log.length = 0;
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((calendars) => calendars.stop()));
    await trap.close();
    await store.close();
    await location.remove();
  });

  it.each([
    ["loopback", (port: number) => `http://127.0.0.1:${port}/`],
    ["loopback over https", (port: number) => `https://127.0.0.1:${port}/`],
    ["localhost", (port: number) => `http://localhost:${port}/`],
    ["IPv6 loopback", (port: number) => `http://[::1]:${port}/`],
    ["IPv4-mapped loopback", (port: number) => `http://[::ffff:127.0.0.1]:${port}/`],
    ["the cloud's metadata address", () => "http://169.254.169.254/latest/meta-data/"],
    ["a private address", () => "https://10.0.0.1/"],
    ["a home network address", () => "https://192.168.1.1/"],
    ["IPv6 link-local", () => "https://[fe80::1]/"],
    ["IPv6 unique-local", () => "https://[fd00::1]/"],
  ])("refuses %s, and sends it nothing", async (_, address) => {
    const calendars = open({ timeoutMs: 1000 });
    expect(await connectTo(calendars, address(trap.port))).toEqual(addressRefused);
    expect(trap.seen).toHaveLength(0);
    expect(await calendars.status()).toEqual([]);
  });

  it("refuses a name that resolves inside, or partly inside, and http to a public name", async () => {
    const inside = open({ resolve: resolvesTo("127.0.0.1"), timeoutMs: 1000 });
    expect(await connectTo(inside, `https://calendar.example.ca:${trap.port}/`)).toEqual(
      addressRefused,
    );
    const rebinding = open({ resolve: resolvesTo("93.184.216.34", "127.0.0.1"), timeoutMs: 1000 });
    expect(await connectTo(rebinding, `https://calendar.example.ca:${trap.port}/`)).toEqual(
      addressRefused,
    );
    const plain = open({ resolve: resolvesTo("93.184.216.34"), timeoutMs: 1000 });
    expect(await connectTo(plain, "http://calendar.example.ca/")).toEqual(addressRefused);
    expect(trap.seen).toHaveLength(0);
  });

  it("follows no redirect inside", async () => {
    const redirecting = await listen(301, { location: `http://localhost:${trap.port}/dav/` });
    try {
      const calendars = open({
        allowHosts: readEnv({ CALDAV_ALLOW_HOSTS: `127.0.0.1:${redirecting.port}` })
          .CALDAV_ALLOW_HOSTS,
      });
      expect(await connectTo(calendars, redirecting.url)).toEqual(addressRefused);
      expect(redirecting.seen.length).toBeGreaterThan(0);
      expect(trap.seen).toHaveLength(0);
    } finally {
      await redirecting.close();
    }
  });

  it("checks every later request too: a setting withdrawn, a stored address changed", async () => {
    const calendarUrl = await calendarOf("solo", "later");
    const allowed = open();
    const connected = await allowed.connect(
      hostId,
      { serverUrl: radicale.url, username: "solo", password: PASSWORD, calendarUrl },
      now,
    );
    expect(connected).toMatchObject({ ok: true });
    // Its own first pass is over before the booking below is taken.
    await allowed.stop();
    const quiet = new Bookings(store, SECRET);
    const booked = await quiet.book(request(monday("09:00"), "Lea"), now);
    expect(booked.ok).toBe(true);

    // The same calendar once the setting no longer names its host: neither read nor written.
    const withdrawn = open({ allowHosts: [] });
    await withdrawn.busy([{ id: hostId }], now, 0);
    expect(await withdrawn.writeDue(now)).toEqual({ written: 0, failed: 1 });
    const [status] = await withdrawn.status();
    const refused = "that address is not a calendar server on the internet, over https";
    expect(status?.failing).toEqual([
      { bookingId: booked.ok ? booked.booking.id : 0, error: expect.stringMatching(refused) },
    ]);
    expect(status?.lastError).toMatch(refused);

    // The stored address moved to the cloud's metadata service.
    await store.db
      .updateTable("booking_calendars")
      .set({ calendar_url: "http://169.254.169.254/latest/", last_error_at: null })
      .execute();
    const calendars = open({ timeoutMs: 1000 });
    await calendars.busy([{ id: hostId }], now, 0);
    expect((await calendars.status())[0]?.lastError).toBe(`Reading busy times: ${refused}`);
  });

  it("shows nothing of what a calendar server answered, only the site's own words", async () => {
    const teapot = await listen(418, { "content-type": "text/plain" }, "secret-body");
    const refusing = await listen(401, { "content-type": "text/plain" }, "secret-body");
    try {
      const calendars = open({
        allowHosts: readEnv({
          CALDAV_ALLOW_HOSTS: `127.0.0.1:${teapot.port},127.0.0.1:${refusing.port},127.0.0.1:${radicale.port}`,
        }).CALDAV_ALLOW_HOSTS,
      });
      const shown: string[] = [];
      for (const server of [teapot, refusing]) {
        const outcome = await connectTo(calendars, server.url);
        expect(outcome.ok).toBe(false);
        if (!outcome.ok) shown.push(outcome.error);
      }
      expect(shown).toEqual([
        "The calendar server refused the request: check the address.",
        "The calendar server refused the sign-in: check the user name and the app password.",
      ]);

      // A connected calendar whose address now answers so: the failure recorded for the back
      // office is in the same words; the log has the status.
      const calendarUrl = await calendarOf("solo", "teapot");
      expect(
        await calendars.connect(
          hostId,
          { serverUrl: radicale.url, username: "solo", password: PASSWORD, calendarUrl },
          now,
        ),
      ).toMatchObject({ ok: true });
      await store.db
        .updateTable("booking_calendars")
        .set({ calendar_url: `${teapot.url}calendar/` })
        .execute();
      await calendars.busy([{ id: hostId }], now, 0);
      const [status] = await calendars.status();
      shown.push(status?.lastError ?? "");
      expect(status?.lastError).toBe("Reading busy times: the calendar server refused the request");
      for (const text of shown) {
        expect(text).not.toMatch(/418|401|secret/);
      }
      expect(log.join("\n")).toContain("418");
    } finally {
      await teapot.close();
      await refusing.close();
    }
  });

  it("shows a failure recorded with the server's words before as the site's own", async () => {
    const calendarUrl = await calendarOf("solo", "legacy");
    expect(
      await open().connect(
        hostId,
        { serverUrl: radicale.url, username: "solo", password: PASSWORD, calendarUrl },
        now,
      ),
    ).toMatchObject({ ok: true });
    await store.db
      .updateTable("booking_calendars")
      .set({
        last_error: "Reading busy times: the calendar server answered 418 secret-status to REPORT",
        last_error_at: now + 1,
      })
      .execute();
    const [status] = await open().status();
    expect(status?.lastError).toBe(
      "Reading busy times: could not reach a calendar at that address",
    );
  });
});
