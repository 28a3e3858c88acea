/**
 * Booked consultations in the store. A booking is one insert: the database refuses one that
 * would overlap a confirmed booking of the same host (the `bookings_no_overlap` constraint of
 * migration 0011), so two visitors who choose the same slot at the same moment, on one server or
 * on two, get one booking and one refusal, whatever the code around it checked before.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Store } from "../db.server";
import type { Interval } from "./slots";

export type NewBooking = {
  hostId: number;
  topic: string;
  meeting: Interval;
  held: Interval;
  name: string;
  email: string;
  company: string;
  phone: string | null;
  note: string;
  language: "en" | "fr";
  visitorZone: string;
};

export type Booked =
  | { ok: true; id: number; uid: string; manageToken: string }
  | { ok: false; reason: "taken" };

/** Whether an error is the database refusing an overlapping booking, on either engine. */
export function isOverlap(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return code === "23P01" || /bookings_no_overlap/.test(message ?? "");
}

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

export class Bookings {
  constructor(private readonly store: Store) {}

  /** Books the slot, or answers "taken" when a confirmed booking of the host already holds it. */
  async book(booking: NewBooking, now = Date.now()): Promise<Booked> {
    const manageToken = randomBytes(24).toString("base64url");
    const uid = `${randomUUID()}@maplestack.ca`;
    try {
      const row = await this.store.db
        .insertInto("bookings")
        .values({
          uid,
          host_id: booking.hostId,
          topic: booking.topic,
          starts_at: booking.meeting.start,
          ends_at: booking.meeting.end,
          held_from: booking.held.start,
          held_until: booking.held.end,
          status: "confirmed",
          sequence: 0,
          name: booking.name,
          email: booking.email,
          company: booking.company,
          phone: booking.phone,
          note: booking.note,
          language: booking.language,
          visitor_zone: booking.visitorZone,
          lead_id: null,
          manage_token_hash: hash(manageToken),
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { ok: true, id: Number(row.id), uid, manageToken };
    } catch (error) {
      if (isOverlap(error)) return { ok: false, reason: "taken" };
      throw error;
    }
  }

  /** Cancels a booking: its time is free again. The sequence is raised for the CANCEL invitation. */
  async cancel(id: number, now = Date.now()): Promise<boolean> {
    const result = await this.store.db
      .updateTable("bookings")
      .set((eb) => ({ status: "cancelled", sequence: eb("sequence", "+", 1), updated_at: now }))
      .where("id", "=", id)
      .where("status", "=", "confirmed")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** A host's confirmed bookings that hold time in a span (for the slots offered). */
  async heldBy(hostId: number, span: Interval) {
    const rows = await this.store.db
      .selectFrom("bookings")
      .select(["starts_at", "ends_at", "held_from", "held_until"])
      .where("host_id", "=", hostId)
      .where("status", "=", "confirmed")
      .where("held_from", "<", span.end)
      .where("held_until", ">", span.start)
      .orderBy("held_from")
      .execute();
    return rows.map((row) => ({
      start: Number(row.starts_at),
      end: Number(row.ends_at),
      heldFrom: Number(row.held_from),
      heldUntil: Number(row.held_until),
    }));
  }
}
