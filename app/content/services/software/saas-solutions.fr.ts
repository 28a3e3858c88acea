import type { ServiceInput } from "../../schema";
import { siteFr } from "../../site";
import { fixedQuoteFr } from "../promise";

export default {
  category: "software",
  slug: "saas-solutions",
  name: "Solutions SaaS",
  meta: {
    title: "Création de logiciels-services (SaaS) au Canada",
    description:
      "Nous créons des produits SaaS multilocataires avec facturation par abonnement, comptes sécurisés et données hébergées au Canada, du lancement à la croissance.",
  },
  hero: {
    title: {
      text: "Créez un produit SaaS",
      accent: "que vos clients paient avec plaisir chaque mois",
    },
    description:
      "Nous aidons les entrepreneurs et les entreprises établies du Canada à transformer leur expertise en logiciel par abonnement : sécurisé, multilocataire, facturable et prêt à passer de dix clients à des milliers.",
    showCTA: true,
    image: {
      scene: "dashboard",
      alt: "Illustration d'un tableau de bord d'administration SaaS affichant les abonnés, les revenus mensuels et le taux d'attrition",
    },
  },
  intro: {
    title: { text: "Des revenus récurrents exigent", accent: "un produit conçu pour eux" },
    paragraphs: [
      "Un logiciel-service (SaaS) est bien plus qu'une application avec un écran de connexion. Il doit isoler les données de chaque client, facturer chacun de façon fiable tous les mois, accueillir les nouveaux clients sans appel téléphonique et rester en ligne pendant que vous dormez. Bien établir ces fondations dès le départ coûte beaucoup moins cher que de les ajouter après le lancement.",
      `Nous apportons notre expérience en architecture, en facturation et en exploitation pour que vous puissiez vous concentrer sur vos clients et votre marché. Une première version payante prend généralement de 10 à 20 semaines, et nous restons à vos côtés pour l'améliorer selon ce que font réellement vos abonnés.`,
    ],
    image: {
      scene: "server",
      alt: "Illustration de serveurs infonuagiques hébergeant un espace de travail distinct et isolé pour chaque client",
    },
  },
  features: {
    title: { text: "Les fondations SaaS", accent: "que nous mettons en place" },
    description:
      "Les éléments dont tout produit par abonnement a besoin, bâtis une seule fois et bâtis correctement.",
    items: [
      {
        title: "Architecture multilocataire",
        description:
          "Les données de chaque client sont isolées dès la conception, avec la possibilité de bases de données dédiées pour les grandes entreprises ou les clients de secteurs réglementés.",
        icon: "layers",
      },
      {
        title: "Facturation par abonnement",
        description:
          "Forfaits, périodes d'essai, changements de forfait, calcul au prorata et factures où la TPS ou la TVH, la TVQ et la TVP sont bien appliquées, grâce à Stripe Billing ou à un fournisseur semblable.",
        icon: "wallet",
      },
      {
        title: "Inscription en libre-service",
        description:
          "Inscription, invitations d'équipe et premiers pas guidés permettent aux nouveaux clients de tirer parti du produit sans attendre votre personnel.",
        icon: "user-check",
      },
      {
        title: "Authentification unique et sécurité",
        description:
          "Connexion SAML et OpenID Connect pour la clientèle d'affaires, authentification à deux facteurs, journaux d'audit, et chiffrement des données au repos comme en transit.",
        icon: "shield",
      },
      {
        title: "Analytique de produit",
        description:
          "Voyez quelles fonctionnalités sont utilisées, où les essais s'enlisent et quels comptes risquent de partir : vos choix de feuille de route reposent sur des faits.",
        icon: "chart-line",
      },
      {
        title: "Infrastructure évolutive",
        description:
          "Services conteneurisés, déploiements automatisés et surveillance, hébergés dans des centres de données canadiens.",
        icon: "cloud-cog",
      },
    ],
  },
  process: {
    title: { text: "Du concept", accent: "aux premiers abonnés payants" },
    description:
      "Une voie pragmatique vers un produit SaaS qui génère des revenus tôt et grandit de façon réfléchie.",
    steps: [
      {
        title: "Définition du marché et du produit",
        description:
          "Nous précisons le problème, le client cible et le modèle de tarification, et nous déterminons ce que doit comprendre la première version payante.",
      },
      {
        title: "Architecture et design",
        description:
          "Nous choisissons le mode d'isolation des clients, l'hébergement et l'approche de facturation, puis nous concevons les écrans principaux avec la rétroaction de clients potentiels.",
      },
      {
        title: "Développer la première version",
        description:
          "Un logiciel qui fonctionne toutes les deux semaines, avec la facturation, l'inscription et l'administration développées en parallèle des fonctionnalités principales.",
      },
      {
        title: "Lancer auprès des premiers clients",
        description:
          "Nous ouvrons le produit à un groupe de premiers utilisateurs, observons leur usage et éliminons les irritants avant d'ouvrir largement les inscriptions.",
      },
      {
        title: "Croître et exploiter",
        description:
          "Développement continu, optimisation des performances et soutien, pour que le produit suive la croissance de votre base d'abonnés.",
      },
    ],
  },
  showcase: {
    title: { text: "Des produits SaaS", accent: "que nous avons aidé à lancer" },
    description:
      "Des plateformes d'abonnement que nous avons créées avec des entrepreneurs et des entreprises du Canada.",
    items: ["saas-shiftnorth-scheduling", "saas-tidewater-compliance-tracker", "corporatehub"],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Combien coûte le développement d'un produit SaaS ?",
      answer: `Une première version payante, avec facturation, comptes et fonctionnalités principales, coûte habituellement entre 60 000 $ et 200 000 $. Si vous voulez d'abord valider la demande, un produit minimal viable (PMV) plus modeste peut coûter beaucoup moins, et nous vous aiderons à choisir la voie qui vous convient. Vous recevez ${fixedQuoteFr}.`,
    },
    {
      question: "Pouvons-nous conserver les données de nos clients au Canada ?",
      answer:
        "Oui. Nous hébergeons dans des centres de données canadiens, dans les régions canadiennes d'AWS, d'Azure ou de Google Cloud, un atout quand vos clients œuvrent en santé, au gouvernement, en éducation ou en finance. Nous documentons aussi l'emplacement des données, ce qui simplifie les questions des acheteurs sur la LPRPDE et la Loi 25.",
    },
    {
      question: "Nous aidez-vous à établir nos forfaits et nos prix ?",
      answer:
        "Nous vous aidons à concevoir des forfaits et des limites que le logiciel peut faire respecter, et nous développons la logique de facturation pour les périodes d'essai, la tarification par utilisateur ou à l'usage. Les décisions commerciales vous appartiennent, mais nous vous faisons part de ce que nous avons vu fonctionner.",
    },
    {
      question: "À qui appartiennent le produit et le code ?",
      answer:
        "Tout vous appartient : code source, maquettes, comptes d'infrastructure et données clients. C'est important lorsque vous levez des fonds ou vendez l'entreprise, car investisseurs et acheteurs poseront la question.",
    },
    {
      question: "Pouvez-vous travailler avec nos développeurs internes ?",
      answer:
        "Oui. Bien des clients nous confient d'abord les fondations, puis prennent graduellement le relais à mesure qu'ils embauchent. Nous documentons le code, travaillons en binôme avec vos développeurs et assurons la passation au rythme qui vous convient.",
    },
  ],
  sections: [
    {
      type: "services",
      title: { text: "Des services SaaS", accent: "à chaque étape" },
      description:
        "Que vous partiez de zéro ou que vous amélioriez un produit existant, nous pouvons vous aider.",
      items: [
        {
          title: "Développement d'un nouveau produit SaaS",
          description:
            "Conception et développement complets d'un produit par abonnement, de la première esquisse à la première facture.",
          icon: "rocket",
        },
        {
          title: "Conversion d'un logiciel en SaaS",
          description:
            "Transformez un logiciel installé ou conçu pour un seul client en produit hébergé et multilocataire que vous pourrez vendre à de nombreux clients.",
          icon: "refresh-cw",
        },
        {
          title: "Mise en place de la facturation et des abonnements",
          description:
            "Ajoutez forfaits, périodes d'essai, facturation et relances de paiement à un produit existant avec Stripe Billing ou Chargebee.",
          icon: "circle-dollar-sign",
        },
        {
          title: "Évolutivité et performance",
          description:
            "Repérez et corrigez les requêtes lentes, l'infrastructure coûteuse et les goulots d'étranglement avant que la croissance ne les transforme en pannes.",
          icon: "gauge",
        },
      ],
    },
    {
      type: "technologies",
      title: { text: "Les technologies derrière", accent: "nos produits SaaS" },
      description:
        "Des technologies matures et largement soutenues, que les experts techniques des investisseurs connaissent bien.",
      groups: [
        { name: "Application", items: ["TypeScript", "React", "Node.js", "Python", "Django"] },
        { name: "Données", items: ["PostgreSQL", "Redis", "ClickHouse", "Amazon S3"] },
        {
          name: "Facturation et identité",
          items: ["Stripe Billing", "Chargebee", "Auth0", "Keycloak"],
        },
        {
          name: "Infonuagique et exploitation",
          items: ["AWS", "Microsoft Azure", "Docker", "Terraform", "Sentry"],
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "Pourquoi miser", accent: "sur le SaaS" },
      items: [
        "Les abonnements mensuels ou annuels vous assurent des revenus prévisibles qui s'accumulent à mesure que vos clients restent.",
        "Tous vos clients utilisent la même version : corrections et nouveautés parviennent à tout le monde en même temps.",
        "Les données d'utilisation montrent exactement comment vos clients travaillent et orientent vos prochains développements.",
        "Un produit bien documenté, à revenus récurrents, constitue un actif plus précieux lorsque vous levez des fonds ou vendez l'entreprise.",
      ],
    },
  ],
  cta: {
    title: { text: "Vous songez à un", accent: "produit par abonnement ?" },
    description: `Parlez-nous de votre idée de produit par abonnement et des clients visés. Nous vous aiderons à cadrer une première version payante, et vous recevrez ${fixedQuoteFr}.`,
    button: "Discuter de mon idée SaaS",
  },
  closing: `Expliquez-nous comment vos clients paieraient et ce qu'ils viendraient faire une fois connectés. Nous vous répondrons d'ici ${siteFr.responseTime} avec des conseils francs pour bâtir et exploiter la plateforme, un budget approximatif et un échéancier.`,
} satisfies ServiceInput;
