import type { ServiceInput } from "../../schema";
import { site, siteFr } from "../../site";
import { fixedQuoteFr } from "../promise";

export default {
  category: "branding",
  slug: "printing",
  name: "Impression et imprimés",
  meta: {
    title: "Impression, affichage et emballage pour entreprises",
    description:
      "Cartes professionnelles, enseignes, emballages et matériel de salon conçus, imprimés et expédiés au Canada, avec papier certifié FSC sur demande.",
  },
  hero: {
    title: { text: "Des imprimés aussi beaux en main", accent: "qu'à l'écran" },
    description:
      "Nous concevons vos cartes professionnelles, vos enseignes, vos emballages et votre matériel d'événement, en préparons les épreuves et en gérons l'impression auprès d'imprimeurs partenaires canadiens, jusqu'à la livraison à votre porte.",
    showCTA: true,
    image: {
      scene: "print",
      alt: "Illustration de cartes professionnelles, d'un dépliant plié et d'une boîte de produit disposés sur une table",
    },
  },
  intro: {
    title: { text: "Une seule équipe, de la conception", accent: "à la livraison" },
    paragraphs: [
      "C'est à l'impression que les petites erreurs de marque coûtent cher. Un fichier de logo dans le mauvais mode de couleur, un fond perdu oublié ou un papier jamais testé, et vous voilà avec une boîte de cartes que vous ne distribuerez jamais. Nous préparons nous-mêmes chaque fichier pour l'impression et corrigeons ces problèmes avant que quoi que ce soit passe sous presse.",
      "Nous travaillons avec un petit réseau d'imprimeurs commerciaux et de fabricants d'enseignes de l'Ontario et du Québec, choisis pour la fidélité de leurs couleurs et le respect de leurs délais. Tout est imprimé et expédié au Canada, ce qui vous évite les retards à la douane et les frais de courtage transfrontaliers, et nous proposons du papier certifié FSC pour la plupart des commandes.",
    ],
    image: {
      scene: "brand",
      alt: "Illustration d'une épreuve d'impression avec barres de couleur et traits de coupe, à côté d'un nuancier Pantone en éventail",
    },
  },
  features: {
    title: { text: "Ce que vous offre", accent: `l'impression ${site.name}` },
    description:
      "Nous nous occupons des détails qui, d'ordinaire, se perdent entre le graphiste et l'imprimeur.",
    items: [
      {
        title: "Fichiers prêts pour l'impression",
        description:
          "Des fichiers préparés avec le bon fond perdu, des couleurs CMJN ou Pantone, des polices intégrées et une résolution vérifiée, pour éviter tout refus ou toute réimpression.",
        icon: "file-text",
      },
      {
        title: "Couleurs constantes",
        description:
          "Nous harmonisons les couleurs de votre marque sur le papier, le vinyle, le tissu et le carton, et demandons des épreuves physiques quand la couleur est déterminante.",
        icon: "palette",
      },
      {
        title: "Conseils sur le papier et les finis",
        description:
          "Des conseils sur les grammages, les vernis, la dorure et les pelliculages au toucher velouté adaptés à votre marque et à votre budget, avec échantillons envoyés par la poste sur demande.",
        icon: "layers",
      },
      {
        title: "Papier certifié FSC",
        description:
          "Du papier issu de forêts gérées de façon responsable pour la plupart des produits, avec le logo FSC imprimé lorsque la chaîne de traçabilité de l'imprimeur le permet.",
        icon: "shield-check",
      },
      {
        title: "Mises en page bilingues",
        description:
          "Des versions française et anglaise côte à côte ou en tirages séparés, avec l'espace nécessaire prévu pour le texte français, souvent plus long.",
        icon: "type",
      },
      {
        title: "Livraison partout au Canada",
        description:
          "Des commandes expédiées par Postes Canada ou par messagerie à votre bureau, à votre commerce ou sur le lieu de votre événement, partout au pays, avec suivi.",
        icon: "truck",
      },
      {
        title: "Nouvelles commandes simplifiées",
        description:
          "Nous conservons vos fichiers approuvés et vos spécifications : commander des cartes pour une nouvelle recrue ne demande qu'un courriel.",
        icon: "refresh-cw",
      },
    ],
  },
  process: {
    title: { text: "Le déroulement", accent: "d'une commande d'impression" },
    description:
      "Les travaux courants, comme les cartes professionnelles, sont expédiés en une semaine environ ; l'affichage et les emballages sur mesure demandent plus de temps.",
    steps: [
      {
        title: "Portée et soumission",
        description: `Vous nous dites ce qu'il vous faut, en quelle quantité et pour quand. Nous vous recommandons papiers et finis, et vous recevez ${fixedQuoteFr}, en dollars canadiens et livraison comprise.`,
      },
      {
        title: "Conception ou préparation des fichiers",
        description:
          "Nous concevons de nouvelles pièces à partir de vos normes graphiques, ou nous vérifions et corrigeons vos fichiers existants pour qu'ils soient prêts pour l'impression.",
      },
      {
        title: "Épreuve et approbation",
        description:
          "Vous examinez une épreuve numérique, ou une épreuve imprimée pour les travaux où la couleur est déterminante, et donnez votre accord avant le lancement de l'impression.",
      },
      {
        title: "Impression et inspection",
        description:
          "Notre imprimeur partenaire produit la commande, et nous vérifions la couleur, la coupe et le fini des premiers exemplaires avant l'expédition du tirage complet.",
      },
      {
        title: "Expédition et archivage",
        description:
          "La commande vous est expédiée avec suivi, et vos fichiers finaux sont conservés pour faciliter vos prochaines commandes.",
      },
    ],
  },
  showcase: {
    title: { text: "Nos imprimés", accent: "récents" },
    description: "Des imprimés que nous avons conçus et produits pour des clients canadiens.",
    items: [
      "print-boreal-bath-packaging",
      "print-harbourview-physio-signage",
      "print-prairie-ag-trade-show",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Combien coûtent des cartes professionnelles ?",
      answer:
        "Un tirage de 250 cartes recto verso sur un papier mat épais coûte généralement de 90 $ à 180 $, livraison comprise partout au Canada. Les finis spéciaux, comme la dorure, l'impression typographique ou les tranches colorées, portent la plupart des commandes entre 250 $ et 600 $. La conception fait l'objet d'une soumission distincte si vous avez besoin de nouveaux visuels.",
    },
    {
      question: "Où se fait l'impression ?",
      answer:
        "Chaque commande est produite par des imprimeurs commerciaux partenaires au Canada, surtout en Ontario et au Québec, et expédiée de là. Les délais restent donc prévisibles, sans formulaires de douane, droits à payer ni retards transfrontaliers.",
    },
    {
      question: "Pouvez-vous imprimer sur du papier certifié FSC ou recyclé ?",
      answer:
        "Oui. La plupart de nos produits papier peuvent être imprimés sur du papier certifié FSC ou recyclé, souvent pour un supplément minime, voire nul. Mentionnez-le au moment de la soumission et nous vous confirmerons les options offertes pour le produit et le fini souhaités.",
    },
    {
      question: "Pouvez-vous imprimer nos visuels existants ?",
      answer:
        "Oui. Envoyez-nous vos fichiers : nous vérifierons le fond perdu, le mode de couleur, la résolution et les polices avant de vous faire une soumission. S'il y a quelque chose à corriger, nous vous dirons quoi et combien de temps cela prendra, pour éviter toute surprise au moment d'imprimer.",
    },
    {
      question: "Nos enseignes et nos étiquettes doivent-elles être en français ?",
      answer:
        "Si vous vendez ou exercez vos activités au Québec, la Charte de la langue française exige en général le français dans l'affichage commercial et sur l'emballage des produits, avec une nette prédominance du français sur les enseignes extérieures. Nous préparons des versions bilingues qui respectent ces règles et vous recommandons de faire confirmer les cas particuliers par votre conseiller juridique.",
    },
  ],
  sections: [
    {
      type: "services",
      title: { text: "Ce que nous", accent: "imprimons" },
      description:
        "De la boîte de cartes professionnelles au kiosque de salon complet, tout est conçu à l'image de votre marque.",
      items: [
        {
          title: "Cartes professionnelles et papeterie",
          description:
            "Cartes, papier à en-tête, enveloppes, blocs-notes et pochettes de présentation sur des papiers aussi soignés que votre marque.",
          icon: "briefcase",
        },
        {
          title: "Affichage",
          description:
            "Enseignes de façade et murales, vitrophanies, lettrage de véhicules, signalisation d'orientation et chevalets de trottoir, pour l'intérieur comme pour l'extérieur.",
          icon: "map-pin",
        },
        {
          title: "Emballages et étiquettes",
          description:
            "Boîtes pliantes, boîtes d'expédition, fourreaux, autocollants et étiquettes de produits, avec des mises en page bilingues pour la vente au détail partout au Canada.",
          icon: "package",
        },
        {
          title: "Matériel de salon",
          description:
            "Toiles de fond, bannières enroulables, nappes, brochures et objets publicitaires coordonnés pour votre prochain événement.",
          icon: "flag",
        },
        {
          title: "Imprimés marketing",
          description:
            "Brochures, dépliants, cartes postales, menus et envois publicitaires préparés pour la distribution par Postes Canada.",
          icon: "newspaper",
        },
        {
          title: "Articles promotionnels",
          description:
            "Vêtements, sacs fourre-tout, tasses et autocollants à votre image pour votre personnel, vos clients et vos événements, obtenus auprès de fournisseurs fiables.",
          icon: "sticker",
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "Pourquoi imprimer", accent: "avec nous" },
      items: [
        "Un seul interlocuteur pour la conception, les épreuves, l'impression et la livraison, au lieu de jongler entre un graphiste et plusieurs imprimeurs.",
        "Des imprimés produits et expédiés au Canada, sans frais de courtage en douane ni retards transfrontaliers.",
        "Des papiers certifiés FSC et recyclés offerts pour la plupart des produits, pour des imprimés à la hauteur de vos engagements en développement durable.",
        "Des couleurs de marque constantes sur tous vos supports, vérifiées selon vos normes graphiques avant chaque tirage.",
        "Des soumissions claires en dollars canadiens, livraison comprise : le montant que vous approuvez est celui que vous payez, taxes en sus (TPS ou TVH, et TVQ au Québec).",
      ],
    },
  ],
  cta: {
    title: { text: "Vous avez quelque chose", accent: "à faire imprimer ?" },
    description: `Dites-nous ce que vous voulez faire imprimer et pour quand : nous vous proposerons des choix de papier et un calendrier d'épreuves, et vous recevrez ${fixedQuoteFr}.`,
    button: "Demander une soumission d'impression",
  },
  closing: `Dites-nous quelles pièces vous avez en tête, des cartes aux enseignes en passant par les boîtes, avec les quantités et la date voulue. D'ici ${siteFr.responseTime}, vous recevrez des conseils francs, un budget approximatif et un calendrier de production.`,
} satisfies ServiceInput;
