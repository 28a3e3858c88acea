/**
 * The privacy policy page's eyebrow, from content/en/pages/privacy.yaml and its French twin (the
 * policy is in content/en/company/privacy.md).
 */
import { allPrivacyWords } from "#content";
import { pageCopy } from "~/content/pages/copy";
import { bilingual } from "../bilingual";

const page = pageCopy(allPrivacyWords);

export const privacyWords = bilingual(
  { eyebrow: page.en.hero.eyebrow },
  { eyebrow: page.fr.hero.eyebrow },
);
