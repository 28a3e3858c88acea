/**
 * The back office's availability form for one host, read strictly: hours as "09:30-12:00,
 * 14:00-16:30" per weekday (Toronto time), days off as dates, buffers and a daily cap in range.
 * A field it cannot read is named in the answer; nothing is saved until all of it reads.
 */
import { Temporal } from "temporal-polyfill";
import { categorySlugs } from "~/content/catalogue";
import type { HostRulesInput } from "./bookings.server";
import type { Weekday } from "./slots";

export const weekdays: { day: Weekday; name: string }[] = [
  { day: 1, name: "Monday" },
  { day: 2, name: "Tuesday" },
  { day: 3, name: "Wednesday" },
  { day: 4, name: "Thursday" },
  { day: 5, name: "Friday" },
  { day: 6, name: "Saturday" },
  { day: 7, name: "Sunday" },
];

type Rules = HostRulesInput;

/** A day's windows as the form shows them: "09:30-12:00, 14:00-16:30". */
export const windowsText = (windows: { from: string; to: string }[] = []) =>
  windows.map((w) => `${w.from}-${w.to}`).join(", ");

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function readWindows(text: string): { from: string; to: string }[] | string {
  const windows: { from: string; to: string }[] = [];
  for (const part of text
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [from = "", to = "", ...rest] = part.split(/\s*[-–]\s*/);
    if (rest.length > 0 || !TIME.test(from) || !TIME.test(to) || from >= to) {
      return `“${part}” is not a time range like 09:30-12:00.`;
    }
    windows.push({ from, to });
  }
  const sorted = [...windows].sort((a, b) => a.from.localeCompare(b.from));
  for (let i = 1; i < sorted.length; i++) {
    if ((sorted[i]?.from ?? "") < (sorted[i - 1]?.to ?? "")) return "Two ranges overlap.";
  }
  return sorted;
}

function readInteger(value: FormDataEntryValue | null, min: number, max: number) {
  const number = Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

export function readRulesForm(
  form: FormData,
): { ok: true; rules: Rules } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const weekly: Rules["weekly"] = {};
  for (const { day, name } of weekdays) {
    const read = readWindows(String(form.get(`day-${day}`) ?? ""));
    if (typeof read === "string") errors[`day-${day}`] = `${name}: ${read}`;
    else if (read.length > 0) weekly[day] = read;
  }
  const daysOff: string[] = [];
  for (const part of String(form.get("daysOff") ?? "")
    .split(/[\s,]+/)
    .filter(Boolean)) {
    try {
      daysOff.push(Temporal.PlainDate.from(part, { overflow: "reject" }).toString());
    } catch {
      errors.daysOff = `“${part.slice(0, 20)}” is not a date like 2026-12-24.`;
    }
  }
  const bufferBeforeMinutes = readInteger(form.get("bufferBefore"), 0, 120);
  if (bufferBeforeMinutes === undefined) errors.bufferBefore = "A buffer is 0 to 120 minutes.";
  const bufferAfterMinutes = readInteger(form.get("bufferAfter"), 0, 120);
  if (bufferAfterMinutes === undefined) errors.bufferAfter = "A buffer is 0 to 120 minutes.";
  const maxPerDay = readInteger(form.get("maxPerDay"), 1, 16);
  if (maxPerDay === undefined) errors.maxPerDay = "The daily maximum is 1 to 16 meetings.";
  const topics = form
    .getAll("topics")
    .filter((topic): topic is string => categorySlugs.includes(topic as never));
  if (
    Object.keys(errors).length > 0 ||
    bufferBeforeMinutes === undefined ||
    bufferAfterMinutes === undefined ||
    maxPerDay === undefined
  ) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    rules: {
      weekly,
      daysOff: [...new Set(daysOff)].sort(),
      bufferBeforeMinutes,
      bufferAfterMinutes,
      maxPerDay,
      topics,
      active: form.get("active") === "yes",
    },
  };
}
