import type { ServiceInput } from "../../schema";
import { siteFr } from "../../site";

export default {
  category: "digital-marketing",
  slug: "analytics-reporting",
  name: "Analytique et rapports",
  meta: {
    title: "Analytique GA4 et tableaux de bord Looker Studio",
    description:
      "Configuration de GA4, mode de consentement, suivi des conversions et tableaux de bord Looker Studio, dans le respect de la LPRPDE et de la Loi 25 du Québec.",
  },
  hero: {
    title: { text: "Sachez quel marketing", accent: "est vraiment rentable" },
    description:
      "Nous configurons GA4 et un suivi des conversions fiable, puis nous transformons vos données en tableaux de bord Looker Studio faciles à lire. Le consentement est géré dans les règles, pour que vos mesures respectent la LPRPDE et la Loi 25 du Québec.",
    showCTA: true,
    image: {
      scene: "dashboard",
      alt: "Illustration d'un tableau de bord marketing affichant les prospects, les revenus et le coût par canal",
    },
  },
  intro: {
    title: { text: "Les bonnes décisions reposent sur", accent: "des chiffres exacts" },
    paragraphs: [
      "Bien des entreprises que nous rencontrons ont un outil d'analyse en place, mais ne s'y fient pas : des conversions comptées en double, des appels téléphoniques absents des rapports et des plateformes publicitaires qui s'attribuent toutes la même vente. Nous faisons l'audit de votre configuration, corrigeons le suivi et convenons avec vous d'une courte liste d'indicateurs qui comptent vraiment pour votre entreprise.",
      "Les règles de protection des renseignements personnels encadrent la collecte de ces données. Au Québec, la Loi sur la protection des renseignements personnels dans le secteur privé, modifiée par la Loi 25, exige que les technologies de suivi capables d'identifier, de localiser ou de profiler un visiteur restent désactivées tant qu'il n'y a pas consenti. La Colombie-Britannique et l'Alberta ont chacune leur propre loi sur le secteur privé (Personal Information Protection Act), et la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) s'applique dans les autres provinces et dans les territoires : toutes exigent un avis clair et un consentement adapté à la nature des données. Nous configurons donc les bandeaux de consentement et le mode de consentement de Google pour que vos mesures soient à la fois conformes et aussi complètes que possible.",
    ],
    image: {
      scene: "shield",
      alt: "Illustration d'un bandeau de consentement aux témoins relié à un gestionnaire de balises",
    },
  },
  features: {
    title: { text: "Ce que nous mettons en place", accent: "et maintenons" },
    description:
      "De la première balise à la revue mensuelle, nous nous occupons du volet technique comme du volet analytique.",
    items: [
      {
        title: "Implantation de GA4",
        description:
          "Une propriété GA4 propre, avec les bons flux de données, événements, dimensions personnalisées et paramètres de conservation des données pour votre entreprise.",
        icon: "bar-chart-3",
      },
      {
        title: "Google Tag Manager",
        description:
          "Toutes vos balises réunies dans un seul conteneur documenté, avec des conventions de nommage et un historique des versions que votre équipe peut suivre.",
        icon: "layers",
      },
      {
        title: "Mode de consentement et bandeaux",
        description:
          "Des bandeaux qui bloquent le suivi tant que le visiteur n'a pas donné son accord, reliés au mode de consentement de Google pour que les données manquantes soient modélisées plutôt qu'ignorées.",
        icon: "shield-check",
      },
      {
        title: "Suivi des conversions",
        description:
          "Formulaires envoyés, appels, réservations, séances de clavardage et achats comptés une seule fois, puis transmis avec exactitude à Google Ads, à Meta et à LinkedIn.",
        icon: "target",
      },
      {
        title: "Tableaux de bord Looker Studio",
        description:
          "Des tableaux de bord qui réunissent en une seule vue les données du site, des publicités, du logiciel de gestion de la relation client (CRM) et des ventes, rédigés en langage clair pour les propriétaires et les gestionnaires.",
        icon: "layout-dashboard",
      },
      {
        title: "Attribution et rendement",
        description:
          "Nous relions les prospects et les revenus aux campagnes qui les ont générés, pour que vous puissiez comparer le coût d'acquisition de chaque canal.",
        icon: "circle-dollar-sign",
      },
      {
        title: "Bilans mensuels commentés",
        description:
          "Chaque mois, un court résumé écrit explique ce qui a changé, pourquoi c'est important et ce que nous recommandons pour la suite.",
        icon: "file-text",
      },
      {
        title: "Surveillance de la qualité des données",
        description:
          "Des alertes en cas de chute soudaine des événements suivis, de trafic indésirable ou de balises défectueuses, pour repérer les problèmes en quelques jours plutôt qu'en quelques mois.",
        icon: "bell",
      },
    ],
  },
  process: {
    title: { text: "Notre démarche pour", accent: "des mesures fiables" },
    description:
      "Chaque étape s'appuie sur la précédente, pour que vos tableaux de bord reposent sur des données dignes de confiance.",
    steps: [
      {
        title: "Audit du suivi",
        description:
          "Nous passons en revue votre propriété GA4, votre conteneur de balises, les conversions de vos plateformes publicitaires et votre gestion du consentement, puis nous relevons chaque lacune et chaque doublon.",
      },
      {
        title: "Plan de mesure",
        description:
          "Ensemble, nous définissons vos objectifs d'affaires, vos indicateurs clés et les événements nécessaires pour les mesurer, le tout consigné dans un plan qui vous appartient.",
      },
      {
        title: "Mise en place et consentement",
        description:
          "Nous créons les balises, les événements et la configuration du consentement, puis nous les testons sur différents navigateurs et appareils, pour chacun des choix de consentement possibles.",
      },
      {
        title: "Tableaux de bord et formation",
        description:
          "Nous concevons vos tableaux de bord Looker Studio et montrons à votre équipe comment les lire, lors d'une séance enregistrée.",
      },
      {
        title: "Suivi continu",
        description:
          "Des rapports mensuels et des bilans trimestriels préservent l'exactitude du suivi à mesure que votre site, vos campagnes et vos outils évoluent.",
      },
    ],
  },
  showcase: {
    title: { text: "Projets d'analytique", accent: "pour des clients canadiens" },
    description:
      "Quelques mandats de mesure et de rapports qui ont changé la façon dont nos clients investissent leur budget.",
    items: [
      "analytics-maison-boreal-furniture",
      "analytics-summit-trades-group",
      "analytics-fraser-valley-dental-partners",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Ai-je besoin d'un bandeau de consentement pour Google Analytics au Canada ?",
      answer:
        "Si votre site reçoit des visiteurs du Québec, la loi québécoise sur le secteur privé, modifiée par la Loi 25, exige généralement que les technologies qui permettent de les identifier, de les localiser ou d'établir leur profil restent désactivées jusqu'à ce qu'ils y consentent. La Colombie-Britannique et l'Alberta appliquent chacune leur Personal Information Protection Act, et la LPRPDE couvre les autres provinces et les territoires ; toutes ces lois exigent un avis clair et un consentement adapté à la nature des données. La plupart des entreprises utilisent donc un seul bandeau pour tout le site. Nous vous recommandons de valider votre approche auprès de votre conseiller juridique, et nous configurons le volet technique en conséquence.",
    },
    {
      question: "Qu'est-ce que le mode de consentement de Google, et en ai-je besoin ?",
      answer:
        "Le mode de consentement indique aux balises Google si le visiteur a accepté les témoins d'analyse et de publicité, et ajuste les données qu'elles recueillent. Quand des visiteurs refusent, Google peut modéliser une partie des conversions manquantes, ce qui rend vos enchères publicitaires et vos rapports plus justes. Si vous annoncez sur Google Ads, il vaut la peine de le configurer.",
    },
    {
      question: "Où mes données d'analyse sont-elles stockées ?",
      answer:
        "Les données de GA4 sont traitées sur l'infrastructure mondiale de Google, et pas seulement au Canada, ce que votre politique de confidentialité devrait mentionner. Si la résidence des données au Canada est importante dans votre secteur, nous pouvons installer Matomo à la place de GA4 ou en complément, hébergé par nos soins dans des centres de données canadiens.",
    },
    {
      question: "Combien coûte la mise en place de l'analytique ?",
      answer:
        "Pour le site web type d'une petite entreprise, un audit du suivi et une refonte de GA4 coûtent entre 1 500 $ et 4 000 $, et les tableaux de bord Looker Studio ajoutent de 800 $ à 3 000 $ selon les sources de données. Les rapports mensuels continus coûtent habituellement de 400 $ à 1 200 $. Tous ces prix sont en dollars canadiens, taxes en sus (TPS ou TVH, et TVQ au Québec).",
    },
    {
      question: "Pouvez-vous intégrer notre CRM et nos ventes hors ligne ?",
      answer:
        "Oui. Nous intégrons régulièrement les données de HubSpot, de Salesforce, de Pipedrive et de Shopify aux rapports, et nous pouvons importer les conversions hors ligne dans Google Ads pour que vos campagnes soient jugées sur les ventes conclues plutôt que sur les formulaires remplis.",
    },
  ],
  sections: [
    {
      type: "technologies",
      title: { text: "Les outils que nous", accent: "utilisons" },
      description:
        "Nous choisissons l'ensemble d'outils le plus simple qui répond à vos questions et respecte vos obligations en matière de protection des renseignements personnels.",
      groups: [
        {
          name: "Mesure",
          items: ["Google Analytics 4", "Google Tag Manager", "GTM côté serveur", "Matomo"],
        },
        {
          name: "Consentement et confidentialité",
          items: ["Mode de consentement Google", "Cookiebot", "CookieYes", "OneTrust"],
        },
        {
          name: "Rapports et données",
          items: ["Looker Studio", "BigQuery", "Google Sheets", "Supermetrics"],
        },
        {
          name: "Comportement et recherche",
          items: ["Google Search Console", "Microsoft Clarity", "Hotjar", "CallRail"],
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "Ce que des rapports clairs", accent: "changent" },
      items: [
        "Vous voyez quels canaux amènent des clients qui paient, et non de simples clics, et vous répartissez votre budget en conséquence.",
        "Des données de conversion fiables permettent à Google Ads et à Meta d'enchérir plus efficacement pour vous.",
        "Une gestion du consentement documentée réduit vos risques au regard de la LPRPDE, des lois de la Colombie-Britannique et de l'Alberta, et de la Loi 25 du Québec.",
        "Propriétaires et gestionnaires consultent les mêmes chiffres, ce qui rend les réunions marketing plus courtes et plus productives.",
      ],
    },
    {
      type: "integrations",
      title: { text: "Les sources de données que nous", accent: "connectons" },
      description:
        "Un tableau de bord est d'autant plus utile qu'il réunit toutes vos sources de prospects et de revenus.",
      items: [
        "Google Ads",
        "Meta Ads",
        "LinkedIn Ads",
        "Microsoft Advertising",
        "Shopify",
        "WooCommerce",
        "HubSpot",
        "Salesforce",
        "Pipedrive",
        "Klaviyo",
        "CallRail",
        "Google Business Profile",
      ],
    },
  ],
  cta: {
    title: { text: "Découvrez ce que vos données", accent: "vous disent vraiment" },
    description:
      "Réservez un audit du suivi : nous vous montrerons ce qui est mesuré correctement, ce qui manque et ce qu'il faut corriger en priorité.",
    button: "Demander un audit",
  },
  closing: `Indiquez-nous quels outils suivent votre site et vos publicités, et quelles questions vos rapports laissent sans réponse. Nous vous répondrons d'ici ${siteFr.responseTime} avec des conseils francs, un budget approximatif et un échéancier pour des données fiables.`,
} satisfies ServiceInput;
