import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "launch-tidewater-credit-union",
    client: "Tidewater Credit Union",
    sector: "Services financiers",
    location: "Truro (Nouvelle-Écosse)",
    headline: "Nouveau nom déployé dans 9 succursales en une fin de semaine",
    summary:
      "Le nouveau nom d'une coopérative de crédit née d'une fusion en Nouvelle-Écosse : 9 succursales renommées en une fin de semaine, les membres avisés en premier.",
    services: ["branding/launch", "digital-marketing/email-marketing"],
    image: {
      scene: "network",
      alt: "Illustration de succursales sur une carte, reliées à un plan de lancement central",
    },
    problem: [
      "Deux coopératives de crédit du centre et du nord de la Nouvelle-Écosse ont fusionné et choisi le nom Tidewater pour la nouvelle coopérative. La nouvelle identité était approuvée, mais neuf succursales, les guichets automatiques, les cartes, le site web et l'appli bancaire mobile portaient encore les deux anciens noms.",
      "La plus grande inquiétude du conseil d'administration, c'étaient les membres. Un changement lent et morcelé pouvait donner une impression d'instabilité, et une nouvelle adresse web apparue sans préavis risquait d'être prise pour une tentative d'hameçonnage.",
    ],
    approach: [
      {
        title: "Tous les points de contact dans un même calendrier",
        description:
          "Nous avons recensé plus de 300 éléments portant les anciens noms, des enseignes de succursale et des écrans de guichet jusqu'aux formules de chèque et aux fiches dans les boutiques d'applications, et attribué à chacun un responsable et une date.",
      },
      {
        title: "Les membres et le personnel informés en premier",
        description:
          "Le personnel a été mis au courant une semaine à l'avance, et les membres ont reçu une lettre et une série de courriels expliquant le nouveau nom, la nouvelle adresse web et la façon de reconnaître les messages authentiques.",
      },
      {
        title: "Une fin de semaine pour les succursales",
        description:
          "Les installateurs d'enseignes ont travaillé le samedi et le dimanche dans les neuf succursales : le lundi matin, les membres entraient dans des succursales déjà renommées.",
      },
      {
        title: "Une trousse de presse bilingue",
        description:
          "Un communiqué en français et en anglais, des photos et des notes pour le porte-parole ont été envoyés aux salles de nouvelles de la région, y compris aux médias qui desservent les communautés acadiennes.",
      },
    ],
    results: [
      { value: "9", label: "succursales renommées en une seule fin de semaine" },
      {
        value: "Inchangées",
        label: "connexions aux services bancaires en ligne le mois suivant le lancement",
      },
      { value: "6", label: "médias régionaux ont couvert le lancement" },
    ],
    technologies: ["Mailchimp", "Profil d'entreprise Google", "Google Search Console"],
    duration: "12 semaines",
    quote: {
      text: "Nous avions une seule chance de montrer aux membres que la fusion nous rendait plus forts, pas plus compliqués. Voir toutes les succursales renommées dès le lundi matin l'a prouvé mieux que n'importe quelle lettre.",
      name: "Ross Gillis",
      role: "Vice-président, expérience des membres, Tidewater Credit Union",
    },
  },
  {
    slug: "launch-okanagan-trail-outfitters",
    client: "Okanagan Trail Outfitters",
    sector: "Commerce de plein air",
    location: "Kelowna (Colombie-Britannique)",
    headline: "Trafic de recherche stable malgré un nouveau domaine",
    summary:
      "Nouveau nom, nouveau domaine, plus de 1 200 redirections : un magasin de plein air de Kelowna a gardé son trafic et augmenté ses ventes en ligne de 27 %.",
    services: ["branding/launch", "web/ecommerce-development", "digital-marketing/seo"],
    image: {
      scene: "chart",
      alt: "Illustration d'une courbe de trafic qui reste stable de part et d'autre de la date de migration du domaine",
    },
    problem: [
      "Le nom d'origine du magasin l'associait à une seule station de ski, alors qu'il vendait désormais du matériel de randonnée, de canot-kayak et de vélo partout en Colombie-Britannique et en Alberta. Un nouveau nom et un nouveau domaine s'imposaient, mais la plupart des ventes en ligne provenaient de la recherche naturelle.",
      "Une mise à jour précédente du site avait brisé des centaines de liens de produits pendant des semaines, et les propriétaires ne voulaient pas revivre pareille situation. Il leur fallait changer de nom sans perdre de trafic pendant la saison printanière.",
    ],
    approach: [
      {
        title: "Chaque URL cartographiée",
        description:
          "Nous avons exploré l'ancienne boutique et associé chaque URL de produit, de collection, de billet de blogue et d'image à sa nouvelle adresse, soit plus de 1 200 en tout.",
      },
      {
        title: "Un lancement hors de la haute saison",
        description:
          "La bascule a eu lieu au début de mars, avant la cohue du printemps : redirections, changement de domaine et données structurées à jour sont entrés en vigueur en même temps.",
      },
      {
        title: "Fiches d'entreprise et annonces",
        description:
          "Nous avons mis à jour le Profil d'entreprise Google, Apple Plans et les localisateurs de détaillants des fournisseurs, puis envoyé aux clients une annonce qui respectait les consentements consignés en vertu de la Loi canadienne anti-pourriel (LCAP).",
      },
      {
        title: "Trente jours sous haute surveillance",
        description:
          "Pendant le premier mois, nous avons vérifié chaque jour la couverture dans Search Console, les erreurs d'exploration et les positions, et corrigé au fur et à mesure les quelques liens égarés.",
      },
    ],
    results: [
      {
        value: "À 4 % près",
        label: "du trafic de recherche naturelle d'avant le lancement, après 30 jours",
      },
      { value: "+27 %", label: "de ventes en ligne dans les 6 mois suivant le lancement" },
      { value: "0", label: "lien de produit brisé sur plus de 1 200 redirections" },
    ],
    technologies: ["Shopify", "Google Search Console", "Screaming Frog"],
    duration: "9 semaines",
  },
  {
    slug: "launch-verity-home-care",
    client: "Verity Home Care",
    sector: "Soins à domicile",
    location: "London (Ontario)",
    headline: "3 marques régionales réunies en une seule",
    summary:
      "Trois agences de soins à domicile du Sud-Ouest ontarien réunies sous le nom Verity : personnel averti d'abord, puis clients et familles, en langage clair.",
    services: ["branding/launch", "web/website-design-development"],
    image: {
      scene: "chat",
      alt: "Illustration de messages au personnel et d'une annonce de lancement pour une marque de soins à domicile issue d'une fusion",
    },
    problem: [
      "Verity Home Care est née de l'union de trois agences de London, de Sarnia et de Windsor, chacune avec son nom, son site web, son numéro de téléphone et ses uniformes. Les clients et leurs familles étaient attachés à leur agence locale, et certains craignaient de changer d'intervenant ou d'horaire.",
      "C'est aux préposés aux services de soutien à la personne que les clients posaient d'abord leurs questions : ils devaient donc comprendre le changement avant tout le monde. Chaque message devait aussi respecter la Loi de 2004 sur la protection des renseignements personnels sur la santé de l'Ontario : aucun détail de santé ne devait figurer dans les envois postaux ni sur le site web.",
    ],
    approach: [
      {
        title: "Les intervenants avant les clients",
        description:
          "Nous avons animé de courtes séances d'information et produit un aide-mémoire d'une page pour que 420 employés puissent répondre aux clients avec assurance avant l'annonce publique.",
      },
      {
        title: "Des lettres par Postes Canada",
        description:
          "Beaucoup de clients sont âgés et n'utilisent pas le courriel : chaque foyer a reçu une lettre en langage clair confirmant que les intervenants et les horaires restaient les mêmes.",
      },
      {
        title: "Un site web et une ligne téléphonique",
        description:
          "Les trois sites ont été réunis en un seul, avec des redirections depuis les anciennes adresses et un numéro d'accueil unique qui achemine l'appel au bureau le plus proche.",
      },
      {
        title: "Cartes d'identité, uniformes et véhicules",
        description:
          "Les cartes d'identité, les uniformes et les aimants de véhicule ont été remplacés pendant la semaine du lancement : les clients ont vu le nouveau nom sur des visages qu'ils connaissaient déjà.",
      },
    ],
    results: [
      { value: "3", label: "marques régionales réunies en une seule" },
      { value: "420", label: "employés informés avant l'annonce publique" },
      { value: "97 %", label: "des clients toujours avec l'agence 3 mois après le lancement" },
    ],
    technologies: ["WordPress", "Profil d'entreprise Google", "RingCentral"],
    duration: "10 semaines",
    quote: {
      text: "Nos intervenants ont appris le nouveau nom de notre bouche, avec les réponses en main, avant qu'un seul client pose la question. C'est pour ça que les familles ont accueilli le changement avec autant de calme.",
      name: "Adaeze Okonkwo",
      role: "Directrice des services à la clientèle, Verity Home Care",
    },
  },
] satisfies CaseStudyInput[];
