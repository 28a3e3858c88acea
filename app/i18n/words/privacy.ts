/** The words of the privacy policy's page (the policy is in content/company). */
import { bilingual } from "../bilingual";

export const privacyWords = bilingual(
  {
    eyebrow: "Privacy policy",
  },
  {
    eyebrow: "Politique de confidentialité",
  },
);
