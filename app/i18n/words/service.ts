/** The words every service's page shares, from content/en/pages/service.yaml. */
import { allServiceWords } from "#content";
import { pageCopy } from "~/content/pages/copy";
import { bilingual } from "../bilingual";

const page = pageCopy(allServiceWords);

const copy = (words: (typeof page)["en"]) => ({
  getStarted: words.hero.cta,
  questionsAbout: words.faq.title,
  readyTitle: words.cta.title,
  contactNow: words.cta.button,
  book: words.cta.book,
});

export const serviceWords = bilingual(copy(page.en), copy(page.fr));
