import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("CSV export", () => {
  it.each([
    ["plain", '"plain"'],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ["+1 416 555 0142", '"\'+1 416 555 0142"'],
    ["-2+3", '"\'-2+3"'],
    ["@SUM(A1)", '"\'@SUM(A1)"'],
    ["\tcmd", '"\'\tcmd"'],
    [null, '""'],
    [42, '"42"'],
  ])("writes %j as %s", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("quotes a cell whose `;` a spreadsheet set to that separator would split into formulas", () => {
    expect(csvCell("Acme;=1+1;-2+3")).toBe('"Acme;=1+1;-2+3"');
    expect(toCsv(["company"], [["Acme;=1+1;-2+3"]])).toBe('"company"\r\n"Acme;=1+1;-2+3"\r\n');
  });

  it("joins rows with CRLF under a header", () => {
    expect(toCsv(["a", "b"], [[1, "x"]])).toBe('"a","b"\r\n"1","x"\r\n');
  });
});
