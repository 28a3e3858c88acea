/**
 * The schemas of content/en/facts.yaml (the company's facts, which copy names as `{claims.uptime}`)
 * and of content/en/categories. Objects are strict: an unknown key fails the build.
 */
import { z } from "zod";
import { type IconName, iconNames } from "../components/ui/icon-set";
import { categorySlugs } from "./category-slugs";

const text = z.string().trim().min(1);
const sentence = z.string().trim().min(20);

export const socialNetworks = ["facebook", "twitter", "linkedin", "instagram", "youtube"] as const;

const plan = z.strictObject({ name: text, price: text });
const figures = z.strictObject({ experienceYears: text, projects: text, clients: text });

export const factsSchema = z.strictObject({
  site: z.strictObject({
    name: text,
    legalName: text,
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    tagline: text,
    url: z.url(),
    founded: z.number().int().min(1990).max(2100),
    phone: z.strictObject({ display: text, href: z.string().startsWith("tel:") }),
    email: z.strictObject({ display: z.email(), href: z.string().startsWith("mailto:") }),
    /** Where privacy requests go (the privacy policy names it). */
    privacyEmail: z.email(),
    city: text,
    mailingAddress: text,
    hours: text,
    responseTime: text,
    socials: z
      .array(z.strictObject({ network: z.enum(socialNetworks), label: text, href: z.url() }))
      .min(1),
  }),
  claims: z.strictObject({
    timeline: text,
    uptime: text,
    ...figures.shape,
    seoFirstGains: text,
    seoFullResults: text,
    socialPostsPerWeek: text,
    emailCampaignsPerMonth: text,
    blogPostsPerMonth: text,
    copywritingConsultation: z.strictObject({
      minutes: z.number().int().positive(),
      steps: z.number().int().positive(),
    }),
    maintenancePlans: z.tuple([plan, plan, plan, plan]),
    /** The managed hosting plans (the hosting page's packages; the articles quote them). */
    hostingPlans: z.tuple([plan, plan, plan]),
    /** The one promise the site makes about quotes; the FAQ, contact and service pages say it. */
    fixedQuote: sentence,
    /** French only: the figures inside a sentence (« plus de 25 ») and opening one (« Plus de 25 »). */
    inProse: figures.optional(),
    leading: figures.optional(),
  }),
  /** The home page's figures, in the order it shows them. */
  headlineFigures: z.array(z.strictObject({ value: text, label: text })).length(5),
});

export type Facts = z.output<typeof factsSchema>;

export const categoryEntrySchema = z.strictObject({
  slug: z.enum(categorySlugs),
  name: text,
  icon: z.enum(iconNames as [IconName, ...IconName[]]),
  /** The menus' line and, with the words after it, the page's meta description (160 at most). */
  summary: sentence.max(110),
  /** What the category page says it covers, under its title. */
  description: sentence,
});
