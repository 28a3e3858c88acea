import type { ServiceInput } from "../../schema";
import { siteFr } from "../../site";
import { fixedQuoteFr } from "../promise";

export default {
  category: "software",
  slug: "mobile-applications",
  name: "Applications mobiles",
  meta: {
    title: "Développement d'applications iOS et Android au Canada",
    description:
      "Applications mobiles natives et multiplateformes pour entreprises canadiennes, de la fidélisation aux outils de terrain, prêtes pour l'App Store et Google Play.",
  },
  hero: {
    title: {
      text: "Des applications mobiles que vos clients",
      accent: "gardent sur leur écran d'accueil",
    },
    description:
      "Nous concevons, développons et publions des applications iOS et Android pour les entreprises canadiennes, qu'il s'agisse d'une application destinée à votre clientèle ou d'un outil pour votre personnel sur le terrain.",
    showCTA: true,
    image: {
      scene: "phone",
      alt: "Illustration d'un téléphone intelligent affichant une application mobile, avec un écran de réservation et une barre de navigation",
    },
  },
  intro: {
    title: {
      text: "Une application vaut la peine",
      accent: "quand elle devient une habitude quotidienne",
    },
    paragraphs: [
      "Une application mobile a sa raison d'être quand les gens doivent agir en déplacement : commander de nouveau, réserver, s'enregistrer, lire un code ou consigner du travail loin d'un bureau. Avant d'écrire la moindre ligne de code, nous vous aidons à déterminer si une application, une application web adaptée aux mobiles ou les deux constituent le bon investissement.",
      `Quand une application s'impose, nous la développons avec un code commun aux deux plateformes lorsque c'est possible, et en code natif là où cela compte. Une première version offerte dans les deux boutiques prend généralement de 10 à 20 semaines, y compris l'examen par les boutiques et une version bêta testée par de vrais utilisateurs.`,
    ],
    image: {
      scene: "chat",
      alt: "Illustration de notifications poussées et de bulles de messages dans une application, sur un écran de téléphone",
    },
  },
  features: {
    title: { text: "Les ingrédients", accent: "d'une application bien faite" },
    description:
      "Les fonctionnalités que nos clients demandent le plus, conçues selon les lignes directrices d'iOS et d'Android.",
    items: [
      {
        title: "Une expérience native",
        description:
          "Navigation, gestes et typographie respectent les conventions d'Apple et de Google : l'application semble familière dès le premier toucher.",
        icon: "smartphone",
      },
      {
        title: "Mode hors ligne",
        description:
          "Les équipes sur le terrain, en région rurale ontarienne ou dans le nord de la Colombie-Britannique, continuent de travailler sans réseau, et les données se synchronisent en toute sécurité au retour de la connexion.",
        icon: "wifi",
      },
      {
        title: "Notifications poussées",
        description:
          "Suivi de commande, rappels de rendez-vous et alertes que les gens ont choisi de recevoir, avec un consentement consigné pour respecter la LCAP lorsque les messages sont commerciaux.",
        icon: "bell",
      },
      {
        title: "Paiements intégrés",
        description:
          "Apple Pay, Google Pay et paiements par carte au moyen de Stripe ou de Moneris, avec la TPS ou la TVH, la TVQ et la TVP calculées correctement selon la province.",
        icon: "credit-card",
      },
      {
        title: "Caméra, cartes et localisation",
        description:
          "Lecture de codes-barres, photos d'inspection et cartes pour trouver un magasin ou planifier les trajets des équipes, avec un usage responsable des fonctions de l'appareil.",
        icon: "map-pin",
      },
      {
        title: "Connexion sécurisée",
        description:
          "Connexion avec Apple, Google ou par courriel, déverrouillage par Face ID ou par empreinte digitale, et jetons conservés dans le stockage sécurisé de l'appareil.",
        icon: "lock",
      },
    ],
  },
  process: {
    title: { text: "De l'idée", accent: "aux boutiques d'applications" },
    description:
      "Une démarche structurée qui élimine les incertitudes liées à la publication d'une application.",
    steps: [
      {
        title: "Stratégie de produit",
        description:
          "Nous précisons à qui s'adresse l'application, ce qu'elle doit faire dès le premier jour et comment vous mesurerez son succès.",
      },
      {
        title: "Expérience utilisateur et interface",
        description:
          "Des maquettes fonctionnelles et un prototype cliquable sont testés auprès de quelques vrais utilisateurs avant le début du développement.",
      },
      {
        title: "Développement et côté serveur",
        description:
          "Nous développons l'application et les API qui la soutiennent par sprints de deux semaines, avec des versions de test sur votre propre téléphone tout au long du projet.",
      },
      {
        title: "Bêta-test",
        description:
          "Une version bêta privée, diffusée par TestFlight et les canaux de test de Google Play, permet de repérer les problèmes sur de vrais appareils avant que le public ne les voie.",
      },
      {
        title: "Lancement et croissance",
        description:
          "Nous préparons les fiches des boutiques en français et en anglais, gérons le processus d'examen et planifions les mises à jour qui suivront le lancement.",
      },
    ],
  },
  showcase: {
    title: { text: "Des applications", accent: "que nous avons lancées" },
    description:
      "Quelques exemples de projets mobiles pour des détaillants, des entreprises de services et des organismes communautaires canadiens.",
    items: ["mobile-prairie-roast-loyalty", "mobile-northshore-inspections-field", "servicepro"],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Faut-il créer des applications natives ou une seule application multiplateforme ?",
      answer:
        "Pour la plupart des applications d'affaires, un cadriciel multiplateforme comme React Native ou Flutter produit les versions iOS et Android à partir d'un seul code, à moindre coût. Nous recommandons un développement entièrement natif en Swift et en Kotlin quand l'application sollicite beaucoup le matériel de l'appareil, comporte des animations complexes ou exploite les toutes dernières fonctions des plateformes.",
    },
    {
      question: "Combien coûte une application mobile au Canada ?",
      answer: `Une première version ciblée pour iOS et Android coûte habituellement entre 40 000 $ et 150 000 $, selon les fonctionnalités, les intégrations et l'infrastructure serveur requise. Vous recevez ${fixedQuoteFr}.`,
    },
    {
      question: "Vous occupez-vous de la soumission à l'App Store et à Google Play ?",
      answer:
        "Oui. Nous créons les comptes de développeur au nom de votre entreprise, préparons les captures d'écran et les fiches, remplissons les déclarations de confidentialité et gérons l'examen. Si une soumission est refusée, nous corrigeons le problème et la présentons de nouveau.",
    },
    {
      question: "L'application peut-elle être offerte en français et en anglais ?",
      answer:
        "Oui. Nous prévoyons la traduction dès le départ : l'application suit la langue de l'appareil, et vous servez vos utilisateurs du Québec en français, comme le prévoit la Charte de la langue française. Les fiches des boutiques peuvent aussi être publiées dans les deux langues.",
    },
    {
      question: "Que se passe-t-il après le lancement ?",
      answer:
        "Apple et Google publient chaque année de nouvelles versions de leurs systèmes d'exploitation : une application doit donc être mise à jour régulièrement. Nos forfaits de soutien couvrent les mises à jour de compatibilité, les corrections de bogues, la surveillance et les nouvelles fonctionnalités.",
    },
  ],
  sections: [
    {
      type: "technologies",
      title: { text: "Notre pile technologique", accent: "mobile" },
      description:
        "Nous choisissons les technologies qui conviennent à votre application, à votre budget et à l'équipe qui l'entretiendra plus tard.",
      groups: [
        { name: "iOS", items: ["Swift", "SwiftUI", "Xcode", "TestFlight"] },
        {
          name: "Android",
          items: ["Kotlin", "Jetpack Compose", "Android Studio", "Google Play Console"],
        },
        { name: "Multiplateforme", items: ["React Native", "Expo", "Flutter", "TypeScript"] },
        {
          name: "Côté serveur",
          items: ["Node.js", "PostgreSQL", "Firebase", "AWS Canada (Centre)", "Stripe"],
        },
      ],
    },
    {
      type: "services",
      title: { text: "Les services mobiles", accent: "que nous offrons" },
      items: [
        {
          title: "Applications pour votre clientèle",
          description:
            "Applications de commande, de réservation, de fidélisation et de gestion de compte qui offrent à vos clients réguliers une façon plus rapide d'acheter chez vous.",
          icon: "store",
        },
        {
          title: "Applications pour le personnel de terrain",
          description:
            "Listes de vérification, suivi du temps, inspections et mises à jour de chantier pour les équipes qui travaillent sur place plutôt qu'à un bureau.",
          icon: "clipboard-check",
        },
        {
          title: "Sauvetage et modernisation d'applications",
          description:
            "Nous reprenons des applications dont le développement s'est enlisé ou qui ont pris de l'âge, nous les stabilisons et les rendons conformes aux exigences actuelles d'iOS et d'Android.",
          icon: "refresh-cw",
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "Ce qu'une bonne application", accent: "apporte à votre entreprise" },
      items: [
        "Vos clients réguliers commandent ou réservent de nouveau en quelques touchers, ce qui augmente la fréquence de leurs visites.",
        "Les notifications poussées joignent les personnes qui y ont consenti, sans dépendre des algorithmes des médias sociaux.",
        "Votre personnel de terrain saisit des renseignements exacts sur place, ce qui élimine les formulaires papier et la saisie de fin de journée.",
        "Votre marque s'affiche sur l'écran d'accueil de vos clients : un rappel constant qu'aucune publicité ne peut acheter.",
      ],
    },
  ],
  cta: {
    title: { text: "Une idée d'application", accent: "qui mérite d'être testée ?" },
    description:
      "Dites-nous à qui s'adresse votre application et ce qu'elle devrait faire. Nous vous dirons franchement si une application est la bonne décision et ce qu'il faudrait pour la réaliser.",
    button: "Parler à notre équipe mobile",
  },
  closing: `Envoyez-nous un croquis, une liste d'écrans ou quelques phrases sur l'application que vous imaginez. Nous vous répondrons d'ici ${siteFr.responseTime} avec des conseils francs sur la meilleure façon de la réaliser, un budget approximatif et un échéancier.`,
} satisfies ServiceInput;
