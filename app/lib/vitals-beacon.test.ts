// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as pageStart from "../browser/page-start.mjs";

type Report = (metric: { name: string; value: number }) => void;
const reporters = vi.hoisted(() => new Map<string, Report>());
vi.mock("web-vitals", () => {
  const on = (name: string) => (report: Report) => reporters.set(name, report);
  return {
    onLCP: on("LCP"),
    onINP: on("INP"),
    onCLS: on("CLS"),
    onFCP: on("FCP"),
    onTTFB: on("TTFB"),
  };
});

/** The hook of a fresh page load: the module keeps whether this one has started. */
async function loadPage() {
  vi.resetModules();
  const { useWebVitals } = await import("./vitals-beacon");
  renderHook(() => useWebVitals());
}

function hide() {
  Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
  document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
}

describe("the Core Web Vitals beacon", () => {
  const sendBeacon = vi.fn((_url: string, _body: string) => true);
  beforeEach(() => {
    reporters.clear();
    Object.assign(navigator, { sendBeacon });
    vi.spyOn(performance, "getEntriesByType").mockReturnValue([
      { name: "http://localhost/fr/services/web" } as PerformanceNavigationTiming,
    ]);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    sendBeacon.mockClear();
    Reflect.deleteProperty(document, "visibilityState");
    Reflect.deleteProperty(navigator, "globalPrivacyControl");
  });

  it("sends the loaded page's latest figures, rounded, once, when the page is hidden", async () => {
    await loadPage();
    await vi.waitFor(() => expect(reporters.size).toBe(5));
    reporters.get("LCP")?.({ name: "LCP", value: 1200.4 });
    reporters.get("LCP")?.({ name: "LCP", value: 1840.6 });
    reporters.get("CLS")?.({ name: "CLS", value: 0.012_345_6 });
    reporters.get("TTFB")?.({ name: "TTFB", value: 98.2 });
    expect(sendBeacon).not.toHaveBeenCalled();
    hide();
    hide();
    window.dispatchEvent(new Event("pagehide"));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe("/api/vitals");
    expect(JSON.parse(body ?? "")).toEqual({
      p: "/fr/services/web",
      w: window.innerWidth,
      lcp: 1841,
      cls: 0.0123,
      ttfb: 98,
    });
  });

  it("sends the first interaction the page module timed, under the name it keeps it by", async () => {
    const { FIRST_INTERACTION_KEY } = await import("./vitals-beacon");
    expect(FIRST_INTERACTION_KEY).toBe(pageStart.FIRST_INTERACTION_KEY);
    Object.assign(window, { [FIRST_INTERACTION_KEY]: 72.4 });
    await loadPage();
    await vi.waitFor(() => expect(reporters.size).toBe(5));
    reporters.get("INP")?.({ name: "INP", value: 104 });
    hide();
    expect(JSON.parse(sendBeacon.mock.calls[0]?.[1] ?? "")).toMatchObject({
      inp: 104,
      first_inp: 72,
    });
    Reflect.deleteProperty(window, FIRST_INTERACTION_KEY);
  });

  it("neither loads the library nor sends anything under Global Privacy Control", async () => {
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true });
    await loadPage();
    // Long enough for the idle callback and the import of a measured page.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reporters.size).toBe(0);
    hide();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
