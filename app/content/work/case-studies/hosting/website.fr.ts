import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "managed-hosting-northshore-credit-advisors",
    client: "Northshore Credit Advisors",
    sector: "Services financiers, Ontario",
    location: "Sault-Sainte-Marie (Ontario)",
    headline: "Temps de chargement ramené de 4,1 s à 1,3 s",
    summary:
      "Le site WordPress d'une firme de conseil en crédit est passé d'un hébergeur mutualisé étranger à nos serveurs de Toronto : de 4,1 à 1,3 seconde de chargement.",
    services: ["hosting/website", "hosting/security"],
    image: {
      scene: "chart",
      alt: "Illustration d'un graphique montrant la baisse des temps de chargement après une migration d'hébergement",
    },
    problem: [
      "Northshore Credit Advisors aide des familles du Nord de l'Ontario à se sortir de leurs problèmes de dettes et de crédit, et la plupart des premiers contacts passent par le formulaire de consultation de son site web. Les pages mettaient en moyenne 4,1 secondes à s'afficher, et sur les connexions mobiles en région rurale, les visiteurs abandonnaient souvent avant l'apparition du formulaire.",
      "Le site tournait chez un hébergeur mutualisé à bas prix, avec des serveurs aux États-Unis, une version de PHP désuète et aucune sauvegarde testée. Les associés de la firme recevaient en plus des questions de clients qui voulaient savoir où étaient stockées leurs données financières.",
    ],
    approach: [
      {
        title: "Analyse du site existant",
        description:
          "Nous avons analysé le site et relevé une version de PHP qui n'était plus prise en charge, 38 extensions, des images non compressées et aucune mise en cache des pages, puis dressé la liste de ce qu'il fallait corriger avant la migration.",
      },
      {
        title: "Le forfait Affaires, à Toronto",
        description:
          "Nous avons bâti un nouvel environnement sur notre forfait Affaires, avec PHP 8, une mise en cache d'objets Redis et une copie de préproduction, la base de données à Toronto et les sauvegardes à Montréal.",
      },
      {
        title: "Des pages plus légères",
        description:
          "Sur la préproduction, nous avons retiré 11 extensions inutilisées, converti les images en WebP et placé les fichiers statiques derrière le CDN, tout en gardant le formulaire de consultation hors de toute mise en cache.",
      },
      {
        title: "Une bascule en soirée",
        description:
          "Un dimanche soir, nous avons pointé le domaine vers le nouveau serveur, lancé une dernière synchronisation de la base de données et testé le formulaire de consultation sur plusieurs appareils avant le lundi matin.",
      },
    ],
    results: [
      { value: "1,3 s", label: "de chargement moyen par page, contre 4,1 secondes" },
      { value: "27 %", label: "de demandes de consultation en plus dans les trois premiers mois" },
      { value: "0", label: "minute d'interruption pendant la migration" },
    ],
    technologies: ["WordPress", "PHP 8", "Nginx", "Redis", "Cloudflare CDN"],
    duration: "En cours depuis 2023",
  },
  {
    slug: "managed-hosting-prairie-roots-garden-centre",
    client: "Prairie Roots Garden Centre",
    sector: "Centre de jardinage, Saskatchewan",
    location: "Saskatoon (Saskatchewan)",
    headline: "L'achalandage des soldes du printemps, sans interruption",
    summary:
      "La boutique d'un centre de jardinage de Saskatoon a flanché en pleins soldes. Sur notre forfait Commerce, elle a absorbé six fois l'achalandage, sans panne.",
    services: ["hosting/website", "web/ecommerce-development"],
    image: {
      scene: "cart",
      alt: "Illustration du panier d'une boutique en ligne qui reste rapide pendant des soldes saisonniers",
    },
    problem: [
      "Prairie Roots Garden Centre réalise une grande part de son chiffre d'affaires annuel pendant la longue fin de semaine de mai, quand sa boutique en ligne ouvre les précommandes de plantes annuelles et de vivaces. En 2023, la boutique WooCommerce est tombée moins d'une heure après l'envoi du courriel annonçant les soldes, et l'hébergeur l'a bridée pendant presque toute la première journée.",
      "Le personnel a passé la fin de semaine à prendre les commandes par téléphone et à démêler à la main des paiements restés en plan. Les propriétaires voulaient que les soldes de 2024 se déroulent en ligne, sans que personne n'ait les yeux rivés sur un écran de chargement.",
    ],
    approach: [
      {
        title: "Un serveur dédié avec le forfait Commerce",
        description:
          "Nous avons déplacé la boutique sur un serveur virtuel dédié à Toronto, dimensionné d'après les journaux d'achalandage de l'année précédente, avec des sauvegardes horaires de la base de données conservées 90 jours.",
      },
      {
        title: "Une mise en cache qui respecte le panier",
        description:
          "Les pages de produits et de catégories sont servies depuis le cache et le CDN, alors que le panier, le paiement et le compte client passent toujours par le serveur, pour que les stocks et les totaux restent exacts.",
      },
      {
        title: "Des tests de charge avant les soldes",
        description:
          "Deux semaines avant la longue fin de semaine, nous avons simulé huit fois l'achalandage normal en préproduction, repéré une requête lente de calcul des frais de livraison et l'avons corrigée avant la vraie cohue.",
      },
      {
        title: "Gel des changements et surveillance",
        description:
          "Nous avons gelé les mises à jour d'extensions pendant la semaine des soldes et gardé un développeur de garde toute la longue fin de semaine pour surveiller les temps de réponse et les journaux d'erreurs.",
      },
    ],
    results: [
      {
        value: "0",
        label: "minute d'interruption pendant les quatre jours de soldes du printemps",
      },
      {
        value: "6 fois",
        label: "l'achalandage quotidien normal lors de la journée la plus occupée",
      },
      { value: "1 140", label: "commandes en ligne reçues pendant la longue fin de semaine" },
    ],
    technologies: ["WooCommerce", "Nginx", "Redis", "Cloudflare CDN", "k6"],
    duration: "En cours depuis 2024",
    quote: {
      text: "L'an dernier, on notait les commandes sur papier pendant que le site tournait dans le vide. Ce printemps, le courriel des soldes est parti à 7 h du matin, et la boutique a tenu toute la fin de semaine sans broncher.",
      name: "Dana Sawatzky",
      role: "Copropriétaire, Prairie Roots Garden Centre",
    },
  },
  {
    slug: "managed-hosting-clinique-dentaire-riviere-du-loup",
    client: "Clinique dentaire Rivière-du-Loup",
    sector: "Clinique dentaire, Québec",
    location: "Rivière-du-Loup (Québec)",
    headline: "Les données de réservation des patients restent au Canada",
    summary:
      "Nous avons rapatrié au Canada le site bilingue et les demandes de rendez-vous d'une clinique dentaire québécoise, pour l'aider à respecter la Loi 25.",
    services: ["hosting/website", "hosting/security"],
    image: {
      scene: "phone",
      alt: "Illustration d'un téléphone affichant une page bilingue de prise de rendez-vous dentaire",
    },
    problem: [
      "La Clinique dentaire Rivière-du-Loup reçoit la plupart des demandes de rendez-vous de nouveaux patients par son site web, et ces demandes comprennent le nom, le numéro de téléphone et des notes sur la douleur dentaire. Le site était hébergé aux États-Unis, et le formulaire de réservation transmettait en plus chaque demande à un service de formulaires américain.",
      "Selon la Loi 25, communiquer des renseignements personnels à l'extérieur du Québec exige une évaluation des facteurs relatifs à la vie privée, et la personne responsable de la protection des renseignements personnels ne pouvait pas dire où les données de réservation étaient conservées, ni pendant combien de temps. Les patients commençaient à poser la même question à l'accueil.",
    ],
    approach: [
      {
        title: "Suivre le parcours des données",
        description:
          "Nous avons retracé chaque chemin emprunté par les données de réservation, du formulaire aux avis par courriel et aux scripts tiers, et remis un résumé écrit à la personne responsable de la protection des renseignements personnels.",
      },
      {
        title: "Un hébergement à Montréal",
        description:
          "Nous avons déplacé le site et sa base de données dans notre centre de données de Montréal, avec des sauvegardes chiffrées à Toronto, documentées pour l'évaluation des facteurs relatifs à la vie privée de la clinique.",
      },
      {
        title: "Un formulaire que la clinique contrôle",
        description:
          "Nous avons remplacé le service de formulaires américain par un formulaire qui enregistre les demandes dans la base de données de la clinique, avise le personnel sans détail sur le patient et supprime les entrées après 90 jours.",
      },
      {
        title: "Le français d'abord, l'anglais au besoin",
        description:
          "La page de réservation s'ouvre en français et propose une version anglaise aux visiteurs et aux touristes, et le CDN est configuré pour ne jamais mettre en cache ni l'un ni l'autre formulaire.",
      },
    ],
    results: [
      {
        value: "100 %",
        label: "des demandes de rendez-vous désormais stockées sur des serveurs canadiens",
      },
      { value: "90 jours", label: "de conservation au maximum avant la suppression des demandes" },
      { value: "2", label: "langues sur la page de réservation, le français par défaut" },
    ],
    technologies: ["WordPress", "Gravity Forms", "WPML", "Nginx", "Cloudflare CDN"],
    duration: "En cours depuis 2024",
    quote: {
      text: "Notre responsable de la protection des renseignements personnels a maintenant une réponse claire quand un patient demande où vont ses renseignements. Pour les patients, la page de réservation fonctionne comme avant, en français ou en anglais.",
      name: "Marie-Claude Pelletier",
      role: "Dentiste et propriétaire, Clinique dentaire Rivière-du-Loup",
    },
  },
] satisfies CaseStudyInput[];
