import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "analytics-maison-boreal-furniture",
    client: "Maison Boréal Furniture",
    sector: "Vente de meubles au détail",
    location: "Montréal (Québec)",
    headline: "Loi 25 respectée, 92 % des conversions mesurées",
    summary:
      "Bannière de consentement, mode consentement, balisage côté serveur : un détaillant de meubles montréalais mesure 92 % de ses ventes en ligne, Loi 25 respectée.",
    services: ["digital-marketing/analytics-reporting", "digital-marketing/ppc"],
    image: {
      scene: "browser",
      alt: "Illustration d'une bannière de consentement bilingue sur le site web d'un magasin de meubles québécois",
    },
    problem: [
      "Maison Boréal vend des meubles en bois massif fabriqués au Québec dans deux salles d'exposition et une boutique Shopify. Ses balises d'analyse et de publicité se déclenchaient au chargement de chaque page, avant que le visiteur ait consenti à quoi que ce soit, ce qui n'était plus conforme à la Loi 25.",
      "Les propriétaires craignaient de piloter à l'aveugle dès qu'ils demanderaient le consentement. Sur un autre site, une bannière d'essai avait fait chuter de moitié les ventes enregistrées, et les enchères Google Ads reposaient justement sur ces conversions.",
    ],
    approach: [
      {
        title: "Audit des balises et du consentement",
        description:
          "Nous avons répertorié chaque script du site, les données qu'il recueillait et s'il pouvait s'exécuter avant le consentement : 14 balises se déclenchaient dès le chargement de la page.",
      },
      {
        title: "Une bannière bilingue à consentement explicite",
        description:
          "Nous avons mis en place une bannière en français d'abord, avec des boutons Accepter et Refuser de même poids et un avis en langage clair, validé par la personne responsable de la protection des renseignements personnels.",
      },
      {
        title: "Mode consentement et balisage côté serveur",
        description:
          "Le mode consentement de Google et un conteneur de balises côté serveur ne transmettent que ce que chaque visiteur a accepté, et permettent à Google de modéliser les conversions des visiteurs qui refusent.",
      },
      {
        title: "Vérification avec les commandes réelles",
        description:
          "Chaque semaine pendant deux mois, nous avons comparé les conversions mesurées aux commandes Shopify, jusqu'à ce que l'écart se stabilise à un niveau dont les propriétaires peuvent tenir compte dans leur planification.",
      },
    ],
    results: [
      {
        value: "92 %",
        label: "des commandes en ligne mesurées après l'activation du consentement",
      },
      { value: "0", label: "balise déclenchée avant que le visiteur ait fait son choix" },
      { value: "14", label: "balises examinées, documentées et soumises au consentement" },
    ],
    technologies: [
      "Google Analytics 4",
      "GTM côté serveur",
      "Mode consentement de Google",
      "Cookiebot",
      "Shopify",
    ],
    duration: "6 semaines",
  },
  {
    slug: "analytics-summit-trades-group",
    client: "Summit Trades Group",
    sector: "Services résidentiels",
    location: "Calgary (Alberta)",
    headline: "Coût par prospect réduit de 27 %",
    summary:
      "Grâce au suivi des appels et des travaux confirmés, une entreprise de plomberie, chauffage et électricité de Calgary a réduit de 27 % son coût par prospect.",
    services: ["digital-marketing/analytics-reporting", "digital-marketing/ppc"],
    image: {
      scene: "chart",
      alt: "Illustration d'un graphique comparant le coût par prospect des campagnes Google Ads et Meta",
    },
    problem: [
      "Summit Trades Group dirige des équipes de plomberie, de chauffage et d'électricité à Calgary et à Airdrie, et consacre environ 15 000 $ par mois à Google Ads et à Meta. Chaque plateforme déclarait plus de prospects que le bureau n'en recevait réellement, et les deux s'attribuaient les mêmes contrats.",
      "La plupart des clients téléphonent plutôt que de remplir un formulaire, et aucun de ces appels n'était suivi. Les propriétaires ne savaient pas quelles campagnes amenaient des remplacements de fournaise et lesquelles attiraient surtout des gens qui magasinaient les prix.",
    ],
    approach: [
      {
        title: "Suivi des appels par source",
        description:
          "Nous avons mis en place un suivi dynamique des appels : chaque prospect téléphonique est rattaché à l'annonce, à la recherche ou à la page d'où il vient, et les enregistrements ne sont conservés que 90 jours.",
      },
      {
        title: "Une seule définition du prospect",
        description:
          "Nous avons éliminé les conversions en double dans les deux plateformes publicitaires et convenu avec les propriétaires qu'un prospect, c'est un formulaire rempli ou un appel de plus de 60 secondes.",
      },
      {
        title: "Les travaux confirmés renvoyés à Google Ads",
        description:
          "Les travaux marqués comme confirmés dans le logiciel de gestion des interventions sont importés chaque nuit dans Google Ads, pour que les enchères favorisent les recherches qui mènent à des contrats payés.",
      },
      {
        title: "Le coût par prospect, semaine après semaine",
        description:
          "Un tableau de bord Looker Studio compare le coût par prospect et par travail confirmé selon le métier, la plateforme et la campagne, et la revue mensuelle réaffecte le budget en conséquence.",
      },
    ],
    results: [
      { value: "27 %", label: "de baisse du coût par prospect sur Google Ads et Meta" },
      { value: "58 %", label: "des prospects arrivent par téléphone, désormais suivis par source" },
      {
        value: "3 800 $",
        label: "par mois de publicité réaffectés aux campagnes qui décrochent des contrats",
      },
    ],
    technologies: [
      "Google Analytics 4",
      "Google Tag Manager",
      "CallRail",
      "Jobber",
      "Looker Studio",
    ],
    duration: "En cours depuis 2023",
    quote: {
      text: "On a enfin arrêté de se demander quelle plateforme fonctionne. Le tableau de bord montre les contrats confirmés par campagne, et on a déplacé près de 4 000 $ par mois sans perdre de volume.",
      name: "Craig Ashworth",
      role: "Directeur des opérations, Summit Trades Group",
    },
  },
  {
    slug: "analytics-fraser-valley-dental-partners",
    client: "Fraser Valley Dental Partners",
    sector: "Groupe de cliniques dentaires",
    location: "Abbotsford (Colombie-Britannique)",
    headline: "Un seul tableau de bord pour 5 cliniques",
    summary:
      "Un tableau de bord Looker Studio remplace cinq chiffriers et montre à un groupe dentaire de la vallée du Fraser la source des rendez-vous de chaque clinique.",
    services: ["digital-marketing/analytics-reporting", "digital-marketing/seo"],
    image: {
      scene: "dashboard",
      alt: "Illustration d'un tableau de bord comparant les prises de rendez-vous de cinq cliniques dentaires",
    },
    problem: [
      "Fraser Valley Dental Partners exploite cinq cliniques à Abbotsford, Chilliwack, Mission, Langley et Maple Ridge. Chaque gestionnaire de bureau suivait les nouveaux patients dans son propre chiffrier, et la réunion marketing mensuelle servait surtout à faire concorder les chiffres.",
      "Les réservations en ligne, les appels et les actions sur le Profil d'entreprise Google n'étaient rattachés à aucune clinique : le groupe ne pouvait pas expliquer pourquoi deux cliniques affichaient complet et pas les trois autres. Les dossiers des patients devaient en outre rester hors de tout rapport marketing.",
    ],
    approach: [
      {
        title: "Un plan de mesure par clinique",
        description:
          "Nous avons défini les mêmes événements pour les cinq cliniques, du début d'une réservation à la réservation en ligne confirmée et aux appels, chacun associé à la clinique concernée.",
      },
      {
        title: "Un suivi reconstruit dans un seul conteneur",
        description:
          "Nous avons reconstruit GA4 et Google Tag Manager autour du module de réservation et ajouté des numéros de suivi d'appels propres à la page web et au Profil d'entreprise Google de chaque clinique.",
      },
      {
        title: "Des totaux, aucune donnée de patient",
        description:
          "Le tableau de bord ne reçoit que le nombre de réservations et leur provenance, jamais de noms ni de détails de traitement, ce qui le tient à l'écart des dossiers protégés par la loi britanno-colombienne sur les renseignements personnels (PIPA).",
      },
      {
        title: "Tableau de bord et formation",
        description:
          "Nous avons conçu un tableau de bord Looker Studio qui compare les cliniques côte à côte, puis enregistré une séance de formation pour les gestionnaires de bureau.",
      },
      {
        title: "Agir dès le premier mois",
        description:
          "Dès le premier mois, les données ont montré que les trois cliniques moins achalandées avaient chacune un Profil d'entreprise Google désuet, sans lien de réservation, ce que nous avons corrigé dans le cadre du mandat de référencement du groupe.",
      },
    ],
    results: [
      {
        value: "5",
        label: "cliniques qui suivent leurs réservations dans un seul tableau de bord",
      },
      { value: "6 h", label: "de travail manuel en moins dans les chiffriers chaque mois" },
      {
        value: "24 %",
        label: "de réservations en ligne de plus en 6 mois aux trois cliniques moins achalandées",
      },
    ],
    technologies: [
      "Google Analytics 4",
      "Google Tag Manager",
      "Looker Studio",
      "CallRail",
      "Profil d'entreprise Google",
    ],
    duration: "7 semaines",
  },
] satisfies CaseStudyInput[];
