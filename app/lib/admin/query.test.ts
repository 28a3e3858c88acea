import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  addressParam,
  choiceParam,
  dayParam,
  noticeParam,
  PAGE_MAX,
  pageParam,
  readQuery,
  textParam,
} from "./query";

const read = <Shape extends z.ZodRawShape>(query: string, shape: Shape) =>
  readQuery(new URLSearchParams(query), shape);

describe("the back office's query parameters", () => {
  it("reads a page number, the first page for anything else, never past the last page", () => {
    const page = (value: string) => read(`page=${value}`, { page: pageParam }).page;
    expect(read("", { page: pageParam }).page).toBe(1);
    expect(page("3")).toBe(3);
    expect(page("9999999")).toBe(PAGE_MAX);
    for (const odd of ["", "0", "-1", "1.5", "1e308", "NaN", "Infinity", "x", "%00", "١"]) {
      expect(page(odd), odd).toBe(1);
    }
  });

  it("reads a day only when the calendar has it", () => {
    const day = (value: string) => read(`day=${value}`, { day: dayParam }).day;
    expect(day("2026-02-28")).toBe("2026-02-28");
    expect(day("2028-02-29")).toBe("2028-02-29");
    for (const odd of [
      "2026-02-31",
      "2026-02-29",
      "2026-13-01",
      "2026-00-10",
      "2026-1-1",
      "9999-12-31",
      "0000-01-01",
      "1999-12-31",
      "2026-01-01T00:00",
      "",
    ]) {
      expect(day(odd), odd).toBeUndefined();
    }
  });

  it("reads one of the choices offered, and nothing else", () => {
    const shape = { status: choiceParam(["new", "won"]) };
    expect(read("status=won", shape).status).toBe("won");
    for (const odd of ["WON", "lost", "", "won ", "<script>", "__proto__"]) {
      expect(read(`status=${encodeURIComponent(odd)}`, shape).status, odd).toBeUndefined();
    }
  });

  it("reads a notice by its key only, never by a name every object has", () => {
    const shape = { done: noticeParam({ note: "Note added." }) };
    expect(read("done=note", shape).done).toBe("note");
    for (const odd of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      expect(read(`done=${odd}`, shape).done, odd).toBeUndefined();
    }
  });

  it("cuts a search to size, without control characters", () => {
    const q = (value: string) => read(`q=${encodeURIComponent(value)}`, { q: textParam(200) }).q;
    expect(q("  Ada Lovelace ")).toBe("Ada Lovelace");
    expect(q("a".repeat(5000))).toBe("a".repeat(200));
    expect(q("ada\u0000\u001b lovelace")).toBe("ada   lovelace");
    expect(q("\u0000")).toBeUndefined();
    expect(q("   ")).toBeUndefined();
    // A character outside the basic plane is never cut in half.
    expect(q("🍁".repeat(300))).toBe("🍁".repeat(200));
    expect(q("' OR 1=1 --")).toBe("' OR 1=1 --");
  });

  it("keeps an address to go to whole, or drops it when it is too long", () => {
    expect(read("next=%2Fadmin%2Fleads", { next: addressParam }).next).toBe("/admin/leads");
    expect(read(`next=/admin/${"a".repeat(5000)}`, { next: addressParam }).next).toBeUndefined();
  });

  it("reads a repeated parameter by its first value, and no array syntax", () => {
    expect(read("page=2&page=3", { page: pageParam }).page).toBe(2);
    expect(read("page[]=2", { page: pageParam }).page).toBe(1);
    expect(read("status=won&status=new", { status: choiceParam(["new", "won"]) }).status).toBe(
      "won",
    );
  });

  it("answers 400 for a parameter without a fallback that does not parse", () => {
    expect(() => read("id=abc", { id: z.coerce.number().int() })).toThrow(
      expect.objectContaining({ init: { status: 400 } }),
    );
  });
});
