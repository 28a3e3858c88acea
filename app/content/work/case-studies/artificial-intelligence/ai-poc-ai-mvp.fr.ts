import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "ai-poc-harbourline-email-triage",
    client: "Harbourline Insurance",
    sector: "Cabinet de courtage en assurance",
    location: "Halifax (Nouvelle-Écosse)",
    headline: "Tri des courriels ramené de 6 heures à 40 minutes",
    summary:
      "Une preuve de concept, puis un PMV, qui trie les courriels de réclamation d'un courtier d'Halifax : les sinistres urgents parviennent à un expert dès le matin.",
    services: ["artificial-intelligence/ai-poc-ai-mvp", "software/api-integration"],
    image: {
      scene: "mail",
      alt: "Illustration d'une boîte de réception où les courriels de réclamation entrants sont classés dans des files étiquetées",
    },
    problem: [
      "Harbourline Insurance reçoit environ 350 courriels par jour dans sa boîte de réclamations partagée, des déclarations de sinistre aux questions de renouvellement en passant par les suivis des experts en sinistre. Deux employés du service à la clientèle passaient la majeure partie de chaque matinée à les lire et à les réacheminer à la main.",
      "Les jours de grande affluence, un tuyau éclaté ou un accident de la route pouvait rester non lu jusqu'en après-midi. Le cabinet voulait savoir si l'IA pouvait trier la boîte de réception de façon fiable avant de s'engager dans un système plus vaste, et si elle pouvait le faire sans envoyer les renseignements personnels de ses clients à l'extérieur du Canada.",
    ],
    approach: [
      {
        title: "Un seuil de réussite convenu par écrit",
        description:
          "Avant d'écrire la moindre ligne de code, nous avons convenu des files, de la définition d'une urgence et d'une cible de 90 % d'acheminements corrects sur un jeu de test mis de côté.",
      },
      {
        title: "1 200 anciens courriels, anonymisés",
        description:
          "Nous avons tiré 1 200 courriels d'archives répartis dans toutes les files, masqué les noms, les numéros de police et les adresses, puis fait confirmer la bonne file de chacun par la directrice des réclamations.",
      },
      {
        title: "Un prototype mesuré par rapport à la cible",
        description:
          "Au terme de la preuve de concept de six semaines, la meilleure approche a classé correctement 91 % des courriels de test sans jamais traiter une véritable urgence comme une affaire courante, ce qui a permis de donner le feu vert.",
      },
      {
        title: "Un PMV intégré à Microsoft 365",
        description:
          "Le produit minimal viable (PMV) étiquette et déplace les messages dans la boîte Outlook partagée, confie à une personne tout ce qui se situe sous son seuil de confiance et s'exécute dans les régions canadiennes d'Azure.",
      },
    ],
    results: [
      { value: "91 %", label: "des 1 200 courriels de test classés dans la bonne file" },
      { value: "40 min", label: "de tri par jour en moyenne, contre 6 heures auparavant" },
      {
        value: "Dès le matin",
        label: "les réclamations urgentes parviennent à un expert en sinistre",
      },
    ],
    technologies: ["Azure OpenAI Service", "Microsoft 365", "Microsoft Graph API", "PostgreSQL"],
    duration: "10 semaines",
    quote: {
      text: "La preuve de concept nous a donné un chiffre à présenter aux associés avant d'engager de vraies sommes. Aujourd'hui, la boîte de réception est triée avant que le café soit prêt, et tout ce dont le système n'est pas sûr aboutit encore chez l'un de nous.",
      name: "Siobhan Doyle",
      role: "Directrice des réclamations, Harbourline Insurance",
    },
  },
  {
    slug: "ai-poc-grand-river-millwork-quotes",
    client: "Grand River Millwork",
    sector: "Fabrication d'ébénisterie sur mesure",
    location: "Kitchener (Ontario)",
    headline: "Délai de soumission ramené de 3 jours à 1",
    summary:
      "Un outil qui lit les plans des clients d'un atelier d'ébénisterie de Kitchener et les chiffre selon sa grille tarifaire ; un estimateur vérifie chaque ébauche.",
    services: ["artificial-intelligence/ai-poc-ai-mvp", "software/web-applications"],
    image: {
      scene: "print",
      alt: "Illustration d'une ébauche de soumission pour des armoires, dont les postes sont tirés des plans du client",
    },
    problem: [
      "Grand River Millwork fabrique des cuisines, des meubles-lavabos et des meubles encastrés pour des entrepreneurs et des propriétaires de toute la région de Waterloo. Ses deux estimateurs transformaient à la main chaque jeu de plans en soumission chiffrée, et pendant la cohue du printemps, l'attente s'étirait jusqu'à trois jours ouvrables.",
      "Les entrepreneurs choisissaient souvent l'atelier qui répondait le premier. Les propriétaires voulaient savoir si l'IA pouvait se charger de la première ébauche sans présenter aux clients des prix que personne n'aurait vérifiés.",
    ],
    approach: [
      {
        title: "Une tâche bien circonscrite",
        description:
          "Nous avons limité le rôle du modèle à la lecture des plans et à l'inventaire des caissons, des dimensions, des matériaux et de la quincaillerie, et laissé toute la tarification à la grille de prix de l'atelier.",
      },
      {
        title: "Des tests sur des projets passés",
        description:
          "Nous avons utilisé 400 projets terminés, avec leurs plans et leurs soumissions finales, en en gardant 100 de côté pour mesurer l'écart entre les ébauches et les prix des estimateurs.",
      },
      {
        title: "Une décision fondée sur les chiffres",
        description:
          "Au terme de la preuve de concept de six semaines, les ébauches se situaient à moins de 8 % du prix final pour 84 % des projets testés, et la plupart des écarts touchaient des caissons courbes ou en angle, que les estimateurs chiffrent encore à la main.",
      },
      {
        title: "Un écran de révision pour l'estimateur",
        description:
          "Le PMV affiche chaque poste à côté de la partie du plan dont il est tiré, pour que l'estimateur puisse ajuster les quantités et les finis avant d'exporter la soumission.",
      },
    ],
    results: [
      { value: "1 jour", label: "de délai de soumission, contre 3 jours ouvrables auparavant" },
      {
        value: "84 %",
        label: "des projets testés chiffrés à moins de 8 % du prix final de l'estimateur",
      },
      { value: "100 %", label: "des ébauches révisées par un estimateur avant leur envoi" },
    ],
    technologies: ["Anthropic Claude", "Python", "React"],
    duration: "12 semaines",
  },
] satisfies CaseStudyInput[];
