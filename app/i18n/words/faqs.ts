/**
 * The words of the FAQ and its topics' pages (the questions are in content/en/company): their copy
 * from content/en/pages/faqs.yaml, and the counts of answers and the topics' menu.
 */
import { allFaqsWords } from "#content";
import { pageCopy } from "~/content/pages/copy";
import { bilingual } from "../bilingual";

const page = pageCopy(allFaqsWords);

const copy = (words: (typeof page)["en"]) => ({
  eyebrow: words.hero.eyebrow,
  art: words.hero.imageAlt,
  answersTitle: words.answersTitle,
  ctaTitle: words.cta.title,
  ctaText: words.cta.description,
  ctaButton: words.cta.button,
});

export const faqsWords = bilingual(
  {
    ...copy(page.en),
    count: (answers: number, topics: number) => `${answers} answers in ${topics} topics`,
    topics: "Topics",
    answers: (count: number) => `${count} answers`,
  },
  {
    ...copy(page.fr),
    count: (answers: number, topics: number) => `${answers} réponses réparties en ${topics} thèmes`,
    topics: "Thèmes",
    answers: (count: number) => `${count} réponses`,
  },
);
