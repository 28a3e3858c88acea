/**
 * Each host's agenda of the next business day, emailed at 17:00 in Toronto on the business day
 * before (on Friday for Monday, before a holiday for the day after it). A host with no meeting
 * that day gets nothing.
 *
 * The agenda of a host and a day is claimed by a row of `booking_agendas` in the transaction
 * that queues its outbox message, so any number of servers, running their chores at any time,
 * queue it once. The email is written when the outbox sends it, from the bookings as they stand
 * then. An agenda not sent by 17:00 (the servers were down) still goes out when they are back,
 * until the day's first meeting starts: after that it would only be noise.
 */
import { Temporal } from "temporal-polyfill";
import type { Store } from "../db.server";
import type { ServerEnv } from "../env.server";
import type { Compose, Mail } from "../outbox.server";
import { type Booking, type Host, toBooking } from "./bookings.server";
import { isBusinessDay } from "./holidays";
import { howLabel, topicName } from "./invitation.server";
import { type Interval, OFFICE_ZONE, officeDate } from "./slots";
import { dayLabel, timeLabel } from "./zones";

/** When, Toronto's wall-clock time, the agenda of the next business day goes out. */
export const AGENDA_TIME = "17:00";

/** One host's agenda to queue: the day it lists, and when it is to be sent. */
export type AgendaDue = { day: Temporal.PlainDate; sendAt: number };

const officeInstant = (date: Temporal.PlainDate, time: string) =>
  date
    .toZonedDateTime({ timeZone: OFFICE_ZONE, plainTime: Temporal.PlainTime.from(time) })
    .toInstant().epochMilliseconds;

/** A Toronto day, midnight to midnight: 23 or 25 hours on the days the clocks change. */
export function officeDay(date: Temporal.PlainDate): Interval {
  return {
    start: date.toZonedDateTime(OFFICE_ZONE).toInstant().epochMilliseconds,
    end: date.add({ days: 1 }).toZonedDateTime(OFFICE_ZONE).toInstant().epochMilliseconds,
  };
}

function nextBusinessDay(date: Temporal.PlainDate): Temporal.PlainDate {
  let day = date.add({ days: 1 });
  while (!isBusinessDay(day)) day = day.add({ days: 1 });
  return day;
}

const agendaSentOn = (date: Temporal.PlainDate): AgendaDue => ({
  day: nextBusinessDay(date),
  sendAt: officeInstant(date, AGENDA_TIME),
});

/**
 * The agendas to queue at `now`: the last one whose time has come (late, if the servers were
 * down at 17:00), and on a business day before 17:00 the one due at 17:00. Queuing that one
 * early lets the outbox send it on the minute although the chores run only every hour.
 */
export function agendasDue(now: number): AgendaDue[] {
  const today = officeDate(now);
  let sentOn = today;
  while (!isBusinessDay(sentOn) || officeInstant(sentOn, AGENDA_TIME) > now) {
    sentOn = sentOn.subtract({ days: 1 });
  }
  const due = [agendaSentOn(sentOn)];
  if (!sentOn.equals(today) && isBusinessDay(today)) {
    due.push(agendaSentOn(today));
  }
  return due;
}

/**
 * Queues the agendas due at `now` of every host with a meeting that day not cancelled and not
 * yet started; returns how many it queued. Safe to run on several servers at once.
 */
export async function queueAgendas(store: Store, now = Date.now()): Promise<number> {
  let queued = 0;
  for (const { day, sendAt } of agendasDue(now)) {
    const span = officeDay(day);
    const hosts = await store.db
      .selectFrom("bookings")
      .innerJoin("booking_hosts", "booking_hosts.id", "bookings.host_id")
      .select((eb) => ["bookings.host_id", eb.fn.min("bookings.starts_at").as("first")])
      .where("bookings.status", "<>", "cancelled")
      .where("bookings.starts_at", ">=", span.start)
      .where("bookings.starts_at", "<", span.end)
      .groupBy("bookings.host_id")
      .orderBy("bookings.host_id")
      .execute();
    for (const host of hosts) {
      if (Number(host.first) <= now) continue;
      const hostId = Number(host.host_id);
      const claimed = await store.db.transaction().execute(async (trx) => {
        // The primary key (host, day) is the referee: of two servers, one inserts the row and
        // the other, once the first has committed, inserts nothing and queues nothing.
        const claim = await trx
          .insertInto("booking_agendas")
          .values({ host_id: hostId, day: day.toString(), queued_at: now, outbox_id: null })
          .onConflict((conflict) => conflict.columns(["host_id", "day"]).doNothing())
          .returning("host_id")
          .executeTakeFirst();
        if (!claim) return false;
        const message = await trx
          .insertInto("outbox")
          .values({
            kind: "host-agenda",
            lead_id: null,
            subscriber_id: null,
            booking_id: null,
            booking_sequence: null,
            next_attempt_at: Math.max(now, sendAt),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await trx
          .updateTable("booking_agendas")
          .set({ outbox_id: Number(message.id) })
          .where("host_id", "=", hostId)
          .where("day", "=", day.toString())
          .execute();
        return true;
      });
      if (claimed) queued += 1;
    }
  }
  return queued;
}

const weekday = new Intl.DateTimeFormat("en-CA", { timeZone: OFFICE_ZONE, weekday: "long" });

const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, " ").trim();

/** How the host meets the visitor: the video room, or the number to call. */
function hostHow(booking: Booking): string {
  if (booking.meetingMode === "video") return howLabel(booking, "en");
  return `Phone call: call them at ${booking.phone ?? "the number on the lead"}`;
}

/**
 * A host's agenda email, or null when it has nothing to say any more: no meeting left that day,
 * or the first one already started.
 */
export function agendaEmail(
  host: Pick<Host, "id" | "name" | "email">,
  day: Temporal.PlainDate,
  bookings: Booking[],
  { origin, mailFrom, now = Date.now() }: { origin: string; mailFrom: string; now?: number },
): Mail | null {
  const meetings = bookings
    .filter((booking) => booking.status !== "cancelled")
    .sort((a, b) => a.start - b.start);
  const first = meetings[0];
  if (!first || first.start <= now) return null;
  const date = dayLabel(officeDay(day).start, OFFICE_ZONE, "en");
  const today = officeDate(now);
  const when = day.equals(today)
    ? "Today"
    : day.equals(today.add({ days: 1 }))
      ? "Tomorrow"
      : weekday.format(officeDay(day).start);
  const count = `${meetings.length} free consultation${meetings.length === 1 ? "" : "s"}`;
  const time = (instant: number) => timeLabel(instant, OFFICE_ZONE, "en");
  const firstName = host.name.split(" ")[0] ?? host.name;
  const lines = meetings.flatMap((booking) => [
    "",
    `${time(booking.start)} to ${time(booking.end)}: ${[booking.name, booking.company].map(oneLine).filter(Boolean).join(", ")}`,
    `  Topic: ${topicName(booking.topic, "en")}${booking.language === "fr" ? " (in French)" : ""}`,
    `  ${hostHow(booking)}`,
    ...(booking.note
      ? ["  Their note:", ...booking.note.split(/\r?\n/).map((line) => `    ${line}`)]
      : []),
    ...(booking.leadId ? [`  The lead: ${origin}/admin/leads/${booking.leadId}`] : []),
  ]);
  return {
    from: mailFrom,
    to: host.email,
    subject: `${when}: ${count} (${date})`,
    text: [
      `Hello ${firstName},`,
      "",
      `Your ${count} on ${date}, in Toronto time:`,
      ...lines,
      "",
      `Every booking: ${origin}/admin/bookings`,
    ].join("\n"),
    messageId: `<host-agenda-${host.id}-${day.toString()}@${mailFrom.split("@")[1]}>`,
  };
}

/** The outbox's agendas: each written from its host's bookings as they stand when sent. */
export const composeAgendaEmails =
  (
    store: Store,
    env: Pick<ServerEnv, "MAIL_FROM">,
    origin: string,
    clock: () => number = Date.now,
  ): Compose =>
  async (message) => {
    if (message.kind !== "host-agenda") return null;
    const agenda = await store.db
      .selectFrom("booking_agendas")
      .innerJoin("booking_hosts", "booking_hosts.id", "booking_agendas.host_id")
      .select([
        "booking_agendas.day",
        "booking_hosts.id",
        "booking_hosts.name",
        "booking_hosts.email",
      ])
      .where("booking_agendas.outbox_id", "=", message.id)
      .executeTakeFirst();
    if (!agenda) return null;
    const day = Temporal.PlainDate.from(agenda.day);
    const span = officeDay(day);
    const rows = await store.db
      .selectFrom("bookings")
      .selectAll()
      .where("host_id", "=", agenda.id)
      .where("status", "<>", "cancelled")
      .where("starts_at", ">=", span.start)
      .where("starts_at", "<", span.end)
      .orderBy("starts_at")
      .execute();
    return agendaEmail(
      { id: Number(agenda.id), name: agenda.name, email: agenda.email },
      day,
      rows.map(toBooking),
      { origin, mailFrom: env.MAIL_FROM, now: clock() },
    );
  };
