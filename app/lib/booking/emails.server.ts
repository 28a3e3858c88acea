/** The outbox's booking messages: each composed from the booking as it stands when sent. */
import type { Store } from "../db.server";
import type { ServerEnv } from "../env.server";
import type { Compose } from "../outbox.server";
import { Bookings } from "./bookings.server";
import { bookingEmail } from "./invitation.server";

export const composeBookingEmails =
  (store: Store, env: Pick<ServerEnv, "MAIL_FROM">, origin: string, linkSecret: string): Compose =>
  async (message) => {
    if (
      message.kind === "lead" ||
      message.kind === "confirm" ||
      message.kind === "host-agenda" ||
      message.bookingId === null
    ) {
      return null;
    }
    const bookings = new Bookings(store, linkSecret);
    const booking = await bookings.byId(message.bookingId);
    const host = booking && (await bookings.host(booking.hostId));
    if (!booking || !host) return null;
    return bookingEmail(message.kind, message.bookingSequence, booking, host, {
      origin,
      token: bookings.tokenOf(booking),
      mailFrom: env.MAIL_FROM,
    });
  };
