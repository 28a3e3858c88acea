/**
 * The home page as content/en/home.yaml gives it (French words: content/fr/home.yaml), with the
 * testimonial it shows. Each language was checked against the schema when the files were loaded;
 * the French is typeset by the page's loader (app/lib/home.server.ts).
 */
import { allHomePages } from "#content";
import type { Locale } from "~/i18n/locale";
import type { HomePage } from "./home-schema";
import { featuredTestimonial, featuredTestimonialFr, type Testimonial } from "./testimonials";

export type HomeContent = HomePage & { testimonial: Testimonial };

function pageIn(locale: Locale): HomePage {
  const found = allHomePages.find((entry) => entry.locale === locale);
  if (!found) throw new Error(`content/${locale}/home.yaml: no page`);
  return found.page as HomePage;
}

/** The page, its testimonial between the process and the closing call to action, as shown. */
function homeIn(locale: Locale, testimonial: Testimonial): HomeContent {
  const { cta, ...sections } = pageIn(locale);
  return { ...sections, testimonial, cta };
}

export const homeContent = homeIn("en", featuredTestimonial);
export const homeContentFr = homeIn("fr", featuredTestimonialFr);
