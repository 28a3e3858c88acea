import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "logo-cedar-and-stone-landscaping",
    client: "Cedar & Stone Landscaping",
    sector: "Aménagement paysager",
    location: "Nanaimo (Colombie-Britannique)",
    headline: "Deux fois plus de demandes résidentielles en une saison",
    summary:
      "Un logo au cèdre pour un paysagiste de Nanaimo qui se tourne vers les terrasses et jardins résidentiels, lisible de l'autre côté de la rue sur un camion.",
    services: ["branding/logo-design", "branding/printing"],
    image: {
      scene: "brand",
      alt: "Illustration d'un logo de paysagiste avec un cèdre stylisé sur la portière d'un camion",
    },
    problem: [
      "Cedar & Stone s'est bâti une clientèle avec des contrats d'entretien de copropriétés et de commerces, et voulait décrocher plus de travaux résidentiels : terrasses, murets de soutènement, plantations. Son ancien logo, une feuille générique tirée d'une banque d'images avec un lettrage mince, disparaissait sur un camion en mouvement et devenait flou sur les affiches de terrain.",
      "Dans la région, la plupart des propriétaires trouvent leur paysagiste en remarquant ses camions et ses affiches sur les terrains du quartier. Avant toute chose, le logo devait se lire de loin.",
    ],
    approach: [
      {
        title: "Un tour d'horizon de la concurrence",
        description:
          "Nous avons photographié les camions et les affiches d'une douzaine de paysagistes de Nanaimo et de Parksville : la plupart utilisaient des feuilles vertes sur fond blanc, ce que nous tenions à éviter.",
      },
      {
        title: "Trois concepts sur une portière",
        description:
          "Chaque concept a été présenté sur une portière de camion, une affiche de terrain, l'en-tête d'une soumission et un onglet de navigateur, pour que les propriétaires en jugent là où les clients le verraient.",
      },
      {
        title: "Peaufiner le cèdre",
        description:
          "Le cèdre retenu a été simplifié en deux séries de révisions, jusqu'à tenir en une seule couleur, en lettrage de vinyle comme en broderie sur les chemises de travail.",
      },
      {
        title: "Des fichiers pour chaque fournisseur",
        description:
          "Nous avons livré les fichiers vectoriels, des illustrations prêtes pour le vinyle et un court guide d'utilisation, puis géré le lettrage des camions et l'impression de 150 affiches de terrain.",
      },
    ],
    results: [
      { value: "2 fois", label: "plus de demandes résidentielles dès la première saison" },
      {
        value: "31 %",
        label: "des nouvelles demandes mentionnent un camion ou une affiche de terrain",
      },
      { value: "6", label: "camions et remorques lettrés avant la cohue du printemps" },
    ],
    technologies: ["Adobe Illustrator", "Figma"],
    duration: "5 semaines",
  },
  {
    slug: "logo-cafe-trois-pignons",
    client: "Café Trois-Pignons",
    sector: "Restauration",
    location: "Québec (Québec)",
    headline: "Un logo bilingue sur les gobelets, les menus et l'enseigne",
    summary:
      "Un logo à trois pignons pour un café de Québec, français d'abord avec une version anglaise pour les touristes, qui s'imprime net en une seule couleur.",
    services: ["branding/logo-design", "branding/printing"],
    image: {
      scene: "print",
      alt: "Illustration du logo d'un café imprimé sur le manchon d'un gobelet et sur un menu en papier",
    },
    problem: [
      "Le Café Trois-Pignons ouvrait une deuxième succursale dans Saint-Roch, et son logo dessiné à la main résistait mal à l'impression. Les traits fins se bouchaient sur les manchons de gobelet, et chaque fournisseur avait redessiné le nom un peu à sa façon.",
      "La plupart des habitués parlent français, mais l'été, les visiteurs de l'Ontario et des États-Unis lisent le menu en anglais. La propriétaire voulait un logo qui reste français d'abord, comme le veulent les règles d'affichage du Québec, sans dérouter les touristes.",
    ],
    approach: [
      {
        title: "Partir du bâtiment",
        description:
          "Le café tient son nom de la maison à trois pignons qu'il occupe : chaque concept est parti de cette silhouette plutôt que d'une tasse ou d'un grain de café.",
      },
      {
        title: "Des signatures française et anglaise",
        description:
          "Le nom français forme la signature principale, et une ligne anglaise plus discrète sert aux menus et au site web, sans jamais lui faire concurrence sur les enseignes.",
      },
      {
        title: "Une seule couleur par défaut",
        description:
          "Le logo final s'imprime en une seule encre, ce qui convient aux manchons en kraft, aux sacs pour emporter estampés et au verre gravé de la porte d'entrée.",
      },
      {
        title: "Prêt avant l'ouverture",
        description:
          "Nous avons préparé les fichiers des gobelets, des menus, des sacs, des cartes de fidélité et de l'enseigne extérieure, et vérifié les épreuves de chaque fournisseur avant l'ouverture de la deuxième succursale.",
      },
    ],
    results: [
      { value: "12", label: "imprimés passés au nouveau logo avant l'ouverture" },
      {
        value: "18 %",
        label: "d'économie par manchon de gobelet grâce à l'impression en une couleur",
      },
      {
        value: "2",
        label: "signatures, française et anglaise, utilisées dans les deux succursales",
      },
    ],
    technologies: ["Adobe Illustrator", "Adobe InDesign"],
    duration: "6 semaines",
    quote: {
      text: "Le logo est identique sur un gobelet en carton et sur l'enseigne au-dessus de la porte, ce qui n'avait jamais été le cas. Nos visiteurs anglophones comprennent le menu, et le café a encore l'air d'appartenir au quartier.",
      name: "Thi Lan Bouchard",
      role: "Propriétaire, Café Trois-Pignons",
    },
  },
  {
    slug: "logo-ledgerline-accounting",
    client: "Ledgerline Accounting",
    sector: "Comptabilité",
    location: "Regina (Saskatchewan)",
    headline: "+35 % de consultations réservées après la refonte",
    summary:
      "Le monogramme d'un cabinet comptable de Regina qui sert les propriétaires-dirigeants, appliqué en une semaine à son site, à ses propositions et à ses courriels.",
    services: ["branding/logo-design", "web/website-design-development"],
    image: {
      scene: "browser",
      alt: "Illustration de l'en-tête du site web d'un cabinet comptable avec un nouveau logo monogramme",
    },
    problem: [
      "Ledgerline Accounting sert des exploitations agricoles, des gens de métier et des entreprises familiales du sud de la Saskatchewan. Son logo se résumait à une icône de graphique à barres tirée d'une banque d'images, à côté du nom du cabinet, et des clients potentiels disaient que son site ressemblait à celui de tous les autres cabinets comparés.",
      "Les associés voulaient un logo qui inspire la solidité sans avoir l'air d'un grand cabinet du centre-ville. Il devait en outre fonctionner aussi bien en favicône qu'en grand format sur l'enseigne du hall de leur bureau.",
    ],
    approach: [
      {
        title: "Questionnaire et analyse de la concurrence",
        description:
          "Un court questionnaire et un appel avec les deux associés, suivis d'une analyse de 20 logos de cabinets comptables de la province.",
      },
      {
        title: "Trois concepts testés en petit format",
        description:
          "Chaque concept a été présenté en favicône, sur la page couverture d'une proposition et dans une signature de courriel, là où la plupart des clients voient réellement la marque d'un cabinet comptable.",
      },
      {
        title: "Un monogramme et un logotype",
        description:
          "Le logo retenu associe un monogramme de deux L entrelacés à un logotype sobre à empattements, peaufiné en trois séries de révisions.",
      },
      {
        title: "Appliqué partout en une semaine",
        description:
          "Nous avons mis à jour l'en-tête du site, la page de réservation de consultation, le modèle de proposition et les signatures de courriel du personnel, pour que le changement apparaisse partout à la fois.",
      },
    ],
    results: [
      { value: "+35 %", label: "de consultations réservées dans les 6 mois suivant la refonte" },
      {
        value: "7 jours",
        label: "pour mettre le nouveau logo sur le site, les propositions et les signatures",
      },
    ],
    technologies: ["Adobe Illustrator", "Figma", "WordPress"],
    duration: "5 semaines",
  },
] satisfies CaseStudyInput[];
