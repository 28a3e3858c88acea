import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "print-boreal-bath-packaging",
    client: "Boreal Bath Co.",
    sector: "Soins personnels",
    location: "Thunder Bay (Ontario)",
    headline: "Emballages pour 14 produits, coût unitaire réduit de 22 %",
    summary:
      "Boîtes et étiquettes bilingues pour 14 savons et lotions en trois formats communs : un petit fabricant de Thunder Bay regroupe ses tirages et paie moins cher.",
    services: ["branding/printing"],
    image: {
      scene: "cart",
      alt: "Illustration de boîtes de savon et de lotion à étiquette vert forêt sur une tablette de magasin",
    },
    problem: [
      "Boreal Bath Co. vendait depuis des années ses savons et lotions dans les marchés et en ligne, avec des étiquettes imprimées à l'atelier. Quand une chaîne d'épiceries régionale et plusieurs boutiques de cadeaux ont accepté de tenir la gamme, chacune a exigé des emballages prêts pour la tablette, avec codes-barres et étiquettes bilingues.",
      "Les premières soumissions étaient élevées, parce que chaque produit avait sa propre taille de boîte et que chaque tirage était petit. La fondatrice avait besoin d'emballages cohérents sur la tablette qui coûtent moins cher à l'unité, pas plus.",
    ],
    approach: [
      {
        title: "Trois formats de boîte au lieu de neuf",
        description:
          "Nous avons regroupé les 14 produits par taille et conçu trois boîtes pliantes qui les accueillent tous, pour pouvoir imprimer différents produits ensemble sur une même feuille.",
      },
      {
        title: "Une grille, deux langues",
        description:
          "Une grille commune accueille les noms de produits, les listes d'ingrédients et les quantités nettes en français et en anglais, avec l'espace prévu pour le texte français, plus long.",
      },
      {
        title: "La couleur validée sur le vrai carton",
        description:
          "Le vert forêt de la marque a été reproduit sur un carton certifié FSC, et nous avons approuvé une épreuve physique avant l'impression du premier tirage.",
      },
      {
        title: "Livré à l'entrepôt",
        description:
          "Les boîtes à plat et les étiquettes ont été inspectées chez l'imprimeur, puis expédiées à l'entrepôt de préparation des commandes de la cliente, et les fichiers sont conservés pour les réimpressions.",
      },
    ],
    results: [
      { value: "14", label: "produits réunis dans une même famille d'emballages" },
      { value: "22 %", label: "de baisse du coût unitaire par rapport aux premières soumissions" },
      { value: "3", label: "formats de boîte communs au lieu de neuf" },
    ],
    technologies: [
      "Adobe Illustrator",
      "Contrôle prépresse Adobe Acrobat",
      "Codes-barres GS1 Canada",
    ],
    duration: "9 semaines",
    quote: {
      text: "Je pensais que des emballages prêts pour la tablette allaient manger toute ma marge. En partageant les formats de boîte dans toute la gamme, le coût a baissé, et pour la première fois, les boîtes ont l'air d'appartenir à une seule marque.",
      name: "Leah Kowalchuk",
      role: "Fondatrice, Boreal Bath Co.",
    },
  },
  {
    slug: "print-harbourview-physio-signage",
    client: "Harbourview Physiotherapy",
    sector: "Santé",
    location: "Bathurst (Nouveau-Brunswick)",
    headline: "Affichage et papeterie bilingues pour 4 cliniques",
    summary:
      "Enseignes, cartes de rendez-vous et papier à en-tête assortis en français et en anglais pour quatre cliniques de physiothérapie du nord du Nouveau-Brunswick.",
    services: ["branding/printing"],
    image: {
      scene: "print",
      alt: "Illustration d'une enseigne murale bilingue de clinique, de cartes de rendez-vous et de papier à en-tête",
    },
    problem: [
      "Harbourview Physiotherapy compte quatre cliniques, à Bathurst, Campbellton, Miramichi et Caraquet, et chacune avait commandé ses propres enseignes et sa propre papeterie au fil des ans. Certaines enseignes étaient en anglais seulement, les couleurs variaient d'une clinique à l'autre et les formulaires des patients existaient en trois mises en page.",
      "La plupart des patients de la région parlent français, et beaucoup parlent les deux langues. Les propriétaires voulaient que chaque patient soit accueilli dans les deux langues, sans que l'une passe pour la traduction de l'autre.",
    ],
    approach: [
      {
        title: "L'inventaire de chaque clinique",
        description:
          "Nous avons photographié et répertorié chaque enseigne, formulaire, carte et enveloppe en usage dans les quatre cliniques, et convenu de ce qu'il fallait garder, fusionner ou abandonner.",
      },
      {
        title: "Deux langues à poids égal",
        description:
          "Le français et l'anglais figurent côte à côte, dans la même taille, sur les enseignes, les cartes et le papier à en-tête, en caractères très contrastés que les patients âgés lisent facilement.",
      },
      {
        title: "Épreuves, impression et installation",
        description:
          "La papeterie de toutes les cliniques a été imprimée en un seul tirage, et nous avons coordonné des enseignistes locaux pour poser les enseignes extérieures et murales au cours de la même quinzaine.",
      },
      {
        title: "Un seul jeu de fichiers pour les nouvelles commandes",
        description:
          "Toutes les illustrations approuvées sont conservées : chaque clinique peut commander de nouveau des cartes de rendez-vous ou des formulaires par un simple courriel.",
      },
    ],
    results: [
      { value: "4", label: "cliniques dotées du même affichage bilingue et de la même papeterie" },
      { value: "26", label: "enseignes et imprimés remplacés par un seul jeu de fichiers" },
      {
        value: "1 courriel",
        label: "pour commander de nouveau cartes ou formulaires, peu importe la clinique",
      },
    ],
    technologies: ["Adobe InDesign", "Adobe Illustrator"],
    duration: "8 semaines",
  },
  {
    slug: "print-prairie-ag-trade-show",
    client: "Prairie Ag Systems",
    sector: "Équipement agricole",
    location: "Saskatoon (Saskatchewan)",
    headline: "Un kiosque de salon qui a triplé les prospects",
    summary:
      "Pour un fabricant de capteurs de silos de Saskatoon, un kiosque réutilisable : toile lisible, bannières et fiche que les agriculteurs remplissent vraiment.",
    services: ["branding/printing", "web/copywriting"],
    image: {
      scene: "brand",
      alt: "Illustration d'un kiosque de salon professionnel avec une grande toile de fond imprimée et des bannières rétractables",
    },
    problem: [
      "Prairie Ag Systems fabrique des capteurs qui surveillent la température et l'humidité des silos à grain, et vend une bonne part de son équipement dans les expositions agricoles d'été. Son kiosque, un présentoir escamotable usé, débordait de photos de produits et de fiches techniques, et les visiteurs passaient sans s'arrêter.",
      "À l'exposition de l'année précédente, l'équipe des ventes avait recueilli 137 prospects en trois jours. Beaucoup n'étaient que des cartes professionnelles en vrac, sans aucune note sur les besoins de l'agriculteur.",
    ],
    approach: [
      {
        title: "Un seul message, lisible de l'allée",
        description:
          "Nous avons réécrit la toile de fond autour d'une seule question que les agriculteurs se posent à la récolte, en caractères assez grands pour être lus à six mètres.",
      },
      {
        title: "Une trousse qui tient dans un seul coffre",
        description:
          "Le kiosque se compose d'une toile de fond en tissu, de deux bannières rétractables et d'une housse de table ajustée, assez légères pour que deux personnes montent le tout en moins d'une heure.",
      },
      {
        title: "Une fiche-contact avec code QR",
        description:
          "Une fiche imprimée pose trois questions sur le nombre de silos et les cultures, et son code QR ouvre le même formulaire sur un téléphone : chaque prospect arrive avec son contexte.",
      },
      {
        title: "Expédié sur le site de l'exposition",
        description:
          "Tout a été imprimé au Canada, inspecté et expédié par messagerie directement sur le site de l'exposition, avec une étiquette de retour pour l'entreposage entre les événements.",
      },
    ],
    results: [
      {
        value: "3 fois",
        label: "plus de prospects au kiosque qu'à l'exposition de l'année précédente",
      },
      { value: "412", label: "prospects recueillis en trois jours d'exposition" },
      { value: "< 1 h", label: "pour que deux personnes montent le kiosque au complet" },
    ],
    technologies: ["Adobe InDesign", "Adobe Illustrator", "Formulaires HubSpot"],
    duration: "6 semaines",
  },
] satisfies CaseStudyInput[];
