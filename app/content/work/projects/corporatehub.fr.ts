import type { ProjectInput } from "../schema";

export default {
  slug: "corporatehub",
  client: "CorporateHub",
  sector: "Exploitant d'espaces de travail flexibles",
  location: "Ottawa (Ontario)",
  headline: "Réservations de salles en hausse de 43 % dans 4 sites",
  summary:
    "Une plateforme pour un exploitant d'espaces de travail d'Ottawa : réservation de postes et de salles, facturation mensuelle et accès mobile dans quatre sites.",
  title: {
    text: "Quatre espaces de travail réunis sur une seule plateforme,",
    accent: "avec une seule connexion pour les membres",
  },
  category: "software",
  year: 2025,
  services: ["software/saas-solutions", "branding/identity", "software/mobile-applications"],
  image: {
    scene: "dashboard",
    alt: "Illustration d'un tableau de bord de réservation avec le plan d'étage des postes de travail et des salles de réunion",
  },
  detailImage: {
    scene: "phone",
    alt: "Illustration d'un téléphone affichant la réservation de poste d'un membre et un laissez-passer pour ouvrir la porte",
  },
  problem: [
    "CorporateHub exploite des espaces de cotravail et des bureaux privés au marché By, dans Centretown et à Kanata, et a ouvert un quatrième site à Gatineau. Les membres réservaient les salles dans un agenda Google partagé, payaient tantôt par virement Interac, tantôt par carte sur facture, et récupéraient des porte-clés d'accès en plastique à la réception.",
    "Avec ce quatrième site, le système manuel n'a plus tenu : des salles étaient réservées en double presque chaque semaine, le personnel passait ses matinées à relancer les membres en retard de paiement et les membres qui travaillaient dans plusieurs sites traînaient plusieurs porte-clés. Les propriétaires comptaient aussi offrir la plateforme sous licence à des exploitants partenaires : il fallait donc un produit multilocataire plutôt qu'un outil maison, prêt pour les membres francophones et pour la Loi 25 du Québec.",
  ],
  approach: [
    {
      title: "Transformer les règles maison en paramètres",
      description:
        "Nous avons modélisé chaque formule, du laissez-passer d'un jour en poste non attitré jusqu'au bureau privé, en sites, en ressources réservables et en crédits de réservation mensuels. Les règles qui n'existaient que dans la tête du personnel sont devenues des paramètres que l'exploitant peut modifier.",
    },
    {
      title: "Bâtir un noyau multilocataire avec facturation",
      description:
        "La plateforme repose sur Node.js et PostgreSQL, cloisonne les données de chaque exploitant et est hébergée dans la région AWS Canada (Centre). Stripe Billing gère les forfaits mensuels, les frais de dépassement et le débit préautorisé, avec la TVH sur les factures des sites d'Ottawa, et la TPS et la TVQ sur celles de Gatineau.",
    },
    {
      title: "Mettre le laissez-passer dans le téléphone",
      description:
        "Une application React Native permet aux membres de réserver postes et salles, d'inscrire leurs invités et d'ouvrir les portes avec un laissez-passer mobile grâce au système de contrôle d'accès Kisi déjà en place, en français ou en anglais.",
    },
    {
      title: "Donner au produit sa propre identité",
      description:
        "Nous avons conçu une identité visuelle bilingue pour l'application et les écrans de réservation, distincte de la marque de CorporateHub, avec une couche de thèmes qui permettra aux exploitants partenaires de l'afficher à leurs propres couleurs.",
    },
    {
      title: "Migrer les membres un site à la fois",
      description:
        "Nous avons importé les membres, les formules et les soldes de crédits depuis les tableurs et l'ancien agenda, fait fonctionner chaque site sur les deux systèmes pendant une semaine, puis retiré ses porte-clés et effectué la bascule.",
    },
  ],
  results: [
    { value: "+43 %", label: "de réservations de salles de réunion dans les quatre sites" },
    {
      value: "94 %",
      label: "des factures payées automatiquement par carte ou par débit préautorisé",
    },
    { value: "22 h", label: "de tâches administratives en moins à la réception chaque semaine" },
    { value: "1 900", label: "membres transférés sur la plateforme dès le premier mois" },
  ],
  technologies: [
    "TypeScript",
    "React",
    "React Native",
    "Node.js",
    "PostgreSQL",
    "Stripe Billing",
    "Kisi",
    "AWS Canada (Centre)",
  ],
  duration: "12 semaines",
  quote: {
    text: "Avant, on vendait des abonnements, puis on passait le mois à les faire respecter. Maintenant, les règles sont dans la plateforme, les factures partent le premier du mois et mon équipe est revenue à l'essentiel : accueillir les gens à la porte.",
    name: "Jean-Philippe Lefebvre",
    role: "Cofondateur et chef de l'exploitation, CorporateHub",
  },
} satisfies ProjectInput;
