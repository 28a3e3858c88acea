import type { ServiceInput } from "../../schema";
import { siteFr } from "../../site";
import { fixedQuoteFr } from "../promise";

export default {
  category: "software",
  slug: "mvp-solutions",
  name: "Produits minimaux viables (PMV)",
  meta: {
    title: "Produit minimal viable pour jeunes pousses canadiennes",
    description:
      "Lancez un produit minimal viable (PMV) en 8 à 12 semaines. Nous aidons les entrepreneurs d'ici à valider la demande avant d'engager tout leur budget.",
  },
  hero: {
    title: {
      text: "Testez votre idée auprès de vrais utilisateurs",
      accent: "en 8 à 12 semaines",
    },
    description:
      "Nous créons des produits minimaux viables (PMV) ciblés pour les jeunes pousses canadiennes et les entreprises établies qui explorent un nouveau créneau. Vous découvrez ce que vos clients sont prêts à payer avant d'engager tout votre budget.",
    showCTA: true,
    image: {
      scene: "code",
      alt: "Illustration d'un prototype qui prend forme dans un éditeur de code, à côté d'une liste de vérification de lancement",
    },
  },
  intro: {
    title: { text: "Apprendre vite,", accent: "dépenser avec prudence" },
    paragraphs: [
      "La plupart des nouveaux produits échouent parce qu'ils règlent un problème qui ne dérange pas assez les gens, et non parce que le code était mauvais. Un PMV est la plus petite version de votre produit que de vrais clients peuvent utiliser, payer ou rejeter : vous apprenez vite, et à peu de frais.",
      `Nous vous aidons à ramener l'idée au seul parcours qui la confirme ou l'infirme, puis nous le développons comme il se doit en 8 à 12 semaines. Le résultat : un produit qui fonctionne, sur des bases que vous pourrez élargir, et non une démonstration jetable.`,
    ],
    image: {
      scene: "chart",
      alt: "Illustration des premières inscriptions et des taux d'activation, semaine après semaine depuis le lancement",
    },
  },
  features: {
    title: { text: "Ce que comprend", accent: "un PMV réalisé avec nous" },
    description:
      "Tout ce qu'il faut pour présenter un produit crédible à des utilisateurs et tirer des leçons de leur usage.",
    items: [
      {
        title: "Atelier de cadrage",
        description:
          "Une séance structurée qui réduit une longue liste de souhaits à l'essentiel nécessaire pour tester votre hypothèse la plus risquée.",
        icon: "target",
      },
      {
        title: "Prototype cliquable",
        description:
          "Un prototype réaliste à montrer à vos clients potentiels et à des investisseurs dès les deux premières semaines, avant le début du développement.",
        icon: "pen-tool",
      },
      {
        title: "Un noyau prêt pour la production",
        description:
          "Du code propre et testé, sur des technologies répandues, pour que le PMV devienne le produit complet au lieu d'être réécrit.",
        icon: "code-xml",
      },
      {
        title: "Paiements dès le premier jour",
        description:
          "Paiement par Stripe ou Moneris, précommandes ou abonnements : la volonté de payer est le signal le plus fort que vous puissiez obtenir.",
        icon: "credit-card",
      },
      {
        title: "Analytique intégrée",
        description:
          "Suivi des inscriptions, de l'activation et de la rétention en place avant le lancement, avec une gestion du consentement conforme à la LPRPDE et à la LCAP.",
        icon: "bar-chart-3",
      },
      {
        title: "Documentation prête pour les investisseurs",
        description:
          "Notes d'architecture, feuille de route technique et propriété claire du code et des comptes, pour faciliter la vérification diligente et les demandes de subventions.",
        icon: "file-text",
      },
    ],
  },
  process: {
    title: { text: "Un PMV livré", accent: "en 8 à 12 semaines, du début à la fin" },
    description:
      "Des phases courtes et bien définies, avec un point de décision au terme de chacune : un prototype dans les deux premières semaines et, pour la plupart des produits, le lancement avant la fin de la douzième.",
    steps: [
      {
        title: "Formuler l'hypothèse",
        description:
          "Nous définissons ensemble le client visé, le problème que vous réglez et le résultat qui prouverait que l'idée vaut la peine d'être poursuivie.",
      },
      {
        title: "Prototyper et valider",
        description:
          "Nous concevons un prototype cliquable et le soumettons à un groupe de cinq à dix utilisateurs potentiels pour repérer tôt les fausses pistes.",
      },
      {
        title: "Développer le noyau",
        description:
          "Des démonstrations hebdomadaires d'un logiciel qui fonctionne gardent la portée sous contrôle et vous permettent de corriger le tir à mesure que vous apprenez.",
      },
      {
        title: "Lancer auprès des premiers utilisateurs",
        description:
          "Nous lançons le produit auprès d'un groupe restreint, mettons en place les canaux de soutien et suivons chaque étape du parcours utilisateur.",
      },
      {
        title: "Mesurer et décider",
        description:
          "Nous analysons les données avec vous et planifions la suite : redoubler d'efforts, ajuster l'offre ou arrêter avant de dépenser davantage.",
      },
    ],
  },
  showcase: {
    title: { text: "Des PMV qui", accent: "ont trouvé leur marché" },
    description:
      "Des produits en phase de démarrage que nous avons créés avec des entrepreneurs canadiens.",
    items: [
      "mvp-tutorloop-booking",
      "mvp-cratewise-surplus-marketplace",
      "mvp-claimready-contractor-invoicing",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Combien de temps faut-il pour développer un PMV ?",
      answer: `La plupart des PMV prennent de 8 à 12 semaines, selon le nombre de types d'utilisateurs, les intégrations et l'ampleur du travail de design. Nous fixons l'échéancier par écrit après l'atelier de cadrage et nous le respectons en réduisant la portée, pas en repoussant les dates.`,
    },
    {
      question: "Combien coûte un PMV ?",
      answer: `La plupart des PMV que nous réalisons coûtent entre 25 000 $ et 80 000 $. Un mandat limité à un prototype, pour vos rencontres avec des investisseurs ou vos tests auprès d'utilisateurs, peut coûter beaucoup moins. Vous recevez ${fixedQuoteFr}.`,
    },
    {
      question: "Des subventions ou des crédits d'impôt canadiens peuvent-ils financer un PMV ?",
      answer:
        "Certains entrepreneurs font appel à des programmes comme le PARI du CNRC ou demandent des crédits d'impôt pour la RS&DE pour leurs travaux de développement admissibles. Nous ne sommes pas conseillers en subventions, mais nous tenons les registres techniques et la documentation que ces programmes demandent habituellement.",
    },
    {
      question: "Devrons-nous refaire le PMV plus tard ?",
      answer:
        "Pas si nous faisons bien notre travail. Nous coupons dans les fonctionnalités, pas dans la qualité, et nous misons sur des technologies répandues : le PMV devient la première version du vrai produit.",
    },
    {
      question: "Et si le PMV démontre que l'idée ne fonctionne pas ?",
      answer:
        "Il aura alors rempli son rôle, pour une fraction du coût d'un développement complet. Souvent, les données pointent vers une autre clientèle ou une offre plus ciblée, et nous vous aidons à planifier ce changement de cap.",
    },
  ],
  sections: [
    {
      type: "reasons",
      title: { text: "Pourquoi les entrepreneurs créent", accent: "leur PMV avec nous" },
      items: [
        "Une date de lancement fixée par écrit, habituellement de 8 à 12 semaines après le départ, avec une portée gérée en toute transparence pour qu'elle ne glisse pas.",
        "Des gens d'expérience sur votre projet, qui ont déjà mené des produits de l'idée jusqu'aux premiers clients payants.",
        "Des conseils francs, y compris quand une page d'atterrissage ou un service offert à la main testerait votre idée à moindre coût qu'un logiciel.",
        "Le code, les maquettes et les comptes vous appartiennent dès le premier jour, ce qui rassure investisseurs et acquéreurs.",
        "Nous connaissons le contexte canadien, des lancements bilingues à une gestion des données conforme à la LPRPDE.",
      ],
    },
    {
      type: "case-studies",
      title: { text: "Études de cas", accent: "de PMV" },
      description:
        "Ce qui s'est passé quand nos clients ont mis leur première version entre les mains de vrais utilisateurs.",
      items: [
        {
          title: "D'un service géré sur tableur à une plateforme payante",
          client: "Tutorloop, jeune pousse en technologies éducatives de Vancouver",
          results: [
            "400 séances de tutorat payantes réservées au cours des 8 premières semaines",
            "Temps d'intégration des tuteurs réduit de 3 jours à 1 heure",
            "Ronde de financement de prédémarrage conclue grâce aux résultats du PMV",
          ],
          technologies: ["React Native", "Node.js", "PostgreSQL", "Stripe"],
          cta: { label: "Discuter d'un projet semblable", to: "/contact-us" },
        },
        {
          title: "Valider une place de marché bilatérale dans une seule ville",
          client: "Cratewise, place de marché d'invendus alimentaires de Winnipeg",
          results: [
            "60 restaurants et 2 100 acheteurs inscrits pendant le projet pilote",
            "38 % des nouveaux acheteurs ont commandé de nouveau en moins d'un mois",
            "Expansion à Regina et à Saskatoon planifiée d'après les données du projet pilote",
          ],
          technologies: ["Next.js", "Supabase", "Stripe Connect"],
          cta: { label: "Voir d'autres réalisations", to: "/portfolio" },
        },
      ],
    },
  ],
  cta: {
    title: { text: "Une idée", accent: "qui mérite d'être testée ?" },
    description: `Réservez un atelier de cadrage : vous repartez avec un plan de PMV clair et une date de lancement d'ici 8 à 12 semaines, et vous recevez ${fixedQuoteFr}.`,
    button: "Planifier mon PMV",
  },
  closing: `Dites-nous quel problème votre produit règle et qui seraient vos premiers clients. D'ici ${siteFr.responseTime}, nous vous dirons franchement quelle version minimale vaut la peine d'être lancée, avec un budget approximatif et un échéancier.`,
} satisfies ServiceInput;
