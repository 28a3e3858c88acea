import { describe, expect, it } from "vitest";
import { formatVital, percentile75, rating, roundVital } from "./vitals";
import { mayMeasure } from "./vitals-beacon";

describe("the 75th percentile, by nearest rank", () => {
  it("is the value at rank ⌈0.75 × n⌉ of the sorted values", () => {
    // n = 8: rank 6. n = 10: rank 8 (⌈7.5⌉). n = 4: rank 3. n = 3: rank 3 (⌈2.25⌉), the
    // largest. Order does not matter.
    expect(percentile75([8, 1, 7, 2, 6, 3, 5, 4])).toBe(6);
    expect(percentile75([10, 9, 8, 7, 6, 5, 4, 3, 2, 1])).toBe(8);
    expect(percentile75([2400, 1200, 3900, 1800])).toBe(2400);
    expect(percentile75([0.31, 0.02, 0.1])).toBe(0.31);
  });

  it("is the only value of one, and null of none", () => {
    expect(percentile75([1234])).toBe(1234);
    expect(percentile75([])).toBeNull();
  });

  it("leaves the values it is given in their order", () => {
    const values = [3, 1, 2];
    percentile75(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe("rating against Google's thresholds", () => {
  it("is good up to the first threshold, poor only over the second", () => {
    expect([2500, 2501, 4000, 4001].map((v) => rating("lcp", v))).toEqual([
      "good",
      "needs improvement",
      "needs improvement",
      "poor",
    ]);
    expect([200, 201, 500, 501].map((v) => rating("inp", v))).toEqual([
      "good",
      "needs improvement",
      "needs improvement",
      "poor",
    ]);
    expect([0, 0.1, 0.1001, 0.25, 0.2501].map((v) => rating("cls", v))).toEqual([
      "good",
      "good",
      "needs improvement",
      "needs improvement",
      "poor",
    ]);
    expect([1800, 1801, 3001].map((v) => rating("fcp", v))).toEqual([
      "good",
      "needs improvement",
      "poor",
    ]);
    expect([800, 801, 1800, 1801].map((v) => rating("ttfb", v))).toEqual([
      "good",
      "needs improvement",
      "needs improvement",
      "poor",
    ]);
  });
});

describe("the figures as sent and shown", () => {
  it("rounds times to whole milliseconds and CLS to four decimals", () => {
    expect(roundVital("lcp", 1834.6)).toBe(1835);
    expect(roundVital("ttfb", 12.4)).toBe(12);
    expect(roundVital("cls", 0.123_456)).toBe(0.1235);
    expect(roundVital("cls", 0)).toBe(0);
  });

  it("shows milliseconds with a unit and CLS without", () => {
    expect(formatVital("lcp", 2140)).toBe("2,140 ms");
    expect(formatVital("cls", 0.0423)).toBe("0.042");
    expect(formatVital("cls", 0.1)).toBe("0.1");
  });
});

describe("which page loads the browser measures", () => {
  const browser = { doNotTrack: null, globalPrivacyControl: false };
  it("measures the public pages only, and nothing under Do Not Track or GPC", () => {
    expect(mayMeasure(browser, "/services/web")).toBe(true);
    expect(mayMeasure(browser, "/fr/a-propos")).toBe(true);
    expect(mayMeasure({ ...browser, doNotTrack: "1" }, "/")).toBe(false);
    expect(mayMeasure({ ...browser, globalPrivacyControl: true }, "/")).toBe(false);
    expect(mayMeasure(browser, "/admin")).toBe(false);
    expect(mayMeasure(browser, "/admin/analytics")).toBe(false);
    expect(mayMeasure(browser, "/administration-services")).toBe(true);
  });
});
