/**
 * The accessibility statement page's eyebrow, from content/en/pages/accessibility.yaml (the
 * statement is in content/en/company), and the labels of its review dates.
 */
import { allAccessibilityWords } from "#content";
import { pageCopy } from "~/content/pages/copy";
import { bilingual } from "../bilingual";

const page = pageCopy(allAccessibilityWords);

export const accessibilityWords = bilingual(
  { eyebrow: page.en.hero.eyebrow, reviewed: "Last reviewed", nextReview: "Next review planned" },
  {
    eyebrow: page.fr.hero.eyebrow,
    reviewed: "Dernier examen :",
    nextReview: "Prochain examen prévu :",
  },
);
