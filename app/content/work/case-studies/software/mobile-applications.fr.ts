import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "mobile-prairie-roast-loyalty",
    client: "Prairie Roast",
    sector: "Chaîne de cafés",
    location: "Regina (Saskatchewan)",
    headline: "31 % des commandes passées dans l'appli en un an",
    summary:
      "Reliée aux caisses de neuf cafés saskatchewanais, une appli de commande et de fidélité capte 31 % des commandes, un an après avoir remplacé la carte à tampons.",
    services: ["software/mobile-applications", "software/api-integration"],
    image: {
      scene: "cart",
      alt: "Illustration d'un écran de commande mobile avec un café commandé et un solde de points de fidélité",
    },
    problem: [
      "Prairie Roast exploite neuf cafés à Regina, Saskatoon et Moose Jaw. Son programme de fidélité reposait sur une carte à tampons en papier : les clients la perdaient, le personnel la tamponnait deux fois aux heures de pointe et le siège social ne pouvait rien en mesurer.",
      "Dans les succursales du centre-ville, la file du matin débordait souvent sur le trottoir entre 7 h 30 et 9 h, et les propriétaires voyaient des habitués filer vers une chaîne qui offrait la commande mobile. Un premier essai avec un service de commande tiers avait été abandonné, car les commandes arrivaient sur une tablette à part que personne ne surveillait.",
    ],
    approach: [
      {
        title: "Définir ce que l'appli devait faire",
        description:
          "Des entrevues avec 20 habitués et les baristas ont ramené la première version à trois fonctions : commander à l'avance, accumuler et échanger des points, et trouver le café le plus proche avec ses heures d'ouverture.",
      },
      {
        title: "Des commandes qui arrivent aux caisses existantes",
        description:
          "Les commandes passées dans l'appli entrent directement dans le point de vente Square du café choisi et sortent sur l'imprimante du comptoir : les baristas n'ont pas d'écran de plus à surveiller.",
      },
      {
        title: "Des points qui suivent le client",
        description:
          "Les clients accumulent des points sur leurs commandes dans l'appli et en balayant un code au comptoir, et les soldes des cartes à tampons ont été reportés pendant le premier mois.",
      },
      {
        title: "Des notifications avec consentement",
        description:
          "Les alertes de commande prête sont activées par défaut, alors que les messages promotionnels exigent un consentement distinct, horodaté, pour respecter la Loi canadienne anti-pourriel (LCAP).",
      },
      {
        title: "Une version bêta, puis l'App Store et Google Play",
        description:
          "Le personnel et des habitués de deux cafés ont utilisé une version bêta privée pendant quatre semaines avant le lancement public dans l'App Store et Google Play.",
      },
    ],
    results: [
      { value: "31 %", label: "de toutes les commandes passées dans l'appli après 12 mois" },
      { value: "16 800", label: "clients inscrits au programme de fidélité" },
      {
        value: "4 min",
        label: "d'attente en moins le matin, en moyenne, dans les cafés du centre-ville",
      },
    ],
    technologies: ["React Native", "Expo", "TypeScript", "API Square", "Firebase Cloud Messaging"],
    duration: "12 semaines",
    quote: {
      text: "On avait peur que l'appli ajoute du travail derrière le comptoir. Les commandes sortent sur la même imprimante que celles des clients sur place, et dès le printemps, nos habitués tendaient leur téléphone au lieu de demander un tampon.",
      name: "Kendra Wiebe",
      role: "Cofondatrice, Prairie Roast",
    },
  },
  {
    slug: "mobile-northshore-inspections-field",
    client: "Northshore Inspections",
    sector: "Inspection préachat",
    location: "North Vancouver (Colombie-Britannique)",
    headline: "Rapports livrés le jour même plutôt qu'en 3 jours",
    summary:
      "Une appli d'inspection hors ligne, avec photos et liste de contrôle par système, permet à une entreprise de North Vancouver de livrer ses rapports le jour même.",
    services: ["software/mobile-applications"],
    image: {
      scene: "phone",
      alt: "Illustration d'une appli d'inspection sur téléphone avec liste de contrôle et prise de photos",
    },
    problem: [
      "Northshore Inspections compte sept inspecteurs en bâtiment agréés qui couvrent la North Shore, Squamish et la Sunshine Coast. Ils prenaient leurs notes sur papier et leurs photos au téléphone, puis passaient la soirée à associer de 150 à 300 photos aux bonnes observations dans un traitement de texte.",
      "Les acheteurs recevaient le rapport environ trois jours ouvrables après l'inspection, un délai trop long quand la levée des conditions d'une offre tombait à peine une semaine plus tard. Les courtiers immobiliers commençaient à recommander des entreprises plus rapides.",
    ],
    approach: [
      {
        title: "Une liste de contrôle bâtie avec les inspecteurs",
        description:
          "Nous avons transformé les normes de pratique de l'entreprise en liste de contrôle structurée par système, de la toiture à l'électricité, avec des commentaires types que les inspecteurs peuvent modifier sur place.",
      },
      {
        title: "Des photos jointes là où elles sont prises",
        description:
          "Chaque photo est prise directement dans l'observation qu'elle illustre, annotée de flèches et de cercles, puis compressée pour qu'une inspection complète se téléverse en quelques minutes.",
      },
      {
        title: "Travailler sans réseau",
        description:
          "Vides sanitaires, sous-sols et propriétés rurales n'ont souvent aucune couverture : l'appli enregistre tout sur l'appareil et synchronise dès que l'inspecteur retrouve le réseau.",
      },
      {
        title: "Un rapport produit au téléversement",
        description:
          "Dès que l'inspecteur marque le dossier comme terminé, un PDF mis en page, avec un sommaire des défauts majeurs, est produit et envoyé à l'acheteur et à son courtier.",
      },
    ],
    results: [
      { value: "Le jour même", label: "livraison du rapport, au lieu de 3 jours ouvrables" },
      { value: "2 h 30", label: "de rédaction en moins le soir, par inspection" },
      { value: "22 %", label: "d'inspections en plus grâce aux recommandations des courtiers" },
    ],
    technologies: ["React Native", "TypeScript", "SQLite", "Node.js", "AWS Canada (Centre)"],
    duration: "10 semaines",
  },
] satisfies CaseStudyInput[];
