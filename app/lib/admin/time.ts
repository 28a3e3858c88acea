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
