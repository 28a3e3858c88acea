import type { ServiceInput } from "../../schema";
import { claimsFr, siteFr } from "../../site";
import { fixedQuoteFr } from "../promise";

export default {
  category: "digital-marketing",
  slug: "seo",
  name: "Référencement naturel (SEO)",
  meta: {
    title: "Référencement naturel (SEO) pour entreprises canadiennes",
    description: `Référencement technique, local et bilingue, mesuré en prospects et en ventes. Premiers gains en ${claimsFr.seoFirstGains}, résultats complets en ${claimsFr.seoFullResults}.`,
  },
  hero: {
    title: { text: "Faites-vous trouver par les clients", accent: "qui vous cherchent déjà" },
    description:
      "Nous aidons les PME canadiennes à se classer, en français, en anglais et sur la carte, pour les recherches qui amènent appels, réservations et commandes.",
    showCTA: true,
    image: {
      scene: "chart",
      alt: "Illustration : trafic organique et demandes en hausse sur un an",
    },
  },
  intro: {
    title: { text: "Un référencement mesuré en demandes,", accent: "pas seulement en positions" },
    paragraphs: [
      "Arriver premier sur une expression qui n'amène aucun acheteur, c'est une victoire pour la galerie. Nous partons des recherches que font vraiment vos meilleurs clients, puis donnons à votre site de quoi les remporter : correctifs techniques, pages plus fortes et signaux locaux et sectoriels que Google valorise.",
      `Le référencement est un travail de fond, pas un interrupteur : la plupart de nos clients voient les premiers gains en ${claimsFr.seoFirstGains} et les résultats complets en ${claimsFr.seoFullResults}, à mesure que le contenu et l'autorité du site s'accumulent.`,
    ],
    image: {
      scene: "dashboard",
      alt: "Illustration : tableau de bord reliant visites organiques, formulaires et appels",
    },
  },
  features: {
    title: { text: "Ce que comprend chaque", accent: "mandat de référencement" },
    description: "La base de chaque forfait, que vous desserviez un quartier ou tout le pays.",
    items: [
      {
        title: "Mots-clés selon l'intention",
        description:
          "Nous distinguons les recherches d'un acheteur de celles d'un étudiant ou d'un concurrent, et concentrons votre budget sur les premières.",
        icon: "search",
      },
      {
        title: "Bilans de santé technique",
        description:
          "Erreurs d'exploration, gabarits lents, pages en double, problèmes d'indexation : repérés, classés par impact, puis corrigés ou confiés à votre développeur avec des consignes claires.",
        icon: "wrench",
      },
      {
        title: "Optimisation des pages",
        description:
          "Titres, intertitres, liens internes et textes retravaillés : chaque page de service ou de territoire répond à une recherche précise.",
        icon: "file-search",
      },
      {
        title: "Plans de contenu et pages",
        description:
          "Nous cernons l'écart entre ce que cherchent vos clients et ce à quoi répond votre site, puis planifions ou rédigeons les pages qui le comblent.",
        icon: "file-text",
      },
      {
        title: "Autorité et obtention de liens",
        description:
          "Nous obtenons par démarchage direct des mentions d'annuaires, d'associations, de fournisseurs et de médias locaux canadiens, jamais de liens achetés ou douteux.",
        icon: "link",
      },
      {
        title: "Un suivi relié aux prospects",
        description:
          "Un outil d'analyse respectueux du consentement suit les appels, formulaires et ventes organiques : vous voyez ce que le référencement rapporte en dollars.",
        icon: "chart-line",
      },
      {
        title: "Une feuille de route mensuelle",
        description:
          "Un court plan écrit, pas une avalanche de graphiques : ce que nous avons fait le mois dernier, ce que nous ferons ensuite et pourquoi.",
        icon: "compass",
      },
      {
        title: "Tout reste à vous",
        description:
          "Google Search Console, outils d'analyse et Profil d'entreprise Google restent à votre nom, et les pages créées vous appartiennent si nos chemins se séparent.",
        icon: "key-round",
      },
    ],
  },
  process: {
    title: { text: "Notre approche", accent: "de votre référencement" },
    description: "Des fondations solides d'abord, puis une visibilité qui grandit mois après mois.",
    steps: [
      {
        title: "Audit et point de départ",
        description:
          "Nous examinons votre site, vos données Search Console, votre Profil d'entreprise Google et vos principaux concurrents, et notons votre point de départ pour mesurer les progrès.",
      },
      {
        title: "Stratégie et priorités",
        description:
          "Nous convenons des services, territoires et langues à cibler, puis classons les occasions selon leur rendement probable et l'effort requis.",
      },
      {
        title: "Consolider les fondations",
        description:
          "Problèmes techniques, pages trop minces et fiches locales erronées passent en premier, car contenu et liens sont plus efficaces sur un site sain.",
      },
      {
        title: "Bâtir le contenu et l'autorité",
        description:
          "Nous améliorons les pages clés, en publions d'autres là où la demande existe et obtenons liens et mentions de sources canadiennes pertinentes.",
      },
      {
        title: "Mesurer et ajuster",
        description:
          "Chaque mois, nous comparons positions, trafic et prospects au point de départ, puis réorientons les efforts vers ce qui fonctionne.",
      },
    ],
  },
  showcase: {
    title: { text: "Résultats récents", accent: "en référencement" },
    description:
      "Des entreprises canadiennes plus visibles en recherche organique, de la clinique à adresse unique à la boutique en ligne nationale.",
    items: [
      "seo-fundy-coast-kayak-tours",
      "seo-clinique-physio-saint-laurent",
      "seo-trillium-home-comfort",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Combien de temps faut-il pour voir les résultats du référencement ?",
      answer: `Les premiers gains arrivent généralement en ${claimsFr.seoFirstGains}, sur la carte, dans les recherches de longue traîne et en trafic vers les pages améliorées. Les résultats complets prennent de ${claimsFr.seoFullResults}, selon la concurrence, l'état du site et le contenu à produire. L'audit fixe des attentes réalistes pour votre marché.`,
    },
    {
      question: "Combien coûtent vos services de référencement ?",
      answer: `La plupart des forfaits mensuels des PME canadiennes vont de 1 500 $ à 5 000 $, selon le nombre d'établissements, de langues et de pages. Les gros sites ou chantiers techniques coûtent parfois plus. Vous recevez ${fixedQuoteFr} ; ici, le prix fixe est un forfait mensuel, établi après un court audit.`,
    },
    {
      question: "Pouvez-vous garantir une place en première page ?",
      answer:
        "Non, et méfiez-vous de quiconque le promet : Google contrôle ses résultats et les modifie souvent. Nous nous engageons plutôt sur un plan clair, le travail prévu et des rapports mensuels honnêtes sur positions, trafic et prospects.",
    },
    {
      question: "Faites-vous du référencement en français pour la clientèle québécoise ?",
      answer:
        "Oui, avec une recherche de mots-clés distincte en français, car les internautes québécois emploient souvent d'autres termes qu'une traduction littérale. Grâce aux balises de langue, Google présente la bonne version à chaque public, et nous rédigeons les pages françaises à l'interne, en français québécois, ou avec votre traducteur.",
    },
    {
      question: "Dois-je signer un contrat à long terme ?",
      answer:
        "Non. Après l'audit et la mise en place, les forfaits sont mensuels, avec préavis de 30 jours. Comme les effets se cumulent, la plupart de nos clients restent au moins un an, par choix plutôt que par obligation.",
    },
    {
      question: "Aurez-vous besoin d'accéder à notre site web ?",
      answer:
        "Pour la plupart des forfaits, oui : un accès de rédacteur à votre système de gestion de contenu, ainsi qu'à la Google Search Console, à vos outils d'analyse et à votre Profil d'entreprise Google. Si votre développeur préfère s'occuper de la technique, nous lui envoyons nos demandes par ordre de priorité.",
    },
  ],
  sections: [
    {
      type: "services",
      title: { text: "Nos services", accent: "de référencement" },
      description:
        "Choisissez les volets qui vous importent, ou laissez l'audit indiquer par où commencer.",
      items: [
        {
          title: "Référencement technique",
          description:
            "Vitesse du site, signaux Web essentiels (Core Web Vitals), exploration, données structurées et correctifs d'indexation pour que les moteurs lisent votre site et s'y fient.",
          icon: "cog",
        },
        {
          title: "Référencement local et Profil d'entreprise Google",
          description:
            "Nous optimisons vos fiches Google, Bing Places et Apple Business Connect, corrigeons vos mentions dans les annuaires et créons une page par secteur desservi.",
          icon: "map-pin",
        },
        {
          title: "Référencement bilingue français-anglais",
          description:
            "Recherche de mots-clés distincte, balises hreflang et pages adaptées à chaque public, qui aident aussi à respecter les exigences linguistiques du Québec.",
          icon: "globe",
        },
        {
          title: "Référencement de boutiques en ligne",
          description:
            "Pages de catégories et de produits optimisées, correction de la navigation à facettes et données structurées de produits, pour Shopify, WooCommerce ou une boutique sur mesure.",
          icon: "shopping-cart",
        },
        {
          title: "Référencement de plusieurs établissements",
          description:
            "Une structure uniforme pour franchises et réseaux de succursales : chaque établissement se classe dans sa ville sans concurrencer les autres.",
          icon: "store",
        },
        {
          title: "Accompagnement lors d'une migration",
          description:
            "Plan de redirections, vérifications avant et suivi après la mise en ligne pour protéger vos positions lors d'une refonte, d'un changement de marque ou de plateforme.",
          icon: "refresh-cw",
        },
      ],
    },
    {
      type: "case-studies",
      title: { text: "Études de cas", accent: "en référencement" },
      description:
        "Comment un référencement ciblé a rapporté demandes et revenus à trois clients canadiens.",
      items: [
        {
          title: "Une saison de réservations remplie grâce à la recherche organique",
          client: "Fundy Coast Kayak Tours, Nouveau-Brunswick",
          results: [
            "Réservations organiques en hausse de 88 % sur un an",
            "Dans les trois premiers résultats sur la carte pour les excursions en kayak de la baie de Fundy",
            "Page de réservation chargée en 1,9 seconde au lieu de 5,8",
          ],
          technologies: [
            "Google Business Profile",
            "Schema.org",
            "Google Search Console",
            "WordPress",
          ],
          cta: { label: "Parlons d'un projet semblable", to: "/contact-us" },
        },
        {
          title: "Un site d'abord en français, enfin bien classé en français",
          client: "Clinique Physio Saint-Laurent, Montréal",
          results: [
            "Trois fois plus de demandes en français en 10 mois",
            "212 mots-clés français en première page, contre 19 auparavant",
            "Demandes de rendez-vous organiques en hausse de 74 %",
          ],
          technologies: ["hreflang", "Google Business Profile", "Google Analytics 4", "Webflow"],
          cta: { label: "Voir d'autres réalisations", to: "/portfolio" },
        },
        {
          title: "Des pages par territoire pour un entrepreneur en croissance",
          client: "Trillium Home Comfort, région du Grand Toronto",
          results: [
            "Prospects organiques en hausse de 61 % en 9 mois",
            "14 pages de villes parmi les cinq premiers résultats pour les recherches de fournaises et de climatisation",
            "Coût par prospect organique inférieur de 68 % à sa moyenne en recherche payante",
          ],
          technologies: [
            "Pages d'atterrissage locales",
            "CallRail",
            "Google Search Console",
            "WordPress",
          ],
          cta: { label: "Parlons d'un projet semblable", to: "/contact-us" },
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "Pourquoi le référencement", accent: "vaut la patience" },
      description:
        "La publicité s'arrête avec le budget. La visibilité organique, une fois acquise, continue de travailler pour vous.",
      items: [
        "Les visites organiques ne coûtent rien par clic : le coût par prospect tend donc à baisser à mesure que vos positions se consolident.",
        "Les clients qui vous trouvent en cherchant veulent déjà ce que vous vendez : ils sont plus enclins à appeler ou à acheter.",
        "Une fiche bien classée sur la carte vous place devant les clients des environs quand ils ont besoin d'un fournisseur local.",
        "Des pages bilingues vous ouvrent le marché francophone du Québec, du Nouveau-Brunswick et de l'Ontario.",
        "Le contenu et les correctifs techniques d'un bon référencement rendent aussi votre site plus rapide et plus clair pour tous.",
      ],
    },
  ],
  cta: {
    title: { text: "Découvrez où en est", accent: "votre site aujourd'hui" },
    description:
      "Envoyez-nous l'adresse de votre site et les services à faire ressortir. Nous vous indiquerons ses principaux freins et ce que le référencement peut réalistement accomplir dans votre marché.",
    button: "Demander une analyse de référencement",
  },
  closing: `Dites-nous sur quelles recherches vous aimeriez ressortir et quelle région vous desservez. D'ici ${siteFr.responseTime}, vous recevrez des conseils francs sur votre visibilité dans les moteurs de recherche, un budget mensuel approximatif et le délai des premiers gains.`,
} satisfies ServiceInput;
