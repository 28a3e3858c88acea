/**
 * Core Web Vitals of real visits, measured in the visitor's browser by Google's web-vitals
 * library, which is no part of the page's load: it is imported once the app has hydrated and the
 * browser is idle again. The browser keeps the paints it has already timed (buffered entries),
 * so LCP, FCP, TTFB and CLS are still there when it arrives. The figures go once per page load,
 * when the page is hidden or left, in one beacon: the path of the page loaded, the window's width
 * and the figures measured (with the first interaction's, which the page's start times), nothing
 * else. Nothing is loaded or sent under Do Not Track or Global
 * Privacy Control, nor for the back office.
 */
import { useEffect } from "react";
import type * as WebVitals from "web-vitals";
import { roundVital, VITALS_PATH, type VitalName } from "./vitals";

/**
 * Where the page module keeps the first interaction's duration (`FIRST_INTERACTION_KEY` of
 * app/browser/page-start.mjs, which a unit test holds this to). Written out: importing it from
 * there would make that module a chunk of its own, one more file for every page to preload.
 */
export const FIRST_INTERACTION_KEY = "__msFirstInteraction";

type Privacy = Pick<Navigator, "doNotTrack"> & { globalPrivacyControl?: boolean };

/** Whether a page load may be measured: not when the browser asks not to be, nor in /admin. */
export function mayMeasure(browser: Privacy, path: string): boolean {
  return !(
    browser.doNotTrack === "1" ||
    browser.globalPrivacyControl ||
    /^\/admin(\/|$)/i.test(path)
  );
}

/** The path of the page the browser loaded: the figures are its, whatever was opened since. */
function loadedPath(): string {
  const [navigation] = performance.getEntriesByType("navigation");
  return navigation ? new URL(navigation.name).pathname : location.pathname;
}

function measure(vitals: typeof WebVitals, path: string) {
  const values: Partial<Record<VitalName, number>> = {};
  const keep = ({ name, value }: WebVitals.Metric) => {
    const key = name.toLowerCase() as VitalName;
    values[key] = roundVital(key, value);
    // Which figures are in, never their values: for tests and for people debugging.
    document.documentElement.dataset.vitals = Object.keys(values).join(" ");
  };
  // Every change is kept, so what goes is each figure's latest, whichever of the library's
  // listeners and ours runs first when the page is hidden.
  for (const on of [vitals.onLCP, vitals.onINP, vitals.onCLS, vitals.onFCP, vitals.onTTFB]) {
    on(keep, { reportAllChanges: true });
  }
  let sent = false;
  const send = () => {
    // Timed by the page's start, from before the page hydrated (app/browser/page-start.mjs).
    const first = (window as { [FIRST_INTERACTION_KEY]?: unknown })[FIRST_INTERACTION_KEY];
    if (typeof first === "number") values.first_inp = roundVital("first_inp", first);
    if (sent || Object.keys(values).length === 0) return;
    sent = true;
    navigator.sendBeacon(VITALS_PATH, JSON.stringify({ p: path, w: innerWidth, ...values }));
  };
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") send();
  });
  addEventListener("pagehide", send);
}

let started = false;

/** Starts the measure of this page load, once the app runs (the public pages' layout). */
export function useWebVitals() {
  useEffect(() => {
    const path = loadedPath();
    if (started || !mayMeasure(navigator, path)) return;
    started = true;
    const whenIdle =
      "requestIdleCallback" in window ? requestIdleCallback : (run: () => void) => setTimeout(run);
    whenIdle(() => {
      import("web-vitals").then((vitals) => measure(vitals, path)).catch(() => {});
    });
  }, []);
}
