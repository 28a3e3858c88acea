import { initialsOf, featuredStoryFr as story, type Testimonial } from "./testimonials";

/** Le témoignage client de la page d'accueil : la citation d'un projet publié, dans sa version française. */
export const featuredTestimonialFr: Testimonial = {
  quote: story.quote.text,
  name: story.quote.name,
  initials: initialsOf(story.quote.name),
  role: story.quote.role,
  location: story.location,
};
