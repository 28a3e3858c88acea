/**
 * The Core Web Vitals of real visits, on the server: the beacon's checks, one row per page load
 * (the Toronto day, the kind of page, the device class from the window's width, the language,
 * and the figures the browser measured) and the 75th percentiles the back office shows. No path,
 * address, visitor hash or time of day is kept: nothing links a row to a person or to their
 * page views. Like the view beacon, nothing is kept under Do Not Track or Global Privacy
 * Control, nor for a bot.
 */
import { z } from "zod";
import { services as catalogue, categories, categoryPath, servicePath } from "~/content/catalogue";
import { whyPath } from "~/content/site";
import { caseStudyContent, projectContent } from "~/content/work";
import { localeOf } from "~/i18n/locale";
import { englishPath } from "~/i18n/paths";
import { torontoDay } from "./admin/time";
import { deviceClass, mustNotCount, nextDay, type Period } from "./analytics.server";
import { services } from "./app.server";
import type { Store } from "./db.server";
import { errorText } from "./errors";
import { insightsBase, parseListing } from "./insights/model";
import { countPost, isSameOrigin } from "./request.server";
import { type PageKind, pageKinds, percentile75, type VitalName, vitalNames } from "./vitals";

/** A figure over a minute (or a CLS over 10) is no visit's: the beacon is refused. */
const millis = z.number().int().min(0).max(60_000).optional();
const vitalsSchema = z
  .strictObject({
    p: z
      .string()
      .max(300)
      .regex(/^\/[^\s?#]*$/),
    w: z.number().int().min(0).max(20_000),
    lcp: millis,
    inp: millis,
    first_inp: millis,
    cls: z.number().min(0).max(10).optional(),
    fcp: millis,
    ttfb: millis,
  })
  .refine((beacon) => vitalNames.some((name) => beacon[name] !== undefined));
export type VitalsBeacon = z.output<typeof vitalsSchema> & { kind: PageKind };

const MAX_BODY_CHARS = 1000;

const staticKinds: Readonly<Record<string, PageKind>> = {
  "/": "home",
  "/services": "services",
  [whyPath]: "company",
  "/about-us": "company",
  "/faqs": "company",
  "/portfolio": "work",
  "/contact-us": "contact",
  "/newsletter": "newsletter",
  "/newsletter/confirm": "newsletter",
  "/newsletter/unsubscribe": "newsletter",
  "/privacy": "legal",
  "/accessibility": "legal",
  "/search": "search",
};

const categoryPaths = new Set(categories.map((category) => categoryPath(category.slug)));
const servicePaths = new Set(catalogue.map(servicePath));
const workPaths = new Set([
  ...projectContent.map((project) => `/portfolio/${project.slug}`),
  ...caseStudyContent.map((study) => `/case-studies/${study.slug}`),
]);

/** The kind of a page of the site, in either language; null for any other address. */
export function pageKindOf(pathname: string): PageKind | null {
  const path = pathname.length > 1 ? pathname.toLowerCase().replace(/\/+$/, "") : pathname;
  const locale = localeOf(path);
  const insights = insightsBase[locale];
  if (path === insights || path.startsWith(`${insights}/`)) {
    if (parseListing(path, locale)) return "insights";
    return /^\/[a-z0-9]+(-[a-z0-9]+)*$/.test(path.slice(insights.length)) ? "article" : null;
  }
  const english = englishPath(path);
  if (!english) return null;
  if (Object.hasOwn(staticKinds, english)) return staticKinds[english] ?? null;
  if (categoryPaths.has(english)) return "category";
  if (servicePaths.has(english)) return "service";
  if (workPaths.has(english)) return "work";
  return null;
}

export type VitalsSummary = {
  /** Page loads that sent figures. */
  visits: number;
  /** Each figure's 75th percentile, over the visits that measured it (`samples`). */
  metrics: Record<VitalName, { p75: number | null; samples: number }>;
};

type Row = { [name in VitalName]: number | null };

function summarise(rows: readonly Row[]): VitalsSummary {
  const metrics = {} as VitalsSummary["metrics"];
  for (const name of vitalNames) {
    const values = rows.flatMap((row) => (row[name] === null ? [] : [row[name]]));
    metrics[name] = { p75: percentile75(values), samples: values.length };
  }
  return { visits: rows.length, metrics };
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string, order: readonly string[]) {
  const groups = new Map<string, T[]>(order.map((name) => [name, []]));
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return [...groups].filter(([, group]) => group.length > 0);
}

export class WebVitals {
  constructor(private readonly store: Store) {}

  /** Reads a beacon's body; undefined when it is not one, or not from a page of the site. */
  static parse(body: string): VitalsBeacon | undefined {
    try {
      const parsed = vitalsSchema.safeParse(JSON.parse(body));
      const kind = parsed.success ? pageKindOf(parsed.data.p) : null;
      return parsed.success && kind ? { ...parsed.data, kind } : undefined;
    } catch {
      return undefined;
    }
  }

  async record(beacon: VitalsBeacon, now = Date.now()) {
    await this.store.db
      .insertInto("web_vitals")
      .values({
        day: torontoDay(now),
        page_kind: beacon.kind,
        device: deviceClass(beacon.w),
        language: localeOf(beacon.p),
        lcp: beacon.lcp ?? null,
        inp: beacon.inp ?? null,
        first_inp: beacon.first_inp ?? null,
        cls: beacon.cls === undefined ? null : Math.round(beacon.cls * 10_000) / 10_000,
        fcp: beacon.fcp ?? null,
        ttfb: beacon.ttfb ?? null,
      })
      .execute();
  }

  /**
   * The 75th percentile of each figure per kind of page and per device class over a period of
   * Toronto days (both included), and of LCP, INP and CLS per day.
   */
  async report({ from, to }: Period) {
    const rows = await this.store.db
      .selectFrom("web_vitals")
      .select(["day", "page_kind", "device", ...vitalNames])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .execute();
    const byDay = new Map(groupBy(rows, (row) => row.day, []));
    const days = [];
    for (let day = from; day <= to; day = nextDay(day)) {
      const { visits, metrics } = summarise(byDay.get(day) ?? []);
      days.push({ day, visits, lcp: metrics.lcp.p75, inp: metrics.inp.p75, cls: metrics.cls.p75 });
    }
    return {
      total: summarise(rows),
      byKind: groupBy(rows, (row) => row.page_kind, Object.keys(pageKinds)).map(
        ([name, group]) => ({ name, ...summarise(group) }),
      ),
      byDevice: groupBy(rows, (row) => row.device, ["phone", "tablet", "desktop", "unknown"]).map(
        ([name, group]) => ({ name, ...summarise(group) }),
      ),
      days,
    };
  }
}

export type VitalsReport = Awaited<ReturnType<WebVitals["report"]>>;

/**
 * The beacon's handler, checked like the view beacon's: a page of this site (Origin), not under
 * Do Not Track or Global Privacy Control nor a bot (204, kept nowhere), a small well-formed body
 * for a page of the site (400 otherwise), within the address's rate (429).
 */
export async function handleVitals(request: Request): Promise<Response> {
  const done = (status: number) =>
    new Response(null, { status, headers: { "Cache-Control": "no-store" } });
  const { env, store, limits } = await services();
  if (!isSameOrigin(request, env.PUBLIC_ORIGIN)) return done(403);
  if (mustNotCount(request)) return done(204);
  const body = await request.text().catch(() => "");
  const beacon = body.length <= MAX_BODY_CHARS ? WebVitals.parse(body) : undefined;
  if (!beacon) return done(400);
  if ((await countPost(limits.vitals, request)) !== "ok") return done(429);
  try {
    await new WebVitals(store).record(beacon);
  } catch (error) {
    console.error("Keeping web vitals failed:", errorText(error));
    return done(503);
  }
  return done(204);
}
