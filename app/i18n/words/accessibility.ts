/**
 * The accessibility statement page's eyebrow, from content/pages/accessibility.yaml (the
 * statement is in content/company), and the labels of its review dates.
 */
import { allAccessibilityPages } from "#content";
import { pageCopy } from "~/content/pages/copy";
import { bilingual } from "../bilingual";

const page = pageCopy(allAccessibilityPages);

export const accessibilityWords = bilingual(
  { eyebrow: page.en.hero.eyebrow, reviewed: "Last reviewed", nextReview: "Next review planned" },
  {
    eyebrow: page.fr.hero.eyebrow,
    reviewed: "Dernier examen :",
    nextReview: "Prochain examen prévu :",
  },
);
