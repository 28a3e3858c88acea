// @vitest-environment node
import { Temporal } from "temporal-polyfill";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { emptyLocation, engines } from "../../../tests/unit/engines";
import { addTestHost } from "../../../tests/unit/hosts";
import { Store, type StoreLocation } from "../db.server";
import { Bookings } from "./bookings.server";
import {
  bookingsCsv,
  bookingsCsvHeader,
  type ExportedBooking,
  exportedBookings,
} from "./export.server";
import { OFFICE_ZONE } from "./slots";

const MINUTE = 60_000;
const at = (wall: string) =>
  Temporal.ZonedDateTime.from(`${wall}[${OFFICE_ZONE}]`).toInstant().epochMilliseconds;

/** Splits CSV text into rows of cells, as a spreadsheet reads RFC 4180 (quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += char;
  }
  return rows;
}

const booking = (extra: Partial<ExportedBooking> = {}): ExportedBooking => ({
  id: 12,
  status: "confirmed",
  start: at("2026-11-01T01:30"),
  end: at("2026-11-01T01:30") + 30 * MINUTE,
  hostId: 4,
  name: "Zoé Tremblay",
  company: "Atelier Zoé",
  email: "zoe@example.ca",
  phone: null,
  language: "fr",
  meetingMode: "video",
  topic: "web",
  note: "",
  staffNote: null,
  leadId: 31,
  createdAt: Date.UTC(2026, 9, 20, 15, 4, 5),
  ...extra,
});

describe("the bookings CSV", () => {
  it("writes one quoted row per booking under the header, in Toronto time and UTC", () => {
    const csv = bookingsCsv([booking()], () => "Grace Liu");
    expect(csv.startsWith(`"id","status","start_toronto","start_utc","duration_minutes"`)).toBe(
      true,
    );
    expect(csv.endsWith("\r\n")).toBe(true);
    const [header, row] = parseCsv(csv);
    expect(header).toEqual([...bookingsCsvHeader]);
    expect(Object.fromEntries(header?.map((name, i) => [name, row?.[i]]) ?? [])).toEqual({
      id: "12",
      status: "confirmed",
      // 1:30 on the night the clocks go back happens twice: UTC says which one.
      start_toronto: "2026-11-01 01:30",
      start_utc: "2026-11-01T05:30:00.000Z",
      duration_minutes: "30",
      host: "Grace Liu",
      name: "Zoé Tremblay",
      company: "Atelier Zoé",
      email: "zoe@example.ca",
      phone: "",
      language: "fr",
      meeting_mode: "video",
      topic: "Web Solutions",
      visitor_note: "",
      team_note: "",
      lead_id: "31",
      created_at: "2026-10-20T15:04:05.000Z",
    });
  });

  it("defuses formulas and keeps commas, quotes and new lines inside their cell", () => {
    const csv = bookingsCsv(
      [
        booking({
          name: '=HYPERLINK("http://evil.example","Click")',
          company: "Acme, Inc.; =1+1",
          email: "@SUM(1+1)@example.ca",
          phone: "+1 416 555 0142",
          note: 'Two lines,\nwith "quotes".',
          staffNote: "-2+3\r\n=cmd|' /C calc'!A0",
        }),
      ],
      () => "=Host",
    );
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(csv).toContain(`"Acme, Inc.; =1+1"`);
    expect(csv).toContain(`"'@SUM(1+1)@example.ca"`);
    expect(csv).toContain(`"'+1 416 555 0142"`);
    expect(csv).toContain(`"Two lines,\nwith ""quotes""."`);
    expect(csv).toContain(`"'-2+3\r\n=cmd|' /C calc'!A0"`);
    expect(csv).toContain(`"'=Host"`);
    const rows = parseCsv(csv);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveLength(bookingsCsvHeader.length);
    expect(rows[1]?.[bookingsCsvHeader.indexOf("visitor_note")]).toBe('Two lines,\nwith "quotes".');
  });
});

describe.each(engines)("the bookings exported on %s", (engine) => {
  let location: StoreLocation & { remove: () => Promise<void> };
  let store: Store;
  let bookings: Bookings;
  const now = at("2026-12-02T10:00");

  beforeEach(async () => {
    location = await emptyLocation(engine);
    store = await Store.open(location);
    bookings = new Bookings(store, "a-test-link-secret");
  });
  afterEach(async () => {
    await store.close();
    await location.remove();
  });

  const addHost = (email: string) =>
    addTestHost(store, { name: email, email, weekly: {}, topics: [], now });

  async function book(hostId: number, wall: string) {
    const start = at(wall);
    const meeting = { start, end: start + 30 * MINUTE };
    const made = await bookings.insert(hostId, meeting, meeting, { name: wall, email: "v@x.ca" });
    if (!made.ok) throw new Error(`${wall} not booked`);
    return made.id;
  }

  it("keeps all of them by default, or upcoming, past, and one person's, as the page does", async () => {
    const one = await addHost("one@maplestack.test");
    const two = await addHost("two@maplestack.test");
    const past = await book(one, "2026-11-30T10:00");
    const soon = await book(one, "2026-12-07T10:00");
    const later = await book(two, "2026-12-08T10:00");
    // Under way: not yet past.
    const underWay = await book(two, "2026-12-02T09:45");
    const ids = async (filter: Parameters<typeof exportedBookings>[1]) =>
      (await exportedBookings(store, filter, now)).map((b) => b.id);
    expect(await ids({})).toEqual([past, underWay, soon, later]);
    expect(await ids({ when: "upcoming" })).toEqual([underWay, soon, later]);
    expect(await ids({ when: "past" })).toEqual([past]);
    expect(await ids({ hostId: one })).toEqual([past, soon]);
    expect(await ids({ when: "upcoming", hostId: two })).toEqual([underWay, later]);
  });
});
