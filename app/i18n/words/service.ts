/** The words of a service page. */
import { bilingual } from "../bilingual";

export const serviceWords = bilingual(
  {
    getStarted: "Get Started",
    questionsAbout: "Questions about",
    readyTitle: { text: "Ready to Get", accent: "Started?" },
    readyText: (name: string) =>
      `Tell us about your project and we will reply within one business day with honest advice on ${name}, a rough budget and a timeline.`,
    contactNow: "Contact Us Now",
    book: "Book a free consultation",
  },
  {
    getStarted: "Démarrer un projet",
    questionsAbout: "Vos questions sur",
    readyTitle: { text: "Prêt à", accent: "passer à l'action ?" },
    readyText: (subject: string) =>
      `Parlez-nous de votre projet : d'ici un jour ouvrable, nous vous répondons avec des conseils francs sur ${subject}, un budget approximatif et un échéancier.`,
    contactNow: "Écrivez-nous",
    book: "Réserver une consultation gratuite",
  },
);
