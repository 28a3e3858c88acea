// @vitest-environment node
import ICAL from "ical.js";
import { Temporal } from "temporal-polyfill";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { emptyLocation, engines } from "../../../tests/unit/engines";
import { Store, type StoreLocation } from "../db.server";
import { readEnv } from "../env.server";
import { type Mail, Outbox, OutboxQueue } from "../outbox.server";
import { type BookingRequest, Bookings } from "./bookings.server";
import { composeBookingEmails } from "./emails.server";
import { bookingEmail, invitationIcs } from "./invitation.server";
import { OFFICE_ZONE } from "./slots";
import { whenLabel } from "./zones";

const MINUTE = 60_000;
/** Text with its no-break spaces read as spaces. */
const plain = (text = "") => text.replace(/\s/g, " ");
const SECRET = "a-test-link-secret";
const ORIGIN = "https://maplestack.test";
const at = (wall: string) =>
  Temporal.ZonedDateTime.from(`${wall}[${OFFICE_ZONE}]`).toInstant().epochMilliseconds;
/** Wednesday 2 December 2026, 10:00 in Toronto: Monday the 7th is bookable. */
const now = at("2026-12-02T10:00");
const monday = (time: string) => at(`2026-12-07T${time}`);

/** One host, Mondays 9:00 to 14:00 with no buffer: ten slots. */
async function addHost(store: Store, email = "host@maplestack.test", bufferAfter = 0) {
  const row = await store.db
    .insertInto("booking_hosts")
    .values({
      name: "Hana Host",
      email,
      role: "Technical Director",
      staff_id: null,
      weekly: JSON.stringify({ 1: [{ from: "09:00", to: "14:00" }] }),
      days_off: "[]",
      buffer_before_minutes: 0,
      buffer_after_minutes: bufferAfter,
      max_per_day: 10,
      topics: JSON.stringify(["web", "software"]),
      active: 1,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

function request(start: number, name = "Visitor", extra: Partial<BookingRequest> = {}) {
  return {
    topic: "web",
    host: "any",
    start,
    firstName: name,
    lastName: "Tremblay",
    email: `${name.toLowerCase().replace(/\W/g, "")}@example.ca`,
    company: "Boulangerie Mont-Royal",
    phone: null,
    note: "",
    meetingMode: "video",
    marketingConsent: false,
    consentWording: null,
    language: "en",
    visitorZone: OFFICE_ZONE,
    sourcePage: "/book",
    ...extra,
  } satisfies BookingRequest;
}

describe.each(engines)("bookings on %s", (engine) => {
  let location: StoreLocation & { remove: () => Promise<void> };
  let store: Store;
  let bookings: Bookings;
  let hostId: number;

  beforeEach(async () => {
    location = await emptyLocation(engine);
    store = await Store.open(location);
    bookings = new Bookings(store, SECRET);
    hostId = await addHost(store);
  });
  afterEach(async () => {
    await store.close();
    await location.remove();
  });

  const outbox = () =>
    store.db
      .selectFrom("outbox")
      .select(["kind", "booking_id", "booking_sequence", "next_attempt_at"])
      .orderBy("id")
      .execute();

  it("refuses, by the database's own rule, a booking whose held time overlaps a confirmed one", async () => {
    const hold = (minutes: number, host = hostId) => {
      const start = monday("10:00") + minutes * MINUTE;
      return bookings.insert(
        host,
        { start, end: start + 30 * MINUTE },
        { start, end: start + 45 * MINUTE },
        { name: "V", email: "v@example.ca" },
      );
    };
    expect((await hold(0)).ok).toBe(true);
    // 10:30 would start inside the first one's 15-minute buffer.
    expect(await hold(30)).toEqual({ ok: false, reason: "taken" });
    expect((await hold(45)).ok).toBe(true);
    // Another host is free at 10:00.
    expect((await hold(0, await addHost(store, "other@maplestack.test"))).ok).toBe(true);
  });

  it("books a slot with its lead, invitations and reminders in one go", async () => {
    const outcome = await bookings.book(request(monday("10:00")), now);
    if (!outcome.ok) throw new Error("not booked");
    expect(outcome.booking).toMatchObject({ hostId, status: "confirmed", sequence: 0 });
    expect(await bookings.byToken(outcome.token)).toEqual(outcome.booking);
    const last = outcome.token.slice(-1);
    const forged = `${outcome.token.slice(0, -1)}${last === "A" ? "B" : "A"}`;
    expect(await bookings.byToken(forged)).toBeUndefined();
    const lead = await store.db
      .selectFrom("leads")
      .selectAll()
      .where("id", "=", outcome.booking.leadId)
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ source: "booking", first_name: "Visitor", source_page: "/book" });
    expect(await outbox()).toEqual([
      {
        kind: "booking-visitor",
        booking_id: outcome.booking.id,
        booking_sequence: 0,
        next_attempt_at: now,
      },
      {
        kind: "booking-host",
        booking_id: outcome.booking.id,
        booking_sequence: 0,
        next_attempt_at: now,
      },
      expect.objectContaining({
        kind: "reminder-24h",
        next_attempt_at: monday("10:00") - 24 * 60 * MINUTE,
      }),
      expect.objectContaining({
        kind: "reminder-1h",
        next_attempt_at: monday("10:00") - 60 * MINUTE,
      }),
    ]);
  });

  it("adds a second booking from the same address, in other capitals, to the open lead", async () => {
    const first = await bookings.book(request(monday("10:00")), now);
    const second = await bookings.book(
      request(monday("11:00"), "Visitor", { email: "VISITOR@Example.CA" }),
      now,
    );
    if (!first.ok || !second.ok) throw new Error("not booked");
    expect(second.booking.leadId).toBe(first.booking.leadId);
    const notes = await store.db
      .selectFrom("lead_events")
      .select("note")
      .where("lead_id", "=", first.booking.leadId)
      .execute();
    expect(notes).toHaveLength(1);
    expect(notes[0]?.note).toContain("Booked a free consultation");
  });

  it("books each of 10 slots exactly once when 50 visitors ask for them at the same moment", async () => {
    const starts = Array.from({ length: 10 }, (_, i) => monday("09:00") + i * 30 * MINUTE);
    const asks = Array.from({ length: 50 }, (_, i) => request(starts[i % 10] ?? 0, `Visitor ${i}`));
    const answers = await Promise.all(asks.map((ask) => bookings.book(ask, now)));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(10);
    const refused = answers.filter((answer) => !answer.ok);
    expect(refused).toHaveLength(40);
    const rows = await store.db
      .selectFrom("bookings")
      .select(["held_from", "held_until"])
      .where("status", "=", "confirmed")
      .orderBy("held_from")
      .execute();
    expect(rows.map((row) => Number(row.held_from))).toEqual(starts);
    for (let i = 1; i < rows.length; i++) {
      expect(Number(rows[i]?.held_from)).toBeGreaterThanOrEqual(Number(rows[i - 1]?.held_until));
    }
    // One invitation each to visitor and host per booking, no more.
    const invitations = (await outbox()).filter((row) => row.kind.startsWith("booking-"));
    expect(invitations).toHaveLength(20);
  });

  it("offers the nearest free slots when the one chosen was just taken", async () => {
    await bookings.book(request(monday("10:00"), "First"), now);
    const late = await bookings.book(request(monday("10:00"), "Second"), now);
    if (late.ok) throw new Error("booked twice");
    expect(late.alternatives.map((slot) => slot.start)).toEqual([
      monday("09:00"),
      monday("09:30"),
      monday("10:30"),
      monday("11:00"),
      monday("11:30"),
      monday("12:00"),
    ]);
  });

  it("cancels: the time is free again, and a CANCEL with a higher sequence goes out", async () => {
    const first = await bookings.book(request(monday("10:00")), now);
    if (!first.ok) throw new Error("not booked");
    expect(await bookings.cancel(first.booking.id, now)).toBe(true);
    expect(await bookings.cancel(first.booking.id, now)).toBe(false);
    expect((await bookings.book(request(monday("10:00"), "Second"), now)).ok).toBe(true);
    const cancelled = await bookings.byId(first.booking.id);
    expect(cancelled).toMatchObject({ status: "cancelled", sequence: 1 });
    const rows = (await outbox()).filter((row) => row.booking_id === first.booking.id);
    expect(rows.filter((row) => row.booking_sequence === 1).map((row) => row.kind)).toEqual([
      "booking-visitor",
      "booking-host",
    ]);
    // Setting the cancelled row back to confirmed is the same overlap, refused by the database.
    await expect(
      store.db
        .updateTable("bookings")
        .set({ status: "confirmed" })
        .where("id", "=", first.booking.id)
        .execute(),
    ).rejects.toThrow();
  });

  it("reschedules within the host's free slots, keeping the UID and raising the sequence", async () => {
    const first = await bookings.book(request(monday("10:00")), now);
    await bookings.book(request(monday("12:00"), "Other"), now);
    if (!first.ok) throw new Error("not booked");
    // Taken by the other visitor: refused, with the nearest free ones.
    const refused = await bookings.reschedule(first.booking.id, monday("12:00"), now);
    expect(refused.ok).toBe(false);
    // Its own time plus one slot is free once it moves (its own hold does not block it).
    const moved = await bookings.reschedule(first.booking.id, monday("10:30"), now);
    if (!moved.ok) throw new Error("not moved");
    expect(moved.booking).toMatchObject({
      uid: first.booking.uid,
      sequence: 1,
      start: monday("10:30"),
    });
    const reminders = (await outbox()).filter(
      (row) => row.booking_id === first.booking.id && row.kind === "reminder-1h",
    );
    expect(reminders.map((row) => [row.booking_sequence, Number(row.next_attempt_at)])).toEqual([
      [0, monday("10:00") - 60 * MINUTE],
      [1, monday("10:30") - 60 * MINUTE],
    ]);
  });

  it("sends every invitation and reminder once, with two servers delivering at the same time", async () => {
    const outcome = await bookings.book(request(monday("10:00")), now);
    if (!outcome.ok) throw new Error("not booked");
    await bookings.cancel(outcome.booking.id, now);
    // The test's clock is a week ahead of the outbox's: the invitations are due now.
    await store.db
      .updateTable("outbox")
      .set({ next_attempt_at: 0 })
      .where("kind", "in", ["booking-visitor", "booking-host"])
      .execute();
    const sent: Mail[] = [];
    const env = { ...readEnv({}), OUTBOX_LEASE_MS: 60_000 };
    const compose = composeBookingEmails(store, env, ORIGIN, SECRET);
    const servers = [0, 1].map(
      () =>
        new Outbox(
          store,
          async (mail) => void sent.push(mail),
          env,
          () => undefined,
          compose,
        ),
    );
    // The reminders are not due yet; everything else is.
    await Promise.all(servers.map((server) => server.flush()));
    await Promise.all(servers.map((server) => server.flush()));
    // Only the cancellation is sent: the invitations of sequence 0 were overtaken before any
    // server picked them up.
    expect(sent.map((mail) => `${mail.to} ${mail.icalEvent?.method}`).sort()).toEqual([
      "host@maplestack.test CANCEL",
      "visitor@example.ca CANCEL",
    ]);
    const pending = (await new OutboxQueue(store).all()).filter((message) => !message.sentAt);
    expect(pending.map((message) => message.kind)).toEqual(["reminder-24h", "reminder-1h"]);
  });
});

describe.each(engines)("reminders on %s", (engine) => {
  it("sends each reminder once when due, with two servers delivering, and none for a moved time", async () => {
    const location = await emptyLocation(engine);
    const store = await Store.open(location);
    try {
      const bookings = new Bookings(store, SECRET);
      await addHost(store);
      const first = await bookings.book(request(monday("10:00"), "Early"), now);
      const second = await bookings.book(request(monday("11:00"), "Mover"), now);
      if (!first.ok || !second.ok) throw new Error("not booked");
      await bookings.reschedule(second.booking.id, monday("12:00"), now);
      // Everything is due: invitations, and both reminders of every version.
      await store.db.updateTable("outbox").set({ next_attempt_at: 0 }).execute();
      const sent: Mail[] = [];
      const env = { ...readEnv({}), OUTBOX_LEASE_MS: 60_000 };
      const compose = composeBookingEmails(store, env, ORIGIN, SECRET);
      const servers = [0, 1].map(
        () =>
          new Outbox(
            store,
            async (mail) => void sent.push(mail),
            env,
            () => undefined,
            compose,
          ),
      );
      await Promise.all(servers.flatMap((server) => [server.flush(), server.flush()]));
      await Promise.all(servers.map((server) => server.flush()));
      const reminders = sent.filter((mail) => !mail.icalEvent);
      // Two per booking, for its current time only: the mover's first reminders were overtaken.
      // (Two servers share the work, so the order they send in is theirs.)
      expect(reminders.map((mail) => mail.subject.slice(0, 12)).sort()).toEqual([
        "In one hour:",
        "In one hour:",
        "Tomorrow: yo",
        "Tomorrow: yo",
      ]);
      expect(reminders.filter((mail) => mail.to === "mover@example.ca")).toHaveLength(2);
      expect(reminders.every((mail) => !mail.text.includes("11:00"))).toBe(true);
      expect(new Set(sent.map((mail) => mail.messageId)).size).toBe(sent.length);
      const pending = (await new OutboxQueue(store).all()).filter((message) => !message.sentAt);
      expect(pending).toEqual([]);
    } finally {
      await store.close();
      await location.remove();
    }
  });
});

describe("the invitation", () => {
  const host = {
    id: 1,
    name: "Hana Host",
    email: "host@maplestack.test",
    role: "Technical Director",
    staffId: null,
    weekly: {},
    daysOff: [],
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 15,
    maxPerDay: 3,
    topics: ["web"],
    active: true,
  };
  const booking = (start: number, zone: string, extra = {}) => ({
    id: 7,
    uid: "6f1c1b7e-0000-4000-8000-000000000007@maplestack.ca",
    hostId: 1,
    topic: "web",
    start,
    end: start + 30 * MINUTE,
    status: "confirmed" as const,
    sequence: 0,
    name: "Zoé Visitor",
    email: "zoe@example.ca",
    company: "Atelier Zoé",
    phone: "+1 902 555 0100",
    note: "",
    language: "en" as const,
    visitorZone: zone,
    meetingMode: "video" as const,
    leadId: 3,
    staffNote: null,
    createdAt: now,
    updatedAt: now,
    ...extra,
  });

  /** The event of an iCalendar text, read back by ical.js with its own VTIMEZONE. */
  function parse(text: string) {
    const calendar = new ICAL.Component(ICAL.parse(text));
    for (const zone of calendar.getAllSubcomponents("vtimezone")) {
      ICAL.TimezoneService.register(new ICAL.Timezone(zone));
    }
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
    return {
      method: calendar.getFirstPropertyValue("method"),
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toJSDate().getTime(),
      end: event.endDate.toJSDate().getTime(),
      tzid: event.startDate.zone?.tzid,
      stamp: String(event.component.getFirstPropertyValue("dtstamp")),
      attendee: String(event.attendees[0]?.getFirstValue()).toLowerCase(),
      organizer: String(event.organizer).toLowerCase(),
    };
  }

  const cases = [
    // The Monday after Toronto's change to standard time on 1 November 2026. British Columbia
    // stays on daylight time from then on (the time-zone database since 2026), so Vancouver is
    // two hours behind Toronto that day, not three.
    {
      wall: "2026-11-02T09:00",
      zones: {
        "America/Vancouver": "7:00 a.m.",
        "America/Halifax": "10:00 a.m.",
        "America/St_Johns": "10:30 a.m.",
        "Europe/Paris": "3:00 p.m.",
      },
    },
    // The Monday after Toronto's change to daylight time on 14 March 2027: three hours ahead of
    // Vancouver again; Paris changes only on the 28th.
    {
      wall: "2027-03-15T09:00",
      zones: {
        "America/Vancouver": "6:00 a.m.",
        "America/Halifax": "10:00 a.m.",
        "America/St_Johns": "10:30 a.m.",
        "Europe/Paris": "2:00 p.m.",
      },
    },
  ];

  for (const { wall, zones } of cases) {
    for (const [zone, time] of Object.entries(zones)) {
      it(`agrees on 9:00 in Toronto on ${wall.slice(0, 10)} for a visitor in ${zone}`, () => {
        const start = at(wall);
        const shown = booking(start, zone);
        // The slot as shown to the visitor, and the Toronto time beside it.
        expect(plain(whenLabel(start, zone, "en"))).toContain(time);
        expect(plain(whenLabel(start, OFFICE_ZONE, "en"))).toContain("9:00 a.m.");
        // The invitation: the same instant, written in Toronto's time with its VTIMEZONE.
        const ics = invitationIcs(shown, host, "REQUEST", { manageUrl: `${ORIGIN}/m`, now });
        expect(ics).toContain(`DTSTART;TZID=America/Toronto:${wall.replace(/[-:]/g, "")}00`);
        const event = parse(ics);
        expect(event).toMatchObject({ method: "REQUEST", start, end: start + 30 * MINUTE });
        // The email says the same time as the page did.
        const mail = bookingEmail("booking-visitor", 0, shown, host, {
          origin: ORIGIN,
          token: "t",
          mailFrom: "website@maplestack.test",
          now,
        });
        expect(plain(mail?.text)).toContain(time);
        expect(plain(mail?.text)).toContain("9:00 a.m.");
      });
    }
  }

  it("is a REQUEST while it stands and a CANCEL with the same UID and a higher sequence after", () => {
    const start = at("2026-12-07T10:00");
    const mail = (kind: "booking-visitor" | "reminder-1h", b: ReturnType<typeof booking>) =>
      bookingEmail(kind, b.sequence, b, host, {
        origin: ORIGIN,
        token: "t",
        mailFrom: "website@maplestack.test",
        now,
      });
    const request = parse(
      mail("booking-visitor", booking(start, OFFICE_ZONE))?.icalEvent?.content ?? "",
    );
    expect(request).toMatchObject({
      method: "REQUEST",
      sequence: 0,
      tzid: "America/Toronto",
      attendee: "mailto:zoe@example.ca",
      organizer: "mailto:host@maplestack.test",
    });
    expect(request.stamp).toMatch(/Z$/);
    const cancelled = booking(start, OFFICE_ZONE, { status: "cancelled", sequence: 1 });
    const cancel = parse(mail("booking-visitor", cancelled)?.icalEvent?.content ?? "");
    expect(cancel).toMatchObject({ method: "CANCEL", uid: request.uid, sequence: 1 });
    // A reminder of a cancelled booking, or one queued before a change, is not sent.
    expect(mail("reminder-1h", cancelled)).toBeNull();
    expect(
      bookingEmail("booking-visitor", 0, cancelled, host, {
        origin: ORIGIN,
        token: "t",
        mailFrom: "website@maplestack.test",
      }),
    ).toBeNull();
  });

  it("writes to a French visitor in French, with the time in their zone and in Toronto", () => {
    const start = at("2026-12-07T10:00");
    const mail = bookingEmail(
      "booking-visitor",
      0,
      booking(start, "America/Halifax", { language: "fr" }),
      host,
      { origin: ORIGIN, token: "tok", mailFrom: "website@maplestack.test" },
    );
    expect(mail?.subject).toMatch(/^Votre consultation gratuite/);
    expect(plain(mail?.text)).toContain("11 h 00");
    expect(plain(mail?.text)).toContain("10 h 00");
    expect(mail?.text).toContain(`${ORIGIN}/fr/reserver/gerer/tok`);
  });
});
