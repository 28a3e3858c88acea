/** The words of the accessibility statement's page (the statement is in content/company). */
import { bilingual } from "../bilingual";

export const accessibilityWords = bilingual(
  {
    eyebrow: "Accessibility statement",
    reviewed: "Last reviewed",
    nextReview: "Next review planned",
  },
  {
    eyebrow: "Déclaration d'accessibilité",
    reviewed: "Dernier examen :",
    nextReview: "Prochain examen prévu :",
  },
);
