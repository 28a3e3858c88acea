/** The words of a service page. */
import { bilingual } from "../bilingual";

export const serviceWords = bilingual(
  {
    getStarted: "Get Started",
    questionsAbout: "Questions about",
    readyTitle: { text: "Ready to Get", accent: "Started?" },
    contactNow: "Contact Us Now",
    book: "Book a free consultation",
  },
  {
    getStarted: "Démarrer un projet",
    questionsAbout: "Vos questions sur",
    readyTitle: { text: "Envie de", accent: "passer à l'action ?" },
    contactNow: "Écrivez-nous",
    book: "Réserver une consultation gratuite",
  },
);
