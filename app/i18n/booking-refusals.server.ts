/**
 * Why the server refused a booking, a move or an undone cancellation, in each language: the
 * server alone says it (app/lib/booking/page.server.ts), so the words stay out of the browser's
 * bundle. The French is written for a Quebec reader and typeset once, here (bilingual()).
 */
import { site } from "~/content/site";
import { bilingual } from "./bilingual";

export const bookingRefusals = bilingual(
  {
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
      "not-changeable":
        "This consultation can no longer be changed: it has started or is cancelled.",
    },
    nearest: "Here are the nearest free times; your details are kept.",
    pickAnother: "Pick another time below.",
    undoRefused: {
      "too-late": "It is too late to undo the cancellation. You are welcome to book another time.",
      taken: "Someone booked that time in the meantime. You are welcome to book another one.",
    },
  },
  {
    refusals: {
      taken: "Quelqu'un a réservé cette plage pendant que vous faisiez votre choix.",
      busy: "Cette plage vient de se remplir dans notre agenda.",
      "day-full": "Toutes les consultations de cette journée sont réservées.",
      "off-hours": "Cette heure tombe en dehors de nos heures de consultation.",
      closed:
        "Nous ne tenons pas de consultations ce jour-là : c'est une fin de semaine, un jour férié en Ontario ou un congé.",
      "too-far":
        "Nous prenons les réservations jusqu'à trois semaines d'avance, et cette plage tombe plus loin.",
      "too-soon":
        "Cette plage arrive trop vite : il nous faut un jour ouvrable pour nous préparer.",
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
    undoRefused: {
      "too-late":
        "Il est trop tard pour revenir sur l'annulation. Vous pouvez réserver un autre moment.",
      taken: "Quelqu'un a réservé cette plage entre-temps. Vous pouvez en réserver une autre.",
    },
  },
);
