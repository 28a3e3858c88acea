/**
 * A host's busy times, read from the events of their own calendar (the iCalendar text a CalDAV
 * server returns). ical.js parses the text and expands repeating events (RRULE, RDATE, EXDATE and
 * moved occurrences); each wall-clock time becomes an instant with the Temporal polyfill in the
 * zone its TZID names, so a calendar that omits VTIMEZONE, or a meeting across a clock change,
 * still lands on the right hour. A zone name that is not an IANA one (Outlook's "Eastern
 * Standard Time") is read with the VTIMEZONE sent beside it; a floating time or an all-day event
 * is taken as Toronto's wall clock, where the host works.
 *
 * Not busy: events marked free (TRANSP:TRANSPARENT), cancelled ones, and the site's own bookings
 * (their copies written to the calendar), which the store already holds. Those are known by the
 * UIDs the store gave them, never by a domain: the team's own events (an offsite whose UID ends
 * in the agency's domain) are busy time like any other.
 */
import ICAL from "ical.js";
import { Temporal } from "temporal-polyfill";
import { type Interval, OFFICE_ZONE } from "./slots";

/** Occurrences of one repeating event read at most: a daily event over years stays bounded. */
const MAX_OCCURRENCES = 2000;

const isIana = (name: string) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

/** An ical.js time as an instant: UTC, an IANA zone, the calendar's own VTIMEZONE, or Toronto. */
function instantOf(time: ICAL.Time, zones: Map<string, ICAL.Timezone>): number {
  if (time.zone?.tzid === "UTC" || time.zone === ICAL.Timezone.utcTimezone) {
    return time.toUnixTime() * 1000;
  }
  // ical.js keeps the TZID of a zone it was not given (no VTIMEZONE) as `timezone`.
  const { timezone } = time as ICAL.Time & { timezone?: string };
  const named = timezone ?? (time.zone?.tzid === "floating" ? undefined : time.zone?.tzid);
  const local = named ? zones.get(named) : undefined;
  if (named && !isIana(named) && local) {
    const zoned = time.clone();
    zoned.zone = local;
    return zoned.toUnixTime() * 1000;
  }
  const zone = named && isIana(named) ? named : OFFICE_ZONE;
  return Temporal.PlainDateTime.from({
    year: time.year,
    month: time.month,
    day: time.day,
    hour: time.isDate ? 0 : time.hour,
    minute: time.isDate ? 0 : time.minute,
    second: time.isDate ? 0 : time.second,
  })
    .toZonedDateTime(zone)
    .toInstant().epochMilliseconds;
}

/** Whether an event blocks time: not marked free, not cancelled, not one of the site's bookings. */
function blocks(event: ICAL.Component, ownUids: ReadonlySet<string>): boolean {
  const transparency = String(event.getFirstPropertyValue("transp") ?? "").toUpperCase();
  const status = String(event.getFirstPropertyValue("status") ?? "").toUpperCase();
  const uid = String(event.getFirstPropertyValue("uid") ?? "");
  return transparency !== "TRANSPARENT" && status !== "CANCELLED" && !ownUids.has(uid);
}

/**
 * The busy intervals of some iCalendar texts within a span, merged and sorted, leaving out the
 * events whose UID is one of `ownUids` (the site's bookings). A text that cannot be parsed
 * throws: a calendar the site cannot read must not look free.
 */
export function busyIntervals(
  texts: string[],
  span: Interval,
  ownUids: ReadonlySet<string> = new Set(),
): Interval[] {
  const found: Interval[] = [];
  const keep = (start: number, end: number) => {
    if (start < span.end && span.start < end) found.push({ start, end });
  };
  for (const text of texts) {
    const calendar = new ICAL.Component(ICAL.parse(text));
    const zones = new Map<string, ICAL.Timezone>();
    for (const vtimezone of calendar.getAllSubcomponents("vtimezone")) {
      const zone = new ICAL.Timezone(vtimezone);
      zones.set(zone.tzid, zone);
    }
    const vevents = calendar.getAllSubcomponents("vevent");
    // Moved or cancelled occurrences of a repeating event, by UID.
    const exceptions = vevents.filter((vevent) => vevent.hasProperty("recurrence-id"));
    for (const vevent of vevents) {
      if (vevent.hasProperty("recurrence-id")) continue;
      const event = new ICAL.Event(vevent, {
        exceptions: exceptions.filter(
          (other) => other.getFirstPropertyValue("uid") === vevent.getFirstPropertyValue("uid"),
        ),
      });
      if (!event.isRecurring()) {
        if (blocks(vevent, ownUids)) keep(instantOf(event.startDate, zones), endOf(event, zones));
        continue;
      }
      const iterator = event.iterator();
      for (let count = 0, next = iterator.next(); next && count < MAX_OCCURRENCES; count++) {
        const occurrence = event.getOccurrenceDetails(next);
        const start = instantOf(occurrence.startDate, zones);
        if (start >= span.end) break;
        if (blocks(occurrence.item.component, ownUids)) {
          keep(start, instantOf(occurrence.endDate, zones));
        }
        next = iterator.next();
      }
    }
  }
  return merge(found);
}

/** An event's end: DTEND, or DTSTART plus DURATION, or (RFC 5545) a day for a date, else none. */
function endOf(event: ICAL.Event, zones: Map<string, ICAL.Timezone>): number {
  const start = instantOf(event.startDate, zones);
  const end = event.endDate ? instantOf(event.endDate, zones) : start;
  if (end > start) return end;
  return event.startDate.isDate ? start + 24 * 3_600_000 : start;
}

/** Sorted, with overlapping or touching intervals joined. */
export function merge(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}
