/**
 * Analytics that need no consent banner: counted by our own server from a small same-origin
 * beacon, with no cookie and nothing that identifies a person. What a view keeps: the page, the
 * referring site's host name, UTM source and campaign, the language, a device class from the
 * window's width, a country when a proxy in front names one, and a visitor hash: SHA-256 of the
 * address and browser with a salt that changes every Toronto day and is deleted the next, so
 * views can be linked within a day (the enquiry funnel) and never afterwards. No beacon is sent,
 * and none is counted, when the browser asks for Do Not Track or Global Privacy Control.
 * The beacon's handler and the funnel's last step (a lead) are counted here too.
 */
import { createHash } from "node:crypto";
import { isbot } from "isbot";
import { z } from "zod";
import { categories } from "~/content/catalogue";
import { localeOf } from "~/i18n/locale";
import { englishPath } from "~/i18n/paths";
import { newSecret } from "./abuse.server";
import { torontoDay } from "./admin/time";
import { services } from "./app.server";
import { PRIVATE_PATH } from "./beacon";
import type { Store } from "./db.server";
import type { ServerEnv } from "./env.server";
import { errorText } from "./errors";
import { clientIp, countPost, isSameOrigin } from "./request.server";

const text = (max: number) => z.string().trim().max(max).optional().catch(undefined);
const beaconSchema = z.object({
  p: z
    .string()
    .max(300)
    .regex(/^\/[^\s]*$/),
  r: text(255),
  s: text(100),
  c: text(100),
  w: z.number().int().min(0).max(20_000).catch(0),
});
export type Beacon = z.output<typeof beaconSchema>;

export function deviceClass(width: number): "phone" | "tablet" | "desktop" | "unknown" {
  if (width <= 0) return "unknown";
  if (width < 768) return "phone";
  if (width < 1100) return "tablet";
  return "desktop";
}

/** Whether a request must not be counted: the browser asks not to be tracked, or it is a bot. */
export function mustNotCount(request: Request): boolean {
  const headers = request.headers;
  return (
    headers.get("dnt") === "1" ||
    headers.get("sec-gpc") === "1" ||
    isbot(headers.get("user-agent") ?? "")
  );
}

/** A host name, or null when it is empty, this site, or not a host name at all. */
function referrerHost(value: string | undefined, ownHost: string): string | null {
  const host = value?.toLowerCase().replace(/^www\./, "") ?? "";
  if (!host || !/^[a-z0-9.-]+$/.test(host)) return null;
  return host === ownHost.replace(/^www\./, "").replace(/:\d+$/, "") ? null : host;
}

type Visit = { address: string; userAgent: string; country: string | null; now?: number };

/** The service category a page belongs to (a service or category page, in either language). */
export function categoryOfPath(path: string): string | null {
  const english = englishPath(path) ?? path;
  const match = /^\/services\/([^/]+)(\/[^/]+)?$/.exec(english);
  return categories.some((c) => c.slug === match?.[1]) ? (match?.[1] ?? null) : null;
}

const isServicePage = (path: string) => /^\/services\/[^/]+\/[^/]+$/.test(englishPath(path) ?? "");
const isContactPage = (path: string) => englishPath(path) === "/contact-us";

export type Period = { from: string; to: string };

export class Analytics {
  private readonly salts = new Map<string, Promise<string>>();

  constructor(private readonly store: Store) {}

  private get db() {
    return this.store.db;
  }

  /** Today's salt, shared by every server through the database, gone tomorrow. */
  private salt(day: string): Promise<string> {
    let salt = this.salts.get(day);
    if (!salt) {
      salt = this.store.setting(`analytics-salt:${day}`, newSecret);
      salt.catch(() => this.salts.delete(day));
      this.salts.clear();
      this.salts.set(day, salt);
    }
    return salt;
  }

  private async visitor(day: string, visit: Visit) {
    const salt = await this.salt(day);
    return createHash("sha256")
      .update(`${salt}\n${visit.address}\n${visit.userAgent}`)
      .digest("base64url")
      .slice(0, 22);
  }

  /** Reads a beacon's body; undefined when it is not one. */
  static parse(body: string): Beacon | undefined {
    try {
      const parsed = beaconSchema.safeParse(JSON.parse(body));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }

  async recordView(beacon: Beacon, visit: Visit & { host: string }) {
    const now = visit.now ?? Date.now();
    const day = torontoDay(now);
    await this.db
      .insertInto("analytics_events")
      .values({
        day,
        at: now,
        kind: "view",
        path: beacon.p.split(/[?#]/)[0] ?? beacon.p,
        referrer: referrerHost(beacon.r, visit.host),
        utm_source: beacon.s?.toLowerCase() || null,
        utm_campaign: beacon.c?.toLowerCase() || null,
        language: localeOf(beacon.p),
        device: deviceClass(beacon.w),
        country: visit.country,
        visitor: await this.visitor(day, visit),
      })
      .execute();
  }

  /** A lead sent from the contact page: the last step of the funnel. */
  recordLead(lead: { sourcePage: string; services: string[] }, visit: Visit) {
    return this.recordOutcome("lead", lead.sourcePage, lead.services, visit);
  }

  /** A consultation booked: beside the enquiry, the other end of the funnel. */
  recordBooking(booking: { sourcePage: string; topic: string }, visit: Visit) {
    return this.recordOutcome("booking", booking.sourcePage, [booking.topic], visit);
  }

  /** What a visit ended in, with the page it was sent from and the services it was about. */
  private async recordOutcome(
    kind: "lead" | "booking",
    sourcePage: string,
    services: string[],
    visit: Visit,
  ) {
    const now = visit.now ?? Date.now();
    const day = torontoDay(now);
    await this.db
      .insertInto("analytics_events")
      .values({
        day,
        at: now,
        kind,
        path: sourcePage,
        language: localeOf(sourcePage),
        device: "unknown",
        country: visit.country,
        visitor: await this.visitor(day, visit),
        detail: JSON.stringify(services),
      })
      .execute();
  }

  /** Salts of past days are deleted: their hashes can no longer be linked to anyone. */
  async forgetOldSalts(now = Date.now()) {
    await this.db
      .deleteFrom("settings")
      .where("key", "like", "analytics-salt:%")
      .where("key", "<", `analytics-salt:${torontoDay(now)}`)
      .execute();
  }

  /** Everything the dashboard shows for a period of Toronto days (both included). */
  async report({ from, to }: Period) {
    const rows = await this.db
      .selectFrom("analytics_events")
      .select(["day", "at", "kind", "path", "referrer", "utm_source", "utm_campaign", "visitor"])
      .select(["device", "language", "detail"])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .orderBy("at")
      .execute();

    const days = new Map<
      string,
      { views: number; visitors: Set<string>; leads: number; bookings: number }
    >();
    for (let d = from; d <= to; d = nextDay(d)) {
      days.set(d, { views: 0, visitors: new Set(), leads: 0, bookings: 0 });
    }
    const pages = new Map<string, number>();
    const devices = new Map<string, number>();
    const languages = new Map<string, number>();
    const campaigns = new Map<string, number>();
    // One visitor of one day: where they came from, and what they did, in order.
    type Visitor = {
      source: string;
      serviceViews: Map<string, number>;
      contactAt: number[];
      leadAt: number[];
      bookingAt: number[];
    };
    const visitors = new Map<string, Visitor>();
    for (const row of rows) {
      const key = `${row.day}\n${row.visitor}`;
      let visitor = visitors.get(key);
      if (!visitor) {
        visitor = {
          source: row.utm_source ?? row.referrer ?? "Direct",
          serviceViews: new Map(),
          contactAt: [],
          leadAt: [],
          bookingAt: [],
        };
        visitors.set(key, visitor);
      }
      const at = Number(row.at);
      const day = days.get(row.day);
      if (row.kind === "lead") {
        if (day) day.leads++;
        visitor.leadAt.push(at);
        continue;
      }
      if (row.kind === "booking") {
        if (day) day.bookings++;
        visitor.bookingAt.push(at);
        continue;
      }
      if (day) {
        day.views++;
        day.visitors.add(row.visitor);
      }
      pages.set(row.path, (pages.get(row.path) ?? 0) + 1);
      devices.set(row.device, (devices.get(row.device) ?? 0) + 1);
      languages.set(row.language, (languages.get(row.language) ?? 0) + 1);
      if (row.utm_campaign)
        campaigns.set(row.utm_campaign, (campaigns.get(row.utm_campaign) ?? 0) + 1);
      if (isServicePage(row.path)) {
        const category = categoryOfPath(row.path);
        if (category && !visitor.serviceViews.has(category)) visitor.serviceViews.set(category, at);
      } else if (isContactPage(row.path)) {
        visitor.contactAt.push(at);
      }
    }

    // The funnel: a service page, then the contact page, then a lead, in that order, in a day;
    // or a service page, then a consultation booked.
    type Steps = { service: number; contact: number; lead: number; booking: number };
    const byService = new Map<string, Steps>(categories.map((c) => [c.slug, zero()]));
    const bySource = new Map<string, Steps>();
    const sources = new Map<string, { visitors: number; views: number }>();
    for (const visitor of visitors.values()) {
      const source = sources.get(visitor.source) ?? { visitors: 0, views: 0 };
      source.visitors++;
      sources.set(visitor.source, source);
      if (visitor.serviceViews.size === 0) continue;
      const first = Math.min(...visitor.serviceViews.values());
      const reached = (since: number) => {
        const contact = visitor.contactAt.find((t) => t >= since);
        const lead = contact === undefined ? undefined : visitor.leadAt.find((t) => t >= contact);
        const booking = visitor.bookingAt.find((t) => t >= since);
        return {
          contact: contact !== undefined,
          lead: lead !== undefined,
          booking: booking !== undefined,
        };
      };
      for (const [category, since] of visitor.serviceViews) {
        const steps = byService.get(category) ?? zero();
        const { contact, lead, booking } = reached(since);
        steps.service++;
        if (contact) steps.contact++;
        if (lead) steps.lead++;
        if (booking) steps.booking++;
        byService.set(category, steps);
      }
      const steps = bySource.get(visitor.source) ?? zero();
      const { contact, lead, booking } = reached(first);
      steps.service++;
      if (contact) steps.contact++;
      if (lead) steps.lead++;
      if (booking) steps.booking++;
      bySource.set(visitor.source, steps);
    }
    for (const row of rows) {
      if (row.kind !== "view") continue;
      const visitor = visitors.get(`${row.day}\n${row.visitor}`);
      const source = visitor && sources.get(visitor.source);
      if (source) source.views++;
    }

    const dayList = [...days].map(([day, d]) => ({
      day,
      views: d.views,
      visitors: d.visitors.size,
      leads: d.leads,
      bookings: d.bookings,
    }));
    const sorted = <T>(map: Map<string, T>, by: (value: T) => number, limit = 12) =>
      [...map]
        .map(([name, value]) => ({ name, value }))
        .sort((a, b) => by(b.value) - by(a.value))
        .slice(0, limit);
    return {
      totals: {
        views: dayList.reduce((sum, d) => sum + d.views, 0),
        visitors: visitors.size,
        leads: dayList.reduce((sum, d) => sum + d.leads, 0),
        bookings: dayList.reduce((sum, d) => sum + d.bookings, 0),
      },
      days: dayList,
      pages: sorted(pages, (n) => n, 15),
      sources: sorted(sources, (s) => s.visitors),
      campaigns: sorted(campaigns, (n) => n, 8),
      devices: sorted(devices, (n) => n),
      languages: sorted(languages, (n) => n),
      funnel: {
        byService: [...byService].map(([name, steps]) => ({ name, ...steps })),
        bySource: sorted(bySource, (s) => s.service, 8).map(({ name, value }) => ({
          name,
          ...value,
        })),
      },
    };
  }
}

const zero = () => ({ service: 0, contact: 0, lead: 0, booking: 0 });

/** The calendar day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export type Report = Awaited<ReturnType<Analytics["report"]>>;

export function visitOf(request: Request, env: ServerEnv) {
  const country = env.ANALYTICS_COUNTRY_HEADER
    ? request.headers.get(env.ANALYTICS_COUNTRY_HEADER)?.toUpperCase()
    : undefined;
  return {
    address: clientIp(request),
    userAgent: request.headers.get("user-agent") ?? "",
    country: country && /^[A-Z]{2}$/.test(country) ? country : null,
  };
}

/** The funnel's last step; never in the way of the lead, and not counted under DNT or GPC. */
export function countLead(request: Request, lead: { sourcePage: string; services: string[] }) {
  return countOutcome(request, "a lead", (analytics, visit) => analytics.recordLead(lead, visit));
}

/** A consultation booked, counted as a lead is. */
export function countBooking(request: Request, booking: { sourcePage: string; topic: string }) {
  return countOutcome(request, "a booking", (analytics, visit) =>
    analytics.recordBooking(booking, visit),
  );
}

async function countOutcome(
  request: Request,
  what: string,
  record: (analytics: Analytics, visit: Visit) => Promise<void>,
) {
  try {
    const { analytics, env } = await services();
    if (!mustNotCount(request)) await record(analytics, visitOf(request, env));
  } catch (error) {
    console.error(`Counting ${what} failed:`, errorText(error));
  }
}

/**
 * The beacon: a page view, counted unless the browser asks not to be (Do Not Track, Global
 * Privacy Control) or is a bot. 204 whatever happens to the count: a page never waits on it.
 */
export async function handleBeacon(request: Request): Promise<Response> {
  const done = (status: number) =>
    new Response(null, { status, headers: { "Cache-Control": "no-store" } });
  const { env, analytics, limits } = await services();
  if (!isSameOrigin(request, env.PUBLIC_ORIGIN)) return done(403);
  if (mustNotCount(request)) return done(204);
  const body = await request.text().catch(() => "");
  const beacon = body.length <= 2000 ? Analytics.parse(body) : undefined;
  if (!beacon) return done(400);
  // A page whose address is a key (a booking's manage link) is never stored, whoever sent it.
  if (PRIVATE_PATH.test(beacon.p)) return done(204);
  if ((await countPost(limits.beacon, request)) !== "ok") return done(429);
  try {
    const host = request.headers.get("host") ?? "";
    await analytics.recordView(beacon, { ...visitOf(request, env), host });
  } catch (error) {
    console.error("Counting a view failed:", errorText(error));
    return done(503);
  }
  return done(204);
}
