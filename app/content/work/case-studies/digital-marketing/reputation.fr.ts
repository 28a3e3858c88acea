import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "reputation-lakehead-auto-service",
    client: "Lakehead Auto Service",
    sector: "Réparation automobile",
    location: "Thunder Bay (Ontario)",
    headline: "De 4,1 à 4,7 étoiles sur Google",
    summary:
      "Un garage de Thunder Bay est passé de 4,1 à 4,7 étoiles sur Google grâce à la même demande d'avis après chaque réparation et à des réponses rapides et franches.",
    services: ["digital-marketing/reputation"],
    image: {
      scene: "browser",
      alt: "Illustration de la fiche d'un garage dans les résultats de recherche, avec une note en hausse et des avis récents",
    },
    problem: [
      "Lakehead Auto Service sert les automobilistes de Thunder Bay depuis plus de 20 ans, mais sa fiche Google affichait 4,1 étoiles sur une soixantaine d'avis, dont plusieurs vieilles plaintes sur l'attente. Des garages plus récents et mieux notés apparaissaient à côté sur la carte pour la réparation de freins et le changement des pneus d'hiver.",
      "Le propriétaire savait que la plupart des clients repartaient satisfaits, mais presque aucun ne laissait d'avis. Personne au garage n'avait le temps de répondre, si bien que deux plaintes détaillées étaient restées sans réponse pendant plus d'un an.",
    ],
    approach: [
      {
        title: "Audit et règles de réponse",
        description:
          "Nous avons lu tous les avis existants et vérifié les fiches du garage, puis convenu avec le propriétaire du ton à adopter, de ce qui pouvait se dire publiquement et des cas où une plainte devait lui être transmise directement.",
      },
      {
        title: "Une demande après chaque réparation",
        description:
          "Chaque client reçoit maintenant le même texto le lendemain de la récupération de son véhicule, avec un consentement consigné au comptoir selon la LCAP et un lien direct vers la page d'avis Google.",
      },
      {
        title: "Une réponse à chaque avis",
        description:
          "Les nouveaux avis obtiennent une réponse en un jour ouvrable, et les vieilles plaintes ont reçu une réponse tardive mais honnête, qui explique ce que le garage a changé depuis.",
      },
      {
        title: "S'attaquer à la cause",
        description:
          "Les avis montraient que la plupart des plaintes portaient sur l'attente en saison des pneus : le garage a donc ajouté la prise de rendez-vous en ligne pour les changements de pneus et un texto quand chaque voiture est prête.",
      },
    ],
    results: [
      { value: "4,7", label: "étoiles sur Google, contre 4,1 auparavant" },
      { value: "310", label: "nouveaux avis de vrais clients en 14 mois" },
      { value: "< 1 jour", label: "pour répondre à chaque nouvel avis" },
    ],
    technologies: ["Profil d'entreprise Google", "NiceJob"],
    duration: "En cours depuis 2024",
    quote: {
      text: "Je pensais que notre travail parlerait de lui-même, mais ça ne paraissait pas en ligne. Aujourd'hui, les gens mentionnent nos avis quand ils appellent, et les plaintes de la saison des pneus ont presque disparu parce qu'on a réglé l'attente.",
      name: "Darren Niemi",
      role: "Propriétaire, Lakehead Auto Service",
    },
  },
  {
    slug: "reputation-residence-les-erables",
    client: "Résidence Les Érables",
    sector: "Résidence pour aînés",
    location: "Gatineau (Québec)",
    headline: "Réponse à 100 % des avis, en français ou en anglais",
    summary:
      "Une résidence pour aînés de Gatineau répond désormais à chaque avis des familles dans leur langue, sans jamais rien révéler de personnel sur un résident.",
    services: ["digital-marketing/reputation"],
    image: {
      scene: "chat",
      alt: "Illustration de réponses bilingues à des avis de familles sur une résidence pour aînés",
    },
    problem: [
      "La Résidence Les Érables accueille environ 140 aînés, et la plupart de ses avis sont rédigés par des enfants adultes qui comparent les résidences des deux côtés de la rivière des Outaouais, en français comme en anglais. La résidence ne répondait qu'à quelques-uns, toujours en français, et certaines familles anglophones prenaient ce silence pour de l'indifférence.",
      "Répondre semblait aussi risqué. Une réponse bien intentionnée à une plainte pouvait révéler des renseignements sur la santé ou les soins d'un résident, ce que la loi québécoise sur la protection des renseignements personnels dans le secteur privé, modifiée par la Loi 25, interdit sans consentement. La direction préférait donc souvent se taire.",
    ],
    approach: [
      {
        title: "Des règles de réponse qui protègent la vie privée",
        description:
          "Avec la directrice générale et la personne responsable de la protection des renseignements personnels, nous avons fixé des règles claires : aucun nom de résident, aucun détail de santé, aucune confirmation qu'une personne habite la résidence, et une invitation à poursuivre en privé.",
      },
      {
        title: "Répondre dans la langue de l'avis",
        description:
          "Chaque avis reçoit une réponse dans la langue où il a été écrit, rédigée par des personnes qui maîtrisent le français québécois et l'anglais, pour que les familles lisent une réponse manifestement écrite par un être humain.",
      },
      {
        title: "Transmettre le jour même les inquiétudes sur les soins",
        description:
          "Les avis qui font état d'une inquiétude sur les soins sont transmis à la directrice générale le jour ouvrable même, pour que la famille ait des nouvelles de la résidence directement, et pas seulement en public.",
      },
      {
        title: "Toutes les familles invitées",
        description:
          "Après l'emménagement et après chaque rencontre annuelle sur les soins, chaque famille reçoit la même invitation bilingue à laisser un avis, envoyée seulement avec un consentement consigné selon la LCAP et la Loi 25.",
      },
    ],
    results: [
      {
        value: "100 %",
        label: "des avis ont une réponse, en français ou en anglais selon la langue de l'avis",
      },
      {
        value: "< 2 jours",
        label: "en moyenne pour une réponse publique, contre plusieurs semaines auparavant",
      },
      { value: "4,6", label: "étoiles sur Google, contre 4,2 auparavant" },
    ],
    technologies: ["Profil d'entreprise Google", "Facebook", "Birdeye"],
    duration: "En cours depuis 2023",
    quote: {
      text: "Les familles nous écrivent souvent en anglais, et on leur répondait en français, quand on répondait. Maintenant, chaque réponse est dans leur langue et n'en dit jamais plus qu'il ne faut sur un résident.",
      name: "Sylvie Bergeron",
      role: "Directrice générale, Résidence Les Érables",
    },
  },
  {
    slug: "reputation-maple-grove-veterinary",
    client: "Maple Grove Veterinary Clinic",
    sector: "Clinique vétérinaire",
    location: "Red Deer (Alberta)",
    headline: "5 fois plus d'avis chaque mois",
    summary:
      "Une clinique vétérinaire de Red Deer est passée d'environ 4 à 20 vrais avis Google par mois grâce à un courriel envoyé aux clients le lendemain de leur visite.",
    services: ["digital-marketing/reputation", "digital-marketing/email-marketing"],
    image: {
      scene: "mail",
      alt: "Illustration d'un courriel de suivi invitant le propriétaire d'un animal à évaluer sa visite à la clinique",
    },
    problem: [
      "La clinique vétérinaire Maple Grove reçoit plusieurs centaines d'animaux par mois, mais récoltait environ quatre avis Google dans un mois ordinaire, en général quand un membre du personnel pensait à en demander. Avec si peu d'avis récents, un seul commentaire mécontent sur les tarifs pouvait rester en tête de la fiche pendant des semaines.",
      "Certaines visites se terminent par une euthanasie ou un diagnostic difficile, et l'équipe craignait qu'une demande automatique parvienne à une famille en deuil. Elle voulait plus d'avis, sans un système qui paraisse insensible.",
    ],
    approach: [
      {
        title: "Relier le logiciel de la clinique",
        description:
          "Nous avons relié les dossiers ezyVet de la clinique à Mailchimp pour qu'une demande d'avis courte et simple parte le lendemain des visites de routine, des vaccins et des chirurgies.",
      },
      {
        title: "De la délicatesse selon le type de rendez-vous",
        description:
          "Les rendez-vous d'euthanasie et de fin de vie sont exclus automatiquement, selon le type de rendez-vous et jamais selon le déroulement de la visite, et ces familles reçoivent plutôt une carte écrite à la main.",
      },
      {
        title: "La même demande pour tous les autres",
        description:
          "Tous les autres clients reçoivent le même courriel, quelle que soit l'issue de la visite, avec un consentement consigné à l'accueil selon la LCAP et un désabonnement en un clic.",
      },
      {
        title: "Réponses et tendances du mois",
        description:
          "Nous répondons à chaque avis en un jour ouvrable et résumons chaque mois les thèmes récurrents. Des commentaires sur une salle d'attente bondée ont ainsi mené la clinique à offrir l'enregistrement par texto.",
      },
    ],
    results: [
      { value: "5 fois", label: "plus d'avis Google chaque mois, d'environ 4 à 20" },
      { value: "4,8", label: "étoiles sur Google, contre 4,5 auparavant" },
      { value: "11 %", label: "des clients qui reçoivent le courriel laissent ensuite un avis" },
    ],
    technologies: ["ezyVet", "Mailchimp", "Profil d'entreprise Google"],
    duration: "En cours depuis 2024",
  },
] satisfies CaseStudyInput[];
