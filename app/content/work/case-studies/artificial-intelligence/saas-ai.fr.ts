import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "saas-ai-tidewater-field-service",
    client: "Tidewater Field Service",
    sector: "Logiciel de gestion des interventions",
    location: "Dartmouth (Nouvelle-Écosse)",
    headline: "32 % de demandes de soutien en moins sur les visites passées",
    summary:
      "Des résumés des visites passées, générés par l'IA, pour que chauffagistes et plombiers voient d'un coup d'œil l'historique d'un lieu avant d'intervenir.",
    services: ["artificial-intelligence/saas-ai", "software/saas-solutions"],
    image: {
      scene: "phone",
      alt: "Illustration du téléphone d'un technicien affichant un résumé, généré par l'IA, des visites précédentes à une adresse",
    },
    problem: [
      "Tidewater vend un logiciel de planification et de répartition à environ 300 entrepreneurs en chauffage et climatisation, en plomberie et en électricité du Canada atlantique et de l'Ontario. En arrivant chez un client, les techniciens devaient faire défiler sur leur téléphone des années de notes d'intervention pour savoir ce qui était installé, ce qui avait déjà fait défaut et comment accéder à la salle mécanique.",
      "Beaucoup abandonnaient et appelaient le bureau, qui ouvrait à son tour une demande de soutien auprès de Tidewater lorsqu'il ne trouvait pas non plus le dossier. L'historique des interventions était devenu la principale catégorie de demandes dans la file du soutien.",
    ],
    approach: [
      {
        title: "Les demandes de soutien comme point de départ",
        description:
          "Avec l'équipe produit de Tidewater, nous avons lu six mois de demandes de soutien et conclu qu'un résumé du lieu sur l'écran d'intervention éliminerait le plus grand nombre de questions.",
      },
      {
        title: "Un résumé tiré des seuls dossiers de l'entreprise cliente",
        description:
          "Chaque résumé énumère l'équipement installé, les pannes récurrentes, les pièces utilisées et les notes d'accès, tirés uniquement des interventions de cet entrepreneur, avec un renvoi à chaque visite d'origine.",
      },
      {
        title: "Un jeu d'évaluation rédigé par des répartiteurs",
        description:
          "Des répartiteurs de quatre entreprises clientes ont noté les résumés de 300 lieux réels, et ce jeu d'évaluation s'exécute désormais automatiquement avant chaque changement d'invite ou de modèle.",
      },
      {
        title: "Déploiement progressif et mesure des coûts",
        description:
          "La fonctionnalité a d'abord été activée pour 25 comptes clients de confiance au moyen d'un indicateur de fonctionnalité, et l'utilisation était mesurée par entrepreneur pour que Tidewater puisse l'intégrer au prix de ses forfaits.",
      },
    ],
    results: [
      {
        value: "32 %",
        label: "de demandes de soutien en moins sur l'historique des interventions",
      },
      { value: "6 min", label: "gagnées par visite pour consulter l'historique d'un lieu" },
      { value: "81 %", label: "des comptes actifs utilisent les résumés après 3 mois" },
    ],
    technologies: ["Azure OpenAI Service", "TypeScript", "PostgreSQL", "promptfoo", "Langfuse"],
    duration: "10 semaines",
  },
  {
    slug: "saas-ai-ledgerline-receipts",
    client: "Ledgerline",
    sector: "Logiciel-service de tenue de livres",
    location: "Waterloo (Ontario)",
    headline: "Temps de saisie des reçus réduit de 70 %",
    summary:
      "Un logiciel de tenue de livres qui lit les reçus : fournisseur, date, TPS ou TVH et, s'il y a lieu, TVP ou TVQ, avec révision rapide des valeurs incertaines.",
    services: ["artificial-intelligence/saas-ai", "software/saas-solutions"],
    image: {
      scene: "chart",
      alt: "Illustration d'un graphique qui compare, mois par mois, le temps de saisie manuelle des reçus et la saisie assistée par l'IA",
    },
    problem: [
      "Les clients de Ledgerline sont des petites entreprises et les teneurs de livres qui les servent. Ils photographient leurs reçus dans l'application, puis saisissent à la main le fournisseur, la date, le sous-total et les taxes, une tâche que les recherches de l'entreprise désignaient comme la moins appréciée des utilisateurs.",
      "Un module de reconnaissance optique de caractères (ROC) ajouté auparavant gérait les totaux, mais confondait souvent les lignes de taxes, surtout sur les reçus québécois qui indiquent la TPS et la TVQ séparément et sur les reçus imprimés en français. Les teneurs de livres finissaient quand même par vérifier chaque champ.",
    ],
    approach: [
      {
        title: "Un jeu de test fait de vrais reçus",
        description:
          "Avec le consentement des clients, nous avons réuni 2 000 reçus anonymisés de toutes les provinces, y compris des reçus thermiques délavés, des reçus de stations-service et des additions de restaurant avec pourboire.",
      },
      {
        title: "Une extraction structurée avec contrôle des sommes",
        description:
          "Le modèle renvoie chaque champ avec un indice de confiance, et l'application vérifie que le sous-total, les taxes et le total concordent avant d'accepter le résultat.",
      },
      {
        title: "Une file de révision pour les cas douteux",
        description:
          "Les champs à faible indice de confiance sont mis en évidence pour que l'utilisateur les confirme : une erreur de taxe est ainsi repérée à l'écran plutôt qu'au moment de la déclaration.",
      },
      {
        title: "Hébergement au Canada et limites par compte",
        description:
          "L'extraction s'exécute dans une région infonuagique canadienne, sans entraînement sur les données des clients, et chaque forfait comprend un nombre mensuel de reçus pour que les coûts restent prévisibles.",
      },
    ],
    results: [
      { value: "70 %", label: "de temps en moins pour saisir chaque reçu" },
      { value: "96 %", label: "des montants de taxes extraits correctement sur le jeu de test" },
      {
        value: "1 reçu sur 8",
        label: "est signalé à l'utilisateur pour une vérification rapide",
      },
    ],
    technologies: ["Google Gemini", "Google Vertex AI", "Python", "PostgreSQL", "promptfoo"],
    duration: "11 semaines",
    quote: {
      text: "C'est le contrôle des sommes qui a convaincu nos teneurs de livres. Quand le modèle a un doute, l'écran le dit, et c'est cette franchise qui fait que les gens ont cessé de revérifier chaque reçu.",
      name: "Naveen Kulkarni",
      role: "Directeur des produits, Ledgerline",
    },
  },
] satisfies CaseStudyInput[];
