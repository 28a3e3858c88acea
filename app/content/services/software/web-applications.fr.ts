import type { ServiceInput } from "../../schema";
import { siteFr } from "../../site";
import { fixedQuoteFr } from "../promise";

export default {
  category: "software",
  slug: "web-applications",
  name: "Applications web",
  meta: {
    title: "Développement d'applications web sur mesure au Canada",
    description:
      "Applications web sur mesure pour entreprises canadiennes : portails, tableaux de bord et outils internes conformes à la LPRPDE et à la LAPHO, données au Canada.",
  },
  hero: {
    title: { text: "Des applications web qui fonctionnent", accent: "comme votre entreprise" },
    description:
      "Nous concevons et développons des applications web sur mesure pour les entreprises canadiennes qui ont dépassé le stade des tableurs et des logiciels standards : portails clients, systèmes de réservation, tableaux de bord internes et logiciels d'exploitation, livrés en versions planifiées.",
    showCTA: true,
    image: {
      scene: "browser",
      alt: "Illustration d'une fenêtre de navigateur affichant une application d'affaires sur mesure, avec formulaires et tableau de données",
    },
  },
  intro: {
    title: { text: "Un logiciel adapté à vos processus,", accent: "et non l'inverse" },
    paragraphs: [
      "La plupart des entreprises en croissance arrivent à un point où leurs outils de départ ne suffisent plus. Les données sont éparpillées à cinq endroits, le personnel ressaisit la même commande dans trois systèmes et personne ne se fie aux chiffres de fin de mois. Une application web bien conçue rassemble ce travail en un seul endroit, accessible à tous depuis un navigateur.",
      `Nous partons de la façon dont votre équipe travaille réellement, puis nous développons d'abord la plus petite version utile, que nous enrichissons de version en version. Une première mise en production prend généralement de 8 à 16 semaines, et nous hébergeons votre application et ses données dans des centres de données canadiens.`,
    ],
    image: {
      scene: "dashboard",
      alt: "Illustration d'un tableau de bord d'exploitation réunissant commandes, horaires et tâches d'équipe dans une seule vue",
    },
  },
  features: {
    title: { text: "Ce que nous intégrons", accent: "à chaque application" },
    description:
      "Les assises qui gardent une application sûre, conviviale et facile à faire évoluer longtemps après son lancement.",
    items: [
      {
        title: "Accès selon les rôles",
        description:
          "Employés, gestionnaires, clients et sous-traitants ne voient que ce dont ils ont besoin. Les permissions sont définies par rôle et chaque modification est journalisée.",
        icon: "key-round",
      },
      {
        title: "Portails clients et partenaires",
        description:
          "Offrez à vos clients un espace sécurisé pour transmettre leurs demandes, téléverser des documents, approuver des soumissions et payer leurs factures, sans échange de courriels interminable.",
        icon: "users",
      },
      {
        title: "Tableaux de bord et rapports",
        description:
          "Des vues en direct des travaux, des ventes, des stocks ou des dossiers, avec des exportations que votre comptable peut ouvrir et des filtres que vos gestionnaires utiliseront vraiment.",
        icon: "layout-dashboard",
      },
      {
        title: "Automatisation des flux de travail",
        description:
          "Approbations, rappels, changements de statut et transferts de dossiers se font automatiquement : moins de tâches passent entre les mailles du filet.",
        icon: "workflow",
      },
      {
        title: "Protection de la vie privée dès la conception",
        description:
          "Nous développons en tenant compte de la LPRPDE et de la Loi 25 du Québec : registres de consentement, règles de conservation des données, pistes d'audit et stockage chiffré.",
        icon: "shield-check",
      },
      {
        title: "Interfaces accessibles et bilingues",
        description:
          "Les interfaces sont conçues selon les WCAG 2.2, niveau AA, au-delà des WCAG 2.0 AA qu'exige la LAPHO, et les versions française et anglaise se gèrent à partir du même code.",
        icon: "accessibility",
      },
    ],
  },
  process: {
    title: { text: "Comment une application web", accent: "prend forme" },
    description:
      "Un parcours clair, de la première conversation à un système en service sur lequel votre équipe peut compter.",
    steps: [
      {
        title: "Atelier de cadrage",
        description:
          "Nous cartographions votre processus actuel, les personnes concernées et les données qu'elles manipulent, puis nous convenons de ce que la première version doit accomplir.",
      },
      {
        title: "Prototype et portée",
        description:
          "Des écrans cliquables permettent à votre équipe de tester le parcours avant l'écriture de la moindre ligne de code, et la portée est arrêtée avant le début du développement.",
      },
      {
        title: "Développement par sprints",
        description:
          "Nous livrons un logiciel fonctionnel toutes les deux semaines sur un site de préproduction : vous voyez les progrès et pouvez ajuster les priorités en cours de route.",
      },
      {
        title: "Tests et migration",
        description:
          "Tests automatisés, vérifications d'accessibilité et migration des données répétée à partir de vos tableurs ou de votre ancien système précèdent la mise en service.",
      },
      {
        title: "Lancement et soutien",
        description:
          "Nous lançons l'application en formant votre personnel, puis nous la surveillons, la corrigeons et l'enrichissons dans le cadre d'un forfait de soutien adapté à vos besoins.",
      },
    ],
  },
  showcase: {
    title: { text: "Des applications web", accent: "utilisées au quotidien" },
    description:
      "Quelques exemples de systèmes que nous avons réalisés pour des organisations canadiennes.",
    items: [
      "webapp-fraser-valley-property-portal",
      "webapp-laurentian-freight-dispatch",
      "techcorp",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Combien coûte une application web sur mesure ?",
      answer: `Cela dépend du nombre de rôles d'utilisateurs, d'intégrations et d'écrans. La plupart des premières versions coûtent entre 30 000 $ et 120 000 $, et vous recevez ${fixedQuoteFr}, pour éviter les surprises.`,
    },
    {
      question: "Combien de temps faut-il pour la développer ?",
      answer: `Une première version ciblée prend habituellement de 8 à 16 semaines. Les systèmes plus vastes sont livrés par étapes : votre équipe commence tôt à utiliser les parties les plus utiles au lieu de tout attendre.`,
    },
    {
      question: "Nos données peuvent-elles rester au Canada ?",
      answer:
        "Oui. Nous hébergeons l'application et sa base de données dans des centres de données canadiens, dans des régions infonuagiques canadiennes comme AWS Canada (Centre) ou Azure Centre du Canada. C'est souvent essentiel en santé, dans le domaine juridique, en finance et dans le secteur public.",
    },
    {
      question: "À qui appartient le code une fois le projet terminé ?",
      answer:
        "À vous. Le code source, les maquettes et la documentation vous sont transférés, et le dépôt se trouve dans un compte que vous contrôlez. Nous utilisons des technologies ouvertes et bien connues, pour qu'une autre équipe puisse prendre le relais si jamais vous en aviez besoin.",
    },
    {
      question: "Pouvez-vous remplacer notre système actuel sans perturber nos activités ?",
      answer:
        "Habituellement, oui. Nous migrons les données par étapes, répétées à l'avance, et pouvons faire fonctionner la nouvelle application en parallèle de l'ancienne pendant une courte période. La bascule est prévue à un moment tranquille, et votre personnel est formé au préalable.",
    },
  ],
  sections: [
    {
      type: "technologies",
      title: { text: "Les technologies", accent: "que nous utilisons" },
      description:
        "Des outils éprouvés et bien soutenus, choisis pour leur maintenabilité à long terme plutôt que pour leur nouveauté.",
      groups: [
        {
          name: "Côté client",
          items: ["React", "TypeScript", "React Router", "Next.js", "Tailwind CSS"],
        },
        { name: "Côté serveur", items: ["Node.js", "Python", "Django", "NestJS", ".NET"] },
        { name: "Données", items: ["PostgreSQL", "MySQL", "Redis", "Elasticsearch"] },
        {
          name: "Infonuagique",
          items: [
            "AWS Canada (Centre)",
            "Microsoft Azure Canada",
            "Google Cloud Montréal",
            "Docker",
            "GitHub Actions",
          ],
        },
      ],
    },
    {
      type: "industries",
      title: { text: "Les secteurs", accent: "que nous servons" },
      description:
        "Une application sur mesure a sa place partout où une entreprise repose sur un processus qui lui est propre.",
      items: [
        {
          title: "Services professionnels",
          description:
            "Accueil des clients, collecte de documents et suivi des dossiers pour les cabinets comptables, les cabinets d'avocats et les firmes de services-conseils.",
          icon: "briefcase",
        },
        {
          title: "Santé et cliniques",
          description:
            "Prise de rendez-vous, formulaires d'admission et rapports conçus en tenant compte des règles provinciales de protection des renseignements de santé.",
          icon: "stethoscope",
        },
        {
          title: "Logistique et métiers",
          description:
            "Répartition, suivi des travaux et rapports de terrain pour les entreprises de transport, les entrepreneurs et les équipes de service.",
          icon: "truck",
        },
        {
          title: "Fabrication",
          description:
            "Planification de la production, contrôles de qualité et suivi des stocks qui relient l'atelier aux bureaux.",
          icon: "factory",
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "Pourquoi une application sur mesure", accent: "est rentable" },
      items: [
        "Votre personnel cesse de ressaisir les mêmes renseignements dans plusieurs outils et consacre ce temps à vos clients.",
        "Le logiciel vous appartient entièrement, sans frais de licence par utilisateur qui augmentent avec votre équipe.",
        "Vos gestionnaires obtiennent des chiffres exacts et à jour sans attendre que quelqu'un monte un tableur.",
        "Le système évolue avec votre entreprise, au lieu de plier vos processus au produit de quelqu'un d'autre.",
      ],
    },
  ],
  cta: {
    title: { text: "Envie de remplacer vos tableurs", accent: "par quelque chose de mieux ?" },
    description: `Expliquez-nous comment votre équipe travaille aujourd'hui. Nous vous décrirons à quoi pourrait ressembler une première version, puis vous recevrez ${fixedQuoteFr}.`,
    button: "Réserver un appel de découverte",
  },
  closing: `Envoyez-nous les tableurs, les formulaires ou les étapes manuelles que vous voulez remplacer. D'ici ${siteFr.responseTime}, vous recevrez des conseils francs sur un outil sur mesure, un budget approximatif et un échéancier pour la première version.`,
} satisfies ServiceInput;
