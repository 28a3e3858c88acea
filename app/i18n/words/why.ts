/**
 * The why page's small headings and buttons, from content/en/pages/why.yaml (its reasons are in
 * content/en/company), and the label of its carousel.
 */
import { allWhyWords } from "#content";
import { pageCopy } from "~/content/pages/copy";
import { site } from "~/content/site";
import { bilingual } from "../bilingual";

const page = pageCopy(allWhyWords);

const copy = (words: (typeof page)["en"]) => ({
  eyebrow: words.hero.eyebrow,
  cta: words.hero.cta,
  reasons: words.reasons.eyebrow,
  contact: words.cta.button,
});

export const whyWords = bilingual(
  { ...copy(page.en), carousel: `Why clients choose ${site.name}` },
  { ...copy(page.fr), carousel: `Pourquoi nos clients choisissent ${site.name}` },
);
