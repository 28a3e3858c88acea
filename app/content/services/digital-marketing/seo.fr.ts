import type { ServiceInput } from "../../schema";
import { claimsFr } from "../../site";
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
      "Nous aidons les PME canadiennes à se classer pour les recherches qui mènent à des appels, à des réservations et à des commandes, en français, en anglais et sur la carte.",
    showCTA: true,
    image: {
      scene: "chart",
      alt: "Illustration d'un graphique linéaire montrant la hausse du trafic organique et des demandes sur un an",
    },
  },
  intro: {
    title: { text: "Un référencement mesuré en demandes,", accent: "pas seulement en positions" },
    paragraphs: [
      "Arriver premier sur une expression qui n'amène aucun acheteur, c'est une victoire pour la galerie. Nous commençons par trouver les recherches que font réellement vos meilleurs clients, puis nous corrigeons ce qui freine votre site, améliorons les pages qui devraient remporter ces recherches et bâtissons les signaux locaux et sectoriels que Google recherche.",
      `Le référencement est un travail de fond, pas un interrupteur. La plupart de nos clients voient les premiers gains en ${claimsFr.seoFirstGains}, comme une meilleure visibilité sur la carte et plus de trafic vers les pages de services, et les résultats complets en ${claimsFr.seoFullResults}, à mesure que les effets du contenu et de l'autorité du site se cumulent. Chaque mois, nous rendons compte des demandes et des revenus issus de la recherche organique, pas seulement des positions.`,
    ],
    image: {
      scene: "dashboard",
      alt: "Illustration d'un tableau de bord qui relie les visites organiques aux formulaires envoyés et aux appels",
    },
  },
  features: {
    title: { text: "Ce que comprend chaque", accent: "mandat de référencement" },
    description:
      "Le travail de base de chaque forfait, que vous desserviez un seul quartier ou des clients d'un bout à l'autre du pays.",
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
          "Erreurs d'exploration, gabarits lents, pages en double et problèmes d'indexation sont repérés, classés selon leur impact, puis corrigés ou confiés à votre développeur avec des instructions claires.",
        icon: "wrench",
      },
      {
        title: "Optimisation des pages",
        description:
          "Titres, intertitres, liens internes et textes sont retravaillés pour que chaque page de service et de territoire réponde bien à une recherche précise.",
        icon: "file-search",
      },
      {
        title: "Plans de contenu et pages",
        description:
          "Nous cernons l'écart entre ce que demandent vos clients et ce à quoi répond votre site, puis nous préparons le plan ou rédigeons les pages qui le comblent.",
        icon: "file-text",
      },
      {
        title: "Autorité et obtention de liens",
        description:
          "Nous obtenons des mentions d'annuaires, d'associations, de fournisseurs et de médias locaux canadiens par des démarches directes, jamais au moyen de liens achetés ou douteux.",
        icon: "link",
      },
      {
        title: "Un suivi relié aux prospects",
        description:
          "Les appels, formulaires et ventes issus de la recherche organique sont suivis avec un outil d'analyse respectueux du consentement, pour que vous voyiez ce que le référencement rapporte en dollars.",
        icon: "chart-line",
      },
      {
        title: "Une feuille de route mensuelle",
        description:
          "Vous savez toujours ce que nous avons fait le mois dernier, ce que nous ferons ensuite et pourquoi, dans un court plan écrit plutôt que dans une avalanche de graphiques.",
        icon: "compass",
      },
      {
        title: "Tout reste à vous",
        description:
          "Votre Google Search Console, vos outils d'analyse et votre fiche d'établissement Google restent à votre nom, et chaque page que nous créons vous appartient si nos chemins se séparent.",
        icon: "key-round",
      },
    ],
  },
  process: {
    title: { text: "Notre approche", accent: "de votre référencement" },
    description:
      "Une démarche éprouvée qui consolide d'abord les fondations, puis bâtit votre visibilité mois après mois.",
    steps: [
      {
        title: "Audit et point de départ",
        description:
          "Nous examinons votre site, les données de la Search Console, votre fiche d'établissement Google et vos principaux concurrents, et notons votre situation actuelle pour pouvoir mesurer les progrès.",
      },
      {
        title: "Stratégie et priorités",
        description:
          "Nous convenons des services, des territoires et des langues à cibler, puis classons les occasions selon leur rendement probable et l'effort qu'elles demandent.",
      },
      {
        title: "Consolider les fondations",
        description:
          "Les problèmes techniques, les pages trop minces et les erreurs dans les fiches locales sont corrigés en premier, car le contenu et les liens donnent de meilleurs résultats sur un site sain.",
      },
      {
        title: "Bâtir le contenu et l'autorité",
        description:
          "Nous améliorons les pages clés, en publions de nouvelles là où la demande existe et obtenons des liens et des mentions pertinents auprès de sources canadiennes.",
      },
      {
        title: "Mesurer et ajuster",
        description:
          "Chaque mois, nous comparons les positions, le trafic et les prospects au point de départ, puis réorientons les efforts vers ce qui fonctionne.",
      },
    ],
  },
  showcase: {
    title: { text: "Résultats récents", accent: "en référencement" },
    description:
      "Quelques-unes des entreprises canadiennes dont nous avons fait croître la visibilité organique, de la clinique à adresse unique à la boutique en ligne nationale.",
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
      answer: `La plupart des entreprises voient les premiers gains en ${claimsFr.seoFirstGains}, généralement dans les résultats sur la carte, les recherches de longue traîne et le trafic vers les pages améliorées. Les résultats complets prennent de ${claimsFr.seoFullResults}, selon la concurrence, l'état de votre site et la quantité de contenu nécessaire. Nous établissons des attentes réalistes pour votre marché lors de l'audit.`,
    },
    {
      question: "Combien coûtent vos services de référencement ?",
      answer: `La plupart des forfaits mensuels pour les PME canadiennes se situent entre 1 500 $ et 5 000 $, selon le nombre d'établissements, de langues et de pages en jeu. Les sites plus volumineux ou les gros chantiers techniques peuvent dépasser cette fourchette. Vous recevez ${fixedQuoteFr} ; ici, le prix fixe est un forfait mensuel, établi après un court audit.`,
    },
    {
      question: "Pouvez-vous garantir une place en première page ?",
      answer:
        "Non, et méfiez-vous de quiconque le fait. Google contrôle ses résultats et les modifie souvent. Ce à quoi nous pouvons nous engager, c'est un plan clair, le travail qui y est décrit et des rapports mensuels honnêtes sur les positions, le trafic et les prospects.",
    },
    {
      question: "Faites-vous du référencement en français pour la clientèle québécoise ?",
      answer:
        "Oui. Nous faisons une recherche de mots-clés distincte en français, car les internautes québécois emploient souvent d'autres termes que ceux d'une traduction littérale. Nous configurons les balises de langue pour que Google présente la bonne version à chaque public, et nous rédigeons les pages françaises à l'interne, en français québécois, ou avec votre traducteur si vous en avez un.",
    },
    {
      question: "Dois-je signer un contrat à long terme ?",
      answer:
        "Non. Après l'audit et la mise en place initiale, les forfaits sont mensuels, avec un préavis de 30 jours. Comme les effets du référencement se cumulent avec le temps, la plupart de nos clients restent au moins un an, mais par choix et non en raison d'une clause.",
    },
    {
      question: "Aurez-vous besoin d'accéder à notre site web ?",
      answer:
        "Pour la plupart des forfaits, oui : il nous faut un accès de rédacteur à votre système de gestion de contenu, ainsi qu'à la Google Search Console, à vos outils d'analyse et à votre fiche d'établissement. Si votre développeur préfère faire lui-même les changements techniques, nous lui envoyons plutôt des demandes classées par priorité.",
    },
  ],
  sections: [
    {
      type: "services",
      title: { text: "Nos services", accent: "de référencement" },
      description:
        "Choisissez les volets qui comptent pour votre entreprise, ou laissez l'audit nous indiquer par où commencer.",
      items: [
        {
          title: "Référencement technique",
          description:
            "Vitesse du site, signaux Web essentiels (Core Web Vitals), exploration, données structurées et correctifs d'indexation pour que les moteurs de recherche puissent lire votre site et s'y fier.",
          icon: "cog",
        },
        {
          title: "Référencement local et fiche d'établissement Google",
          description:
            "Nous optimisons votre fiche d'établissement Google ainsi que vos fiches Bing Places et Apple Business Connect, corrigeons vos mentions dans les annuaires et créons une page pour chaque secteur que vous desservez.",
          icon: "map-pin",
        },
        {
          title: "Référencement bilingue français-anglais",
          description:
            "Recherche de mots-clés distincte, balises hreflang et pages bien adaptées au Canada francophone et anglophone, ce qui aide aussi à respecter les exigences linguistiques du Québec.",
          icon: "globe",
        },
        {
          title: "Référencement de boutiques en ligne",
          description:
            "Optimisation des pages de catégories et de produits, correction de la navigation à facettes et données structurées de produits pour Shopify, WooCommerce et les boutiques sur mesure.",
          icon: "shopping-cart",
        },
        {
          title: "Référencement de plusieurs établissements",
          description:
            "Une structure uniforme pour les franchises et les entreprises à plusieurs succursales, afin que chaque établissement se classe dans sa ville sans faire concurrence aux autres.",
          icon: "store",
        },
        {
          title: "Accompagnement lors d'une migration",
          description:
            "Plan de redirections, vérifications avant la mise en ligne et surveillance après le lancement pour protéger vos positions lors d'une refonte, d'un changement d'image de marque ou de plateforme.",
          icon: "refresh-cw",
        },
      ],
    },
    {
      type: "case-studies",
      title: { text: "Études de cas", accent: "en référencement" },
      description:
        "Comment un travail de référencement ciblé s'est traduit en demandes et en revenus pour trois clients canadiens.",
      items: [
        {
          title: "Une saison de réservations remplie grâce à la recherche organique",
          client: "Fundy Coast Kayak Tours, Nouveau-Brunswick",
          results: [
            "Réservations organiques en hausse de 88 % sur un an",
            "Parmi les trois premiers résultats sur la carte pour les excursions en kayak dans la région de la baie de Fundy",
            "Temps de chargement de la page de réservation ramené de 5,8 à 1,9 seconde",
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
            "Demandes de rendez-vous issues de la recherche organique en hausse de 74 %",
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
        "La publicité s'arrête le jour où le budget s'épuise. La visibilité organique, une fois acquise, continue de travailler pour vous.",
      items: [
        "Les visites organiques ne coûtent rien par clic : le coût de chaque prospect tend donc à baisser à mesure que vos positions se consolident.",
        "Les clients qui vous trouvent par la recherche cherchent déjà ce que vous vendez, ce qui les rend plus susceptibles d'appeler ou d'acheter.",
        "Une fiche bien classée sur la carte vous place devant les clients des environs au moment où ils ont besoin d'un fournisseur local.",
        "Des pages bilingues ouvrent à votre entreprise le marché francophone du Québec, du Nouveau-Brunswick et de l'Ontario.",
        "Les contenus et les correctifs techniques qui sous-tendent un bon référencement rendent aussi votre site plus rapide et plus clair pour tous vos visiteurs.",
      ],
    },
  ],
  cta: {
    title: { text: "Découvrez où en est", accent: "votre site aujourd'hui" },
    description:
      "Envoyez-nous l'adresse de votre site et les services pour lesquels vous souhaitez ressortir dans les recherches. Nous vous répondrons en précisant les principaux problèmes qui le freinent et ce que le référencement peut réalistement accomplir dans votre marché.",
    button: "Demander une analyse de référencement",
  },
} satisfies ServiceInput;
