import type { ProjectInput } from "../schema";

export default {
  slug: "healthplus",
  client: "HealthPlus Clinics",
  sector: "Groupe de cliniques multidisciplinaires",
  location: "Calgary (Alberta)",
  headline: "+64 % de réservations en ligne dans 5 cliniques",
  summary:
    "Un seul site accessible pour cinq cliniques de Calgary, avec profils de praticiens et réservation en ligne : 64 % de rendez-vous en ligne en plus.",
  title: {
    text: "Cinq cliniques, 48 praticiens,",
    accent: "un seul site pour réserver le bon rendez-vous",
  },
  category: "web",
  year: 2024,
  services: ["web/website-design-development", "web/copywriting", "digital-marketing/seo"],
  image: {
    scene: "globe",
    alt: "Illustration d'un plan de ville indiquant cinq cliniques à côté d'un module de réservation en ligne",
  },
  detailImage: {
    scene: "browser",
    alt: "Illustration d'une page de profil de praticien avec ses services, les langues parlées et un bouton de réservation",
  },
  problem: [
    "HealthPlus Clinics exploite cinq cliniques à Calgary qui offrent de la physiothérapie, de la chiropratique, de la massothérapie, de la relation d'aide et des services de nutrition. Chaque clinique avait bâti sa propre présence en ligne : les patients tombaient sur trois sites différents, deux systèmes de réservation et des biographies de praticiens qui dataient de plusieurs années.",
    "À l'accueil, les matinées se passaient à répondre aux mêmes appels : quelle clinique offre la physiothérapie en rééducation périnéale et pelvienne, qui travaille le soir, si un service peut être facturé directement à Alberta Blue Cross. Comme bien des patients sont des aînés ou se remettent d'une blessure, la direction voulait un site que tout le monde puisse utiliser, même si aucune loi albertaine ne l'exigeait. Nous l'avons conçu selon les WCAG 2.2, niveau AA, au-delà des WCAG 2.0, niveau AA, qu'exige la Loi de 2005 sur l'accessibilité pour les personnes handicapées de l'Ontario (LAPHO) des organisations de 50 employés ou plus.",
  ],
  approach: [
    {
      title: "Organiser le site autour des questions des patients",
      description:
        "Nous avons passé en revue un mois de notes d'appels de l'accueil et de données de recherche, puis organisé le site par problème de santé, par service et par clinique : un patient qui a mal au dos à Signal Hill trouve en deux clics le praticien compétent le plus proche.",
    },
    {
      title: "Rédiger des profils qui aident à choisir",
      description:
        "Nos rédacteurs ont interviewé les 48 praticiens lors de courts appels et rédigé leurs profils selon un format uniforme : formation, champs d'intérêt, langues parlées et facturation directe. Les gestionnaires des cliniques les mettent maintenant à jour dans le système de gestion de contenu.",
    },
    {
      title: "Réunir la réservation en un seul parcours",
      description:
        "Nous avons regroupé les deux systèmes de réservation dans Jane App et créé un parcours qui filtre par service, par clinique, par praticien et par plage de soir ou de fin de semaine. Les renseignements d'admission restent dans Jane : le site web lui-même ne conserve jamais de renseignements de santé.",
    },
    {
      title: "Développer et tester l'accessibilité",
      description:
        "Le site a été développé avec Astro et Sanity, puis testé avec axe, en navigation au clavier seulement et avec les lecteurs d'écran NVDA et VoiceOver. Avant le lancement, deux patients qui utilisent des technologies d'assistance ont fait tout le parcours de réservation.",
    },
    {
      title: "Préserver la visibilité dans les moteurs de recherche",
      description:
        "Nous avons redirigé 260 adresses des trois anciens sites, ajouté des données structurées et une page distincte pour chaque clinique, et mis de l'ordre dans le Profil d'entreprise Google de chacune.",
    },
  ],
  results: [
    { value: "+64 %", label: "de réservations en ligne dans les cinq cliniques en six mois" },
    { value: "46 %", label: "d'appels de réservation en moins à l'accueil des cliniques" },
    { value: "3 fois", label: "plus de visites organiques sur les profils des praticiens" },
    {
      value: "0",
      label: "problème critique au regard des WCAG 2.2 AA à l'audit avant le lancement",
    },
  ],
  technologies: [
    "Astro",
    "Sanity",
    "Jane App",
    "Cloudflare",
    "axe DevTools",
    "Google Search Console",
  ],
  duration: "12 semaines",
  quote: {
    text: "Avant, nos équipes d'accueil commençaient chaque journée en retournant des messages vocaux pour expliquer qui travaille où. Aujourd'hui, la plupart des patients arrivent en ayant déjà réservé le bon praticien, à la bonne clinique.",
    name: "Amrit Chahal",
    role: "Directeur des opérations, HealthPlus Clinics",
  },
} satisfies ProjectInput;
