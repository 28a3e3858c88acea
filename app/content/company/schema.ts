/**
 * The content models of the company pages (why Maplestack, about us, the FAQ, the privacy policy
 * and the accessibility statement), of the team and of the FAQ's topics and questions. Their
 * words are files under company/, team/ and faqs/ in content/en/ and content/fr/, checked against
 * these schemas when the site is built (app/content/collections/company.ts).
 */
import { z } from "zod";
import { type IconName, iconNames } from "../../components/ui/icon-set";
import { PHOTO_NAME } from "../media";
import { emphasisSchema, imageSchema } from "../schema";

const text = z.string().trim().min(1);
const sentence = z.string().trim().min(20);
const anchor = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const iconSchema = z.enum(iconNames as [IconName, ...IconName[]]);
const metaSchema = z.strictObject({
  title: z.string().trim().min(10).max(60),
  description: z.string().trim().min(70).max(160),
});
const ctaSchema = z.strictObject({ title: emphasisSchema, description: sentence });

/** The six slides of the why-choose-us carousel, in the order the spec gives. */
export const slideKeys = [
  "expertise",
  "client-centric",
  "full-service",
  "data-driven",
  "affordability",
  "caring-team",
] as const;

/** A member of the team, as the about page shows them (content/en/team/<name>.yaml). */
export const teamMemberSchema = z.strictObject({
  name: text,
  initials: z.string().regex(/^[A-Z]{2}$/),
  role: text,
  bio: sentence,
  location: text,
  /** The year they started working in the trade: the team's experience is summed from it. */
  inTradeSince: z.number().int().min(1990).max(2026),
  /** Founded the agency in site.founded. */
  founder: z.boolean().optional(),
  /**
   * Their photo, uploaded in the back office (app/content/media.ts), drawn in a circle where
   * their initials are otherwise; its alt text says who and how they are shown.
   */
  portrait: z
    .strictObject({
      photo: z.string().regex(PHOTO_NAME, "an uploaded image's name"),
      alt: z.string().trim().min(8),
    })
    .optional(),
});

export type TeamMember = z.output<typeof teamMemberSchema>;

export const whyPageSchema = z.strictObject({
  meta: metaSchema,
  hero: z.strictObject({ title: emphasisSchema, description: sentence, image: imageSchema }),
  intro: z.strictObject({
    title: emphasisSchema,
    paragraphs: z.tuple([sentence, sentence]),
    image: imageSchema,
  }),
  carousel: z.strictObject({
    title: emphasisSchema,
    description: sentence,
    slides: z
      .array(
        z.strictObject({
          key: z.enum(slideKeys),
          title: text,
          icon: iconSchema,
          lines: z.array(sentence).min(3).max(5),
        }),
      )
      .length(6)
      .refine(
        (slides) => slides.every((slide, index) => slide.key === slideKeys[index]),
        "slides must follow the order of slideKeys",
      ),
  }),
  cta: ctaSchema,
});

export const aboutPageSchema = z.strictObject({
  meta: metaSchema,
  hero: z.strictObject({ title: emphasisSchema, description: sentence, image: imageSchema }),
  story: z.strictObject({
    title: emphasisSchema,
    paragraphs: z.array(sentence).min(2).max(4),
    image: imageSchema,
  }),
  mission: z.strictObject({ title: emphasisSchema, statement: sentence }),
  values: z.strictObject({
    title: emphasisSchema,
    description: sentence,
    items: z
      .array(z.strictObject({ title: text, description: sentence, icon: iconSchema }))
      .min(4)
      .max(6),
  }),
  process: z.strictObject({
    title: emphasisSchema,
    description: sentence,
    steps: z
      .array(z.strictObject({ title: text, description: sentence }))
      .min(4)
      .max(5),
  }),
  team: z.strictObject({
    title: emphasisSchema,
    description: sentence,
    /** Each member with the name of their file (`amara-mensah`), by which articles name them. */
    members: z
      .array(teamMemberSchema.extend({ id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/) }))
      .min(6)
      .max(9),
  }),
  cta: ctaSchema,
});

/** A question of the FAQ (content/en/faqs/<topic>/<id>.yaml). */
export const faqItemSchema = z.strictObject({
  /** The question's own anchor, unique on the page. */
  id: anchor,
  question: z.string().trim().endsWith("?"),
  answer: z.array(sentence).min(1).max(3),
  link: z.strictObject({ label: text, to: z.string().startsWith("/") }).optional(),
});

/** A topic of the FAQ, without its questions (content/en/faqs/<id>.yaml). */
export const faqTopicSchema = z.strictObject({
  /** The topic's page, /faqs/pricing (in French, the `slug` of its French file), and its
   * card's anchor on the FAQ page: /faqs#pricing. */
  id: anchor,
  /** The topic page's own title and description for search engines. */
  meta: metaSchema,
  title: text,
  description: sentence,
  icon: iconSchema,
});

export const faqPageSchema = z.strictObject({
  meta: metaSchema,
  hero: z.strictObject({ title: emphasisSchema, description: sentence }),
  groups: z.array(faqTopicSchema.extend({ items: z.array(faqItemSchema).min(3).max(8) })).min(8),
});

export type WhyPage = z.output<typeof whyPageSchema>;
export type AboutPage = z.output<typeof aboutPageSchema>;
export type FaqPage = z.output<typeof faqPageSchema>;
export type FaqGroup = FaqPage["groups"][number];

/** A section of a long document page (privacy policy, accessibility statement). */
const documentSectionSchema = z.strictObject({
  /** The section's anchor: /privacy#what-we-collect. */
  id: anchor,
  title: text,
  paragraphs: z.array(sentence).min(1).max(4),
  /** A bullet list shown after the paragraphs. */
  items: z.array(sentence).min(2).max(10).optional(),
  /** Paragraphs that follow the list (what a list has just named). */
  after: z.array(sentence).min(1).max(2).optional(),
});

export const privacyPageSchema = z.strictObject({
  meta: metaSchema,
  hero: z.strictObject({ title: emphasisSchema, description: sentence }),
  /** The date the policy last changed, shown at the top of the page: "2026-11-22". */
  updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** "The short version": the policy in a few bullet points. */
  summary: z.array(sentence).min(3).max(6),
  sections: z.array(documentSectionSchema).min(7).max(12),
});

export type PrivacyPage = z.output<typeof privacyPageSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One way to reach us: email and phone are links, a postal address is plain text. */
const contactSchema = z.strictObject({
  /** How: "Email", "Phone", "Post". */
  label: text,
  /** What a visitor reads: the address or number, written out. */
  value: text,
  href: z
    .string()
    .regex(/^(mailto:[^@\s]+@[^@\s]+|tel:\+\d{6,15})$/)
    .optional(),
});

export const accessibilityPageSchema = z
  .strictObject({
    meta: metaSchema,
    hero: z.strictObject({ title: emphasisSchema, description: sentence }),
    /** The date the statement and the site were last reviewed: "2026-11-23". */
    reviewed: isoDate,
    /** The date of the next planned review, after `reviewed`. */
    nextReview: isoDate,
    /** "The short version": the statement in a few bullet points. */
    summary: z.array(sentence).min(3).max(6),
    sections: z
      .array(
        documentSectionSchema.extend({
          /** Ways to reach us, shown as links after the list. */
          contacts: z.array(contactSchema).min(1).max(4).optional(),
        }),
      )
      .min(7)
      .max(12),
  })
  .refine((page) => page.nextReview > page.reviewed, {
    message: "the next review comes after the last one",
    path: ["nextReview"],
  });

export type AccessibilityPage = z.output<typeof accessibilityPageSchema>;
