import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "maintenance-ottawa-valley-member-tools",
    client: "Ottawa Valley Credit Union",
    sector: "Services financiers",
    location: "Pembroke (Ontario)",
    headline: "Aucune vulnérabilité critique ouverte depuis 18 mois",
    summary:
      "Correctifs planifiés, analyse des dépendances, revues trimestrielles : aucune faille critique ouverte en 18 mois sur le portail d'une coopérative de crédit.",
    services: ["software/maintenance-supply", "hosting/security"],
    image: {
      scene: "shield",
      alt: "Illustration d'un portail des membres sécurisé dont l'analyse de vulnérabilités ne signale aucun problème",
    },
    problem: [
      "Ottawa Valley Credit Union sert environ 14 000 membres dans ses succursales de Pembroke, Renfrew et Arnprior. En plus de son système bancaire central, elle s'appuie sur des outils sur mesure conçus par un sous-traitant : une demande de prêt en ligne, la prise de rendez-vous avec un conseiller et le téléversement sécurisé de documents.",
      "Le sous-traitant était passé à autre chose, et l'évaluation annuelle de sécurité de la coopérative avait relevé des bibliothèques désuètes, un cadriciel en fin de vie et aucune trace de la date des derniers correctifs. Le conseil d'administration voulait régler ces constats et pouvoir démontrer aux organismes de réglementation et aux auditeurs qu'ils restaient réglés.",
    ],
    approach: [
      {
        title: "Audit et transfert",
        description:
          "Nous avons examiné le code, les serveurs et les dépendances, transféré les dépôts et les comptes infonuagiques au nom de la coopérative, puis classé chaque constat selon son niveau de risque.",
      },
      {
        title: "Régler les constats",
        description:
          "L'application est passée à une version de .NET encore prise en charge, et tous les constats critiques ou élevés de l'évaluation ont été corrigés dans les six premières semaines.",
      },
      {
        title: "Une analyse à chaque changement",
        description:
          "Les dépendances et les conteneurs sont analysés à chaque compilation et chaque nuit, et tout nouvel avis de sécurité critique ouvre une demande de correction, à traiter en 48 heures selon l'entente de soutien.",
      },
      {
        title: "Des preuves pour les auditeurs",
        description:
          "Un rapport mensuel recense les correctifs appliqués, les résultats d'analyse, les tests de restauration des sauvegardes et les revues d'accès, dans un format que le comité des risques verse à ses dossiers d'audit.",
      },
    ],
    results: [
      { value: "0", label: "vulnérabilité critique laissée ouverte en 18 mois" },
      { value: "< 48 h", label: "pour corriger une vulnérabilité critique nouvellement divulguée" },
      { value: "100 %", label: "des tests mensuels de restauration des sauvegardes réussis" },
    ],
    technologies: [".NET", "Azure Canada Central", "GitHub Dependabot", "Snyk", "Cloudflare"],
    duration: "En continu depuis 2024",
  },
  {
    slug: "maintenance-bow-river-legacy-rescue",
    client: "Bow River Logistics",
    sector: "Transport",
    location: "Calgary (Alberta)",
    headline: "Temps de chargement réduit de 70 %",
    summary:
      "Mise à niveau par étapes d'un vieux portail PHP et AngularJS : un transporteur de Calgary a réduit de 70 % ses temps de chargement, sans une journée d'arrêt.",
    services: ["software/maintenance-supply", "software/web-applications"],
    image: {
      scene: "code",
      alt: "Illustration d'un code vieillissant remanié et migré vers un cadriciel pris en charge",
    },
    problem: [
      "Bow River Logistics transporte des marchandises entre Calgary, Edmonton et l'intérieur de la Colombie-Britannique. Ses clients réservent leurs cueillettes et suivent leurs envois dans un portail écrit en 2014 en PHP 5.6 et AngularJS, deux technologies abandonnées depuis longtemps, et le développeur qui l'avait conçu avait pris sa retraite.",
      "Une recherche d'envoi prenait trois secondes ou plus, les gros clients se plaignaient que le portail ne répondait plus en fin de mois, et l'assureur de l'entreprise commençait à poser des questions sur ces logiciels sans soutien. Une réécriture complète avait été estimée à plus d'un an de travail, impossible à mener tout en exploitant l'ancien portail.",
    ],
    approach: [
      {
        title: "Audit technique",
        description:
          "Le profilage du portail a montré que l'essentiel du délai venait d'une poignée de requêtes sans index et d'une page de suivi qui chargeait tous les envois passés du client.",
      },
      {
        title: "Les gains rapides d'abord",
        description:
          "Index de base de données, mise en cache des grilles tarifaires et historique des envois paginé : tout a été mis en ligne le premier mois, avant même de toucher au cadriciel.",
      },
      {
        title: "Une mise à niveau par étapes",
        description:
          "La partie serveur est passée à PHP 8.3 et Laravel un module à la fois, pendant que les écrans AngularJS étaient refaits en React aux mêmes adresses : les clients n'ont jamais remarqué la bascule.",
      },
      {
        title: "Un entretien continu",
        description:
          "Le portail est maintenant couvert par une entente de soutien mensuelle : mises à jour de sécurité, surveillance des erreurs et revue trimestrielle de la performance et des coûts d'hébergement.",
      },
    ],
    results: [
      { value: "70 %", label: "de temps de chargement en moins sur les pages du portail client" },
      { value: "0,9 s", label: "en moyenne pour une recherche d'envoi, contre 3 secondes" },
      { value: "0", label: "heure d'arrêt imprévu pendant la mise à niveau" },
    ],
    technologies: ["PHP 8.3", "Laravel", "React", "MySQL", "Redis", "Sentry"],
    duration: "En continu depuis 2024",
    quote: {
      text: "On pensait devoir remplacer tout le portail d'un coup. Au lieu de ça, il est devenu plus rapide dès le premier mois, l'ancien code avait disparu à la fin de l'année, et nos clients n'ont jamais perdu une journée de suivi.",
      name: "Ingrid Lindqvist",
      role: "Directrice des opérations, Bow River Logistics",
    },
  },
  {
    slug: "maintenance-maritime-home-care-scheduling",
    client: "Maritime Home Care",
    sector: "Soins à domicile",
    location: "Moncton (Nouveau-Brunswick)",
    headline: "Coûts infonuagiques réduits de 35 %",
    summary:
      "Requêtes, serveurs et stockage optimisés : un service de soins à domicile a réduit de 35 % sa facture infonuagique, et ses horaires s'affichent plus vite.",
    services: ["software/maintenance-supply", "hosting/website"],
    image: {
      scene: "chart",
      alt: "Illustration de coûts mensuels d'hébergement infonuagique en baisse après des améliorations de performance",
    },
    problem: [
      "Maritime Home Care envoie environ 400 préposés et infirmières chez des clients partout au Nouveau-Brunswick et en Nouvelle-Écosse. Son système d'horaires, utilisé par les coordonnateurs et sur le téléphone des intervenants, contient des renseignements personnels sur la santé et doit rester accessible du petit matin jusqu'en soirée.",
      "La capacité du système avait été augmentée pendant un hiver chargé, puis jamais réduite. La facture infonuagique mensuelle avait plus que doublé en deux ans, et pourtant les coordonnateurs attendaient encore plusieurs secondes l'affichage de l'horaire de la semaine.",
    ],
    approach: [
      {
        title: "Trouver où allait l'argent",
        description:
          "Nous avons ventilé douze mois de factures infonuagiques par service et les avons rapprochées de l'utilisation : serveurs de bases de données surdimensionnés, environnements de test inactifs et des années de photos de visites non compressées.",
      },
      {
        title: "Optimiser avant de redimensionner",
        description:
          "La réécriture des requêtes d'horaire les plus lentes et l'ajout d'index ont assez allégé la base de données pour passer à des serveurs plus petits, sans rien perdre en vitesse.",
      },
      {
        title: "Un stockage avec politique de conservation",
        description:
          "Les anciennes photos de visites ont migré vers un stockage d'archives moins coûteux dans la région Canada Central, avec des durées de conservation établies avec la personne responsable de la protection des renseignements personnels, selon la loi du Nouveau-Brunswick sur les renseignements personnels sur la santé.",
      },
      {
        title: "Capacité réservée et suivi mensuel",
        description:
          "Les charges de travail stables sont passées à une tarification réservée d'un an, les environnements de test s'éteignent la nuit, et les coûts sont passés en revue dans chaque rapport mensuel.",
      },
    ],
    results: [
      { value: "35 %", label: "de baisse de la facture infonuagique mensuelle après optimisation" },
      {
        value: "37 000 $",
        label: "économisés en hébergement infonuagique la première année complète",
      },
      { value: "60 %", label: "de gain de vitesse à l'affichage de l'horaire de la semaine" },
    ],
    technologies: ["Microsoft Azure", "Azure SQL Database", "ASP.NET Core", "Application Insights"],
    duration: "En continu depuis 2022",
  },
] satisfies CaseStudyInput[];
