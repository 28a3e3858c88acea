import { claimsFr } from "../../../site";
import type { CaseStudyInput } from "../../schema";

const growthPlan = claimsFr.maintenancePlans[1];

export default [
  {
    slug: "maintenance-harbourfront-physiotherapy",
    client: "Harbourfront Physiotherapy",
    sector: "Clinique de physiothérapie",
    location: "Charlottetown (Île-du-Prince-Édouard)",
    headline: "Aucune panne du formulaire de réservation en 18 mois",
    summary:
      "Mises à jour testées en préproduction et réservation test aux 15 minutes : aucune panne de réservation en ligne en 18 mois pour une clinique de Charlottetown.",
    services: ["web/website-maintenance", "hosting/website"],
    image: {
      scene: "server",
      alt: "Illustration d'un serveur sous surveillance avec des vérifications d'état du système de réservation d'une clinique",
    },
    problem: [
      "Harbourfront Physiotherapy reçoit la plupart des réservations de nouveaux patients au moyen d'un module de son logiciel de gestion de clinique, intégré à son site WordPress. Deux fois au cours du même hiver, la mise à jour d'une extension a bloqué ce module, et chaque fois la clinique ne l'a appris que des jours plus tard, quand des patients ont appelé pour savoir pourquoi leur rendez-vous n'avait pas été confirmé.",
      "Les mises à jour étaient faites par le premier membre du personnel qui en avait le temps, sans copie de préproduction, et personne n'avait jamais essayé de restaurer les sauvegardes. Les propriétaires estiment que les deux pannes leur ont coûté plus de 40 évaluations de nouveaux patients.",
    ],
    approach: [
      {
        title: "Audit et nettoyage",
        description:
          "Notre audit de santé du site a relevé 11 extensions désuètes, dont deux abandonnées par leurs développeurs, et une tâche de sauvegarde qui échouait sans avertissement. Nous avons tout remplacé ou supprimé avant le début du forfait.",
      },
      {
        title: "Mises à jour testées en préproduction",
        description:
          "Chaque mise à jour passe d'abord par une copie de préproduction, où nous faisons une réservation test et vérifions la confirmation avant que quoi que ce soit n'atteigne le site en ligne.",
      },
      {
        title: "Réservations vérifiées toutes les 15 minutes",
        description:
          "Toutes les 15 minutes, un test automatisé ouvre le module de réservation dans un navigateur et effectue une réservation complète, puis alerte notre équipe dès qu'une étape échoue.",
      },
      {
        title: "Entretien et rapports mensuels",
        description:
          "Les sauvegardes quotidiennes sont stockées au Canada et restaurées à titre d'essai chaque trimestre, et la clinique reçoit chaque mois un rapport d'une page sur la disponibilité, les mises à jour et les modifications.",
      },
    ],
    results: [
      { value: "0", label: "panne du formulaire de réservation en 18 mois" },
      { value: "11", label: "extensions désuètes ou abandonnées remplacées le premier mois" },
      { value: "< 1 jour", label: "pour modifier une biographie ou un horaire du personnel" },
    ],
    technologies: ["WordPress", "Jane App", "Checkly", "Git"],
    duration: "En cours depuis 2024",
    quote: {
      text: "Avant, c'est un patient au téléphone qui nous apprenait que le formulaire de réservation ne fonctionnait plus. Maintenant, il est testé toutes les 15 minutes, et en un an et demi, il n'a jamais flanché.",
      name: "Heather MacPhail",
      role: "Directrice de clinique, Harbourfront Physiotherapy",
    },
  },
  {
    slug: "maintenance-rideau-valley-realty",
    client: "Rideau Valley Realty",
    sector: "Agence immobilière",
    location: "Ottawa (Ontario)",
    headline: "Temps de chargement mobile réduit de 48 %",
    summary: `Optimisation menée dans le cadre du forfait ${growthPlan.name} : chargement mobile des fiches réduit de 48 % pour une agence d'Ottawa d'environ 1 200 inscriptions.`,
    services: ["web/website-maintenance", "hosting/website"],
    image: {
      scene: "chart",
      alt: "Illustration d'un graphique où le temps de chargement des pages mobiles baisse après l'optimisation",
    },
    problem: [
      "Les 14 courtiers de Rideau Valley Realty envoient les liens des inscriptions par texto, et la plupart des acheteurs les ouvrent sur leur téléphone. Le site WordPress de l'agence importe environ 1 200 inscriptions actives à partir du flux DDF de l'Association canadienne de l'immeuble (ACI), et chaque fiche chargeait d'un coup toutes ses photos en pleine résolution, ce qui prenait 6,3 secondes sur une connexion mobile typique.",
      "Des acheteurs disaient aux courtiers avoir abandonné avant l'affichage des photos, Google Search Console signalait la plupart des fiches comme lentes, et la solution du développeur précédent, une deuxième extension de mise en cache, avait brisé la recherche par carte.",
    ],
    approach: [
      {
        title: "Mesurer avant de changer",
        description:
          "Nous avons testé 40 pages représentatives avec Lighthouse et comparé les résultats aux données d'utilisateurs réels de la Search Console pour cerner ce qui les ralentissait.",
      },
      {
        title: "Des photos à la taille des téléphones",
        description:
          "Les photos des inscriptions sont maintenant redimensionnées et converties en WebP dès l'importation du flux, et seules les six premières se chargent avant que le visiteur fasse défiler la page.",
      },
      {
        title: "Des pages plus légères",
        description:
          "Nous avons retiré trois extensions de mise en cache et de carrousel qui faisaient double emploi, chargé les scripts de la recherche par carte seulement à l'ouverture de la carte et optimisé les requêtes de base de données de la recherche d'inscriptions.",
      },
      {
        title: "Préserver les gains",
        description:
          "La vitesse est vérifiée à chaque cycle d'entretien mensuel et revue chaque trimestre, pour que de nouvelles extensions ou des changements au flux ne défassent pas le travail à l'insu de tous.",
      },
    ],
    results: [
      {
        value: "48 %",
        label: "de temps de chargement en moins sur mobile pour les fiches d'inscription",
      },
      {
        value: "3,3 s",
        label: "de chargement typique d'une fiche sur mobile, contre 6,3 s auparavant",
      },
      { value: "22 %", label: "d'inscriptions consultées en plus par visite mobile" },
    ],
    technologies: ["WordPress", "CREA DDF", "Lighthouse", "Google Search Console"],
    duration: "En cours depuis 2022",
  },
  {
    slug: "maintenance-kootenay-craft-brewing",
    client: "Kootenay Ridge Brewing",
    sector: "Microbrasserie",
    location: "Nelson (Colombie-Britannique)",
    headline: "Site nettoyé d'un logiciel malveillant en moins de 4 h",
    summary:
      "La boutique d'une brasserie de Nelson, infectée avant une longue fin de semaine, a été nettoyée et rouverte en moins de 4 heures, puis protégée pour de bon.",
    services: ["web/website-maintenance", "hosting/security"],
    image: {
      scene: "shield",
      alt: "Illustration d'un site web protégé par un bouclier de sécurité après le nettoyage d'un logiciel malveillant",
    },
    problem: [
      "Le jeudi précédant la longue fin de semaine du Jour de la Colombie-Britannique, le site de Kootenay Ridge Brewing s'est mis à rediriger les visiteurs mobiles vers une fausse page de concours, et les navigateurs ont commencé à afficher un avertissement de sécurité rouge. Sa boutique en ligne reçoit les commandes de remplissage de cruchons et de billets pour ses événements, et cette fin de semaine comptait parmi les plus achalandées de l'année.",
      "Le site avait été créé par un ancien employé et n'avait pas été mis à jour depuis plus de deux ans. Une extension de formulaire vulnérable avait permis aux attaquants d'injecter du code dans la base de données, et la seule sauvegarde du compte d'hébergement était déjà infectée.",
    ],
    approach: [
      {
        title: "Limiter les dégâts",
        description:
          "Dès la première heure, nous avons mis la boutique en mode maintenance, changé tous les mots de passe et toutes les clés de paiement, et fait une copie complète du site pour l'enquête.",
      },
      {
        title: "Reconstruire le code à partir de sources saines",
        description:
          "WordPress, le thème et chaque extension ont été réinstallés à partir de sources fiables, et les scripts injectés ont été retirés de 37 entrées de la base de données, repérées grâce à la recherche de motifs connus.",
      },
      {
        title: "Fermer la porte d'entrée",
        description:
          "Nous avons remplacé l'extension de formulaire vulnérable, ajouté un pare-feu d'applications web et l'authentification à deux facteurs pour le personnel, puis demandé à Google de réexaminer le site, ce qui a fait disparaître l'avertissement dès le lendemain matin.",
      },
      {
        title: "Un entretien continu",
        description: `La brasserie est passée à notre forfait ${growthPlan.name} à ${growthPlan.price}, avec des mises à jour hebdomadaires testées en préproduction, des sauvegardes quotidiennes hors site stockées au Canada et des analyses de sécurité quotidiennes.`,
      },
    ],
    results: [
      {
        value: "< 4 h",
        label: "entre le premier appel et une boutique saine qui reprend les commandes",
      },
      {
        value: "< 24 h",
        label: "pour faire disparaître l'avertissement de sécurité du navigateur",
      },
      { value: "0", label: "réinfection depuis le nettoyage" },
    ],
    technologies: ["WordPress", "WooCommerce", "Wordfence", "Cloudflare"],
    duration: "En cours depuis 2024",
    quote: {
      text: "Nous avons appelé le jeudi après-midi en pensant que notre longue fin de semaine était perdue. La boutique reprenait les commandes avant l'ouverture de la salle de dégustation le soir même, et nous n'avons eu aucun problème depuis.",
      name: "Rachel Whitford",
      role: "Directrice générale, Kootenay Ridge Brewing",
    },
  },
] satisfies CaseStudyInput[];
