import type { ServiceInput } from "../../schema";
import { siteFr } from "../../site";
import { fixedQuoteFr } from "../promise";

export default {
  category: "web",
  slug: "ecommerce-development",
  name: "Développement de commerce électronique",
  meta: {
    title: "Boutiques en ligne pour les détaillants canadiens",
    description:
      "Boutiques en ligne pensées pour le Canada : Shopify, WooCommerce ou découplées, avec Interac, Moneris, Postes Canada et les bonnes taxes dans chaque province.",
  },
  hero: {
    title: { text: "Des boutiques en ligne conçues pour", accent: "les consommateurs canadiens" },
    description:
      "Nous concevons et développons des boutiques en ligne qui gèrent les prix en dollars canadiens, les taxes de vente provinciales, les catalogues bilingues et la livraison partout au pays, pour que vous puissiez vous consacrer à la vente.",
    showCTA: true,
    image: {
      scene: "cart",
      alt: "Illustration d'une page de paiement de boutique en ligne avec un panier d'achat et un récapitulatif de commande en dollars canadiens",
    },
  },
  intro: {
    title: { text: "Vendre en ligne au Canada", accent: "obéit à ses propres règles" },
    paragraphs: [
      "Bien des gabarits de boutique supposent une entreprise américaine : une seule taxe de vente, la livraison par USPS et le paiement par carte uniquement. Les consommateurs canadiens s'attendent à payer les taxes de leur province, calculées sans erreur (TVH, TPS et TVQ, ou TPS et TVP), des tarifs de livraison réels jusqu'aux codes postaux en région et des modes de paiement qu'ils connaissent déjà.",
      `Nous développons des boutiques qui règlent ces détails dès le premier jour, sur la plateforme qui convient à votre catalogue et à votre équipe. La plupart des projets passent du démarrage à la première commande en 6 à 12 semaines, migration des produits, formation du personnel et soutien au lancement compris.`,
    ],
    image: {
      scene: "globe",
      alt: "Illustration d'une carte du Canada où des trajets de livraison relient un entrepôt à des clients de plusieurs provinces",
    },
  },
  features: {
    title: { text: "Tout ce qu'il faut à une boutique", accent: "pour vendre et grandir" },
    description:
      "Nous couvrons tout le parcours, de la fiche produit jusqu'au colis livré, et pas seulement le design de la vitrine.",
    items: [
      {
        title: "Une vitrine axée sur la conversion",
        description:
          "Fiches produits, filtres et recherche sont conçus pour que l'acheteur trouve vite le bon article et connaisse le prix, la disponibilité et le délai de livraison avant de l'ajouter au panier.",
        icon: "store",
      },
      {
        title: "Un paiement sans friction",
        description:
          "Un passage à la caisse rapide, avec achat sans compte, adresses enregistrées, Apple Pay, Google Pay et modes de paiement canadiens, réduit le nombre de paniers abandonnés.",
        icon: "credit-card",
      },
      {
        title: "Des taxes de vente canadiennes exactes",
        description:
          "La TPS, la TVH, la TVP et la TVQ sont calculées selon la province et affichées clairement, avec des rapports de taxes que votre comptable peut utiliser au moment des déclarations.",
        icon: "percent",
      },
      {
        title: "Expédition et traitement des commandes",
        description:
          "Tarifs en temps réel de Postes Canada et d'autres transporteurs, impression d'étiquettes, cueillette en magasin et zones de livraison : tout est configuré selon votre façon réelle d'expédier.",
        icon: "truck",
      },
      {
        title: "Connexion à l'inventaire et au PGI",
        description:
          "Nous relions votre boutique à vos systèmes d'inventaire, de comptabilité et de point de vente ainsi qu'à votre progiciel de gestion intégré (PGI), pour que les stocks et les commandes restent synchronisés sur tous vos canaux.",
        icon: "boxes",
      },
      {
        title: "Des catalogues bilingues",
        description:
          "Des fiches produits, un paiement et des courriels transactionnels en français et en anglais vous aident à vendre au Québec et à respecter la Charte de la langue française.",
        icon: "globe",
      },
      {
        title: "Un marketing fondé sur le consentement",
        description:
          "Inscriptions à l'infolettre, rappels de panier abandonné et demandes d'avis sont configurés pour obtenir un consentement valable au sens de la Loi canadienne anti-pourriel (LCAP) et de la LPRPDE.",
        icon: "mail-check",
      },
      {
        title: "Des rapports de ventes",
        description:
          "Des tableaux de bord présentent le chiffre d'affaires, le taux de conversion, la valeur moyenne des commandes et les produits les plus vendus : vos décisions reposent sur des chiffres, pas sur des intuitions.",
        icon: "chart-line",
      },
    ],
  },
  process: {
    title: { text: "Du plan", accent: "à la première commande" },
    description:
      "Une démarche structurée qui protège vos ventes actuelles pendant que la nouvelle boutique prend forme.",
    steps: [
      {
        title: "Analyse de votre commerce",
        description: `Nous examinons vos produits, vos marges, vos habitudes d'expédition et vos systèmes actuels, puis nous recommandons une plateforme et une portée de projet. Vous recevez ${fixedQuoteFr}.`,
      },
      {
        title: "Catalogue et expérience utilisateur",
        description:
          "Nous planifions les catégories, les filtres et les gabarits de fiches produits, puis nous concevons la vitrine et le passage à la caisse pour mobile et pour ordinateur.",
      },
      {
        title: "Développement et intégrations",
        description:
          "Nous développons la boutique, branchons le paiement, les taxes, l'expédition et l'inventaire, puis migrons les produits, les clients et l'historique des commandes.",
      },
      {
        title: "Tests avec de vraies commandes",
        description:
          "Nous passons des commandes d'essai dans différentes provinces, avec divers modes de paiement et options de livraison, pour confirmer que les taxes, les tarifs et les courriels sont exacts.",
      },
      {
        title: "Lancement et croissance",
        description:
          "Nous lançons la boutique avec des redirections depuis l'ancienne, suivons les commandes de près durant les premières semaines et planifions les améliorations à partir des ventes réelles.",
      },
    ],
  },
  showcase: {
    title: { text: "Des boutiques que nous avons", accent: "lancées" },
    description:
      "Des boutiques en ligne que nous avons créées pour des détaillants et des producteurs canadiens.",
    items: ["ecommerce-okanagan-orchard-provisions", "ecommerce-maritime-knit-co", "ecofriendly"],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Quelle plateforme convient à ma boutique ?",
      answer:
        "Shopify convient à la plupart des détaillants qui veulent peu d'entretien et un vaste choix d'applications. WooCommerce s'adresse aux entreprises déjà sur WordPress ou dont les produits obéissent à des règles particulières, et le commerce découplé (headless), aux marques à fort volume qui veulent maîtriser entièrement leur interface. Nous faisons une recommandation après avoir examiné votre catalogue, votre équipe et votre budget.",
    },
    {
      question: "Combien coûte une boutique en ligne ?",
      answer: `La plupart des projets Shopify et WooCommerce coûtent entre 12 000 $ et 45 000 $ CA, selon la taille du catalogue, les intégrations et le caractère bilingue ou non de la boutique. Les boutiques découplées et interentreprises (B2B) reliées à un PGI partent généralement d'un prix plus élevé. Vous recevez ${fixedQuoteFr}, avant le début des travaux.`,
    },
    {
      question: "Pouvez-vous configurer Interac et des solutions de paiement canadiennes ?",
      answer:
        "Oui. Nous travaillons avec Stripe, Moneris, Shopify Payments, PayPal et Helcim, et pouvons ajouter le débit Interac lorsque votre fournisseur de paiement le permet en ligne, ou le virement Interac pour les commandes facturées et les ventes en gros. Nous vous aidons à comparer les frais pour choisir l'option adaptée à votre volume de commandes.",
    },
    {
      question: "Ma boutique facturera-t-elle la bonne taxe de vente dans chaque province ?",
      answer:
        "Nous configurons la TPS, la TVH, la TVP et la TVQ par province et testons des commandes vers chaque région avant le lancement. Pour les entreprises aux obligations plus complexes, nous branchons des outils comme Avalara, et nous vous recommandons toujours de confirmer avec votre comptable à quels fichiers de taxes vous devez vous inscrire.",
    },
    {
      question: "Pouvez-vous migrer ma boutique actuelle sans perdre de ventes ?",
      answer:
        "Oui. Nous migrons les produits, les clients et l'historique des commandes, redirigeons les anciennes adresses de produits vers les nouvelles et lançons la boutique à un moment tranquille pour votre entreprise. Votre boutique actuelle continue de prendre des commandes jusqu'à la mise en ligne de la nouvelle.",
    },
  ],
  sections: [
    {
      type: "platforms",
      title: { text: "Les plateformes", accent: "sur lesquelles nous bâtissons" },
      description:
        "Nous n'avons aucun parti pris et recommandons la plateforme qui convient à vos produits, à votre équipe et à vos projets de croissance.",
      items: [
        {
          name: "Shopify et Shopify Plus",
          description:
            "Une plateforme hébergée fiable pour la plupart des détaillants, avec paiements canadiens, réglages de taxes et une vaste bibliothèque d'applications.",
        },
        {
          name: "WooCommerce",
          description:
            "Un choix souple pour les entreprises déjà sur WordPress ou pour celles qui ont besoin d'options de produits sur mesure et veulent rester entièrement maîtres de leurs données.",
        },
        {
          name: "Commerce découplé",
          description:
            "Une interface sur mesure, bâtie avec Next.js ou Hydrogen sur Shopify ou un autre moteur de commerce, pour les marques qui veulent de la vitesse et une totale liberté de design.",
        },
        {
          name: "BigCommerce",
          description:
            "Une solide option pour les grands catalogues et la vente interentreprises, avec des fonctions intégrées qui exigeraient plusieurs applications sur d'autres plateformes.",
        },
      ],
    },
    {
      type: "integrations",
      title: { text: "Des intégrations pour", accent: "le commerce canadien" },
      description:
        "Les services sur lesquels comptent les boutiques canadiennes, branchés et testés avant le lancement.",
      items: [
        "Interac",
        "Stripe",
        "Moneris",
        "Helcim",
        "PayPal",
        "Postes Canada",
        "Purolator",
        "ShipStation",
        "Avalara pour la TPS/TVH, la TVP et la TVQ",
        "QuickBooks Online",
        "Lightspeed (point de vente)",
        "Klaviyo",
      ],
    },
    {
      type: "case-studies",
      title: { text: "Les résultats", accent: "de vraies boutiques" },
      description:
        "Comment de meilleures boutiques se sont traduites en ventes mesurables pour nos clients.",
      items: [
        {
          title: "Faire rayonner partout au pays une marque de vente à la ferme",
          client: "Okanagan Orchard Provisions",
          results: [
            "Revenus en ligne en hausse de 88 % au cours des 12 premiers mois",
            "Erreurs de frais d'expédition presque éliminées grâce aux tarifs en temps réel de Postes Canada",
            "Commandes de coffrets-cadeaux des Fêtes doublées d'une année à l'autre",
          ],
          technologies: ["Shopify", "Postes Canada", "Klaviyo", "Stripe"],
          cta: { label: "Discuter d'un projet semblable", to: "/contact-us" },
        },
        {
          title: "Passer les commandes de gros en ligne",
          client: "Northline Safety Supply",
          results: [
            "41 % des commandes de gros passées en ligne en moins de 9 mois",
            "15 heures de saisie de commandes en moins par semaine pour l'équipe de vente",
            "Prix propres à chaque compte, synchronisés chaque nuit depuis le PGI",
          ],
          technologies: ["BigCommerce", "QuickBooks Online", "Avalara"],
          cta: { label: "Voir d'autres réalisations", to: "/portfolio" },
        },
      ],
    },
  ],
  cta: {
    title: { text: "Créons une boutique", accent: "que vos clients aiment utiliser" },
    description:
      "Présentez-nous vos produits, votre plateforme actuelle et vos objectifs : nous vous proposerons un chemin réaliste vers le lancement, avec une fourchette de budget honnête.",
    button: "Planifier votre boutique",
  },
  closing: `Dites-nous combien de produits vous vendez, où vous livrez et ce qui cloche dans votre processus de paiement actuel. D'ici ${siteFr.responseTime}, vous recevrez des conseils francs sur votre boutique en ligne, un budget approximatif et un échéancier.`,
} satisfies ServiceInput;
