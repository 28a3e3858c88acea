/** The words of the contact page. */
import { site, siteFr } from "~/content/site";
import { bilingual } from "../bilingual";

export const contactWords = bilingual(
  {
    title: "Contact Us: Free Consultation and Quote",
    description: `Tell ${site.name} about your website, software, AI or marketing project. A senior team member replies within ${site.responseTime} with advice and a fixed quote.`,
    eyebrow: "Contact us",
    heroTitle: { text: "Tell us about", accent: "your project" },
    heroText: `Ask a question or request a free quote. We reply within ${site.responseTime}, with straight advice and no obligation.`,
    section: "Contact",
    aside: "Other ways to reach us",
    direct: "Reach us directly",
    phone: "Phone",
    email: "Email",
    office: "Office",
    hours: "Hours",
    responseTime: "Response time",
    within: `Within ${site.responseTime}`,
    nextTitle: "What happens next",
    next: [
      {
        title: "We read it the same day",
        description: `A senior member of the team, not a sales desk, reads your enquiry and replies within ${site.responseTime}.`,
      },
      {
        title: "A free 30-minute call",
        description:
          "At the time you prefer, we talk through your goals, constraints and budget, and tell you honestly what we would do.",
      },
      {
        title: "A fixed quote in writing",
        description:
          "Within a week you get a written scope, a fixed price in Canadian dollars and a schedule. No obligation to go further.",
      },
    ],
    thanks: (firstName: string) => `Thank you, ${firstName}.`,
    thanksText: `Your enquiry has reached us. A senior member of our team will reply within ${site.responseTime}, usually by email, to set up your free consultation.`,
    seeWork: "See our work while you wait",
    bookTitle: "Rather talk first?",
    bookText:
      "Pick a 30-minute slot with the person who would lead your project and get a calendar invitation straight away.",
    bookLink: "Book a free consultation",
  },
  {
    title: "Nous joindre : consultation et soumission gratuites",
    description: `Parlez à ${site.name} de votre projet de site web, de logiciel, d'IA ou de marketing. Une personne d'expérience vous répond d'ici ${siteFr.responseTime}.`,
    eyebrow: "Nous joindre",
    heroTitle: { text: "Parlez-nous de", accent: "votre projet" },
    heroText: `Posez une question ou demandez une soumission gratuite. Nous répondons d'ici ${siteFr.responseTime}, avec des conseils francs et sans engagement.`,
    section: "Formulaire de contact",
    aside: "Autres façons de nous joindre",
    direct: "Pour nous joindre directement",
    phone: "Téléphone",
    email: "Courriel",
    office: "Bureau",
    hours: "Heures d'ouverture",
    responseTime: "Délai de réponse",
    within: `D'ici ${siteFr.responseTime}`,
    nextTitle: "La suite des choses",
    next: [
      {
        title: "Nous la lisons le jour même",
        description: `Une personne d'expérience de l'équipe, et non un service des ventes, lit votre demande et vous répond d'ici ${siteFr.responseTime}.`,
      },
      {
        title: "Un appel gratuit de 30 minutes",
        description:
          "Au moment qui vous convient, nous discutons de vos objectifs, de vos contraintes et de votre budget, et nous vous disons franchement ce que nous ferions.",
      },
      {
        title: "Une soumission ferme par écrit",
        description:
          "En moins d'une semaine, vous recevez une portée écrite, un prix fixe en dollars canadiens et un échéancier. Sans aucune obligation de poursuivre.",
      },
    ],
    thanks: (firstName: string) => `Merci, ${firstName}.`,
    thanksText: `Votre demande nous est bien parvenue. Une personne d'expérience de notre équipe vous répondra d'ici ${siteFr.responseTime}, habituellement par courriel, pour fixer votre consultation gratuite.`,
    seeWork: "Découvrez nos réalisations en attendant",
    bookTitle: "Vous préférez en parler d'abord ?",
    bookText:
      "Choisissez une plage de 30 minutes avec la personne qui dirigerait votre projet et recevez l'invitation d'agenda sur-le-champ.",
    bookLink: "Réserver une consultation gratuite",
  },
);
