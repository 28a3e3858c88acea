import type { TestInfo } from "@playwright/test";
import { readStore } from "./store";

/**
 * A host for one booking test: weekdays 9:00 to 17:00 in Toronto, taking hosting questions,
 * added to the test server's store, so tests running side by side never want the same slot.
 */
export async function ownHost(testInfo: TestInfo, name: string): Promise<number> {
  const email =
    `${testInfo.title.replace(/\W+/g, "-").slice(0, 40)}-${testInfo.project.name}-${Date.now()}@e2e.test`.toLowerCase();
  const day = [{ from: "09:00", to: "17:00" }];
  return readStore(async (store) => {
    const row = await store.db
      .insertInto("booking_hosts")
      .values({
        name,
        email,
        role: "Technical Director",
        staff_id: null,
        weekly: JSON.stringify({ 1: day, 2: day, 3: day, 4: day, 5: day }),
        days_off: "[]",
        buffer_before_minutes: 0,
        buffer_after_minutes: 0,
        max_per_day: 16,
        topics: JSON.stringify(["hosting"]),
        active: 1,
        updated_at: Date.now(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return Number(row.id);
  });
}
