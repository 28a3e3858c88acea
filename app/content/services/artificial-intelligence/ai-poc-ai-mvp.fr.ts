import type { ServiceInput } from "../../schema";
import { claimsFr } from "../../site";
import { fixedQuoteFr } from "../promise";

export default {
  category: "artificial-intelligence",
  slug: "ai-poc-ai-mvp",
  name: "Preuve de concept et PMV en IA",
  meta: {
    title: "Preuve de concept et PMV en intelligence artificielle",
    description:
      "Testez une idée d'IA sur vos propres données avant d'engager tout le budget. Preuves de concept et PMV en IA à portée fixe, en dollars canadiens.",
  },
  hero: {
    title: { text: "Validez votre idée d'IA", accent: "avant d'y miser tout le budget" },
    description: `Nous transformons une idée d'IA en prototype fonctionnel alimenté par vos données, mesurons si elle tient la route et, si les chiffres le justifient, livrons une première version en production en ${claimsFr.timeline}.`,
    showCTA: true,
    image: {
      scene: "chart",
      alt: "Illustration d'un graphique qui suit la précision d'un prototype par rapport à une cible au fil de plusieurs séries d'essais",
    },
  },
  intro: {
    title: { text: "Répondez à la question difficile", accent: "tôt et à peu de frais" },
    paragraphs: [
      "Bien des projets d'IA s'enlisent parce que personne n'a vérifié que les données, le modèle et l'analyse de rentabilité concordaient avant qu'un gros budget soit engagé. Une preuve de concept répond à une seule question, preuves à l'appui : l'IA peut-elle accomplir cette tâche précise assez bien, avec vos données, à un coût raisonnable ? Vous obtenez un prototype fonctionnel, un résultat mesuré et une recommandation claire.",
      "Si la réponse est oui, le produit minimal viable (PMV) fait du prototype un outil qu'utilisent de vraies personnes : connexion sécurisée, interface que votre personnel ou vos clients comprennent, surveillance et hébergement conformes à vos obligations en matière de confidentialité. Si la réponse est non, vous l'apprenez pour une petite fraction du coût d'un projet raté, et vous savez ce qu'il faudrait changer pour y parvenir.",
    ],
    image: {
      scene: "code",
      alt: "Illustration d'un carnet de code de prototype à côté d'un rapport d'essais indiquant les réussites et les échecs",
    },
  },
  features: {
    title: { text: "Ce que comprend", accent: "chaque mandat" },
    description:
      "Une portée fixe, des critères de réussite écrits et des résultats que vous pouvez présenter à votre direction ou à vos investisseurs.",
    items: [
      {
        title: "Évaluation des cas d'usage",
        description:
          "Nous classons vos idées selon leur valeur, la disponibilité des données, le risque et l'effort, puis nous convenons ensemble de celle qui mérite d'être testée en premier.",
        icon: "target",
      },
      {
        title: "Examen de la préparation des données",
        description:
          "Nous vérifions si vous disposez d'assez de données pertinentes, propres et utilisables légalement, et signalons les lacunes avant qu'elles ne fassent dérailler le travail.",
        icon: "database",
      },
      {
        title: "Prototype fonctionnel",
        description:
          "Un prototype qui tourne sur vos vraies données et que votre équipe peut essayer, et non une présentation ou une démo sur des données fictives.",
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
          "Les coûts prévus du modèle, de l'hébergement et de l'entretien, en dollars canadiens et à vos volumes réels, ainsi que les temps de réponse que connaîtraient vos utilisateurs.",
        icon: "circle-dollar-sign",
      },
      {
        title: "Examen de la confidentialité",
        description:
          "Une courte évaluation du traitement des renseignements personnels au regard de la LPRPDE et, s'il y a lieu, de la Loi 25 du Québec, avec vos données hébergées dans des centres de données canadiens.",
        icon: "shield-check",
      },
      {
        title: "Recommandation : feu vert ou feu rouge",
        description:
          "Une recommandation écrite et motivée, qui précise les changements nécessaires si le résultat n'atteint pas la cible.",
        icon: "flag",
      },
      {
        title: "Code et documentation qui vous appartiennent",
        description:
          "Le code, les requêtes, les jeux d'essai et la documentation vous sont remis : vous pouvez poursuivre avec nous, avec une autre équipe ou avec vos développeurs internes.",
        icon: "file-text",
      },
    ],
  },
  process: {
    title: { text: "De l'idée à la preuve,", accent: "puis au produit" },
    description: `Les preuves de concept sont courtes et à portée fixe, et la plupart des PMV sont en ligne dans les ${claimsFr.timeline} qui suivent le feu vert.`,
    steps: [
      {
        title: "Cerner la question",
        description:
          "Avant d'écrire la moindre ligne de code, nous définissons par écrit la tâche, les utilisateurs, le seuil de réussite et le jeu d'essai.",
      },
      {
        title: "Recueillir et préparer les données",
        description:
          "Nous rassemblons des exemples représentatifs, retirons ou masquons les renseignements personnels autant que possible et mettons de côté les données qui serviront aux essais.",
      },
      {
        title: "Construire le prototype",
        description:
          "Nous essayons plus d'une approche, des simples requêtes à un modèle hébergé jusqu'à la recherche documentaire ou au réglage fin, et retenons celle qui donne les meilleurs résultats sur vos données.",
      },
      {
        title: "Mesurer et décider",
        description:
          "Nous présentons les résultats par rapport au seuil convenu, passons les échecs en revue avec votre équipe et recommandons d'aller de l'avant ou non.",
      },
      {
        title: "Construire le PMV",
        description:
          "Une fois le feu vert donné, nous ajoutons l'interface, l'authentification, les intégrations, la surveillance et l'hébergement dans des centres de données canadiens : tout ce qu'il faut pour un premier groupe de vrais utilisateurs.",
      },
      {
        title: "Lancer et apprendre",
        description:
          "Nous ouvrons l'outil à des utilisateurs pilotes, suivons la qualité et l'utilisation, et planifions la prochaine itération selon ce que les gens en font réellement.",
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
        "Une preuve de concept vérifie si l'IA peut accomplir une tâche précise assez bien avec vos données ; elle livre un prototype et un résultat mesuré. Un PMV est la première version sur laquelle comptent de vrais utilisateurs, avec connexion, interface soignée, intégrations, surveillance et hébergement sécurisé. Nous recommandons de commencer par une preuve de concept chaque fois que les données ou la tâche comportent une part d'incertitude.",
    },
    {
      question: "Que se passe-t-il si la preuve de concept ne fonctionne pas ?",
      answer:
        "Vous obtenez une explication claire des raisons, appuyée par les résultats des essais, et de ce qu'il faudrait changer, par exemple davantage de données annotées ou une tâche plus ciblée. C'est un résultat utile : il coûte une fraction d'un projet de production raté. Vous n'avez aucune obligation de poursuivre avec nous vers un PMV.",
    },
    {
      question: "Que devons-nous fournir ?",
      answer:
        "Une personne qui connaît bien le processus et qui peut y consacrer quelques heures par semaine, ainsi que l'accès à des exemples représentatifs des données en cause, comme des courriels, des documents ou des dossiers. Nous vous aidons à déterminer ce qui peut être communiqué en toute sécurité et signons une entente de confidentialité avant tout échange.",
    },
    {
      question: "À qui appartiennent le code et les résultats ?",
      answer:
        "À vous. Le code, les requêtes, les jeux d'essai, les rapports d'évaluation et la documentation vous sont cédés au paiement final. Nous ne réutilisons que des techniques générales et nos propres bibliothèques internes, jamais vos données ni votre logique d'affaires.",
    },
    {
      question: "Combien de temps cela prend-il, et combien cela coûte-t-il ?",
      answer: `Notre preuve de concept à portée fixe commence à 14 500 $ CA, et la plupart des PMV coûtent de 45 000 $ à 90 000 $ CA, selon les intégrations et le nombre d'utilisateurs. Au total, la plupart des mandats s'échelonnent sur ${claimsFr.timeline} à partir du démarrage. Tous les prix excluent la TPS/TVH applicable. Vous recevez ${fixedQuoteFr}.`,
    },
    {
      question:
        "Ces travaux peuvent-ils donner droit aux crédits de la RS&DE ou à du financement du PARI ?",
      answer:
        "Les preuves de concept qui s'attaquent à une réelle incertitude technologique correspondent souvent au type de travaux qu'examinent ces programmes, et nous consignons les hypothèses, les expériences et les résultats qui peuvent appuyer une demande. Comme nous ne sommes pas conseillers en fiscalité ni en subventions, nous vous recommandons de confirmer votre admissibilité auprès de votre comptable ou d'un conseiller en technologie industrielle du PARI-CNRC avant le début des travaux.",
    },
  ],
  sections: [
    {
      type: "packages",
      title: { text: "Des forfaits d'IA", accent: "à portée fixe" },
      description:
        "Des livrables clairs et des prix en dollars canadiens, TPS/TVH applicable en sus. Chaque forfait peut être une fin en soi ou mener au suivant.",
      items: [
        {
          title: "Atelier de découverte IA",
          price: "3 500 $ CA",
          description:
            "Deux séances de travail avec votre équipe pour repérer, évaluer et prioriser les occasions d'utiliser l'IA avant d'investir dans un développement.",
          features: [
            "Deux ateliers d'une demi-journée, en personne dans la région du Grand Toronto ou en ligne",
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
            "Un prototype fonctionnel alimenté par vos données, mesuré selon des critères de réussite convenus avant le début des travaux.",
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
          description: `Une première version en production pour de vrais utilisateurs, livrée habituellement dans les ${claimsFr.timeline} qui suivent le feu vert.`,
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
            "Les réclamations urgentes parviennent maintenant à un expert en sinistres dès le matin même",
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
            "Le modèle n'a battu la prévision existante, faite sur tableur, que pour 2 des 9 groupes de produits",
            "La coopérative a choisi de corriger la collecte de données aux points de vente avant tout développement",
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
        "Vous engagez un petit budget fixe avant de décider d'un investissement plus important.",
        "Vos décisions reposent sur des résultats mesurés à partir de vos propres données, pas sur des démos de fournisseurs.",
        "Les lacunes dans les données et les enjeux de confidentialité apparaissent tôt, quand ils coûtent peu à corriger.",
        "Votre direction, votre conseil d'administration et vos investisseurs voient un prototype fonctionnel et de vrais chiffres.",
        "Le jeu d'essai et le code passent directement au PMV : aucun travail n'est perdu.",
      ],
    },
  ],
  cta: {
    title: { text: "Vous avez une idée d'IA", accent: "qui mérite d'être testée ?" },
    description:
      "Décrivez la tâche que vous aimeriez confier à l'IA : nous vous dirons si une preuve de concept est pertinente et ce qu'elle coûterait.",
    button: "Parlons-en",
  },
} satisfies ServiceInput;
