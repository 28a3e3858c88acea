import type { ServiceInput } from "../../schema";
import { claimsFr, site, siteFr } from "../../site";
import { fixedQuoteFr } from "../promise";

export default {
  category: "branding",
  slug: "identity",
  name: "Identité de marque",
  meta: {
    title: "Identité de marque pour les entreprises canadiennes",
    description:
      "Stratégie, choix du nom, identité visuelle et normes graphiques pour les PME canadiennes, pensées pour le français comme pour l'anglais.",
  },
  hero: {
    title: {
      text: "Une identité de marque qui rend votre entreprise",
      accent: "facile à reconnaître et difficile à oublier",
    },
    description:
      "Nous définissons ce que votre entreprise représente, puis en tirons un nom, un système visuel et des normes claires que votre équipe appliquera au quotidien, en français comme en anglais.",
    showCTA: true,
    image: {
      scene: "brand",
      alt: "Illustration : planche de marque avec logo, couleurs et typographie",
    },
  },
  intro: {
    title: { text: "Plus qu'un logo :", accent: "un système au service de toute l'entreprise" },
    paragraphs: [
      "Tôt ou tard, la plupart des entreprises canadiennes en croissance ne se reconnaissent plus dans la marque de leurs débuts : logo fait en une fin de semaine, couleurs qui changent d'un dépliant à l'autre, version française du site qui semble appartenir à une autre entreprise. Un projet d'identité de marque règle le problème à la source.",
      "Nous commençons par la stratégie, car les choix graphiques ne tiennent que s'ils reposent sur un positionnement clair. Nous bâtissons ensuite l'identité visuelle et verbale, l'éprouvons là où vos clients la voient vraiment et la documentons pour qu'une nouvelle recrue, un imprimeur de Laval ou un graphiste pigiste de Calgary puisse l'appliquer correctement sans nous appeler.",
    ],
    image: {
      scene: "print",
      alt: "Illustration : guide de normes graphiques imprimé, ouvert aux pages des couleurs et du logo",
    },
  },
  features: {
    title: { text: "Ce que comprend", accent: `une identité ${site.name}` },
    description:
      "Chaque mandat s'adapte à la taille et au stade de votre entreprise. Voici ce que nous livrons le plus souvent.",
    items: [
      {
        title: "Stratégie de marque",
        description:
          "Des ateliers et des recherches auprès de vos clients pour cerner votre public, votre position face à la concurrence et la promesse que vous pouvez tenir.",
        icon: "compass",
      },
      {
        title: "Choix du nom et vérification des marques",
        description:
          "Des propositions de noms vérifiées pour leur sens dans les deux langues, la disponibilité du nom de domaine et les conflits de marques évidents, avant que vous ne vous y attachiez.",
        icon: "pen-line",
      },
      {
        title: "Logo et système visuel",
        description:
          "Logo principal, variantes secondaires, palette de couleurs, associations typographiques et éléments graphiques conçus pour fonctionner ensemble, de l'icône d'onglet à l'enseigne de votre commerce.",
        icon: "palette",
      },
      {
        title: "Ton et messages",
        description:
          "Un slogan, des messages clés et des règles de ton pour que votre site, vos propositions et vos publications sur les médias sociaux parlent d'une même voix.",
        icon: "message-circle",
      },
      {
        title: "Marque bilingue",
        description:
          "Des versions française et anglaise de la présentation graphique de votre nom, de votre slogan et de vos messages clés, rédigées par notre équipe francophone plutôt que par un outil de traduction.",
        icon: "globe",
      },
      {
        title: "Couleurs et typographie accessibles",
        description:
          "Des palettes testées pour le contraste et des tailles de caractères lisibles, pour que votre marque s'intègre à des sites conçus selon les Règles pour l'accessibilité des contenus Web (WCAG) 2.2, niveau AA, au-delà des WCAG 2.0 AA qu'exige la Loi sur l'accessibilité pour les personnes handicapées de l'Ontario (LAPHO).",
        icon: "accessibility",
      },
      {
        title: "Normes graphiques",
        description:
          "Un guide pratique qui montre les bons et mauvais usages, les formats de fichiers et des gabarits, livré en PDF et dans une bibliothèque partagée en ligne.",
        icon: "book-open",
      },
    ],
  },
  process: {
    title: { text: "Comment nous bâtissons", accent: "votre identité" },
    description:
      "Une actualisation visuelle prend de 3 à 6 semaines ; un projet d'identité complet, de 8 à 16 semaines, selon qu'il comprend ou non le choix du nom et la recherche.",
    steps: [
      {
        title: "Découvrir",
        description:
          "Nous interviewons votre direction et quelques clients, analysons vos outils de communication actuels et dressons la carte des concurrents auxquels on vous compare.",
      },
      {
        title: "Définir",
        description:
          "Nous rédigeons un court document stratégique sur votre public, votre positionnement, votre personnalité et vos messages clés, et le validons avec vous avant toute création graphique.",
      },
      {
        title: "Concevoir",
        description:
          "Nous présentons deux ou trois pistes créatives distinctes, appliquées à des supports concrets (carte professionnelle, page d'accueil, publication sur les médias sociaux), puis peaufinons celle que vous retenez.",
      },
      {
        title: "Documenter",
        description:
          "Nous rassemblons les normes graphiques, exportons tous les fichiers de logo et de couleurs pour l'écran et l'impression, et créons des gabarits de départ dans les outils que votre équipe utilise déjà.",
      },
      {
        title: "Transmettre",
        description:
          "Nous présentons le système à votre équipe, répondons à ses questions et restons disponibles les premières semaines, le temps que la nouvelle identité s'installe.",
      },
    ],
  },
  showcase: {
    title: { text: "Projets d'identité", accent: "récents" },
    description:
      "Des entreprises canadiennes que nous avons aidées à définir, à nommer ou à rebâtir leur marque.",
    items: ["identity-riviere-rouge-dental", "identity-northbound-freight", "retailmaster"],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Combien coûte un projet d'identité de marque ?",
      answer: `Tout dépend de la portée. Une actualisation visuelle pour une entreprise établie coûte généralement de 6 000 $ à 12 000 $ et prend de 3 à 6 semaines ; une identité complète avec stratégie, choix du nom et normes bilingues coûte de 15 000 $ à 35 000 $ et prend de 8 à 16 semaines. Ces prix sont en dollars canadiens, taxes en sus (TPS ou TVH, et TVQ au Québec). Vous recevez ${fixedQuoteFr}.`,
    },
    {
      question: "Nous faut-il une identité complète ou seulement un nouveau logo ?",
      answer:
        "Si votre entreprise est jeune et son positionnement clair, un logo et un petit guide de style suffisent souvent. Si vous fusionnez des entreprises, percez le marché québécois, visez une clientèle plus haut de gamme ou si vos outils de communication ont beaucoup dérivé, il faut un travail de stratégie et de système pour que le nouveau logo s'impose.",
    },
    {
      question: "Pouvez-vous adapter notre marque au marché québécois ?",
      answer:
        "Oui. Nous tenons compte du français dès le premier atelier, vérifions que noms et slogans sonnent naturellement dans les deux langues et concevons des mises en page qui laissent de la place au texte français, souvent plus long. Nous indiquons aussi où la Charte de la langue française touche l'affichage, l'emballage et les marques de commerce, des points à faire confirmer par votre conseiller juridique.",
    },
    {
      question: "Vérifiez-vous si notre nouveau nom est disponible ?",
      answer:
        "Nous vérifions les noms retenus dans la base de données de l'Office de la propriété intellectuelle du Canada, les registres provinciaux des entreprises, les noms de domaine courants et les médias sociaux. Nous repérons ainsi tôt les conflits évidents, mais ce n'est pas un avis juridique : nous conseillons toujours de faire confirmer le choix final par un agent de marques de commerce avant l'enregistrement.",
    },
    {
      question: "À qui appartiennent les fichiers et les droits une fois le projet terminé ?",
      answer:
        "À vous. Au paiement final, nous vous cédons la pleine propriété du logo et des éléments graphiques de l'identité, avec tous les fichiers sources en formats vectoriels et matriciels. Les polices sous licence restent régies par leur propre licence : nous vous indiquons d'emblée celles à acheter.",
    },
  ],
  sections: [
    {
      type: "services",
      title: { text: "Des services d'identité", accent: "à la carte" },
      description:
        "Optez pour le programme complet ou seulement les volets dont vous avez besoin, chacun avec sa portée et son prix.",
      items: [
        {
          title: "Stratégie de marque",
          description:
            "Positionnement, profils de clientèle, personnalité de marque et plateforme de messages, dans un court document que votre équipe lira vraiment.",
          icon: "target",
        },
        {
          title: "Choix du nom",
          description:
            "Des noms d'entreprise, de produit ou de service testés dans les deux langues officielles et vérifiés pour leur disponibilité avant que vous ne vous engagiez.",
          icon: "type",
        },
        {
          title: "Identité visuelle",
          description:
            "Famille de logos, couleurs, typographie, iconographie et direction photo, conçues comme un système cohérent.",
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
            "Des restaurants, des cafés et des producteurs de spécialités alimentaires dont la marque doit fonctionner sur un menu comme sur une étiquette ou dans une application de livraison.",
          icon: "utensils",
        },
        {
          title: "Fabrication et métiers",
          description:
            "Des entreprises industrielles et de métiers prêtes à dépasser la réputation du bouche-à-oreille pour décrocher de plus gros contrats.",
          icon: "factory",
        },
        {
          title: "Commerce de détail",
          description:
            "Des boutiques indépendantes et des chaînes régionales qui ont besoin d'une marque assez forte pour rivaliser avec les concurrents nationaux.",
          icon: "store",
        },
      ],
    },
    {
      type: "reasons",
      title: { text: "Pourquoi confier votre image de marque", accent: `à ${site.name}` },
      items: [
        `Notre équipe cumule ${claimsFr.inProse.experienceYears} années d'expérience en design, en stratégie et en développement : votre identité est conçue en sachant comment elle vivra sur le Web.`,
        "Nous travaillons en français et en anglais dès le premier jour, plutôt que de greffer une traduction à la fin.",
        "Une stratégie en langage clair, et non un épais document qui dort dans un dossier partagé.",
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
      "Réservez un premier appel : nous vous dirons franchement s'il vous faut une identité complète, une actualisation ou quelques retouches.",
    button: "Lancer votre projet de marque",
  },
  closing: `Envoyez-nous votre logo actuel, quelques documents que vous utilisez aujourd'hui et un mot sur la direction que prend votre entreprise. Nous vous répondrons d'ici ${siteFr.responseTime} avec des conseils francs, un budget approximatif et un échéancier.`,
} satisfies ServiceInput;
