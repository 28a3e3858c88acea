import type { ProjectInput } from "../schema";

export default {
  slug: "projecthub",
  client: "ProjectHub",
  sector: "Logiciel-service (SaaS) de gestion de projets de construction",
  location: "Toronto (Ontario)",
  headline: "62 % de temps en moins pour rédiger les RFI",
  summary:
    "Résumés de réunions, ébauches de RFI et alertes de retard pour un logiciel SaaS torontois de gestion de chantier, chaque appel à l'IA étant traité au Canada.",
  title: {
    text: "Des fonctions d'IA pour les équipes de chantier,",
    accent: "sans qu'aucun document quitte le Canada",
  },
  category: "artificial-intelligence",
  year: 2025,
  services: ["artificial-intelligence/saas-ai", "hosting/security"],
  image: {
    scene: "chat",
    alt: "Illustration d'un panneau d'assistant qui transforme les notes d'une réunion de chantier en décisions et en tâches à faire",
  },
  detailImage: {
    scene: "server",
    alt: "Illustration de serveurs dans une région infonuagique canadienne, avec un espace verrouillé et distinct pour chaque client",
  },
  problem: [
    "Environ 300 entrepreneurs généraux et entrepreneurs spécialisés de l'Ontario et de l'Ouest canadien utilisent ProjectHub pour gérer leurs plans, leurs demandes d'information (RFI), leurs journaux de chantier et leurs échéanciers. Les clients réclamaient des fonctions d'IA, et certains surintendants collaient déjà leurs notes de réunion dans des agents conversationnels publics pour gagner du temps, ce qui inquiétait tout le monde.",
    "Plusieurs des plus gros clients de ProjectHub construisent des hôpitaux et des écoles en vertu de contrats qui exigent que les données de projet restent au Canada et ne servent jamais à entraîner des modèles externes. Toute fonction d'IA devait respecter les autorisations de chaque entrepreneur, garder des coûts prévisibles pour chaque compte et ne jamais inventer un fait dans un document susceptible de se retrouver un jour dans une réclamation.",
  ],
  approach: [
    {
      title: "Choisir les fonctions à partir du vrai travail de chantier",
      description:
        "Avec l'équipe produit de ProjectHub, nous avons passé en revue les demandes de soutien et les données d'utilisation, puis retenu trois fonctions : le résumé des notes de réunions de coordination, la première ébauche d'une RFI à partir d'un plan annoté et d'une question, et le signalement des activités de l'échéancier susceptibles de prendre du retard.",
    },
    {
      title: "Garder chaque appel au Canada",
      description:
        "Les modèles de langage passent par Azure OpenAI Service dans la région Canada Est, selon des conditions d'entreprise qui excluent les données des clients de l'entraînement. La recherche documentaire, la mise en cache et les journaux sont cloisonnés par entreprise et par projet.",
    },
    {
      title: "Écrire les tests avant les requêtes",
      description:
        "Des surintendants nous ont aidés à rassembler 240 notes de réunion et RFI anonymisées pour constituer un jeu d'évaluation. Chaque modification d'une requête ou d'un modèle y est notée avant la mise en production, et chaque ébauche cite les sections des plans et du devis sur lesquelles elle s'appuie.",
    },
    {
      title: "Renforcer les nouveaux points de terminaison",
      description:
        "Nous avons ajouté une mesure de la consommation et des limites d'appels propres à chaque client, une détection des injections de requêtes dans les documents téléversés et un journal d'audit de chaque action de l'IA, puis fait réaliser des tests d'intrusion sur les nouveaux points de terminaison avant leur mise en production.",
    },
    {
      title: "Déployer par étapes",
      description:
        "Les fonctions ont d'abord été activées pour 20 comptes clients au moyen d'indicateurs de fonctionnalité, puis pour tous les forfaits en quatre semaines, en comparant à chaque étape l'utilisation et la qualité des réponses aux résultats de référence du jeu d'évaluation.",
    },
  ],
  results: [
    { value: "62 %", label: "de temps en moins pour rédiger les RFI" },
    { value: "48 %", label: "des comptes actifs utilisent les résumés de réunion chaque semaine" },
    { value: "2 semaines", label: "de préavis de plus, en moyenne, sur les retards d'échéancier" },
    {
      value: "100 %",
      label: "des appels à l'IA restent dans des régions infonuagiques canadiennes",
    },
  ],
  technologies: [
    "Azure OpenAI Service",
    "PostgreSQL avec pgvector",
    "TypeScript",
    "Node.js",
    "promptfoo",
    "Langfuse",
    "Microsoft Azure Canada",
  ],
  duration: "10 semaines",
  quote: {
    text: "Nos clients construisent des hôpitaux et des écoles, et leurs contrats précisent où les données doivent être hébergées. Aujourd'hui, on peut leur proposer des fonctions d'IA en répondant franchement à chacune de leurs questions sur la confidentialité.",
    name: "Jordan Achterberg",
    role: "Vice-président au produit, ProjectHub",
  },
} satisfies ProjectInput;
