/**
 * The words of the page where a booked consultation is managed, in French, written for a Quebec
 * reader and typeset once, here.
 */
import { site } from "~/content/site";
import type { ManageMessages } from "./manage-messages.en";
import { typesetDeep } from "./typography";

const fr: ManageMessages = typesetDeep({
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
  bookAgain: "Réserver un autre moment",
  past: "Cette consultation a eu lieu.",
  notFound: "Ce lien ne correspond à aucune consultation.",
});

export default fr;
