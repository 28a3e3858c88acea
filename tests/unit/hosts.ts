import type { Store } from "~/lib/db.server";

type Hours = { from: string; to: string }[];

/**
 * A booking host for a store test: Mondays 9:00 to 14:00 in Toronto, no buffer, ten a day,
 * taking web questions, unless the test says otherwise.
 */
export async function addTestHost(
  store: Store,
  {
    name = "Hana Host",
    email = "hana@maplestack.test",
    weekly = { 1: [{ from: "09:00", to: "14:00" }] },
    topics = ["web"],
    bufferAfter = 0,
    now = Date.now(),
  }: {
    name?: string;
    email?: string;
    weekly?: Record<number, Hours>;
    topics?: string[];
    bufferAfter?: number;
    now?: number;
  } = {},
): Promise<number> {
  const row = await store.db
    .insertInto("booking_hosts")
    .values({
      name,
      email,
      role: "Technical Director",
      staff_id: null,
      weekly: JSON.stringify(weekly),
      days_off: "[]",
      buffer_before_minutes: 0,
      buffer_after_minutes: bufferAfter,
      max_per_day: 10,
      topics: JSON.stringify(topics),
      active: 1,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Weekdays (Monday to Friday) with the same hours. */
export const weekdays = (hours: Hours) => ({ 1: hours, 2: hours, 3: hours, 4: hours, 5: hours });
