import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "web-security-lakehead-family-dental",
    client: "Lakehead Family Dental",
    sector: "Clinique dentaire, Ontario",
    location: "Thunder Bay (Ontario)",
    headline: "Site piraté nettoyé et avertissement levé en 24 heures",
    summary:
      "Le site d'une clinique dentaire de Thunder Bay redirigeait vers du pourriel. En 24 heures, nous l'avons nettoyé, renforcé et fait retirer l'alerte Google.",
    services: ["hosting/security", "web/website-maintenance"],
    image: {
      scene: "browser",
      alt: "Illustration d'un navigateur affichant le site d'une clinique rétabli après le nettoyage d'un maliciel",
    },
    problem: [
      "Des patients de Lakehead Family Dental ont commencé à appeler la réception pour signaler que le site de la clinique les envoyait vers une pharmacie en ligne. Google avait marqué le site comme dangereux : quiconque cherchait la clinique voyait une page d'avertissement rouge au lieu de ses heures d'ouverture et de son numéro de téléphone.",
      "Le site WordPress n'avait pas été mis à jour depuis plus d'un an, et une extension de carrousel désuète avait permis à un attaquant d'y dissimuler des redirections. Comme le formulaire de demande de rendez-vous recueillait le nom et les symptômes des patients, la clinique devait aussi savoir si ces renseignements avaient été exposés.",
    ],
    approach: [
      {
        title: "Contenir et préserver",
        description:
          "Nous avons mis le site en mode maintenance et copié les fichiers, la base de données et les journaux du serveur avant de toucher à quoi que ce soit, pour comprendre comment l'attaquant était entré.",
      },
      {
        title: "Nettoyer et colmater la brèche",
        description:
          "Nous avons remplacé les fichiers du cœur de WordPress, retiré deux portes dérobées cachées et l'extension vulnérable, mis à jour tout le reste et réinitialisé chaque mot de passe administrateur et chaque clé de la base de données.",
      },
      {
        title: "Faire lever l'avertissement",
        description:
          "Une fois le site assaini, nous avons demandé un réexamen dans Google Search Console et auprès des principaux fournisseurs de sécurité, et Google a retiré l'avertissement le soir même.",
      },
      {
        title: "Des faits pour évaluer l'incident",
        description:
          "Les journaux ne montraient aucune exportation des formulaires. Nous avons remis à la personne responsable de la protection des renseignements personnels une chronologie écrite pour appuyer son analyse des obligations de déclaration prévues par la loi ontarienne sur les renseignements personnels sur la santé.",
      },
      {
        title: "Une protection durable",
        description:
          "Nous avons ajouté un pare-feu applicatif web, une recherche quotidienne de maliciels, l'authentification multifacteur pour les administrateurs et des mises à jour mensuelles testées sur une copie de préproduction.",
      },
    ],
    results: [
      {
        value: "< 24 h",
        label: "entre le premier appel et un site propre, sans avertissement Google",
      },
      { value: "14", label: "extensions désuètes mises à jour ou retirées pendant le nettoyage" },
      { value: "0", label: "réinfection depuis le nettoyage" },
    ],
    technologies: ["WordPress", "Cloudflare WAF", "Google Search Console", "WP-CLI"],
    duration: "En cours depuis 2023",
  },
  {
    slug: "web-security-okanagan-cellar-collective",
    client: "Okanagan Cellar Collective",
    sector: "Vente de vin en ligne, Colombie-Britannique",
    location: "Kelowna (Colombie-Britannique)",
    headline: "18 000 connexions malveillantes bloquées chaque mois",
    summary:
      "Des robots bombardaient la boutique d'un club de vin de Kelowna de mots de passe volés. Un pare-feu et des contrôles en bloquent environ 18 000 par mois.",
    services: ["hosting/security", "hosting/website"],
    image: {
      scene: "dashboard",
      alt: "Illustration d'un tableau de bord de pare-feu qui compte les tentatives de connexion bloquées sur la boutique d'un vignoble",
    },
    problem: [
      "Okanagan Cellar Collective vend les vins d'un regroupement de petits vignobles de l'Okanagan par une boutique WooCommerce et un club de vin réservé aux membres. En 2023, des robots ont commencé à essayer des milliers de combinaisons volées de courriels et de mots de passe sur la page de connexion des clients et sur la page d'administration.",
      "Les attaques ralentissaient la boutique pendant les fins de semaine de lancement, et trois membres du club ont constaté que leur adresse de livraison enregistrée avait été modifiée. Les données de carte étaient conservées par le fournisseur de paiement, pas par la boutique, mais la confiance des membres était en jeu : il fallait faire cesser les attaques.",
    ],
    approach: [
      {
        title: "Un pare-feu devant la boutique",
        description:
          "Nous avons placé un pare-feu applicatif web devant le site, avec des limites de fréquence sur les pages de connexion, de compte et de paiement, et des vérifications pour le trafic provenant de réseaux de robots connus.",
      },
      {
        title: "Des connexions renforcées pour les clients",
        description:
          "Nous avons ajouté une vérification anti-robots aux formulaires de connexion et d'inscription, bloqué les mots de passe figurant dans des fuites connues et fait envoyer un courriel aux membres dont l'adresse est modifiée.",
      },
      {
        title: "Des comptes administrateurs verrouillés",
        description:
          "Nous avons supprimé six comptes administrateurs inutilisés, exigé l'authentification multifacteur pour les autres et réservé l'espace d'administration au personnel qui en a besoin.",
      },
      {
        title: "Un rapport mensuel",
        description:
          "Chaque mois, le collectif reçoit un rapport en langage clair sur les tentatives bloquées, les analyses et les mises à jour, pour que le conseil d'administration voie la protection à l'œuvre.",
      },
    ],
    results: [
      {
        value: "18 000",
        label: "tentatives de connexion malveillantes bloquées dans un mois moyen",
      },
      { value: "0", label: "compte de membre piraté depuis la mise en service du pare-feu" },
      {
        value: "42 %",
        label: "de charge serveur en moins pendant les fins de semaine de lancement",
      },
    ],
    technologies: ["WooCommerce", "Cloudflare WAF", "Cloudflare Turnstile", "Wordfence"],
    duration: "En cours depuis 2023",
    quote: {
      text: "Avant, nos fins de semaine de lancement signifiaient une boutique au ralenti et une pile de courriels inquiets de nos membres. Maintenant, le rapport mensuel montre des milliers de tentatives bloquées, et personne chez nous ne s'en aperçoit.",
      name: "Jae-won Park",
      role: "Directeur du commerce électronique, Okanagan Cellar Collective",
    },
  },
  {
    slug: "web-security-groupe-conseil-saint-laurent",
    client: "Groupe Conseil Saint-Laurent",
    sector: "Services professionnels, Québec",
    location: "Trois-Rivières (Québec)",
    headline: "Registre des incidents (Loi 25) et plan d'intervention",
    summary:
      "Une firme-conseil de Trois-Rivières n'avait aucun plan en cas de fuite. Nous avons sécurisé son site et ses sauvegardes et créé le registre exigé par la Loi 25.",
    services: ["hosting/security", "hosting/website"],
    image: {
      scene: "server",
      alt: "Illustration d'un serveur sécurisé avec des sauvegardes chiffrées conservées hors site au Canada",
    },
    problem: [
      "Groupe Conseil Saint-Laurent conseille des fabricants et des municipalités de toute la Mauricie, et son site web comprend un portail client où s'échangent des documents contenant des renseignements personnels. Les sauvegardes étaient conservées sur un disque non chiffré, au bureau.",
      "La Loi 25 oblige toute organisation à tenir un registre des incidents de confidentialité et à aviser la Commission d'accès à l'information lorsqu'un incident présente un risque de préjudice sérieux. La firme n'avait ni registre ni personne qui sache quoi faire en cas d'intrusion dans le portail.",
    ],
    approach: [
      {
        title: "Évaluation de la sécurité",
        description:
          "Nous avons examiné le portail, les extensions, les comptes utilisateurs, l'hébergement et les sauvegardes, puis classé 19 constats par niveau de risque dans un court rapport écrit à l'intention des associés.",
      },
      {
        title: "Renforcement du portail",
        description:
          "Nous avons d'abord corrigé les constats jugés à haut risque : composants mis à jour, authentification multifacteur obligatoire pour le personnel et suppression des comptes des personnes parties.",
      },
      {
        title: "Des sauvegardes chiffrées au Canada",
        description:
          "Nous avons remplacé le disque du bureau par des sauvegardes quotidiennes chiffrées, conservées hors site au Canada, et testé une restauration complète avant de clore le mandat.",
      },
      {
        title: "Registre et plan d'intervention",
        description:
          "Nous avons mis en place un registre des incidents dans la forme attendue par la Loi 25 et rédigé un plan de deux pages qui précise qui intervient, qui décide de l'avis à donner et quels documents conserver.",
      },
      {
        title: "Un exercice de simulation",
        description:
          "Nous avons fait vivre aux associés et à la personne responsable de la protection des renseignements personnels une simulation d'intrusion dans le portail, pour éprouver le plan avant un incident réel.",
      },
    ],
    results: [
      {
        value: "19",
        label: "constats de sécurité classés ; ceux jugés à haut risque, tous corrigés",
      },
      { value: "100 %", label: "des sauvegardes chiffrées et conservées hors site au Canada" },
      {
        value: "45 min",
        label: "pour restaurer tout le site et le portail à partir d'une sauvegarde, en test",
      },
    ],
    technologies: ["WordPress", "Cloudflare WAF", "Restic", "Wordfence"],
    duration: "6 semaines",
  },
] satisfies CaseStudyInput[];
