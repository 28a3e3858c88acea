import type { ProjectInput } from "../schema";

export default {
  slug: "techcorp",
  client: "TechCorp Solutions",
  sector: "Fournisseur de services TI gérés",
  location: "Mississauga (Ontario)",
  headline: "Appels au centre de services en baisse de 34 %",
  summary:
    "Portail client d'un fournisseur de services TI gérés de Mississauga qui réunit billets, appareils et factures : 34 % d'appels en moins au centre de services.",
  title: {
    text: "Un seul portail pour les billets, les appareils et les factures,",
    accent: "pour que les clients n'aient plus à appeler",
  },
  category: "software",
  year: 2024,
  services: ["software/web-applications", "software/api-integration", "hosting/website"],
  image: {
    scene: "dashboard",
    alt: "Illustration d'un tableau de bord de portail client listant les billets de soutien ouverts, les appareils gérés et les factures impayées",
  },
  detailImage: {
    scene: "network",
    alt: "Illustration d'un service de synchronisation qui relie un système de billetterie, un outil de surveillance des appareils et un logiciel comptable",
  },
  problem: [
    "TechCorp Solutions gère les réseaux, les ordinateurs portables et les serveurs d'environ 140 PME de la région du Grand Toronto. Ses clients n'avaient aucune visibilité sur ce travail : pour suivre un billet, trouver une date de fin de garantie ou contester une facture, ils devaient appeler le centre de services ou lui écrire un courriel.",
    "Ces appels de suivi occupaient environ le tiers de la journée du centre de services, et les réponses se trouvaient dans trois systèmes : ConnectWise PSA pour les billets, NinjaOne pour les appareils et QuickBooks Online pour la facturation. Le portail fourni avec l'outil de billetterie n'affichait que les billets, et plusieurs clients des milieux juridique et comptable voulaient avoir l'assurance que leurs dossiers restaient au Canada.",
  ],
  approach: [
    {
      title: "Cerner les questions que posent vraiment les clients",
      description:
        "Avec le responsable du centre de services, nous avons trié trois mois de journaux d'appels et constaté que la plupart portaient sur cinq questions : l'état d'un billet, les dates de garantie, le nombre de licences, le détail des factures et qui joindre en dehors des heures d'ouverture. La première version s'en est tenue à répondre à ces cinq questions.",
    },
    {
      title: "Relier la billetterie, la surveillance et la comptabilité",
      description:
        "Nous avons créé un service de synchronisation qui s'appuie sur les API de ConnectWise PSA, de NinjaOne et de QuickBooks Online. Les billets sont actualisés toutes les deux minutes, les appareils et les factures toutes les heures, avec de nouvelles tentatives automatiques et une alerte à l'équipe de TechCorp dès que l'API d'un fournisseur cesse de répondre.",
    },
    {
      title: "Concevoir le portail selon les rôles",
      description:
        "Les propriétaires des entreprises clientes voient tout ce qui concerne leur entreprise, les employés voient leurs propres billets et appareils, et les responsables des finances voient les factures et peuvent les payer par carte ou par débit préautorisé. Chaque écran a été testé selon les WCAG 2.2, niveau AA.",
    },
    {
      title: "Héberger au Canada et lancer par vagues",
      description:
        "Le portail est hébergé dans la région AWS Canada (Centre) dans le cadre de notre service d'hébergement géré, et chaque client s'y connecte avec son compte Microsoft 365. Nous l'avons d'abord ouvert à 12 clients pilotes, avons corrigé ce qu'ils ont relevé, puis avons invité tous les autres en trois semaines.",
    },
  ],
  results: [
    { value: "34 %", label: "d'appels en moins au centre de services en six mois" },
    { value: "71 %", label: "des nouveaux billets sont maintenant ouverts dans le portail" },
    {
      value: "9 jours",
      label: "de moins en moyenne pour le paiement des factures (de 41 à 32 jours)",
    },
    { value: "6 h", label: "de rapprochement manuel de la facturation économisées chaque semaine" },
  ],
  technologies: [
    "React",
    "TypeScript",
    "Node.js",
    "PostgreSQL",
    "API ConnectWise PSA",
    "API NinjaOne",
    "API QuickBooks Online",
    "Microsoft Entra ID",
    "AWS Canada (Centre)",
  ],
  duration: "11 semaines",
  quote: {
    text: "Avant, nos clients appelaient pour savoir ce qu'on faisait pour eux. Maintenant, ils se connectent et ils le voient, et le centre de services consacre ces heures à régler des problèmes plutôt qu'à lire des notes de billets au téléphone.",
    name: "Daniel Okafor",
    role: "Directeur de la prestation des services, TechCorp Solutions",
  },
} satisfies ProjectInput;
