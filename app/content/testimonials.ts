import type { Widen } from "./types";

/** The client testimonial on the home page (service pages quote a client of their own service: services/client-quote.ts). */
export const featuredTestimonial = {
  quote:
    "Maplestack rebuilt our booking site and moved our patient intake online in nine weeks. Online bookings are up by a third, and our front desk spends its mornings with patients instead of on the phone.",
  name: "Dana Whitfield",
  initials: "DW",
  role: "Operations Director, Lakeshore Family Dental",
  location: "Mississauga, ON",
} as const;

export type Testimonial = Widen<typeof featuredTestimonial>;
