/**
 * The words of the booking pages in French, written for a Quebec reader and typeset once, here.
 */
import { site, siteFr } from "~/content/site";
import type { BookingMessages } from "./booking-messages.en";
import { typesetDeep } from "./typography";

const fr: BookingMessages = typesetDeep({
  title: `Réserver une consultation gratuite | ${site.name}`,
  description:
    "Trente minutes avec une personne d'expérience de notre équipe, à votre heure, et une invitation d'agenda avec un lien pour déplacer ou annuler.",
  eyebrow: "Consultation gratuite",
  heroTitle: "Réserver une consultation gratuite",
  section: "Choisir un moment et réserver",
  heroText:
    "Trente minutes avec la personne qui dirigerait votre projet : nous vous écoutons, nous vous questionnons sur vos objectifs, puis nous vous disons franchement ce que nous ferions, combien ça coûterait et combien de temps ça prendrait. Sans engagement et sans discours de vente.",
  steps: {
    topic: "1. Le sujet et la personne",
    time: "2. Le moment",
    details: "3. Vos coordonnées",
  },
  topic: "De quoi voulez-vous parler ?",
  host: "Qui voulez-vous rencontrer ?",
  anyHost: "La première personne disponible",
  zone: "Afficher les heures selon",
  zoneHint: "Les heures ci-dessous suivent ce fuseau. Notre bureau est à Toronto.",
  show: "Afficher les heures",
  calendar: "Jours avec des plages libres",
  previousWeek: "Semaine précédente",
  nextWeek: "Semaine suivante",
  noDay: "aucune plage libre",
  slotsOn: (count: number) => (count === 1 ? "1 plage libre" : `${count} plages libres`),
  noneThisWeek: "Aucune plage libre cette semaine.",
  firstFree: "Aller au premier jour libre",
  noneAtAll: `Personne ne peut traiter ce sujet dans les trois prochaines semaines. Écrivez-nous depuis la page Nous joindre ou appelez au ${site.phone.display} : nous vous trouverons un moment.`,
  times: (day: string) => `Plages libres le ${day}`,
  inToronto: (time: string) => `${time} à Toronto`,
  mode: "Comment préférez-vous nous parler ?",
  video: "Appel vidéo (un lien dans l'invitation, rien à installer)",
  phone: "Appel téléphonique (nous vous appelons)",
  note: "Quelque chose à lire avant l'appel ? (facultatif)",
  noteHint: "Un lien vers votre site actuel, votre échéance, ce qui vous inquiète.",
  required: "Tous les champs sont obligatoires, sauf ceux marqués facultatifs.",
  phoneLabel: "Téléphone (facultatif pour un appel vidéo)",
  book: "Réserver cette plage",
  booking: "Réservation en cours…",
  alternatives: "Plages libres les plus proches",
  chooseAlternative: "Choisissez l'une de ces plages et réservez de nouveau.",
  contactInstead: "Vous préférez écrire ? Décrivez-nous votre projet",
  contactText: `La page Nous joindre accepte une description plus longue et un budget; nous vous répondons d'ici ${siteFr.responseTime}.`,
  contactLink: "Parlez-nous de votre projet",
});

export default fr;
