/**
 * The content model of the agency's work. A case study is the focused story behind a showcase
 * card on a service page; a portfolio project is a case study told in full. One record feeds
 * every page that shows the same work, so a figure is never written twice.
 */
import { z } from "zod";
import { type CategorySlug, categorySlugs } from "../category-slugs";
import { PHOTO_NAME } from "../media";
import { emphasisSchema, imageSchema } from "../schema";

const text = z.string().trim().min(1);
const sentence = z.string().trim().min(20);
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/**
 * A service the work used, as "category/service" (e.g. "web/website-maintenance"); the loader
 * checks that content/en/services has it (content-collections.ts).
 */
export const serviceRefSchema = z.string().regex(/^[a-z-]+\/[a-z0-9-]+$/);

/** A measured result: a short figure and what it measures ("48%" / "faster mobile pages"). */
export const resultSchema = z.strictObject({
  value: z.string().trim().min(1).max(12),
  label: z.string().trim().min(8).max(80),
});

export const quoteSchema = z.strictObject({
  text: sentence,
  name: text,
  role: text,
});

/**
 * A story's image: our artwork, or a photo or screenshot the team uploaded (its master's name,
 * app/content/media.ts), shown in the artwork's frame; the alt text says what either shows.
 */
export const workImageSchema = z.strictObject({
  ...imageSchema.shape,
  photo: z
    .string()
    .regex(PHOTO_NAME, "an image uploaded from the back office")
    .optional()
    .describe("An uploaded photo or screenshot, shown instead of the artwork."),
});

const caseStudyShape = {
  slug,
  /** The client's name, shown as the card title and in the page title. */
  client: z.string().trim().min(3).max(36),
  /** What the client does ("Physiotherapy clinic"). */
  sector: text,
  /** City and province ("Halifax, Nova Scotia"). */
  location: text,
  /** The one result a card shows under the client's name. */
  headline: z
    .string()
    .trim()
    .min(8)
    .max(60)
    .regex(/^[^a-z]/, "starts with a capital or a figure"),
  /** One or two sentences: the card text and the page's meta description. */
  summary: z.string().trim().min(70).max(160),
  /** The services the work used; the first is the service whose showcase shows it. */
  services: z.array(serviceRefSchema).min(1),
  image: workImageSchema,
  /** The client's problem, in one or two paragraphs. */
  problem: z.array(sentence).min(1).max(2),
  /** What we did, as 3-5 steps. */
  approach: z
    .array(z.strictObject({ title: text, description: sentence }))
    .min(3)
    .max(5),
  results: z.array(resultSchema).min(2).max(4),
  technologies: z.array(text).min(2).optional(),
  /** How long the work took ("9 weeks") or has run ("ongoing since 2022"). */
  duration: text,
  quote: quoteSchema.optional(),
};

export const caseStudySchema = z.strictObject(caseStudyShape);

/** A portfolio project: the same story with everything a project page shows required. */
export const projectSchema = z.strictObject({
  ...caseStudyShape,
  /** The project page's headline. */
  title: emphasisSchema,
  /** The service category the portfolio files it under first. */
  category: z.enum(categorySlugs),
  year: z.number().int().min(2019).max(2026),
  problem: z.array(sentence).length(2),
  technologies: z.array(text).min(3),
  quote: quoteSchema,
  /** A second artwork, shown beside what we did. */
  detailImage: imageSchema,
});

export type CaseStudyInput = z.input<typeof caseStudySchema>;
export type CaseStudy = z.output<typeof caseStudySchema>;
export type ProjectInput = z.input<typeof projectSchema>;
export type Project = z.output<typeof projectSchema>;
export type WorkResult = z.output<typeof resultSchema>;
export type { CategorySlug };
