/**
 * The content model of the home page (content/en/home.yaml and content/fr/home.yaml). Objects
 * are strict: an unknown key fails the build. The headline figures are the company's facts and
 * the quote is a testimonial's (content/en/testimonials): neither is written in the home page's
 * files.
 */
import { z } from "zod";
import { type IconName, iconNames } from "../components/ui/icon-set";
import { emphasisSchema } from "./schema";

const text = z.string().trim().min(1);
const sentence = z.string().trim().min(20);
const icon = z.enum(iconNames as [IconName, ...IconName[]]);
/** A page of the site by its English address, or a section of this page ("#process"). */
const link = z.strictObject({ label: text, to: z.string().regex(/^[/#]/, "starts with / or #") });
const item = z.strictObject({ icon, title: text, description: sentence });

export const homePageSchema = z.strictObject({
  meta: z.strictObject({
    /** The whole title: the home page's is not followed by the brand. */
    title: z.string().trim().min(10).max(60),
    description: z.string().trim().min(70).max(160),
  }),
  hero: z.strictObject({
    eyebrow: text,
    title: emphasisSchema,
    description: sentence,
    primary: link,
    secondary: link,
    /** "Trusted by teams in…": sectors the published stories cover (a unit test reads them). */
    sectors: z.array(text).min(3).max(8),
  }),
  services: z.strictObject({ eyebrow: text, title: emphasisSchema, description: sentence }),
  whyUs: z.strictObject({
    title: emphasisSchema,
    subtitle: text,
    description: sentence,
    /** Two columns of cards: an even number of them. */
    values: z
      .array(item)
      .min(2)
      .max(8)
      .refine((values) => values.length % 2 === 0, "an even number of values (two columns)"),
  }),
  figures: z.strictObject({ title: text }),
  process: z.strictObject({
    eyebrow: text,
    title: emphasisSchema,
    description: sentence,
    /** One row of four or five, or two rows of three. */
    steps: z.array(item).min(4).max(6),
  }),
  cta: z.strictObject({ title: emphasisSchema, description: sentence, button: link }),
});

export type HomePage = z.output<typeof homePageSchema>;
