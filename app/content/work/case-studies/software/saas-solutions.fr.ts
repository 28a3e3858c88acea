import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "saas-shiftnorth-scheduling",
    client: "ShiftNorth",
    sector: "Logiciel-service (SaaS) de gestion des horaires",
    location: "Edmonton (Alberta)",
    headline: "140 entreprises abonnées dès la première année",
    summary:
      "Une plateforme d'horaires qui connaît les règles provinciales d'heures supplémentaires et de jours fériés compte 140 entreprises abonnées après un an.",
    services: ["software/saas-solutions", "software/mobile-applications"],
    image: {
      scene: "browser",
      alt: "Illustration d'un calendrier d'horaires du personnel avec quarts de travail et disponibilités dans un navigateur",
    },
    problem: [
      "Avant de lancer l'entreprise, les fondateurs de ShiftNorth dirigeaient des restaurants et une agence de soins à domicile à Edmonton. Les outils d'horaires qu'ils utilisaient étaient pensés pour les règles américaines : pour chaque horaire, les gestionnaires vérifiaient encore à la main les seuils d'heures supplémentaires et l'indemnité des jours fériés.",
      "Ils avaient une idée claire et 30 entreprises prêtes à l'essayer, mais aucun produit. Pour vendre des abonnements, il leur fallait des comptes multilocataires, une facturation fiable et une expérience mobile pour le personnel, le tout dans une première version à la mesure de leurs moyens.",
    ],
    approach: [
      {
        title: "Le prix avant le code",
        description:
          "Nous avons aidé les fondateurs à fixer des forfaits par établissement avec un essai de 14 jours, puis conçu la structure de comptes, de facturation et d'équipes que le produit devrait appliquer.",
      },
      {
        title: "Les règles provinciales intégrées",
        description:
          "Seuils d'heures supplémentaires, périodes de repos et jours fériés de l'Alberta, de la Colombie-Britannique, de la Saskatchewan, du Manitoba et de l'Ontario sont stockés comme règles par province : l'horaire affiche coûts et avertissements à mesure qu'on le bâtit.",
      },
      {
        title: "Le web pour les gestionnaires, le téléphone pour le personnel",
        description:
          "Les gestionnaires planifient dans le navigateur, tandis que les employés consultent et échangent leurs quarts et indiquent leurs disponibilités dans une appli mobile, avec des alertes par texto pour les changements de dernière minute.",
      },
      {
        title: "Facturation et mise en route sans appel",
        description:
          "Stripe Billing gère les essais, les changements de forfait et les taxes selon la province du client (TPS ou TVH, et TVP s'il y a lieu), et une configuration guidée importe le personnel d'un tableur en quelques minutes.",
      },
      {
        title: "Lancement auprès des 30 premiers",
        description:
          "Les 30 entreprises recrutées par les fondateurs ont utilisé le produit pendant un mois avant l'ouverture des inscriptions au public, et leurs commentaires ont façonné le processus d'approbation des échanges de quarts.",
      },
    ],
    results: [
      { value: "140", label: "entreprises payantes à la fin de la première année" },
      { value: "9 800 $", label: "de revenus récurrents mensuels après 12 mois" },
      { value: "24 %", label: "des essais gratuits convertis en forfaits payants" },
    ],
    technologies: [
      "React",
      "TypeScript",
      "Node.js",
      "PostgreSQL",
      "Stripe Billing",
      "React Native",
      "Twilio",
    ],
    duration: "12 semaines",
    quote: {
      text: "Nos clients sont des gestionnaires qui font leurs horaires à minuit, après la fermeture. L'avertissement d'heures supplémentaires, c'est la fonction qu'ils nomment en premier, parce que c'est justement celle qui leur coûtait de l'argent.",
      name: "Adebayo Ogunleye",
      role: "Cofondateur et chef de la direction, ShiftNorth",
    },
  },
  {
    slug: "saas-tidewater-compliance-tracker",
    client: "Tidewater Compliance",
    sector: "Logiciel-service (SaaS) de sécurité maritime",
    location: "St. John's (Terre-Neuve-et-Labrador)",
    headline: "Attrition mensuelle sous les 2 %",
    summary:
      "Un logiciel par abonnement suit certificats, inspections et exercices pour des bateaux de pêche et d'excursion de l'Atlantique : attrition mensuelle sous 2 %.",
    services: ["software/saas-solutions"],
    image: {
      scene: "shield",
      alt: "Illustration d'une liste de contrôle de conformité avec certificats et alertes d'expiration",
    },
    problem: [
      "Tidewater Compliance est né d'un cabinet-conseil en sécurité maritime de St. John's qui aidait les propriétaires de bateaux de pêche, de bateaux d'excursion et de petits traversiers à se préparer aux inspections de Transports Canada. La plupart de ses clients suivaient les certificats d'équipage, l'entretien des radeaux de sauvetage et les registres d'exercices dans des cartables, et ne découvraient un document expiré que lorsqu'un inspecteur le demandait.",
      "Les fondateurs voulaient transformer leurs listes de contrôle en produit par abonnement, mais les petits exploitants résilient vite un logiciel qu'ils n'utilisent pas chaque semaine. Le produit devait se rendre utile entre les saisons, pas seulement à la veille d'une inspection.",
    ],
    approach: [
      {
        title: "Partir de la liste de l'inspecteur",
        description:
          "Nous avons modélisé navires, équipages, certificats et équipements d'après les documents que les inspecteurs de Transports Canada demandent vraiment, et les experts du cabinet ont revu chaque champ.",
      },
      {
        title: "Des alertes bien à l'avance",
        description:
          "Propriétaires et membres d'équipage reçoivent des rappels 90, 30 et 7 jours avant l'expiration d'un certificat ou d'une date d'entretien, avec un lien pour téléverser le document renouvelé depuis un téléphone.",
      },
      {
        title: "Des exercices consignés sur le pont",
        description:
          "Un registre d'exercices adapté au mobile permet au capitaine d'inscrire un exercice d'homme à la mer ou d'incendie en moins d'une minute, ce qui donne aux exploitants une raison d'ouvrir le produit à quelques semaines d'intervalle.",
      },
      {
        title: "Des forfaits saisonniers",
        description:
          "Hors saison, l'abonnement peut être suspendu plutôt qu'annulé : les dossiers et les rappels restent actifs à un prix mensuel réduit.",
      },
    ],
    results: [
      { value: "1,6 %", label: "d'attrition mensuelle moyenne sur les 18 premiers mois" },
      { value: "210", label: "navires suivis dans l'ensemble du Canada atlantique" },
      { value: "4 700", label: "certificats d'équipage surveillés avant leur expiration" },
    ],
    technologies: ["Django", "Python", "PostgreSQL", "Stripe Billing", "AWS Canada (Centre)"],
    duration: "11 semaines",
  },
] satisfies CaseStudyInput[];
