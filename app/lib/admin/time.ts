/**
 * The team works in Toronto time: dates the back office shows and the days its filters name are
 * Toronto's (Eastern, with daylight saving), whatever the server's own time zone.
 */
export const TEAM_TIME_ZONE = "America/Toronto";

const offsetFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: TEAM_TIME_ZONE,
  timeZoneName: "longOffset",
});

/** Toronto's offset from UTC at an instant, in minutes (-300 in winter, -240 in summer). */
export function torontoOffsetMinutes(instant: number): number {
  const name = offsetFormat.formatToParts(instant).find((p) => p.type === "timeZoneName")?.value;
  const match = name?.match(/GMT([+-])(\d{2}):(\d{2})/);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/** The UTC instant (ISO) at which a Toronto day (YYYY-MM-DD), plus `addDays`, begins. */
export function torontoDayStart(day: string, addDays = 0): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, date + addDays);
  // Toronto's midnight falls 4 or 5 hours after UTC's; the offset is read at that instant.
  const offset = torontoOffsetMinutes(midnightUtc + 5 * 60 * 60 * 1000);
  return new Date(midnightUtc - offset * 60 * 1000).toISOString();
}

const dateTime = new Intl.DateTimeFormat("en-CA", {
  timeZone: TEAM_TIME_ZONE,
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

/** "Nov 24, 2026, 3:41 p.m. EST": an instant as the team reads it. */
export function torontoDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: TEAM_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The Toronto day (YYYY-MM-DD) of an instant. */
export function torontoDay(instant: number | string): string {
  return dayFormat.format(new Date(instant));
}

const wallFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: TEAM_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The Toronto wall time of an instant as a date-time field holds it: "2026-12-08T09:00". */
export function torontoFieldValue(instant: number): string {
  const parts = Object.fromEntries(
    wallFormat.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * The instant of a Toronto wall time written as a date-time field sends it ("2026-12-08T09:00",
 * seconds ignored), or null when it is not one or names an hour the clocks skip (2:30 on the
 * morning daylight saving begins). An hour the clocks repeat (1:30 on the morning it ends) is
 * its first, daylight time.
 */
export function torontoInstant(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offset read at the wall time taken as UTC, then at the instant it gives: right on both
  // sides of a change.
  let instant = wall - torontoOffsetMinutes(wall) * 60_000;
  instant = wall - torontoOffsetMinutes(instant) * 60_000;
  return torontoFieldValue(instant) === text.trim().slice(0, 16) ? instant : null;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** "Tue, Dec 8, 2026, 9:00 a.m.": an instant as a clock in `timeZone` reads it. */
export function wallTimeIn(instant: number, timeZone: string): string {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      weekday: "short",
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
    });
    zoneFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/**
 * A publish's time in Toronto, and in the reader's own time zone when its clocks read otherwise:
 * "Tue, Dec 8, 2026, 9:00 a.m. Toronto · Tue, Dec 8, 2026, 3:00 p.m. in your time zone
 * (Europe/Paris)".
 */
export function torontoAndYours(instant: number, yourZone?: string): string {
  const toronto = `${wallTimeIn(instant, TEAM_TIME_ZONE)} Toronto`;
  if (!yourZone || yourZone === TEAM_TIME_ZONE) return toronto;
  let yours: string;
  try {
    yours = wallTimeIn(instant, yourZone);
  } catch {
    return toronto;
  }
  return yours === wallTimeIn(instant, TEAM_TIME_ZONE)
    ? toronto
    : `${toronto} · ${yours} in your time zone (${yourZone})`;
}

/** What a publish set for later suggests: the start of the hour after the next, Toronto time. */
export const suggestedPublishTime = (now: number) =>
  torontoFieldValue(Math.ceil(now / 3_600_000) * 3_600_000 + 3_600_000);
