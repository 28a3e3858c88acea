import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "identity-riviere-rouge-dental",
    client: "Clinique dentaire Rivière Rouge",
    sector: "Cliniques dentaires",
    location: "Mont-Laurier (Québec)",
    headline: "3 cliniques réunies sous une identité bilingue",
    summary:
      "Une identité bilingue, en français d'abord, réunit trois cliniques dentaires des Laurentides qui portaient trois noms, des enseignes aux cartes de rendez-vous.",
    services: ["branding/identity", "branding/printing", "branding/launch"],
    image: {
      scene: "brand",
      alt: "Illustration du logo bilingue d'une clinique dentaire sur une enseigne et des cartes de rendez-vous",
    },
    problem: [
      "La Clinique dentaire Rivière Rouge a grandi en reprenant deux cabinets voisins, à Mont-Tremblant et à Rivière-Rouge, qui avaient gardé leurs anciens noms et logos. Les patients ne savaient pas que les trois cliniques partageaient dentistes, dossiers et ligne de rendez-vous, et le personnel commandait formulaires et cartes chez trois imprimeurs différents.",
      "La clinique sert une population francophone, mais aussi de nombreux villégiateurs et résidents saisonniers anglophones. La nouvelle identité devait donner la nette prédominance au français dans l'affichage, comme l'exige la Charte de la langue française, tout en restant claire pour les patients anglophones.",
    ],
    approach: [
      {
        title: "Les patients et le personnel d'abord",
        description:
          "Nous avons rencontré les trois dentistes, les gestionnaires de bureau et une douzaine de patients, et répertorié chaque enseigne, formulaire et carte encore en usage dans les trois cliniques.",
      },
      {
        title: "Un nom, une promesse",
        description:
          "La stratégie a retenu un seul nom pour toutes les cliniques et un ton calme et local, avec une promesse : un seul dossier et une seule ligne de rendez-vous, peu importe où le patient se présente.",
      },
      {
        title: "Une signature en français d'abord",
        description:
          "Le logo associe un symbole de rivière épuré au nom français, composé plus gros, et à un descripteur anglais placé dessous sur les enseignes, les cartes et l'en-tête du site web.",
      },
      {
        title: "Normes graphiques et gabarits prêts à imprimer",
        description:
          "Nous avons livré des normes graphiques bilingues, des cartes de rendez-vous, du papier à en-tête, des formulaires et les plans des enseignes extérieures, puis géré l'impression et la pose des enseignes.",
      },
    ],
    results: [
      { value: "3", label: "cliniques réunies sous une même identité bilingue" },
      { value: "64", label: "enseignes, formulaires et gabarits passés à la nouvelle identité" },
      {
        value: "+19 %",
        label: "de rendez-vous de nouveaux patients dans les 6 mois suivant le lancement",
      },
    ],
    technologies: ["Adobe Illustrator", "Adobe InDesign", "Figma"],
    duration: "11 semaines",
    quote: {
      text: "Les patients comprennent enfin que la clinique de Tremblant et celle en ville, c'est la même, avec les mêmes dentistes et leur dossier aux deux endroits. En français comme en anglais, l'image nous ressemble.",
      name: "Émilie Charbonneau",
      role: "Dentiste et copropriétaire, Clinique dentaire Rivière Rouge",
    },
  },
  {
    slug: "identity-northbound-freight",
    client: "Northbound Freight Co.",
    sector: "Logistique",
    location: "Winnipeg (Manitoba)",
    headline: "+41 % de demandes de soumission après la relance",
    summary:
      "Nouvelle identité bleu marine et ambre pour un transporteur de Winnipeg qui dessert le nord du Manitoba et de l'Ontario : camions, site web et soumissions.",
    services: ["branding/identity", "web/website-design-development"],
    image: {
      scene: "browser",
      alt: "Illustration de la page d'accueil d'une entreprise de logistique aux nouvelles couleurs bleu marine et ambre",
    },
    problem: [
      "Northbound Freight exploite une soixantaine de camions entre Winnipeg, Thompson et le nord-ouest de l'Ontario, y compris sur des routes d'hiver que peu de transporteurs acceptent. Sa réputation auprès de ses clients de longue date était excellente, mais son logo, ses camions et son site web dataient des années 1990.",
      "Quand l'entreprise soumissionnait auprès d'expéditeurs nationaux et de fournisseurs de l'industrie minière, les équipes d'approvisionnement la prenaient pour un petit transporteur local. Les propriétaires voulaient une marque à la hauteur de l'envergure et de la fiabilité du service qu'ils offraient déjà.",
    ],
    approach: [
      {
        title: "Écouter les expéditeurs",
        description:
          "Nous avons interrogé huit clients et deux expéditeurs qui avaient écarté Northbound, et tous ont dit la même chose : on se fiait au service, mais l'entreprise avait l'air petite.",
      },
      {
        title: "Miser sur les routes difficiles",
        description:
          "La stratégie a placé la fiabilité dans le Nord et sur les routes d'hiver au cœur du positionnement, avec des messages sur la ponctualité et la sécurité que l'équipe des ventes pouvait reprendre.",
      },
      {
        title: "Bleu marine, ambre et un logotype affirmé",
        description:
          "Nous avons dessiné un logotype et un symbole de flèche en bleu marine et en ambre haute visibilité, lisibles de loin sur une remorque, dans la neige comme sur l'écran d'un téléphone.",
      },
      {
        title: "Une relance sur le web et sur la route",
        description:
          "Un nouveau site web doté d'un court formulaire de soumission a été lancé en même temps que le nouvel habillage des remorques, les fiches de sécurité et les modèles de soumission tirés des normes graphiques.",
      },
    ],
    results: [
      { value: "+41 %", label: "de demandes de soumission dans les 6 mois suivant la relance" },
      { value: "2", label: "contrats d'expéditeurs nationaux obtenus la première année" },
      { value: "60", label: "camions aux nouvelles couleurs à la fin de la première année" },
    ],
    technologies: ["Adobe Illustrator", "Figma", "WordPress"],
    duration: "12 semaines",
  },
] satisfies CaseStudyInput[];
