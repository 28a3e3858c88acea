import type { ServiceInput } from "../../schema";
import { claimsFr, siteFr } from "../../site";

export default {
  category: "hosting",
  slug: "website",
  name: "Hébergement web",
  meta: {
    title: "Hébergement web géré au Canada",
    description: `Hébergement géré à Toronto et à Montréal : sauvegardes quotidiennes, CDN, préproduction, objectif de disponibilité de ${claimsFr.uptime}, prix en dollars canadiens.`,
  },
  hero: {
    title: {
      text: "Un hébergement géré en sol canadien,",
      accent: "par une équipe que vous pouvez appeler",
    },
    description: `Nous hébergeons votre site web dans des centres de données de Toronto et de Montréal, nous le gardons à jour, sauvegardé et rapide, et nous le tenons à notre objectif de disponibilité de ${claimsFr.uptime} pour que vous puissiez vous consacrer à votre entreprise.`,
    showCTA: true,
    image: {
      scene: "server",
      alt: "Illustration de baies de serveurs dans un centre de données canadien qui héberge le site web d'une entreprise",
    },
  },
  intro: {
    title: { text: "Un hébergement qui garde vos données", accent: "au Canada" },
    paragraphs: [
      "L'hébergement mutualisé à rabais a tendance à flancher sans bruit : pages lentes, certificats expirés, sauvegardes que personne n'a jamais vérifiées. Notre hébergement géré installe votre site sur des serveurs surveillés à Toronto et à Montréal, et les mises à jour, les sauvegardes et la sécurité sont confiées à l'équipe qui peut aussi réparer votre site quand un problème survient.",
      "Garder votre site et ses données dans des centres de données canadiens simplifie vos échanges sur la LPRPDE avec vos clients et vos assureurs, un point qui compte aussi pour les acheteurs du secteur public et pour les organisations québécoises assujetties à la Loi 25. Un réseau de diffusion de contenu (CDN) sert tout de même les images et les scripts à partir de points proches de vos visiteurs : votre site reste rapide de Victoria à St. John's.",
    ],
    image: {
      scene: "globe",
      alt: "Illustration d'une carte du Canada où des centres de données à Toronto et à Montréal desservent des visiteurs d'un océan à l'autre",
    },
  },
  features: {
    title: { text: "Tout ce qu'il faut à un site d'entreprise", accent: "pour rester en ligne" },
    description:
      "Chaque forfait comprend l'essentiel ci-dessous ; les forfaits supérieurs ajoutent des ressources, des sauvegardes plus fréquentes et des délais de réponse plus courts.",
    items: [
      {
        title: "Centres de données canadiens",
        description:
          "Votre site et sa base de données tournent à Toronto, et les sauvegardes sont conservées à part, à Montréal : vos données restent au Canada.",
        icon: "map-pin",
      },
      {
        title: "Sauvegardes quotidiennes hors site",
        description:
          "Nous sauvegardons vos fichiers et vos bases de données chaque jour, conservons 30 jours de copies et faisons un essai de restauration chaque trimestre pour nous assurer que les sauvegardes fonctionnent.",
        icon: "database",
      },
      {
        title: "Réseau de diffusion de contenu",
        description:
          "Les images, les feuilles de style et les scripts sont mis en cache dans des points de présence répartis, ce qui réduit le temps de chargement pour vos visiteurs, partout au pays comme à l'étranger.",
        icon: "zap",
      },
      {
        title: "Sites de préproduction",
        description:
          "Chaque site dispose d'une copie privée de préproduction où nous testons les mises à jour d'extensions, les changements visuels et les nouvelles fonctionnalités avant que vos clients les voient.",
        icon: "git-branch",
      },
      {
        title: "Surveillance de la disponibilité",
        description:
          "Nous vérifions votre site chaque minute à partir de plusieurs endroits et sommes alertés dès qu'il cesse de répondre, souvent avant même que vous vous en rendiez compte.",
        icon: "activity",
      },
      {
        title: "Certificats SSL gratuits",
        description:
          "Chaque domaine et sous-domaine reçoit un certificat SSL renouvelé automatiquement : les navigateurs n'affichent jamais d'avertissement qui ferait fuir vos visiteurs.",
        icon: "lock",
      },
      {
        title: "Mises à jour des serveurs et des logiciels",
        description:
          "Nous appliquons les correctifs au système d'exploitation, aux versions de PHP ou de Node.js et au serveur web selon un calendrier d'entretien régulier.",
        icon: "refresh-cw",
      },
      {
        title: "Soutien de notre équipe de Toronto",
        description:
          "Vos questions d'hébergement sont traitées par les développeurs qui connaissent votre site, et non par une file de billets à l'autre bout du monde.",
        icon: "headset",
      },
    ],
  },
  process: {
    title: { text: "Le transfert de votre site", accent: "vers notre hébergement" },
    description:
      "Nous prenons la migration en main du début à la fin et planifions la bascule à un moment tranquille pour votre entreprise.",
    steps: [
      {
        title: "Analyse de votre configuration actuelle",
        description:
          "Nous examinons votre hébergeur actuel, votre achalandage, vos versions logicielles, votre messagerie et vos DNS pour ne rien oublier pendant le transfert.",
      },
      {
        title: "Mise en place du nouvel environnement",
        description:
          "Nous configurons votre serveur, votre site de préproduction, vos certificats SSL et vos sauvegardes, dimensionnés selon votre achalandage et le forfait choisi.",
      },
      {
        title: "Copie et essais",
        description:
          "Nous copions vos fichiers et votre base de données sur le nouveau serveur, puis vérifions les formulaires, le paiement en ligne, les connexions et les intégrations à une adresse temporaire.",
      },
      {
        title: "Bascule des DNS",
        description:
          "Nous dirigeons votre domaine vers le nouveau serveur en dehors des heures d'ouverture, avec une dernière synchronisation des données pour ne perdre aucune commande ni aucune demande.",
      },
      {
        title: "Surveillance et passation",
        description:
          "Pendant deux semaines après le transfert, nous surveillons la performance et les journaux d'erreurs, puis nous vous remettons un résumé de votre configuration et de vos sauvegardes.",
      },
    ],
  },
  showcase: {
    title: { text: "Des sites que nous", accent: "hébergeons" },
    description:
      "Un aperçu des entreprises canadiennes qui font confiance à notre hébergement géré.",
    items: [
      "managed-hosting-northshore-credit-advisors",
      "managed-hosting-prairie-roots-garden-centre",
      "managed-hosting-clinique-dentaire-riviere-du-loup",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Où mon site web est-il hébergé, exactement ?",
      answer:
        "Votre site et sa base de données tournent dans un centre de données à Toronto, et les sauvegardes sont conservées dans une installation distincte à Montréal. Le CDN met en cache les fichiers publics, comme les images, dans des points de présence qui peuvent se trouver à l'extérieur du Canada, mais votre base de données et les dossiers de vos clients restent sur des serveurs canadiens.",
    },
    {
      question: "Que couvre le taux de disponibilité ?",
      answer: `Notre objectif de disponibilité de ${claimsFr.uptime} couvre les serveurs et le réseau que nous gérons pour votre site. L'entretien planifié se fait en dehors des heures d'ouverture, avec préavis ; les problèmes causés par des services tiers ou par des changements apportés en dehors de notre processus sont traités séparément.`,
    },
    {
      question: "Pouvez-vous héberger un site que vous n'avez pas conçu ?",
      answer:
        "Oui. Nous hébergeons des sites WordPress et WooCommerce, des applications Laravel et Node.js ainsi que des sites statiques réalisés par d'autres agences ou par des équipes internes. Nous examinons d'abord le site et vous signalons ce qui doit être réglé avant le transfert, comme une extension ou une version de PHP désuète.",
    },
    {
      question: "La migration est-elle incluse ?",
      answer:
        "Une migration standard est incluse dans tous les forfaits. Les sites plus volumineux, avec des intégrations sur mesure ou plusieurs environnements, exigent habituellement des frais de migration uniques de 300 $ à 1 200 $, que nous vous soumettons avant tout engagement.",
    },
    {
      question: "Les prix comprennent-ils les taxes ?",
      answer:
        "Les prix des forfaits sont en dollars canadiens, taxes en sus (TPS ou TVH, et TVQ au Québec), selon votre province. La facturation annuelle est offerte et vous fait économiser l'équivalent d'un mois.",
    },
  ],
  sections: [
    {
      type: "packages",
      title: { text: "Des forfaits d'hébergement en", accent: "dollars canadiens" },
      description:
        "Tous les forfaits comprennent l'hébergement dans des centres de données canadiens, le SSL, un CDN, la surveillance et une migration standard gratuite.",
      items: [
        {
          title: "Essentiel",
          price: "39 $ par mois",
          description:
            "Pour les sites vitrines et les petites entreprises qui comptent quelques pages et un achalandage stable.",
          features: [
            "Un site web sur un serveur géré mutualisé",
            "Sauvegardes quotidiennes conservées 30 jours",
            "Site de préproduction",
            "CDN et SSL automatique",
            "Soutien par courriel, le jour ouvrable suivant",
          ],
          cta: { label: "Commencer avec Essentiel", to: "/contact-us" },
        },
        {
          title: "Affaires",
          price: "99 $ par mois",
          description:
            "Pour les entreprises en croissance dont le site génère des demandes chaque jour et ne peut pas se permettre d'être lent.",
          features: [
            "Jusqu'à trois sites web avec ressources dédiées",
            "Sauvegardes toutes les 12 heures conservées 60 jours",
            "Site de préproduction avec mise en ligne en un clic",
            "Mises à jour mensuelles du noyau et des extensions",
            "Soutien par téléphone et par courriel, le jour ouvrable même",
          ],
          cta: { label: "Choisir le forfait Affaires", to: "/contact-us" },
          featured: true,
        },
        {
          title: "Commerce",
          price: "249 $ par mois",
          description:
            "Pour les boutiques en ligne et les sites achalandés qui traitent des paiements, des réservations ou des comptes membres.",
          features: [
            "Serveur virtuel dédié, dimensionné selon votre achalandage",
            "Sauvegardes horaires de la base de données conservées 90 jours",
            "Pare-feu applicatif web",
            "Tests de charge avant les grandes promotions",
            "Réponse prioritaire en moins d'une heure ouvrable",
          ],
          cta: { label: "Parlons du forfait Commerce", to: "/contact-us" },
        },
      ],
    },
    {
      type: "technologies",
      title: { text: "Les plateformes que nous", accent: "prenons en charge" },
      description:
        "Nous hébergeons les plateformes que nos clients utilisent le plus, sur une infrastructure que nous connaissons à fond.",
      groups: [
        {
          name: "Applications",
          items: ["WordPress", "WooCommerce", "Laravel", "Node.js", "Sites statiques"],
        },
        {
          name: "Infrastructure serveur",
          items: ["Nginx", "PHP 8", "MySQL et MariaDB", "PostgreSQL", "Redis"],
        },
        {
          name: "Diffusion et protection",
          items: ["CDN Cloudflare", "SSL Let's Encrypt", "Pare-feu applicatif web"],
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "Pourquoi l'hébergement géré", accent: "est rentable" },
      items: [
        `Notre objectif de disponibilité de ${claimsFr.uptime} vaut jour et nuit, pas seulement pendant les heures de bureau : votre site est là quand vos clients vous cherchent.`,
        "Grâce à des sauvegardes testées, un site piraté ou en panne se règle en une heure de travail plutôt que par une refonte complète.",
        "Des pages plus rapides retiennent les visiteurs plus longtemps et favorisent votre positionnement dans les moteurs de recherche.",
        "L'hébergement des données au Canada simplifie les questions de confidentialité de vos clients, de vos assureurs et de vos donneurs d'ouvrage du secteur public.",
        "Une seule équipe s'occupe de l'hébergement, des mises à jour et des correctifs : les problèmes ne se renvoient pas d'un fournisseur à l'autre.",
      ],
    },
  ],
  cta: {
    title: { text: "Transférez votre site", accent: "vers un hébergement canadien" },
    description:
      "Dites-nous où votre site est hébergé aujourd'hui : nous vous recommanderons un forfait et planifierons la migration avec vous.",
    button: "Obtenir une soumission d'hébergement",
  },
  closing: `Parlez-nous de l'achalandage de votre site, de sa plateforme et de ce qui vous déçoit chez votre hébergeur actuel. D'ici ${siteFr.responseTime}, nous vous répondrons avec des conseils francs, un budget mensuel approximatif et un échéancier de migration.`,
} satisfies ServiceInput;
