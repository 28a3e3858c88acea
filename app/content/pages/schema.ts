/**
 * The words of each kind of page, as content/en/pages and content/fr/pages write them: one strict
 * schema per page, so an unknown or misspelt key fails the build instead of vanishing.
 *
 * A text the page completes is a template: it names what the page fills in braces, `{count}`,
 * and the build checks that each name is there and that no other is (the company's facts,
 * `{site.name}`, are resolved before). Any other text may hold no braces: they would be shown as
 * typed.
 */
import { z } from "zod";

/** A name the page fills: `{count}`, `{client}`. Facts have dots (`{site.name}`) and are gone. */
const PLACEHOLDER = /\{([A-Za-z]\w*)\}/g;

const listed = (names: readonly string[]) => names.map((name) => `{${name}}`).join(" or ");

const text = z
  .string()
  .trim()
  .min(1)
  .refine((value) => !/[{}]/.test(value), {
    message: "a name in braces is shown as typed here: only the texts the page fills take one",
  });
const sentence = text.min(20, { message: "expected a sentence (20 characters or more)" });

/**
 * A text the page fills. Each argument is a name the text must hold, or a list of names of which
 * it holds at least one (`["client", "ofClient"]`: English and French name the client as they
 * need).
 */
export function template(...wanted: readonly (string | readonly string[])[]) {
  const allowed = wanted.flat();
  return z
    .string()
    .trim()
    .min(1)
    .superRefine((value, context) => {
      const used = [...value.matchAll(PLACEHOLDER)].map((match) => match[1] ?? "");
      for (const name of used.filter((name) => !allowed.includes(name))) {
        context.addIssue({
          code: "custom",
          message: `{${name}} is not filled on this page: this text may name ${listed(allowed)}`,
        });
      }
      for (const group of wanted) {
        const names = typeof group === "string" ? [group] : group;
        if (!names.some((name) => used.includes(name))) {
          context.addIssue({ code: "custom", message: `expected ${listed(names)} in this text` });
        }
      }
      if (/[{}]/.test(value.replace(PLACEHOLDER, ""))) {
        context.addIssue({ code: "custom", message: "a brace that names nothing" });
      }
    });
}

/** A heading with its highlighted part: "Work measured in" + "results, not adjectives". */
const emphasis = z.strictObject({ text, accent: text });
/** What search engines and share cards show: titles fit in 60 characters with the brand cut. */
const meta = z.strictObject({
  title: text.min(10).max(60),
  description: text.min(70).max(160),
});
const alt = text.min(12);
const cta = z.strictObject({ title: emphasis, description: sentence, button: text });
const headed = z.strictObject({ eyebrow: text, title: emphasis, description: sentence });
const eyebrowOnly = z.strictObject({ eyebrow: text });

export const portfolioPageSchema = z.strictObject({
  meta,
  hero: z.strictObject({
    eyebrow: text,
    title: emphasis,
    description: template("count"),
    cta: text,
    imageAlt: alt,
  }),
  projects: headed,
  clientResults: z.strictObject({ title: emphasis, description: sentence }),
  cta,
});

export const workPageSchema = z.strictObject({
  eyebrow: z.strictObject({ project: template("category"), caseStudy: template("category") }),
  challenge: z.strictObject({
    eyebrow: text,
    title: z.strictObject({ text, accent: template(["client", "ofClient"]) }),
    resultInOneLine: text,
    deliveredWith: template("services"),
  }),
  approach: z.strictObject({ eyebrow: text, title: emphasis }),
  results: z.strictObject({ eyebrow: text, title: emphasis, builtWith: text }),
  services: z.strictObject({ eyebrow: text, title: emphasis }),
  cta,
});

export const contactPageSchema = z.strictObject({
  meta,
  hero: z.strictObject({ eyebrow: text, title: emphasis, description: sentence }),
  book: z.strictObject({ title: text, description: sentence, link: text }),
  direct: z.strictObject({ title: text, responseTime: text }),
  next: z.strictObject({
    title: text,
    steps: z.array(z.strictObject({ title: text, description: sentence })).min(2),
  }),
});

/** A list of articles by service or by topic: its title and description name it. */
const listing = z.strictObject({
  title: template(["name", "nameInSentence"]),
  description: template(["name", "nameInSentence"]),
});

export const insightsPageSchema = z.strictObject({
  name: text,
  meta,
  hero: z.strictObject({ eyebrow: text, title: emphasis, description: sentence }),
  byService: listing,
  byTopic: listing,
  related: text,
  latest: z.strictObject({ title: emphasis, description: sentence, link: text }),
  cta,
});

export const categoryPageSchema = z.strictObject({
  meta: z.strictObject({ title: template("name"), description: template("summary") }),
  hero: z.strictObject({ imageAlt: template("services", "summary") }),
  services: z.strictObject({ title: text }),
  cta: z.strictObject({ title: emphasis, description: sentence }),
});

export const servicesPageSchema = z.strictObject({
  meta,
  hero: z.strictObject({ title: emphasis, description: template("count") }),
  cta: z.strictObject({ title: emphasis, description: sentence }),
});

export const servicePageSchema = z.strictObject({
  hero: z.strictObject({ cta: text }),
  faq: z.strictObject({ title: text }),
  cta: z.strictObject({ title: emphasis, button: text, book: text }),
});

export const faqsPageSchema = z.strictObject({
  hero: z.strictObject({ eyebrow: text, imageAlt: alt }),
  answersTitle: text,
  cta,
});

export const aboutPageSchema = z.strictObject({
  hero: z.strictObject({ eyebrow: text, cta: text }),
  mission: eyebrowOnly,
  values: eyebrowOnly,
  process: eyebrowOnly,
  team: eyebrowOnly,
  cta: z.strictObject({ button: text }),
});

export const whyPageSchema = z.strictObject({
  hero: z.strictObject({ eyebrow: text, cta: text }),
  reasons: eyebrowOnly,
  cta: z.strictObject({ button: text }),
});

export const privacyPageSchema = z.strictObject({ hero: eyebrowOnly });
export const accessibilityPageSchema = z.strictObject({ hero: eyebrowOnly });
