import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { closedDates, easterSunday, isBusinessDay, ontarioHolidays } from "./holidays";
import {
  earliestStart,
  type HostRules,
  hostSlots,
  OFFICE_ZONE,
  outsideRules,
  topicSlots,
} from "./slots";

const at = (wall: string) =>
  Temporal.ZonedDateTime.from(`${wall}[${OFFICE_ZONE}]`).toInstant().epochMilliseconds;
const iso = (instant: number) => new Date(instant).toISOString();
const day = (date: string) => Temporal.PlainDate.from(date);

const mornings = { from: "09:00", to: "12:00" };
const host: HostRules = {
  id: 1,
  weekly: { 1: [mornings], 2: [mornings], 3: [mornings], 4: [mornings], 5: [mornings] },
  daysOff: [],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  maxPerDay: 4,
  topics: ["web", "software"],
};
const idle = { bookings: [], busy: [] };

describe("Ontario's public holidays", () => {
  it("falls on the right dates in 2026 and 2027", () => {
    const names = (year: number) =>
      Object.fromEntries(ontarioHolidays(year).map(({ name, date }) => [name, date.toString()]));
    expect(names(2026)).toEqual({
      "New Year's Day": "2026-01-01",
      "Family Day": "2026-02-16",
      "Good Friday": "2026-04-03",
      "Victoria Day": "2026-05-18",
      "Canada Day": "2026-07-01",
      "Labour Day": "2026-09-07",
      "Thanksgiving Day": "2026-10-12",
      "Christmas Day": "2026-12-25",
      "Boxing Day": "2026-12-26",
    });
    expect(easterSunday(2027).toString()).toBe("2027-03-28");
    expect(names(2027)["Victoria Day"]).toBe("2027-05-24");
  });

  it("closes the office on the weekday a weekend holiday is observed", () => {
    // 2027: Christmas on a Saturday, Boxing Day on a Sunday.
    const closed = closedDates(2027);
    expect(closed.has("2027-12-27")).toBe(true);
    expect(closed.has("2027-12-28")).toBe(true);
    expect(isBusinessDay(day("2027-12-29"))).toBe(true);
    // 2026: Boxing Day on a Saturday is observed on Monday 28 December.
    expect(isBusinessDay(day("2026-12-28"))).toBe(false);
    expect(isBusinessDay(day("2026-04-03"))).toBe(false);
    expect(isBusinessDay(day("2026-11-27"))).toBe(true);
  });
});

describe("the slots a host offers", () => {
  it("waits one business day, and offers nothing past the horizon", () => {
    // A Friday afternoon: the first slot is Monday's, at or after the same time.
    const now = at("2026-11-27T14:10");
    expect(iso(earliestStart(now))).toBe(iso(at("2026-11-30T14:10")));
    const slots = hostSlots(
      { ...host, weekly: { ...host.weekly, 1: [{ from: "09:00", to: "16:00" }] } },
      idle,
      now,
    );
    expect(iso(slots[0]?.start ?? 0)).toBe(iso(at("2026-11-30T14:30")));
    const last = slots.at(-1)?.start ?? 0;
    expect(last).toBeLessThan(at("2026-12-19T00:00"));
    expect(slots.every((slot) => slot.end - slot.start === 30 * 60_000)).toBe(true);
  });

  it("keeps Toronto's hours across the change to standard time on 1 November 2026", () => {
    const slots = hostSlots(host, idle, at("2026-10-28T08:00"));
    const starts = slots.map((slot) => iso(slot.start));
    // Friday 30 October, EDT (UTC−4); Monday 2 November, EST (UTC−5): 9:00 both days.
    expect(starts).toContain("2026-10-30T13:00:00.000Z");
    expect(starts).toContain("2026-11-02T14:00:00.000Z");
    expect(starts).not.toContain("2026-11-02T13:00:00.000Z");
    expect(starts.filter((s) => s.startsWith("2026-11-02"))).toHaveLength(6);
  });

  it("keeps Toronto's hours across the change to daylight time on 14 March 2027", () => {
    const starts = hostSlots(host, idle, at("2027-03-10T08:00")).map((slot) => iso(slot.start));
    expect(starts).toContain("2027-03-12T14:00:00.000Z");
    expect(starts).toContain("2027-03-15T13:00:00.000Z");
    expect(starts.filter((s) => s.startsWith("2027-03-15"))).toHaveLength(6);
  });

  it("offers nothing on a holiday, a weekend or a day off", () => {
    const dates = new Set(
      hostSlots({ ...host, daysOff: ["2027-03-31"] }, idle, at("2027-03-22T08:00")).map((slot) =>
        Temporal.Instant.fromEpochMilliseconds(slot.start)
          .toZonedDateTimeISO(OFFICE_ZONE)
          .toPlainDate()
          .toString(),
      ),
    );
    expect(dates.has("2027-03-26")).toBe(false); // Good Friday
    expect(dates.has("2027-03-27")).toBe(false); // Saturday
    expect(dates.has("2027-03-31")).toBe(false); // the host's day off
    expect(dates.has("2027-03-30")).toBe(true);
  });

  it("keeps a booking's buffer free, and the host's calendar's busy times", () => {
    const start = at("2026-12-02T10:00");
    const booking = {
      start,
      end: start + 30 * 60_000,
      heldFrom: start,
      heldUntil: start + 45 * 60_000,
    };
    const busy = [{ start: at("2026-12-02T11:15"), end: at("2026-12-02T11:45") }];
    const starts = hostSlots(host, { bookings: [booking], busy }, at("2026-11-30T08:00"))
      .filter((slot) => iso(slot.start).startsWith("2026-12-02"))
      .map((slot) =>
        Temporal.Instant.fromEpochMilliseconds(slot.start)
          .toZonedDateTimeISO(OFFICE_ZONE)
          .toPlainTime()
          .toString()
          .slice(0, 5),
      );
    // 9:30 would run into the 10:00 meeting; 10:30 into its 15-minute buffer; 11:00 and 11:30
    // into the busy time (with their own buffer after).
    expect(starts).toEqual(["09:00"]);
  });

  it("stops offering a day once it has the host's maximum of meetings", () => {
    const bookings = ["09:00", "10:00"].map((time) => {
      const start = at(`2026-12-03T${time}`);
      return { start, end: start + 1_800_000, heldFrom: start, heldUntil: start + 2_700_000 };
    });
    const slots = hostSlots(
      { ...host, maxPerDay: 2 },
      { bookings, busy: [] },
      at("2026-11-30T08:00"),
    );
    expect(slots.some((slot) => iso(slot.start).startsWith("2026-12-03"))).toBe(false);
  });
});

describe("any available host", () => {
  it("gives each start time to the free host with the fewest bookings, and skips other topics", () => {
    const other: HostRules = { ...host, id: 2 };
    const branding: HostRules = { ...host, id: 3, topics: ["branding"] };
    const now = at("2026-11-30T08:00");
    const start = at("2026-12-04T09:00");
    const busyOne = {
      bookings: [{ start, end: start + 1_800_000, heldFrom: start, heldUntil: start + 2_700_000 }],
      busy: [],
    };
    const slots = topicSlots([host, other, branding], new Map([[1, busyOne]]), "web", now);
    // Host 1 has a booking, so host 2 takes every start time both have free…
    expect(slots.find((slot) => slot.start === at("2026-12-04T11:00"))?.hostId).toBe(2);
    // …and host 3 takes no web consultation.
    expect(slots.some((slot) => slot.hostId === 3)).toBe(false);
    // One slot per start time.
    expect(new Set(slots.map((slot) => slot.start)).size).toBe(slots.length);
  });
});

describe("bookings the rules leave out", () => {
  const rules = {
    id: 1,
    weekly: { 1: [{ from: "09:00", to: "12:00" }] },
    daysOff: ["2026-12-14"],
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    maxPerDay: 4,
    topics: ["web"],
    active: true,
  };
  const meeting = (iso: string) => {
    const start = Temporal.ZonedDateTime.from(`${iso}[America/Toronto]`).epochMilliseconds;
    return { start, end: start + 30 * 60_000 };
  };

  it("names a meeting on a new day off, outside new hours, or with a host who stopped", () => {
    expect(outsideRules(rules, meeting("2026-12-07T10:00"))).toBe(false);
    expect(outsideRules(rules, meeting("2026-12-14T10:00"))).toBe(true);
    expect(outsideRules(rules, meeting("2026-12-07T11:45"))).toBe(true);
    expect(outsideRules(rules, meeting("2026-12-08T10:00"))).toBe(true);
    expect(outsideRules(rules, meeting("2026-12-25T10:00"))).toBe(true);
    expect(outsideRules({ ...rules, active: false }, meeting("2026-12-07T10:00"))).toBe(true);
  });
});
