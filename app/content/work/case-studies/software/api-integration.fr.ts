import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "api-muskoka-outfitters-ledger-sync",
    client: "Muskoka Outfitters",
    sector: "Commerce de plein air",
    location: "Huntsville (Ontario)",
    headline: "15 heures de saisie comptable en moins par semaine",
    summary:
      "Les ventes en ligne et en magasin entrent seules dans QuickBooks Online, avec la taxe de chaque province : un magasin de plein air gagne 15 heures par semaine.",
    services: ["software/api-integration", "web/ecommerce-development"],
    image: {
      scene: "cart",
      alt: "Illustration de commandes d'une boutique en ligne versées automatiquement dans les registres comptables",
    },
    problem: [
      "Muskoka Outfitters vend canots, pagaies, matériel de camping et vêtements dans son magasin de Huntsville et dans une boutique Shopify qui expédie partout au Canada. Sa commis comptable à temps partiel ressaisissait dans QuickBooks Online chaque commande en ligne, chaque remboursement et chaque versement, en plus des ventes quotidiennes de la caisse Lightspeed du magasin.",
      "L'été, les commandes en ligne montaient jusqu'à 900 par mois, et la saisie prenait environ 15 heures par semaine. Les envois vers le Québec, la Colombie-Britannique et les Prairies exigeaient un traitement fiscal différent, et de petites erreurs refaisaient surface chaque trimestre, au moment de préparer la déclaration de TVH.",
    ],
    approach: [
      {
        title: "S'entendre sur la source de référence",
        description:
          "Avec la commis comptable et le propriétaire, nous avons établi quel système faisait foi pour les produits, les clients et les versements, et comment les remboursements et les cartes-cadeaux devaient apparaître dans les livres.",
      },
      {
        title: "Des codes de taxe selon la destination",
        description:
          "Chaque ligne de commande reçoit le code de taxe du lieu de livraison (TVH dans les provinces qui l'appliquent, TPS et TVQ au Québec, TPS et TVP en Colombie-Britannique, en Saskatchewan et au Manitoba, TPS seule en Alberta et dans les territoires), et les ventes en magasin sont inscrites avec la TVH de l'Ontario.",
      },
      {
        title: "Des essais en environnement de test",
        description:
          "Avant la mise en service, nous avons rejoué trois mois de commandes réelles dans un environnement de test QuickBooks et comparé le résultat, ligne par ligne, avec les écritures de la commis.",
      },
      {
        title: "Ne traiter que les exceptions",
        description:
          "Une commande qui échoue à une vérification, par exemple un code de taxe manquant ou un versement qui ne concorde pas, aboutit dans une courte file de vérification avec une alerte par courriel, au lieu d'être synchronisée en silence.",
      },
    ],
    results: [
      { value: "15 h", label: "de saisie comptable en moins chaque semaine en haute saison" },
      {
        value: "< 10 min",
        label: "entre une commande payée et son reçu de vente inscrit aux livres",
      },
      {
        value: "0",
        label: "correction de taxe de vente aux deux dernières déclarations trimestrielles",
      },
    ],
    technologies: ["Shopify", "Lightspeed Retail", "QuickBooks Online", "Node.js", "AWS Lambda"],
    duration: "6 semaines",
    quote: {
      text: "Avant, je passais le lundi et presque tout le mardi à saisir les commandes de la fin de semaine. Maintenant, je regarde la file de vérification en prenant mon café, je règle les deux ou trois cas qui ont besoin de moi, et tout le reste est déjà dans les livres.",
      name: "Lorraine Beaulieu",
      role: "Commis comptable, Muskoka Outfitters",
    },
  },
  {
    slug: "api-kelowna-physio-reporting",
    client: "Kelowna Physio Collective",
    sector: "Cliniques de physiothérapie",
    location: "Kelowna (Colombie-Britannique)",
    headline: "Des rapports hebdomadaires produits automatiquement",
    summary:
      "Chaque nuit, Jane App et QuickBooks Online alimentent un tableau de bord qui donne à quatre cliniques de l'Okanagan leurs visites et revenus de la semaine.",
    services: ["software/api-integration", "digital-marketing/analytics-reporting"],
    image: {
      scene: "chart",
      alt: "Illustration de données de rendez-vous transformées en graphiques hebdomadaires de visites et de revenus",
    },
    problem: [
      "Kelowna Physio Collective exploite quatre cliniques à Kelowna, West Kelowna et Vernon. Chaque lundi, le gestionnaire exportait les rendez-vous de Jane App et les ventes de QuickBooks Online, puis fusionnait le tout dans un tableur pour présenter aux associés les visites, les annulations et les revenus par clinique et par physiothérapeute.",
      "Le rapport prenait presque une journée et n'était souvent prêt que le mercredi. Les associés ne pouvaient ni comparer leurs cliniques ni repérer une hausse des annulations tardives avant des semaines. Deux versions du tableur circulaient souvent, et les réunions commençaient par un débat sur les bons chiffres.",
    ],
    approach: [
      {
        title: "Choisir les indicateurs",
        description:
          "Nous avons retenu avec les associés huit indicateurs, dont les visites, les nouveaux patients, les annulations tardives et le revenu par heure de traitement, et consigné la façon exacte de calculer chacun.",
      },
      {
        title: "Seulement les données utiles",
        description:
          "La synchronisation nocturne lit le nombre de rendez-vous, leur statut et le total des factures, mais aucune note clinique ni aucun nom de patient : les renseignements personnels sur la santé restent dans Jane App.",
      },
      {
        title: "Une petite base de données de rapports",
        description:
          "Les chiffres sont stockés dans une base PostgreSQL hébergée dans la région de Montréal de Google Cloud, puis comparés aux totaux de la veille avant chaque actualisation du tableau de bord.",
      },
      {
        title: "Un tableau de bord que les associés consultent",
        description:
          "Un tableau de bord Looker Studio compare les quatre cliniques d'une semaine à l'autre, et un courriel sommaire parvient à chaque associé le lundi à 7 h. Il a vite révélé une hausse des annulations tardives dans une clinique, qui envoie désormais ses rappels de rendez-vous plus tôt.",
      },
    ],
    results: [
      { value: "6 h", label: "de travail de gestion en moins chaque semaine pour les rapports" },
      { value: "Lundi 7 h", label: "réception du rapport hebdomadaire, plutôt que le mercredi" },
      { value: "18 %", label: "d'annulations tardives en moins après l'ajustement des rappels" },
    ],
    technologies: [
      "Jane App",
      "QuickBooks Online",
      "PostgreSQL",
      "Google Cloud Montréal",
      "Looker Studio",
    ],
    duration: "5 semaines",
  },
  {
    slug: "api-saint-john-supply-shipping",
    client: "Saint John Supply",
    sector: "Distribution industrielle",
    location: "Saint John (Nouveau-Brunswick)",
    headline: "Des étiquettes imprimées en quelques secondes",
    summary:
      "Chez un fournisseur industriel néo-brunswickois, un seul écran compare les tarifs de Postes Canada, Purolator et Day & Ross et imprime l'étiquette aussitôt.",
    services: ["software/api-integration"],
    image: {
      scene: "globe",
      alt: "Illustration de colis acheminés vers des transporteurs de partout au Canada à partir d'un seul écran de commande",
    },
    problem: [
      "Saint John Supply distribue de la quincaillerie de fixation, de l'équipement de sécurité et des pièces d'entretien aux usines, aux chantiers navals et aux entrepreneurs du Canada atlantique et de l'Ontario. Pour comparer les tarifs, les expéditeurs copiaient chaque adresse du système de commandes sur les sites web de trois transporteurs, puis imprimaient l'étiquette chez le moins cher.",
      "Chaque envoi prenait environ quatre minutes au poste d'emballage, et les fautes de frappe dans les adresses entraînaient chaque semaine des colis retournés et des frais de nouvelle livraison. Les clients ne recevaient leur numéro de suivi que si quelqu'un pensait à le leur envoyer par courriel.",
    ],
    approach: [
      {
        title: "Observer le poste d'emballage",
        description:
          "Nous avons chronométré une matinée complète d'expéditions et relevé chaque champ copié à la main : l'essentiel des quatre minutes passait à ressaisir des données et à naviguer d'un site de transporteur à l'autre.",
      },
      {
        title: "Les tarifs de tous les transporteurs d'un coup",
        description:
          "Dès qu'une commande est marquée comme emballée, l'intégration transmet son poids, ses dimensions et l'adresse aux trois transporteurs, puis affiche côte à côte les prix et les dates de livraison.",
      },
      {
        title: "Des adresses vérifiées avant l'étiquette",
        description:
          "Les adresses sont validées avec les données de Postes Canada avant l'achat de l'étiquette, et celles qui semblent douteuses sont signalées pour un bref appel au client.",
      },
      {
        title: "Un clic pour imprimer et aviser",
        description:
          "L'étiquette choisie sort de l'imprimante Zebra du poste, et le numéro de suivi est inscrit dans la commande puis envoyé automatiquement au client par courriel.",
      },
    ],
    results: [
      {
        value: "8 s",
        label: "pour comparer les tarifs et imprimer une étiquette, contre 4 minutes",
      },
      {
        value: "11 %",
        label: "de baisse du coût moyen d'expédition grâce à la comparaison des transporteurs",
      },
      { value: "85 %", label: "de colis retournés en moins pour cause d'adresse erronée" },
    ],
    technologies: [
      "API de Postes Canada",
      "Purolator E-Ship",
      "API Day & Ross",
      "Sage 50",
      "Node.js",
    ],
    duration: "7 semaines",
    quote: {
      text: "Dans une grosse journée, on expédie 120 commandes. Passer de quelques minutes à quelques secondes par étiquette a redonné presque un après-midi complet à nos deux expéditeurs, et les clients ont arrêté d'appeler pour demander leur numéro de suivi.",
      name: "Patrick Thériault",
      role: "Directeur de l'entrepôt, Saint John Supply",
    },
  },
] satisfies CaseStudyInput[];
