import type { ServiceInput } from "../../schema";
import { claimsFr, siteFr } from "../../site";
import { fixedQuoteFr } from "../promise";

const minutes = claimsFr.copywritingConsultation.minutes;
const consultation = `consultation gratuite de ${minutes} minutes`;
const consultationSteps = claimsFr.copywritingConsultation.steps;

export default {
  category: "web",
  slug: "copywriting",
  name: "Rédaction web et marketing",
  meta: {
    title: "Rédaction web et publicitaire au Canada",
    description: `Des textes clairs et persuasifs pour les entreprises canadiennes : pages web, fiches produits, courriels. Commencez par une ${consultation}.`,
  },
  hero: {
    title: { text: "Des mots qui incitent vos clients", accent: "à décrocher le téléphone" },
    description: `Nous rédigeons les textes de votre site web, de vos produits et de votre marketing : ils expliquent ce que vous faites en langage clair et donnent au lecteur une raison d'agir. Chaque projet commence par une ${consultation}.`,
    showCTA: true,
    image: {
      scene: "print",
      alt: "Illustration d'une page imprimée de textes publicitaires, avec des titres et des corrections annotées dans la marge",
    },
  },
  intro: {
    title: { text: "Un bon texte répond aux questions", accent: "avant même qu'on les pose" },
    paragraphs: [
      "Les visiteurs lisent en diagonale. Ils veulent savoir ce que vous offrez, si cela correspond à leur situation et ce qui se passe ensuite, et ils se décident en quelques secondes. Nous rédigeons des textes qui répondent à ces questions avec les mots mêmes de vos clients, et chaque page propose une prochaine étape claire.",
      `Pour commencer, rien de plus simple : notre ${consultation} se déroule en ${consultationSteps} étapes. Nous apprenons à connaître votre entreprise et votre public, nous passons en revue vos textes actuels et nous vous proposons un plan. Vous recevez ensuite ${fixedQuoteFr}, sans aucune obligation d'aller plus loin.`,
    ],
    image: {
      scene: "chat",
      alt: "Illustration d'une conversation entre une rédactrice et un client qui planifient le message d'un site web",
    },
  },
  features: {
    title: { text: "Notre façon d'écrire", accent: "des textes efficaces" },
    description:
      "Notre rédaction s'appuie sur la recherche et s'adapte à la page, au lecteur et à l'objectif visé.",
    items: [
      {
        title: "D'abord, connaître vos clients",
        description:
          "Nous interrogeons votre équipe, lisons les avis en ligne et étudions vos concurrents pour trouver les mots qu'emploient vraiment vos clients et les objections qu'ils soulèvent.",
        icon: "search",
      },
      {
        title: "Un ton de marque constant",
        description:
          "Nous définissons la façon dont votre entreprise s'exprime dans un court guide de rédaction que votre équipe peut suivre, pour que chaque page et chaque courriel portent la même signature.",
        icon: "megaphone",
      },
      {
        title: "Pensé pour le référencement",
        description:
          "Chaque page est construite autour des expressions que les gens recherchent, avec des intertitres naturels et des métadonnées, sans bourrer chaque phrase de mots-clés.",
        icon: "file-search",
      },
      {
        title: "Un langage clair",
        description:
          "Des phrases courtes, des mots familiers et une structure nette rendent vos textes plus faciles à lire, plus accessibles et plus convaincants.",
        icon: "type",
      },
      {
        title: "En français et en anglais",
        description:
          "Nous rédigeons les deux langues à l'interne : nos textes français sont écrits en français québécois par notre équipe, sous la direction d'Isabelle Gagnon. Votre clientèle québécoise lit un texte pensé pour elle, pas une traduction littérale.",
        icon: "globe",
      },
      {
        title: "Des appels à l'action clairs",
        description:
          "Chaque page se termine par une prochaine étape évidente : prendre rendez-vous, demander une soumission ou ajouter un article au panier.",
        icon: "target",
      },
      {
        title: "Une formulation conforme",
        description:
          "Les courriels et les textes promotionnels tiennent compte des règles de consentement de la Loi canadienne anti-pourriel (LCAP) et des lignes directrices de la Loi sur la concurrence sur les allégations publicitaires.",
        icon: "scale",
      },
    ],
  },
  process: {
    title: { text: "De la première conversation", accent: "à la version finale" },
    description: `Chaque projet commence par la ${consultation}, puis passe par la recherche, la rédaction et les révisions.`,
    steps: [
      {
        title: "Consultation gratuite",
        description: `En ${consultationSteps} étapes et ${minutes} minutes, nous cernons vos objectifs, passons en revue vos textes actuels et vous proposons un plan.`,
      },
      {
        title: "Recherche et messages clés",
        description:
          "Nous interrogeons votre équipe et, si possible, quelques clients, puis nous nous entendons sur les messages clés, le public cible et le ton avant de commencer à écrire.",
      },
      {
        title: "Premières versions",
        description:
          "Nous rédigeons les textes dans un document partagé, présentés comme ils apparaîtront sur la page, avec des notes qui expliquent nos choix.",
      },
      {
        title: "Révisions",
        description:
          "Deux séries de révisions sont incluses : vous pouvez peaufiner les détails et vérifier chaque affirmation avant la mise en ligne.",
      },
      {
        title: "Livraison et publication",
        description:
          "Nous livrons des textes définitifs et révisés, accompagnés de leurs métadonnées de référencement, et pouvons les publier sur votre site ou les transmettre à votre designer.",
      },
    ],
  },
  showcase: {
    title: { text: "Des textes qui", accent: "ont donné des résultats" },
    description:
      "Quelques-unes des entreprises pour qui nous avons rédigé des sites web et des campagnes.",
    items: [
      "copywriting-cedar-ridge-law",
      "copywriting-fundy-coast-outfitters",
      "copywriting-ironwood-hvac-services",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Que se passe-t-il pendant la consultation gratuite ?",
      answer: `La consultation de ${minutes} minutes se déroule en ${consultationSteps} étapes : nous vous posons des questions sur votre entreprise et vos clients, nous examinons ensemble vos textes actuels, puis nous vous expliquons ce que nous écririons et pourquoi. Vous repartez avec un plan clair, que vous travailliez avec nous ou non.`,
    },
    {
      question: "Combien coûte la rédaction d'un site web ?",
      answer: `Le prix dépend du nombre de pages et de la recherche nécessaire. Une page de service coûte habituellement entre 350 $ et 900 $ CA, et un site complet de petite entreprise de 8 à 12 pages se situe généralement entre 3 000 $ et 7 500 $ CA. Vous recevez ${fixedQuoteFr}.`,
    },
    {
      question: "Rédigez-vous en français ?",
      answer:
        "Oui. Nos textes français sont rédigés à l'interne, en français québécois, sous la direction de notre responsable du français, Isabelle Gagnon, et plusieurs membres de l'équipe travaillent en français tous les jours. Nous écrivons pour le public québécois et les autres publics francophones au lieu de traduire l'anglais mot à mot. Cela aide aussi les entreprises à respecter les exigences de la Charte de la langue française au Québec.",
    },
    {
      question: "Les textes vont-ils nous ressembler ?",
      answer:
        "C'est tout l'objectif. Nous étudions la façon dont vous parlez à vos clients, nous nous entendons sur un ton avant de rédiger et deux séries de révisions sont prévues, pour que la version finale reflète votre entreprise sous son meilleur jour.",
    },
    {
      question: "Pouvez-vous réécrire les textes d'un site existant ?",
      answer:
        "Oui. Bien des clients conservent leur design et nous demandent de réécrire les pages les plus importantes, comme la page d'accueil, les pages de services et la page de contact. Nous pouvons aussi analyser vos textes actuels et vous indiquer où les changements auront le plus d'effet.",
    },
  ],
  sections: [
    {
      type: "services",
      title: { text: "Les textes", accent: "que nous rédigeons" },
      description:
        "D'une simple page d'atterrissage à un site complet, en passant par les courriels qui suivent.",
      items: [
        {
          title: "Pages de site web",
          description:
            "Pages d'accueil, de présentation, de services et de contact qui expliquent ce que vous faites, à qui vous vous adressez et comment faire affaire avec vous.",
          icon: "monitor",
        },
        {
          title: "Pages d'atterrissage",
          description:
            "Des pages ciblées pour vos publicités et vos campagnes, rédigées autour d'une seule offre et d'une seule action pour améliorer le taux de conversion.",
          icon: "rocket",
        },
        {
          title: "Fiches produits",
          description:
            "Des descriptions exactes et faciles à parcourir pour les boutiques en ligne, qui répondent d'emblée aux questions sur les tailles, les matériaux et la livraison.",
          icon: "tag",
        },
        {
          title: "Campagnes par courriel",
          description:
            "Séquences de bienvenue, infolettres et courriels promotionnels, avec des objets qu'on a envie d'ouvrir et un contenu sur lequel on clique.",
          icon: "mail",
        },
        {
          title: "Blogue et articles de fond",
          description:
            "Des articles et des guides documentés qui répondent aux vraies questions de vos clients et renforcent peu à peu votre visibilité dans les moteurs de recherche.",
          icon: "newspaper",
        },
        {
          title: "Brochures et fiches de vente",
          description:
            "Des documents imprimés et PDF qui offrent à vos équipes de vente et aux visiteurs de vos salons un résumé clair et mémorable de votre offre.",
          icon: "file-text",
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "Ce que de meilleurs textes", accent: "font pour vous" },
      items: [
        "Les visiteurs comprennent plus vite votre offre, et davantage d'entre eux vous contactent au lieu de retourner aux résultats de recherche.",
        "Des pages claires et précises donnent plus de matière aux moteurs de recherche et offrent une meilleure page d'arrivée à vos publicités.",
        "Un ton constant donne à une petite entreprise une image solide et digne de confiance.",
        "Votre équipe de vente passe moins de temps à expliquer les bases, puisque le site web l'a déjà fait.",
        `Vous commencez par une ${consultation} : vous voyez le plan et le prix avant de vous engager.`,
      ],
    },
  ],
  cta: {
    title: { text: "Trouvons les mots", accent: "que vos clients ont besoin d'entendre" },
    description: `Réservez votre ${consultation} et repartez avec un plan clair pour vos textes, en ${consultationSteps} étapes simples.`,
    button: "Réserver une consultation gratuite",
  },
  closing: `Envoyez-nous les pages ou les documents à réécrire, ou dites-nous ce que vous vous apprêtez à lancer. D'ici ${siteFr.responseTime}, vous recevrez des conseils francs sur vos textes, un budget approximatif et un échéancier pour les premières versions.`,
} satisfies ServiceInput;
