import type { ServiceInput } from "../../schema";
import { siteFr } from "../../site";
import { fixedQuoteFr } from "../promise";

export default {
  category: "branding",
  slug: "launch",
  name: "Lancement de marque",
  meta: {
    title: "Lancement et déploiement de votre nouvelle marque",
    description:
      "Déployez votre nouvelle marque sur le Web, les médias sociaux, l'affichage, dans la presse et auprès de votre équipe, selon un seul calendrier.",
  },
  hero: {
    title: { text: "Lancez votre nouvelle marque", accent: "partout, le même jour" },
    description:
      "Nous planifions et menons le déploiement de votre marque, nouvelle ou renouvelée, sur votre site web, vos médias sociaux, votre affichage, dans la presse et auprès de votre équipe : vos clients voient un seul changement clair plutôt qu'une transition à la pièce qui s'éternise.",
    showCTA: true,
    image: {
      scene: "globe",
      alt: "Illustration d'une nouvelle marque qui apparaît au même moment sur un site web, un téléphone et une enseigne de commerce",
    },
  },
  intro: {
    title: { text: "Une excellente identité peut quand même", accent: "rater son lancement" },
    paragraphs: [
      "Bien des changements d'image s'enlisent une fois le design approuvé. Le site web change en mars, les camions en août, et les factures portent encore l'ancien logo un an plus tard. Les clients remarquent l'incohérence, et certains se demandent si l'entreprise a été vendue ou si elle traverse une mauvaise passe.",
      "Un lancement planifié évite ce scénario. Nous répertorions chaque endroit où votre marque apparaît, déterminons ce qui change le jour du lancement et ce qui suivra, puis coordonnons graphistes, développeurs, imprimeurs et installateurs d'enseignes selon un seul calendrier. Votre équipe apprend la nouvelle en premier, vos clients la comprennent clairement et vous conservez le classement que vous avez durement gagné dans les moteurs de recherche.",
    ],
    image: {
      scene: "dashboard",
      alt: "Illustration d'un tableau de bord de lancement qui regroupe les points de contact de la marque par phase de déploiement",
    },
  },
  features: {
    title: { text: "Ce que couvre", accent: "un lancement de marque" },
    description:
      "Nous coordonnons chaque élément pour que rien ne soit oublié le jour du lancement.",
    items: [
      {
        title: "Inventaire des points de contact",
        description:
          "Un relevé complet des endroits où votre marque se trouve aujourd'hui, du site web et du Profil d'entreprise Google jusqu'aux uniformes, aux factures et aux signatures de courriel.",
        icon: "clipboard-check",
      },
      {
        title: "Calendrier de déploiement",
        description:
          "Un plan par étapes qui distingue ce qui doit changer dès le premier jour de ce qui peut suivre, avec un responsable et une échéance pour chaque élément.",
        icon: "calendar",
      },
      {
        title: "Migration du site et du référencement",
        description:
          "Un site actualisé ou refait, avec redirections, données structurées à jour et ajustements dans la Search Console, pour qu'un changement de nom ou de domaine ne vous coûte pas votre classement.",
        icon: "monitor-smartphone",
      },
      {
        title: "Mise à jour des médias sociaux",
        description:
          "De nouvelles photos de profil, images de couverture, biographies et noms d'utilisateur sur toutes vos plateformes, ainsi qu'une série d'annonces prête à publier.",
        icon: "share-2",
      },
      {
        title: "Relations publiques",
        description:
          "Un communiqué de presse bilingue, une liste de médias et des propositions d'articles pour les publications spécialisées et les médias locaux qui couvrent votre secteur.",
        icon: "newspaper",
      },
      {
        title: "Lancement à l'interne",
        description:
          "Une séance d'information pour le personnel, une présentation de l'histoire de la marque et une trousse simple pour que votre équipe explique le changement avec assurance.",
        icon: "users",
      },
      {
        title: "Communications à la clientèle",
        description:
          "Des annonces par courriel à vos clients actuels, envoyées dans le respect des règles de consentement de la Loi canadienne anti-pourriel (LCAP), et des gabarits de soumission et de facture mis à jour.",
        icon: "mail",
      },
    ],
  },
  process: {
    title: { text: "Comment nous menons", accent: "votre lancement" },
    description:
      "La plupart des lancements demandent de 6 à 16 semaines entre la planification et le jour J : un lancement en ligne pour une seule adresse se situe au bas de la fourchette ; un déploiement dans plusieurs succursales, affichage compris, à l'autre bout.",
    steps: [
      {
        title: "Inventaire et plan",
        description:
          "Nous dressons la liste de tous les points de contact de la marque, convenons avec vous des objectifs du lancement et établissons un calendrier de déploiement par étapes, assorti d'un budget réaliste.",
      },
      {
        title: "Production",
        description:
          "Nous concevons et réalisons les nouvelles pages web, les visuels pour les médias sociaux, les fichiers d'impression, les plans d'enseignes et les textes d'annonce.",
      },
      {
        title: "Annonce à l'équipe",
        description:
          "Avant toute annonce publique, nous vous aidons à présenter la nouvelle marque à votre personnel pour qu'il l'apprenne de votre bouche.",
      },
      {
        title: "Lancement",
        description:
          "Le jour J, le site web, les profils sociaux, le communiqué de presse et le courriel aux clients sont publiés en même temps, et notre équipe reste à pied d'œuvre pour régler tout problème.",
      },
      {
        title: "Suivi",
        description:
          "Nous suivons les changements physiques qui restent à faire, comme les enseignes et les véhicules, surveillons le trafic issu des moteurs de recherche et les mentions, et vous rendons compte des résultats.",
      },
    ],
  },
  showcase: {
    title: { text: "Des marques que", accent: "nous avons lancées" },
    description:
      "Des déploiements que nous avons planifiés et réalisés pour des entreprises canadiennes.",
    items: [
      "launch-tidewater-credit-union",
      "launch-okanagan-trail-outfitters",
      "launch-verity-home-care",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Avons-nous besoin d'un plan de lancement si nous avons déjà un nouveau logo ?",
      answer:
        "En général, oui. Le logo n'est qu'une pièce du casse-tête : le lancement fait en sorte que le site web, les profils sociaux, l'affichage, les documents et le personnel passent à la nouvelle marque dans un ordre planifié. Sans plan, l'ancienne et la nouvelle marque cohabitent souvent pendant des mois et sèment la confusion chez les clients.",
    },
    {
      question: "Combien coûte un lancement de marque ?",
      answer: `Pour une entreprise qui n'a qu'une adresse, un lancement axé sur le Web, les médias sociaux et un communiqué de presse coûte généralement de 8 000 $ à 18 000 $. Les déploiements sur plusieurs succursales qui comprennent l'affichage, les véhicules et un nouveau site web se situent habituellement entre 25 000 $ et 70 000 $, en dollars canadiens, plus les frais de production de tiers et les taxes (TPS ou TVH, et TVQ au Québec). Vous recevez ${fixedQuoteFr}.`,
    },
    {
      question: "Changer de nom ou de domaine nuira-t-il à notre référencement ?",
      answer:
        "C'est possible si le travail est bâclé. Nous associons chaque ancienne adresse URL à la nouvelle au moyen de redirections permanentes, mettons à jour votre Profil d'entreprise Google et vos inscriptions dans les répertoires, puis surveillons de près votre classement après le lancement. Avec cette méthode, la plupart des sites ne subissent aucune baisse durable de leur trafic naturel, ou presque.",
    },
    {
      question: "Pouvons-nous lancer la marque en français et en anglais en même temps ?",
      answer:
        "Oui, et nous vous le recommandons si vous servez le Québec ou des marchés bilingues. Nous préparons ensemble les versions française et anglaise du site web, du communiqué, des publications sur les médias sociaux et de l'affichage, pour qu'aucune des deux langues n'ait l'air d'avoir été ajoutée après coup.",
    },
    {
      question: "Faut-il informer notre personnel avant nos clients ?",
      answer:
        "Toujours. Vos employés sont vos premiers ambassadeurs, et apprendre un changement d'image par un client ou par un communiqué de presse mine leur confiance. Nous vous aidons à planifier un court lancement à l'interne quelques jours avant le lancement public, avec des messages clés et des réponses aux questions que le personnel risque de recevoir.",
    },
  ],
  sections: [
    {
      type: "services",
      title: { text: "Nos services de", accent: "lancement" },
      description:
        "Confiez-nous le déploiement complet ou seulement les volets que votre équipe ne peut pas assumer.",
      items: [
        {
          title: "Déploiement web",
          description:
            "Actualisation ou refonte du site, changement de domaine, redirections et mise à jour de vos fiches sur Google, dans Plans d'Apple et dans les répertoires de votre secteur.",
          icon: "globe",
        },
        {
          title: "Déploiement sur les médias sociaux",
          description:
            "Des profils à jour sur chaque réseau, une série de publications d'amorce et d'annonce, et des réponses toutes prêtes aux commentaires et aux messages.",
          icon: "message-circle",
        },
        {
          title: "Enseignes et véhicules",
          description:
            "La coordination des enseignes extérieures, de la signalétique intérieure et de l'habillage des véhicules, avec les permis et les installateurs de chaque municipalité.",
          icon: "truck",
        },
        {
          title: "Relations publiques et annonces",
          description:
            "Communiqué de presse, démarches auprès des médias, courriels aux clients et lettres aux partenaires qui expliquent ce qui change et pourquoi.",
          icon: "megaphone",
        },
        {
          title: "Lancement à l'interne",
          description:
            "Présentation au personnel, trousse de marque, gabarits et signatures de courriel à jour, prêts dès le matin du lancement.",
          icon: "users",
        },
      ],
    },
    {
      type: "case-studies",
      title: { text: "Des lancements", accent: "qui ont porté fruit" },
      description: "Ce qu'un déploiement coordonné a permis d'accomplir pour deux de nos clients.",
      items: [
        {
          title: "Renommer une coopérative de crédit régionale sans perdre de membres",
          client: "Tidewater Credit Union",
          results: [
            "Nouvelles enseignes dans les 9 succursales en une seule fin de semaine",
            "Aucune baisse des connexions aux services bancaires en ligne dans le mois suivant le lancement",
            "Couverture dans 6 médias régionaux",
          ],
          technologies: [
            "Dossier de presse bilingue",
            "Coordination de l'affichage",
            "Série de courriels aux membres",
          ],
          cta: { label: "Parlons de votre lancement", to: "/contact-us" },
        },
        {
          title: "Faire passer un détaillant de plein air à un nouveau nom et à un nouveau domaine",
          client: "Okanagan Trail Outfitters",
          results: [
            "Trafic naturel à moins de 4 % de son niveau d'avant le lancement après 30 jours",
            "Revenus en ligne en hausse de 27 % au cours des 6 mois suivants",
            "Plus de 1 200 redirections établies, sans aucun lien de produit brisé",
          ],
          technologies: ["Shopify", "Google Search Console", "Plan de redirections"],
          cta: { label: "Voir d'autres réalisations", to: "/portfolio" },
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "Ce qu'un lancement planifié", accent: "vous apporte" },
      items: [
        "Vos clients voient un seul changement, clair et assumé, plutôt que des mois de cohabitation entre l'ancienne et la nouvelle image.",
        "Votre classement dans les moteurs de recherche et vos avis en ligne suivent votre nouveau nom et votre nouveau domaine.",
        "Votre personnel comprend la nouvelle marque et peut l'expliquer avant que les clients ne posent de questions.",
        "Les coûts de production des enseignes, des véhicules et des imprimés sont budgétés et planifiés d'avance, sans frais d'urgence de dernière minute.",
        "Les annonces respectent la LCAP et joignent vos clients dans la langue de leur choix.",
      ],
    },
  ],
  cta: {
    title: { text: "Vous préparez un changement d'image", accent: "ou un nouveau nom ?" },
    description:
      "Parlez-nous de votre changement d'image avant d'en fixer la date de lancement : nous établirons ce qui doit changer, dans quel ordre et à quel coût.",
    button: "Planifier votre lancement",
  },
  closing: `Dites-nous ce qui change, le nom, l'image ou les deux, et quand vous comptez l'annoncer. D'ici ${siteFr.responseTime}, vous recevrez notre avis franc sur le déploiement, un budget approximatif et un échéancier réaliste.`,
} satisfies ServiceInput;
