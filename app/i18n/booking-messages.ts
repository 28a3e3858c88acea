/**
 * The words of the booking pages (/book, the manage page) in each language. The French is
 * written for a Quebec reader and typeset when the module loads.
 */
import { site, siteFr } from "~/content/site";
import type { Locale } from "./locale";
import { typesetDeep } from "./typography";

const en = {
  title: `Book a free consultation | ${site.name}`,
  description:
    "Pick a 30-minute slot with a senior member of our team, in your own time zone, and get a calendar invitation with a link to reschedule or cancel.",
  eyebrow: "Free consultation",
  heroTitle: "Book a free consultation",
  section: "Choose a time and book",
  heroText:
    "Thirty minutes with the person who would lead your project: we listen, ask about your goals, and tell you plainly what we would do, what it would cost and how long it would take. No obligation, no sales script.",
  steps: { topic: "1. What and who", time: "2. Pick a time", details: "3. Your details" },
  topic: "What would you like to talk about?",
  host: "Who would you like to meet?",
  anyHost: "Anyone available",
  zone: "Show times in",
  zoneHint: "Times below are in this zone. Our office is in Toronto.",
  show: "Show times",
  calendar: "Days with free times",
  previousWeek: "Previous week",
  nextWeek: "Next week",
  noDay: "no free times",
  slotsOn: (count: number) => (count === 1 ? "1 free time" : `${count} free times`),
  noneThisWeek: "No free times this week.",
  firstFree: "Go to the first free day",
  noneAtAll: `No one who takes this topic has a free time in the next three weeks. Write to us from the contact page, or call ${site.phone.display}, and we will find one.`,
  times: (day: string) => `Free times on ${day}`,
  inToronto: (time: string) => `${time} in Toronto`,
  mode: "How should we meet?",
  video: "Video call (a link in your invitation, nothing to install)",
  phone: "Phone call (we call you)",
  note: "Anything we should read first? (optional)",
  noteHint: "A link to your current site, the deadline you are working to, what worries you.",
  required: "All fields are required unless marked optional.",
  phoneLabel: "Phone (optional for a video call)",
  book: "Book this time",
  booking: "Booking…",
  refusals: {
    taken: "Someone booked that time while you were choosing.",
    busy: "That time has just filled up in our calendar.",
    "day-full": "Every consultation of that day is booked.",
    "off-hours": "That time is outside our consultation hours.",
    closed:
      "We hold no consultations that day: it is a weekend, a public holiday in Ontario or a day off.",
    "too-far": "We take bookings up to three weeks ahead, and that time is further out.",
    "too-soon": "That time is too soon: we need a business day to prepare.",
    past: "That time has already passed.",
    "form-used":
      "This form has already been sent, and its booking is in your inbox. To book another time, reload the page.",
    "address-upcoming":
      "This email address already has two consultations coming up. Move or cancel one with the link in its invitation, or write to us from the contact page.",
    "address-mail": `We have sent this email address all the booking emails we send in a day. Try again tomorrow, write to us from the contact page, or call ${site.phone.display}.`,
    "not-changeable": "This consultation can no longer be changed: it has started or is cancelled.",
  },
  nearest: "Here are the nearest free times; your details are kept.",
  pickAnother: "Pick another time below.",
  alternatives: "Nearest free times",
  chooseAlternative: "Choose one of these times and book again.",
  contactInstead: "Prefer to write? Send us your project",
  contactText: `The contact page takes a longer description and a budget; we answer within ${site.responseTime}.`,
  contactLink: "Tell us about your project",
  // The manage page.
  manageTitle: `Your free consultation | ${site.name}`,
  bookedTitle: "You are booked",
  bookedText: (email: string) =>
    `We have sent the invitation to ${email}. Add it to your calendar from the email or with the button below.`,
  yourBooking: "Your free consultation",
  details: "The details",
  with: "With",
  when: "When",
  inOffice: "In Toronto",
  how: "How",
  topicLabel: "About",
  addToCalendar: "Add to calendar (.ics)",
  addToGoogle: "Add to Google Calendar",
  addToOutlook: "Add to Outlook",
  calendarLinks: "Add it to your calendar",
  reschedule: "Choose another time",
  rescheduleText: "Pick a new time below: the invitation is updated for you and for us.",
  move: "Move to this time",
  moved: "Done: your consultation has moved. The updated invitation is on its way.",
  cancel: "Cancel the consultation",
  cancelText: "Can't make it? Cancelling frees the time for someone else.",
  confirmCancelTitle: "Cancel this consultation?",
  confirmCancelText:
    "Its time goes back on the booking page for someone else. You can undo it for a minute after.",
  reasonCancel: "Why are you cancelling? (optional)",
  reasonMove: "Why are you moving it? (optional)",
  reasonHint: "It helps us, and only the person you were to meet reads it.",
  confirmCancel: "Yes, cancel it",
  keep: "Keep it",
  cancelled: "This consultation is cancelled.",
  cancelledText:
    "The cancellation reaches your inbox in a minute. You are welcome to book another time.",
  cancelledByTeamText:
    "We had to cancel it, and we are sorry. The cancellation is in your inbox. Book another time whenever suits you.",
  fromTeam: "A word from the team",
  undo: "Undo the cancellation",
  undoText: "Changed your mind? For a minute, you can take it back.",
  restored: "Your consultation is back on.",
  undoRefused: {
    "too-late": "It is too late to undo the cancellation. You are welcome to book another time.",
    taken: "Someone booked that time in the meantime. You are welcome to book another one.",
  },
  bookAgain: "Book another time",
  past: "This consultation has taken place.",
  notFound: "This link does not match a consultation.",
};

export type BookingMessages = typeof en;

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
  refusals: {
    taken: "Quelqu'un a réservé cette plage pendant que vous faisiez votre choix.",
    busy: "Cette plage vient de se remplir dans notre agenda.",
    "day-full": "Toutes les consultations de cette journée sont réservées.",
    "off-hours": "Cette heure tombe en dehors de nos heures de consultation.",
    closed:
      "Nous ne tenons pas de consultations ce jour-là : c'est une fin de semaine, un jour férié en Ontario ou un congé.",
    "too-far":
      "Nous prenons les réservations jusqu'à trois semaines d'avance, et cette plage tombe plus loin.",
    "too-soon": "Cette plage arrive trop vite : il nous faut un jour ouvrable pour nous préparer.",
    past: "Cette plage est déjà passée.",
    "form-used":
      "Ce formulaire a déjà été envoyé, et la réservation qu'il a faite est dans votre boîte de réception. Pour réserver un autre moment, rechargez la page.",
    "address-upcoming":
      "Cette adresse courriel a déjà deux consultations à venir. Déplacez ou annulez-en une avec le lien de son invitation, ou écrivez-nous depuis la page Nous joindre.",
    "address-mail": `Cette adresse courriel a déjà reçu aujourd'hui tous les courriels de réservation que nous envoyons en une journée. Réessayez demain, écrivez-nous depuis la page Nous joindre ou appelez au ${site.phone.display}.`,
    "not-changeable":
      "Cette consultation ne peut plus être modifiée : elle a commencé ou elle est annulée.",
  },
  nearest: "Voici les plages libres les plus proches; vos renseignements sont conservés.",
  pickAnother: "Choisissez une autre plage ci-dessous.",
  alternatives: "Plages libres les plus proches",
  chooseAlternative: "Choisissez l'une de ces plages et réservez de nouveau.",
  contactInstead: "Vous préférez écrire ? Décrivez-nous votre projet",
  contactText: `La page Nous joindre accepte une description plus longue et un budget; nous vous répondons d'ici ${siteFr.responseTime}.`,
  contactLink: "Parlez-nous de votre projet",
  manageTitle: `Votre consultation gratuite | ${site.name}`,
  bookedTitle: "C'est réservé",
  bookedText: (email: string) =>
    `L'invitation est partie à ${email}. Ajoutez-la à votre agenda depuis le courriel ou avec le bouton ci-dessous.`,
  yourBooking: "Votre consultation gratuite",
  details: "Les détails",
  with: "Avec",
  when: "Quand",
  inOffice: "À Toronto",
  how: "Comment",
  topicLabel: "Sujet",
  addToCalendar: "Ajouter à l'agenda (.ics)",
  addToGoogle: "Ajouter à Google Agenda",
  addToOutlook: "Ajouter à Outlook",
  calendarLinks: "L'ajouter à votre agenda",
  reschedule: "Choisir un autre moment",
  rescheduleText:
    "Choisissez une nouvelle plage ci-dessous : l'invitation sera mise à jour pour vous et pour nous.",
  move: "Déplacer à cette heure",
  moved: "C'est fait : votre consultation est déplacée. L'invitation mise à jour est en route.",
  cancel: "Annuler la consultation",
  cancelText:
    "Vous ne pouvez pas y être ? En annulant, vous libérez la plage pour quelqu'un d'autre.",
  confirmCancelTitle: "Annuler cette consultation ?",
  confirmCancelText:
    "Sa plage redevient libre pour quelqu'un d'autre. Vous aurez une minute pour revenir sur votre décision.",
  reasonCancel: "Pourquoi annulez-vous ? (facultatif)",
  reasonMove: "Pourquoi la déplacez-vous ? (facultatif)",
  reasonHint: "Ça nous aide, et seule la personne que vous deviez rencontrer le lira.",
  confirmCancel: "Oui, l'annuler",
  keep: "La garder",
  cancelled: "Cette consultation est annulée.",
  cancelledText:
    "L'avis d'annulation arrivera dans votre boîte de réception d'ici une minute. Vous pouvez réserver un autre moment quand vous voulez.",
  cancelledByTeamText:
    "Nous avons dû l'annuler, et nous en sommes désolés. L'avis d'annulation est dans votre boîte de réception. Réservez un autre moment quand ça vous convient.",
  fromTeam: "Un mot de l'équipe",
  undo: "Rétablir la consultation",
  undoText: "Vous avez changé d'idée ? Vous avez une minute pour revenir en arrière.",
  restored: "Votre consultation est rétablie.",
  undoRefused: {
    "too-late":
      "Il est trop tard pour revenir sur l'annulation. Vous pouvez réserver un autre moment.",
    taken: "Quelqu'un a réservé cette plage entre-temps. Vous pouvez en réserver une autre.",
  },
  bookAgain: "Réserver un autre moment",
  past: "Cette consultation a eu lieu.",
  notFound: "Ce lien ne correspond à aucune consultation.",
});

export const bookingMessages: Record<Locale, BookingMessages> = { en, fr };
