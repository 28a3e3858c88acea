// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axisTicks, DailyChart, niceMax } from "./charts";

describe("the charts' axes", () => {
  it("tops a count's axis at a round number, never below 5", () => {
    expect([1, 5, 6, 11, 19, 25, 26, 480, 1001].map((n) => niceMax(n))).toEqual([
      5, 5, 10, 20, 20, 25, 50, 500, 2000,
    ]);
  });

  it("labels a count's axis in whole, equal steps", () => {
    expect(axisTicks(5)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(axisTicks(10)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(axisTicks(25)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(axisTicks(20)).toEqual([0, 5, 10, 15, 20]);
    for (const top of [5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2500]) {
      const ticks = axisTicks(top);
      expect(ticks.every(Number.isInteger), `${top}: ${ticks}`).toBe(true);
      expect(ticks.at(-1)).toBe(top);
    }
  });

  it("draws the views chart's labels as the axis's values", () => {
    const days = ["2026-11-23", "2026-11-24", "2026-11-25"].map((day, i) => ({
      day,
      views: [0, 2, 5][i] ?? 0,
      visitors: 1,
      leads: 0,
    }));
    const { container } = render(<DailyChart days={days} title="Views per day" />);
    const labels = [...container.querySelectorAll('text[text-anchor="end"]')].map(
      (text) => text.textContent,
    );
    expect(labels).toEqual(["0", "1", "2", "3", "4", "5"]);
  });
});
