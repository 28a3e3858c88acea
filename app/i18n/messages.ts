/**
 * The interface's words that every page needs, in both languages: one typed catalogue
 * (docs/decisions/0006). The French catalogue must have every key the English one has
 * (TypeScript checks it), and its typography is applied once, here. The words of one kind of
 * page are in words/ (each page loads only its own); page copy lives in the content modules.
 */
import { site } from "~/content/site";
import { newsletterConsentWording, newsletterMessages } from "~/lib/newsletter";
import { type Locale, useLocale } from "./locale";
import { typesetDeep } from "./typography";

const en = {
  skipToContent: "Skip to content",
  home: "Home",
  nav: {
    main: "Main",
    mobile: "Mobile",
    services: "Services",
    portfolio: "Portfolio",
    megaLink: "Get a free consultation",
    allInCategory: (name: string) => `All ${name}`,
    getInTouch: "Get in touch",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    language: "Language",
    logoHome: `${site.name} home`,
    socialLink: (network: string) => `${site.name} on ${network} (opens in a new tab)`,
  },
  footer: {
    groupLabel: (title: string) => `Footer: ${title}`,
    newsletter: "Newsletter",
  },
  newsletter: {
    label: "Email address",
    placeholder: "you@company.ca",
    subscribe: "Subscribe",
    invalid: newsletterMessages.invalid as string,
    success: newsletterMessages.success as string,
    checkInbox: "Check your inbox: confirm your address with the link we just sent you.",
    consent: newsletterConsentWording,
    tooMany: "Too many attempts from your connection. Please wait a few minutes and try again.",
    failed:
      "We could not save your subscription just now. Please try again in a minute, or write to us.",
    pageTitle: "Newsletter",
    subscribed: "One more step: check your inbox",
    heading: "Our monthly newsletter",
    back: "Back to the home page",
  },
  loader: "Loading page…",
  errors: {
    notFound: "Page not found",
    notFoundText:
      "The page you asked for has moved or never existed. Everything we offer is one click away from the home page.",
    code404: "Error 404",
    code503: "Error 503",
    unavailable: "We'll be right back",
    unavailableText:
      "The site is out of reach for a moment, most likely while we update it. If you were sending us a form, it may not have reached us: go back, your details should still be there, and send it again in a minute. You can also call or email us.",
    returnHome: "Return Home",
    unexpected: "Unexpected Application Error!",
    unexpectedTitle: "Unexpected error",
    unknown: "Unknown error",
  },
  honeypot: "Leave this field empty",
  sections: {
    figuresTitle: `${site.name} in figures`,
    features: "Features",
    ourProcess: "Our process",
    whatsIncluded: "What's included",
    whoWeWorkWith: "Who we work with",
    benefits: "Benefits",
    whyUs: "Why us",
    integrations: "Integrations",
    tools: "Tools and technologies",
    platforms: "Platforms",
    caseStudies: "Case studies",
    plans: "Plans and pricing",
    mostChosen: "Most chosen",
    contents: "Contents",
    shortVersion: "The short version",
    faq: "FAQ",
    learnMore: "Learn more",
    selectedWork: "Selected work",
    viewAllProjects: "View All Projects",
    viewProject: "View Project",
    viewProjectLabel: (title: string) => `View Project: ${title}`,
    clientSays: "What a client says",
    quoted: (quote: string) => `“${quote}”`,
    breadcrumb: "Breadcrumb",
    updated: "Last updated",
    step: (n: number) => `Step ${n}: `,
    explore: (name: string) => `Explore ${name}`,
    trustedBy: "Trusted by teams in",
    heroCards: {
      enquiries: "Qualified enquiries",
      growth: "+38%",
      period: "this quarter",
      uptime: "Hosting uptime target",
    },
    pauseAnimation: "Pause background animation",
    builtWith: (tools: string) => `Built with ${tools}`,
  },
  carousel: {
    pause: "Pause slide show",
    play: "Play slide show",
    previous: "Previous slide",
    next: "Next slide",
    position: (current: number, count: number) => `${current} of ${count}`,
    show: (position: number, title: string) => `Show slide ${position}: ${title}`,
  },
  search: {
    open: "Search",
    title: "Search the site",
    description: "Search every service, case study, project, FAQ and article on the site.",
    label: "Search the site",
    placeholder: "Services, case studies, articles…",
    submit: "Search",
    close: "Close search",
    loading: "Loading the search index…",
    prompt: "Type at least two letters.",
    results: (count: number, query: string) =>
      count === 0
        ? `No results for “${query}”.`
        : count === 1
          ? `1 result for “${query}”.`
          : `${count} results for “${query}”.`,
    more: (count: number) => `Show ${count} more`,
    failed: "Search could not load. Check your connection and try again.",
    noScript:
      "Search runs in your browser and needs JavaScript, which is turned off. Every page is also reachable from the sections below.",
    sections: "Sections of the site",
    scope:
      "The search covers every page of the English site: our services and their prices, the projects and case studies with their results, the answers in the FAQs and every published article. Results open the page where the words appear.",
  },
};

export type Messages = typeof en;

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

export const messages: Record<Locale, Messages> = { en, fr: typesetDeep(fr) };

/** The interface's words in the language of the page being rendered. */
export function useMessages(): Messages {
  return messages[useLocale()];
}
