import type { ServiceInput } from "../../schema";
import { siteFr } from "../../site";
import { fixedQuoteFr } from "../promise";

export default {
  category: "artificial-intelligence",
  slug: "ai-poc-ai-mvp",
  name: "Preuve de concept et PMV en IA",
  meta: {
    title: "Preuve de concept et PMV en intelligence artificielle",
    description:
      "Testez une idée d'IA sur vos données avant d'engager tout le budget. Preuves de concept et PMV en IA à portée fixe, en dollars canadiens.",
  },
  hero: {
    title: { text: "Validez votre idée d'IA", accent: "avant d'y miser tout le budget" },
    description:
      "En six semaines, nous faisons de votre idée d'IA un prototype nourri de vos données et mesurons si elle tient la route. Si les chiffres suivent, une première version entre en production de 4 à 8 semaines plus tard.",
    showCTA: true,
    image: {
      scene: "chart",
      alt: "Illustration : graphique de précision d'un prototype face à la cible",
    },
  },
  intro: {
    title: { text: "Répondez à la question difficile", accent: "tôt et à peu de frais" },
    paragraphs: [
      "Bien des projets d'IA s'enlisent faute d'avoir vérifié, avant d'engager un gros budget, que les données, le modèle et l'analyse de rentabilité concordaient. La preuve de concept répond à une seule question : l'IA peut-elle accomplir cette tâche précise assez bien, avec vos données, à un coût raisonnable ?",
      "Si oui, le produit minimal viable (PMV) fait du prototype un outil pour votre personnel ou vos clients : connexion sécurisée, interface claire, surveillance et hébergement conformes à vos obligations de confidentialité. Sinon, vous l'apprenez pour une petite fraction du coût d'un projet raté, en sachant quoi changer.",
    ],
    image: {
      scene: "code",
      alt: "Illustration : code d'un prototype et rapport d'essais",
    },
  },
  features: {
    title: { text: "Ce que comprend", accent: "chaque mandat" },
    description: "Une portée fixe, des critères de réussite écrits et des résultats chiffrés.",
    items: [
      {
        title: "Évaluation des cas d'usage",
        description:
          "Nous classons vos idées selon leur valeur, les données disponibles, le risque et l'effort, puis choisissons avec vous laquelle tester d'abord.",
        icon: "target",
      },
      {
        title: "Examen de la préparation des données",
        description:
          "Nous vérifions que vos données sont suffisantes, pertinentes, propres et légalement utilisables, et signalons les lacunes avant qu'elles nuisent au projet.",
        icon: "database",
      },
      {
        title: "Prototype fonctionnel",
        description:
          "Un prototype à essayer sur vos vraies données, pas une présentation ni une démo sur des données fictives.",
        icon: "rocket",
      },
      {
        title: "Résultats mesurés",
        description:
          "Précision, types d'erreurs et cas limites, mesurés sur un jeu d'essai convenu d'avance : la réussite n'est pas une question d'opinion.",
        icon: "chart-column",
      },
      {
        title: "Estimations des coûts et de la rapidité",
        description:
          "Coûts prévus du modèle, de l'hébergement et de l'entretien, en dollars canadiens à vos volumes réels, et temps de réponse pour vos utilisateurs.",
        icon: "circle-dollar-sign",
      },
      {
        title: "Examen de la confidentialité",
        description:
          "Courte évaluation du traitement des renseignements personnels selon la LPRPDE et, s'il y a lieu, la Loi 25 du Québec, avec hébergement de vos données au Canada.",
        icon: "shield-check",
      },
      {
        title: "Recommandation : feu vert ou feu rouge",
        description:
          "Une recommandation écrite et motivée, avec les changements requis si le résultat rate la cible.",
        icon: "flag",
      },
      {
        title: "Code et documentation qui vous appartiennent",
        description:
          "Code, requêtes, jeux d'essai et documentation sont à vous : poursuivez avec nous, avec une autre équipe ou à l'interne.",
        icon: "file-text",
      },
    ],
  },
  process: {
    title: { text: "De l'idée à la preuve,", accent: "puis au produit" },
    description:
      "La preuve de concept dure six semaines, à portée fixe ; la plupart des PMV sont en ligne de 4 à 8 semaines après le feu vert.",
    steps: [
      {
        title: "Cerner la question",
        description:
          "Avant toute ligne de code, nous consignons la tâche, les utilisateurs, le seuil de réussite et le jeu d'essai.",
      },
      {
        title: "Recueillir et préparer les données",
        description:
          "Nous rassemblons des exemples représentatifs, retirons ou masquons autant que possible les renseignements personnels et réservons les données d'essai.",
      },
      {
        title: "Construire le prototype",
        description:
          "Nous testons plusieurs approches (requêtes à un modèle hébergé, recherche documentaire, réglage fin) et retenons la plus performante sur vos données.",
      },
      {
        title: "Mesurer et décider",
        description:
          "Nous comparons les résultats au seuil convenu, passons les échecs en revue avec votre équipe et recommandons de poursuivre ou non.",
      },
      {
        title: "Construire le PMV",
        description:
          "Après le feu vert, nous ajoutons l'interface, l'authentification, les intégrations, la surveillance et l'hébergement dans des centres de données canadiens : tout le nécessaire pour de vrais utilisateurs.",
      },
      {
        title: "Lancer et apprendre",
        description:
          "Nous ouvrons l'outil à des utilisateurs pilotes, suivons la qualité et l'utilisation, puis planifions la suite selon l'usage réel.",
      },
    ],
  },
  showcase: {
    title: { text: "Des idées que nous avons", accent: "mises à l'épreuve" },
    description:
      "Des preuves de concept et des PMV pour des entreprises canadiennes, dont un projet où la réponse honnête était « pas encore ».",
    items: ["ai-poc-harbourline-email-triage", "ai-poc-grand-river-millwork-quotes", "healthtrack"],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Quelle est la différence entre une preuve de concept en IA et un PMV ?",
      answer:
        "La preuve de concept vérifie, avec vos données, si l'IA accomplit assez bien une tâche précise : elle livre un prototype et un résultat mesuré. Le PMV est la première version dont dépendent de vrais utilisateurs : sécurisée, intégrée à vos systèmes et surveillée. Au moindre doute sur les données ou la tâche, commencez par une preuve de concept.",
    },
    {
      question: "Et si la preuve de concept échoue ?",
      answer:
        "Vous obtenez, résultats d'essais à l'appui, l'explication de l'échec et de ce qu'il faudrait changer : plus de données annotées ou une tâche plus ciblée, par exemple. Ce résultat utile coûte une fraction d'un projet raté, et rien ne vous oblige à faire le PMV avec nous.",
    },
    {
      question: "Que devons-nous fournir ?",
      answer:
        "Une personne qui connaît bien le processus, disponible quelques heures par semaine, et l'accès à des exemples représentatifs de vos données : courriels, documents ou dossiers. Nous vous aidons à cerner ce qui peut être communiqué sans risque et signons une entente de confidentialité avant tout échange.",
    },
    {
      question: "À qui appartiennent le code et les résultats ?",
      answer:
        "À vous. Code, requêtes, jeux d'essai, rapports d'évaluation et documentation vous sont cédés au paiement final. Nous ne réutilisons que des techniques générales et nos bibliothèques internes, jamais vos données ni votre logique d'affaires.",
    },
    {
      question: "Quels sont les délais et les coûts ?",
      answer: `Notre preuve de concept à portée fixe commence à 14 500 $ CA ; la plupart des PMV coûtent de 45 000 $ à 90 000 $ CA, selon les intégrations et le nombre d'utilisateurs. La preuve de concept dure six semaines et le PMV, habituellement de 4 à 8 de plus : du démarrage au lancement, la plupart des mandats durent de 10 à 14 semaines. Taxes en sus (TPS ou TVH, et TVQ au Québec). Vous recevez ${fixedQuoteFr}.`,
    },
    {
      question: "Ces travaux sont-ils admissibles aux crédits de la RS&DE ou au PARI ?",
      answer:
        "Une preuve de concept qui s'attaque à une réelle incertitude technologique cadre souvent avec ces programmes ; nous consignons hypothèses, expériences et résultats pour appuyer une demande. Nous ne sommes ni fiscalistes ni conseillers en subventions : confirmez votre admissibilité auprès de votre comptable ou d'un conseiller en technologie industrielle du PARI-CNRC avant de commencer.",
    },
  ],
  sections: [
    {
      type: "packages",
      title: { text: "Des forfaits d'IA", accent: "à portée fixe" },
      description:
        "Des livrables clairs, des prix en dollars canadiens, taxes en sus (TPS ou TVH, et TVQ au Québec). Chaque forfait se suffit à lui-même ou mène au suivant.",
      items: [
        {
          title: "Atelier de cadrage IA",
          price: "3 500 $ CA",
          description:
            "Avec votre équipe, nous repérons, évaluons et priorisons les usages de l'IA avant tout développement.",
          features: [
            "Deux ateliers d'une demi-journée, en personne dans le Grand Toronto ou en ligne",
            "Courte liste notée de cas d'usage de l'IA",
            "Vérification de la préparation des données pour les meilleurs candidats",
            "Recommandation écrite avec fourchettes budgétaires en dollars canadiens",
          ],
          cta: { label: "Réserver un atelier", to: "/contact-us" },
        },
        {
          title: "Preuve de concept IA",
          price: "14 500 $ CA",
          description:
            "En six semaines, un prototype qui tourne sur vos données, mesuré selon des critères de réussite convenus d'avance.",
          features: [
            "Une tâche d'IA clairement définie",
            "Prototype testé sur vos vraies données",
            "Rapport d'évaluation avec précision et analyse des erreurs",
            "Estimations des coûts et des temps de réponse à vos volumes",
            "Examen de la confidentialité : LPRPDE et hébergement des données",
            "Recommandation : feu vert ou feu rouge",
          ],
          cta: { label: "Lancer une preuve de concept", to: "/contact-us" },
          featured: true,
        },
        {
          title: "PMV IA",
          price: "À partir de 45 000 $ CA",
          description:
            "Une première version en production pour de vrais utilisateurs, habituellement livrée de 4 à 8 semaines après le feu vert.",
          features: [
            "Interface utilisateur et connexion sécurisée",
            "Intégration à un ou deux de vos systèmes existants",
            "Hébergement dans des centres de données canadiens",
            "Suivi de la qualité, des coûts et de l'utilisation",
            "Lancement pilote auprès de vos premiers utilisateurs",
            "30 jours de soutien après le lancement",
          ],
          cta: { label: "Planifier votre PMV", to: "/contact-us" },
        },
      ],
    },
    {
      type: "case-studies",
      title: { text: "Des preuves de concept", accent: "et leurs suites" },
      description: "De vraies décisions fondées sur des résultats mesurés, y compris un feu rouge.",
      items: [
        {
          title: "Tri des courriels de réclamation pour un cabinet de courtage",
          client: "Harbourline Insurance, Halifax",
          results: [
            "La preuve de concept a classé 91 % de 1 200 courriels d'essai dans la bonne file",
            "Le PMV a réduit le temps de tri moyen de 6 heures à 40 minutes",
            "Les réclamations urgentes parviennent désormais à un expert en sinistres le matin même",
          ],
          technologies: ["Azure OpenAI Service", "Microsoft 365", "PostgreSQL"],
          cta: { label: "Discuter d'un projet semblable", to: "/contact-us" },
        },
        {
          title: "Ébauches de soumissions à partir des dessins des clients",
          client: "Grand River Millwork, Kitchener",
          results: [
            "Ébauches à moins de 8 % du prix final de l'estimateur pour 84 % des projets d'essai",
            "Délai de soumission réduit de 3 jours ouvrables à 1",
            "Les estimateurs révisent et ajustent chaque ébauche avant l'envoi",
          ],
          technologies: ["Anthropic Claude", "Python", "React"],
          cta: { label: "Voir d'autres réalisations", to: "/portfolio" },
        },
        {
          title: "Prévision de la demande pour une coopérative d'alimentation",
          client: "Northern Harvest Co-op, Thunder Bay",
          results: [
            "Le modèle n'a battu la prévision sur tableur que pour 2 des 9 groupes de produits",
            "La coopérative a choisi de corriger d'abord la collecte de données aux points de vente",
            "Une dépense estimée à 80 000 $ CA évitée pour un système qui aurait déçu",
          ],
          technologies: ["Python", "scikit-learn", "PostgreSQL"],
          cta: { label: "Testez votre idée avec nous", to: "/contact-us" },
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "Pourquoi commencer par", accent: "une preuve de concept" },
      items: [
        "Vous engagez un petit budget fixe avant d'investir davantage.",
        "Vous décidez sur la foi de résultats tirés de vos données, pas de démos de fournisseurs.",
        "Les lacunes des données et les enjeux de confidentialité apparaissent tôt, quand ils coûtent peu à corriger.",
        "Direction, conseil d'administration et investisseurs voient un prototype fonctionnel et de vrais chiffres.",
        "Le jeu d'essai et le code passent directement au PMV : rien n'est perdu.",
      ],
    },
  ],
  cta: {
    title: { text: "Vous avez une idée d'IA", accent: "qui mérite d'être testée ?" },
    description:
      "Décrivez la tâche à confier à l'IA : nous vous dirons si une preuve de concept est pertinente et ce qu'elle coûterait.",
    button: "Parlons-en",
  },
  closing: `Décrivez en quelques lignes le problème que l'IA devrait régler et les données dont vous disposez déjà. Nous vous répondrons d'ici ${siteFr.responseTime} avec des conseils francs sur un premier essai, un budget approximatif et un échéancier.`,
} satisfies ServiceInput;
