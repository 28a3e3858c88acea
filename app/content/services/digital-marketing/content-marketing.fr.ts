import type { ServiceInput } from "../../schema";
import { claimsFr, siteFr } from "../../site";
import { fixedQuoteFr } from "../promise";

export default {
  category: "digital-marketing",
  slug: "content-marketing",
  name: "Marketing de contenu",
  meta: {
    title: "Marketing de contenu pour entreprises canadiennes",
    description: `Du contenu planifié et documenté : ${claimsFr.blogPostsPerMonth} articles de blogue par mois, des guides et des études de cas qui attirent trafic et prospects.`,
  },
  hero: {
    title: { text: "Du contenu qui répond à vos clients", accent: "et les fait revenir" },
    description: `Nous planifions, rédigeons et publions de ${claimsFr.blogPostsPerMonth} articles de blogue par mois, ainsi que des guides et des études de cas, à partir des questions que vos acheteurs se posent déjà. Chaque contenu a un rôle, un mot-clé et une façon d'en mesurer l'effet.`,
    showCTA: true,
    image: {
      scene: "browser",
      alt: "Illustration du blogue d'une entreprise avec un article à la une et des guides connexes",
    },
  },
  intro: {
    title: {
      text: "Un rythme de publication régulier,",
      accent: "lié à de vrais objectifs d'affaires",
    },
    paragraphs: [
      "La plupart des blogues de PME s'essoufflent après quelques articles, faute de quelqu'un pour tenir le calendrier. Nous prenons ce rôle : un plan trimestriel, une fiche de recherche pour chaque contenu et des rédacteurs qui s'entretiennent avec votre équipe, pour que l'expertise de chaque article soit vraiment la vôtre.",
      "Nous écrivons d'abord pour des lecteurs canadiens, avec des exemples d'ici, des prix en dollars canadiens et les règles provinciales qui s'appliquent, et nous pouvons livrer des versions française et anglaise pour joindre votre clientèle au Québec comme ailleurs. Chaque contenu est suivi de sa publication jusqu'à la demande de renseignements, pour que vous sachiez quels sujets sont rentables.",
    ],
    image: {
      scene: "chart",
      alt: "Illustration d'un graphique comparant sur un an les visites organiques et les prospects issus du blogue",
    },
  },
  features: {
    title: { text: "Ce que comprend notre", accent: "programme de contenu" },
    description:
      "Une seule équipe s'occupe de la stratégie, de la rédaction, de la révision et de la publication, pour que vos contenus gardent un ton et une qualité constants.",
    items: [
      {
        title: "Stratégie et calendrier éditorial",
        description:
          "Nous associons les sujets à vos services, aux étapes du parcours d'achat et à la demande saisonnière, puis établissons un calendrier réaliste que vous approuvez chaque trimestre.",
        icon: "calendar",
      },
      {
        title: "Recherche de mots-clés et de questions",
        description:
          "Nous relevons les questions que les Canadiens tapent dans Google, parcourons les forums et vos propres appels de vente, et retenons les sujets qui font l'objet de vraies recherches.",
        icon: "search",
      },
      {
        title: "Entrevues avec vos experts",
        description:
          "Un court appel avec votre personnel donne à chaque article des détails de première main qu'aucun texte générique ne peut égaler.",
        icon: "mic",
      },
      {
        title: "Révision et vérification des faits",
        description:
          "Chaque ébauche est révisée pour la clarté, vérifiée à la source et relue pour écarter toute affirmation que l'organisme de réglementation de votre secteur pourrait contester.",
        icon: "clipboard-check",
      },
      {
        title: "Optimisation de chaque page",
        description:
          "Titres, intertitres, liens internes, textes de remplacement des images et données structurées sont réglés avant la mise en ligne de chaque contenu.",
        icon: "file-search",
      },
      {
        title: "Diffusion et réutilisation",
        description:
          "Nous déclinons chaque article en rubriques d'infolettre, en publications pour les médias sociaux et en courts scénarios vidéo, pour qu'une même idée serve sur plusieurs canaux.",
        icon: "share-2",
      },
      {
        title: "Contenu bilingue",
        description:
          "Nos versions françaises sont rédigées à l'interne, en français québécois, et non passées à la traduction automatique, pour répondre aux exigences de la Charte de la langue française.",
        icon: "globe",
      },
      {
        title: "Rapports de performance",
        description:
          "Un rapport mensuel présente le trafic, les positions dans les résultats, les conversions assistées et les contenus à rafraîchir.",
        icon: "chart-line",
      },
    ],
  },
  process: {
    title: { text: "Comment nous bâtissons", accent: "votre moteur de contenu" },
    description:
      "Une routine claire maintient la qualité et accélère les approbations de votre équipe.",
    steps: [
      {
        title: "Audit et cadrage",
        description:
          "Nous examinons vos pages et articles existants, vos données d'analyse et vos concurrents, puis nous discutons avec votre équipe de vos clients et de leurs objections.",
      },
      {
        title: "Stratégie et plan de sujets",
        description:
          "Vous recevez un plan de trois mois qui précise les sujets, les mots-clés ciblés, les formats et l'objectif de chaque contenu.",
      },
      {
        title: "Fiches et ébauches",
        description:
          "Chaque contenu part d'une fiche que vous pouvez commenter, puis devient une ébauche complète rédigée par un spécialiste de votre secteur.",
      },
      {
        title: "Approbation et publication",
        description:
          "Vous approuvez l'ébauche révisée, puis nous la mettons en forme, l'optimisons et la publions dans votre système de gestion de contenu, avec images et liens internes.",
      },
      {
        title: "Mesure et mise à jour",
        description:
          "Nous évaluons chaque contenu au regard de son objectif et mettons à jour les anciens textes qui reculent dans les résultats ou ne sont plus d'actualité.",
      },
    ],
  },
  showcase: {
    title: { text: "Programmes de contenu", accent: "récents" },
    description:
      "Quelques exemples de mandats de contenu pour des clients canadiens de différents secteurs.",
    items: [
      "content-prairie-ridge-home-energy",
      "content-halyard-legal-services",
      "content-northwind-farm-supply",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Combien de contenus publierez-vous chaque mois ?",
      answer: `La plupart de nos clients commencent avec ${claimsFr.blogPostsPerMonth} articles de blogue par mois, assez pour prendre de l'élan sans accaparer votre temps de révision. Les guides plus longs et les études de cas s'y ajoutent selon le budget.`,
    },
    {
      question: "Combien coûte le marketing de contenu ?",
      answer: `La plupart des programmes mensuels coûtent entre 1 500 $ et 5 000 $, selon le volume, la profondeur des recherches et le besoin de versions dans les deux langues. Les prix sont en dollars canadiens, taxes en sus (TPS ou TVH, et TVQ au Québec). Vous recevez ${fixedQuoteFr} ; ici, le prix fixe est un forfait mensuel, établi après un court audit.`,
    },
    {
      question: "Combien de temps faut-il pour que le contenu attire du trafic ?",
      answer:
        "Les nouveaux articles commencent habituellement à se classer au bout de quelques mois, et les résultats se cumulent à mesure que la bibliothèque s'enrichit et obtient des liens. Dès le départ, nous ciblons aussi des questions moins concurrentielles pour que vous voyiez un certain rendement pendant que les sujets plus vastes font leur chemin.",
    },
    {
      question: "Utilisez-vous l'IA pour rédiger les articles ?",
      answer:
        "Nous utilisons des logiciels pour la recherche et les plans, mais chaque contenu est rédigé et révisé par une personne, à partir d'entrevues avec votre équipe. C'est ce qui le rend exact et distinctif, deux qualités que récompensent autant les moteurs de recherche que les lecteurs.",
    },
    {
      question: "À qui appartient le contenu que vous produisez ?",
      answer:
        "À vous. Une fois la facture payée, les droits d'auteur sur les textes, les visuels et les scénarios que nous créons pour vous vous appartiennent, et vous pouvez les utiliser sur tous vos canaux.",
    },
  ],
  sections: [
    {
      type: "services",
      title: { text: "Les formats que nous", accent: "produisons" },
      description:
        "Nous choisissons les formats selon l'étape où vos acheteurs en sont dans leur décision, et non selon la mode du moment.",
      items: [
        {
          title: "Articles de blogue",
          description: `Des articles documentés et pensés pour la recherche, publiés au rythme de ${claimsFr.blogPostsPerMonth} par mois, qui répondent à des questions précises de vos clients.`,
          icon: "pen-line",
        },
        {
          title: "Guides approfondis",
          description:
            "Des ressources détaillées, comme des guides d'achat ou des listes de vérification de conformité, qui attirent des liens et des inscriptions par courriel.",
          icon: "book-open",
        },
        {
          title: "Études de cas",
          description:
            "Des témoignages de clients tirés d'entrevues, avec des résultats avant-après clairs que votre équipe de vente peut envoyer à ses prospects.",
          icon: "briefcase",
        },
        {
          title: "Scénarios vidéo",
          description:
            "Des scénarios et des listes de plans pour de courtes vidéos explicatives, des démonstrations de produits et des capsules pour les médias sociaux, que votre équipe ou un vidéaste peut tourner.",
          icon: "camera",
        },
        {
          title: "Infolettres",
          description:
            "Des sommaires mensuels qui ramènent vos abonnés vers vos plus récents articles et vos offres.",
          icon: "newspaper",
        },
        {
          title: "Infographies et visuels",
          description:
            "Des graphiques et des schémas qui rendent les données et les processus faciles à comprendre et à partager.",
          icon: "image",
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "Pourquoi le contenu", accent: "rapporte longtemps" },
      items: [
        "Un article bien écrit continue d'attirer des visiteurs longtemps après sa publication, alors que la publicité payante s'arrête avec le budget.",
        "Un contenu utile raccourcit le cycle de vente, car vos prospects arrivent en comprenant déjà vos services et vos prix.",
        "Une bibliothèque de guides et d'études de cas donne à votre équipe de vente des documents crédibles à envoyer après chaque appel.",
        "Publier régulièrement établit votre autorité sur vos sujets, ce qui aide aussi vos pages de services à se classer.",
        "Le contenu alimente vos campagnes par courriel, sur les médias sociaux et en publicité payante : chaque canal a quelque chose d'utile à partager.",
      ],
    },
    {
      type: "reasons",
      title: { text: "Pourquoi travailler", accent: "avec nous" },
      items: [
        "Nos rédacteurs s'entretiennent avec votre équipe, pour que l'expertise de chaque contenu soit réellement la vôtre.",
        "Nous écrivons pour un public canadien, en tenant compte de la réglementation, de l'orthographe et des réalités d'ici.",
        "Les spécialistes du référencement, du courriel et des médias sociaux font partie de la même équipe : chaque contenu est planifié en pensant à sa diffusion.",
        "Vous recevez chaque mois un rapport simple qui relie le contenu aux demandes reçues, et pas seulement aux pages vues.",
      ],
    },
  ],
  cta: {
    title: { text: "Publiez enfin", accent: "avec un vrai plan" },
    description:
      "Parlez-nous de vos clients et de vos objectifs : nous vous proposerons un plan de contenu de trois mois, avec les sujets et les résultats attendus.",
    button: "Planifier mon contenu",
  },
  closing: `Envoyez-nous le lien de votre site et nommez deux ou trois concurrents que vous surveillez. D'ici ${siteFr.responseTime}, nous vous dirons franchement ce qui manque à votre contenu, avec un budget approximatif et un échéancier pour les premiers articles.`,
} satisfies ServiceInput;
