/**
 * Each host's calendar feed: a secret address (`/calendar/<token>.ics`) that Google Calendar,
 * Outlook or Apple Calendar subscribe to, for hosts whose calendar speaks no CalDAV. Calendar apps
 * fetch it on their own schedule and cannot sign in, so the address is the key: 256 random bits,
 * shown once when made, and kept only as its SHA-256 (as the bookings' manage links are). One
 * address per host: replacing it overwrites the hash, so the old address stops in the same write,
 * and revoking deletes it.
 */
import { createHash, randomBytes } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { site } from "~/content/site";
import type { RateLimiter, Store } from "../db.server";
import { type Booking, toBooking, videoLink } from "./bookings.server";
import { topicName } from "./invitation.server";
import { defaultPolicy, OFFICE_ZONE, type Policy } from "./slots";

const DAY = 24 * 60 * 60_000;
/** How far back the feed goes: last month's meetings stay in the calendar for reference. */
const PAST_DAYS = 30;
/** How often calendar apps that honour it (Apple, Outlook) are asked to fetch the feed again. */
const REFRESH_S = 15 * 60;

/**
 * A feed's token: hex, so the address is all lower case. The server answers any other spelling
 * of an address with a redirect to its lower-case one (server/canonical.mjs), which a base64url
 * token would not survive.
 */
const TOKEN = /^[0-9a-f]{64}$/;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Where a host's feed is read, for the token just made. */
export const feedUrl = (origin: string, token: string) => `${origin}/calendar/${token}.ics`;

/** The token a feed's last path segment carries (`<token>.ics`), or undefined. */
export function feedToken(segment: string | undefined): string | undefined {
  const token = segment?.endsWith(".ics") ? segment.slice(0, -4) : undefined;
  return token && TOKEN.test(token) ? token : undefined;
}

/** What the back office shows of a host's feed: never its address. */
export type FeedStatus = { hostId: number; createdAt: number; createdBy: string };

export type FeedCreated = { ok: true; token: string } | { ok: false; reason: "exists" };

export class HostFeeds {
  constructor(
    private readonly store: Store,
    private readonly policy: Policy = defaultPolicy,
  ) {}

  async list(): Promise<FeedStatus[]> {
    const rows = await this.store.db
      .selectFrom("booking_host_feeds")
      .select(["host_id", "created_at", "created_by"])
      .orderBy("host_id")
      .execute();
    return rows.map((row) => ({
      hostId: Number(row.host_id),
      createdAt: Number(row.created_at),
      createdBy: row.created_by,
    }));
  }

  /**
   * A feed address for a host who has none. Two people pressing "Create" at once get one address
   * and one refusal, rather than one of them being handed an address already dead.
   */
  async create(hostId: number, by: string, now = Date.now()): Promise<FeedCreated> {
    const token = newToken();
    const made = await this.store.db
      .insertInto("booking_host_feeds")
      .values({ host_id: hostId, token_hash: sha256(token), created_at: now, created_by: by })
      .onConflict((conflict) => conflict.column("host_id").doNothing())
      .returning("host_id")
      .executeTakeFirst();
    return made ? { ok: true, token } : { ok: false, reason: "exists" };
  }

  /** A new address in place of the host's current one (or of none), in one write. */
  async replace(hostId: number, by: string, now = Date.now()): Promise<string> {
    const token = newToken();
    const row = { token_hash: sha256(token), created_at: now, created_by: by };
    await this.store.db
      .insertInto("booking_host_feeds")
      .values({ host_id: hostId, ...row })
      .onConflict((conflict) => conflict.column("host_id").doUpdateSet(row))
      .execute();
    return token;
  }

  /** Ends a host's feed address; false when there was none. */
  async revoke(hostId: number): Promise<boolean> {
    const result = await this.store.db
      .deleteFrom("booking_host_feeds")
      .where("host_id", "=", hostId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** The host a feed token opens, or undefined for any other string. */
  async hostOf(token: string): Promise<number | undefined> {
    if (!TOKEN.test(token)) return undefined;
    const row = await this.store.db
      .selectFrom("booking_host_feeds")
      .select("host_id")
      .where("token_hash", "=", sha256(token))
      .executeTakeFirst();
    return row ? Number(row.host_id) : undefined;
  }

  /**
   * The feed a token opens, as iCalendar text: the host's bookings that still hold their time,
   * from a month ago to the end of the booking horizon. Undefined for a token that opens none.
   */
  async feed(token: string, { origin, now = Date.now() }: { origin: string; now?: number }) {
    const hostId = await this.hostOf(token);
    if (hostId === undefined) return undefined;
    const host = await this.store.db
      .selectFrom("booking_hosts")
      .select(["name"])
      .where("id", "=", hostId)
      .executeTakeFirst();
    if (!host) return undefined;
    const rows = await this.store.db
      .selectFrom("bookings")
      .selectAll()
      .where("host_id", "=", hostId)
      .where("status", "<>", "cancelled")
      .where("ends_at", ">", now - PAST_DAYS * DAY)
      // The horizon counts whole Toronto days from tomorrow: two days' margin covers it.
      .where("starts_at", "<", now + (this.policy.horizonDays + 2) * DAY)
      .orderBy("starts_at")
      .execute();
    return feedIcs(host.name, rows.map(toBooking), { origin, now });
  }
}

const newToken = () => randomBytes(32).toString("hex");

/**
 * A host's bookings as one calendar to subscribe to (METHOD:PUBLISH). Each event keeps its
 * booking's UID and SEQUENCE, so a calendar app updates it in place when the booking moves, and
 * Toronto times with their VTIMEZONE. No organizer or attendee: an app would take those for an
 * invitation to answer.
 */
export function feedIcs(
  hostName: string,
  bookings: readonly Booking[],
  { origin, now }: { origin: string; now: number },
): string {
  const calendar = ical({
    prodId: { company: site.name, product: "Consultations", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    name: oneLine(`${site.name} consultations: ${hostName}`),
    ttl: REFRESH_S,
    // No zone for the calendar itself, so DTSTAMP stays in UTC; each event names Toronto.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  for (const booking of bookings) {
    calendar.createEvent({
      id: booking.uid,
      sequence: booking.sequence,
      stamp: new Date(now),
      lastModified: new Date(booking.updatedAt),
      start: new TZDate(booking.start, OFFICE_ZONE),
      end: new TZDate(booking.end, OFFICE_ZONE),
      timezone: OFFICE_ZONE,
      summary: `Free consultation: ${booking.name}, ${booking.company}`,
      description: hostNotes(booking, origin),
      location:
        booking.meetingMode === "video"
          ? videoLink(booking.uid)
          : `Phone call${booking.phone ? ` to ${booking.phone}` : ""}`,
      status: ICalEventStatus.CONFIRMED,
    });
  }
  // RFC 5545 (3.1) ends every content line with CRLF, the last one too.
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}

/** What the host reads in the event: who, about what, how, and their lead. */
function hostNotes(booking: Booking, origin: string): string {
  return [
    `${booking.name} (${booking.company}, ${booking.email}${booking.phone ? `, ${booking.phone}` : ""})`,
    `Topic: ${topicName(booking.topic, "en")}`,
    `Language: ${booking.language === "fr" ? "French" : "English"}`,
    booking.meetingMode === "video"
      ? `Video call: ${videoLink(booking.uid)}`
      : `Phone call: you call them${booking.phone ? ` at ${booking.phone}` : ""}`,
    ...(booking.note ? ["", "Their note:", booking.note] : []),
    ...(booking.leadId ? ["", `The lead: ${origin}/admin/leads/${booking.leadId}`] : []),
  ].join("\n");
}

const oneLine = (text: string) => text.replace(/[\p{Cc}]+/gu, " ");

const feedsByStore = new WeakMap<Store, { feeds: HostFeeds; limiter: RateLimiter }>();

/**
 * The feeds of the site's store, with the count of feed requests per address that every server
 * shares: calendar apps ask a few times an hour, so only a script guessing addresses reaches it.
 */
export function feedsOf(store: Store) {
  let entry = feedsByStore.get(store);
  if (!entry) {
    entry = {
      feeds: new HostFeeds(store),
      limiter: store.rateLimiter("feed", { points: 300, durationMs: 10 * 60_000 }),
    };
    feedsByStore.set(store, entry);
  }
  return entry;
}
