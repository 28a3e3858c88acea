/**
 * Each host's own calendar, over CalDAV (RFC 4791: Nextcloud, Fastmail, iCloud, Radicale…) with
 * tsdav as the client.
 *
 * - Busy times: the events of the host's calendar from now to the horizon are read (at most once
 *   a minute, and afresh before a booking is taken) and never offered. The last reading is kept
 *   in the store, so when the server cannot be reached the site goes on from it and from its own
 *   bookings; the failure is logged and shown in the back office.
 * - Each booking is written to the calendar, at a URL made from its UID: confirmed or moved, the
 *   event is put there (the same UID and SEQUENCE as the visitor's invitation); cancelled, it is
 *   deleted. A put or a delete says the whole state, so doing it twice is harmless; a short claim
 *   in the booking row keeps two servers from writing one booking at once, and a failure is
 *   retried with back-off by the next pass, on either server.
 *
 * A host's password (an app password, as calendar services issue for this) is kept sealed with
 * AES-256-GCM under a key derived from the site's link secret, and never shown again. The address
 * is someone's typing, so every request (connecting, reading, writing) goes only to an https
 * server on the internet, or one CALDAV_ALLOW_HOSTS names, and what failed is told in the site's
 * words, never the server's.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import type { Selectable } from "kysely";
import {
  createDAVClient,
  type DAVCalendar,
  deleteObject,
  fetchCalendarObjects,
  getBasicAuthHeaders,
  updateObject,
} from "tsdav";
import type { Store } from "../db.server";
import type { Database } from "../db-schema.server";
import { errorText } from "../errors";
import { retryDelay } from "../outbox.server";
import {
  type AllowedHost,
  RefusedAddressError,
  type Resolve,
  safeFetch,
} from "../safe-fetch.server";
import { type Host, toBooking } from "./bookings.server";
import { busyIntervals } from "./busy";
import { calendarCopyIcs } from "./invitation.server";
import { defaultPolicy, type Interval } from "./slots";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export type CalendarOptions = {
  /** How long one request to a calendar server may take. */
  timeoutMs: number;
  /** How old a reading of busy times may be when slots are offered. */
  busyMaxAgeMs: number;
  /** After a failed reading, how long the last one is used before the server is asked again. */
  retryAfterMs: number;
  /** Back-off of a booking's failed write: base, doubled per failure, capped. */
  writeRetryBaseMs: number;
  writeRetryMaxMs: number;
  /** How far ahead busy times are read (the booking horizon and a margin). */
  aheadDays: number;
  /** Servers that may be reached over http and inside this network (CALDAV_ALLOW_HOSTS). */
  allowHosts: readonly AllowedHost[];
  /** How names are resolved to addresses: the system's resolver unless a test gives its own. */
  resolve?: Resolve;
  log: (...line: unknown[]) => void;
};

export const defaultCalendarOptions: CalendarOptions = {
  timeoutMs: 5000,
  busyMaxAgeMs: MINUTE,
  retryAfterMs: MINUTE,
  writeRetryBaseMs: MINUTE,
  writeRetryMaxMs: 60 * MINUTE,
  aheadDays: defaultPolicy.horizonDays + 2,
  allowHosts: [],
  log: console.error,
};

/** What the back office shows of a host's calendar. */
export type CalendarStatus = {
  hostId: number;
  serverUrl: string;
  username: string;
  calendarUrl: string;
  calendarName: string;
  connectedAt: number;
  busyReadAt: number | null;
  lastOkAt: number | null;
  lastError: string | null;
  lastErrorAt: number | null;
  /** Bookings whose copy in the calendar is behind, and the last error of each failed one. */
  pending: number;
  failing: { bookingId: number; error: string }[];
};

export type ConnectInput = {
  serverUrl: string;
  username: string;
  password: string;
  /** The calendar to use, when the account has more than one. */
  calendarUrl?: string;
};

export type ConnectOutcome =
  | { ok: true; calendarName: string; calendarUrl: string }
  | { ok: false; error: string; calendars?: { url: string; name: string }[] };

/** The address of a calendar server, as the back office may give it: http(s), no credentials. */
export function readServerUrl(text: string): URL | undefined {
  try {
    const url = new URL(text.trim());
    if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
    if (url.username || url.password) return undefined;
    return url;
  } catch {
    return undefined;
  }
}

/** Seals and opens a host's calendar password. */
export class PasswordSeal {
  private readonly key: Buffer;
  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync("sha256", secret, "", "maplestack calendar password", 32));
  }
  seal(password: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    const sealed = Buffer.concat([cipher.update(password, "utf8"), cipher.final()]);
    return ["v1", iv, cipher.getAuthTag(), sealed]
      .map((part) => part.toString("base64url"))
      .join(".");
  }
  open(text: string): string {
    const [version, iv, tag, sealed] = text.split(".");
    if (version !== "v1" || !iv || !tag || sealed === undefined)
      throw new Error("not a sealed password");
    const decipher = createDecipheriv("aes-256-gcm", this.key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([
      decipher.update(Buffer.from(sealed, "base64url")),
      decipher.final(),
    ]).toString("utf8");
  }
}

/** The URL of a booking's event in a calendar collection: stable, made from its UID. */
export const eventUrl = (calendarUrl: string, uid: string) =>
  `${calendarUrl.endsWith("/") ? calendarUrl : `${calendarUrl}/`}${createHash("sha256")
    .update(uid)
    .digest("hex")
    .slice(0, 40)}.ics`;

/**
 * What went wrong with a calendar, in the site's own words. The back office shows these and
 * nothing the calendar server said: its status and its text would turn the connect form into a
 * way of probing whatever answers at an address. The log keeps the details.
 */
type CalendarProblem = "address" | "sign-in" | "refused" | "unreachable";

const problemText: Record<CalendarProblem, string> = {
  address: "that address is not a calendar server on the internet, over https",
  "sign-in": "the calendar server refused the user name or password",
  refused: "the calendar server refused the request",
  unreachable: "could not reach a calendar at that address",
};

/** A calendar server's refusal; its message (for the log) names the status, never its text. */
class CalendarError extends Error {
  override name = "CalendarError";
  constructor(
    readonly problem: CalendarProblem,
    detail: string,
  ) {
    super(detail);
  }
}

function problemOf(error: unknown): CalendarProblem {
  if (error instanceof RefusedAddressError) return "address";
  if (error instanceof CalendarError) return error.problem;
  return "unreachable";
}

const failureContext = /^(Reading busy times|Writing booking \d+): (.*)$/;

/**
 * A stored failure as the back office may show it: one the site wrote in its own words, or, for
 * one recorded before they were, the plainest of them.
 */
function shownFailure(text: string): string {
  const match = failureContext.exec(text);
  if (match && Object.values(problemText).includes(match[2] ?? "")) return text;
  return `${match?.[1] ?? "Reaching the calendar"}: ${problemText.unreachable}`;
}

/**
 * A fetch for tsdav that reaches only public https servers (safe-fetch.server.ts), gives up after
 * the timeout and treats a refusal as an error: tsdav hands back a failed REPORT as an empty
 * answer, and an empty calendar must never stand for one the site could not read. A DELETE of
 * what is already gone is fine; a 404 while looking for the account's calendars (the well-known
 * address) is part of discovery.
 */
function guardedFetch(options: CalendarOptions): typeof fetch {
  const fetch = safeFetch({ allowHosts: options.allowHosts, resolve: options.resolve });
  return async (input, init) => {
    const response = await fetch(input, {
      ...init,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (
      response.ok ||
      response.status === 207 ||
      (response.status >= 300 && response.status < 400)
    ) {
      return response;
    }
    const method = (init?.method ?? "GET").toUpperCase();
    const url = String(input instanceof Request ? input.url : input);
    if (method === "DELETE" && (response.status === 404 || response.status === 410))
      return response;
    if (response.status === 404 && url.includes("/.well-known/")) return response;
    throw new CalendarError(
      response.status === 401 ? "sign-in" : "refused",
      `${new URL(url).host} answered ${response.status} to ${method}`,
    );
  };
}

type CalendarRow = Selectable<Database["booking_calendars"]>;

export class Calendars {
  private readonly seal: PasswordSeal;
  private readonly options: CalendarOptions;
  private readonly reading = new Map<number, Promise<Interval[] | undefined>>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly store: Store,
    secret: string,
    private readonly origin: string,
    options: Partial<CalendarOptions> = {},
  ) {
    this.seal = new PasswordSeal(secret);
    this.options = { ...defaultCalendarOptions, ...options };
  }

  /**
   * Connects a host's calendar: finds the account's calendars, picks the one asked for (or the
   * only one), reads it once to be sure, and only then keeps it. Upcoming bookings are written to
   * it by the next pass.
   */
  async connect(hostId: number, input: ConnectInput, now = Date.now()): Promise<ConnectOutcome> {
    const server = readServerUrl(input.serverUrl);
    if (!server) return { ok: false, error: connectErrors.address };
    if (!input.username.trim() || !input.password) {
      return {
        ok: false,
        error: "Give the user name and the (app) password of the calendar account.",
      };
    }
    let calendars: DAVCalendar[];
    try {
      const client = await createDAVClient({
        serverUrl: server.href,
        credentials: { username: input.username.trim(), password: input.password },
        authMethod: "Basic",
        defaultAccountType: "caldav",
        fetch: guardedFetch(this.options),
      });
      calendars = (await client.fetchCalendars()).filter(
        (calendar) => !calendar.components || calendar.components.includes("VEVENT"),
      );
    } catch (error) {
      this.options.log(`Calendar of host ${hostId}: connecting failed:`, errorText(error));
      return { ok: false, error: connectErrors[problemOf(error)] };
    }
    const listed = calendars.map((calendar) => ({
      url: calendar.url,
      name:
        typeof calendar.displayName === "string" && calendar.displayName
          ? calendar.displayName
          : calendar.url,
    }));
    const wanted = input.calendarUrl?.trim() || server.href;
    const chosen =
      listed.find((calendar) => sameUrl(calendar.url, wanted)) ??
      (listed.length === 1 ? listed[0] : undefined);
    if (!chosen) {
      return listed.length === 0
        ? { ok: false, error: "That account has no calendar for events." }
        : {
            ok: false,
            error: "That account has several calendars: choose the one to use.",
            calendars: listed,
          };
    }
    const row: CalendarRow = {
      host_id: hostId,
      server_url: server.href,
      username: input.username.trim(),
      password_sealed: this.seal.seal(input.password),
      calendar_url: chosen.url,
      calendar_name: chosen.name,
      busy: "[]",
      busy_read_at: null,
      last_ok_at: null,
      last_error: null,
      last_error_at: null,
      connected_at: now,
    };
    try {
      const busy = await this.read(row, now);
      row.busy = JSON.stringify(busy);
      row.busy_read_at = now;
      row.last_ok_at = now;
    } catch (error) {
      this.options.log(`Calendar of host ${hostId}: the first reading failed:`, errorText(error));
      return {
        ok: false,
        error: `The calendar was found but could not be read: ${problemText[problemOf(error)]}.`,
      };
    }
    await this.store.db.transaction().execute(async (trx) => {
      await trx.deleteFrom("booking_calendars").where("host_id", "=", hostId).execute();
      await trx.insertInto("booking_calendars").values(row).execute();
      // Everything still ahead is written to the calendar just connected.
      await trx
        .updateTable("bookings")
        .set({
          calendar_sequence: null,
          calendar_attempts: 0,
          calendar_next_at: null,
          calendar_error: null,
        })
        .where("host_id", "=", hostId)
        .where("ends_at", ">", now)
        .execute();
    });
    this.kick();
    return { ok: true, calendarName: chosen.name, calendarUrl: chosen.url };
  }

  /** Forgets a host's calendar (and its password); what was written there stays. */
  async disconnect(hostId: number): Promise<boolean> {
    const result = await this.store.db
      .deleteFrom("booking_calendars")
      .where("host_id", "=", hostId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async status(): Promise<CalendarStatus[]> {
    const rows = await this.store.db.selectFrom("booking_calendars").selectAll().execute();
    const behind = await this.store.db
      .selectFrom("bookings")
      .innerJoin("booking_calendars", "booking_calendars.host_id", "bookings.host_id")
      .select(["bookings.id", "bookings.host_id", "bookings.calendar_error"])
      .where((eb) =>
        eb.or([
          eb("bookings.calendar_sequence", "is", null),
          eb("bookings.calendar_sequence", "<", eb.ref("bookings.sequence")),
        ]),
      )
      .where("bookings.ends_at", ">", Date.now() - DAY)
      .execute();
    return rows.map((row) => {
      const mine = behind.filter((booking) => Number(booking.host_id) === Number(row.host_id));
      return {
        hostId: Number(row.host_id),
        serverUrl: row.server_url,
        username: row.username,
        calendarUrl: row.calendar_url,
        calendarName: row.calendar_name,
        connectedAt: Number(row.connected_at),
        busyReadAt: orNull(row.busy_read_at),
        lastOkAt: orNull(row.last_ok_at),
        lastError: row.last_error === null ? null : shownFailure(row.last_error),
        lastErrorAt: orNull(row.last_error_at),
        pending: mine.length,
        failing: mine
          .filter((booking) => booking.calendar_error)
          .map((booking) => ({
            bookingId: Number(booking.id),
            error: shownFailure(String(booking.calendar_error)),
          })),
      };
    });
  }

  /**
   * The busy times of some hosts, from their calendars: read afresh when the last reading is
   * older than `maxAgeMs`, else the one kept. A server that fails leaves the last reading in use
   * (and is asked again after `retryAfterMs`); the failure is recorded for the back office.
   */
  async busy(hosts: Pick<Host, "id">[], now = Date.now(), maxAgeMs = this.options.busyMaxAgeMs) {
    const found = new Map<number, Interval[]>();
    if (hosts.length === 0) return found;
    const rows = await this.store.db
      .selectFrom("booking_calendars")
      .selectAll()
      .where(
        "host_id",
        "in",
        hosts.map((host) => host.id),
      )
      .execute();
    await Promise.all(
      rows.map(async (row) => {
        const fresh = row.busy_read_at !== null && now - Number(row.busy_read_at) < maxAgeMs;
        const failedLately =
          row.last_error_at !== null &&
          now - Number(row.last_error_at) < this.options.retryAfterMs &&
          Number(row.last_error_at) > Number(row.last_ok_at ?? 0);
        const read = !fresh && !failedLately ? await this.refresh(row, now) : undefined;
        found.set(Number(row.host_id), read ?? parseIntervals(row.busy));
      }),
    );
    return found;
  }

  /**
   * Reads a host's busy times into the store, one reading per host at a time in this process;
   * undefined when the server failed (the last reading stands).
   */
  private refresh(row: CalendarRow, now: number): Promise<Interval[] | undefined> {
    const hostId = Number(row.host_id);
    const under = this.reading.get(hostId);
    if (under) return under;
    const reading = this.read(row, now)
      .then(async (busy) => {
        await this.store.db
          .updateTable("booking_calendars")
          .set({ busy: JSON.stringify(busy), busy_read_at: now, last_ok_at: Date.now() })
          .where("host_id", "=", hostId)
          .where("connected_at", "=", row.connected_at)
          .execute();
        return busy;
      })
      .catch(async (error) => {
        await this.recordFailure(hostId, "Reading busy times", error);
        return undefined;
      })
      .finally(() => this.reading.delete(hostId));
    this.reading.set(hostId, reading);
    return reading;
  }

  /** The busy intervals of a calendar from a day ago to the horizon. */
  private async read(row: CalendarRow, now: number): Promise<Interval[]> {
    const span = { start: now - DAY, end: now + this.options.aheadDays * DAY };
    const objects = await fetchCalendarObjects({
      calendar: { url: row.calendar_url },
      timeRange: {
        start: new Date(span.start).toISOString(),
        end: new Date(span.end).toISOString(),
      },
      headers: this.authHeaders(row),
      fetch: guardedFetch(this.options),
    });
    // The site's own bookings, written there by the sync, are known by the UIDs it gave them
    // (at whatever time their copy still shows, should a move not be written yet).
    const own = await this.store.db
      .selectFrom("bookings")
      .select("uid")
      .where("host_id", "=", row.host_id)
      .where("ends_at", ">", span.start)
      .execute();
    return busyIntervals(
      objects
        .map((object) => String(object.data ?? ""))
        .filter((text) => text.includes("BEGIN:VCALENDAR")),
      span,
      new Set(own.map((booking) => booking.uid)),
    );
  }

  private authHeaders(row: CalendarRow) {
    return getBasicAuthHeaders({
      username: row.username,
      password: this.seal.open(row.password_sealed),
    });
  }

  /** Logs a failure with its details, and records it for the back office in the site's words. */
  private async recordFailure(hostId: number, context: string, error: unknown) {
    this.options.log(`Calendar of host ${hostId}: ${context}: ${errorText(error)}`);
    await this.store.db
      .updateTable("booking_calendars")
      .set({
        last_error: `${context}: ${problemText[problemOf(error)]}`,
        last_error_at: Date.now(),
      })
      .where("host_id", "=", hostId)
      .execute()
      .catch((error) =>
        this.options.log("Calendar: the failure could not be recorded:", errorText(error)),
      );
  }

  /** Writes what is due every `everyMs`, and at once. */
  start(everyMs: number) {
    this.timer = setInterval(() => this.kick(), everyMs);
    this.timer.unref();
    this.kick();
  }

  stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    return this.running ?? Promise.resolve();
  }

  /** Starts a writing pass unless one is under way; resolves when it ends. */
  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.running ??= this.writeDue()
      .then(() => undefined)
      .catch((error) => this.options.log("Calendar: the pass stopped:", errorText(error)))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  /**
   * One pass: each booking whose copy in its host's calendar is behind (never written, or
   * changed since), due and claimed by no other pass, is put there or deleted.
   */
  async writeDue(now = Date.now()): Promise<{ written: number; failed: number }> {
    const due = await this.store.db
      .selectFrom("bookings")
      .innerJoin("booking_calendars", "booking_calendars.host_id", "bookings.host_id")
      .select("bookings.id")
      .where((eb) =>
        eb.or([
          eb("bookings.calendar_sequence", "is", null),
          eb("bookings.calendar_sequence", "<", eb.ref("bookings.sequence")),
        ]),
      )
      .where((eb) =>
        eb.or([
          eb("bookings.calendar_next_at", "is", null),
          eb("bookings.calendar_next_at", "<=", now),
        ]),
      )
      .where((eb) =>
        eb.or([
          eb("bookings.calendar_claimed_until", "is", null),
          eb("bookings.calendar_claimed_until", "<=", now),
        ]),
      )
      .where("bookings.ends_at", ">", now - DAY)
      .orderBy("bookings.id")
      .limit(25)
      .execute();
    let written = 0;
    let failed = 0;
    for (const { id } of due) {
      const outcome = await this.writeOne(Number(id), now);
      if (outcome === "written") written++;
      if (outcome === "failed") failed++;
    }
    return { written, failed };
  }

  private async writeOne(id: number, now: number): Promise<"written" | "failed" | "skipped"> {
    const lease = 4 * this.options.timeoutMs;
    const claimed = await this.store.db
      .updateTable("bookings")
      .set({ calendar_claimed_until: now + lease })
      .where("id", "=", id)
      .where((eb) =>
        eb.or([eb("calendar_claimed_until", "is", null), eb("calendar_claimed_until", "<=", now)]),
      )
      // Still behind: another pass may have written it since this one listed it.
      .where((eb) =>
        eb.or([
          eb("calendar_sequence", "is", null),
          eb("calendar_sequence", "<", eb.ref("sequence")),
        ]),
      )
      .returningAll()
      .executeTakeFirst();
    if (!claimed) return "skipped";
    const row = await this.store.db
      .selectFrom("booking_calendars")
      .selectAll()
      .where("host_id", "=", claimed.host_id)
      .executeTakeFirst();
    const host = await this.store.db
      .selectFrom("booking_hosts")
      .select(["name", "email"])
      .where("id", "=", claimed.host_id)
      .executeTakeFirst();
    if (!row || !host) return "skipped";
    const booking = toBooking(claimed);
    try {
      const url = eventUrl(row.calendar_url, booking.uid);
      const fetch = guardedFetch(this.options);
      const headers = this.authHeaders(row);
      if (booking.status === "cancelled") {
        await deleteObject({ url, headers, fetch });
      } else {
        await updateObject({
          url,
          data: calendarCopyIcs(booking, host, { origin: this.origin, now }),
          headers: { ...headers, "content-type": "text/calendar; charset=utf-8" },
          fetch,
        });
      }
      await this.store.db
        .updateTable("bookings")
        .set({
          calendar_sequence: booking.sequence,
          calendar_attempts: 0,
          calendar_next_at: null,
          calendar_claimed_until: null,
          calendar_error: null,
        })
        .where("id", "=", id)
        .execute();
      await this.store.db
        .updateTable("booking_calendars")
        .set({ last_ok_at: Date.now() })
        .where("host_id", "=", row.host_id)
        .execute();
      return "written";
    } catch (error) {
      const context = `Writing booking ${id}`;
      const attempts = Number(claimed.calendar_attempts) + 1;
      await this.store.db
        .updateTable("bookings")
        .set({
          calendar_attempts: attempts,
          calendar_next_at:
            now + retryDelay(attempts, this.options.writeRetryBaseMs, this.options.writeRetryMaxMs),
          calendar_claimed_until: null,
          calendar_error: `${context}: ${problemText[problemOf(error)]}`,
        })
        .where("id", "=", id)
        .execute();
      await this.recordFailure(Number(row.host_id), context, error);
      return "failed";
    }
  }
}

/** What the connect form says when a calendar cannot be connected. */
const connectErrors: Record<CalendarProblem, string> = {
  address: "Give the address of a calendar server on the internet, starting with https://.",
  "sign-in": "The calendar server refused the sign-in: check the user name and the app password.",
  refused: "The calendar server refused the request: check the address.",
  unreachable: "Could not reach a calendar at that address.",
};

const orNull = (value: number | null) => (value === null ? null : Number(value));

const sameUrl = (a: string, b: string) => {
  const clean = (text: string) => text.replace(/\/+$/, "");
  try {
    return clean(new URL(a).href) === clean(new URL(b).href);
  } catch {
    return false;
  }
};

function parseIntervals(text: string): Interval[] {
  try {
    const parsed = JSON.parse(text) as Interval[];
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}
