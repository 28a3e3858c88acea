/**
 * The bookings as CSV for a spreadsheet, quoted as the leads export is (app/lib/csv.ts): every
 * cell quoted, and a cell a spreadsheet would run as a formula defused.
 */
import { Temporal } from "temporal-polyfill";
import { toCsv } from "../csv";
import type { Store } from "../db.server";
import { type Booking, toBooking } from "./bookings.server";
import { topicName } from "./invitation.server";
import { OFFICE_ZONE } from "./slots";

export type BookingsFilter = { when?: "upcoming" | "past"; hostId?: number };

/** The fields of a booking the export writes. */
export type ExportedBooking = Pick<
  Booking,
  | "id"
  | "status"
  | "start"
  | "end"
  | "hostId"
  | "name"
  | "company"
  | "email"
  | "phone"
  | "language"
  | "meetingMode"
  | "topic"
  | "note"
  | "staffNote"
  | "leadId"
  | "createdAt"
>;

/**
 * Every booking the filter keeps, as the bookings page divides them (upcoming: not yet ended,
 * soonest first; past: ended, latest first), or all of them in the order they happen.
 */
export async function exportedBookings(
  store: Store,
  { when, hostId }: BookingsFilter,
  now = Date.now(),
): Promise<Booking[]> {
  let query = store.db.selectFrom("bookings").selectAll();
  if (when === "upcoming") query = query.where("ends_at", ">", now);
  if (when === "past") query = query.where("ends_at", "<=", now);
  if (hostId !== undefined) query = query.where("host_id", "=", hostId);
  query = query.orderBy("starts_at", when === "past" ? "desc" : "asc").orderBy("id");
  return (await query.execute()).map(toBooking);
}

/**
 * A Toronto wall-clock time as a spreadsheet reads it ("2026-12-07 10:00"); the UTC column
 * beside it settles the hour that repeats when the clocks go back.
 */
const torontoTime = (instant: number) =>
  Temporal.Instant.fromEpochMilliseconds(instant)
    .toZonedDateTimeISO(OFFICE_ZONE)
    .toPlainDateTime()
    .toString({ smallestUnit: "minute" })
    .replace("T", " ");

const iso = (instant: number) => new Date(instant).toISOString();

export const bookingsCsvHeader = [
  "id",
  "status",
  "start_toronto",
  "start_utc",
  "duration_minutes",
  "host",
  "name",
  "company",
  "email",
  "phone",
  "language",
  "meeting_mode",
  "topic",
  "visitor_note",
  "team_note",
  "lead_id",
  "created_at",
] as const;

export function bookingsCsv(
  bookings: readonly ExportedBooking[],
  hostName: (hostId: number) => string,
): string {
  return toCsv(
    bookingsCsvHeader,
    bookings.map((booking) => [
      booking.id,
      booking.status,
      torontoTime(booking.start),
      iso(booking.start),
      Math.round((booking.end - booking.start) / 60_000),
      hostName(booking.hostId),
      booking.name,
      booking.company,
      booking.email,
      booking.phone,
      booking.language,
      booking.meetingMode,
      topicName(booking.topic, "en"),
      booking.note,
      booking.staffNote,
      booking.leadId,
      iso(booking.createdAt),
    ]),
  );
}
