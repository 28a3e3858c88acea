import { claimsFr, site } from "../site";
import type { AboutPageInput } from "./schema";

/** The team, each with the year they started in the trade. */
const members = [
  {
    name: "Priya Raghunathan",
    initials: "PR",
    role: "Fondatrice et directrice générale",
    bio: "A dirigé des projets numériques dans une agence du centre-ville de Toronto, puis l'équipe web interne d'un détaillant national d'ameublement, avant de fonder l'entreprise.",
    location: "Toronto (Ontario)",
    inTradeSince: 2006,
    founder: true,
  },
  {
    name: "Marc-André Tremblay",
    initials: "MT",
    role: "Directeur technique",
    bio: "A conçu des plateformes de réservation et de paiement pour une entreprise de voyages montréalaise ; il établit aujourd'hui les normes de développement de chaque projet que nous livrons.",
    location: "Montréal (Québec)",
    inTradeSince: 2008,
    founder: true,
  },
  {
    name: "Hannah Kowalski",
    initials: "HK",
    role: "Responsable du design",
    bio: "A conçu des portails pour les patients et les membres d'une fondation hospitalière et d'une coopérative de crédit ontarienne, en misant sur des interfaces accessibles.",
    location: "Toronto (Ontario)",
    inTradeSince: 2011,
  },
  {
    name: "Tyler Desjarlais",
    initials: "TD",
    role: "Responsable du marketing",
    bio: "A géré les budgets de référencement et de publicité payante d'un constructeur résidentiel des Prairies et de plusieurs cabinets professionnels de Winnipeg avant de se joindre à nous.",
    location: "Winnipeg (Manitoba)",
    inTradeSince: 2012,
  },
  {
    name: "Grace Liu",
    initials: "GL",
    role: "Responsable de l'IA et des données",
    bio: "A été scientifique des données en prévision de la demande pour une entreprise de logistique de Vancouver ; elle dirige maintenant nos preuves de concept en IA et nos projets d'agents conversationnels.",
    location: "Vancouver (Colombie-Britannique)",
    inTradeSince: 2014,
  },
  {
    name: "Amara Mensah",
    initials: "AM",
    role: "Responsable de la réussite client",
    bio: "A passé des années en gestion de comptes dans une entreprise de logiciels d'Ottawa ; elle pilote l'accueil des nouveaux clients, les bilans mensuels et le soutien, en français et en anglais.",
    location: "Ottawa (Ontario)",
    inTradeSince: 2013,
  },
  {
    name: "Farid Haddad",
    initials: "FH",
    role: "Développeur principal",
    bio: "A développé des boutiques Shopify et WooCommerce pour des détaillants du Canada atlantique ; il veille aujourd'hui sur notre plateforme d'hébergement et nos intégrations.",
    location: "Halifax (Nouvelle-Écosse)",
    inTradeSince: 2010,
  },
  {
    name: "Isabelle Gagnon",
    initials: "IG",
    role: "Responsable du contenu et du français",
    bio: "A été rédactrice et traductrice pour un organisme touristique de la ville de Québec ; elle dirige nos textes en français, nos sites bilingues et les libellés liés à la Loi 25.",
    location: "Québec (Québec)",
    inTradeSince: 2009,
  },
] satisfies AboutPageInput["team"]["members"];

/** The years the founders had behind them when they founded the agency. */
const foundersExperience = members
  .filter((member) => "founder" in member && member.founder)
  .reduce((sum, member) => sum + site.founded - member.inTradeSince, 0);

export default {
  meta: {
    title: `À propos : agence numérique torontoise depuis ${site.founded}`,
    description: `Fondée à Toronto en ${site.founded}, ${site.name} réunit une équipe chevronnée partout au Canada : sites web, logiciels, IA et marketing, en français et en anglais.`,
  },
  hero: {
    title: {
      text: "Une équipe numérique chevronnée au service des",
      accent: "entreprises canadiennes",
    },
    description: `${site.name} conçoit, réalise et fait croître des sites web, des logiciels et des marques pour des entreprises de partout au Canada, avec une équipe qui cumule ${claimsFr.inProse.experienceYears} ans d'expérience.`,
    image: {
      scene: "globe",
      alt: "Illustration d'un globe dont les points reliés marquent les membres de l'équipe dans plusieurs villes canadiennes",
    },
  },
  story: {
    title: { text: "Née à Toronto,", accent: "active partout au Canada" },
    paragraphs: [
      `${site.name} a été fondée à Toronto en ${site.founded} par des gens qui avaient passé des années des deux côtés de la table : en agence, à livrer des projets pour des clients, et au sein d'équipes internes, à composer avec ce que les agences laissaient derrière elles. Ensemble, ils cumulaient déjà ${foundersExperience} ans d'expérience en design, en développement et en marketing.`,
      "Ils voulaient une agence qui garde le meilleur des deux mondes. Des spécialistes chevronnés font le travail, les prix sont fixés avant le début des travaux, un responsable attitré accompagne chaque client, et l'équipe qui réalise un site web ou une application est aussi celle qui en prend soin par la suite.",
      `Depuis, nous avons livré ${claimsFr.inProse.projects} projets et accompagné ${claimsFr.inProse.clients} clients, le temps d'une réalisation ou au fil d'un hébergement, d'un entretien ou d'un mandat de marketing, de cabinets professionnels de Halifax à des fabricants du sud-ouest de l'Ontario, en passant par des détaillants de l'Okanagan. Notre équipe travaille à distance depuis l'Ontario, le Québec, le Manitoba, la Colombie-Britannique et la Nouvelle-Écosse, et sert sa clientèle en français comme en anglais.`,
    ],
    image: {
      scene: "browser",
      alt: "Illustration d'une fenêtre de navigateur montrant l'échéancier d'un projet, du premier appel jusqu'au lancement",
    },
  },
  mission: {
    title: { text: "Notre", accent: "mission" },
    statement:
      "Offrir aux entreprises canadiennes l'équipe numérique que les grandes sociétés tiennent pour acquise : chevronnée, responsable, franche sur les coûts et les délais, et toujours présente une fois le lancement passé.",
  },
  values: {
    title: { text: "Les engagements", accent: "que nous tenons" },
    description:
      "Six engagements qui guident notre façon de chiffrer, de réaliser et de soutenir chaque projet.",
    items: [
      {
        title: "Des réponses franches",
        description:
          "Nous vous disons ce qu'une chose coûtera, combien de temps elle prendra et quand une solution plus simple vous servirait mieux.",
        icon: "message-circle",
      },
      {
        title: "Des experts aux commandes",
        description:
          "Les designers, développeurs et spécialistes du marketing que vous rencontrez au premier atelier sont ceux qui réalisent votre projet.",
        icon: "user-check",
      },
      {
        title: "Des soumissions écrites à prix fixe",
        description:
          "La portée et le prix sont convenus par écrit avant le début des travaux, et tout changement est chiffré avant d'être effectué.",
        icon: "scale",
      },
      {
        title: "Accessible d'emblée",
        description:
          "Nous concevons et développons selon les WCAG 2.2, niveau AA, dès le premier schéma filaire : l'accessibilité fait partie du travail au lieu d'être un correctif de dernière minute.",
        icon: "accessibility",
      },
      {
        title: "Données et règles canadiennes",
        description:
          "Les sites que nous hébergeons sont exploités dans des centres de données canadiens, et nous tenons compte dès le départ de la LPRPDE, de la LCAP et de la Loi 25 du Québec.",
        icon: "shield-check",
      },
      {
        title: "Présents après le lancement",
        description:
          "Sites web, applications et campagnes ont besoin d'entretien pour continuer de bien fonctionner, et nous restons aux côtés de nos clients pour l'assurer.",
        icon: "life-buoy",
      },
    ],
  },
  process: {
    title: { text: "Notre façon de travailler,", accent: "projet après projet" },
    description: `Site vitrine, application mobile ou programme de référencement : les cinq mêmes étapes permettent de livrer la plupart des projets en ${claimsFr.timeline}.`,
    steps: [
      {
        title: "Consultation gratuite et soumission à prix fixe",
        description:
          "Nous apprenons à connaître votre entreprise, vos objectifs et vos contraintes, puis nous vous envoyons une portée écrite, un prix fixe en dollars canadiens et un échéancier daté.",
      },
      {
        title: "Cadrage et planification",
        description:
          "Des ateliers avec votre équipe traduisent vos objectifs en arborescence, en liste de fonctionnalités ou en plan de campagne, avec les indicateurs qui serviront de base à nos rapports.",
      },
      {
        title: "Conception et réalisation par cycles courts",
        description:
          "Chaque semaine ou aux deux semaines, vous examinez des maquettes et des versions fonctionnelles : vos commentaires orientent le produit pendant que les changements coûtent encore peu.",
      },
      {
        title: "Lancement et transfert",
        description:
          "Nous testons sur de vrais appareils, vérifions l'accessibilité et le suivi, lançons au moment le plus calme pour votre entreprise et formons votre équipe.",
      },
      {
        title: "Entretien et amélioration",
        description:
          "La surveillance, les mises à jour et les rapports mensuels se poursuivent après le lancement, et nous proposons les prochaines améliorations en fonction de ce que révèlent les données.",
      },
    ],
  },
  team: {
    title: { text: "L'équipe", accent: "derrière vos projets" },
    description:
      "Une petite équipe chevronnée répartie dans cinq provinces, où chaque client se voit attribuer un responsable attitré.",
    members,
  },
  cta: {
    title: { text: "Travaillez avec une équipe qui", accent: "connaît votre projet" },
    description:
      "Parlez-nous de ce que vous planifiez : nous organiserons une consultation gratuite avec la personne qui dirigerait votre projet.",
  },
} satisfies AboutPageInput;
