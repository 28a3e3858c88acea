import { describe, expect, it } from "vitest";
import { busyIntervals, merge } from "./busy";

const calendar = (...parts: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//Busy//EN", ...parts, "END:VCALENDAR"].join(
    "\r\n",
  );
const event = (...lines: string[]) => [
  "BEGIN:VEVENT",
  "DTSTAMP:20261101T000000Z",
  ...lines,
  "END:VEVENT",
];
const at = (iso: string) => Date.parse(iso);
const span = { start: at("2026-10-01T00:00:00Z"), end: at("2027-04-01T00:00:00Z") };

describe("busy times read from a host's calendar", () => {
  it("reads UTC times and a named IANA zone without its VTIMEZONE", () => {
    const text = calendar(
      ...event("UID:a", "DTSTART:20261201T150000Z", "DTEND:20261201T160000Z"),
      ...event(
        "UID:b",
        "DTSTART;TZID=America/Winnipeg:20261202T090000",
        "DTEND;TZID=America/Winnipeg:20261202T093000",
      ),
    );
    expect(busyIntervals([text], span)).toEqual([
      { start: at("2026-12-01T15:00:00Z"), end: at("2026-12-01T16:00:00Z") },
      // 9:00 in Winnipeg in December is UTC−6.
      { start: at("2026-12-02T15:00:00Z"), end: at("2026-12-02T15:30:00Z") },
    ]);
  });

  it("keeps a weekly meeting at 10:00 Toronto across the change of 1 November 2026", () => {
    const text = calendar(
      ...event(
        "UID:weekly",
        "DTSTART;TZID=America/Toronto:20261026T100000",
        "DTEND;TZID=America/Toronto:20261026T110000",
        "RRULE:FREQ=WEEKLY;COUNT=3",
      ),
    );
    expect(busyIntervals([text], span)).toEqual([
      { start: at("2026-10-26T14:00:00Z"), end: at("2026-10-26T15:00:00Z") },
      { start: at("2026-11-02T15:00:00Z"), end: at("2026-11-02T16:00:00Z") },
      { start: at("2026-11-09T15:00:00Z"), end: at("2026-11-09T16:00:00Z") },
    ]);
  });

  it("and across the change of 14 March 2027, with a skipped and a moved occurrence", () => {
    const text = calendar(
      ...event(
        "UID:standup",
        "DTSTART;TZID=America/Toronto:20270312T093000",
        "DURATION:PT30M",
        "RRULE:FREQ=DAILY;COUNT=5",
        "EXDATE;TZID=America/Toronto:20270313T093000",
      ),
      ...event(
        "UID:standup",
        "RECURRENCE-ID;TZID=America/Toronto:20270315T093000",
        "DTSTART;TZID=America/Toronto:20270315T140000",
        "DTEND;TZID=America/Toronto:20270315T143000",
      ),
      ...event(
        "UID:standup",
        "RECURRENCE-ID;TZID=America/Toronto:20270316T093000",
        "DTSTART;TZID=America/Toronto:20270316T093000",
        "DTEND;TZID=America/Toronto:20270316T100000",
        "STATUS:CANCELLED",
      ),
    );
    expect(busyIntervals([text], span)).toEqual([
      // 9:30 in EST, then in EDT from Sunday 14 March; the 13th skipped, the 15th moved.
      { start: at("2027-03-12T14:30:00Z"), end: at("2027-03-12T15:00:00Z") },
      { start: at("2027-03-14T13:30:00Z"), end: at("2027-03-14T14:00:00Z") },
      { start: at("2027-03-15T18:00:00Z"), end: at("2027-03-15T18:30:00Z") },
    ]);
  });

  it("takes an all-day event as the whole day in Toronto", () => {
    const text = calendar(...event("UID:off", "DTSTART;VALUE=DATE:20261203"));
    expect(busyIntervals([text], span)).toEqual([
      { start: at("2026-12-03T05:00:00Z"), end: at("2026-12-04T05:00:00Z") },
    ]);
  });

  it("reads a zone that is not an IANA name with the VTIMEZONE sent beside it", () => {
    const text = calendar(
      "BEGIN:VTIMEZONE",
      "TZID:Newfoundland Standard Time",
      "BEGIN:STANDARD",
      "DTSTART:16010101T020000",
      "TZOFFSETFROM:-0230",
      "TZOFFSETTO:-0330",
      "RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11",
      "END:STANDARD",
      "BEGIN:DAYLIGHT",
      "DTSTART:16010101T020000",
      "TZOFFSETFROM:-0330",
      "TZOFFSETTO:-0230",
      "RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3",
      "END:DAYLIGHT",
      "END:VTIMEZONE",
      ...event(
        "UID:nl",
        "DTSTART;TZID=Newfoundland Standard Time:20261207T100000",
        "DTEND;TZID=Newfoundland Standard Time:20261207T103000",
      ),
    );
    expect(busyIntervals([text], span)).toEqual([
      { start: at("2026-12-07T13:30:00Z"), end: at("2026-12-07T14:00:00Z") },
    ]);
  });

  it("leaves out free time, cancelled events, the site's own bookings and what is out of span", () => {
    const text = calendar(
      ...event(
        "UID:free",
        "DTSTART:20261201T150000Z",
        "DTEND:20261201T160000Z",
        "TRANSP:TRANSPARENT",
      ),
      ...event(
        "UID:gone",
        "DTSTART:20261201T170000Z",
        "DTEND:20261201T180000Z",
        "STATUS:CANCELLED",
      ),
      ...event("UID:1f0c@maplestack.ca", "DTSTART:20261201T190000Z", "DTEND:20261201T193000Z"),
      ...event("UID:later", "DTSTART:20280101T150000Z", "DTEND:20280101T160000Z"),
    );
    expect(busyIntervals([text], span, new Set(["1f0c@maplestack.ca"]))).toEqual([]);
  });

  it("counts the team's own events as busy, whatever the domain of their UID", () => {
    const text = calendar(
      ...event(
        "UID:team-offsite-17@maplestack.ca",
        "DTSTART;VALUE=DATE:20261203",
        "DTEND;VALUE=DATE:20261204",
      ),
      ...event("UID:2a7d@maplestack.ca", "DTSTART:20261201T190000Z", "DTEND:20261201T193000Z"),
    );
    expect(busyIntervals([text], span, new Set(["2a7d@maplestack.ca"]))).toEqual([
      // The whole day in Toronto (EST, UTC−5).
      { start: at("2026-12-03T05:00:00Z"), end: at("2026-12-04T05:00:00Z") },
    ]);
  });

  it("stops a never-ending series at the span's end", () => {
    const text = calendar(
      ...event(
        "UID:daily",
        "DTSTART:20270325T120000Z",
        "DTEND:20270325T130000Z",
        "RRULE:FREQ=DAILY",
      ),
    );
    expect(busyIntervals([text], span)).toHaveLength(7);
  });

  it("refuses a text it cannot read rather than call the time free", () => {
    expect(() => busyIntervals(["BEGIN:VCALENDAR\r\nnot ical"], span)).toThrow();
  });

  it("merges overlapping and touching intervals", () => {
    expect(
      merge([
        { start: 5, end: 8 },
        { start: 1, end: 3 },
        { start: 3, end: 4 },
        { start: 6, end: 7 },
      ]),
    ).toEqual([
      { start: 1, end: 4 },
      { start: 5, end: 8 },
    ]);
  });
});
