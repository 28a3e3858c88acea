/** The words of the quote form, which the booking form reuses for the same fields. */
import { bilingual } from "../bilingual";

export const quoteWords = bilingual(
  {
    labels: {
      firstName: "First name",
      lastName: "Last name",
      company: "Company",
      email: "Email",
      phone: "Phone (optional)",
      callbackTime: "Preferred call-back time",
      services: "Which services are you interested in?",
      budget: "Budget range (CAD)",
      description: "About your project",
      marketingConsent: "Monthly email",
    },
    title: "Request a free quote",
    required: "All fields are required unless marked optional.",
    chooseTime: "Choose a time",
    chooseOneOrMore: "Choose one or more.",
    chooseRange: "Choose a range",
    descriptionHint: (min: number, max: number) =>
      `What you want to achieve, by when, and anything we should know. ${min} to ${max.toLocaleString("en-CA")} characters.`,
    privacyBefore:
      "We use your details only to answer this enquiry. Read how we handle them in our",
    privacyLink: "privacy policy",
    sending: "Sending…",
    send: "Send my enquiry",
  },
  {
    labels: {
      firstName: "Prénom",
      lastName: "Nom de famille",
      company: "Entreprise",
      email: "Courriel",
      phone: "Téléphone (facultatif)",
      callbackTime: "Moment préféré pour vous rappeler",
      services: "Quels services vous intéressent ?",
      budget: "Budget prévu (en dollars canadiens)",
      description: "Votre projet",
      marketingConsent: "Courriel mensuel",
    },
    title: "Demander une soumission gratuite",
    required: "Tous les champs sont obligatoires, sauf mention contraire.",
    chooseTime: "Choisir un moment",
    chooseOneOrMore: "Choisissez-en un ou plusieurs.",
    chooseRange: "Choisir une fourchette",
    descriptionHint: (min: number, max: number) =>
      `Ce que vous voulez accomplir, pour quand, et tout ce que nous devrions savoir. De ${min} à ${max.toLocaleString("fr-CA")} caractères.`,
    privacyBefore:
      "Nous utilisons vos coordonnées uniquement pour répondre à cette demande. Pour savoir comment nous les traitons, consultez notre",
    privacyLink: "politique de confidentialité",
    sending: "Envoi en cours…",
    send: "Envoyer ma demande",
  },
);
