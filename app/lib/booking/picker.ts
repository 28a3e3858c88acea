/**
 * The slot picker's page model: the free slots laid out by week and day in the visitor's zone,
 * every label written on the server (the page reads the same before and after its script runs,
 * and with no script at all).
 */
import { Temporal } from "temporal-polyfill";
import type { Locale } from "~/i18n/locale";
import { OFFICE_ZONE } from "./slots";
import { dayLabel, timeLabel, zoneDate } from "./zones";

export type PickerDay = {
  /** YYYY-MM-DD in the visitor's zone. */
  date: string;
  /** "Monday, December 7". */
  label: string;
  /** "Mon" and "7", for the calendar's cells. */
  weekday: string;
  dayOfMonth: string;
  count: number;
  /** The day's free times, so that any day of the week shows them in place (slot-picker.tsx). */
  slots: PickerSlot[];
};

export type PickerSlot = {
  value: string;
  /** The time in the visitor's zone ("10:30 a.m."). */
  label: string;
  /** The same time in Toronto, when the visitor is elsewhere. */
  office: string | null;
};

export type Picker = {
  week: number;
  weeks: number;
  /** "December 7 to 13". */
  weekLabel: string;
  days: PickerDay[];
  day: PickerDay | null;
  slots: PickerSlot[];
  /** The first day with a slot, in any week (for "no times this week"). */
  firstFree: { week: number; date: string } | null;
};

const intlLocale = (locale: Locale) => (locale === "fr" ? "fr-CA" : "en-CA");

/** The Monday of the week an instant falls in, in a zone. */
function mondayOf(instant: number, zone: string): Temporal.PlainDate {
  const date = Temporal.Instant.fromEpochMilliseconds(instant)
    .toZonedDateTimeISO(zone)
    .toPlainDate();
  return date.subtract({ days: date.dayOfWeek - 1 });
}

export function buildPicker(
  slots: { start: number }[],
  {
    zone,
    locale,
    now,
    week: wantedWeek,
    day: wantedDay,
  }: { zone: string; locale: Locale; now: number; week: number | null; day: string | null },
): Picker {
  const first = mondayOf(now, zone);
  const byDate = new Map<string, number[]>();
  for (const slot of slots) {
    const date = zoneDate(slot.start, zone);
    byDate.set(date, [...(byDate.get(date) ?? []), slot.start]);
  }
  const weekOf = (date: string) => Math.floor(first.until(Temporal.PlainDate.from(date)).days / 7);
  const lastSlot = slots.at(-1);
  const weeks = lastSlot ? weekOf(zoneDate(lastSlot.start, zone)) + 1 : 1;
  const firstSlot = slots[0];
  const firstFree = firstSlot
    ? { week: weekOf(zoneDate(firstSlot.start, zone)), date: zoneDate(firstSlot.start, zone) }
    : null;
  // A day asked for moves the week to it; otherwise the week asked for, or the first with a slot.
  const askedDay = wantedDay && byDate.has(wantedDay) ? wantedDay : null;
  const week = Math.min(
    Math.max(0, askedDay ? weekOf(askedDay) : (wantedWeek ?? firstFree?.week ?? 0)),
    weeks - 1,
  );
  const monday = first.add({ days: week * 7 });
  const noon = (date: Temporal.PlainDate) =>
    date.toZonedDateTime({ timeZone: zone, plainTime: "12:00" }).toInstant().epochMilliseconds;
  const short = new Intl.DateTimeFormat(intlLocale(locale), { timeZone: zone, weekday: "short" });
  const slotsOf = (date: string): PickerSlot[] =>
    (byDate.get(date) ?? []).map((start) => ({
      value: String(start),
      label: timeLabel(start, zone, locale),
      office: zone === OFFICE_ZONE ? null : timeLabel(start, OFFICE_ZONE, locale),
    }));
  const days: PickerDay[] = Array.from({ length: 7 }, (_, i) => {
    const date = monday.add({ days: i });
    const key = date.toString();
    return {
      date: key,
      label: dayLabel(noon(date), zone, locale),
      weekday: short.format(noon(date)).replace(/\.$/, ""),
      dayOfMonth: String(date.day),
      count: byDate.get(key)?.length ?? 0,
      slots: slotsOf(key),
    };
  });
  const day =
    days.find((entry) => entry.date === askedDay) ?? days.find((entry) => entry.count > 0) ?? null;
  const sunday = monday.add({ days: 6 });
  const monthDay = (date: Temporal.PlainDate) =>
    new Intl.DateTimeFormat(intlLocale(locale), {
      timeZone: zone,
      month: "long",
      day: "numeric",
    }).format(noon(date));
  const weekLabel =
    locale === "fr"
      ? `Semaine du ${monthDay(monday)} au ${monthDay(sunday)}`
      : `Week of ${monthDay(monday)} to ${monthDay(sunday)}`;
  return {
    week,
    weeks,
    weekLabel,
    days,
    day,
    slots: day?.slots ?? [],
    firstFree,
  };
}
