// @vitest-environment node
import ICAL from "ical.js";
import { Temporal } from "temporal-polyfill";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { emptyLocation, engines } from "../../../tests/unit/engines";
import { addTestHost } from "../../../tests/unit/hosts";
import { Store, type StoreLocation } from "../db.server";
import { Bookings } from "./bookings.server";
import { feedToken, feedUrl, HostFeeds } from "./feeds.server";
import { OFFICE_ZONE } from "./slots";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ORIGIN = "https://maplestack.test";
const at = (wall: string) =>
  Temporal.ZonedDateTime.from(`${wall}[${OFFICE_ZONE}]`).toInstant().epochMilliseconds;
/** Wednesday 28 October 2026, noon in Toronto: the clocks go back on Sunday 1 November. */
const now = at("2026-10-28T12:00");

const addHost = (store: Store, email: string, name: string) =>
  addTestHost(store, { email, name, now });

/** The events of a feed, read back by ical.js with the VTIMEZONE it carries. */
function readFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  return {
    method: calendar.getFirstPropertyValue("method"),
    name: calendar.getFirstPropertyValue("x-wr-calname"),
    events: calendar.getAllSubcomponents("vevent").map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        start: event.startDate.toJSDate().getTime(),
        end: event.endDate.toJSDate().getTime(),
        tzid: event.startDate.zone?.tzid,
        status: component.getFirstPropertyValue("status"),
        attendees: event.attendees.length,
        organizer: component.getFirstPropertyValue("organizer"),
        description: event.description,
      };
    }),
  };
}

describe.each(engines)("hosts' calendar feeds on %s", (engine) => {
  let location: StoreLocation & { remove: () => Promise<void> };
  let store: Store;
  let feeds: HostFeeds;
  let bookings: Bookings;
  let grace: number;
  let priya: number;

  beforeEach(async () => {
    location = await emptyLocation(engine);
    store = await Store.open(location);
    feeds = new HostFeeds(store);
    bookings = new Bookings(store, "a-test-link-secret");
    grace = await addHost(store, "grace@maplestack.test", "Grace Liu");
    priya = await addHost(store, "priya@maplestack.test", "Priya Shah");
  });
  afterEach(async () => {
    await store.close();
    await location.remove();
  });

  /** A booking of a host at a Toronto wall-clock time, with a 15-minute buffer after it. */
  async function book(hostId: number, wall: string, name = "Zoé Tremblay") {
    const start = at(wall);
    const made = await bookings.insert(
      hostId,
      { start, end: start + 30 * MINUTE },
      { start, end: start + 45 * MINUTE },
      { name, email: `${name.split(" ")[0]?.toLowerCase()}@example.ca` },
      now,
    );
    if (!made.ok) throw new Error(`${wall} not booked`);
    return { ...made, start };
  }

  const setStatus = (id: number, status: "cancelled" | "done" | "no-show") =>
    store.db.updateTable("bookings").set({ status }).where("id", "=", id).execute();

  it("makes one secret address per host, kept as its hash, and refuses a second", async () => {
    const made = await feeds.create(grace, "owner@maplestack.test", now);
    if (!made.ok) throw new Error("no feed made");
    // Lower-case hex: the server lowers the letters of any other address.
    expect(made.token).toMatch(/^[0-9a-f]{64}$/);
    expect(await feeds.hostOf(made.token)).toBe(grace);
    const stored = await store.db.selectFrom("booking_host_feeds").selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(made.token);
    expect(await feeds.list()).toEqual([
      { hostId: grace, createdAt: now, createdBy: "owner@maplestack.test" },
    ]);
    expect(await feeds.create(grace, "grace@maplestack.test", now)).toEqual({
      ok: false,
      reason: "exists",
    });
    // The first address still opens the feed; another host's is their own.
    expect(await feeds.hostOf(made.token)).toBe(grace);
    const other = await feeds.create(priya, "owner@maplestack.test", now);
    if (!other.ok) throw new Error("no feed made");
    expect(await feeds.hostOf(other.token)).toBe(priya);
  });

  it("ends the old address the moment it is replaced or revoked", async () => {
    const made = await feeds.create(grace, "owner@maplestack.test", now);
    if (!made.ok) throw new Error("no feed made");
    const replaced = await feeds.replace(grace, "grace@maplestack.test", now + MINUTE);
    expect(replaced).not.toBe(made.token);
    expect(await feeds.hostOf(made.token)).toBeUndefined();
    expect(await feeds.feed(made.token, { origin: ORIGIN, now })).toBeUndefined();
    expect(await feeds.hostOf(replaced)).toBe(grace);
    expect(await feeds.list()).toEqual([
      { hostId: grace, createdAt: now + MINUTE, createdBy: "grace@maplestack.test" },
    ]);
    expect(await feeds.revoke(grace)).toBe(true);
    expect(await feeds.hostOf(replaced)).toBeUndefined();
    expect(await feeds.feed(replaced, { origin: ORIGIN, now })).toBeUndefined();
    expect(await feeds.revoke(grace)).toBe(false);
    expect(await feeds.list()).toEqual([]);
    // Once revoked, a new one can be made.
    expect((await feeds.create(grace, "owner@maplestack.test", now)).ok).toBe(true);
  });

  it("opens nothing for an address it did not make", async () => {
    await feeds.create(grace, "owner@maplestack.test", now);
    for (const token of ["", "0".repeat(64), "A".repeat(64), "' or 1=1 --", "a".repeat(63)]) {
      expect(await feeds.hostOf(token)).toBeUndefined();
      expect(await feeds.feed(token, { origin: ORIGIN, now })).toBeUndefined();
    }
  });

  it("publishes the host's bookings that hold their time, in Toronto time, CRLF to the last line", async () => {
    const made = await feeds.create(grace, "owner@maplestack.test", now);
    if (!made.ok) throw new Error("no feed made");
    // The Monday after the clocks go back: 9:00 is 14:00 UTC, no longer 13:00.
    const afterChange = await book(grace, "2026-11-02T09:00");
    const ahead = await book(grace, "2026-11-03T10:00", "Ada Lovelace");
    const cancelled = await book(grace, "2026-11-03T11:00", "Cancelled Person");
    await setStatus(cancelled.id, "cancelled");
    const held = await book(grace, "2026-10-19T13:00", "Done Person");
    await setStatus(held.id, "done");
    const longAgo = await book(grace, "2026-09-14T13:00", "Long Ago");
    const beyond = await book(grace, "2027-01-11T09:00", "Far Ahead");
    const othersHost = await book(priya, "2026-11-02T09:00", "Priya Visitor");

    const text = (await feeds.feed(made.token, { origin: ORIGIN, now })) ?? "";
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    expect(text).toContain("DTSTART;TZID=America/Toronto:20261102T090000");
    expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:America/Toronto");
    const feed = readFeed(text);
    expect(feed.method).toBe("PUBLISH");
    expect(feed.name).toContain("Grace Liu");
    expect(feed.events.map((event) => event.uid)).toEqual([held.uid, afterChange.uid, ahead.uid]);
    const [, first] = feed.events;
    expect(first).toMatchObject({
      start: afterChange.start,
      end: afterChange.start + 30 * MINUTE,
      tzid: OFFICE_ZONE,
      status: "CONFIRMED",
      attendees: 0,
      organizer: null,
    });
    expect(new Date(afterChange.start).toISOString()).toBe("2026-11-02T14:00:00.000Z");
    expect(first?.description).toContain("Zoé Tremblay");
    for (const uid of [cancelled.uid, longAgo.uid, beyond.uid, othersHost.uid]) {
      expect(text).not.toContain(uid);
    }
  });

  it("is a calendar without events for a host with nothing booked", async () => {
    const made = await feeds.create(priya, "owner@maplestack.test", now);
    if (!made.ok) throw new Error("no feed made");
    const text = (await feeds.feed(made.token, { origin: ORIGIN, now: now + 400 * DAY })) ?? "";
    expect(readFeed(text)).toMatchObject({ method: "PUBLISH", events: [] });
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });
});

describe("a feed's address", () => {
  it("is read back from its last segment only when it is a token and .ics", () => {
    const token = "0123456789abcdef".repeat(4);
    expect(feedUrl(ORIGIN, token)).toBe(`${ORIGIN}/calendar/${token}.ics`);
    expect(feedToken(`${token}.ics`)).toBe(token);
    for (const segment of [
      token,
      `${token}.ICS`,
      `${token.toUpperCase()}.ics`,
      ".ics",
      undefined,
    ]) {
      expect(feedToken(segment)).toBeUndefined();
    }
  });
});
