import { describe, expect, it } from "vitest";
import { suggestedPublishTime, torontoAndYours, torontoFieldValue, torontoInstant } from "./time";

const utc = (iso: string) => Date.parse(iso);

describe("a time typed in Toronto time", () => {
  it("is read with the offset of its own date, winter and summer", () => {
    expect(torontoInstant("2026-12-08T09:00")).toBe(utc("2026-12-08T14:00:00Z"));
    expect(torontoInstant("2026-07-01T09:00")).toBe(utc("2026-07-01T13:00:00Z"));
    // As a date-time field may send it, with seconds.
    expect(torontoInstant("2026-07-01T09:00:00")).toBe(utc("2026-07-01T13:00:00Z"));
  });

  it("is right on both sides of the spring change, and the hour the clocks skip is refused", () => {
    expect(torontoInstant("2026-03-08T01:59")).toBe(utc("2026-03-08T06:59:00Z"));
    expect(torontoInstant("2026-03-08T02:30")).toBeNull();
    expect(torontoInstant("2026-03-08T03:00")).toBe(utc("2026-03-08T07:00:00Z"));
  });

  it("takes the first of the hour the clocks repeat in the autumn, and is right after it", () => {
    expect(torontoInstant("2026-11-01T00:59")).toBe(utc("2026-11-01T04:59:00Z"));
    expect(torontoInstant("2026-11-01T01:30")).toBe(utc("2026-11-01T05:30:00Z"));
    expect(torontoInstant("2026-11-01T02:00")).toBe(utc("2026-11-01T07:00:00Z"));
  });

  it("refuses what is not a date and time", () => {
    for (const text of ["", "tomorrow", "2026-12-08", "2026-13-01T09:00", "2026-02-30T09:00"]) {
      expect(torontoInstant(text)).toBeNull();
    }
  });

  it("is written back as the field shows it, and suggested at an hour to come", () => {
    for (const text of ["2026-03-08T03:00", "2026-11-01T01:30", "2026-11-01T02:00"]) {
      expect(torontoFieldValue(torontoInstant(text) ?? 0)).toBe(text);
    }
    const now = utc("2026-12-02T14:20:00Z");
    expect(suggestedPublishTime(now)).toBe("2026-12-02T11:00");
    expect(torontoInstant(suggestedPublishTime(now)) ?? 0).toBeGreaterThan(now);
  });
});

describe("a publish's time as a reader sees it", () => {
  const nine = utc("2026-12-08T14:00:00Z");

  it("is Toronto's alone where the clocks read the same, or the zone is not known", () => {
    expect(torontoAndYours(nine)).toMatch(/^Tue, Dec 8, 2026, 9:00\sa\.m\. Toronto$/);
    expect(torontoAndYours(nine, "America/Toronto")).not.toContain("your time zone");
    expect(torontoAndYours(nine, "America/New_York")).not.toContain("your time zone");
  });

  it("adds the reader's own time where it differs, daylight saving of each place included", () => {
    expect(torontoAndYours(nine, "Europe/Paris")).toMatch(
      /9:00\sa\.m\. Toronto · Tue, Dec 8, 2026, 3:00\sp\.m\. in your time zone \(Europe\/Paris\)$/,
    );
    // Toronto has moved its clocks on, Paris not yet: five hours apart, not six.
    expect(torontoAndYours(utc("2026-03-10T13:00:00Z"), "Europe/Paris")).toMatch(
      /9:00\sa\.m\. Toronto · Tue, Mar 10, 2026, 2:00\sp\.m\. in your time zone/,
    );
    // The next day there.
    expect(torontoAndYours(nine, "Pacific/Auckland")).toMatch(/Wed, Dec 9, 2026, 3:00\sa\.m\. in/);
  });
});
