/**
 * The free consultation's slots, computed from each host's rules. Times are instants (epoch
 * milliseconds, UTC) everywhere but here: a host's weekly hours are wall-clock times in Toronto,
 * turned into instants day by day with the Temporal polyfill, so a day on which the clocks change
 * has its hours where the office has them (9:00 is 9:00 on 1 November 2026, in EST, and on 14
 * March 2027, in EDT), and the gap a change makes or repeats is never offered twice nor lost.
 */
import { Temporal } from "temporal-polyfill";
import { isBusinessDay } from "./holidays";

export const OFFICE_ZONE = "America/Toronto";
/** A consultation lasts 30 minutes; slots start on the half hour. */
export const SLOT_MINUTES = 30;

/** A span of time, in epoch milliseconds: [start, end). */
export type Interval = { start: number; end: number };

export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** A host's rules, all in Toronto time. */
export type HostRules = {
  id: number;
  /** Opening windows per ISO weekday (1 = Monday), as "HH:MM" wall times: 09:00–12:00. */
  weekly: Partial<Record<Weekday, { from: string; to: string }[]>>;
  /** Dates off (YYYY-MM-DD), besides Ontario's holidays. */
  daysOff: string[];
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  maxPerDay: number;
  /** The topics (service categories) the host takes. */
  topics: string[];
};

export type Policy = {
  /** Business days between now and the first slot offered (same time of day). */
  noticeBusinessDays: number;
  /** Calendar days ahead that slots are offered. */
  horizonDays: number;
};

export const defaultPolicy: Policy = { noticeBusinessDays: 1, horizonDays: 21 };

/** What a host already has: our bookings (with their buffers) and the busy times of their calendar. */
export type HostLoad = {
  /** Confirmed bookings: their meeting time and the time they hold with buffers. */
  bookings: { start: number; end: number; heldFrom: number; heldUntil: number }[];
  /** Busy times read from the host's own calendar. */
  busy: Interval[];
};

export type Slot = { start: number; end: number; hostId: number };

const MINUTE = 60_000;

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/** The date in Toronto on which an instant falls. */
export function officeDate(instant: number): Temporal.PlainDate {
  return Temporal.Instant.fromEpochMilliseconds(instant)
    .toZonedDateTimeISO(OFFICE_ZONE)
    .toPlainDate();
}

/** The instant of a wall-clock time on a date in Toronto (a time skipped by a change moves on). */
function officeInstant(date: Temporal.PlainDate, time: string): number {
  return date
    .toZonedDateTime({ timeZone: OFFICE_ZONE, plainTime: Temporal.PlainTime.from(time) })
    .toInstant().epochMilliseconds;
}

/** The first instant a slot may start: the same time of day, `notice` business days later. */
export function earliestStart(now: number, policy: Policy = defaultPolicy): number {
  let zoned = Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO(OFFICE_ZONE);
  let left = policy.noticeBusinessDays;
  while (left > 0) {
    zoned = zoned.add({ days: 1 });
    if (isBusinessDay(zoned.toPlainDate())) left -= 1;
  }
  return zoned.toInstant().epochMilliseconds;
}

/** The time a booking holds on its host's calendar: the meeting and its buffers. */
export function heldBy(host: HostRules, slot: Interval): Interval {
  return {
    start: slot.start - host.bufferBeforeMinutes * MINUTE,
    end: slot.end + host.bufferAfterMinutes * MINUTE,
  };
}

/** A host's free slots from now to the horizon. */
export function hostSlots(
  host: HostRules,
  load: HostLoad,
  now: number,
  policy: Policy = defaultPolicy,
): Slot[] {
  const first = earliestStart(now, policy);
  const today = officeDate(now);
  const last = today.add({ days: policy.horizonDays });
  const daysOff = new Set(host.daysOff);
  const perDay = new Map<string, number>();
  for (const booking of load.bookings) {
    const day = officeDate(booking.start).toString();
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  const slots: Slot[] = [];
  for (
    let date = today;
    Temporal.PlainDate.compare(date, last) <= 0;
    date = date.add({ days: 1 })
  ) {
    const day = date.toString();
    if (!isBusinessDay(date) || daysOff.has(day)) continue;
    // The day's cap counts the bookings it has; a slot offered is not yet one.
    if ((perDay.get(day) ?? 0) >= host.maxPerDay) continue;
    for (const window of host.weekly[date.dayOfWeek as Weekday] ?? []) {
      const opens = officeInstant(date, window.from);
      const closes = officeInstant(date, window.to);
      for (
        let start = opens;
        start + SLOT_MINUTES * MINUTE <= closes;
        start += SLOT_MINUTES * MINUTE
      ) {
        if (start < first) continue;
        const slot = { start, end: start + SLOT_MINUTES * MINUTE };
        const held = heldBy(host, slot);
        const taken =
          load.bookings.some((b) => overlaps(held, { start: b.heldFrom, end: b.heldUntil })) ||
          load.busy.some((busy) => overlaps(held, busy));
        if (!taken) slots.push({ ...slot, hostId: host.id });
      }
    }
  }
  return slots;
}

/** Why a start a visitor asked for is not offered by a host, in the order they are checked. */
export type Refusal =
  | "past"
  | "too-soon"
  | "too-far"
  | "closed"
  | "off-hours"
  | "day-full"
  | "busy"
  | "taken";

/**
 * Why a host does not offer a slot at `start`, or null when they do: the same rules as
 * `hostSlots`, asked of one start, so a refused visitor is told the real cause.
 */
export function refusalOf(
  host: HostRules,
  load: HostLoad,
  start: number,
  now: number,
  policy: Policy = defaultPolicy,
): Refusal | null {
  if (start <= now) return "past";
  if (start < earliestStart(now, policy)) return "too-soon";
  const date = officeDate(start);
  const last = officeDate(now).add({ days: policy.horizonDays });
  if (Temporal.PlainDate.compare(date, last) > 0) return "too-far";
  if (!isBusinessDay(date) || host.daysOff.includes(date.toString())) return "closed";
  const end = start + SLOT_MINUTES * MINUTE;
  const inHours = (host.weekly[date.dayOfWeek as Weekday] ?? []).some((window) => {
    const opens = officeInstant(date, window.from);
    const closes = officeInstant(date, window.to);
    return start >= opens && end <= closes && (start - opens) % (SLOT_MINUTES * MINUTE) === 0;
  });
  if (!inHours) return "off-hours";
  const day = date.toString();
  const sameDay = load.bookings.filter((b) => officeDate(b.start).toString() === day).length;
  const held = heldBy(host, { start, end });
  if (load.bookings.some((b) => overlaps(held, { start: b.heldFrom, end: b.heldUntil }))) {
    return "taken";
  }
  if (sameDay >= host.maxPerDay) return "day-full";
  if (load.busy.some((busy) => overlaps(held, busy))) return "busy";
  return null;
}

/**
 * Whether a host's rules, as they are now, leave out a meeting already booked: a day off, a
 * holiday, a weekend, hours that no longer cover it, or a host who takes no more bookings. The
 * availability page names those bookings when the rules change under them.
 */
export function outsideRules(host: HostRules & { active: boolean }, meeting: Interval): boolean {
  if (!host.active) return true;
  const date = officeDate(meeting.start);
  if (!isBusinessDay(date) || host.daysOff.includes(date.toString())) return true;
  return !(host.weekly[date.dayOfWeek as Weekday] ?? []).some(
    (window) =>
      meeting.start >= officeInstant(date, window.from) &&
      meeting.end <= officeInstant(date, window.to),
  );
}

/**
 * What to tell a visitor refused by every host they could have had: the cause nearest to
 * "someone else got there first" wins, since it is the one most worth knowing.
 */
export function strongestRefusal(refusals: Refusal[]): Refusal {
  const order: Refusal[] = [
    "taken",
    "busy",
    "day-full",
    "off-hours",
    "closed",
    "too-far",
    "too-soon",
    "past",
  ];
  return order.find((refusal) => refusals.includes(refusal)) ?? "taken";
}

/**
 * The slots of a topic across the hosts who take it, one per start time: where several hosts are
 * free at once, the one with the fewest upcoming bookings takes it ("any available" spreads the
 * work), then the lowest id, so the choice is stable between two requests.
 */
export function topicSlots(
  hosts: HostRules[],
  loads: Map<number, HostLoad>,
  topic: string,
  now: number,
  policy: Policy = defaultPolicy,
): Slot[] {
  const byStart = new Map<number, Slot>();
  const booked = (id: number) => loads.get(id)?.bookings.filter((b) => b.start >= now).length ?? 0;
  const ranked = hosts
    .filter((host) => host.topics.includes(topic))
    .sort((a, b) => booked(a.id) - booked(b.id) || a.id - b.id);
  for (const host of ranked) {
    for (const slot of hostSlots(
      host,
      loads.get(host.id) ?? { bookings: [], busy: [] },
      now,
      policy,
    )) {
      if (!byStart.has(slot.start)) byStart.set(slot.start, slot);
    }
  }
  return [...byStart.values()].sort((a, b) => a.start - b.start);
}
