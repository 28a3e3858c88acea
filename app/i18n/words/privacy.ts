/** The privacy policy page's eyebrow, from content/pages/privacy.yaml (the policy is in content/company). */
import { allPrivacyPages } from "#content";
import { pageCopy } from "~/content/pages/copy";
import { bilingual } from "../bilingual";

const page = pageCopy(allPrivacyPages);

export const privacyWords = bilingual(
  { eyebrow: page.en.hero.eyebrow },
  { eyebrow: page.fr.hero.eyebrow },
);
