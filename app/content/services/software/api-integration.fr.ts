import type { ServiceInput } from "../../schema";
import { siteFr } from "../../site";
import { fixedQuoteFr } from "../promise";

export default {
  category: "software",
  slug: "api-integration",
  name: "Intégration d'API",
  meta: {
    title: "Intégration d'API pour les entreprises canadiennes",
    description:
      "Reliez QuickBooks Online, Shopify, Salesforce, Moneris, Postes Canada et plus encore. Des intégrations d'API fiables qui mettent fin à la double saisie.",
  },
  hero: {
    title: { text: "Des logiciels de gestion qui", accent: "se parlent enfin" },
    description:
      "Nous relions les outils de comptabilité, de vente, de commerce électronique, de paiement et d'expédition que votre équipe utilise déjà. Les données circulent d'elles-mêmes, et plus personne n'a à les recopier à la main.",
    showCTA: true,
    image: {
      scene: "network",
      alt: "Illustration de nœuds reliant les systèmes de comptabilité, de boutique en ligne, de gestion de la relation client et d'expédition",
    },
  },
  intro: {
    title: { text: "La double saisie,", accent: "un coût salarial caché" },
    paragraphs: [
      "Chaque fois qu'un employé recopie une commande de Shopify dans QuickBooks, ou un nouveau prospect d'un formulaire web dans votre logiciel de gestion de la relation client (GRC), vous payez les minutes perdues et les erreurs. Sur un an, ces petites tâches invisibles représentent des semaines de travail et un filet constant d'erreurs de facturation.",
      `Nous concevons des intégrations qui transfèrent ces données automatiquement, les vérifient et vous avertissent quand une intervention humaine s'impose. Un projet qui relie plusieurs systèmes est habituellement en service en 5 à 10 semaines, et une seule connexion entre deux systèmes bien documentés ne demande souvent que 2 à 4 semaines.`,
    ],
    image: {
      scene: "code",
      alt: "Illustration de code qui associe les champs d'une commande en ligne à ceux d'une facture comptable",
    },
  },
  features: {
    title: { text: "Des intégrations", accent: "dignes de confiance" },
    description:
      "Relier deux systèmes, c'est facile. Le vrai travail, c'est de garder cette connexion exacte pendant des années.",
    items: [
      {
        title: "Synchronisation bidirectionnelle",
        description:
          "Clients, commandes, factures, stocks et contacts restent cohérents d'un système à l'autre, selon des règles claires sur celui qui fait foi.",
        icon: "repeat",
      },
      {
        title: "Gestion des erreurs et reprises",
        description:
          "Quand un service est en panne ou qu'un enregistrement est refusé, l'intégration réessaie, met le travail en file d'attente et prévient la bonne personne au lieu d'échouer en silence.",
        icon: "life-buoy",
      },
      {
        title: "Taxes correctement comptabilisées",
        description:
          "TPS, TVH, TVP et TVQ sont associées aux bons codes de taxe dans QuickBooks Online ou Xero. Votre teneur de livres n'a plus à corriger des écritures en fin de trimestre.",
        icon: "percent",
      },
      {
        title: "Crochets web et temps réel",
        description:
          "Grâce aux crochets web (webhooks), les changements se propagent dès qu'ils se produisent : une facture payée déclenche une expédition, une soumission signée crée un projet.",
        icon: "zap",
      },
      {
        title: "Identifiants protégés",
        description:
          "Les clés d'API et les jetons OAuth sont chiffrés, limités aux accès strictement nécessaires et renouvelés régulièrement. Les renseignements personnels sont traités conformément à la LPRPDE.",
        icon: "lock",
      },
      {
        title: "Surveillance et journaux",
        description:
          "Un journal d'activité simple indique ce qui a été synchronisé, à quel moment, et pourquoi un élément a été ignoré. Vos questions trouvent réponse en quelques minutes.",
        icon: "activity",
      },
    ],
  },
  process: {
    title: { text: "Comment nous relions", accent: "vos systèmes" },
    description:
      "Une démarche prudente, par étapes, qui protège vos données en production du début à la fin.",
    steps: [
      {
        title: "Inventaire des systèmes",
        description:
          "Nous répertorions chacun de vos outils, les endroits où les données sont saisies deux fois et ce que chaque système permet de faire au moyen de son API.",
      },
      {
        title: "Correspondance des données",
        description:
          "Ensemble, nous convenons de la correspondance des champs, des codes de taxe, du traitement des doublons et du système qui l'emporte en cas de conflit.",
      },
      {
        title: "Développement en environnement de test",
        description:
          "Nous développons et testons d'abord avec des comptes d'essai. Vos vrais livres comptables et vos dossiers clients ne courent ainsi aucun risque.",
      },
      {
        title: "Mise en service progressive",
        description:
          "Nous activons l'intégration pour une partie des enregistrements, comparons les résultats, puis l'étendons à l'ensemble.",
      },
      {
        title: "Surveillance et entretien",
        description:
          "Les éditeurs modifient régulièrement leurs API. Nous repérons les fonctions appelées à disparaître et mettons vos intégrations à jour avant la moindre panne.",
      },
    ],
  },
  showcase: {
    title: { text: "Des intégrations qui", accent: "font gagner de vraies heures" },
    description:
      "Quelques exemples de connexions que nous avons réalisées pour des entreprises canadiennes.",
    items: [
      "api-muskoka-outfitters-ledger-sync",
      "api-kelowna-physio-reporting",
      "api-saint-john-supply-shipping",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Pourquoi ne pas simplement utiliser Zapier ou Make ?",
      answer:
        "C'est souvent possible, et nous vous le dirons. Les outils sans code conviennent bien aux connexions simples et à faible volume. Une intégration sur mesure se justifie quand les volumes sont élevés, que la logique est complexe, que la fiscalité et la comptabilité entrent en jeu ou que les frais par tâche commencent à s'accumuler.",
    },
    {
      question: "Combien coûte une intégration ?",
      answer: `Une connexion entre deux systèmes bien documentés coûte habituellement de 4 000 $ à 15 000 $. Les projets multisystèmes aux règles complexes se situent généralement entre 15 000 $ et 50 000 $, plus de modestes frais mensuels d'hébergement et de surveillance. Vous recevez ${fixedQuoteFr}.`,
    },
    {
      question: "Et si l'un de nos systèmes n'a pas d'API publique ?",
      answer:
        "Nous examinons les solutions de rechange : exportations de fichiers planifiées, lecture automatique de courriels, accès à la base de données si l'éditeur le permet, ou intergiciel reconnu. Si aucune n'est fiable, nous vous le dirons plutôt que de bâtir quelque chose de fragile.",
    },
    {
      question: "Où l'intégration est-elle hébergée, et qui peut voir nos données ?",
      answer:
        "Les intégrations s'exécutent sur une infrastructure infonuagique que nous hébergeons dans des centres de données canadiens, et seuls les champs nécessaires circulent entre les systèmes. L'accès est restreint et journalisé, et nous signons une entente de confidentialité avant de toucher à vos données de production.",
    },
    {
      question: "Que se passe-t-il quand un éditeur modifie son API ?",
      answer:
        "Les éditeurs annoncent généralement leurs changements des mois à l'avance. Dans le cadre d'un forfait de soutien, nous suivons ces avis, mettons à jour et testons votre intégration avant l'échéance, et réglons rapidement toute défaillance imprévue.",
    },
  ],
  sections: [
    {
      type: "integrations",
      title: { text: "Les systèmes", accent: "que nous intégrons" },
      description:
        "Les plateformes sur lesquelles les entreprises canadiennes comptent le plus. La vôtre n'y figure pas ? Demandez-nous : si elle offre une API, nous pouvons très probablement la connecter.",
      items: [
        "QuickBooks Online",
        "Xero",
        "Sage 50",
        "Wave",
        "Shopify",
        "WooCommerce",
        "Lightspeed",
        "Salesforce",
        "HubSpot",
        "Zoho CRM",
        "Moneris",
        "Stripe",
        "Square",
        "Helcim",
        "PayPal",
        "Postes Canada",
        "Purolator",
        "UPS",
        "FedEx",
        "Jane App",
        "Clio",
        "Microsoft 365",
        "Google Workspace",
        "Mailchimp",
        "Slack",
      ],
    },
    {
      type: "benefits",
      title: { text: "Ce que des systèmes connectés", accent: "vous apportent" },
      items: [
        "Votre personnel cesse de retaper commandes, contacts et factures, et récupère chaque semaine des heures pour le travail qui exige vraiment une personne.",
        "Moins d'erreurs de saisie, c'est moins de litiges de facturation, moins d'erreurs d'expédition et des livres plus propres au moment des impôts.",
        "Vos gestionnaires consultent des chiffres de ventes, de liquidités et de stocks à jour, et non l'exportation de la semaine dernière.",
        "Vos clients reçoivent plus vite confirmations, numéros de suivi et factures, puisque plus rien ne dort dans la boîte de réception de quelqu'un.",
        "Vous pourrez ajouter de nouveaux outils plus tard sans retomber dans les solutions de contournement manuelles.",
      ],
    },
    {
      type: "reasons",
      title: { text: "Pourquoi les entreprises nous confient", accent: "leurs intégrations" },
      items: [
        "Nous connaissons les particularités canadiennes, des codes de taxe de vente provinciale aux dossiers clients bilingues, en passant par les transporteurs d'ici.",
        "Nous recommandons des connecteurs prêts à l'emploi lorsqu'ils suffisent, et ne développons sur mesure que lorsque c'est rentable.",
        "Chaque intégration est livrée avec sa documentation et un journal d'activité : vous n'avez jamais à deviner ce qui se passe.",
      ],
    },
  ],
  cta: {
    title: { text: "Encore des données à recopier", accent: "d'un système à l'autre ?" },
    description:
      "Envoyez-nous la liste de vos outils et dites-nous où se fait la double saisie. Nous vous proposerons la façon la plus rapide de les relier.",
    button: "Planifier mon intégration",
  },
  closing: `Dites-nous quels systèmes devraient se parler et ce qui accroche quand ils ne le font pas. Nous vous répondrons d'ici ${siteFr.responseTime} avec des conseils francs pour les relier, un budget approximatif et un échéancier.`,
} satisfies ServiceInput;
