import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "chatbot-lakeshore-physiotherapy",
    client: "Lakeshore Physiotherapy",
    sector: "Cliniques de physiothérapie",
    location: "Oakville (Ontario)",
    headline: "41 % des réservations traitées sans le personnel",
    summary:
      "Jour et nuit, un assistant prend, déplace et annule les rendez-vous de trois cliniques de physiothérapie d'Oakville et de Burlington, sans données de santé.",
    services: ["artificial-intelligence/ai-chatbots", "software/api-integration"],
    image: {
      scene: "phone",
      alt: "Illustration d'un téléphone où l'agent conversationnel d'une clinique propose des plages horaires libres",
    },
    problem: [
      "Lakeshore Physiotherapy exploite trois cliniques, et la réception de chacune passait la plupart de ses matinées au téléphone à déplacer des rendez-vous. Les demandes laissées le soir dans le formulaire du site attendaient jusqu'au lendemain, et d'ici là, bien des patients avaient pris rendez-vous ailleurs.",
      "Les propriétaires voulaient que les patients puissent prendre et modifier leurs rendez-vous eux-mêmes. Sur un point, ils étaient intraitables : l'assistant ne devait ni poser de questions sur les symptômes, ni donner de conseils de traitement, ni conserver quoi que ce soit qui constitue un renseignement personnel sur la santé au sens de la loi ontarienne en la matière (LPRPS).",
    ],
    approach: [
      {
        title: "Six semaines de demandes, triées",
        description:
          "Nous avons analysé les notes d'appels et les formulaires web des trois cliniques et constaté que les réservations, les changements de rendez-vous et les annulations représentaient près des deux tiers du volume.",
      },
      {
        title: "Disponibilités en temps réel tirées de Cliniko",
        description:
          "L'assistant lit les plages libres de chaque physiothérapeute et de chaque type de traitement au moyen de l'API de Cliniko, puis inscrit le rendez-vous directement à l'horaire de la clinique.",
      },
      {
        title: "Une portée volontairement restreinte",
        description:
          "Il ne recueille qu'un nom, un numéro de téléphone et une adresse courriel, décline toute question clinique et transfère la conversation à la réception dès qu'un patient demande à parler à quelqu'un ou mentionne une blessure.",
      },
      {
        title: "Des tests avec la réception",
        description:
          "Avant le lancement, le personnel de la réception de chaque clinique a mis à l'essai 200 scénarios de réservation réels en français et en anglais, y compris des annulations faites moins de 24 heures à l'avance, qui entraînent des frais.",
      },
    ],
    results: [
      {
        value: "41 %",
        label: "des demandes de réservation traitées sans intervention du personnel",
      },
      {
        value: "29 %",
        label: "des réservations se font maintenant en dehors des heures d'ouverture",
      },
      {
        value: "3,5 h",
        label: "de temps au téléphone libéré chaque jour à la réception des cliniques",
      },
    ],
    technologies: ["Azure OpenAI Service", "API de Cliniko", "Node.js", "PostgreSQL"],
    duration: "7 semaines",
    quote: {
      text: "Notre réception commençait chaque journée avec une douzaine de messages vocaux pour déplacer des rendez-vous. Maintenant, la plupart sont réglés avant même qu'on déverrouille la porte, et l'assistant ne se mêle jamais de ce qui est clinique.",
      name: "Marisol Ferreira",
      role: "Directrice de clinique, Lakeshore Physiotherapy",
    },
  },
  {
    slug: "chatbot-prairie-line-equipment",
    client: "Prairie Line Equipment",
    sector: "Concessionnaire de machinerie agricole",
    location: "Brandon (Manitoba)",
    headline: "Réponse en moins d'une minute, même après la fermeture",
    summary:
      "Un agent qui identifie la pièce, vérifie le stock et la réserve après la fermeture, pour un concessionnaire agricole manitobain de quatre succursales.",
    services: ["artificial-intelligence/ai-chatbots", "software/api-integration"],
    image: {
      scene: "browser",
      alt: "Illustration du site web d'un concessionnaire où un agent conversationnel cherche le numéro d'une pièce de tracteur",
    },
    problem: [
      "Pendant les semis et les récoltes, les clients de Prairie Line travaillent jusqu'à la noirceur, mais les comptoirs de pièces de ses quatre succursales ferment à 18 h. Les producteurs dont une machine était en panne laissaient des messages vocaux ou appelaient d'autres concessionnaires, et le personnel commençait la journée suivante à rappeler des clients au lieu de servir ceux qui attendaient au comptoir.",
      "Trouver la bonne pièce n'a rien de simple. Le catalogue compte plus de 40 000 numéros de pièces, dont bon nombre ont été remplacés par des numéros plus récents, et la bonne pièce dépend du modèle de la machine et de sa plage de numéros de série.",
    ],
    approach: [
      {
        title: "Catalogue et remplacements indexés",
        description:
          "Nous avons chargé le catalogue de pièces, les tables de remplacement et les descriptions des vues éclatées dans un index interrogeable que l'assistant consulte avant de répondre.",
      },
      {
        title: "Les stocks tirés du système du concessionnaire",
        description:
          "Une exportation nocturne du système de gestion du concessionnaire, actualisée de nouveau à l'ouverture, indique à l'agent quelle succursale a la pièce et combien d'exemplaires sont sur les tablettes.",
      },
      {
        title: "Réservation pour cueillette, confirmée par texto",
        description:
          "Les clients peuvent réserver une pièce en stock à la succursale la plus proche, puis reçoivent un texto avec le numéro de la pièce et l'heure de cueillette dès l'ouverture du comptoir.",
      },
      {
        title: "Un relais en cas de doute",
        description:
          "Si le modèle et le numéro de série ne permettent pas d'isoler une seule pièce, l'agent le dit et envoie au comptoir de pièces une demande accompagnée des détails de la machine et des photos.",
      },
    ],
    results: [
      {
        value: "< 1 min",
        label: "de délai de réponse médian aux demandes de pièces après la fermeture",
      },
      {
        value: "1 900",
        label: "demandes traitées en dehors des heures d'ouverture pendant la première récolte",
      },
      { value: "46 %", label: "des demandes après la fermeture aboutissent à une pièce réservée" },
    ],
    technologies: ["Anthropic Claude", "Python", "PostgreSQL avec pgvector", "Twilio SMS"],
    duration: "8 semaines",
  },
  {
    slug: "chatbot-rideau-residential",
    client: "Rideau Residential",
    sector: "Gestion immobilière",
    location: "Ottawa (Ontario)",
    headline: "35 % d'appels d'entretien en moins au bureau",
    summary:
      "Un assistant bilingue qui consigne les demandes d'entretien, répond aux locataires et signale les urgences au personnel d'un gestionnaire immobilier d'Ottawa.",
    services: ["artificial-intelligence/ai-chatbots", "software/api-integration"],
    image: {
      scene: "dashboard",
      alt: "Illustration d'un tableau de bord qui liste les conversations de locataires réglées par l'assistant ou transférées au personnel",
    },
    problem: [
      "Rideau Residential gère environ 1 400 logements répartis dans 22 immeubles à Ottawa et à Gatineau. Au bureau, le téléphone sonnait toute la journée pour des robinets qui fuient, des permis de stationnement et des horaires de collecte des ordures, et la ligne d'urgence de soir et de nuit servait souvent pour des problèmes qui pouvaient attendre au lendemain matin.",
      "Les locataires écrivent en français et en anglais, et beaucoup ne joignent le bureau qu'après le travail. L'entreprise voulait que chaque demande aboutisse dans son système de bons de travail avec le numéro de logement et les détails déjà remplis, plutôt que sur un papillon adhésif.",
    ],
    approach: [
      {
        title: "Le guide du locataire comme source",
        description:
          "Nous avons refondu le guide du locataire, les règlements des immeubles et la politique d'avis d'entrée en courts articles bilingues, qui sont devenus le seul contenu sur lequel l'assistant peut s'appuyer pour répondre.",
      },
      {
        title: "Des bons de travail créés dans Buildium",
        description:
          "L'assistant confirme le logement du locataire, lui demande de décrire le problème et d'envoyer une photo, puis crée le bon de travail dans Buildium pour que le concierge le voie avec toutes les pièces jointes.",
      },
      {
        title: "Les urgences n'attendent jamais l'assistant",
        description:
          "Toute mention d'inondation, de panne de chauffage, d'odeur de gaz ou de locataire enfermé dehors met fin à la conversation en affichant le numéro d'urgence et alerte aussitôt le concierge de garde.",
      },
      {
        title: "Revue hebdomadaire des conversations",
        description:
          "Pendant les deux premiers mois, nous avons relu les transcriptions chaque semaine avec l'équipe du bureau et ajouté des réponses aux questions des locataires que le guide ne couvrait pas.",
      },
    ],
    results: [
      { value: "35 %", label: "d'appels d'entretien en moins au bureau" },
      { value: "58 %", label: "des conversations avec les locataires réglées sans le personnel" },
      {
        value: "1 150",
        label: "bons de travail créés par l'assistant au cours de ses 6 premiers mois",
      },
    ],
    technologies: ["Modèles GPT d'OpenAI", "Microsoft Azure", "API de Buildium", "Twilio"],
    duration: "10 semaines",
    quote: {
      text: "Les demandes arrivent maintenant avec le numéro de logement, une photo et les disponibilités du locataire, alors nos concierges règlent plus souvent le problème dès la première visite. Le téléphone sonne moins, mais le vrai gain, c'est que plus rien ne se perd.",
      name: "Geneviève Thibodeau",
      role: "Directrice des opérations, Rideau Residential",
    },
  },
] satisfies CaseStudyInput[];
