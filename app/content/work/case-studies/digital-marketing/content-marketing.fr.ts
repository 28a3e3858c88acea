import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "content-prairie-ridge-home-energy",
    client: "Prairie Ridge Home Energy",
    sector: "Rénovation résidentielle",
    location: "Winnipeg (Manitoba)",
    headline: "+142 % de prospects issus de la recherche",
    summary:
      "Un guide des subventions et des articles réguliers ont fait du blogue d'un installateur de thermopompes de Winnipeg sa première source de prospects organiques.",
    services: ["digital-marketing/content-marketing", "digital-marketing/seo"],
    image: {
      scene: "browser",
      alt: "Illustration d'un guide des subventions pour thermopompes au Manitoba et en Saskatchewan",
    },
    problem: [
      "Prairie Ridge installe des thermopompes, de l'isolant et des fenêtres dans le sud du Manitoba et l'est de la Saskatchewan. Chaque semaine, des propriétaires appelaient avec les mêmes questions sur les subventions, le rendement par grand froid et les coûts d'utilisation, mais le site web n'y répondait pas.",
      "Le blogue de l'entreprise comptait six billets, tous rédigés le même mois deux ans plus tôt. Presque toutes les demandes venaient du bouche-à-oreille et des salons de l'habitation, si bien que l'équipe des ventes traversait de longues périodes creuses entre janvier et mars.",
    ],
    approach: [
      {
        title: "Les questions du terrain",
        description:
          "Nous avons écouté des appels d'estimation enregistrés et interviewé deux installateurs chevronnés pour dresser la liste des 40 questions que les propriétaires posent le plus souvent avant de réserver une évaluation.",
      },
      {
        title: "Un guide des subventions pour deux provinces",
        description:
          "Nous avons rédigé un guide détaillé sur les subventions et le financement des thermopompes au Manitoba et en Saskatchewan, avec la liste des documents exigés par chaque programme, et prévu une révision trimestrielle pour le garder exact.",
      },
      {
        title: "Trois articles par mois",
        description:
          "Chaque mois, nous avons publié trois articles sur des sujets comme le chauffage d'appoint par moins 35 degrés ou les systèmes avec ou sans conduits, chacun se terminant par un lien pour réserver une évaluation à domicile.",
      },
      {
        title: "Des prospects suivis article par article",
        description:
          "Nous avons balisé le formulaire d'évaluation pour que chaque demande indique le premier article lu par le visiteur, et présenté les résultats aux propriétaires chaque mois.",
      },
    ],
    results: [
      {
        value: "142 %",
        label: "de prospects en plus issus de la recherche après 12 mois de publication",
      },
      { value: "36", label: "articles et guides publiés la première année" },
      {
        value: "29 %",
        label: "des nouveaux prospects sont d'abord arrivés sur le guide des subventions",
      },
    ],
    technologies: ["WordPress", "Google Search Console", "Google Analytics 4", "Ahrefs"],
    duration: "En cours depuis 2023",
    quote: {
      text: "Avant, nos estimateurs expliquaient les subventions à chaque appel. Aujourd'hui, la plupart des propriétaires ont lu le guide avant notre arrivée : quand ils réservent l'évaluation, ils sont déjà prêts à parler d'équipement.",
      name: "Curtis Fehr",
      role: "Propriétaire, Prairie Ridge Home Energy",
    },
  },
  {
    slug: "content-halyard-legal-services",
    client: "Halyard Legal Services",
    sector: "Cabinet d'avocats",
    location: "Mississauga (Ontario)",
    headline: "3 fois plus de demandes de consultation",
    summary:
      "Un guide pour les employeurs ontariens et des articles mensuels sur le droit du travail ont triplé les demandes de consultation d'un cabinet de Mississauga.",
    services: ["digital-marketing/content-marketing", "digital-marketing/email-marketing"],
    image: {
      scene: "print",
      alt: "Illustration d'un guide téléchargeable sur le droit du travail destiné aux employeurs ontariens",
    },
    problem: [
      "Halyard conseille les petits et moyens employeurs ontariens sur les congédiements, les politiques internes et les obligations prévues par la Loi de 2000 sur les normes d'emploi. Son site web décrivait ses champs de pratique en termes généraux et donnait peu de raisons aux chefs d'entreprise de l'appeler avant qu'un problème devienne urgent.",
      "Les associés voulaient joindre les employeurs plus tôt, quand ils rédigent leurs politiques plutôt que lorsqu'ils se défendent contre une réclamation. Le contenu devait aussi respecter les règles du Barreau de l'Ontario sur la publicité des services juridiques, sans jamais passer pour un avis juridique.",
    ],
    approach: [
      {
        title: "Des sujets choisis par les avocats",
        description:
          "Nous avons animé un atelier avec les deux associés pour recenser les questions que les employeurs soulèvent en première consultation, de la politique écrite sur la déconnexion à la surveillance électronique.",
      },
      {
        title: "Un guide pratique pour les employeurs",
        description:
          "Nous avons rédigé un guide de 24 pages sur les obligations des employeurs ontariens de 10 à 100 employés, offert en téléchargement en échange d'une inscription conforme à la Loi canadienne anti-pourriel (LCAP).",
      },
      {
        title: "Des articles révisés par les associés",
        description:
          "Nous avons publié deux articles par mois, chacun révisé par un associé pour en vérifier l'exactitude et s'assurer qu'il informe le lecteur sans le conseiller sur sa situation particulière.",
      },
      {
        title: "Un suivi par courriel",
        description:
          "Les personnes qui téléchargeaient le guide recevaient une courte série de quatre courriels expliquant quand une révision des politiques vaut la peine et comment se déroule la première consultation.",
      },
    ],
    results: [
      { value: "3 fois", label: "plus de demandes de consultation d'employeurs par mois" },
      { value: "1 150", label: "téléchargements du guide avec consentement LCAP consigné" },
      {
        value: "41 %",
        label: "des nouveaux dossiers viennent de lecteurs du guide ou des articles",
      },
    ],
    technologies: ["WordPress", "Mailchimp", "Google Analytics 4", "Calendly"],
    duration: "Mandat de 10 mois",
    quote: {
      text: "Le guide fait la moitié de la conversation à notre place. Les employeurs nous appellent maintenant pour revoir leurs politiques avant que les choses tournent mal, et c'est exactement ce genre de mandats qu'on voulait.",
      name: "Rebecca Oyelaran",
      role: "Associée directrice, Halyard Legal Services",
    },
  },
  {
    slug: "content-northwind-farm-supply",
    client: "Northwind Farm Supply",
    sector: "Fournitures agricoles",
    location: "Lethbridge (Alberta)",
    headline: "+88 % de fréquentation sur le blogue",
    summary:
      "Des articles d'entretien saisonnier faits pour le cellulaire ont presque doublé les visites du blogue d'un fournisseur agricole albertain et rempli son atelier.",
    services: ["digital-marketing/content-marketing", "digital-marketing/smm"],
    image: {
      scene: "phone",
      alt: "Illustration d'un article mobile sur l'entretien saisonnier de l'équipement agricole",
    },
    problem: [
      "Northwind vend des pièces, des clôtures, de la moulée et du petit équipement aux fermes et aux propriétés rurales des environs de Lethbridge, et exploite un atelier d'entretien pour tracteurs et tondeuses. L'atelier débordait en avril et tournait au ralenti en février, parce que les clients ne pensaient à l'entretien qu'une fois la machine en panne.",
      "Le blogue du magasin reprenait surtout les communiqués des fournisseurs. La plupart des lecteurs le consultaient sur leur cellulaire, depuis la cour ou la cabine du tracteur, et les longues pages chargées d'images s'affichaient lentement sur les connexions rurales.",
    ],
    approach: [
      {
        title: "Un calendrier au rythme de l'année agricole",
        description:
          "Nous avons planifié les sujets autour du vêlage, des semis, des foins et des récoltes, pour que chaque article paraisse quelques semaines avant les travaux qu'il prépare.",
      },
      {
        title: "Des entrevues avec l'atelier",
        description:
          "De courts appels avec le contremaître de l'atelier ont donné à chaque article de vraies listes de vérification, des numéros de pièces et les erreurs qu'il constate le plus souvent sur l'équipement qu'on lui apporte.",
      },
      {
        title: "Écrit pour un cellulaire, dans la cour",
        description:
          "Les articles sont découpés en courtes sections, avec des listes de vérification numérotées et des images compressées, et chacun se termine par un lien pour réserver un entretien avant la saison.",
      },
      {
        title: "Diffusé là où sont déjà les clients",
        description:
          "Chaque article est devenu une publication Facebook et une rubrique de l'infolettre mensuelle, pour que les clients réguliers le voient sans avoir à le chercher.",
      },
    ],
    results: [
      { value: "88 %", label: "de fréquentation en plus sur le blogue d'une année à l'autre" },
      {
        value: "2,1 fois",
        label: "plus d'entretiens réservés avant la saison, en février et en mars",
      },
      {
        value: "< 2 s",
        label: "pour charger un article sur une connexion mobile en région rurale",
      },
    ],
    technologies: ["Shopify", "Google Analytics 4", "Meta Business Suite", "Mailchimp"],
    duration: "En cours depuis 2022",
  },
] satisfies CaseStudyInput[];
