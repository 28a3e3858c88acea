import type { ServiceInput } from "../../schema";
import { siteFr } from "../../site";
import { fixedQuoteFr } from "../promise";

export default {
  category: "artificial-intelligence",
  slug: "saas-ai",
  name: "IA pour logiciels SaaS",
  meta: {
    title: "Fonctionnalités d'IA pour produits SaaS",
    description:
      "Recherche IA, assistants, résumés et extraction de documents dans vos produits SaaS existants, avec évaluation, maîtrise des coûts et cloisonnement des données.",
  },
  hero: {
    title: { text: "Ajoutez l'IA à votre produit SaaS", accent: "sans tout reconstruire" },
    description:
      "Nous concevons et livrons des fonctionnalités d'IA au cœur du produit que vos clients paient déjà, mesurées selon l'usage réel et respectueuses des données de chaque client.",
    showCTA: true,
    image: {
      scene: "code",
      alt: "Illustration : du code interroge un modèle de langage et reçoit une réponse structurée",
    },
  },
  intro: {
    title: { text: "Des fonctionnalités d'IA que vos clients", accent: "utiliseront vraiment" },
    paragraphs: [
      "Vos clients vous demandent quand votre produit deviendra plus intelligent, et vos concurrents lancent des assistants de qualité inégale. Les fonctionnalités utiles sont souvent plus ciblées que ne le laissent croire les démos : trouver le bon dossier, rédiger une réponse, lire un document, signaler ce qui exige de l'attention. Nous vous aidons à choisir celles qui font vraiment gagner du temps à vos utilisateurs, puis à les intégrer à votre code existant.",
      "L'IA en production n'a rien d'un prototype. Les réponses doivent être testées avant chaque version, les coûts rester prévisibles pour chaque compte, et les données d'un client ne jamais apparaître dans les résultats d'un autre. Nous construisons l'évaluation, la surveillance et le cloisonnement avec la fonctionnalité, pour que votre équipe puisse l'entretenir après la passation.",
    ],
    image: {
      scene: "dashboard",
      alt: "Illustration : tableau de bord SaaS où un assistant IA résume l'activité d'un compte",
    },
  },
  features: {
    title: { text: "Les capacités d'IA que nous", accent: "intégrons aux produits SaaS" },
    description:
      "Chaque fonctionnalité vise une tâche que vos utilisateurs font déjà, avec une mesure claire de son utilité.",
    items: [
      {
        title: "Recherche sémantique",
        description:
          "L'utilisateur trouve dossiers, documents et articles d'aide par le sens plutôt que par mots-clés exacts, dans les limites de ses permissions.",
        icon: "search",
      },
      {
        title: "Assistants intégrés",
        description:
          "Un copilote qui répond aux questions sur les données de l'utilisateur et peut exécuter les actions que vous autorisez, comme créer un rapport ou remplir un formulaire.",
        icon: "bot",
      },
      {
        title: "Résumés et rédaction",
        description:
          "Résumés de longs fils de discussion, de notes ou d'historiques, et premières ébauches de réponses, de descriptions ou de rapports que l'utilisateur révise avant l'envoi.",
        icon: "pen-line",
      },
      {
        title: "Extraction de documents",
        description:
          "Factures, reçus, contrats et formulaires transformés en champs structurés, avec des indices de confiance et une file de révision pour les valeurs incertaines.",
        icon: "file-search",
      },
      {
        title: "Classement et acheminement",
        description:
          "Billets, prospects ou transactions entrants sont étiquetés, priorisés et dirigés vers la bonne file, selon des règles que votre équipe peut ajuster.",
        icon: "filter",
      },
      {
        title: "Maîtrise des coûts et de l'utilisation",
        description:
          "Mesure de l'utilisation par client, limites de débit, mise en cache et aiguillage entre modèles rendent les coûts prévisibles et permettent d'intégrer l'IA à vos forfaits.",
        icon: "gauge",
      },
      {
        title: "Suites d'évaluation",
        description:
          "Avant chaque version, des tests automatisés notent la qualité des réponses sur un ensemble fixe d'exemples : un changement de requête ou de modèle ne peut dégrader les résultats à votre insu.",
        icon: "clipboard-check",
      },
      {
        title: "Cloisonnement des données par client",
        description:
          "La recherche documentaire, la mise en cache et la journalisation sont cloisonnées par client : le contenu d'un client ne sert jamais à répondre à un autre.",
        icon: "shield-check",
      },
    ],
  },
  process: {
    title: { text: "Comment nous ajoutons l'IA", accent: "à un produit en service" },
    description:
      "Nous travaillons avec votre équipe de développement et selon votre processus de mise en production, pas en marge.",
    steps: [
      {
        title: "Analyse des occasions",
        description:
          "Nous examinons les données d'utilisation, les billets de soutien et les demandes de vos clients pour classer les occasions d'IA selon leur valeur pour l'utilisateur, l'effort et le risque.",
      },
      {
        title: "Prototype sur données réelles",
        description:
          "Nous construisons un prototype fonctionnel à partir d'échantillons de vos données, anonymisés ou utilisés avec consentement, pour vérifier que l'idée tient la route.",
      },
      {
        title: "Banc d'évaluation",
        description:
          "Ensemble, nous rédigeons le jeu d'essai et les règles de notation qui définissent une bonne réponse ; ils fixent ensuite la barre de qualité de chaque changement.",
      },
      {
        title: "Développement pour la production",
        description:
          "Nous ajoutons l'affichage des réponses en continu, les solutions de repli, les permissions, la mesure de l'utilisation et la surveillance, puis intégrons le tout à votre code par des demandes de fusion (pull requests) habituelles.",
      },
      {
        title: "Déploiement progressif",
        description:
          "Nous activons d'abord la fonctionnalité pour un groupe de comptes partenaires à l'aide d'un indicateur de fonctionnalité, puis comparons l'utilisation et la qualité à la référence d'évaluation.",
      },
      {
        title: "Passation et itérations",
        description:
          "Vos développeurs reçoivent la documentation, les guides d'exploitation et la suite d'évaluation ; nous restons disponibles pour ajuster requêtes, modèles et coûts.",
      },
    ],
  },
  showcase: {
    title: { text: "Des fonctionnalités d'IA livrées", accent: "dans de vrais produits" },
    description:
      "De l'IA ajoutée à des produits SaaS canadiens que leurs clients utilisent chaque jour.",
    items: ["saas-ai-tidewater-field-service", "saas-ai-ledgerline-receipts", "projecthub"],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Devons-nous reconstruire notre produit pour y ajouter l'IA ?",
      answer:
        "Non. La plupart des fonctionnalités d'IA se greffent à votre application sous forme de service appelé par votre serveur, avec vos données et permissions actuelles. Nous travaillons dans votre dépôt et avec vos technologies quand c'est pertinent, et gardons les nouveaux composants assez petits pour que votre équipe se les approprie.",
    },
    {
      question: "Quel modèle d'IA allez-vous utiliser ?",
      answer:
        "Nous le choisissons pour chaque fonctionnalité selon sa qualité sur votre jeu d'évaluation, son coût, sa rapidité et l'endroit où il peut être hébergé. Ce peut être un modèle commercial d'OpenAI, d'Anthropic ou de Google, ou un modèle à poids ouverts que vous exploitez vous-même quand le contrôle des données prime. Le modèle reste derrière une interface : vous pourrez en changer plus tard sans réécrire la fonctionnalité.",
    },
    {
      question:
        "Les données de nos clients serviront-elles à entraîner le modèle de quelqu'un d'autre ?",
      answer:
        "Pas avec notre configuration. Nos conditions d'API d'entreprise excluent vos données de l'entraînement ; nous cloisonnons la recherche et les journaux par client, et hébergeons la fonctionnalité, ses données et ses journaux dans des centres de données canadiens. Nous vous aidons aussi à revoir votre politique de confidentialité et vos ententes de traitement des données, pour que vos clients sachent comment l'IA traite leurs renseignements en vertu de la LPRPDE.",
    },
    {
      question: "Comment gardez-vous les coûts de l'IA sous contrôle ?",
      answer:
        "Nous mesurons l'utilisation par compte dès le départ, mettons en cache les appels répétés, confions les tâches simples à des modèles plus petits et fixons des limites par forfait. Avant le lancement, vous obtenez une estimation du coût par action fondée sur du vrai trafic d'essai, pour décider d'inclure la fonctionnalité dans vos forfaits actuels ou de la vendre en option.",
    },
    {
      question:
        "Combien coûte une première fonctionnalité d'IA, et en combien de temps est-elle prête ?",
      answer: `La plupart des premières fonctionnalités d'IA demandent de 8 à 12 semaines, de l'analyse des occasions au déploiement progressif. Une seule fonctionnalité en production coûte généralement de 20 000 $ à 60 000 $ CA, selon la préparation des données, les intégrations et l'ampleur de l'évaluation. Les suivantes coûtent habituellement moins cher : l'évaluation et la surveillance sont déjà en place. Vous recevez ${fixedQuoteFr}.`,
    },
  ],
  sections: [
    {
      type: "services",
      title: { text: "Comment nous pouvons", accent: "aider votre équipe" },
      description:
        "Confiez-nous une seule fonctionnalité, ou les fondations qui permettront à vos développeurs de livrer de l'IA en toute sécurité.",
      items: [
        {
          title: "Stratégie de fonctionnalités d'IA",
          description:
            "Une liste priorisée de fonctionnalités d'IA, avec l'effort, le risque et la valeur attendue de chacune, validée avec vos responsables produit et développement.",
          icon: "compass",
        },
        {
          title: "Conception et développement de fonctionnalités",
          description:
            "Une fonctionnalité d'IA livrée de bout en bout : conception de l'interface et des requêtes, intégration, tests et mise en production.",
          icon: "code-xml",
        },
        {
          title: "Recherche documentaire et chaînes de données",
          description:
            "Ingestion, découpage, plongements vectoriels et recherche respectueuse des permissions dans les dossiers et les documents de votre produit.",
          icon: "database",
        },
        {
          title: "Mise en place de l'évaluation et de la surveillance",
          description:
            "Jeux d'essai, notation automatisée, traçage et tableaux de bord qui montrent l'évolution de la qualité des réponses, de la latence et des dépenses.",
          icon: "activity",
        },
        {
          title: "Audits de fonctionnalités d'IA",
          description:
            "Un examen de vos fonctionnalités d'IA déjà lancées : qualité, coûts, risque d'injection de requêtes et cloisonnement des données par client.",
          icon: "eye",
        },
      ],
    },
    {
      type: "technologies",
      title: { text: "Les modèles et les outils", accent: "que nous utilisons" },
      description:
        "Nous choisissons les outils selon la tâche et vos technologies, plutôt que d'imposer un seul fournisseur.",
      groups: [
        {
          name: "Modèles",
          items: [
            "Modèles GPT d'OpenAI",
            "Anthropic Claude",
            "Google Gemini",
            "Mistral",
            "Meta Llama (auto-hébergé)",
          ],
        },
        {
          name: "Hébergement des modèles",
          items: [
            "Azure OpenAI Service",
            "Amazon Bedrock",
            "Google Vertex AI",
            "Inférence autohébergée dans des centres de données canadiens",
          ],
        },
        {
          name: "Orchestration",
          items: [
            "Vercel AI SDK",
            "LangChain",
            "LlamaIndex",
            "Sorties structurées et appel d'outils",
          ],
        },
        {
          name: "Bases de données vectorielles",
          items: ["PostgreSQL avec pgvector", "Pinecone", "Qdrant", "Elasticsearch et OpenSearch"],
        },
        {
          name: "Évaluation et observabilité",
          items: ["promptfoo", "Ragas", "Langfuse", "Traçage OpenTelemetry"],
        },
      ],
    },
    {
      type: "reasons",
      title: { text: "Pourquoi les équipes SaaS", accent: "travaillent avec nous" },
      items: [
        "Nous mesurons les fonctionnalités d'IA sur un jeu d'essai écrit : la qualité se voit, au lieu de reposer sur l'impression laissée par une démo.",
        "Nous concevons dès le départ pour les produits multilocataires : permissions, coûts par compte et cloisonnement des données.",
        "Nous travaillons dans votre dépôt, et vos développeurs peuvent ensuite entretenir ce que nous avons construit.",
        "Nous vous disons quand une fonctionnalité ne justifie pas l'IA, ou quand une simple règle ou un index de recherche fera mieux l'affaire.",
        "Nous connaissons les attentes canadiennes en matière de vie privée, dont la LPRPDE, la Loi 25 du Québec et les clients qui exigent que leurs données restent au Canada.",
      ],
    },
  ],
  cta: {
    title: { text: "Choisissez la fonctionnalité d'IA", accent: "à développer en premier" },
    description:
      "Parlez-nous de votre produit et de vos utilisateurs : nous vous proposerons deux ou trois fonctionnalités d'IA avec des budgets approximatifs en dollars canadiens.",
    button: "Parler à notre équipe IA",
  },
  closing: `Présentez-nous votre logiciel et les tâches que vos utilisateurs répètent jour après jour. D'ici ${siteFr.responseTime}, nous vous dirons franchement où l'IA en vaudrait vraiment la peine, avec un budget approximatif et un échéancier.`,
} satisfies ServiceInput;
