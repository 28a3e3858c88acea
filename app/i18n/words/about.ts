/**
 * The about page's small headings and buttons, from content/en/pages/about.yaml and its French
 * twin (its story is in content/en/company/about.md).
 */
import { allAboutWords } from "#content";
import { pageCopy } from "~/content/pages/copy";
import { bilingual } from "../bilingual";

const page = pageCopy(allAboutWords);

const copy = (words: (typeof page)["en"]) => ({
  eyebrow: words.hero.eyebrow,
  cta: words.hero.cta,
  mission: words.mission.eyebrow,
  values: words.values.eyebrow,
  process: words.process.eyebrow,
  team: words.team.eyebrow,
  contact: words.cta.button,
});

export const aboutWords = bilingual(copy(page.en), copy(page.fr));
