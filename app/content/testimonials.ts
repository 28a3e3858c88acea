import type { Widen } from "./types";

/** The client testimonial shown on the home page and on service pages that enable it. */
export const featuredTestimonial = {
  quote:
    "Maplestack rebuilt our booking site and moved our patient intake online in nine weeks. Online bookings are up by a third, and our front desk spends its mornings with patients instead of on the phone.",
  name: "Priya Raman",
  initials: "PR",
  role: "Operations Director, Lakeshore Family Dental",
  location: "Mississauga, ON",
} as const;

export type Testimonial = Widen<typeof featuredTestimonial>;
