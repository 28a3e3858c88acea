/**
 * Ontario's public holidays under the Employment Standards Act, 2000 (S.O. 2000, c. 41, s. 1(1),
 * "public holiday"): New Year's Day, Family Day, Good Friday, Victoria Day, Canada Day, Labour
 * Day, Thanksgiving Day, Christmas Day and Boxing Day. The office is closed on each, and on the
 * weekday it is observed when it falls on a weekend (the next weekday that is not itself a
 * holiday: Christmas on a Saturday is observed on Monday, Boxing Day then on Tuesday).
 */
import { Temporal } from "temporal-polyfill";

type PlainDate = Temporal.PlainDate;

/** The nth weekday (1 = Monday) of a month: the third Monday of February. */
function nthWeekday(year: number, month: number, weekday: number, n: number): PlainDate {
  const first = Temporal.PlainDate.from({ year, month, day: 1 });
  const offset = (weekday - first.dayOfWeek + 7) % 7;
  return first.add({ days: offset + (n - 1) * 7 });
}

/** Easter Sunday in the Gregorian calendar (the anonymous algorithm of 1876). */
export function easterSunday(year: number): PlainDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Temporal.PlainDate.from({ year, month, day });
}

/** The nine holidays of a year, on their own dates, by name. */
export function ontarioHolidays(year: number): { name: string; date: PlainDate }[] {
  const may25 = Temporal.PlainDate.from({ year, month: 5, day: 25 });
  return [
    { name: "New Year's Day", date: Temporal.PlainDate.from({ year, month: 1, day: 1 }) },
    { name: "Family Day", date: nthWeekday(year, 2, 1, 3) },
    { name: "Good Friday", date: easterSunday(year).subtract({ days: 2 }) },
    // The Monday before 25 May.
    { name: "Victoria Day", date: may25.subtract({ days: (may25.dayOfWeek + 6) % 7 || 7 }) },
    { name: "Canada Day", date: Temporal.PlainDate.from({ year, month: 7, day: 1 }) },
    { name: "Labour Day", date: nthWeekday(year, 9, 1, 1) },
    { name: "Thanksgiving Day", date: nthWeekday(year, 10, 1, 2) },
    { name: "Christmas Day", date: Temporal.PlainDate.from({ year, month: 12, day: 25 }) },
    { name: "Boxing Day", date: Temporal.PlainDate.from({ year, month: 12, day: 26 }) },
  ];
}

/** Every date the office is closed for a holiday in a year: the holidays and their observed days. */
export function closedDates(year: number): Set<string> {
  const closed = new Set<string>();
  for (const { date } of ontarioHolidays(year)) {
    let day = date;
    if (day.dayOfWeek >= 6) {
      day = day.add({ days: 8 - day.dayOfWeek });
      while (closed.has(day.toString()) || day.dayOfWeek >= 6) day = day.add({ days: 1 });
    }
    closed.add(date.toString());
    closed.add(day.toString());
  }
  return closed;
}

const cache = new Map<number, Set<string>>();

/** A weekday that is not a holiday nor a holiday's observed day. */
export function isBusinessDay(date: PlainDate): boolean {
  if (date.dayOfWeek >= 6) return false;
  let closed = cache.get(date.year);
  if (!closed) {
    closed = closedDates(date.year);
    cache.set(date.year, closed);
  }
  return !closed.has(date.toString());
}
