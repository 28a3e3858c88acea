/**
 * The testimonials as content/en/testimonials gives them: each quotes the client of a published
 * story, so the person, their words and their company are the story's own (the files name the
 * story; the loader checks it has a quote). Service pages quote a client of their own service
 * (services/client-quote.ts).
 */
import { allTestimonials } from "#content";
import type { TestimonialContent } from "~/components/sections/testimonial";
import type { Locale } from "~/i18n/locale";
import { initialsOf } from "~/lib/initials";

export type Testimonial = TestimonialContent;

function featured() {
  const all = allTestimonials.filter((entry) => entry.featured);
  if (all.length !== 1) {
    throw new Error(
      `content/en/testimonials: the home page shows one testimonial, and ${all.length} say featured: true`,
    );
  }
  return all[0] as (typeof all)[number];
}

/** The home page's testimonial in a language, in its story's words. */
function featuredIn(locale: Locale): Testimonial {
  const { text, name, role, location } = featured()[locale];
  return { quote: text, name, initials: initialsOf(name), role, location };
}

export const featuredTestimonial = featuredIn("en");
export const featuredTestimonialFr = featuredIn("fr");
