import type { ServiceInput } from "../../schema";
import { claimsFr, site, siteFr } from "../../site";
import { fixedQuoteFr } from "../promise";

export default {
  category: "web",
  slug: "website-design-development",
  name: "Conception et développement de sites web",
  meta: {
    title: "Conception et développement de sites web au Canada",
    description:
      "Des sites web sur mesure et accessibles pour les entreprises canadiennes : design clair, pages rapides, version bilingue et contenu facile à mettre à jour.",
  },
  hero: {
    title: {
      text: "Des sites web qui transforment vos visiteurs",
      accent: "en clients potentiels",
    },
    description:
      "Nous concevons et développons des sites web rapides et accessibles pour les PME canadiennes, avec un contenu que votre équipe peut modifier elle-même et un plan de lancement fiable.",
    showCTA: true,
    image: {
      scene: "browser",
      alt: "Illustration : navigateur affichant une page d'accueil épurée et un bouton de contact",
    },
  },
  intro: {
    title: { text: "Un site web pensé selon", accent: "la façon dont vos clients décident" },
    paragraphs: [
      "La plupart des visiteurs arrivent avec une seule question et repartent en quelques secondes si la page n'y répond pas. Nous partons de ces questions, définissons les pages qui y répondent et concevons chaque écran pour que la prochaine étape aille de soi : un appel, une réservation ou une demande de soumission.",
      `Derrière le design : un code propre et facile à maintenir, un système de gestion de contenu à la portée de votre personnel et les bases d'accessibilité et de protection des renseignements personnels qu'on attend aujourd'hui d'une entreprise canadienne. Un projet type prend de ${claimsFr.timeline}, du démarrage à la mise en ligne.`,
    ],
    image: {
      scene: "code",
      alt: "Illustration : éditeur de code et maquette transformée en composants fonctionnels",
    },
  },
  features: {
    title: { text: "Ce que comprend", accent: "chaque site web" },
    description:
      "Chaque site que nous livrons couvre l'essentiel de ce qui le rend rentable, pas seulement son allure le jour du lancement.",
    items: [
      {
        title: "Un design sur mesure, pas un thème",
        description:
          "Mise en page, typographie et couleurs sont pensées pour votre marque et votre clientèle : votre site ne ressemblera pas à ceux d'une douzaine de concurrents au même gabarit.",
        icon: "palette",
      },
      {
        title: "Conçu d'abord pour le mobile",
        description:
          "Nos pages sont conçues d'abord pour le téléphone, où se font désormais la plupart des recherches locales et des premières visites, puis adaptées aux grands écrans.",
        icon: "monitor-smartphone",
      },
      {
        title: "L'accessibilité intégrée",
        description:
          "Nous concevons et testons selon les Règles pour l'accessibilité des contenus Web (WCAG) 2.2, niveau AA, au-delà des WCAG 2.0 AA qu'exige la Loi sur l'accessibilité pour les personnes handicapées de l'Ontario (LAPHO) : un site plus facile à utiliser pour tous.",
        icon: "accessibility",
      },
      {
        title: "Des pages qui se chargent vite",
        description:
          "Images optimisées, code allégé et hébergement bien choisi : vos pages restent rapides, sur une connexion en région comme sur un réseau mobile achalandé.",
        icon: "gauge",
      },
      {
        title: "Une structure prête pour le référencement",
        description:
          "Titres bien hiérarchisés, métadonnées, données structurées et plan du site donnent aux moteurs de recherche de quoi comprendre et bien classer vos pages.",
        icon: "search",
      },
      {
        title: "Bilingue, si vous en avez besoin",
        description:
          "Les versions française et anglaise partagent la même structure, avec un vrai sélecteur de langue : un atout essentiel pour la clientèle québécoise et les organismes fédéraux.",
        icon: "globe",
      },
      {
        title: "Formulaires et suivi respectueux de la vie privée",
        description:
          "Formulaires de contact, avis sur les témoins et outils d'analyse sont configurés en tenant compte de la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) et de la Loi 25 du Québec : vous ne recueillez que le nécessaire.",
        icon: "shield-check",
      },
      {
        title: "Un outil de gestion que votre équipe maîtrise",
        description:
          "Nous configurons le système de gestion de contenu selon vos vraies pages et formons votre personnel : les mises à jour courantes n'attendent jamais un développeur.",
        icon: "pen-line",
      },
    ],
  },
  process: {
    title: { text: "Comment nous bâtissons", accent: "votre site web" },
    description:
      "Une démarche claire, avec un point de décision à chaque étape : aucune surprise au lancement.",
    steps: [
      {
        title: "Cadrage",
        description:
          "Nous étudions vos clients, vos services et vos objectifs, analysons votre site actuel et ses statistiques, puis convenons ensemble de ce que le nouveau site doit accomplir.",
      },
      {
        title: "Structure et plan de contenu",
        description:
          "Nous établissons l'arborescence des pages, rédigeons ou planifions les textes et esquissons des maquettes fonctionnelles pour fixer le parcours avant le design visuel.",
      },
      {
        title: "Design visuel",
        description:
          "Nous concevons les pages clés pour ordinateur et mobile, recueillons vos commentaires en quelques rondes ciblées, puis finalisons un système de design pour le reste du site.",
      },
      {
        title: "Développement et tests",
        description:
          "Nous développons le site, branchons le système de gestion de contenu et les formulaires, puis nous le testons sur de vrais appareils, avec des lecteurs d'écran et dans les navigateurs courants, avant de vous le présenter.",
      },
      {
        title: "Lancement et transfert",
        description:
          "Nous mettons le site en ligne avec des redirections depuis les anciennes pages, vérifions les réglages d'analyse et de référencement, puis formons votre équipe à la gestion du contenu.",
      },
    ],
  },
  showcase: {
    title: { text: "Quelques projets", accent: "de sites web récents" },
    description:
      "Des sites que nous avons conçus et développés pour des entreprises de partout au Canada.",
    items: ["web-bayview-family-dental", "web-laurentian-timber-homes", "healthplus"],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Combien coûte un nouveau site web ?",
      answer: `Tout dépend du nombre de gabarits de pages, des intégrations et du besoin d'un site bilingue. La plupart des sites de petites entreprises coûtent entre 8 000 $ et 25 000 $ CA, et les sites plus importants, avec des fonctions sur mesure, vont au-delà. Vous recevez ${fixedQuoteFr} : votre budget ne dérape pas.`,
    },
    {
      question: "Combien de temps dure un projet de site web ?",
      answer: `La plupart des projets prennent de ${claimsFr.timeline}, selon leur envergure et la vitesse à laquelle nous recevons contenus et commentaires. Un simple site vitrine se situe dans le bas de la fourchette, alors que le bilinguisme, la réservation en ligne ou un espace membre allongent le délai. Vous recevez un échéancier daté dès le départ.`,
    },
    {
      question: "Pourrai-je mettre le site à jour moi-même ?",
      answer:
        "Oui. Nous configurons un système de gestion de contenu comme WordPress, Sanity ou Webflow selon vos pages, puis formons votre équipe. Textes, images, billets de blogue et profils d'employés se modifient sans toucher au code.",
    },
    {
      question: "Vos sites respectent-ils les exigences de la LAPHO ?",
      answer:
        "La LAPHO exige les WCAG 2.0, niveau AA, pour les sites publics du secteur public ontarien et des organisations de 50 employés ou plus en Ontario. Nous concevons et développons selon les WCAG 2.2, niveau AA, soit au-delà de cette exigence, et testons la navigation au clavier et avec des lecteurs d'écran. Nous montrons aussi à votre équipe comment garder les nouveaux contenus accessibles après le lancement.",
    },
    {
      question: "Pouvez-vous créer un site en français et en anglais ?",
      answer:
        "Oui. Nous planifions les sites bilingues dès le départ : structures de pages équivalentes, sélecteur de langue et métadonnées de référencement propres à chaque langue. Notre équipe rédige elle-même les textes en français québécois, ou travaille avec votre traducteur si vous préférez.",
    },
    {
      question:
        "Qu'advient-il de notre classement dans les moteurs de recherche lors d'une refonte ?",
      answer:
        "Nous redirigeons de façon permanente chaque ancienne adresse importante vers sa nouvelle page, reprenons titres et descriptions, puis soumettons le nouveau plan du site après le lancement. Vous conservez ainsi votre classement pendant que la nouvelle structure fait son chemin.",
    },
  ],
  sections: [
    {
      type: "technologies",
      title: { text: "Les outils", accent: "avec lesquels nous bâtissons" },
      description:
        "Nous choisissons des outils éprouvés, adaptés à votre budget et à votre équipe, plutôt que la dernière nouveauté.",
      groups: [
        {
          name: "Développement frontal",
          items: ["React", "TypeScript", "Next.js", "Astro", "Tailwind CSS"],
        },
        {
          name: "Gestion de contenu",
          items: ["WordPress", "Sanity", "Webflow", "Contentful", "Craft CMS"],
        },
        {
          name: "Performance et qualité",
          items: [
            "Cloudflare CDN",
            "Lighthouse",
            "Tests d'accessibilité axe",
            "Google Search Console",
            "Optimisation automatisée des images",
          ],
        },
      ],
    },
    {
      type: "industries",
      title: { text: "Les secteurs", accent: "que nous connaissons bien" },
      description:
        "Nous avons créé des sites pour des entreprises dont les clients doivent leur faire confiance avant même de les appeler.",
      items: [
        {
          title: "Services professionnels",
          description:
            "Cabinets d'avocats, de comptables et de conseil qui doivent expliquer clairement leur expertise et convertir leurs lecteurs en demandes de consultation.",
          icon: "briefcase",
        },
        {
          title: "Cliniques de santé et de mieux-être",
          description:
            "Cliniques dentaires, de physiothérapie et de mieux-être qui ont besoin de rendez-vous en ligne et d'un traitement rigoureux des demandes des patients.",
          icon: "stethoscope",
        },
        {
          title: "Métiers et services résidentiels",
          description:
            "Constructeurs, rénovateurs et entrepreneurs qui misent sur des galeries de réalisations, des zones desservies bien définies et des demandes de soumission rapides.",
          icon: "hammer",
        },
        {
          title: "Restauration et hébergement",
          description:
            "Restaurants, auberges et salles de réception qui ont besoin de menus, de réservations et de pages d'événements faciles à actualiser chaque saison.",
          icon: "utensils",
        },
        {
          title: "Organismes sans but lucratif et associations",
          description:
            "Organismes qui ont besoin de contenus accessibles et bilingues, de formulaires de dons et de ressources pour leurs membres, avec un budget modeste.",
          icon: "handshake",
        },
        {
          title: "Fabrication et industrie",
          description:
            "Fabricants et distributeurs qui doivent présenter clairement leurs produits et fiches techniques aux acheteurs du Canada et de l'étranger.",
          icon: "factory",
        },
      ],
    },
    {
      type: "reasons",
      title: { text: "Pourquoi les entreprises choisissent", accent: site.name },
      items: [
        `Notre équipe cumule ${claimsFr.inProse.experienceYears} ans d'expérience et a livré ${claimsFr.inProse.projects} projets pour des clients canadiens.`,
        `Vous recevez ${fixedQuoteFr}, avec un échéancier daté : votre budget et votre date de lancement tiennent la route.`,
        "Nous connaissons les règles canadiennes qui encadrent un site web : LAPHO, LPRPDE, Loi canadienne anti-pourriel (LCAP) et Loi 25 du Québec.",
        "Le site, le code, le nom de domaine et le contenu vous appartiennent entièrement, sans obligation de rester chez nous pour l'hébergement ou les services.",
        "Les personnes qui planifient votre site sont celles qui le développent : rien ne se perd entre deux équipes.",
      ],
    },
  ],
  cta: {
    title: { text: "Passons à un site web qui", accent: "travaille aussi fort que vous" },
    description:
      "Parlez-nous de votre entreprise et de ce qui manque à votre site actuel. Vous recevrez des pistes concrètes et une fourchette de budget réaliste.",
    button: "Démarrer votre projet",
  },
  closing: `Montrez-nous votre site actuel, s'il y en a un, et quelques sites que vous admirez. D'ici ${siteFr.responseTime}, vous recevrez des conseils francs sur un nouveau site, un budget approximatif et un échéancier, habituellement de ${claimsFr.timeline}.`,
} satisfies ServiceInput;
