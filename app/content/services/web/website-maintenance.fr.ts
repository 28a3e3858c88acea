import type { ServiceInput } from "../../schema";
import { claimsFr, siteFr } from "../../site";

const [basic, growth, premium, custom] = claimsFr.maintenancePlans;

export default {
  category: "web",
  slug: "website-maintenance",
  name: "Entretien de sites web",
  meta: {
    title: "Forfaits d'entretien de sites web au Canada",
    description: `Entretien mensuel de sites web pour les entreprises canadiennes : mises à jour, sauvegardes, surveillance de la sécurité et retouches, dès ${basic.price}.`,
  },
  hero: {
    title: { text: "Un site web toujours", accent: "rapide, sécurisé et à jour" },
    description:
      "Nous nous occupons des mises à jour, des sauvegardes, de la surveillance et des petites modifications dont votre site a besoin chaque mois, pour qu'il continue de travailler pour vous pendant que vous gérez votre entreprise.",
    showCTA: true,
    image: {
      scene: "dashboard",
      alt: "Illustration d'un tableau de bord d'entretien indiquant les mises à jour d'extensions, l'état des sauvegardes et les vérifications de disponibilité",
    },
  },
  intro: {
    title: { text: "Un site web n'est jamais", accent: "vraiment terminé" },
    paragraphs: [
      "Chaque semaine apporte son lot de mises à jour logicielles, de changements dans les navigateurs et de nouvelles menaces. Un site impeccable au lancement peut ralentir sans bruit, voir un formulaire cesser de fonctionner ou prendre du retard sur les correctifs de sécurité. La plupart des propriétaires ne s'en aperçoivent que lorsqu'un client le leur signale ou que les demandes se tarissent.",
      "Nos forfaits d'entretien remplacent cette incertitude par une routine : des mises à jour planifiées et testées sur une copie de préproduction, des sauvegardes quotidiennes stockées au Canada, une surveillance jour et nuit et un nombre d'heures de développement réservé chaque mois aux modifications dont vous avez besoin.",
    ],
    image: {
      scene: "shield",
      alt: "Illustration d'un bouclier qui protège un site web, évoquant les correctifs de sécurité et la détection des logiciels malveillants",
    },
  },
  features: {
    title: { text: "Ce que couvre", accent: "l'entretien continu" },
    description:
      "Tous nos forfaits reposent sur les mêmes bases ; plus le forfait est complet, plus vous disposez de temps et plus nous intervenons rapidement.",
    items: [
      {
        title: "Des mises à jour testées",
        description:
          "Les mises à jour du système de gestion de contenu, du thème et des extensions sont d'abord appliquées sur une copie de préproduction, vérifiées, puis mises en ligne : une mise à jour ne fait jamais tomber votre site par surprise.",
        icon: "refresh-cw",
      },
      {
        title: "Des sauvegardes quotidiennes hors site",
        description:
          "Fichiers et bases de données sont sauvegardés chaque jour dans des centres de données canadiens, et nous testons les restaurations : nous savons qu'une sauvegarde fonctionne vraiment le jour où vous en avez besoin.",
        icon: "hard-drive",
      },
      {
        title: "La surveillance de la sécurité",
        description:
          "Détection des logiciels malveillants, règles de pare-feu, protection des connexions et alertes de vulnérabilité repèrent les problèmes tôt et protègent mieux les données de vos clients.",
        icon: "shield-check",
      },
      {
        title: "Vérification de la disponibilité et des formulaires",
        description:
          "Nous surveillons votre site et ses principaux formulaires jour et nuit : un formulaire de contact ou de réservation en panne est réparé avant de vous coûter des demandes.",
        icon: "activity",
      },
      {
        title: "L'optimisation des performances",
        description:
          "Des analyses régulières de la vitesse, l'optimisation des images et le nettoyage de la base de données gardent vos pages rapides à mesure que le contenu s'accumule.",
        icon: "gauge",
      },
      {
        title: "Des modifications de contenu sur demande",
        description:
          "Envoyez-nous vos nouveaux textes, photos, biographies d'employés ou offres saisonnières, et nous mettons le site à jour pour vous, dans la limite des heures mensuelles de votre forfait.",
        icon: "pen-line",
      },
      {
        title: "Des rapports mensuels",
        description:
          "Un court rapport en langage clair présente ce que nous avons mis à jour et corrigé, le rendement du site et les points qui demandent une décision de votre part.",
        icon: "file-text",
      },
    ],
  },
  process: {
    title: { text: "Comment nous prenons", accent: "votre site en main" },
    description:
      "Démarrer est simple, que votre site ait été créé par nous ou par quelqu'un d'autre.",
    steps: [
      {
        title: "Bilan de santé du site",
        description:
          "Nous examinons votre hébergement, les versions de vos logiciels, vos extensions, vos sauvegardes, votre sécurité et votre vitesse, puis dressons la liste des problèmes urgents avant le début du forfait.",
      },
      {
        title: "Mise en route et accès",
        description:
          "Nous mettons en place des accès sécurisés, une copie de préproduction, les sauvegardes et la surveillance, et nous documentons la façon dont votre site est construit.",
      },
      {
        title: "Corrections et renforcement",
        description:
          "Nous appliquons les mises à jour en retard, retirons les extensions inutilisées et colmatons les failles de sécurité relevées lors du bilan, pour partir d'une base stable.",
      },
      {
        title: "Cycle d'entretien mensuel",
        description:
          "Mises à jour, vérifications, sauvegardes et modifications demandées suivent un calendrier régulier, avec un rapport à la fin de chaque mois.",
      },
      {
        title: "Revue trimestrielle",
        description:
          "Chaque trimestre, nous examinons ensemble les statistiques, la vitesse et l'accessibilité du site, et nous vous suggérons les prochaines améliorations à prioriser.",
      },
    ],
  },
  showcase: {
    title: { text: "Des sites", accent: "dont nous prenons soin" },
    description:
      "Des entreprises qui comptent sur nous pour que leur site web fonctionne sans accroc.",
    items: [
      "maintenance-harbourfront-physiotherapy",
      "maintenance-rideau-valley-realty",
      "maintenance-kootenay-craft-brewing",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "De quel forfait d'entretien ai-je besoin ?",
      answer: `Un petit site vitrine modifié à l'occasion convient généralement au forfait ${basic.name}, à ${basic.price}. Les sites qui génèrent des demandes ou des réservations tous les jours, ou qui changent souvent, sont mieux servis par le forfait ${growth.name}, à ${growth.price}, et les boutiques en ligne ou les sites plus importants ont habituellement besoin du forfait ${premium.name}, à ${premium.price}. Nous recommandons un forfait après un court bilan.`,
    },
    {
      question: "Pouvez-vous entretenir un site créé par une autre agence ?",
      answer:
        "Oui. Nous commençons par un bilan de santé pour comprendre comment le site a été construit et dans quel état il se trouve. S'il exige des travaux urgents avant de pouvoir être entretenu en toute sécurité, nous vous soumettons un prix distinct et vous expliquons pourquoi.",
    },
    {
      question: "Et si j'ai besoin de plus de modifications que mon forfait n'en prévoit ?",
      answer:
        "Les changements plus importants, comme de nouvelles pages ou fonctionnalités, font l'objet d'une soumission distincte avant le début des travaux : aucune facture surprise. Si vous avez régulièrement besoin de plus de temps que votre forfait n'en prévoit, passer au forfait supérieur revient généralement moins cher que de payer des heures supplémentaires.",
    },
    {
      question: "Que se passe-t-il si nous décidons de partir ?",
      answer:
        "Votre site web, votre nom de domaine, votre contenu et vos sauvegardes vous appartiennent. Si vous mettez fin à votre forfait, nous vous remettons tous les accès, les dernières sauvegardes et nos notes sur la configuration du site, pour que la prochaine équipe puisse prendre le relais sans perdre de temps.",
    },
    {
      question: "Hébergez-vous aussi le site web ?",
      answer:
        "Nous le pouvons, mais ce n'est pas obligatoire. Nos forfaits d'entretien fonctionnent avec la plupart des hébergeurs réputés, et si votre hébergement actuel est lent ou peu fiable, nous vous le dirons et vous recommanderons une solution au Canada.",
    },
    {
      question: "Les prix sont-ils en dollars canadiens ?",
      answer:
        "Oui, tous les prix des forfaits sont en dollars canadiens, taxes en sus (TPS ou TVH, et TVQ au Québec). Vous recevez une seule facture par mois, et tout travail hors forfait est convenu par écrit avant que nous commencions.",
    },
  ],
  sections: [
    {
      type: "packages",
      title: { text: "Forfaits", accent: "d'entretien" },
      description:
        "Des forfaits mensuels simples, en dollars canadiens. Tous comprennent les mises à jour, les sauvegardes et la surveillance.",
      items: [
        {
          title: basic.name,
          price: basic.price,
          description:
            "L'entretien essentiel des petits sites vitrines qui changent de temps à autre et doivent rester sécurisés.",
          features: [
            "Mises à jour mensuelles du système, du thème et des extensions",
            "Sauvegardes quotidiennes hors site, stockées au Canada",
            "Surveillance de la disponibilité et analyses de sécurité",
            "Quelques heures par mois pour modifier le contenu",
            "Rapport d'état mensuel",
          ],
          cta: { label: `Choisir le forfait ${basic.name}`, to: "/contact-us" },
        },
        {
          title: growth.name,
          price: growth.price,
          description:
            "Un entretien proactif pour les sites d'entreprise qui génèrent des demandes ou des réservations et changent chaque mois.",
          features: [
            "Mises à jour hebdomadaires testées en préproduction",
            "Sauvegardes quotidiennes et tests de restauration trimestriels",
            "Renforcement de la sécurité et gestion du pare-feu",
            "Vérification des formulaires et des réservations jour et nuit",
            "Heures mensuelles pour des modifications et de petites améliorations",
            "Revue trimestrielle de la vitesse et de l'accessibilité",
          ],
          cta: { label: `Choisir le forfait ${growth.name}`, to: "/contact-us" },
          featured: true,
        },
        {
          title: premium.name,
          price: premium.price,
          description:
            "Un soutien prioritaire pour les boutiques en ligne et les sites importants, où chaque interruption fait perdre des revenus.",
          features: [
            `Tout le forfait ${growth.name}`,
            "Intervention prioritaire en cas de problème urgent",
            "Un bloc mensuel d'heures de développement plus important",
            "Surveillance du paiement en ligne et des intégrations",
            "Revue mensuelle des performances et des conversions",
            "Nettoyage des logiciels malveillants inclus sans frais",
          ],
          cta: { label: `Choisir le forfait ${premium.name}`, to: "/contact-us" },
        },
        {
          title: custom.name,
          price: custom.price,
          description:
            "Un forfait adapté aux sites complexes, aux entreprises qui gèrent plusieurs sites ou aux agences qui ont besoin d'heures de développement réservées.",
          features: [
            "Prise en charge de plusieurs sites web ou environnements",
            "Heures de développement réservées chaque mois",
            "Délais d'intervention convenus pour les problèmes urgents",
            "Rapports personnalisés pour votre équipe",
          ],
          cta: { label: "Parlons-en", to: "/contact-us" },
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "Pourquoi l'entretien régulier", accent: "est rentable" },
      items: [
        "Réparer un site piraté ou en panne coûte généralement bien plus cher qu'une année d'entretien préventif.",
        "Des logiciels à jour colmatent les failles de sécurité que les attaques automatisées ciblent en premier.",
        "Des pages rapides et fonctionnelles protègent votre classement dans les moteurs de recherche et les demandes qu'il vous apporte.",
        "Des vérifications régulières de l'accessibilité aident les organisations ontariennes à respecter les exigences de la Loi sur l'accessibilité pour les personnes handicapées de l'Ontario (LAPHO).",
        "Votre équipe a une seule personne-ressource pour les changements au site, au lieu de chercher un pigiste.",
      ],
    },
  ],
  cta: {
    title: { text: "Confiez votre site web à", accent: "des gens qui en prennent soin" },
    description:
      "Commencez par un bilan de santé de votre site : nous vous montrerons ce qui demande votre attention dès maintenant et quel forfait convient à votre entreprise.",
    button: "Demander un bilan de site",
  },
  closing: `Dites-nous qui s'occupe de votre site aujourd'hui, sur quoi il est bâti et ce qui a flanché dernièrement. D'ici ${siteFr.responseTime}, vous recevrez des conseils francs, un coût mensuel approximatif et la date où nous pourrions prendre le relais.`,
} satisfies ServiceInput;
