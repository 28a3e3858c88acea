import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "ecommerce-okanagan-orchard-provisions",
    client: "Okanagan Orchard Provisions",
    sector: "Alimentation fine",
    location: "Penticton (Colombie-Britannique)",
    headline: "+88 % de revenus en ligne la première année",
    summary:
      "Une boutique Shopify avec coffrets-cadeaux à composer, tarifs de Postes Canada en temps réel et taxes exactes : +88 % de revenus en ligne la première année.",
    services: ["web/ecommerce-development", "digital-marketing/email-marketing"],
    image: {
      scene: "cart",
      alt: "Illustration d'une boutique d'alimentation fine avec des coffrets-cadeaux dans un panier et une estimation des frais de livraison",
    },
    problem: [
      "Okanagan Orchard Provisions fabrique des confitures, des abricots séchés et des sirops de fruits avec la récolte de son propre verger, près de Penticton. Son ancienne boutique facturait 18 $ de livraison peu importe l'adresse, si bien qu'expédier un seul pot de confiture coûtait plus cher que le pot lui-même, et les clients de l'extérieur de la Colombie-Britannique abandonnaient souvent leur panier au moment de payer.",
      "Les coffrets-cadeaux des Fêtes, soit environ 40 % des ventes de l'année, passaient par un bon de commande distinct et étaient saisis à la main dans le logiciel comptable, ce qui occupait les soirées des propriétaires pendant presque tout le mois de décembre.",
    ],
    approach: [
      {
        title: "Plateforme et catalogue",
        description:
          "Nous avons recommandé Shopify pour ses paramètres fiscaux canadiens et son entretien plus léger, puis classé 64 produits en quatre collections, avec le format du pot, les ingrédients et la durée de conservation sur chaque fiche.",
      },
      {
        title: "Des coffrets-cadeaux à composer",
        description:
          "Un outil de composition permet de choisir de trois à six produits, d'ajouter un mot personnalisé et de fixer la date d'expédition : les commandes de décembre n'ont plus besoin d'un formulaire à part.",
      },
      {
        title: "De vrais frais de livraison et les bonnes taxes",
        description:
          "Les tarifs de Postes Canada en temps réel ont remplacé le forfait, la livraison est gratuite dès 95 $, et les taxes ont été configurées par province (TPS ou TVH, plus la TVP ou la TVQ là où elle s'applique), puis vérifiées au moyen de commandes tests vers chaque région.",
      },
      {
        title: "Reliée à la comptabilité et à la boîte de réception",
        description:
          "Les commandes, les taxes et les versements sont synchronisés chaque nuit avec QuickBooks Online, et une série de bienvenue et un rappel de panier abandonné dans Klaviyo ne joignent que les clients qui y ont consenti conformément à la Loi canadienne anti-pourriel (LCAP).",
      },
    ],
    results: [
      { value: "88 %", label: "de revenus en ligne en plus au cours des 12 premiers mois" },
      { value: "71 $", label: "de valeur moyenne des commandes, contre 52 $ auparavant" },
      { value: "0", label: "commande-cadeau saisie à la main en décembre dernier" },
    ],
    technologies: ["Shopify", "Postes Canada", "QuickBooks Online", "Klaviyo"],
    duration: "9 semaines",
    quote: {
      text: "En décembre, je saisissais les commandes de cadeaux dans un tableur une fois les enfants couchés. L'an dernier, chaque coffret est passé par la boutique avec son mot personnalisé et sa date d'expédition déjà indiqués.",
      name: "Harjit Dhaliwal",
      role: "Copropriétaire, Okanagan Orchard Provisions",
    },
  },
  {
    slug: "ecommerce-maritime-knit-co",
    client: "Maritime Knit Co.",
    sector: "Vêtements",
    location: "Lunenburg (Nouvelle-Écosse)",
    headline: "Conversion au paiement en hausse de 34 %",
    summary:
      "Taille sur la fiche produit, livraison chiffrée tôt et paiement express : +34 % de conversion au paiement pour une marque de tricots de Nouvelle-Écosse.",
    services: ["web/ecommerce-development", "digital-marketing/analytics-reporting"],
    image: {
      scene: "phone",
      alt: "Illustration d'un téléphone affichant la fiche d'un vêtement avec le choix des tailles et Apple Pay",
    },
    problem: [
      "Maritime Knit Co. vend des chandails de laine, des tuques et des mitaines tricotés à Lunenburg, et environ 70 % de ses visiteurs arrivent d'Instagram sur leur téléphone. Sur mobile, le tableau des tailles s'ouvrait en PDF, les frais de livraison n'apparaissaient qu'à la dernière étape et il fallait créer un compte avant de pouvoir payer.",
      "Les données d'analyse montraient des clients qui ajoutaient des chandails à leur panier, puis partaient à l'étape de la livraison, pendant que la boîte de réception du service à la clientèle se remplissait de questions sur les tailles et de demandes d'échange pour des vêtements mal ajustés.",
    ],
    approach: [
      {
        title: "Trouver où les paniers bloquaient",
        description:
          "Nous avons analysé six mois de données de paiement et environ 300 courriels de clients pour repérer les étapes et les questions qui freinaient les commandes.",
      },
      {
        title: "Les tailles sur la fiche produit",
        description:
          "Chaque tableau des tailles est devenu un court tableau intégré à la page, avec les mesures des vêtements en centimètres et en pouces, et une note sur l'ajustement de chaque modèle rédigée par l'équipe de tricot.",
      },
      {
        title: "Un paiement plus court",
        description:
          "Nous avons activé le paiement sans compte, Apple Pay, Google Pay et Shop Pay, et ajouté dans le panier une estimation des frais de livraison par code postal, avant même l'étape du paiement.",
      },
      {
        title: "Comparé à l'an dernier",
        description:
          "Des rapports d'entonnoir dans Google Analytics 4 ont comparé les trois mois suivant le lancement aux mêmes mois de l'année précédente, pour que la période des Fêtes ne fausse pas le résultat.",
      },
    ],
    results: [
      { value: "34 %", label: "de hausse du taux de conversion au paiement" },
      { value: "41 %", label: "d'échanges en moins pour une mauvaise taille" },
      {
        value: "48 %",
        label: "des commandes mobiles sont maintenant payées avec un portefeuille express",
      },
    ],
    technologies: ["Shopify", "Shop Pay", "Google Analytics 4", "Postes Canada"],
    duration: "7 semaines",
  },
] satisfies CaseStudyInput[];
