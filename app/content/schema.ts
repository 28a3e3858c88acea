/**
 * The one content model of a service page. Objects are strict: an unknown or legacy key
 * (`processes`, `showcaseItems`, `introTitle`, ...) fails the build instead of vanishing.
 */
import { z } from "zod";
import { type IconName, iconNames } from "../components/ui/icon-set";
import { categorySlugs } from "./category-slugs";

export const sceneKinds = [
  "browser",
  "phone",
  "dashboard",
  "chart",
  "code",
  "chat",
  "brand",
  "print",
  "server",
  "shield",
  "mail",
  "globe",
  "cart",
  "network",
] as const;

const text = z.string().trim().min(1);
const sentence = z.string().trim().min(20);

export const emphasisSchema = z.strictObject({ text, accent: text.optional() });

/** Our own artwork: a scene composed at build time; the alt text says what it shows. */
export const imageSchema = z.strictObject({
  scene: z.enum(sceneKinds),
  alt: z.string().trim().min(12),
});

const iconSchema = z.enum(iconNames as [IconName, ...IconName[]]);
const itemSchema = z.strictObject({ title: text, description: sentence, icon: iconSchema });
const linkSchema = z.strictObject({ label: text, to: z.string().startsWith("/") });
const headed = { title: emphasisSchema, description: sentence.optional() };

export const sectionSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("services"), ...headed, items: z.array(itemSchema).min(3) }),
  z.strictObject({ type: z.literal("industries"), ...headed, items: z.array(itemSchema).min(3) }),
  z.strictObject({
    type: z.literal("technologies"),
    ...headed,
    groups: z.array(z.strictObject({ name: text, items: z.array(text).min(2) })).min(2),
  }),
  z.strictObject({
    type: z.literal("platforms"),
    ...headed,
    items: z.array(z.strictObject({ name: text, description: sentence })).min(3),
  }),
  z.strictObject({ type: z.literal("benefits"), ...headed, items: z.array(sentence).min(3) }),
  z.strictObject({ type: z.literal("integrations"), ...headed, items: z.array(text).min(4) }),
  z.strictObject({ type: z.literal("reasons"), ...headed, items: z.array(sentence).min(3) }),
  z.strictObject({
    type: z.literal("case-studies"),
    ...headed,
    items: z
      .array(
        z.strictObject({
          title: text,
          client: text,
          results: z.array(text).min(2),
          technologies: z.array(text).optional(),
          cta: linkSchema,
        }),
      )
      .min(1),
  }),
  z.strictObject({
    type: z.literal("packages"),
    ...headed,
    items: z
      .array(
        z.strictObject({
          title: text,
          price: text,
          description: sentence,
          features: z.array(text).min(3),
          cta: linkSchema,
          featured: z.boolean().optional(),
        }),
      )
      .min(2),
  }),
]);

export const serviceSchema = z.strictObject({
  category: z.enum(categorySlugs),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: text,
  meta: z.strictObject({
    title: z.string().trim().min(10).max(60),
    description: z.string().trim().min(70).max(160),
  }),
  hero: z.strictObject({
    title: emphasisSchema,
    description: sentence,
    showCTA: z.boolean(),
    image: imageSchema,
  }),
  intro: z.strictObject({
    title: emphasisSchema,
    paragraphs: z.tuple([sentence, sentence]),
    image: imageSchema,
  }),
  features: z.strictObject({ ...headed, items: z.array(itemSchema).min(6) }),
  process: z.strictObject({
    ...headed,
    steps: z
      .array(z.strictObject({ title: text, description: sentence }))
      .min(4)
      .max(6),
  }),
  showcase: z.strictObject({
    ...headed,
    /** Slugs of case studies or portfolio projects (app/content/work); each card reads its record. */
    items: z.array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)).length(3),
  }),
  showTestimonial: z.boolean(),
  faqs: z
    .array(z.strictObject({ question: z.string().trim().endsWith("?"), answer: sentence }))
    .min(4)
    .max(6),
  sections: z.array(sectionSchema).default([]),
  /** The call to action between the process and the packages: the page's own offer. */
  cta: z.strictObject({ title: emphasisSchema, description: sentence, button: text }),
  /**
   * The closing banner's sentence: the page's own last word to the visitor, in sentence case,
   * under the shared "Ready to Get Started?" (content/en/pages/service.yaml).
   */
  closing: sentence,
});

/** What a content file writes (sections may be left out). */
export type ServiceInput = z.input<typeof serviceSchema>;
/** What pages receive after validation. */
export type Service = z.output<typeof serviceSchema>;
export type ServiceSection = z.output<typeof sectionSchema>;
export type SceneKind = (typeof sceneKinds)[number];
