import type { ServiceInput } from "../../schema";
import { claimsFr } from "../../site";
import { fixedQuoteFr } from "../promise";

export default {
  category: "branding",
  slug: "identity",
  name: "Identité de marque",
  meta: {
    title: "Identité de marque pour les entreprises canadiennes",
    description:
      "Stratégie, choix du nom, identité visuelle et normes graphiques bilingues pour les PME canadiennes, pensées pour le français comme pour l'anglais.",
  },
  hero: {
    title: {
      text: "Une identité de marque qui rend votre entreprise",
      accent: "facile à reconnaître et difficile à oublier",
    },
    description:
      "Nous définissons ce que votre entreprise représente, puis nous en tirons un nom, un système visuel et des normes claires que votre équipe pourra appliquer au quotidien, en français comme en anglais.",
    showCTA: true,
    image: {
      scene: "brand",
      alt: "Illustration d'une planche de marque avec un logo, des échantillons de couleurs et des exemples de typographie",
    },
  },
  intro: {
    title: { text: "Plus qu'un logo :", accent: "un système au service de toute l'entreprise" },
    paragraphs: [
      "La plupart des entreprises canadiennes en croissance arrivent un jour au point où la marque de leurs débuts ne leur ressemble plus. Le logo a été fait en une fin de semaine, les couleurs changent d'un dépliant à l'autre et la version française du site web semble appartenir à une autre entreprise. Un projet d'identité de marque règle le problème à la source.",
      "Nous commençons par la stratégie, car les choix graphiques ne tiennent que s'ils reposent sur un positionnement clair. Nous bâtissons ensuite l'identité visuelle et verbale, la mettons à l'épreuve là où vos clients la voient vraiment et la documentons pour qu'une nouvelle recrue, un imprimeur de Laval ou un graphiste pigiste de Calgary puisse l'appliquer correctement sans devoir nous appeler.",
    ],
    image: {
      scene: "print",
      alt: "Illustration d'un guide de normes graphiques imprimé, ouvert aux pages sur les couleurs et l'utilisation du logo",
    },
  },
  features: {
    title: { text: "Ce que comprend", accent: "une identité Maplestack" },
    description:
      "Chaque mandat est adapté à la taille et au stade de votre entreprise, mais voici les éléments que nous livrons le plus souvent.",
    items: [
      {
        title: "Stratégie de marque",
        description:
          "Des ateliers et des recherches auprès de vos clients pour cerner votre public, votre position face à la concurrence et la promesse que vous êtes en mesure de tenir.",
        icon: "compass",
      },
      {
        title: "Choix du nom et vérification des marques",
        description:
          "Des propositions de noms vérifiées pour leur sens en français et en anglais, la disponibilité du nom de domaine et les conflits évidents dans la base de données canadienne des marques de commerce, avant que vous ne vous attachiez à l'une d'elles.",
        icon: "pen-line",
      },
      {
        title: "Logo et système visuel",
        description:
          "Un logo principal, des variantes secondaires, une palette de couleurs, des associations typographiques et des éléments graphiques conçus pour fonctionner ensemble, de la minuscule icône d'onglet jusqu'à l'enseigne de votre commerce.",
        icon: "palette",
      },
      {
        title: "Ton et messages",
        description:
          "Un slogan, des messages clés et des règles de ton pour que votre site web, vos propositions et vos publications sur les médias sociaux parlent d'une même voix.",
        icon: "message-circle",
      },
      {
        title: "Marque bilingue",
        description:
          "Des versions française et anglaise de la présentation graphique de votre nom, de votre slogan et de vos messages clés, rédigées par notre propre équipe francophone plutôt que passées dans un outil de traduction.",
        icon: "globe",
      },
      {
        title: "Couleurs et typographie accessibles",
        description:
          "Des palettes testées pour le contraste et des tailles de caractères choisies pour leur lisibilité, afin que votre marque s'intègre à des sites web conçus selon les Règles pour l'accessibilité des contenus Web (WCAG) 2.2, niveau AA, au-delà des WCAG 2.0 AA qu'exige la Loi sur l'accessibilité pour les personnes handicapées de l'Ontario (LAPHO).",
        icon: "accessibility",
      },
      {
        title: "Normes graphiques",
        description:
          "Un guide pratique qui montre les bons et les mauvais usages, les formats de fichiers et des gabarits, livré en PDF et dans une bibliothèque partagée en ligne.",
        icon: "book-open",
      },
    ],
  },
  process: {
    title: { text: "Comment nous bâtissons", accent: "votre identité" },
    description: `Un projet d'identité complet s'étend généralement sur ${claimsFr.timeline}, selon qu'il comprend ou non le choix du nom et la recherche.`,
    steps: [
      {
        title: "Découvrir",
        description:
          "Nous rencontrons votre direction et quelques clients en entrevue, analysons vos outils de communication actuels et dressons la carte des concurrents auxquels on vous compare.",
      },
      {
        title: "Définir",
        description:
          "Nous rédigeons un court document stratégique sur votre public, votre positionnement, votre personnalité et vos messages clés, et nous le validons avec vous avant toute création graphique.",
      },
      {
        title: "Concevoir",
        description:
          "Nous vous présentons deux ou trois pistes créatives distinctes, appliquées à des supports concrets comme une carte professionnelle, une page d'accueil et une publication sur les médias sociaux, puis nous peaufinons celle que vous retenez.",
      },
      {
        title: "Documenter",
        description:
          "Nous rassemblons les normes graphiques, exportons tous les fichiers de logo et de couleurs nécessaires à l'écran comme à l'impression, et créons des gabarits de départ dans les outils que votre équipe utilise déjà.",
      },
      {
        title: "Transmettre",
        description:
          "Nous présentons le système à votre équipe, répondons à ses questions et restons disponibles pendant les premières semaines, le temps que la nouvelle identité entre en usage.",
      },
    ],
  },
  showcase: {
    title: { text: "Projets d'identité", accent: "récents" },
    description:
      "Quelques-unes des entreprises canadiennes que nous avons aidées à définir, à nommer ou à rebâtir leur marque.",
    items: ["identity-riviere-rouge-dental", "identity-northbound-freight", "retailmaster"],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Combien coûte un projet d'identité de marque ?",
      answer: `Tout dépend de la portée. Une actualisation visuelle pour une entreprise établie se situe généralement entre 6 000 $ et 12 000 $, tandis qu'une identité complète avec stratégie, choix du nom et normes bilingues coûte habituellement de 15 000 $ à 35 000 $, en dollars canadiens. Vous recevez ${fixedQuoteFr}, TPS/TVH en sus.`,
    },
    {
      question: "Nous faut-il une identité complète ou seulement un nouveau logo ?",
      answer:
        "Si votre entreprise est jeune et que votre positionnement est clair, un logo accompagné d'un petit guide de style suffit souvent. Si vous fusionnez des entreprises, percez le marché québécois, visez une clientèle plus haut de gamme ou si vos outils de communication ont beaucoup dérivé, c'est le travail de stratégie et de système qui permettra au nouveau logo de s'imposer.",
    },
    {
      question: "Pouvez-vous adapter notre marque au marché québécois ?",
      answer:
        "Oui. Nous tenons compte du français dès le premier atelier, vérifions que les noms et les slogans sonnent naturellement dans les deux langues et concevons des mises en page qui laissent de la place au texte français, souvent plus long. Nous signalons aussi les cas où la Charte de la langue française touche l'affichage, l'emballage et les marques de commerce, tout en vous recommandant de faire confirmer les détails par votre conseiller juridique.",
    },
    {
      question: "Vérifiez-vous si notre nouveau nom est disponible ?",
      answer:
        "Nous vérifions les noms retenus dans la base de données de l'Office de la propriété intellectuelle du Canada, dans les registres provinciaux des entreprises, parmi les noms de domaine courants et sur les médias sociaux. Cela permet de repérer tôt les conflits évidents, mais ne constitue pas un avis juridique : nous conseillons donc toujours de faire confirmer le choix final par un agent de marques de commerce avant l'enregistrement.",
    },
    {
      question: "À qui appartiennent les fichiers et les droits une fois le projet terminé ?",
      answer:
        "À vous. Au paiement final, nous vous cédons la pleine propriété du logo et des éléments graphiques de l'identité, et vous recevez tous les fichiers sources en formats vectoriels et matriciels. Les polices sous licence restent régies par leur propre licence, et nous vous indiquons d'emblée celles qu'il faudra acheter.",
    },
  ],
  sections: [
    {
      type: "services",
      title: { text: "Des services d'identité", accent: "à la carte" },
      description:
        "Optez pour le programme complet ou choisissez seulement les volets dont vous avez besoin. Chacun a sa propre portée et son propre prix.",
      items: [
        {
          title: "Stratégie de marque",
          description:
            "Positionnement, profils de clientèle, personnalité de marque et plateforme de messages, réunis dans un court document que votre équipe lira vraiment.",
          icon: "target",
        },
        {
          title: "Choix du nom",
          description:
            "Des noms d'entreprise, de produit ou de service proposés, testés dans les deux langues officielles et vérifiés pour leur disponibilité avant que vous ne vous engagiez.",
          icon: "type",
        },
        {
          title: "Identité visuelle",
          description:
            "Famille de logos, couleurs, typographie, iconographie et direction photo, conçues comme un seul système cohérent.",
          icon: "swatch-book",
        },
        {
          title: "Normes graphiques",
          description:
            "Des règles claires et des gabarits modifiables pour vos présentations, votre papier à en-tête, vos publications sur les médias sociaux et vos signatures de courriel.",
          icon: "file-text",
        },
        {
          title: "Marque bilingue",
          description:
            "Des éléments de marque et des messages en français et en anglais, adaptés à votre clientèle du Québec, du Nouveau-Brunswick et de partout au Canada.",
          icon: "flag",
        },
      ],
    },
    {
      type: "industries",
      title: { text: "Des secteurs que", accent: "nous connaissons bien" },
      description:
        "Nous avons créé des identités pour des entreprises où la confiance, la réglementation et la réputation locale pèsent lourd.",
      items: [
        {
          title: "Cliniques de santé et de mieux-être",
          description:
            "Des identités sereines et crédibles pour les cliniques dentaires, de physiothérapie et de médecine familiale, qui doivent rassurer leurs patients au premier coup d'œil.",
          icon: "stethoscope",
        },
        {
          title: "Services professionnels",
          description:
            "Des cabinets d'avocats, de comptables et de services-conseils qui veulent inspirer confiance sans ressembler à tous les autres cabinets de la rue Bay.",
          icon: "briefcase",
        },
        {
          title: "Restauration et hôtellerie",
          description:
            "Des restaurants, des cafés et des producteurs de spécialités alimentaires dont la marque doit fonctionner aussi bien sur un menu que sur une étiquette ou dans une application de livraison.",
          icon: "utensils",
        },
        {
          title: "Fabrication et métiers",
          description:
            "Des entreprises industrielles et de métiers prêtes à dépasser la réputation du bouche-à-oreille pour décrocher des contrats plus importants.",
          icon: "factory",
        },
        {
          title: "Commerce de détail",
          description:
            "Des boutiques indépendantes et des chaînes régionales qui ont besoin d'une marque assez forte pour soutenir la comparaison avec les concurrents nationaux.",
          icon: "store",
        },
      ],
    },
    {
      type: "reasons",
      title: { text: "Pourquoi confier votre image de marque", accent: "à Maplestack" },
      items: [
        `Notre équipe cumule ${claimsFr.inProse.experienceYears} années d'expérience en design, en stratégie et en développement : votre identité est donc conçue en sachant comment elle vivra sur le Web.`,
        "Nous travaillons en français et en anglais dès le premier jour, au lieu de greffer une traduction à la toute fin.",
        "Vous obtenez une stratégie en langage clair, et non un épais document qui dort dans un dossier partagé.",
        "Des prix fixes en dollars canadiens, des livrables clairs et aucune facture surprise.",
        "Comme nous créons aussi des sites web et menons des campagnes, votre nouvelle identité passe directement en production, sans transfert à une autre agence.",
      ],
    },
  ],
  cta: {
    title: {
      text: "Votre image reflète-t-elle",
      accent: "l'entreprise que vous dirigez aujourd'hui ?",
    },
    description:
      "Réservez un appel de découverte : nous vous dirons franchement s'il vous faut une identité complète, une actualisation ou simplement quelques retouches.",
    button: "Lancer votre projet de marque",
  },
} satisfies ServiceInput;
