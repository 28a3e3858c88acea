// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { emptyLocation, engines } from "../../../tests/unit/engines";
import { Store, type StoreLocation } from "../db.server";
import { Bookings, type NewBooking } from "./bookings.server";

const MINUTE = 60_000;
const base = Date.UTC(2026, 11, 2, 15, 0); // 10:00 in Toronto, 2 December 2026

/** A 30-minute meeting at a minute offset from 10:00, holding 15 minutes after it. */
function visitor(offsetMinutes: number, hostId = 1, name = "Visitor"): NewBooking {
  const start = base + offsetMinutes * MINUTE;
  return {
    hostId,
    topic: "web",
    meeting: { start, end: start + 30 * MINUTE },
    held: { start, end: start + 45 * MINUTE },
    name,
    email: `${name.toLowerCase().replace(/\W/g, "")}@example.ca`,
    company: "Boulangerie Mont-Royal",
    phone: null,
    note: "",
    language: "en",
    visitorZone: "America/Toronto",
  };
}

describe.each(engines)("bookings on %s", (engine) => {
  let location: StoreLocation & { remove: () => Promise<void> };
  let store: Store;
  let bookings: Bookings;

  beforeEach(async () => {
    location = await emptyLocation(engine);
    store = await Store.open(location);
    bookings = new Bookings(store);
  });
  afterEach(async () => {
    await store.close();
    await location.remove();
  });

  it("refuses a booking whose held time overlaps a confirmed one of the same host", async () => {
    expect((await bookings.book(visitor(0))).ok).toBe(true);
    // 10:30 would start inside the first one's 15-minute buffer.
    expect(await bookings.book(visitor(30))).toEqual({ ok: false, reason: "taken" });
    expect((await bookings.book(visitor(45))).ok).toBe(true);
    // Another host is free at 10:00.
    expect((await bookings.book(visitor(0, 2))).ok).toBe(true);
  });

  it("frees the time of a cancelled booking, and will not confirm it again over a new one", async () => {
    const first = await bookings.book(visitor(0));
    if (!first.ok) throw new Error("not booked");
    expect(await bookings.cancel(first.id)).toBe(true);
    expect(await bookings.cancel(first.id)).toBe(false);
    expect((await bookings.book(visitor(0, 1, "Second"))).ok).toBe(true);
    // Setting the cancelled row back to confirmed is the same overlap, refused by the database.
    await expect(
      store.db
        .updateTable("bookings")
        .set({ status: "confirmed" })
        .where("id", "=", first.id)
        .execute(),
    ).rejects.toThrow();
    const row = await store.db
      .selectFrom("bookings")
      .select(["status", "sequence"])
      .where("id", "=", first.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "cancelled", sequence: 1 });
  });

  it("books each of 10 slots exactly once when 50 visitors ask for them at the same moment", async () => {
    // Ten slots an hour apart; five visitors want each, all sent at once.
    const asks = Array.from({ length: 50 }, (_, i) => visitor((i % 10) * 60, 1, `Visitor ${i}`));
    const answers = await Promise.all(asks.map((ask) => bookings.book(ask)));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(10);
    expect(answers.filter((answer) => !answer.ok)).toHaveLength(40);
    const rows = await store.db
      .selectFrom("bookings")
      .select(["held_from", "held_until"])
      .where("status", "=", "confirmed")
      .orderBy("held_from")
      .execute();
    expect(rows).toHaveLength(10);
    for (let i = 1; i < rows.length; i++) {
      expect(Number(rows[i]?.held_from)).toBeGreaterThanOrEqual(Number(rows[i - 1]?.held_until));
    }
  });

  it("lists a host's held times in a span", async () => {
    await bookings.book(visitor(0));
    await bookings.book(visitor(120));
    const held = await bookings.heldBy(1, { start: base + 60 * MINUTE, end: base + 240 * MINUTE });
    expect(held).toEqual([
      {
        start: base + 120 * MINUTE,
        end: base + 150 * MINUTE,
        heldFrom: base + 120 * MINUTE,
        heldUntil: base + 165 * MINUTE,
      },
    ]);
  });
});
