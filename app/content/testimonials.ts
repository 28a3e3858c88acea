import type { Locale } from "~/i18n/locale";
import type { Widen } from "./types";
import { workIn } from "./work";

/** The story whose client the home page quotes. */
const featuredStory = "healthplus";

function storyIn(locale: Locale) {
  const story = workIn[locale].projects.find((project) => project.slug === featuredStory);
  if (!story) throw new Error(`content/work/projects/${featuredStory}.yaml is missing`);
  return story;
}

const story = storyIn("en");

/** "Amrit Chahal" → "AC": the avatar of a quoted client, as the story's own page draws it. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return `${words[0]?.[0] ?? ""}${words.length > 1 ? (words.at(-1)?.[0] ?? "") : ""}`.toUpperCase();
}

/**
 * The client testimonial on the home page: the quote of a published story, read from that story
 * so the person, their words and their company are the story's own (service pages quote a
 * client of their own service: services/client-quote.ts).
 */
export const featuredTestimonial = {
  quote: story.quote.text,
  name: story.quote.name,
  initials: initialsOf(story.quote.name),
  role: story.quote.role,
  location: story.location,
};

export type Testimonial = Widen<typeof featuredTestimonial>;

export const featuredStoryFr = storyIn("fr");
