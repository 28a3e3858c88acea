import type { ProjectInput } from "../schema";

export default {
  slug: "ecofriendly",
  client: "EcoFriendly Home",
  sector: "Détaillant d'articles ménagers zéro déchet",
  location: "Vancouver (Colombie-Britannique)",
  headline: "41 % des revenus en ligne issus des recharges par abonnement",
  summary:
    "Boutique Shopify bilingue pour un détaillant zéro déchet de Vancouver : recharges par abonnement et retour des contenants génèrent 41 % des revenus en ligne.",
  title: {
    text: "Une boutique bilingue qui transforme les acheteurs d'un jour",
    accent: "en abonnés aux recharges",
  },
  category: "web",
  year: 2023,
  services: [
    "web/ecommerce-development",
    "digital-marketing/email-marketing",
    "digital-marketing/ppc",
  ],
  image: {
    scene: "browser",
    alt: "Illustration d'une page de boutique en ligne bilingue présentant des sachets de recharge avec une option d'abonnement à prix réduit",
  },
  detailImage: {
    scene: "mail",
    alt: "Illustration d'un courriel de rappel de recharge avec un bouton pour sauter un envoi et une étiquette de retour prépayée",
  },
  problem: [
    "EcoFriendly Home vend des produits ménagers rechargeables, des feuilles de lessive et des articles de cuisine sans plastique dans sa boutique de Commercial Drive et sur un site WooCommerce vieillissant. La plupart des clients en ligne achetaient une fois et ne revenaient jamais, même si les produits sont faits pour s'épuiser toutes les six à huit semaines.",
    "Les propriétaires voulaient un programme de recharge, où le client reçoit des sachets de concentré à intervalles réguliers et renvoie ses bouteilles de verre vides contre un crédit. Ils voulaient aussi vendre sérieusement au Québec, d'où venait une part croissante des demandes. L'ancien site ne pouvait pas facturer selon un calendrier, n'avait pas de catalogue en français et exigeait les mêmes frais de livraison fixes pour Whitehorse que pour Burnaby.",
  ],
  approach: [
    {
      title: "Définir le programme de recharge avec les propriétaires",
      description:
        "Nous avons fixé avec les propriétaires la fréquence des envois, les prix et le crédit de retour des bouteilles avant de dessiner le moindre écran, puis testé le parcours d'inscription sur un prototype cliquable auprès de 15 habitués de la boutique.",
    },
    {
      title: "Refaire la boutique sur Shopify, en deux langues",
      description:
        "La nouvelle boutique offre des catalogues en français et en anglais, calcule la TPS, la TVP, la TVH et la TVQ selon la province et affiche les tarifs en temps réel de Postes Canada. Les recharges passent par Shopify Subscriptions : les clients peuvent suspendre ou sauter un envoi, ou changer de parfum, depuis leur compte.",
    },
    {
      title: "Automatiser le retour des bouteilles",
      description:
        "Les clients impriment une étiquette de retour prépayée de Postes Canada depuis leur compte. Quand le colis est numérisé à l'entrepôt, une règle Shopify Flow verse la consigne en crédit d'achat : plus personne n'a à rapprocher les retours à la main.",
    },
    {
      title: "Passer à des séquences de courriels fondées sur le consentement",
      description:
        "Nous avons transféré la liste d'envoi vers Klaviyo, demandé aux contacts existants de confirmer leur consentement conformément à la Loi canadienne anti-pourriel (LCAP) et créé des séquences de bienvenue, de rappel de recharge et de reconquête dans les deux langues.",
    },
    {
      title: "Lancer avec des campagnes Shopping",
      description:
        "Des campagnes Google Shopping et Performance Max font la promotion des trousses de départ qui mènent à l'abonnement, avec des campagnes et des mots-clés distincts en français pour les consommateurs québécois.",
    },
  ],
  results: [
    {
      value: "41 %",
      label: "des revenus en ligne proviennent désormais des recharges par abonnement",
    },
    { value: "2 300", label: "abonnés actifs aux recharges douze mois après le lancement" },
    { value: "+57 %", label: "de revenus en ligne la première année de la nouvelle boutique" },
    { value: "18 %", label: "des commandes en ligne sont maintenant passées en français" },
  ],
  technologies: [
    "Shopify",
    "Shopify Subscriptions",
    "Shopify Flow",
    "Shopify Translate & Adapt",
    "Klaviyo",
    "Postes Canada",
    "Google Ads",
  ],
  duration: "10 semaines",
  quote: {
    text: "On a toujours su que nos clients manquaient de savon à vaisselle toutes les six semaines ; on n'avait juste aucun moyen d'être là au bon moment. Le programme de recharge s'en charge, et la boutique en français nous a ouvert un marché qu'on devait refuser avant.",
    name: "Emi Nakamura",
    role: "Cofondatrice, EcoFriendly Home",
  },
} satisfies ProjectInput;
