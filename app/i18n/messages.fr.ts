/**
 * The interface's words that every page needs, in French, written for a Quebec reader and
 * typeset once, here (app/i18n/typography.ts).
 */
import { site } from "~/content/site";
import type { Messages } from "./messages.en";
import { typesetDeep } from "./typography";

const fr: Messages = {
  skipToContent: "Passer au contenu",
  home: "Accueil",
  nav: {
    main: "Menu principal",
    mobile: "Navigation mobile",
    services: "Services",
    portfolio: "Réalisations",
    megaLink: "Obtenir une consultation gratuite",
    allInCategory: (name: string) => `Tout voir : ${name}`,
    getInTouch: "Pour nous joindre",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    language: "Langue",
    logoHome: `Accueil de ${site.name}`,
    socialLink: (network: string) => `${site.name} sur ${network} (nouvel onglet)`,
  },
  footer: {
    groupLabel: (title: string) => `Pied de page : ${title}`,
    newsletter: "Infolettre",
  },
  newsletter: {
    label: "Adresse courriel",
    placeholder: "vous@entreprise.ca",
    subscribe: "S'abonner",
    invalid: "Veuillez entrer une adresse courriel valide",
    success: "Merci de votre abonnement !",
    checkInbox:
      "Surveillez votre boîte de réception : confirmez votre adresse grâce au lien que nous venons de vous envoyer.",
    consent:
      "Un courriel utile par mois sur les sites web, le référencement et la croissance des entreprises d'ici. Aucun pourriel ; désabonnement en un clic.",
    tooMany:
      "Trop de tentatives depuis votre connexion. Veuillez patienter quelques minutes avant de réessayer.",
    failed:
      "Nous n'avons pas pu enregistrer votre abonnement pour le moment. Réessayez dans une minute ou écrivez-nous.",
    pageTitle: "Infolettre",
    subscribed: "Encore une étape : votre boîte de réception",
    heading: "Notre infolettre mensuelle",
    back: "Retour à l'accueil",
  },
  loader: "Chargement de la page…",
  errors: {
    notFound: "Page introuvable",
    notFoundText:
      "La page demandée a été déplacée ou n'a jamais existé. Tout ce que nous offrons se trouve à un clic de la page d'accueil.",
    code404: "Erreur 404",
    code503: "Erreur 503",
    unavailable: "Nous revenons dans un instant",
    unavailableText:
      "Le site est injoignable pour quelques instants, sans doute le temps d'une mise à jour. Si vous étiez en train de nous envoyer un formulaire, il ne nous est peut-être pas parvenu : revenez à la page précédente, vos renseignements devraient y être encore, puis renvoyez-le dans une minute. Vous pouvez aussi nous téléphoner ou nous écrire.",
    returnHome: "Retour à l'accueil",
    unexpected: "Erreur inattendue de l'application !",
    unexpectedTitle: "Erreur inattendue",
    unknown: "Erreur inconnue",
  },
  honeypot: "Laissez ce champ vide",
  sections: {
    figuresTitle: `${site.name} en chiffres`,
    features: "Caractéristiques",
    ourProcess: "Notre démarche",
    whatsIncluded: "Ce qui est compris",
    whoWeWorkWith: "Nos clients",
    benefits: "Avantages",
    whyUs: "Pourquoi nous",
    integrations: "Intégrations",
    tools: "Outils et technologies",
    platforms: "Plateformes",
    caseStudies: "Études de cas",
    plans: "Forfaits et tarifs",
    mostChosen: "Le plus choisi",
    contents: "Sommaire",
    shortVersion: "En bref",
    faq: "Questions fréquentes",
    learnMore: "En savoir plus",
    selectedWork: "Projets phares",
    viewAllProjects: "Voir toutes nos réalisations",
    viewProject: "Voir le projet",
    viewProjectLabel: (title: string) => `Voir le projet : ${title}`,
    clientSays: "Témoignage",
    quoted: (quote: string) => `« ${quote} »`,
    breadcrumb: "Fil d'Ariane",
    updated: "Dernière mise à jour :",
    step: (n: number) => `Étape ${n} : `,
    explore: (name: string) => `Explorer : ${name}`,
    trustedBy: "Nos clients œuvrent notamment dans ces secteurs",
    heroCards: {
      enquiries: "Demandes qualifiées",
      growth: "+38 %",
      period: "ce trimestre",
      uptime: "Objectif de disponibilité",
    },
    pauseAnimation: "Mettre l'animation d'arrière-plan en pause",
    builtWith: (tools: string) => `Réalisé avec ${tools}`,
  },
  carousel: {
    pause: "Mettre le diaporama en pause",
    play: "Relancer le diaporama",
    previous: "Diapositive précédente",
    next: "Diapositive suivante",
    position: (current: number, count: number) => `${current} sur ${count}`,
    show: (position: number, title: string) => `Afficher la diapositive ${position} : ${title}`,
  },
  search: {
    open: "Rechercher",
    title: "Rechercher dans le site",
    description:
      "Cherchez parmi nos services, études de cas, réalisations, questions fréquentes et articles.",
    label: "Rechercher dans le site",
    placeholder: "Services, études de cas, articles…",
    submit: "Lancer la recherche",
    close: "Fermer la recherche",
    loading: "Chargement de l'index de recherche…",
    prompt: "Tapez au moins deux lettres.",
    results: (count: number, query: string) =>
      count === 0
        ? `Aucun résultat pour « ${query} ».`
        : count === 1
          ? `1 résultat pour « ${query} ».`
          : `${count} résultats pour « ${query} ».`,
    more: (count: number) => `Afficher ${count} résultats de plus`,
    failed: "La recherche n'a pas pu se charger. Vérifiez votre connexion et réessayez.",
    noScript:
      "La recherche fonctionne dans votre navigateur et exige JavaScript, qui est désactivé. Toutes les pages restent accessibles à partir des sections ci-dessous.",
    sections: "Sections du site",
    scope:
      "La recherche parcourt toutes les pages du site en français : nos services et leurs tarifs, les réalisations et études de cas avec leurs résultats, les réponses de la FAQ et tous les articles publiés. Chaque résultat ouvre la page où se trouvent les mots cherchés.",
  },
};

export default typesetDeep(fr);
