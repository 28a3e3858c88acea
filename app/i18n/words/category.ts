/**
 * The words of a service category's page: its copy from content/en/pages/category.yaml, and the
 * count of its services.
 */
import { allCategoryWords } from "#content";
import { fill, pageCopy } from "~/content/pages/copy";
import { bilingual } from "../bilingual";

const page = pageCopy(allCategoryWords);

const copy = (words: (typeof page)["en"]) => ({
  /** Unused in French: each category's heading is written out (content/fr/categories/*.yaml, phrasing). */
  whatWeDo: words.services.title,
  /** `services`: the category's name in English, « nos services web » in French. */
  art: (services: string, summary: string) => fill(words.hero.imageAlt, { services, summary }),
  ctaTitle: words.cta.title,
  ctaText: words.cta.description,
  title: (name: string) => fill(words.meta.title, { name }),
  description: (summary: string) => fill(words.meta.description, { summary }),
});

export const categoryWords = bilingual(
  { count: (count: number) => `${count} services`, ...copy(page.en) },
  { count: (count: number) => `${count} services offerts`, ...copy(page.fr) },
);
