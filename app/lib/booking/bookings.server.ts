/**
 * Free consultations in the store: who takes them, what is free, and what is booked.
 *
 * A booking is one transaction: the booking row, its lead (created, or the visitor's open one
 * updated), and its emails in the outbox (the invitations to the visitor and the host, the
 * reminders due 24 hours and 1 hour before). The database refuses a booking that would overlap
 * a confirmed one of the same host (the `bookings_no_overlap` rule of migration 0011), so two
 * visitors who choose the same slot at the same moment, on one server or on two, get one booking
 * and one refusal, whatever the code around it checked before.
 */
import { createHash, createHmac, randomUUID } from "node:crypto";
import { type Selectable, sql, type Transaction } from "kysely";
import { RateLimiterRes } from "rate-limiter-flexible";
import type { HostDefaults } from "~/content/booking";
import type { RateLimiter, Store } from "../db.server";
import type { Database } from "../db-schema.server";
import type { Calendars } from "./calendar.server";
import {
  defaultPolicy,
  type HostLoad,
  type HostRules,
  heldBy,
  type Interval,
  OFFICE_ZONE,
  officeDate,
  type Policy,
  type Refusal,
  refusalOf,
  SLOT_MINUTES,
  type Slot,
  strongestRefusal,
  topicSlots,
  type Weekday,
} from "./slots";

export type Host = HostRules & {
  name: string;
  email: string;
  role: string;
  staffId: number | null;
  active: boolean;
};

/** What the back office sets of a host (its availability form). */
export type HostRulesInput = Pick<
  Host,
  | "weekly"
  | "daysOff"
  | "bufferBeforeMinutes"
  | "bufferAfterMinutes"
  | "maxPerDay"
  | "topics"
  | "active"
>;

export type BookingStatus = "confirmed" | "cancelled" | "done" | "no-show";
export const bookingStatuses: readonly BookingStatus[] = [
  "confirmed",
  "cancelled",
  "done",
  "no-show",
];

export type MeetingMode = "video" | "phone";

export type Booking = {
  id: number;
  uid: string;
  hostId: number;
  topic: string;
  start: number;
  end: number;
  status: BookingStatus;
  sequence: number;
  name: string;
  email: string;
  company: string;
  phone: string | null;
  note: string;
  language: "en" | "fr";
  visitorZone: string;
  meetingMode: MeetingMode;
  leadId: number | null;
  staffNote: string | null;
  /** Where the last move took it from: the "moved" email gives the old time. */
  movedFrom: number | null;
  /** Why the visitor cancelled or moved it, when they said. */
  visitorReason: string | null;
  /** The team's words to the visitor with a cancellation or a request to pick a new time. */
  teamMessage: string | null;
  cancelledByTeam: boolean;
  createdAt: number;
  updatedAt: number;
};

/** What a visitor sends to book a slot. */
export type BookingRequest = {
  topic: string;
  /** A host's id, or "any": the free host with the fewest bookings takes it. */
  host: number | "any";
  start: number;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  phone: string | null;
  note: string;
  meetingMode: MeetingMode;
  marketingConsent: boolean;
  consentWording: string | null;
  language: "en" | "fr";
  visitorZone: string;
  sourcePage: string;
};

/**
 * Why a booking was not made: the slot's own cause (`Refusal`), the form already used, or the
 * address over its limits (upcoming bookings, booking emails a day).
 */
export type BookRefusal = Refusal | "form-used" | "address-upcoming" | "address-mail";

export type BookOutcome =
  | { ok: true; booking: Booking; token: string }
  | { ok: false; reason: BookRefusal; alternatives: Slot[] };

/** Why the team's change of a booking's status was refused. */
export type StatusRefusal = "not-found" | "cancelled" | "not-started";

/**
 * What bounds one address, so a stranger's inbox cannot be filled from the booking form, and
 * how long a visitor may take back a cancellation.
 */
export type BookingLimits = {
  /** Upcoming bookings an address may hold at once. */
  upcoming: number;
  /** Bookings, moves and cancellations a day that email the address. */
  mailsPerDay: number;
  /** How long a visitor may take back their cancellation; its emails wait that long. */
  undoMs: number;
};

export const defaultBookingLimits: BookingLimits = {
  upcoming: 2,
  mailsPerDay: 6,
  undoMs: 60_000,
};

/** The raw insert's answer: the database's refusal is "taken". */
export type Inserted = { ok: true; id: number; uid: string } | { ok: false; reason: "taken" };

/** Whether an error is the database refusing an overlapping booking, on either engine. */
export function isOverlap(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return code === "23P01" || /bookings_no_overlap/.test(message ?? "");
}

class DayFull extends Error {}
class FormUsed extends Error {}
class AddressUpcoming extends Error {}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/**
 * Before a booking is taken, its hosts' calendars are read again (a reading is only reused while
 * the server is failing): a meeting the host put there a moment ago is never booked over.
 */
const BOOKING_BUSY_MAX_AGE_MS = 0;
/** How many free slots a visitor whose slot was taken is offered instead. */
const ALTERNATIVES = 6;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * The token of a booking's reschedule and cancel links: signed with the site's link secret, so
 * the outbox can write it into any later email, while the table keeps only its hash.
 */
export const manageToken = (secret: string, uid: string) =>
  createHmac("sha256", secret).update(`booking:${uid}`).digest("base64url");

/** The video room of a meeting: a Jitsi Meet room named after the booking, made when joined. */
export const videoLink = (uid: string) =>
  `https://meet.jit.si/Maplestack-${sha256(uid).slice(0, 16)}`;

export class Bookings {
  /** The booking emails each address was sent today, counted in the store for every server. */
  private readonly mails: RateLimiter;

  constructor(
    private readonly store: Store,
    private readonly secret: string,
    private readonly policy: Policy = defaultPolicy,
    /** The hosts' own calendars: their busy times, and where each booking is written. */
    private readonly calendars?: Calendars,
    readonly limits: BookingLimits = defaultBookingLimits,
  ) {
    this.mails = store.rateLimiter("booking-mail", {
      points: limits.mailsPerDay,
      durationMs: 24 * HOUR,
    });
  }

  /**
   * Counts one email to an address against its day's allowance: false once it is spent. A store
   * that cannot count throws, so a failure never opens the way to a flood.
   */
  private async mayMail(email: string): Promise<boolean> {
    try {
      await this.mails.consume(addressKey(email));
      return true;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return false;
    }
  }

  /** Gives back an email counted for a change that was not made. */
  private async unmail(email: string) {
    await this.mails.reward(addressKey(email), 1).catch(() => undefined);
  }

  /** Fills an empty hosts table with the defaults; a table with any host is left as it is. */
  async ensureHosts(defaults: HostDefaults[], now = Date.now()): Promise<void> {
    const any = await this.store.db.selectFrom("booking_hosts").select("id").limit(1).execute();
    if (any.length > 0) return;
    for (const host of defaults) {
      await this.store.db
        .insertInto("booking_hosts")
        .values({
          name: host.name,
          email: host.email.toLowerCase(),
          role: host.role,
          staff_id: null,
          weekly: JSON.stringify(host.weekly),
          days_off: "[]",
          buffer_before_minutes: host.bufferBeforeMinutes,
          buffer_after_minutes: host.bufferAfterMinutes,
          max_per_day: host.maxPerDay,
          topics: JSON.stringify(host.topics),
          active: 1,
          updated_at: now,
        })
        .onConflict((conflict) => conflict.column("email").doNothing())
        .execute();
    }
  }

  async hosts({ activeOnly = true } = {}): Promise<Host[]> {
    let query = this.store.db.selectFrom("booking_hosts").selectAll().orderBy("id");
    if (activeOnly) query = query.where("active", "=", 1);
    return (await query.execute()).map(toHost);
  }

  async host(id: number): Promise<Host | undefined> {
    const row = await this.store.db
      .selectFrom("booking_hosts")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    return row && toHost(row);
  }

  /** Saves a host's rules (the back office's availability form). */
  async saveRules(id: number, rules: HostRulesInput, now = Date.now()): Promise<void> {
    await this.store.db
      .updateTable("booking_hosts")
      .set({
        weekly: JSON.stringify(rules.weekly),
        days_off: JSON.stringify(rules.daysOff),
        buffer_before_minutes: rules.bufferBeforeMinutes,
        buffer_after_minutes: rules.bufferAfterMinutes,
        max_per_day: rules.maxPerDay,
        topics: JSON.stringify(rules.topics),
        active: rules.active ? 1 : 0,
        updated_at: now,
      })
      .where("id", "=", id)
      .execute();
  }

  /**
   * What each host already holds between now and the horizon (one booking may be left out): our
   * bookings, and the busy times of their own calendar, read no longer ago than `busyMaxAgeMs`
   * when given (the calendars' own default otherwise).
   */
  private async loads(
    hosts: Host[],
    now: number,
    { except, busyMaxAgeMs }: { except?: number; busyMaxAgeMs?: number } = {},
  ): Promise<Map<number, HostLoad>> {
    const span = { start: now - 24 * HOUR, end: now + (this.policy.horizonDays + 2) * 24 * HOUR };
    const busy = (await this.calendars?.busy(hosts, now, busyMaxAgeMs)) ?? new Map();
    const loads = new Map<number, HostLoad>();
    for (const host of hosts) {
      const bookings = (await this.heldBy(host.id, span)).filter((b) => b.id !== except);
      loads.set(host.id, { bookings, busy: busy.get(host.id) ?? [] });
    }
    return loads;
  }

  /** The free slots of a topic, with one host or any of those who take it. */
  async offer(topic: string, choice: number | "any", now = Date.now(), except?: number) {
    const all = await this.hosts();
    const hosts = choice === "any" ? all : all.filter((host) => host.id === choice);
    return topicSlots(hosts, await this.loads(hosts, now, { except }), topic, now, this.policy);
  }

  /** The free slots nearest a wanted start, for a visitor whose choice was just taken. */
  async nearest(topic: string, choice: number | "any", wanted: number, now = Date.now()) {
    const free = await this.offer(topic, choice, now);
    return free
      .sort((a, b) => Math.abs(a.start - wanted) - Math.abs(b.start - wanted) || a.start - b.start)
      .slice(0, ALTERNATIVES)
      .sort((a, b) => a.start - b.start);
  }

  /**
   * Books a slot the site offers. With "any", each host free at that time is tried in turn
   * (fewest bookings first) until the database accepts one; when none does, the visitor is told
   * why, with the nearest free slots. The form's token, when given, is claimed in the booking's
   * own transaction: of several posts of one form, one books.
   */
  async book(
    request: BookingRequest,
    now = Date.now(),
    formToken?: { hash: string; expiresAt: number },
  ): Promise<BookOutcome> {
    const refused = async (reason: BookRefusal): Promise<BookOutcome> => ({
      ok: false,
      reason,
      alternatives: await this.nearest(request.topic, request.host, request.start, now),
    });
    const all = await this.hosts();
    const candidates = (
      request.host === "any" ? all : all.filter((h) => h.id === request.host)
    ).filter((host) => host.topics.includes(request.topic));
    // The hosts' calendars read afresh: a meeting they just put there is not booked over.
    const loads = await this.loads(candidates, now, { busyMaxAgeMs: BOOKING_BUSY_MAX_AGE_MS });
    const booked = (id: number) =>
      loads.get(id)?.bookings.filter((b) => b.start >= now).length ?? 0;
    const refusals = new Map(
      candidates.map((host) => [
        host.id,
        refusalOf(
          host,
          loads.get(host.id) ?? { bookings: [], busy: [] },
          request.start,
          now,
          this.policy,
        ),
      ]),
    );
    const free = candidates
      .filter((host) => refusals.get(host.id) === null)
      .sort((a, b) => booked(a.id) - booked(b.id) || a.id - b.id);
    if (free.length === 0) {
      return refused(
        strongestRefusal([...refusals.values()].filter((r): r is Refusal => r !== null)),
      );
    }
    if (!(await this.mayMail(request.email))) return refused("address-mail");
    let lost: Refusal = "taken";
    for (const host of free) {
      const meeting = { start: request.start, end: request.start + SLOT_MINUTES * MINUTE };
      const uid = `${randomUUID()}@maplestack.ca`;
      const token = manageToken(this.secret, uid);
      try {
        const id = await this.store.db.transaction().execute(async (trx) => {
          if (formToken) {
            const claimed = await trx
              .insertInto("used_form_tokens")
              .values({ token_hash: formToken.hash, expires_at: formToken.expiresAt })
              .onConflict((conflict) => conflict.column("token_hash").doNothing())
              .returning("token_hash")
              .executeTakeFirst();
            if (!claimed) throw new FormUsed();
          }
          await lockAddress(trx, this.store.engine, request.email);
          if ((await upcomingOf(trx, request.email, now)) >= this.limits.upcoming) {
            throw new AddressUpcoming();
          }
          await lockHost(trx, this.store.engine, host.id);
          const bookingId = await insertBooking(trx, {
            uid,
            host,
            meeting,
            request,
            tokenHash: sha256(token),
            now,
          });
          await checkDayCap(trx, host, meeting.start);
          const leadId = await upsertLead(trx, request, meeting.start, now);
          await trx
            .updateTable("bookings")
            .set({ lead_id: leadId })
            .where("id", "=", bookingId)
            .execute();
          await queueInvitations(trx, bookingId, 0, now);
          await queueReminders(trx, bookingId, 0, meeting.start, now);
          return bookingId;
        });
        void this.calendars?.kick();
        const booking = await this.byId(id);
        if (booking) return { ok: true, booking, token };
      } catch (error) {
        if (error instanceof FormUsed || error instanceof AddressUpcoming) {
          await this.unmail(request.email);
          return refused(error instanceof FormUsed ? "form-used" : "address-upcoming");
        }
        if (isOverlap(error)) continue;
        if (error instanceof DayFull) {
          lost = "day-full";
          continue;
        }
        await this.unmail(request.email);
        throw error;
      }
    }
    await this.unmail(request.email);
    return refused(lost);
  }

  /**
   * The bare insert, with no lead or email: what the database's rule alone decides. The
   * concurrency tests drive it directly.
   */
  async insert(
    hostId: number,
    meeting: Interval,
    held: Interval,
    who: { name: string; email: string },
    now = Date.now(),
  ): Promise<Inserted> {
    const uid = `${randomUUID()}@maplestack.ca`;
    try {
      const row = await this.store.db
        .insertInto("bookings")
        .values({
          ...bookingRow(uid, hostId, "web", meeting, held, now),
          name: who.name,
          email: who.email,
          company: "",
          phone: null,
          note: "",
          language: "en",
          visitor_zone: OFFICE_ZONE,
          meeting_mode: "video",
          manage_token_hash: sha256(manageToken(this.secret, uid)),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { ok: true, id: Number(row.id), uid };
    } catch (error) {
      if (isOverlap(error)) return { ok: false, reason: "taken" };
      throw error;
    }
  }

  async byId(id: number): Promise<Booking | undefined> {
    const row = await this.store.db
      .selectFrom("bookings")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    return row && toBooking(row);
  }

  /** The booking a reschedule or cancel link names, or undefined for any other token. */
  async byToken(token: unknown): Promise<Booking | undefined> {
    if (typeof token !== "string" || !/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
    const row = await this.store.db
      .selectFrom("bookings")
      .selectAll()
      .where("manage_token_hash", "=", sha256(token))
      .executeTakeFirst();
    return row && toBooking(row);
  }

  tokenOf(booking: Pick<Booking, "uid">): string {
    return manageToken(this.secret, booking.uid);
  }

  /**
   * Cancels a confirmed booking that has not started: its time is free again, the sequence is
   * raised, and a cancellation (METHOD:CANCEL, same UID) goes to the host, and to the visitor
   * unless their address has had its day's booking emails (the page says it is cancelled). A
   * cancellation by the team always tells the visitor.
   */
  async cancel(
    id: number,
    now = Date.now(),
    {
      byTeam = false,
      reason,
      message,
    }: { byTeam?: boolean; reason?: string; message?: string } = {},
  ): Promise<boolean> {
    const booking = await this.byId(id);
    if (booking?.status !== "confirmed" || booking.start <= now) return false;
    const visitor = byTeam || (await this.mayMail(booking.email));
    const cancelled = await this.store.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable("bookings")
        .set((eb) => ({
          status: "cancelled",
          sequence: eb("sequence", "+", 1),
          updated_at: now,
          visitor_reason: byTeam ? null : reason?.trim() || null,
          team_message: byTeam ? message?.trim() || null : null,
          cancelled_by_team: byTeam ? 1 : 0,
        }))
        .where("id", "=", id)
        .where("status", "=", "confirmed")
        .where("starts_at", ">", now)
        .returning("sequence")
        .executeTakeFirst();
      if (!result) return false;
      // A visitor's own cancellation waits out the minute they may undo it in.
      await queueInvitations(
        trx,
        id,
        Number(result.sequence),
        byTeam ? now : now + this.limits.undoMs,
        {
          visitor,
        },
      );
      return true;
    });
    if (cancelled) void this.calendars?.kick();
    else if (visitor && !byTeam) await this.unmail(booking.email);
    return cancelled;
  }

  /**
   * Takes back a visitor's cancellation within the minute after it, while its time is still
   * free: the booking stands again under a new sequence, so the cancellation still waiting in
   * the outbox is never sent, and the reminders are queued anew. The database refuses it when
   * someone booked the time meanwhile.
   */
  async undoCancel(
    id: number,
    now = Date.now(),
  ): Promise<{ ok: true } | { ok: false; reason: "too-late" | "taken" }> {
    const booking = await this.byId(id);
    if (
      booking?.status !== "cancelled" ||
      booking.cancelledByTeam ||
      now - booking.updatedAt > this.limits.undoMs ||
      booking.start <= now
    ) {
      return { ok: false, reason: "too-late" };
    }
    const host = await this.host(booking.hostId);
    try {
      const restored = await this.store.db.transaction().execute(async (trx) => {
        if (host) await lockHost(trx, this.store.engine, host.id);
        const result = await trx
          .updateTable("bookings")
          .set((eb) => ({
            status: "confirmed",
            sequence: eb("sequence", "+", 1),
            updated_at: now,
            visitor_reason: null,
          }))
          .where("id", "=", id)
          .where("status", "=", "cancelled")
          .where("updated_at", "=", booking.updatedAt)
          .returning("sequence")
          .executeTakeFirst();
        if (!result) return false;
        if (host) await checkDayCap(trx, host, booking.start);
        await queueReminders(trx, id, Number(result.sequence), booking.start, now);
        return true;
      });
      if (!restored) return { ok: false, reason: "too-late" };
    } catch (error) {
      if (isOverlap(error) || error instanceof DayFull) return { ok: false, reason: "taken" };
      throw error;
    }
    void this.calendars?.kick();
    return { ok: true };
  }

  /**
   * Asks a visitor to pick a new time (the team's words with it): an email with their manage
   * link. The booking stands until they move it, or until the team cancels it.
   */
  async askToReschedule(id: number, message: string, now = Date.now()): Promise<boolean> {
    return this.store.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable("bookings")
        .set({ team_message: message.trim() || null, updated_at: now })
        .where("id", "=", id)
        .where("status", "=", "confirmed")
        .where("starts_at", ">", now)
        .returning("sequence")
        .executeTakeFirst();
      if (!result) return false;
      await trx
        .insertInto("outbox")
        .values({
          kind: "booking-move-request",
          booking_id: id,
          booking_sequence: Number(result.sequence),
          lead_id: null,
          subscriber_id: null,
          next_attempt_at: now,
        })
        .execute();
      return true;
    });
  }

  /**
   * Moves a confirmed booking to another slot its host offers, keeping its UID: the sequence is
   * raised, updated invitations go out and the reminders follow the new time.
   */
  async reschedule(
    id: number,
    start: number,
    now = Date.now(),
    { byTeam = false, reason }: { byTeam?: boolean; reason?: string } = {},
  ): Promise<
    | { ok: true; booking: Booking }
    | { ok: false; reason: BookRefusal | "not-changeable"; alternatives: Slot[] }
  > {
    const booking = await this.byId(id);
    if (booking?.status !== "confirmed" || booking.start <= now) {
      return { ok: false, reason: "not-changeable", alternatives: [] };
    }
    const host = await this.host(booking.hostId);
    const refuse = async (reason: BookRefusal) => {
      const free = host ? await this.offer(booking.topic, host.id, now, booking.id) : [];
      return {
        ok: false as const,
        reason,
        alternatives: free
          .sort((a, b) => Math.abs(a.start - start) - Math.abs(b.start - start))
          .slice(0, ALTERNATIVES)
          .sort((a, b) => a.start - b.start),
      };
    };
    if (!host) return refuse("closed");
    const loads = await this.loads([host], now, {
      except: booking.id,
      busyMaxAgeMs: BOOKING_BUSY_MAX_AGE_MS,
    });
    const why = refusalOf(
      host,
      loads.get(host.id) ?? { bookings: [], busy: [] },
      start,
      now,
      this.policy,
    );
    if (why) return refuse(why);
    // A move the team makes for the visitor is not theirs to ration.
    const counted = !byTeam;
    if (counted && !(await this.mayMail(booking.email))) return refuse("address-mail");
    const meeting = { start, end: start + SLOT_MINUTES * MINUTE };
    const held = heldBy(host, meeting);
    try {
      await this.store.db.transaction().execute(async (trx) => {
        await lockHost(trx, this.store.engine, host.id);
        const moved = await trx
          .updateTable("bookings")
          .set((eb) => ({
            starts_at: meeting.start,
            ends_at: meeting.end,
            held_from: held.start,
            held_until: held.end,
            moved_from: booking.start,
            visitor_reason: byTeam ? null : reason?.trim() || null,
            team_message: null,
            sequence: eb("sequence", "+", 1),
            updated_at: now,
          }))
          .where("id", "=", id)
          .where("status", "=", "confirmed")
          .where("starts_at", ">", now)
          .returning("sequence")
          .executeTakeFirst();
        if (!moved) throw new DayFull("no longer confirmed");
        await checkDayCap(trx, host, meeting.start);
        await queueInvitations(trx, id, Number(moved.sequence), now);
        await queueReminders(trx, id, Number(moved.sequence), meeting.start, now);
      });
      void this.calendars?.kick();
      const updated = await this.byId(id);
      if (updated) return { ok: true, booking: updated };
    } catch (error) {
      if (counted) await this.unmail(booking.email);
      if (isOverlap(error)) return refuse("taken");
      if (error instanceof DayFull) return refuse("day-full");
      throw error;
    }
    return refuse("taken");
  }

  /** The back office's list: upcoming (soonest first) or past (latest first), maybe per host. */
  async list({
    when,
    hostId,
    now = Date.now(),
    limit = 200,
  }: {
    when: "upcoming" | "past";
    hostId?: number;
    now?: number;
    limit?: number;
  }): Promise<Booking[]> {
    let query = this.store.db.selectFrom("bookings").selectAll().limit(limit);
    query =
      when === "upcoming"
        ? query.where("ends_at", ">", now).orderBy("starts_at", "asc")
        : query.where("ends_at", "<=", now).orderBy("starts_at", "desc");
    if (hostId !== undefined) query = query.where("host_id", "=", hostId);
    return (await query.execute()).map(toBooking);
  }

  /** The bookings of a span (the week view), all statuses. */
  async between(span: Interval): Promise<Booking[]> {
    const rows = await this.store.db
      .selectFrom("bookings")
      .selectAll()
      .where("starts_at", ">=", span.start)
      .where("starts_at", "<", span.end)
      .orderBy("starts_at")
      .execute();
    return rows.map(toBooking);
  }

  /**
   * Marks a booking done or a no-show, or back to confirmed, or notes it, from the back office.
   * Done and no-show say how a meeting went, so they wait for it to start; every status but
   * cancelled keeps holding its time, so no status change frees it for another visitor.
   */
  async update(
    id: number,
    change: { status?: "done" | "no-show" | "confirmed"; staffNote?: string },
    now = Date.now(),
  ): Promise<{ ok: true } | { ok: false; reason: StatusRefusal }> {
    const booking = await this.byId(id);
    if (!booking) return { ok: false, reason: "not-found" };
    if (booking.status === "cancelled") return { ok: false, reason: "cancelled" };
    const outcome = change.status === "done" || change.status === "no-show";
    if (outcome && booking.start > now) return { ok: false, reason: "not-started" };
    let query = this.store.db
      .updateTable("bookings")
      .set({
        ...(change.status ? { status: change.status } : {}),
        ...(change.staffNote !== undefined ? { staff_note: change.staffNote || null } : {}),
        updated_at: now,
      })
      .where("id", "=", id)
      .where("status", "<>", "cancelled");
    if (outcome) query = query.where("starts_at", "<=", now);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? { ok: true } : { ok: false, reason: "cancelled" };
  }

  /** Confirmed bookings counted per day (the analytics funnel beside enquiries). */
  async countSince(since: number): Promise<number> {
    const row = await this.store.db
      .selectFrom("bookings")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("created_at", ">=", since)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  /** A host's bookings that hold time in a span (for the slots offered): all but cancelled ones. */
  async heldBy(hostId: number, span: Interval) {
    const rows = await this.store.db
      .selectFrom("bookings")
      .select(["id", "starts_at", "ends_at", "held_from", "held_until"])
      .where("host_id", "=", hostId)
      .where("status", "<>", "cancelled")
      .where("held_from", "<", span.end)
      .where("held_until", ">", span.start)
      .orderBy("held_from")
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      start: Number(row.starts_at),
      end: Number(row.ends_at),
      heldFrom: Number(row.held_from),
      heldUntil: Number(row.held_until),
    }));
  }
}

type Trx = Transaction<Database>;

/**
 * On PostgreSQL, one booking transaction per host at a time (a row lock on the host), so the
 * cap per day counts what the others committed; SQLite already runs one writer at a time.
 */
async function lockHost(trx: Trx, engine: Store["engine"], hostId: number) {
  if (engine !== "postgres") return;
  await sql`select id from booking_hosts where id = ${hostId} for update`.execute(trx);
}

/** The key an address is counted under, whatever its letter case. */
const addressKey = (email: string) => sha256(email.trim().toLowerCase());

/**
 * On PostgreSQL, one booking transaction per address at a time (a lock held until the commit),
 * so two servers booking for one address at once both see what the other committed.
 */
async function lockAddress(trx: Trx, engine: Store["engine"], email: string) {
  if (engine !== "postgres") return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${addressKey(email)}, 0))`.execute(trx);
}

/** The upcoming bookings an address holds, in any letter case. */
async function upcomingOf(trx: Trx, email: string, now: number): Promise<number> {
  const row = await trx
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where(sql<string>`lower(email)`, "=", email.trim().toLowerCase())
    .where("status", "=", "confirmed")
    .where("starts_at", ">", now)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function bookingRow(
  uid: string,
  hostId: number,
  topic: string,
  meeting: Interval,
  held: Interval,
  now: number,
) {
  return {
    uid,
    host_id: hostId,
    topic,
    starts_at: meeting.start,
    ends_at: meeting.end,
    held_from: held.start,
    held_until: held.end,
    status: "confirmed" as const,
    sequence: 0,
    lead_id: null,
    created_at: now,
    updated_at: now,
  };
}

async function insertBooking(
  trx: Trx,
  {
    uid,
    host,
    meeting,
    request,
    tokenHash,
    now,
  }: {
    uid: string;
    host: Host;
    meeting: Interval;
    request: BookingRequest;
    tokenHash: string;
    now: number;
  },
): Promise<number> {
  const row = await trx
    .insertInto("bookings")
    .values({
      ...bookingRow(uid, host.id, request.topic, meeting, heldBy(host, meeting), now),
      name: `${request.firstName} ${request.lastName}`,
      email: request.email,
      company: request.company,
      phone: request.phone,
      note: request.note,
      language: request.language,
      visitor_zone: request.visitorZone,
      meeting_mode: request.meetingMode,
      manage_token_hash: tokenHash,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Refuses a host's booking beyond their cap for that day in Toronto. */
async function checkDayCap(trx: Trx, host: Host, start: number) {
  const day = officeDate(start);
  const from = day.toZonedDateTime(OFFICE_ZONE).toInstant().epochMilliseconds;
  const to = day.add({ days: 1 }).toZonedDateTime(OFFICE_ZONE).toInstant().epochMilliseconds;
  const row = await trx
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("host_id", "=", host.id)
    .where("status", "<>", "cancelled")
    .where("starts_at", ">=", from)
    .where("starts_at", "<", to)
    .executeTakeFirstOrThrow();
  if (Number(row.count) > host.maxPerDay) throw new DayFull(`${host.name} is full that day`);
}

/**
 * A booking's lead: the visitor's latest lead still open (same address in any letter case) is
 * updated and noted; otherwise a new lead with the source "booking" is created.
 */
async function upsertLead(trx: Trx, request: BookingRequest, start: number, now: number) {
  const at = new Date(now).toISOString();
  const when = new Date(start).toISOString();
  const existing = await trx
    .selectFrom("leads")
    .select("id")
    .where(sql<string>`lower(email)`, "=", request.email.toLowerCase())
    .where("anonymised_at", "is", null)
    .where("status", "not in", ["won", "lost", "spam"])
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (existing) {
    const id = Number(existing.id);
    await trx.updateTable("leads").set({ last_activity_at: at }).where("id", "=", id).execute();
    await trx
      .insertInto("lead_events")
      .values({
        lead_id: id,
        at,
        staff_id: null,
        staff_email: "",
        kind: "note",
        from_status: null,
        to_status: null,
        note: `Booked a free consultation (${request.topic}) for ${when}.${request.note ? ` Their note: ${request.note}` : ""}`,
      })
      .execute();
    return id;
  }
  const { id } = await trx
    .insertInto("leads")
    .values({
      created_at: at,
      last_activity_at: at,
      first_name: request.firstName,
      last_name: request.lastName,
      company: request.company,
      email: request.email,
      phone: request.phone,
      services: JSON.stringify([request.topic]),
      budget: "Not sure yet",
      callback_time: "Any time",
      description: request.note || `Booked a free consultation for ${when}.`,
      marketing_consent: request.marketingConsent ? 1 : 0,
      consent_wording: request.consentWording,
      source_page: request.sourcePage,
      source: "booking",
      language: request.language,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(id);
}

/**
 * The invitation (or its update, or its cancellation) to the host, and to the visitor unless
 * their address has had its day's booking emails.
 */
async function queueInvitations(
  trx: Trx,
  bookingId: number,
  sequence: number,
  now: number,
  { visitor = true }: { visitor?: boolean } = {},
) {
  const kinds = visitor
    ? (["booking-visitor", "booking-host"] as const)
    : (["booking-host"] as const);
  await trx
    .insertInto("outbox")
    .values(
      kinds.map((kind) => ({
        kind,
        booking_id: bookingId,
        booking_sequence: sequence,
        lead_id: null,
        subscriber_id: null,
        next_attempt_at: now,
      })),
    )
    .execute();
}

/** Reminders to the visitor 24 hours and 1 hour before, for this version of the booking. */
async function queueReminders(
  trx: Trx,
  bookingId: number,
  sequence: number,
  start: number,
  now: number,
) {
  const due = [
    { kind: "reminder-24h", at: start - 24 * HOUR },
    { kind: "reminder-1h", at: start - HOUR },
    { kind: "reminder-host", at: start - 15 * MINUTE },
  ].filter((reminder) => reminder.at > now);
  if (due.length === 0) return;
  await trx
    .insertInto("outbox")
    .values(
      due.map((reminder) => ({
        kind: reminder.kind,
        booking_id: bookingId,
        booking_sequence: sequence,
        lead_id: null,
        subscriber_id: null,
        next_attempt_at: reminder.at,
      })),
    )
    .execute();
}

const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

function toHost(row: Selectable<Database["booking_hosts"]>): Host {
  return {
    id: Number(row.id),
    name: row.name,
    email: row.email,
    role: row.role,
    staffId: row.staff_id === null ? null : Number(row.staff_id),
    weekly: parseJson<Partial<Record<Weekday, { from: string; to: string }[]>>>(row.weekly, {}),
    daysOff: parseJson<string[]>(row.days_off, []),
    bufferBeforeMinutes: Number(row.buffer_before_minutes),
    bufferAfterMinutes: Number(row.buffer_after_minutes),
    maxPerDay: Number(row.max_per_day),
    topics: parseJson<string[]>(row.topics, []),
    active: Number(row.active) === 1,
  };
}

export function toBooking(row: Selectable<Database["bookings"]>): Booking {
  return {
    id: Number(row.id),
    uid: row.uid,
    hostId: Number(row.host_id),
    topic: row.topic,
    start: Number(row.starts_at),
    end: Number(row.ends_at),
    status: row.status,
    sequence: Number(row.sequence),
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    note: row.note,
    language: row.language === "fr" ? "fr" : "en",
    visitorZone: row.visitor_zone,
    meetingMode: row.meeting_mode === "phone" ? "phone" : "video",
    leadId: row.lead_id === null ? null : Number(row.lead_id),
    staffNote: row.staff_note,
    movedFrom: row.moved_from === null ? null : Number(row.moved_from),
    visitorReason: row.visitor_reason,
    teamMessage: row.team_message,
    cancelledByTeam: Number(row.cancelled_by_team) === 1,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}
