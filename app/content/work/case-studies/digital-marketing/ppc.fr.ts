import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "ppc-cascade-legal-group",
    client: "Cascade Legal Group",
    sector: "Droit des préjudices corporels",
    location: "Vancouver (Colombie-Britannique)",
    headline: "Coût par prospect en baisse de 46 %",
    summary:
      "Un cabinet de Vancouver a réduit de 46 % son coût par prospect qualifié en 5 mois et signé 29 % de dossiers de plus grâce à la recherche payante, à budget égal.",
    services: ["digital-marketing/ppc", "digital-marketing/analytics-reporting"],
    image: {
      scene: "browser",
      alt: "Illustration d'une page de résultats de recherche où l'annonce d'un cabinet d'avocats précède les résultats naturels",
    },
    problem: [
      "Cascade Legal Group consacrait environ 14 000 $ par mois à Google Ads, dans l'une des catégories de recherche les plus chères au Canada, sans que les associés sachent combien de clients cela rapportait. Depuis que la Colombie-Britannique a adopté en 2021 un régime d'assurance automobile sans égard à la faute, le cabinet s'était tourné vers l'invalidité de longue durée et les chutes, mais les campagnes misaient toujours le plus sur les accidents de voiture.",
      "Chaque appel comptait comme une conversion, y compris ceux des clients qui téléphonaient au sujet de leur dossier : les enchères automatisées poursuivaient donc le mauvais objectif. Des mots clés trop larges payaient aussi pour des recherches sur l'aide juridique, les facultés de droit ou les emplois en cabinet, et l'équipe d'accueil passait des heures chaque semaine à trier des demandes que le cabinet ne pouvait pas accepter.",
    ],
    approach: [
      {
        title: "Ne suivre que les prospects qualifiés",
        description:
          "Nous avons configuré CallRail et Google Tag Manager pour enregistrer les appels de plus de 90 secondes et les formulaires d'accueil remplis, puis réimporté dans Google Ads les dossiers jugés qualifiés et signés par l'équipe d'accueil.",
      },
      {
        title: "Des campagnes alignées sur les champs de pratique actuels",
        description:
          "Les campagnes ont été réparties selon les dossiers que le cabinet accepte aujourd'hui, chacune avec sa page d'atterrissage (invalidité de longue durée, chutes, litiges avec l'ICBC), vérifiée selon les règles de marketing du Barreau de la Colombie-Britannique.",
      },
      {
        title: "Éliminer le gaspillage",
        description:
          "Nous avons passé en revue les termes de recherche chaque jour le premier mois et exclu plus de 1 100 requêtes non pertinentes au premier trimestre, des conseils juridiques gratuits aux offres d'emploi.",
      },
      {
        title: "Ajouter Microsoft Advertising",
        description:
          "Une campagne Microsoft Advertising plus modeste a joint des internautes plus âgés, surtout sur ordinateur, à un coût par clic moindre, financée par les économies réalisées dans le compte Google plutôt que par un nouveau budget.",
      },
    ],
    results: [
      { value: "46 %", label: "de baisse du coût par prospect qualifié en 5 mois" },
      {
        value: "29 %",
        label: "de dossiers signés en plus grâce à la recherche payante, à budget égal",
      },
      { value: "> 1 100", label: "termes de recherche non pertinents exclus au premier trimestre" },
    ],
    technologies: ["Google Ads", "Microsoft Advertising", "CallRail", "Google Tag Manager"],
    duration: "En cours depuis 2024",
  },
  {
    slug: "ppc-prairie-peak-outdoor-supply",
    client: "Prairie Peak Outdoor Supply",
    sector: "Articles de plein air",
    location: "Saskatoon (Saskatchewan)",
    headline: "5,2 $ de ventes par dollar investi en publicité",
    summary:
      "Flux de produits épuré, campagnes Shopping axées sur la marge, budgets saisonniers : un détaillant de Saskatoon a porté son rendement publicitaire de 2,1 à 5,2.",
    services: ["digital-marketing/ppc", "digital-marketing/analytics-reporting"],
    image: {
      scene: "cart",
      alt: "Illustration d'un panier d'achat à côté d'annonces de produits pour le camping d'hiver",
    },
    problem: [
      "Prairie Peak Outdoor Supply vend de l'équipement de camping d'hiver, de pêche blanche et de ski de fond dans son magasin de Saskatoon et sur un site Shopify qui livre partout dans les Prairies. Son unique campagne Performance Max dépensait autant en juillet qu'en décembre et mettait souvent en avant des articles presque épuisés ou à faible marge.",
      "Le compte affichait un rendement de 2,1 fois les dépenses publicitaires, mais une fois déduits le coût des produits et la livraison vers les codes postaux ruraux, bien des ventes étaient à peine rentables. Les propriétaires étaient prêts à cesser toute publicité avant la saison d'hiver.",
    ],
    approach: [
      {
        title: "Corriger le flux de produits",
        description:
          "Nous avons épuré les titres, les attributs et les catégories du flux Shopify, ajouté les GTIN et les tailles, et étiqueté chaque produit selon sa tranche de marge et son niveau de stock.",
      },
      {
        title: "Des campagnes séparées selon la marge",
        description:
          "Les campagnes Shopping et Performance Max ont été divisées par marge et par saison : les produits en stock à forte marge reçoivent automatiquement l'essentiel du budget, et les articles en liquidation visent des objectifs plus serrés.",
      },
      {
        title: "Des budgets qui suivent la météo",
        description:
          "Les dépenses augmentent en octobre, avant la première vague de froid, culminent en décembre et au début de la saison de pêche blanche, puis redescendent au printemps, quand la demande d'équipement d'hiver s'essouffle.",
      },
      {
        title: "Meta Ads pour trouver de nouveaux clients",
        description:
          "De courtes vidéos de produits ont joint les adeptes de plein air de la Saskatchewan, de l'Alberta et du Manitoba, et le reciblage a relancé les acheteurs qui avaient consulté un produit sans l'acheter.",
      },
      {
        title: "Des rapports axés sur le profit",
        description:
          "Les rapports mensuels présentent les revenus, déduction faite du coût des produits et de la livraison, à côté des chiffres des plateformes, pour que les décisions budgétaires reposent sur ce que le magasin gagne réellement.",
      },
    ],
    results: [
      {
        value: "5,2 fois",
        label: "les dépenses publicitaires en ventes, contre 2,1 fois auparavant",
      },
      {
        value: "84 %",
        label: "de revenus en ligne en plus issus des canaux payants, d'une année à l'autre",
      },
      { value: "91 %", label: "du budget Shopping consacré aux produits en stock à forte marge" },
    ],
    technologies: ["Google Shopping", "Performance Max", "Meta Ads", "Shopify"],
    duration: "En cours depuis 2023",
    quote: {
      text: "Notre ancienne campagne dépensait gros sur des articles qu'on n'avait presque plus. Maintenant, le budget suit ce qu'on a sur les tablettes et ce qui nous rapporte vraiment, et l'hiver n'est plus un jeu de devinettes.",
      name: "Harpreet Dhillon",
      role: "Responsable des ventes en ligne, Prairie Peak Outdoor Supply",
    },
  },
] satisfies CaseStudyInput[];
