/** The words of the why page (its copy is in content/company). */
import { site } from "~/content/site";
import { bilingual } from "../bilingual";

export const whyWords = bilingual(
  {
    eyebrow: `Why ${site.name}`,
    cta: "Book a free consultation",
    reasons: "What you can count on",
    carousel: `Why clients choose ${site.name}`,
    contact: "Contact Us Today",
  },
  {
    eyebrow: `Pourquoi ${site.name}`,
    cta: "Réserver une consultation gratuite",
    reasons: "Ce sur quoi vous pouvez compter",
    carousel: `Pourquoi nos clients choisissent ${site.name}`,
    contact: "Écrivez-nous aujourd'hui",
  },
);
