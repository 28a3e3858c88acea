/** The words of the services overview. */
import { site } from "~/content/site";
import { bilingual } from "../bilingual";

export const servicesWords = bilingual(
  {
    title: "Digital agency services",
    description: `Web design, software, AI, digital marketing, branding and hosting from ${site.name}, a Toronto agency working with businesses across Canada.`,
    heroTitle: { text: `Everything ${site.name}`, accent: "does for you" },
    heroText: (count: number) =>
      `${count} services in six practices, delivered by one team with one project lead. Pick the one you need now; the rest are there when you are ready.`,
    ctaTitle: { text: "Tell us what you", accent: "need next" },
    ctaText:
      "One conversation is enough to know whether we are the right team. We reply within one business day.",
  },
  {
    title: "Services de notre agence numérique",
    description: `Conception web, logiciels, IA, marketing, image de marque et hébergement : ${site.name}, agence torontoise au service des entreprises de tout le Canada.`,
    heroTitle: { text: `Tout ce que ${site.name}`, accent: "fait pour vous" },
    heroText: (count: number) =>
      `${count} services regroupés en six expertises, livrés par une seule équipe et un seul chargé de projet. Choisissez celui qu'il vous faut maintenant ; les autres seront là quand vous serez prêt.`,
    ctaTitle: { text: "Dites-nous de quoi vous", accent: "avez besoin" },
    ctaText:
      "Une seule conversation suffit pour savoir si nous sommes la bonne équipe. Nous répondons d'ici un jour ouvrable.",
  },
);
