/**
 * Core Web Vitals of real visits: what the browser measures (app/lib/vitals-beacon.ts), what the
 * server keeps (app/lib/vitals.server.ts) and how the back office reads it, named once here.
 */

/** Where a page posts its figures (routes.ts, entry.server.tsx and nginx.conf name it too). */
export const VITALS_PATH = "/api/vitals";

/**
 * `first_inp` is the first interaction of a page load, measured as INP measures any (the longest
 * event of the interaction, its paint included) by the page's start (app/browser/page-start.mjs):
 * the interaction that, before issue 41, waited for the page's script.
 */
export const vitalNames = ["lcp", "inp", "first_inp", "cls", "fcp", "ttfb"] as const;
export type VitalName = (typeof vitalNames)[number];

/**
 * Google's thresholds for the 75th percentile of a page's visits: good at or under `good`, poor
 * over `poor`, in between needs improvement (web.dev/articles/vitals). CLS has no unit.
 */
export const thresholds: Record<VitalName, { good: number; poor: number; unit: "ms" | "" }> = {
  lcp: { good: 2500, poor: 4000, unit: "ms" },
  inp: { good: 200, poor: 500, unit: "ms" },
  first_inp: { good: 200, poor: 500, unit: "ms" },
  cls: { good: 0.1, poor: 0.25, unit: "" },
  fcp: { good: 1800, poor: 3000, unit: "ms" },
  ttfb: { good: 800, poor: 1800, unit: "ms" },
};

export type Rating = "good" | "needs improvement" | "poor";

export function rating(name: VitalName, value: number): Rating {
  const { good, poor } = thresholds[name];
  if (value <= good) return "good";
  return value > poor ? "poor" : "needs improvement";
}

/** As the browser sends and the server keeps them: whole milliseconds, CLS to four decimals. */
export function roundVital(name: VitalName, value: number): number {
  return name === "cls" ? Math.round(value * 10_000) / 10_000 : Math.round(value);
}

/**
 * The 75th percentile by nearest rank: the values sorted in ascending order, the one at rank
 * ⌈0.75 × n⌉ (counting from 1). It is always one of the measured values, and at least three
 * visits in four were as fast or faster. Null when there is none.
 */
export function percentile75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1] ?? null;
}

/** The kinds of page the figures are grouped by, with the names the back office shows. */
export const pageKinds = {
  home: "Home",
  services: "Services index",
  category: "Service category",
  service: "Service page",
  company: "Company (why us, about, FAQs)",
  work: "Portfolio and case studies",
  insights: "Article listings",
  article: "Article",
  contact: "Contact",
  newsletter: "Newsletter",
  search: "Search",
  legal: "Privacy and accessibility",
} as const;
export type PageKind = keyof typeof pageKinds;

/** A figure as the back office shows it: "2,140 ms", or a CLS of "0.042". */
export function formatVital(name: VitalName, value: number): string {
  return thresholds[name].unit === "ms"
    ? `${Math.round(value).toLocaleString("en-CA")} ms`
    : String(Number(value.toFixed(3)));
}
