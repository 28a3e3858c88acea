import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "email-bluewater-coffee-roasters",
    client: "Bluewater Coffee Roasters",
    sector: "Alimentation fine",
    location: "Halifax (Nouvelle-Écosse)",
    headline: "31 % des revenus en ligne grâce au courriel",
    summary:
      "Séquences automatisées et calendrier de campagnes : en huit mois, le courriel est passé de 12 % à 31 % des ventes en ligne d'un torréfacteur d'Halifax.",
    services: ["digital-marketing/email-marketing", "digital-marketing/analytics-reporting"],
    image: {
      scene: "cart",
      alt: "Illustration d'un courriel de panier abandonné proposant un abonnement au café",
    },
    problem: [
      "Bluewater torréfie du café en petits lots à Halifax et expédie grains et abonnements partout au Canada depuis sa boutique Shopify. Ses 9 000 abonnés recevaient une infolettre de temps à autre, à l'arrivée d'une nouvelle origine, et rien d'autre.",
      "Le courriel générait environ 12 % des revenus en ligne, et les fondateurs ne pouvaient pas savoir quels envois fonctionnaient. Bien des clients laissaient leur café dans le panier à l'étape de la livraison, et personne ne les relançait.",
    ],
    approach: [
      {
        title: "Consentement et nettoyage de la liste",
        description:
          "Nous avons associé chaque abonné à sa source d'inscription, fixé l'échéance du consentement tacite lié aux achats antérieurs et retiré les contacts sans fondement valable au sens de la LCAP.",
      },
      {
        title: "Les séquences automatisées essentielles",
        description:
          "Nous avons créé une série de bienvenue, une séquence de panier abandonné qui explique les frais de livraison et les économies de l'abonnement, et un rappel calé sur le moment où un sac est habituellement terminé.",
      },
      {
        title: "Trois campagnes par mois",
        description:
          "Un calendrier de trois campagnes par mois présente les nouvelles origines, des guides d'infusion et les mélanges saisonniers, avec un test de la ligne d'objet à chaque envoi.",
      },
      {
        title: "Des revenus suivis par séquence",
        description:
          "Un rapport mensuel présente les revenus de chaque séquence et de chaque campagne à côté des désabonnements, pour que les fondateurs voient ce que rapporte chaque message et ce qu'il coûte à la santé de la liste.",
      },
    ],
    results: [
      {
        value: "31 %",
        label: "des revenus en ligne générés par courriel, contre 12 % huit mois plus tôt",
      },
      { value: "9 %", label: "des paniers abandonnés récupérés grâce à la séquence de relance" },
      { value: "< 0,3 %", label: "de taux de désabonnement par campagne envoyée" },
    ],
    technologies: ["Klaviyo", "Shopify", "Google Analytics 4"],
    duration: "En cours depuis 2023",
    quote: {
      text: "Avant, on envoyait un courriel quand on y pensait. Aujourd'hui, le rappel de commande paie à lui seul tout le programme, et on voit exactement quels messages nous amènent des abonnements.",
      name: "Colleen Dauphinee",
      role: "Cofondatrice, Bluewater Coffee Roasters",
    },
  },
  {
    slug: "email-kestrel-physiotherapy",
    client: "Kestrel Physiotherapy",
    sector: "Cliniques de santé",
    location: "Kitchener (Ontario)",
    headline: "+46 % de rendez-vous de suivi réservés",
    summary:
      "Des relances par courriel, au fil du plan de traitement, ont accru de 46 % les rendez-vous repris dans deux cliniques de physiothérapie de Kitchener-Waterloo.",
    services: ["digital-marketing/email-marketing", "software/api-integration"],
    image: {
      scene: "phone",
      alt: "Illustration d'un courriel de rappel de rendez-vous d'une clinique de physiothérapie, vu sur un téléphone",
    },
    problem: [
      "Kestrel exploite deux cliniques de physiothérapie, à Kitchener et à Waterloo. Bien des patients venaient pour une évaluation et un ou deux traitements, puis cessaient de prendre rendez-vous avant la fin de leur plan, et le personnel de l'accueil n'avait pas le temps de les rappeler.",
      "Le système de réservation envoyait des rappels de rendez-vous, mais rien entre les visites. Les nouveaux courriels ne devaient contenir aucun renseignement de santé : en Ontario, ces données sont protégées par la Loi de 2004 sur la protection des renseignements personnels sur la santé, et une boîte de réception n'a rien de privé.",
    ],
    approach: [
      {
        title: "Chaque message revu sous l'angle de la confidentialité",
        description:
          "Avec la direction de la clinique, nous avons établi ce qu'un courriel peut contenir : le prénom, la clinique, le nom du thérapeute et un lien de réservation, sans diagnostic, blessure ni détail de traitement.",
      },
      {
        title: "Les réservations reliées au courriel",
        description:
          "Une synchronisation quotidienne relie le système de réservation à la plateforme de courriel : le nombre de visites et la date du dernier rendez-vous déclenchent le bon suivi, sans que le personnel ait à exporter de listes.",
      },
      {
        title: "Des relances entre les visites",
        description:
          "Les patients qui n'ont pas repris rendez-vous dans les 10 jours suivant une visite reçoivent un court rappel cordial signé par leur physiothérapeute, puis un second une semaine plus tard.",
      },
      {
        title: "Les nouvelles de la clinique sur consentement",
        description:
          "Les messages de service sont envoyés à tous les patients, alors que l'infolettre mensuelle ne va qu'à ceux qui ont coché une case de consentement distincte à leur inscription.",
      },
    ],
    results: [
      { value: "46 %", label: "de rendez-vous repris en plus après un premier traitement" },
      { value: "22 %", label: "de patients en plus qui terminent leur plan de traitement" },
      { value: "0", label: "renseignement de santé dans les courriels envoyés" },
    ],
    technologies: ["Jane App", "ActiveCampaign", "Node.js"],
    duration: "En cours depuis 2024",
  },
  {
    slug: "email-laurentide-outdoor-gear",
    client: "Laurentide Outdoor Gear",
    sector: "Articles de plein air",
    location: "Québec (Québec)",
    headline: "2 fois plus d'abonnés en français",
    summary:
      "Une campagne de reconfirmation et une infolettre réellement bilingue ont doublé en six mois les abonnés francophones d'un détaillant de plein air de Québec.",
    services: ["digital-marketing/email-marketing", "digital-marketing/content-marketing"],
    image: {
      scene: "mail",
      alt: "Illustration des versions française et anglaise d'une infolettre saisonnière, côte à côte",
    },
    problem: [
      "Laurentide vend de l'équipement de camping, de pagaie et de ski de randonnée alpine dans son magasin de Québec et dans une boutique en ligne qui livre partout au Canada. La plupart de ses clients sont francophones, et pourtant l'infolettre était rédigée en anglais puis traduite à la dernière minute, quand elle l'était.",
      "La liste grossissait depuis des années au gré des concours et des reçus du magasin, sans trace du consentement. Le taux de clics était tombé sous la barre des 2 %, et les propriétaires s'inquiétaient à la fois de la LCAP et de la Loi 25.",
    ],
    approach: [
      {
        title: "Reconfirmer avant de relancer",
        description:
          "Nous avons envoyé une campagne de reconfirmation en deux temps aux contacts sans consentement clair, puis retiré tous ceux qui n'ont pas confirmé ainsi que les contacts inactifs depuis deux ans.",
      },
      {
        title: "Le français d'abord",
        description:
          "Notre rédactrice de Québec écrit chaque infolettre en français, puis la version anglaise en est adaptée, avec un vocabulaire d'équipement validé auprès des conseillers en magasin.",
      },
      {
        title: "La langue choisie à l'inscription",
        description:
          "Les formulaires d'inscription en magasin et en ligne demandent la langue préférée, et un centre de préférences permet de changer de langue ou de choisir des sujets comme la pagaie ou le ski de randonnée alpine.",
      },
      {
        title: "Un calendrier au fil des saisons",
        description:
          "Nous envoyons deux ou trois campagnes par mois au rythme des saisons québécoises, des raquettes en janvier à l'équipement de pagaie avant la longue fin de semaine de la Fête nationale.",
      },
    ],
    results: [
      { value: "2 fois", label: "plus d'abonnés francophones en 6 mois" },
      {
        value: "3,6 %",
        label: "de taux de clics, contre 1,9 % avant la campagne de reconfirmation",
      },
      { value: "100 %", label: "des contacts restants ont une source de consentement consignée" },
    ],
    technologies: ["Brevo", "WooCommerce", "Lightspeed Retail"],
    duration: "En cours depuis 2023",
    quote: {
      text: "Réduire la liste nous semblait risqué, mais les gens qui sont restés lisent vraiment ce qu'on leur envoie. Écrire d'abord en français a complètement changé le ton, et nos habitués l'ont remarqué.",
      name: "Mathieu Bélanger",
      role: "Directeur du commerce électronique, Laurentide Outdoor Gear",
    },
  },
] satisfies CaseStudyInput[];
