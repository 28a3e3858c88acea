import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "social-kootenay-ridge-brewing",
    client: "Kootenay Ridge Brewing",
    sector: "Microbrasserie",
    location: "Nelson (Colombie-Britannique)",
    headline: "+142 % d'abonnés Instagram en un an",
    summary:
      "Reels hebdomadaires et réponses plus rapides : une microbrasserie de Nelson a gagné 142 % d'abonnés Instagram en un an et 35 % de ventes les soirs d'événement.",
    services: ["digital-marketing/smm"],
    image: {
      scene: "phone",
      alt: "Illustration d'un téléphone affichant la grille Instagram d'une microbrasserie, avec des publications d'événements et de produits",
    },
    problem: [
      "La salle de dégustation de Kootenay Ridge Brewing tourne bien l'été, quand les visiteurs traversent le West Kootenay, mais ses soirées quiz et ses spectacles étaient souvent à moitié vides de novembre à mars. Les brasseurs publiaient sur Instagram quand ils en avaient le temps, c'est-à-dire, le plus souvent, une photo de nouvelle canette à quelques semaines d'intervalle.",
      "Les messages sur les réservations de tables, le remplissage de cruchons et les groupes pouvaient attendre deux jours, et certains groupes sont allés ailleurs. Les propriétaires voulaient que les gens du coin sachent ce qui se passe chaque semaine, sans y passer eux-mêmes leurs soirées, le téléphone à la main.",
    ],
    approach: [
      {
        title: "Les gens du coin d'abord",
        description:
          "Nous avons ciblé en priorité les résidents à moins d'une heure de route plutôt que les touristes, et bâti le contenu autour du calendrier des événements, des bières saisonnières et des gens qui brassent la bière.",
      },
      {
        title: "Une série de Reels chaque semaine",
        description:
          "Chaque mardi, un court Reel présente les événements et les nouvelles bières en fût de la semaine. Le personnel le filme à partir d'une liste de plans que nous fournissons, notre équipe le monte, et le tout respecte les règles de publicité sur l'alcool de la Colombie-Britannique.",
      },
      {
        title: "Un rythme de publication régulier",
        description:
          "Nous publions quatre fois par semaine sur Instagram et Facebook, ajoutons des Stories les soirs d'événement et soumettons un calendrier mensuel que les propriétaires approuvent en une seule séance.",
      },
      {
        title: "Des réponses en quelques heures",
        description:
          "Les jours ouvrables, nous répondons aux commentaires et aux messages privés selon un guide convenu, et transmettons directement les réservations de groupe et d'événements privés au gérant de la salle.",
      },
    ],
    results: [
      { value: "142 %", label: "d'abonnés Instagram en plus en 12 mois" },
      { value: "35 %", label: "de ventes en plus à la salle de dégustation les soirs d'événement" },
      {
        value: "< 4 h",
        label: "de délai moyen de réponse pendant les heures d'ouverture, contre deux jours",
      },
    ],
    technologies: ["Instagram", "Facebook", "Meta Business Suite"],
    duration: "En cours depuis 2023",
    quote: {
      text: "Avant, on publiait quand on y pensait. Maintenant, les événements de la semaine sont dans le fil de tout le monde dès le mardi, et la soirée quiz a une liste d'attente presque tout l'hiver.",
      name: "Owen Makarenko",
      role: "Cofondateur, Kootenay Ridge Brewing",
    },
  },
  {
    slug: "social-boulangerie-mont-royal",
    client: "Boulangerie Mont-Royal",
    sector: "Boulangerie-café",
    location: "Montréal (Québec)",
    headline: "2,3 fois plus de précommandes la fin de semaine",
    summary:
      "Publications en français d'abord, images tirées des fours, rappel hebdomadaire : une boulangerie montréalaise a multiplié par 2,3 ses précommandes en 8 mois.",
    services: ["digital-marketing/smm", "digital-marketing/content-marketing"],
    image: {
      scene: "brand",
      alt: "Illustration de visuels bilingues pour les médias sociaux d'une boulangerie, avec des photos de pâtisseries de saison",
    },
    problem: [
      "La Boulangerie Mont-Royal cuit en petites fournées et prend des précommandes de croissants, de pains au levain et de gâteaux de saison pour la fin de semaine, ce qui lui permet de planifier sa pâte la veille. Ses comptes étaient gérés en anglais par un ancien employé, alors que la plupart des clients du quartier parlent d'abord français.",
      "Les publications affichaient un taux d'engagement moyen de 2,4 % et parlaient rarement des précommandes : la plupart des clients de la fin de semaine arrivaient en espérant qu'il reste quelque chose. Les invendus des fins de semaine tranquilles et les tablettes vides des fins de semaine achalandées coûtaient cher à la boulangerie.",
    ],
    approach: [
      {
        title: "Le français d'abord, l'anglais ensuite",
        description:
          "Chaque texte de publication est d'abord rédigé en français québécois, avec une courte ligne en anglais pour la clientèle anglophone et les visiteurs, dans le ton chaleureux et direct qu'ont les propriétaires au comptoir.",
      },
      {
        title: "Du contenu sorti tout droit des fours",
        description:
          "Le personnel filme de courts extraits du tourage, des premières fournées et des nouvelles pâtisseries avec un téléphone partagé, et nos graphistes en tirent des Reels, des TikTok et des carrousels dans un même gabarit bilingue.",
      },
      {
        title: "Un rendez-vous hebdomadaire pour les précommandes",
        description:
          "Une publication le mercredi annonce le menu de la fin de semaine et l'heure limite de commande, avec le lien de commande dans le profil et un rappel en Story le jeudi soir.",
      },
      {
        title: "Les fêtes planifiées d'avance",
        description:
          "Pour la bûche de Noël et la galette des rois, les précommandes ouvrent trois semaines d'avance avec un compte à rebours, pour que la boulangerie puisse planifier la production et les horaires.",
      },
    ],
    results: [
      { value: "2,3 fois", label: "plus de précommandes la fin de semaine en 8 mois" },
      {
        value: "6,1 %",
        label: "de taux d'engagement sur les publications en français d'abord, contre 2,4 %",
      },
      {
        value: "11 jours",
        label: "plus tôt que l'an dernier, les précommandes des fêtes affichaient complet",
      },
    ],
    technologies: ["Instagram", "Facebook", "TikTok", "Meta Business Suite"],
    duration: "En cours depuis 2024",
  },
  {
    slug: "social-harbourview-dental-group",
    client: "Harbourview Dental Group",
    sector: "Cabinet dentaire",
    location: "Dartmouth (Nouvelle-Écosse)",
    headline: "38 nouveaux patients par trimestre grâce aux médias sociaux",
    summary:
      "Publications utiles, vidéos de l'équipe et liens de réservation suivis : un cabinet dentaire de Dartmouth accueille environ 38 nouveaux patients par trimestre.",
    services: ["digital-marketing/smm", "digital-marketing/analytics-reporting"],
    image: {
      scene: "chart",
      alt: "Illustration d'un graphique montrant les réservations de nouveaux patients attribuées aux publications sur les médias sociaux",
    },
    problem: [
      "Harbourview Dental Group avait ajouté deux dentistes et des heures en soirée, mais le nombre de nouveaux patients avait à peine bougé. Sa page Facebook annonçait surtout les fermetures des jours fériés, et le cabinet n'avait aucun moyen de savoir si les médias sociaux lui amenaient qui que ce soit.",
      "En Nouvelle-Écosse, la publicité dentaire doit respecter les normes du Conseil dentaire provincial : l'équipe se méfiait donc des témoignages, des photos avant-après et de tout ce qui pourrait passer pour une promesse de résultat. Elle voulait une présence utile et conforme plutôt que promotionnelle.",
    ],
    approach: [
      {
        title: "Les règles avant les publications",
        description:
          "Nous avons passé en revue les normes publicitaires du Conseil avec la direction du cabinet et rédigé des règles sur les allégations de traitement, les témoignages et les photos de patients, avec un consentement écrit comme l'exige la loi néo-écossaise sur les renseignements personnels sur la santé.",
      },
      {
        title: "Des réponses aux vraies questions",
        description:
          "Trois publications par semaine sur Facebook et Instagram répondent aux questions posées à l'accueil, de la première visite d'un enfant à ce que couvre le Régime canadien de soins dentaires.",
      },
      {
        title: "Faire connaissance avec l'équipe",
        description:
          "De courtes vidéos présentent les nouveaux dentistes et hygiénistes et mettent en valeur les heures du soir, pour joindre les navetteurs et les familles de Dartmouth et d'Halifax, de l'autre côté du port.",
      },
      {
        title: "Chaque réservation comptée",
        description:
          "Chaque publication renvoie à la page de réservation en ligne par un lien balisé, et l'accueil demande à chaque nouveau patient comment il a connu le cabinet : les réservations venues des médias sociaux sont comptées, pas devinées.",
      },
    ],
    results: [
      { value: "38", label: "nouveaux patients par trimestre, réservés grâce aux médias sociaux" },
      {
        value: "2,7 fois",
        label: "plus de visites de la page de réservation depuis Facebook et Instagram",
      },
      { value: "< 1 jour", label: "pour répondre aux messages des patients potentiels" },
    ],
    technologies: ["Facebook", "Instagram", "Meta Business Suite", "Google Analytics 4"],
    duration: "En cours depuis 2023",
  },
] satisfies CaseStudyInput[];
