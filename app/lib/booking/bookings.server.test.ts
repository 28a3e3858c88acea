// @vitest-environment node
import ICAL from "ical.js";
import { Temporal } from "temporal-polyfill";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { emptyLocation, engines } from "../../../tests/unit/engines";
import { addTestHost } from "../../../tests/unit/hosts";
import { usedFormToken } from "../abuse.server";
import { Store, type StoreLocation } from "../db.server";
import { readEnv } from "../env.server";
import { type Mail, Outbox, OutboxQueue } from "../outbox.server";
import { type BookingRequest, Bookings } from "./bookings.server";
import { composeBookingEmails } from "./emails.server";
import { bookingEmail, invitationIcs } from "./invitation.server";
import { OFFICE_ZONE, refusalOf, strongestRefusal } from "./slots";
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
const addHost = (store: Store, email = "host@maplestack.test", bufferAfter = 0) =>
  addTestHost(store, { email, bufferAfter, topics: ["web", "software"], now });

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
      expect.objectContaining({
        kind: "reminder-host",
        next_attempt_at: monday("10:00") - 15 * MINUTE,
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

  it("keeps a meeting's time taken whatever its status but cancelled, and marks the outcome only once it has started", async () => {
    const first = await bookings.book(request(monday("10:00")), now);
    if (!first.ok) throw new Error("not booked");
    // Done or no-show before the meeting: refused, and the booking stays as it was.
    expect(await bookings.update(first.booking.id, { status: "done" }, now)).toEqual({
      ok: false,
      reason: "not-started",
    });
    expect(await bookings.update(first.booking.id, { status: "no-show" }, now)).toEqual({
      ok: false,
      reason: "not-started",
    });
    expect((await bookings.byId(first.booking.id))?.status).toBe("confirmed");
    expect((await bookings.offer("web", hostId, now)).map((slot) => slot.start)).not.toContain(
      monday("10:00"),
    );
    // Once it has started, it can be marked, and back again, and its time is never freed.
    const during = monday("10:05");
    expect(await bookings.update(first.booking.id, { status: "done" }, during)).toEqual({
      ok: true,
    });
    const held = (await bookings.heldBy(hostId, { start: now, end: monday("14:00") })).map(
      (booking) => booking.id,
    );
    expect(held).toEqual([first.booking.id]);
    expect(
      await bookings.insert(
        hostId,
        { start: monday("10:00"), end: monday("10:30") },
        { start: monday("10:00"), end: monday("10:30") },
        { name: "Late", email: "late@example.ca" },
      ),
    ).toEqual({ ok: false, reason: "taken" });
    expect(await bookings.update(first.booking.id, { status: "confirmed" }, during)).toEqual({
      ok: true,
    });
    expect(await bookings.update(first.booking.id, { status: "no-show" }, during)).toEqual({
      ok: true,
    });
    // A cancelled one is not changed, and an unknown one is said to be unknown.
    expect(await bookings.update(9999, { status: "confirmed" }, during)).toEqual({
      ok: false,
      reason: "not-found",
    });
  });

  it("ends cancel and reschedule when the meeting starts", async () => {
    const first = await bookings.book(request(monday("10:00")), now);
    if (!first.ok) throw new Error("not booked");
    const twoDaysAfter = monday("10:00") + 2 * 24 * 60 * MINUTE;
    expect(await bookings.cancel(first.booking.id, monday("10:00"))).toBe(false);
    expect(await bookings.cancel(first.booking.id, twoDaysAfter)).toBe(false);
    const moved = await bookings.reschedule(first.booking.id, monday("13:00"), monday("10:00"));
    expect(moved).toMatchObject({ ok: false, reason: "not-changeable" });
    expect(await bookings.byId(first.booking.id)).toMatchObject({
      status: "confirmed",
      sequence: 0,
    });
    const sent = (await outbox()).filter((row) => row.kind.startsWith("booking-"));
    expect(sent).toHaveLength(2);
  });

  it("tells a refused visitor the real cause, not that someone else booked", async () => {
    const cause = async (start: number, at = now) => {
      const outcome = await bookings.book(request(start, `V${start}`), at);
      return outcome.ok ? "booked" : outcome.reason;
    };
    expect(await cause(now - 60 * MINUTE)).toBe("past");
    // Thursday 3 December: less than a business day after Wednesday 10:00.
    expect(await cause(at("2026-12-03T09:30"))).toBe("too-soon");
    expect(await cause(at("2027-01-04T10:00"))).toBe("too-far");
    expect(await cause(at("2026-12-12T10:00"))).toBe("closed");
    // The host works Mondays 9:00 to 14:00, on the half hour.
    expect(await cause(monday("15:00"))).toBe("off-hours");
    expect(await cause(monday("10:10"))).toBe("off-hours");
    // Tuesday: the host takes no meetings then.
    expect(await cause(at("2026-12-08T10:00"))).toBe("off-hours");
    expect(await cause(monday("10:00"))).toBe("booked");
    expect(await cause(monday("10:00"))).toBe("taken");
  });

  it("claims the booking form's token in the booking's own transaction: one post of it books", async () => {
    const token = usedFormToken(`${now - 60_000}.abcdefghijklmnop.sig`);
    const asks = Array.from({ length: 8 }, (_, i) =>
      bookings.book(request(monday("09:00") + i * 30 * MINUTE, `Flood ${i}`), now, token),
    );
    const answers = await Promise.all(asks);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(
      answers.filter((answer) => !answer.ok).map((answer) => !answer.ok && answer.reason),
    ).toEqual(Array(7).fill("form-used"));
    // A booking that fails for its slot leaves the token unused.
    const other = usedFormToken(`${now - 60_000}.qrstuvwxyzabcdef.sig`);
    expect((await bookings.book(request(now - MINUTE, "Past"), now, other)).ok).toBe(false);
    expect((await bookings.book(request(monday("13:30"), "Past"), now, other)).ok).toBe(true);
  });

  it("holds an address to two upcoming bookings, in any letter case, even when asked at once", async () => {
    const asks = ["third-party@example.com", "Third-Party@Example.com", "THIRD-PARTY@EXAMPLE.COM"]
      .flatMap((email) => [0, 1].map((i) => ({ email, i })))
      .map(({ email, i }, n) =>
        bookings.book(request(monday("09:00") + n * 30 * MINUTE, `Victim ${i}`, { email }), now),
      );
    const answers = await Promise.all(asks);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(2);
    expect(new Set(answers.filter((a) => !a.ok).map((a) => !a.ok && a.reason))).toEqual(
      new Set(["address-upcoming"]),
    );
    const invitations = (await outbox()).filter((row) => row.kind === "booking-visitor");
    expect(invitations).toHaveLength(2);
  });

  it("sends an address a few booking emails a day at most, but always lets it cancel", async () => {
    const limited = new Bookings(store, SECRET, undefined, undefined, {
      upcoming: 2,
      mailsPerDay: 3,
      undoMs: 60_000,
    });
    const email = "inbox@example.com";
    const first = await limited.book(request(monday("09:00"), "A", { email }), now);
    if (!first.ok) throw new Error("not booked");
    expect(await limited.cancel(first.booking.id, now)).toBe(true);
    const second = await limited.book(request(monday("10:00"), "A", { email }), now);
    if (!second.ok) throw new Error("not booked");
    // The day's three are spent: no fourth booking, no move, and a cancel tells only the host.
    const third = await limited.book(
      request(monday("11:00"), "A", { email: "INBOX@example.com" }),
      now,
    );
    expect(third).toMatchObject({ ok: false, reason: "address-mail" });
    const moved = await limited.reschedule(second.booking.id, monday("12:00"), now);
    expect(moved).toMatchObject({ ok: false, reason: "address-mail" });
    expect(await limited.cancel(second.booking.id, now)).toBe(true);
    const lastCancel = (await outbox()).filter(
      (row) => row.booking_id === second.booking.id && row.booking_sequence === 1,
    );
    expect(lastCancel.map((row) => row.kind)).toEqual(["booking-host"]);
    // Another server counts the same allowance.
    const twin = new Bookings(store, SECRET, undefined, undefined, {
      upcoming: 2,
      mailsPerDay: 3,
      undoMs: 60_000,
    });
    expect(await twin.book(request(monday("13:00"), "A", { email }), now)).toMatchObject({
      ok: false,
      reason: "address-mail",
    });
  });

  it("takes back a visitor's cancellation within a minute, while the time is still free", async () => {
    const first = await bookings.book(request(monday("10:00")), now);
    if (!first.ok) throw new Error("not booked");
    expect(await bookings.cancel(first.booking.id, now, { reason: "Our budget moved." })).toBe(
      true,
    );
    const cancelRows = (await outbox()).filter(
      (row) => row.booking_id === first.booking.id && row.booking_sequence === 1,
    );
    // Its emails wait out the minute.
    expect(cancelRows.map((row) => Number(row.next_attempt_at))).toEqual([
      now + 60_000,
      now + 60_000,
    ]);
    expect(await bookings.byId(first.booking.id)).toMatchObject({
      visitorReason: "Our budget moved.",
    });
    expect(await bookings.undoCancel(first.booking.id, now + 61_000)).toEqual({
      ok: false,
      reason: "too-late",
    });
    expect(await bookings.undoCancel(first.booking.id, now + 30_000)).toEqual({ ok: true });
    expect(await bookings.byId(first.booking.id)).toMatchObject({
      status: "confirmed",
      sequence: 2,
    });
    // The cancellation is moot now, and the reminders follow the booking again.
    const reminders = (await outbox()).filter(
      (row) => row.booking_id === first.booking.id && row.booking_sequence === 2,
    );
    expect(reminders.map((row) => row.kind)).toEqual([
      "reminder-24h",
      "reminder-1h",
      "reminder-host",
    ]);
    // Once someone else has the time, there is nothing to take back.
    expect(await bookings.cancel(first.booking.id, now + 40_000)).toBe(true);
    expect((await bookings.book(request(monday("10:00"), "Quick"), now + 45_000)).ok).toBe(true);
    expect(await bookings.undoCancel(first.booking.id, now + 50_000)).toEqual({
      ok: false,
      reason: "taken",
    });
  });

  it("lets the team cancel with a message, which the visitor cannot undo, or ask for a new time", async () => {
    const first = await bookings.book(request(monday("10:00")), now);
    const second = await bookings.book(request(monday("11:00"), "Other"), now);
    if (!first.ok || !second.ok) throw new Error("not booked");
    expect(
      await bookings.cancel(first.booking.id, now, { byTeam: true, message: "Nadia is ill." }),
    ).toBe(true);
    expect(await bookings.byId(first.booking.id)).toMatchObject({
      status: "cancelled",
      teamMessage: "Nadia is ill.",
      cancelledByTeam: true,
    });
    // Sent at once, to both sides; the visitor cannot take it back.
    const sent = (await outbox()).filter(
      (row) => row.booking_id === first.booking.id && row.booking_sequence === 1,
    );
    expect(sent.map((row) => [row.kind, Number(row.next_attempt_at)])).toEqual([
      ["booking-visitor", now],
      ["booking-host", now],
    ]);
    expect(await bookings.undoCancel(first.booking.id, now + 1000)).toMatchObject({ ok: false });
    expect(await bookings.askToReschedule(second.booking.id, "Could we move it?", now)).toBe(true);
    expect(await bookings.askToReschedule(first.booking.id, "Cancelled anyway", now)).toBe(false);
    const asked = (await outbox()).filter((row) => row.kind === "booking-move-request");
    expect(asked.map((row) => [row.booking_id, row.booking_sequence])).toEqual([
      [second.booking.id, 0],
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
    expect(pending.map((message) => message.kind)).toEqual([
      "reminder-24h",
      "reminder-1h",
      "reminder-host",
    ]);
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
        "In 15 minute",
        "In 15 minute",
        "In one hour:",
        "In one hour:",
        "Tomorrow: yo",
        "Tomorrow: yo",
      ]);
      // The host's own reminders go to the host.
      expect(
        reminders.filter((mail) => mail.subject.startsWith("In 15")).map((mail) => mail.to),
      ).toEqual(["host@maplestack.test", "host@maplestack.test"]);
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
    movedFrom: null,
    visitorReason: null,
    teamMessage: null,
    cancelledByTeam: false,
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

  const email = (
    kind: Parameters<typeof bookingEmail>[0],
    b: ReturnType<typeof booking>,
    when: number,
  ) =>
    bookingEmail(kind, b.sequence, b, host, {
      origin: ORIGIN,
      token: "tok",
      mailFrom: "website@maplestack.test",
      now: when,
    });

  it("drops a reminder held back past half its lead time, so an outage never sends both at once", () => {
    const start = at("2026-12-07T10:00");
    const b = booking(start, OFFICE_ZONE);
    // Down from the 24-hour reminder until 50 minutes before: only the one-hour one goes.
    expect(email("reminder-24h", b, start - 50 * MINUTE)).toBeNull();
    expect(email("reminder-1h", b, start - 50 * MINUTE)?.subject).toMatch(/^In one hour/);
    // On time, or a few hours late, the 24-hour one still goes; the one-hour one not once started.
    expect(email("reminder-24h", b, start - 24 * 60 * MINUTE)?.subject).toMatch(/^Tomorrow/);
    expect(email("reminder-24h", b, start - 13 * 60 * MINUTE)).not.toBeNull();
    expect(email("reminder-24h", b, start - 11 * 60 * MINUTE)).toBeNull();
    expect(email("reminder-1h", b, start - 20 * MINUTE)).toBeNull();
  });

  it("says an invitation is attached only when one is, and gives the file's link in a reminder", () => {
    const start = at("2026-12-07T10:00");
    const b = booking(start, OFFICE_ZONE);
    const invite = email("booking-visitor", b, now);
    expect(invite?.icalEvent).toBeDefined();
    expect(invite?.text).toContain("attached");
    for (const language of ["en", "fr"] as const) {
      const reminder = email(
        "reminder-1h",
        booking(start, OFFICE_ZONE, { language }),
        start - 60 * MINUTE,
      );
      expect(reminder?.icalEvent).toBeUndefined();
      expect(reminder?.text).not.toMatch(/attached|jointe/);
      expect(reminder?.text).toContain("/tok/invite.ics");
    }
  });

  it("gives the old time in the email of a move, to the visitor and to the host", () => {
    const start = at("2026-12-07T10:00");
    const b = booking(start, "America/Halifax", { sequence: 1, movedFrom: at("2026-12-08T13:00") });
    const visitor = email("booking-visitor", b, now);
    expect(visitor?.subject).toMatch(/has moved/);
    expect(plain(visitor?.text)).toMatch(/Previously: Tuesday, December 8, 2:00 p\.m\./);
    const toHost = email("booking-host", b, now);
    expect(plain(toHost?.text)).toMatch(/Previously: .*1:00 p\.m\./);
    const fr = email("booking-visitor", { ...b, language: "fr" as "en" }, now);
    expect(plain(fr?.text)).toContain("Ancien horaire");
  });

  it("carries the team's words and the manage link when the team cancels or asks for a new time", () => {
    const start = at("2026-12-07T10:00");
    const asked = booking(start, OFFICE_ZONE, { teamMessage: "Nadia is ill that day." });
    const request = email("booking-move-request", asked, now);
    expect(request?.subject).toMatch(/^Please choose a new time/);
    expect(request?.text).toContain("Nadia is ill that day.");
    expect(request?.text).toContain(`${ORIGIN}/book/manage/tok`);
    expect(request?.icalEvent).toBeUndefined();
    // Not once the meeting has started, nor for a booking cancelled since.
    expect(email("booking-move-request", asked, start)).toBeNull();
    const cancelled = booking(start, OFFICE_ZONE, {
      status: "cancelled",
      sequence: 1,
      teamMessage: "Nadia is ill that day.",
      cancelledByTeam: true,
    });
    expect(email("booking-move-request", cancelled, now)).toBeNull();
    const cancel = email("booking-visitor", cancelled, now);
    expect(cancel?.text).toMatch(/we have had to cancel/);
    expect(cancel?.text).toContain("Nadia is ill that day.");
    expect(cancel?.icalEvent?.method).toBe("CANCEL");
    // The host reads why a visitor cancelled.
    const byVisitor = booking(start, OFFICE_ZONE, {
      status: "cancelled",
      sequence: 1,
      visitorReason: "We hired in-house.",
    });
    expect(email("booking-host", byVisitor, now)?.text).toContain("We hired in-house.");
  });

  it("ends every iCalendar file with CRLF, as RFC 5545 asks", () => {
    const b = booking(at("2026-12-07T10:00"), OFFICE_ZONE);
    for (const method of ["REQUEST", "CANCEL", "PUBLISH"] as const) {
      const text = invitationIcs(b, host, method, { manageUrl: `${ORIGIN}/m`, now });
      expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    }
  });
});

describe("why a slot is refused", () => {
  const host = {
    id: 1,
    weekly: { 1: [{ from: "09:00", to: "14:00" }] },
    daysOff: ["2026-12-14"],
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 15,
    maxPerDay: 1,
    topics: ["web"],
  };
  const empty = { bookings: [], busy: [] };

  it("names a day off, a busy time in the host's calendar and a full day apart", () => {
    expect(refusalOf(host, empty, at("2026-12-14T10:00"), now)).toBe("closed");
    const busy = { bookings: [], busy: [{ start: monday("09:50"), end: monday("10:20") }] };
    expect(refusalOf(host, busy, monday("10:00"), now)).toBe("busy");
    const oneBooked = {
      bookings: [
        {
          start: monday("12:00"),
          end: monday("12:30"),
          heldFrom: monday("12:00"),
          heldUntil: monday("12:45"),
        },
      ],
      busy: [],
    };
    expect(refusalOf(host, oneBooked, monday("10:00"), now)).toBe("day-full");
    expect(refusalOf(host, oneBooked, monday("12:30"), now)).toBe("taken");
    expect(refusalOf(host, empty, monday("10:00"), now)).toBeNull();
  });

  it("tells a visitor refused by every host the cause nearest to the slot being taken", () => {
    expect(strongestRefusal(["off-hours", "taken", "closed"])).toBe("taken");
    expect(strongestRefusal(["off-hours", "busy"])).toBe("busy");
    expect(strongestRefusal(["too-soon"])).toBe("too-soon");
  });
});
