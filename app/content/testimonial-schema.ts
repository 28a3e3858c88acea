/**
 * The content model of a testimonial (content/en/testimonials/<name>.yaml). A testimonial quotes
 * the client of a published story: the person, their words and their company are the story's
 * own, in both languages, so the file names the story and writes no words. The loader checks
 * that the story exists and has a quote.
 */
import { z } from "zod";

export const testimonialSchema = z.strictObject({
  /** The slug of a portfolio project or a case study (content/en/work) that has a quote. */
  story: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .describe("The project or case study whose client it quotes, in that story's own words."),
  /** Shown on the home page; one testimonial at a time is. */
  featured: z
    .boolean()
    .default(false)
    .describe("Shown on the home page, which shows one testimonial at a time."),
});

export type TestimonialEntry = z.output<typeof testimonialSchema>;
