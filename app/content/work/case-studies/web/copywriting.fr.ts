import { claimsFr } from "../../../site";
import type { CaseStudyInput } from "../../schema";

const { minutes } = claimsFr.copywritingConsultation;

export default [
  {
    slug: "copywriting-cedar-ridge-law",
    client: "Cedar Ridge Law",
    sector: "Cabinet de droit de la famille",
    location: "Calgary (Alberta)",
    headline: "Demandes de consultation en hausse de 52 %",
    summary:
      "Des pages en langage clair sur la première rencontre, les délais et les honoraires : +52 % de demandes de consultation pour un cabinet de Calgary.",
    services: ["web/copywriting", "digital-marketing/seo"],
    image: {
      scene: "browser",
      alt: "Illustration de la page de services d'un cabinet d'avocats, avec des intertitres clairs et un bouton pour réserver une consultation",
    },
    problem: [
      "Le site de Cedar Ridge Law décrivait ses services en matière de divorce, de responsabilités parentales et de pensions alimentaires dans la langue des actes de procédure. Les pages étaient longues, s'ouvraient sur des renvois à la loi et ne disaient rien du déroulement d'une première rencontre ni de ce qu'elle pouvait coûter.",
      "La plupart des lecteurs étaient en pleine séparation et faisaient leurs recherches tard le soir, sur leur téléphone. Beaucoup repartaient sans prendre contact, et ceux qui appelaient posaient les questions auxquelles le site aurait déjà dû répondre.",
    ],
    approach: [
      {
        title: "Consultation gratuite",
        description: `Lors de notre consultation gratuite de ${minutes} minutes, nous avons cerné les objectifs du cabinet, passé en revue les cinq pages de services les plus visitées et convenu d'un prix fixe pour la réécriture.`,
      },
      {
        title: "Recherche avec l'équipe d'accueil",
        description:
          "Nous avons interrogé deux avocats et la personne responsable de l'accueil des nouveaux clients, et lu 18 mois de notes d'accueil pour dresser la liste des questions que les gens posent avant de prendre rendez-vous.",
      },
      {
        title: "Des pages en langage clair",
        description:
          "Huit pages de services ont été réécrites en courtes sections : ce qui se passe en premier, la durée habituelle d'un dossier, le fonctionnement des honoraires et les documents à apporter, avec une explication des termes juridiques là où ils apparaissent.",
      },
      {
        title: "Conformes aux règles de la profession",
        description:
          "Les avocats du cabinet ont vérifié chaque page au regard des règles de publicité de la Law Society of Alberta, l'ordre professionnel des avocats de la province, et chaque page se termine par une seule action claire : réserver une première consultation.",
      },
    ],
    results: [
      {
        value: "52 %",
        label: "de demandes de consultation en plus dans les six mois suivant le lancement",
      },
      { value: "41 %", label: "de temps de lecture moyen en plus sur les pages de services" },
      { value: "8", label: "pages de services réécrites en langage clair" },
    ],
    technologies: ["WordPress", "Google Search Console", "Google Analytics 4"],
    duration: "5 semaines",
    quote: {
      text: "Nos pages se lisaient comme un mémoire d'appel. Aujourd'hui, elles répondent à ce qu'un parent inquiet veut vraiment savoir, et les gens arrivent mieux préparés à la première rencontre.",
      name: "Meredith Sinclair",
      role: "Associée directrice, Cedar Ridge Law",
    },
  },
  {
    slug: "copywriting-fundy-coast-outfitters",
    client: "Fundy Coast Outfitters",
    sector: "Tourisme de plein air",
    location: "St. Martins (Nouveau-Brunswick)",
    headline: "Réservations d'excursions en hausse de 37 % en une saison",
    summary:
      "Des pages bilingues et concises sur le déroulement, l'équipement et l'effet des marées sur les départs : +37 % de réservations de kayak en une saison.",
    services: ["web/copywriting"],
    image: {
      scene: "phone",
      alt: "Illustration d'un téléphone affichant la page d'une excursion en kayak, avec une courte description et un bouton de réservation",
    },
    problem: [
      "Fundy Coast Outfitters propose des excursions guidées en kayak de mer et dans les grottes marines au départ de St. Martins, où les marées dictent l'horaire. Ses pages d'excursions s'ouvraient sur de longs paragraphes consacrés à l'histoire de l'entreprise, tandis que les renseignements dont les visiteurs avaient besoin, comme la durée, le niveau requis ou la tenue à prévoir, étaient relégués au bas de la page, quand ils n'étaient pas tout simplement absents.",
      "La plupart des réservations se faisaient sur un téléphone, souvent par des voyageurs déjà au Nouveau-Brunswick qui choisissaient leur activité du lendemain. Les propriétaires passaient leurs soirées à répondre aux mêmes courriels sur l'âge minimum, les annulations pour cause de mauvais temps et la possibilité pour les débutants de participer.",
    ],
    approach: [
      {
        title: "Consultation et portée",
        description: `Après la consultation gratuite de ${minutes} minutes, nous avons convenu de réécrire, à prix fixe, six pages d'excursions, la page de questions sur les réservations et la politique d'annulation.`,
      },
      {
        title: "L'essentiel, dès le départ",
        description:
          "Chaque page d'excursion s'ouvre maintenant sur une description de deux phrases et une courte liste : durée, niveau requis, âge minimum, point de rencontre et ce qui est inclus.",
      },
      {
        title: "Les marées, expliquées simplement",
        description:
          "Nous avons rédigé une courte explication de la façon dont les marées de la baie de Fundy déplacent chaque jour les heures de départ, pour que les clients comprennent l'horaire et choisissent la plage horaire qui leur convient.",
      },
      {
        title: "Français et anglais",
        description:
          "Notre rédacteur francophone a adapté chaque page pour les visiteurs acadiens et québécois, plutôt que de la traduire ligne par ligne, à temps pour l'ouverture de la saison en mai.",
      },
    ],
    results: [
      {
        value: "37 %",
        label: "de réservations en plus dès la première saison après la réécriture",
      },
      { value: "45 %", label: "de courriels en moins aux propriétaires avant la réservation" },
      {
        value: "19 %",
        label: "des réservations en ligne se font maintenant à partir des pages françaises",
      },
    ],
    technologies: ["WordPress", "FareHarbor"],
    duration: "4 semaines",
  },
  {
    slug: "copywriting-ironwood-hvac-services",
    client: "Ironwood HVAC Services",
    sector: "Services à domicile",
    location: "Winnipeg (Manitoba)",
    headline: "Taux de clics des courriels passé de 2,1 % à 5,8 %",
    summary:
      "Des courriels saisonniers centrés sur une offre et un lien de réservation direct : taux de clics de 2,1 % à 5,8 % pour une entreprise de chauffage de Winnipeg.",
    services: ["web/copywriting", "digital-marketing/email-marketing"],
    image: {
      scene: "mail",
      alt: "Illustration d'un courriel saisonnier sur l'entretien de la fournaise, avec un titre clair et un lien de réservation",
    },
    problem: [
      "Ironwood HVAC Services écrit par courriel à environ 9 000 anciens clients de Winnipeg et des villes voisines, surtout pour rappeler la mise au point de la fournaise à l'automne et la vérification du climatiseur au printemps. Chaque envoi prenait la forme d'une longue infolettre sur six ou sept sujets, avec un objet générique et un numéro de téléphone pour seul appel à l'action.",
      "Le taux de clics plafonnait à 2,1 % et le bureau ne pouvait attribuer presque aucune réservation aux courriels ; le propriétaire songeait à y renoncer complètement.",
    ],
    approach: [
      {
        title: "Partir de ce qui fait réserver",
        description:
          "Nous avons lu les notes d'appels de service et les avis en ligne pour comprendre ce qui poussait les clients à réserver : la crainte d'une panne en plein janvier, la hausse des factures de gaz et les échéances des inspections exigées par la garantie.",
      },
      {
        title: "Un courriel, un seul objectif",
        description:
          "Chaque campagne porte maintenant sur un seul sujet, avec un objet de moins de 45 caractères qui nomme la saison et l'avantage, et un seul bouton qui ouvre la réservation en ligne avec le service déjà sélectionné.",
      },
      {
        title: "Consentement vérifié selon la LCAP",
        description:
          "Nous avons comparé la liste aux registres de consentement de l'entreprise au regard de la Loi canadienne anti-pourriel, isolé les clients dont le consentement tacite arrivait à échéance et rédigé un court courriel les invitant à rester abonnés.",
      },
      {
        title: "Testé, puis transformé en gabarit",
        description:
          "Les objets et les libellés des boutons ont fait l'objet de tests A/B pendant les quatre premières campagnes, et les formules gagnantes sont devenues un gabarit que le bureau utilise pour chaque envoi.",
      },
    ],
    results: [
      { value: "5,8 %", label: "de taux de clics, contre 2,1 % avant la réécriture" },
      { value: "214", label: "mises au point réservées grâce aux courriels en un seul automne" },
      { value: "0,2 %", label: "de taux de désabonnement par campagne, sans changement" },
    ],
    technologies: ["Mailchimp", "Jobber"],
    duration: "Mandat de 6 mois",
  },
] satisfies CaseStudyInput[];
