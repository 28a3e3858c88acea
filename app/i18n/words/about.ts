/** The words of the about page (its copy is in content/company). */
import { site } from "~/content/site";
import { bilingual } from "../bilingual";

export const aboutWords = bilingual(
  {
    eyebrow: `About ${site.name}`,
    cta: "Meet us on a free call",
    mission: "Our mission",
    values: "What we value",
    process: "How we work",
    team: "Our team",
    contact: "Start a conversation",
  },
  {
    eyebrow: `À propos de ${site.name}`,
    cta: "Faisons connaissance lors d'un appel gratuit",
    mission: "Notre mission",
    values: "Nos valeurs",
    process: "Notre façon de travailler",
    team: "Notre équipe",
    contact: "Amorcer la conversation",
  },
);
