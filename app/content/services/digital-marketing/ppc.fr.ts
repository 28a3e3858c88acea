import type { ServiceInput } from "../../schema";
import { siteFr } from "../../site";

export default {
  category: "digital-marketing",
  slug: "ppc",
  name: "Publicité au paiement par clic",
  meta: {
    title: "Publicité au paiement par clic au Canada",
    description:
      "Campagnes Google Ads, Microsoft Advertising, Meta et LinkedIn pour entreprises canadiennes, gérées selon le coût par prospect et le rendement publicitaire.",
  },
  hero: {
    title: { text: "Des publicités", accent: "qui se rentabilisent" },
    description:
      "Nous planifions, créons et gérons des campagnes de recherche, sur les médias sociaux et en vidéo pour des entreprises canadiennes, et jugeons chaque dollar aux demandes et aux ventes qu'il rapporte.",
    showCTA: true,
    image: {
      scene: "dashboard",
      alt: "Illustration : tableau de bord de campagne avec dépenses, conversions et coût par prospect",
    },
  },
  intro: {
    title: { text: "Moins de budget gaspillé,", accent: "plus de prospects qualifiés" },
    paragraphs: [
      "Bien des comptes que nous auditons paient pour les mauvaises recherches, envoient les clics vers une page d'accueil générique et comptent les pages vues comme des conversions. Nous corrigeons d'abord l'essentiel : un ciblage précis par service et par région, des pages d'atterrissage assorties à l'annonce et un suivi des vrais appels, formulaires et achats.",
      "Ensuite, nous testons et peaufinons chaque semaine, en déplaçant le budget vers les campagnes qui amènent des clients à un coût que vous pouvez assumer. Vous voyez les résultats en termes simples, en dollars canadiens, avec une note expliquant nos changements.",
    ],
    image: {
      scene: "chart",
      alt: "Illustration : graphique des dépenses publicitaires et des revenus sur plusieurs mois",
    },
  },
  features: {
    title: { text: "Ce que comprend notre", accent: "gestion de campagnes" },
    description:
      "Tout ce qu'il faut pour bien mener vos campagnes, confié à des spécialistes actifs dans vos comptes chaque semaine.",
    items: [
      {
        title: "Audit et structure du compte",
        description:
          "Nous repérons le budget gaspillé dans vos campagnes actuelles et rebâtissons la structure autour de vos services, territoires et marges.",
        icon: "file-search",
      },
      {
        title: "Recherche de mots-clés et d'audiences",
        description:
          "Nous trouvons les recherches et les audiences qui révèlent une intention d'achat, et dressons des listes de mots-clés à exclure pour que le budget ne serve pas au reste.",
        icon: "target",
      },
      {
        title: "Rédaction et création publicitaire",
        description:
          "Nous rédigeons et concevons annonces de recherche, bannières et courtes vidéos pour les médias sociaux, adaptées à chaque audience et en français pour le Québec.",
        icon: "pen-tool",
      },
      {
        title: "Conseils sur les pages d'atterrissage",
        description:
          "Nous recommandons ou créons une page d'atterrissage ciblée pour chaque annonce : une page pertinente réduit le coût par clic et augmente les conversions.",
        icon: "layout-dashboard",
      },
      {
        title: "Suivi des conversions avec consentement",
        description:
          "Appels, formulaires et achats sont suivis avec Google Tag Manager et le mode de consentement, configurés en tenant compte de la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) et de la Loi 25 du Québec.",
        icon: "shield-check",
      },
      {
        title: "Ciblage géographique",
        description:
          "Nous ciblons les provinces, villes ou rayons autour des codes postaux que vous desservez vraiment, et ajustons les enchères pour les secteurs qui convertissent le mieux.",
        icon: "map-pin",
      },
      {
        title: "Tests et enchères en continu",
        description:
          "Nous testons sans relâche titres, offres et stratégies d'enchères, et le budget suit ce qui amène des clients.",
        icon: "refresh-cw",
      },
      {
        title: "Rapports en langage clair",
        description:
          "Les rapports mensuels présentent dépenses, prospects, coût par prospect et revenus (s'ils sont mesurables), sans statistiques de complaisance.",
        icon: "chart-column",
      },
    ],
  },
  process: {
    title: { text: "Comment nous lançons", accent: "et faisons croître vos campagnes" },
    description:
      "Un démarrage prudent, puis des améliorations constantes fondées sur de vraies données de conversion.",
    steps: [
      {
        title: "Objectifs et audit",
        description:
          "Nous convenons des résultats qui comptent (prospects, contrats décrochés ou ventes en ligne) et auditons vos comptes et votre suivi actuels.",
      },
      {
        title: "Suivi et pages d'atterrissage",
        description:
          "Avant de dépenser un dollar, nous vérifions que chaque conversion est bien enregistrée et que chaque annonce mène à une page conçue pour convertir.",
      },
      {
        title: "Création des campagnes",
        description:
          "Nous configurons les campagnes, groupes d'annonces, audiences et annonces sur les plateformes retenues, puis vous soumettons le plan et la répartition du budget pour approbation.",
      },
      {
        title: "Lancement et premiers ajustements",
        description:
          "Les premières semaines, nous surveillons chaque jour les termes de recherche et les emplacements, éliminons rapidement le gaspillage et ajustons les enchères au fil des données de conversion.",
      },
      {
        title: "Miser sur ce qui fonctionne",
        description:
          "Une fois le coût par prospect stabilisé, nous étendons les campagnes à de nouveaux mots-clés, audiences ou plateformes, et n'augmentons le budget que là où le rendement se maintient.",
      },
    ],
  },
  showcase: {
    title: { text: "Résultats récents", accent: "en publicité payante" },
    description:
      "Quelques-unes des entreprises canadiennes dont nous gérons le budget publicitaire.",
    items: ["ppc-cascade-legal-group", "ppc-prairie-peak-outdoor-supply", "retailplus"],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Combien devrions-nous investir en publicité ?",
      answer:
        "Tout dépend de votre marché et de vos objectifs, mais la plupart des PME canadiennes démarrent avec 1 500 $ à 6 000 $ par mois. Les secteurs concurrentiels, comme le droit, l'assurance ou les services résidentiels dans les grandes villes, demandent souvent plus. Avant tout engagement, nous estimons un budget de départ selon le coût des mots-clés dans votre région.",
    },
    {
      question: "Combien facturez-vous pour gérer les campagnes ?",
      answer:
        "Nos frais de gestion vont généralement de 750 $ à 3 000 $ par mois, selon le nombre de plateformes, de campagnes et de langues. Vous payez les dépenses publicitaires directement à Google, à Meta ou à LinkedIn, depuis votre compte : vous voyez toujours exactement ce que facturent les plateformes.",
    },
    {
      question: "En combien de temps verrons-nous des résultats ?",
      answer:
        "Les annonces peuvent générer du trafic dans les jours suivant le lancement, mais le premier ou les deux premiers mois servent d'apprentissage : nous recueillons des données de conversion et éliminons le gaspillage. La plupart des comptes gagnent ensuite nettement en efficacité, quand les plateformes et nos enchères ont assez de données.",
    },
    {
      question: "À qui appartiennent les comptes publicitaires ?",
      answer:
        "À vous. Les campagnes sont diffusées dans des comptes au nom de votre entreprise, facturés à votre carte, auxquels nous sommes ajoutés comme gestionnaires. Si vous nous quittez, vous conservez les comptes, l'historique et toutes les annonces rédigées.",
    },
    {
      question: "Nos annonces doivent-elles être en français ?",
      answer:
        "Si vous ciblez le Québec, la Charte de la langue française prévoit des annonces et des pages d'atterrissage en français, qui donnent d'ailleurs de meilleurs résultats. Nous menons des campagnes françaises distinctes, avec leurs propres mots-clés, plutôt que de traduire mot à mot les annonces anglaises.",
    },
    {
      question: "Faut-il miser sur la publicité payante ou sur le référencement naturel ?",
      answer:
        "Souvent, sur les deux. La publicité amène vite des prospects et permet de tester des offres, tandis que le référencement naturel (SEO) bâtit une visibilité qui ne s'arrête pas avec le budget. Bien des clients comptent sur la publicité pour générer des prospects le temps que leurs positions organiques progressent, puis rééquilibrent peu à peu.",
    },
  ],
  sections: [
    {
      type: "platforms",
      title: { text: "Les plateformes publicitaires", accent: "que nous gérons" },
      description:
        "Nous recommandons les plateformes selon l'endroit où se trouvent vos acheteurs et leur façon de décider, non selon nos habitudes.",
      items: [
        {
          name: "Google Ads",
          description:
            "Campagnes sur le Réseau de Recherche, Performance Max, Shopping et YouTube qui joignent vos clients au moment où ils cherchent ce que vous vendez.",
        },
        {
          name: "Microsoft Advertising",
          description:
            "Annonces sur Bing et ses sites partenaires, souvent à un coût par clic plus bas, appréciées d'un public plus âgé et professionnel qui navigue sur ordinateur.",
        },
        {
          name: "Meta Ads",
          description:
            "Campagnes Facebook et Instagram ciblées selon le lieu, les centres d'intérêt et des audiences similaires, pour la notoriété, les prospects et les ventes en ligne.",
        },
        {
          name: "LinkedIn Ads",
          description:
            "Contenu commandité et formulaires de prospection qui joignent les décideurs selon leur poste, leur secteur et la taille de leur entreprise, idéaux pour les services interentreprises.",
        },
        {
          name: "YouTube",
          description:
            "Courtes publicités vidéo diffusées dans votre zone de service ou auprès de groupes d'intérêts précis, mesurées en vues, en visites et en conversions.",
        },
        {
          name: "Réseaux de reciblage",
          description:
            "Annonces graphiques et sociales qui rappellent aux visiteurs récents le service ou le produit consulté, avec un plafond de fréquence pour ne pas les agacer.",
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "Pourquoi une publicité bien gérée", accent: "en vaut la peine" },
      items: [
        "Les campagnes peuvent générer des demandes en quelques jours, un atout pour les nouvelles entreprises, les lancements et les périodes creuses.",
        "Vous gardez la pleine maîtrise du budget, que vous pouvez augmenter, réduire ou suspendre en tout temps.",
        "Un ciblage précis par région, par langue et par audience dirige votre argent vers les clients que vous pouvez réellement servir.",
        "Chaque clic et chaque conversion se mesurent : vous connaissez le coût de chaque prospect et savez si la campagne est rentable.",
        "Les données des annonces de recherche révèlent les mots-clés et les offres qui convertissent, de quoi orienter aussi votre référencement naturel et vos textes.",
      ],
    },
    {
      type: "case-studies",
      title: { text: "Études de cas", accent: "en publicité payante" },
      description:
        "Comment une meilleure structure, un suivi plus juste et des tests rigoureux ont changé les chiffres de nos clients.",
      items: [
        {
          title: "Moins de clics gaspillés pour un cabinet en préjudice corporel",
          client: "Cascade Legal Group, Colombie-Britannique",
          results: [
            "Coût par prospect qualifié en baisse de 46 % en 5 mois",
            "Dossiers signés grâce à la recherche payante en hausse de 29 %, à budget égal",
            "Plus de 1 100 termes de recherche non pertinents exclus au premier trimestre",
          ],
          technologies: ["Google Ads", "Microsoft Advertising", "CallRail", "Google Tag Manager"],
          cta: { label: "Parlons d'un projet semblable", to: "/contact-us" },
        },
        {
          title: "Campagnes Shopping pour un détaillant aux ventes surtout hivernales",
          client: "Prairie Peak Outdoor Supply, Saskatchewan",
          results: [
            "Rendement des dépenses publicitaires (ROAS) passé de 2,1 à 5,2",
            "Revenus en ligne issus des canaux payants en hausse de 84 % sur un an",
            "Budget réorienté automatiquement vers les produits en stock à forte marge",
          ],
          technologies: ["Google Shopping", "Performance Max", "Meta Ads", "Shopify"],
          cta: { label: "Voir d'autres réalisations", to: "/portfolio" },
        },
        {
          title: "Des campagnes LinkedIn qui joignent les directeurs d'usine",
          client: "Northgate Industrial Controls, Ontario",
          results: [
            "Rencontres de vente qualifiées multipliées par 3 en 6 mois",
            "Coût par prospect sur LinkedIn inférieur de 38 % à celui de l'agence précédente",
            "Taux de remplissage de 14 % pour les formulaires du contenu commandité",
          ],
          technologies: ["LinkedIn Ads", "HubSpot", "Google Ads"],
          cta: { label: "Parlons d'un projet semblable", to: "/contact-us" },
        },
      ],
    },
  ],
  cta: {
    title: { text: "Découvrez ce que votre budget publicitaire", accent: "pourrait accomplir" },
    description:
      "Donnez-nous accès à vos comptes publicitaires ou dites-nous ce que vous voulez promouvoir. Nous vous répondrons avec les principales sources de gaspillage et un plan de départ réaliste.",
    button: "Faire analyser mes campagnes",
  },
  closing: `Dites-nous ce que vous vendez, où se trouvent vos clients et combien vous consacrez à la publicité chaque mois. D'ici ${siteFr.responseTime}, vous recevrez des conseils francs sur vos campagnes, un budget approximatif et un échéancier de lancement.`,
} satisfies ServiceInput;
