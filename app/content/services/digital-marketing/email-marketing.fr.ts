import type { ServiceInput } from "../../schema";
import { claimsFr, siteFr } from "../../site";

export default {
  category: "digital-marketing",
  slug: "email-marketing",
  name: "Marketing par courriel",
  meta: {
    title: "Marketing par courriel conforme à la LCAP",
    description: `Campagnes et séquences automatisées par courriel : ${claimsFr.emailCampaignsPerMonth} campagnes par mois, consentement conforme à la LCAP et désabonnement simple.`,
  },
  hero: {
    title: { text: "Des courriels que vos clients", accent: "ont envie d'ouvrir" },
    description: `Nous planifions, concevons et envoyons de ${claimsFr.emailCampaignsPerMonth} campagnes par mois, et nous créons les séquences automatisées qui travaillent entre deux envois. Chaque liste repose sur un consentement conforme à la Loi canadienne anti-pourriel (LCAP) : votre croissance ne met jamais en jeu votre réputation d'expéditeur ni votre entreprise.`,
    showCTA: true,
    image: {
      scene: "mail",
      alt: "Illustration d'une infolettre aux couleurs d'une marque qui s'ouvre dans une boîte de réception",
    },
  },
  intro: {
    title: { text: "Votre canal le plus fiable,", accent: "géré comme il se doit" },
    paragraphs: [
      "Le courriel joint des gens qui ont déjà demandé à avoir de vos nouvelles, ce qui en fait l'un des canaux les plus rentables pour une petite entreprise. Le hic, c'est qu'on le néglige facilement : les listes vieillissent, les automatisations cessent de fonctionner et les campagnes partent quand quelqu'un trouve le temps.",
      "Nous prenons en charge toute la routine, de la collecte du consentement à la segmentation, en passant par la rédaction, la conception, les tests et les rapports. Comme la Loi canadienne anti-pourriel s'applique à chaque message commercial, nous documentons la façon dont chaque abonné a donné son consentement et veillons à ce que chaque envoi identifie votre entreprise et offre un lien de désabonnement fonctionnel.",
    ],
    image: {
      scene: "shield",
      alt: "Illustration d'une case de consentement et d'un bouclier représentant un formulaire d'inscription conforme à la LCAP",
    },
  },
  features: {
    title: { text: "Tout ce dont votre programme de courriels", accent: "a besoin" },
    description:
      "Stratégie, création et conformité sont confiées à une seule équipe : vos campagnes restent cohérentes et respectent la loi.",
    items: [
      {
        title: "Planification des campagnes",
        description: `Un calendrier mensuel de ${claimsFr.emailCampaignsPerMonth} campagnes, bâti autour de vos promotions, des saisons et de vos contenus.`,
        icon: "calendar",
      },
      {
        title: "Séquences automatisées",
        description:
          "Séries de bienvenue, rappels de panier abandonné, suivis après achat et séquences de reconquête qui travaillent jour et nuit.",
        icon: "workflow",
      },
      {
        title: "Gestion du consentement selon la LCAP",
        description:
          "Des formulaires d'inscription aux cases de consentement non cochées, un registre indiquant quand et comment chaque personne s'est inscrite, et le suivi des dates d'expiration du consentement tacite.",
        icon: "shield-check",
      },
      {
        title: "Désabonnement et centre de préférences",
        description:
          "Des désabonnements en un clic, traités automatiquement, et un centre de préférences qui permet de choisir ses sujets ou la fréquence des envois plutôt que de partir.",
        icon: "user-check",
      },
      {
        title: "Segmentation et personnalisation",
        description:
          "Nous regroupons les abonnés selon leur historique d'achat, leur région, leur langue et leur engagement, pour que chaque message corresponde à son lecteur.",
        icon: "filter",
      },
      {
        title: "Conception et rédaction",
        description:
          "Des gabarits aux couleurs de votre marque, adaptés aux mobiles, avec des contrastes de couleurs accessibles et des textes écrits pour être lus sur un téléphone.",
        icon: "pen-tool",
      },
      {
        title: "Configuration de la délivrabilité",
        description:
          "Enregistrements SPF, DKIM et DMARC, réchauffement du domaine et nettoyage des listes : vos messages restent hors des dossiers de pourriels.",
        icon: "mail-check",
      },
      {
        title: "Tests et rapports",
        description:
          "Des tests d'objet et de contenu à chaque campagne, et des rapports mensuels sur les revenus, les clics et la croissance de la liste.",
        icon: "chart-column",
      },
    ],
  },
  process: {
    title: { text: "Du premier audit", accent: "à des résultats constants" },
    description:
      "Un démarrage structuré met de l'ordre dans votre liste et vos automatisations avant le début des campagnes régulières.",
    steps: [
      {
        title: "Audit de la liste et de la conformité",
        description:
          "Nous examinons votre plateforme, la provenance de vos contacts et vos registres de consentement, et signalons les contacts à qui la LCAP vous interdit d'écrire.",
      },
      {
        title: "Configuration technique",
        description:
          "Nous configurons les domaines d'envoi, les enregistrements d'authentification, les formulaires d'inscription et l'intégration avec votre boutique ou votre logiciel de gestion de la relation client (CRM).",
      },
      {
        title: "Automatisations de base",
        description:
          "Nous créons d'abord les séquences de bienvenue, de panier abandonné et d'après-achat, car ce sont généralement elles qui rapportent le plus vite.",
      },
      {
        title: "Calendrier des campagnes",
        description: `Les envois réguliers commencent au rythme de ${claimsFr.emailCampaignsPerMonth} campagnes par mois, chacune soumise à votre approbation avant de partir.`,
      },
      {
        title: "Optimisation et rapports",
        description:
          "Chaque mois, nous comparons les résultats aux cibles et choisissons les tests, les segments ou les séquences à ajouter ensuite.",
      },
    ],
  },
  showcase: {
    title: { text: "Des programmes de courriels", accent: "que nous avons bâtis" },
    description:
      "Des exemples de mandats de marketing par courriel pour des détaillants et des entreprises de services canadiens.",
    items: [
      "email-bluewater-coffee-roasters",
      "email-kestrel-physiotherapy",
      "email-laurentide-outdoor-gear",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Combien de courriels enverrez-vous chaque mois ?",
      answer: `La plupart de nos clients envoient de ${claimsFr.emailCampaignsPerMonth} campagnes par mois, en plus de leurs séquences automatisées. Nous fixons le rythme selon ce que vous avez à dire et la réaction de votre liste, car des envois trop fréquents font grimper les désabonnements.`,
    },
    {
      question: "Qu'exige la LCAP pour ma liste de courriels ?",
      answer:
        "Chaque message commercial requiert un consentement exprès ou tacite, et le consentement tacite découlant d'un achat ou d'une demande de renseignements expire après une période déterminée. Chaque courriel doit identifier votre entreprise, indiquer une adresse postale et offrir un mécanisme de désabonnement respecté dans un délai de 10 jours ouvrables. Nous configurons vos formulaires et vos registres pour que vous puissiez démontrer comment chaque abonné a donné son consentement.",
    },
    {
      question: "Puis-je écrire à une liste achetée ou recueillie dans un salon professionnel ?",
      answer:
        "Les listes achetées ne comportent presque jamais de consentement valide au sens de la LCAP ; nous ne leur envoyons donc rien. Les personnes qui vous ont remis leur carte professionnelle dans un salon peuvent parfois être jointes, à des conditions restreintes, et nous examinons ces cas avec vous avant tout envoi.",
    },
    {
      question: "Quelle plateforme de courriel devrais-je utiliser ?",
      answer:
        "Tout dépend de votre boutique, de votre CRM et de votre budget. Klaviyo convient aux détaillants sur Shopify, Mailchimp et Brevo se prêtent bien aux petites listes, et HubSpot est tout indiqué pour les entreprises qui l'utilisent déjà pour la vente. Nous pouvons aussi vous faire passer d'une plateforme à l'autre.",
    },
    {
      question: "Combien coûte le marketing par courriel ?",
      answer:
        "La gestion mensuelle coûte généralement entre 1 200 $ et 3 500 $ selon le volume de campagnes, le nombre de séquences et le besoin de versions dans les deux langues, taxes en sus (TPS ou TVH, et TVQ au Québec). Les frais de la plateforme vous sont facturés directement par le fournisseur.",
    },
  ],
  sections: [
    {
      type: "platforms",
      title: { text: "Les plateformes avec lesquelles", accent: "nous travaillons" },
      description:
        "Nous travaillons dans la plateforme que vous utilisez déjà, ou nous vous aidons à en choisir une adaptée à vos outils et à la taille de votre liste.",
      items: [
        {
          name: "Klaviyo",
          description:
            "Notre choix habituel pour les boutiques Shopify et WooCommerce, grâce à ses données d'achat détaillées pour la segmentation et les séquences.",
        },
        {
          name: "Mailchimp",
          description:
            "Une option connue et facile à utiliser pour les petites entreprises qui envoient surtout des infolettres et des automatisations simples.",
        },
        {
          name: "HubSpot",
          description:
            "Idéal pour les entreprises qui vendent à d'autres entreprises et veulent réunir courriels, fiches clients et suivi des ventes au même endroit.",
        },
        {
          name: "Brevo",
          description:
            "Une plateforme économique pour les listes plus volumineuses qui ont aussi besoin de courriels transactionnels et de textos.",
        },
        {
          name: "ActiveCampaign",
          description:
            "Des automatisations souples et la notation des prospects pour les entreprises de services aux cycles de vente plus longs.",
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "Ce que vous apporte un programme de courriels", accent: "bien mené" },
      items: [
        "Votre liste vous appartient : votre portée ne dépend ni de l'algorithme d'un réseau social ni du prix des publicités.",
        "Les séquences automatisées génèrent des ventes chaque jour sans que personne ait à cliquer sur « Envoyer ».",
        "Des registres de consentement rigoureux réduisent le risque de plaintes et de sanctions en vertu de la LCAP.",
        "Les campagnes segmentées obtiennent plus de clics et moins de désabonnements qu'un même message envoyé à tout le monde.",
      ],
    },
    {
      type: "case-studies",
      title: { text: "Le courriel", accent: "en chiffres" },
      items: [
        {
          title: "Séquences automatisées pour une marque de café par abonnement",
          client: "Bluewater Coffee Roasters, Halifax",
          results: [
            "Part du courriel dans les revenus en ligne passée de 12 % à 31 % en 8 mois",
            "Séquence de panier abandonné qui récupère 9 % des paniers",
            "Taux de désabonnement maintenu sous 0,3 % par envoi",
          ],
          technologies: ["Klaviyo", "Shopify"],
          cta: { label: "Parlons de votre projet", to: "/contact-us" },
        },
        {
          title: "Relance bilingue de l'infolettre d'un détaillant de plein air",
          client: "Laurentide Outdoor Gear, Québec",
          results: [
            "Nombre d'abonnés francophones doublé en 6 mois",
            "Taux de clics passé de 1,9 % à 3,6 % après une campagne de renouvellement du consentement",
            "Contacts inactifs ou sans consentement, retirés avant la relance",
          ],
          technologies: ["Brevo", "WooCommerce"],
          cta: { label: "Voir nos réalisations", to: "/portfolio" },
        },
      ],
    },
  ],
  cta: {
    title: { text: "Confiez-nous vos courriels", accent: "et rayez-les de votre liste" },
    description:
      "Indiquez-nous votre plateforme d'envoi actuelle et la taille de votre liste : nous examinerons votre gestion du consentement et vous proposerons les premières séquences à créer.",
    button: "Faire auditer mes courriels",
  },
  closing: `Dites-nous comment les gens s'abonnent à votre liste et ce que vous leur envoyez aujourd'hui. Nous vous répondrons d'ici ${siteFr.responseTime} avec des conseils francs sur vos infolettres et envois automatisés, un budget mensuel approximatif et un échéancier.`,
} satisfies ServiceInput;
