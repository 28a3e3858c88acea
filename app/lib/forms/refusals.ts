/**
 * What the server answers a public form it refuses (the quote and the newsletter), in the
 * language of the page it came from. Kept apart from the handlers so the wording is read and
 * translated in one place.
 */
import { site } from "~/content/site";
import type { Locale } from "~/i18n/locale";
import { typesetDeep } from "~/i18n/typography";
import { fixFieldsMessages } from "./details";

const formMessagesEn = {
  origin: `This form can only be sent from the ${site.name} website. Please open our contact page and try again.`,
  rateLimited: `You have sent several forms in a short time. Please wait a few minutes and try again, or email us at ${site.email.display}.`,
  refused: `We could not accept this form. Please try again, or email us at ${site.email.display}.`,
  tooFast:
    "That was quicker than we expected from a person. Please check your details and send the form again.",
  expired: "This form has expired. Please send it again: your details are still here.",
  reused:
    "This form has already been sent once. To send another enquiry, send it again: your details are still here.",
  storeFailed: `We could not save your enquiry just now. Your details are still in the form: please try again in a moment, or call us at ${site.phone.display}.`,
  subscribeFailed: "We could not save your subscription just now. Please try again in a moment.",
  fixFields: fixFieldsMessages.en,
};

export const formMessagesByLocale: Record<Locale, typeof formMessagesEn> = {
  en: formMessagesEn,
  fr: typesetDeep({
    origin: `Ce formulaire ne peut être envoyé que depuis le site de ${site.name}. Ouvrez notre page Nous joindre et réessayez.`,
    rateLimited: `Vous avez envoyé plusieurs formulaires en peu de temps. Patientez quelques minutes avant de réessayer, ou écrivez-nous à ${site.email.display}.`,
    refused: `Nous n'avons pas pu accepter ce formulaire. Réessayez, ou écrivez-nous à ${site.email.display}.`,
    tooFast:
      "C'était plus rapide que ce qu'on attend d'une personne. Vérifiez vos renseignements et envoyez le formulaire de nouveau.",
    expired: "Ce formulaire a expiré. Envoyez-le de nouveau : vos renseignements sont toujours là.",
    reused:
      "Ce formulaire a déjà été envoyé une fois. Pour envoyer une autre demande, envoyez-le de nouveau : vos renseignements sont toujours là.",
    storeFailed: `Nous n'avons pas pu enregistrer votre demande pour le moment. Vos renseignements sont toujours dans le formulaire : réessayez dans un instant, ou appelez-nous au ${site.phone.display}.`,
    subscribeFailed:
      "Nous n'avons pas pu enregistrer votre abonnement pour le moment. Réessayez dans un instant.",
    fixFields: fixFieldsMessages.fr,
  }),
};
export const formMessages = formMessagesByLocale.en;
