import type { ServiceInput } from "../../schema";
import { claimsFr, siteFr } from "../../site";

export default {
  category: "software",
  slug: "maintenance-supply",
  name: "Maintenance et fourniture de logiciels",
  meta: {
    title: "Maintenance, soutien et fourniture de logiciels",
    description:
      "Maintenance, mises à jour de sécurité, licences et développeurs dédiés pour les entreprises canadiennes qui dépendent d'un logiciel sur mesure.",
  },
  hero: {
    title: { text: "Gardez vos logiciels", accent: "sûrs, soutenus et en constante évolution" },
    description:
      "Nous prenons soin des applications dont votre entreprise dépend : correctifs de sécurité, corrections de bogues, surveillance et améliorations. Nous fournissons aussi les licences, les outils et les développeurs nécessaires à leur bon fonctionnement.",
    showCTA: true,
    image: {
      scene: "server",
      alt: "Illustration de serveurs sous surveillance, avec vérifications d'état et indicateurs de mises à jour",
    },
  },
  intro: {
    title: { text: "Un logiciel qu'on n'entretient pas", accent: "devient peu à peu un risque" },
    paragraphs: [
      "Les cadriciels arrivent en fin de vie, les bibliothèques publient des correctifs de sécurité et les fournisseurs infonuagiques retirent des services selon leur propre calendrier. Laissée à elle-même, une application fiable devient graduellement lente, fragile et vulnérable, et son sauvetage finit par coûter bien plus cher qu'un entretien régulier.",
      "Nous assumons cet entretien, que nous ayons conçu votre logiciel ou que nous l'ayons hérité d'une autre équipe. Vous comptez sur une équipe attitrée qui connaît votre système, des coûts mensuels prévisibles en dollars canadiens et un compte rendu clair du travail accompli chaque mois.",
    ],
    image: {
      scene: "shield",
      alt: "Illustration d'un bouclier qui protège une application, avec la liste des vulnérabilités corrigées",
    },
  },
  features: {
    title: { text: "Ce que couvre", accent: "notre maintenance" },
    description: "La routine comme l'imprévu, confiés à des gens qui connaissent votre code.",
    items: [
      {
        title: "Correctifs de sécurité",
        description:
          "Dépendances, cadriciels et serveurs sont tenus à jour. Les vulnérabilités critiques sont évaluées et corrigées sans tarder.",
        icon: "shield-check",
      },
      {
        title: "Surveillance et alertes",
        description: `Le bon fonctionnement, les erreurs et les performances sont surveillés jour et nuit, et l'hébergement que nous gérons est tenu à notre objectif de disponibilité de ${claimsFr.uptime}.`,
        icon: "activity",
      },
      {
        title: "Bogues et petits changements",
        description:
          "Signalez un problème ou demandez un ajustement par un canal unique, puis suivez-le de sa prise en compte jusqu'à sa mise en production.",
        icon: "wrench",
      },
      {
        title: "Sauvegardes et restauration",
        description:
          "Des sauvegardes automatiques et chiffrées, conservées au Canada, et des restaurations testées selon un calendrier établi plutôt que tenues pour acquises.",
        icon: "hard-drive",
      },
      {
        title: "Optimisation des performances",
        description:
          "Pages lentes, requêtes lourdes et factures infonuagiques en hausse sont analysées et corrigées avant que vos utilisateurs ne s'en plaignent.",
        icon: "gauge",
      },
      {
        title: "Rapport mensuel",
        description:
          "Un rapport en langage clair sur les mises à jour appliquées, les incidents traités, les heures utilisées et nos recommandations pour les mois à venir.",
        icon: "file-text",
      },
    ],
  },
  process: {
    title: { text: "Comment nous prenons le relais", accent: "de votre logiciel" },
    description:
      "Une transition soignée, pour que rien ne se perde quand les responsabilités changent de mains.",
    steps: [
      {
        title: "Audit technique",
        description:
          "Nous examinons le code, l'infrastructure, les dépendances et la documentation, puis nous vous présentons les risques par ordre d'urgence.",
      },
      {
        title: "Transfert et accès",
        description:
          "Nous sécurisons les identifiants, les dépôts de code et les comptes d'hébergement au nom de votre entreprise, et nous documentons le fonctionnement du système.",
      },
      {
        title: "Stabilisation",
        description:
          "Les mises à jour urgentes de sécurité, les sauvegardes et la surveillance passent en premier : le système est protégé avant que les améliorations commencent.",
      },
      {
        title: "Entretien continu",
        description:
          "Les mises à jour et corrections courantes suivent un calendrier convenu, avec des délais de réponse précisés dans votre entente de soutien.",
      },
      {
        title: "Bilan trimestriel",
        description:
          "Chaque trimestre, nous passons en revue la performance, les coûts et votre feuille de route, et nous planifions les mises à niveau avant qu'un composant n'arrive en fin de vie.",
      },
    ],
  },
  showcase: {
    title: { text: "Des systèmes", accent: "que nous gardons en marche" },
    description:
      "Quelques exemples d'ententes de soutien à long terme avec des organisations canadiennes.",
    items: [
      "maintenance-ottawa-valley-member-tools",
      "maintenance-bow-river-legacy-rescue",
      "maintenance-maritime-home-care-scheduling",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Pouvez-vous entretenir un logiciel conçu par une autre entreprise ?",
      answer:
        "Oui, et c'est ainsi que commence une bonne partie de nos mandats de maintenance. Nous débutons par un audit technique facturé, pour que vous sachiez exactement ce que vous avez, puis nous prenons le relais par étapes une fois les accès et la documentation en ordre.",
    },
    {
      question: "Combien coûte la maintenance d'un logiciel ?",
      answer:
        "Cela dépend de la taille du système et des délais de réponse dont vous avez besoin. La plupart de nos ententes de soutien se situent entre 1 500 $ et 8 000 $ par mois, et comprennent un nombre déterminé d'heures de développement qui peuvent servir à des améliorations.",
    },
    {
      question: "Que comprend le volet fourniture du service ?",
      answer:
        "Nous achetons et gérons les licences, les abonnements infonuagiques, les certificats et les outils de développement dont votre logiciel dépend, sur une seule facture en dollars canadiens, taxes en sus (TPS ou TVH, et TVQ au Québec). Nous pouvons aussi fournir des développeurs dédiés qui travaillent au sein de votre équipe, au mois.",
    },
    {
      question: "En combien de temps intervenez-vous en cas de problème critique ?",
      answer: `Les délais de réponse sont inscrits dans votre entente. Notre équipe de soutien est au travail ${siteFr.hours} et, pendant ces heures, nous accusons réception d'un incident critique dans l'heure. La surveillance, elle, ne s'arrête jamais : une panne survenue la nuit est consignée, avec ses alertes et ses traces d'erreur, et attend l'équipe dès son arrivée.`,
    },
    {
      question: "Serons-nous liés à vous ?",
      answer:
        "Non. Votre code, vos comptes et votre documentation restent à votre nom, et nos ententes se renouvellent de mois en mois après une durée initiale. Si vous choisissez un autre fournisseur, nous assurons une passation en bonne et due forme.",
    },
  ],
  sections: [
    {
      type: "services",
      title: { text: "Nos services de maintenance", accent: "et de fourniture" },
      description:
        "Choisissez le soutien dont vous avez besoin, de l'entretien courant à une équipe dédiée.",
      items: [
        {
          title: "Soutien applicatif",
          description:
            "Maintenance continue, mises à jour et corrections pour vos applications web, mobiles et SaaS, encadrées par une entente de soutien claire.",
          icon: "life-buoy",
        },
        {
          title: "Modernisation de systèmes vieillissants",
          description:
            "Migration planifiée de cadriciels, de langages ou de serveurs qui ne sont plus pris en charge vers des versions actuelles et faciles à maintenir, par étapes gérables.",
          icon: "refresh-cw",
        },
        {
          title: "Fourniture de licences et d'abonnements",
          description:
            "Nous achetons, renouvelons et suivons les licences logicielles, les services infonuagiques et les certificats dont vos systèmes dépendent, pour que rien n'expire.",
          icon: "package",
        },
        {
          title: "Développeurs dédiés",
          description:
            "Des développeurs d'expérience fournis au mois pour renforcer votre équipe, encadrés par nous et travaillant dans vos outils.",
          icon: "users",
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "Ce qu'une maintenance régulière", accent: "vous apporte" },
      items: [
        "Moins de pannes et d'incidents de sécurité, parce que les failles sont repérées et corrigées avant d'être exploitées.",
        "Des coûts mensuels prévisibles en dollars canadiens, plutôt que de coûteuses interventions d'urgence.",
        "Un système qui reste compatible avec les navigateurs, les appareils et les systèmes d'exploitation actuels.",
        "Un historique des mises à jour et des sauvegardes qui vous aide à répondre aux questions liées à la LPRPDE, à vos assureurs et aux questionnaires de sécurité de vos clients.",
        "Une connaissance de votre système partagée par toute une équipe, et non détenue par un seul travailleur autonome qui pourrait partir.",
      ],
    },
  ],
  cta: {
    title: { text: "Le logiciel dont vous dépendez", accent: "vous inquiète ?" },
    description:
      "Commencez par un audit technique. Nous vous dirons où se trouvent les risques, quoi corriger en premier et combien coûterait un entretien continu.",
    button: "Demander un audit logiciel",
  },
  closing: `Expliquez-nous à quoi sert ce logiciel dans votre entreprise, qui l'a conçu et ce qui vous inquiète à son sujet. D'ici ${siteFr.responseTime}, vous recevrez des conseils francs, un budget approximatif pour son entretien continu et un échéancier.`,
} satisfies ServiceInput;
