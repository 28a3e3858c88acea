/**
 * The words of the booking pages (/book, the manage page), a module per language of which a
 * page loads its own (catalogue.ts). The French is written for a Quebec reader.
 */
import type { BookingMessages } from "./booking-messages.en";
import { catalogue } from "./catalogue";

export type { BookingMessages };

export const bookingMessages = catalogue<BookingMessages>("booking-messages", {
  en: () => import("./booking-messages.en"),
  fr: () => import("./booking-messages.fr"),
});
