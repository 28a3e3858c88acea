/** The words of the services overview, from content/en/pages/services.yaml. */
import { allServicesWords } from "#content";
import { fill, pageCopy } from "~/content/pages/copy";
import { bilingual } from "../bilingual";

const page = pageCopy(allServicesWords);

const copy = (words: (typeof page)["en"]) => ({
  title: words.meta.title,
  description: words.meta.description,
  heroTitle: words.hero.title,
  heroText: (count: number) => fill(words.hero.description, { count }),
  ctaTitle: words.cta.title,
  ctaText: words.cta.description,
});

export const servicesWords = bilingual(copy(page.en), copy(page.fr));
