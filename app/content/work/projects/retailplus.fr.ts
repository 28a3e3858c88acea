import type { ProjectInput } from "../schema";

export default {
  slug: "retailplus",
  client: "RetailPlus Outfitters",
  sector: "Chaîne de magasins de plein air",
  location: "Winnipeg (Manitoba)",
  headline: "Rendement publicitaire de 4,8 fois, en ligne et en magasin",
  summary:
    "Campagnes Google et Meta d'une chaîne de plein air de Winnipeg, mesurées sur les visites en magasin et les ventes en ligne : 4,8 fois la mise publicitaire.",
  title: {
    text: "Des campagnes publicitaires mesurées là où l'équipement de plein air",
    accent: "se vend vraiment : en magasin",
  },
  category: "digital-marketing",
  year: 2024,
  services: [
    "digital-marketing/ppc",
    "digital-marketing/analytics-reporting",
    "digital-marketing/smm",
  ],
  image: {
    scene: "chart",
    alt: "Illustration d'un graphique comparant les dépenses publicitaires mensuelles aux commandes en ligne et aux visites en magasin",
  },
  detailImage: {
    scene: "dashboard",
    alt: "Illustration d'un tableau de bord présentant les dépenses publicitaires, les visites et les ventes de six magasins",
  },
  problem: [
    "RetailPlus Outfitters vend de l'équipement de camping, de canot-kayak et d'hiver dans six magasins du Manitoba et du nord-ouest de l'Ontario, ainsi que dans sa boutique en ligne. Environ quatre ventes sur cinq se font encore en magasin, où les clients veulent essayer des bottes et soulever un canot avant d'acheter.",
    "Ses publicités étaient jugées uniquement sur les ventes en ligne : les campagnes qui remplissaient les magasins passaient pour des échecs, et le budget glissait vers des articles soldés, vendus en ligne à faible marge. Le flux de produits était exporté à la main une fois par mois, si bien que les annonces faisaient souvent la promotion de tailles déjà épuisées.",
  ],
  approach: [
    {
      title: "Relier les publicités aux ventes en magasin",
      description:
        "Nous avons activé les conversions de visites en magasin dans Google Ads et importé les achats faits en magasin depuis le point de vente Lightspeed sous forme de conversions hors ligne, en ne jumelant que les membres du programme de fidélité qui y avaient consenti. Le suivi du site a été refait dans Google Tag Manager avec le mode Consentement de Google.",
    },
    {
      title: "Automatiser le flux de produits",
      description:
        "Un flux nocturne du système d'inventaire vers Google Merchant Center a remplacé l'exportation mensuelle, avec l'inventaire local de chaque magasin : les annonces montrent ce qui se trouve sur les tablettes à proximité.",
    },
    {
      title: "Restructurer Performance Max selon les saisons et les marges",
      description:
        "Les campagnes ont été découpées par saison, du canot-kayak au camping puis à l'hiver, et par tranche de marge, avec des budgets qui basculent en septembre, quand les parkas et les raquettes prennent le relais des canots.",
    },
    {
      title: "Cibler le secteur de chaque magasin avec Meta",
      description:
        "Les campagnes Meta diffusent de courtes vidéos d'employés qui testent l'équipement auprès des gens qui habitent à moins de 40 km de chaque magasin, et le calendrier de publications organiques a été planifié en parallèle pour que publicités et fils d'actualité racontent la même histoire.",
    },
    {
      title: "Tout réunir dans un seul rapport",
      description:
        "Un tableau de bord Looker Studio regroupe les dépenses publicitaires, les commandes en ligne, les visites en magasin et les revenus du point de vente par magasin, et nous l'analysons chaque mois avec le gestionnaire marketing.",
    },
  ],
  results: [
    {
      value: "4,8 fois",
      label: "la mise publicitaire récupérée en ventes, en ligne et en magasin",
    },
    {
      value: "2,3 fois",
      label: "plus de visites en magasin attribuées aux publicités Google et Meta",
    },
    { value: "31 %", label: "de baisse du coût par commande en ligne" },
    { value: "11 400", label: "produits mis à jour chaque nuit dans le flux de produits" },
  ],
  technologies: [
    "Google Ads",
    "Performance Max",
    "Google Merchant Center",
    "Meta Ads",
    "Google Tag Manager",
    "Looker Studio",
    "Lightspeed Retail",
  ],
  duration: "10 semaines",
  quote: {
    text: "Pendant des années, nos publicités avaient l'air de tout juste faire leurs frais, parce que personne ne comptait les gens qui entraient au magasin de Pembina avec l'annonce encore affichée sur leur téléphone. Maintenant, on les voit, et on investit avec beaucoup plus d'assurance.",
    name: "Jomar Dizon",
    role: "Gestionnaire marketing, RetailPlus Outfitters",
  },
} satisfies ProjectInput;
