import type { ServiceInput } from "../../schema";
import { site, siteFr } from "../../site";

export default {
  category: "branding",
  slug: "logo-design",
  name: "Conception de logo",
  meta: {
    title: "Conception de logo au Canada, prix en dollars canadiens",
    description:
      "Logos sur mesure pour les entreprises canadiennes : concepts originaux, déclinaisons prêtes pour le bilinguisme et tous les formats utiles, à prix fixe.",
  },
  hero: {
    title: { text: "Un logo conçu pour votre entreprise,", accent: "pas tiré d'un gabarit" },
    description:
      "Des concepts de logo originaux, dessinés par des graphistes d'expérience, testés à toutes les tailles et livrés avec les fichiers dont vous avez besoin pour l'écran, l'affichage et l'impression.",
    showCTA: true,
    image: {
      scene: "brand",
      alt: "Illustration d'un logo peaufiné sur une grille, avec des variantes de couleurs à côté",
    },
  },
  intro: {
    title: { text: "Votre logo est souvent", accent: "la première chose que vos clients jugent" },
    paragraphs: [
      "Avant même de lire votre site web ou d'appeler à votre bureau, les gens voient votre logo sur un camion, dans un résultat de recherche ou sur une devanture. Un logo clair et distinctif leur dit que votre entreprise est solide et qu'elle mérite leur attention. Un logo brouillon, ou qui ressemble à celui d'un concurrent, vous fait perdre des contrats sans que vous le sachiez.",
      "Nous concevons chaque logo à partir de zéro, en commençant par un court questionnaire et un appel sur vos clients et vos concurrents. Chaque concept est vérifié en format d'icône d'onglet, en une seule couleur, sur fond foncé et à côté d'un texte français, pour qu'il tienne la route là où il apparaîtra vraiment, et pas seulement sur une diapositive de présentation.",
    ],
    image: {
      scene: "print",
      alt: "Illustration d'un nouveau logo appliqué sur une carte professionnelle, une enveloppe et un sac fourre-tout",
    },
  },
  features: {
    title: { text: "Ce que comprend", accent: "chaque logo" },
    description:
      "Peu importe le forfait choisi, ces exigences s'appliquent à tout ce que nous livrons.",
    items: [
      {
        title: "Concepts originaux",
        description:
          "Chaque logo est esquissé et construit pour vous. Nous ne faisons jamais passer des icônes de banques d'images, des gabarits ou des créations générées par l'IA pour du design sur mesure.",
        icon: "pen-tool",
      },
      {
        title: "Analyse de la concurrence",
        description:
          "Nous examinons les logos que vos clients connaissent déjà dans votre marché pour que le vôtre se démarque au lieu de se fondre dans le décor.",
        icon: "search",
      },
      {
        title: "Fichiers vectoriels extensibles",
        description:
          "Des vecteurs propres qui restent nets aussi bien dans un onglet de navigateur de 16 pixels que sur une enseigne de six mètres au sommet d'un édifice.",
        icon: "layers",
      },
      {
        title: "Déclinaisons prêtes pour le bilinguisme",
        description:
          "Des versions horizontale, empilée et avec slogan, pensées pour accueillir votre nom en français comme en anglais si votre entreprise en a besoin.",
        icon: "globe",
      },
      {
        title: "Vérification des couleurs et du contraste",
        description:
          "Des versions en couleurs, en une couleur et en négatif, toutes testées pour le contraste sur fond clair et sur fond foncé, ainsi qu'en noir et blanc pour les factures, les formulaires et les tampons encreurs.",
        icon: "palette",
      },
      {
        title: "Trousse de fichiers complète",
        description:
          "Des fichiers SVG, EPS, PDF et PNG en CMJN, RVB et Pantone, classés dans des dossiers clairement nommés et accompagnés d'une fiche d'utilisation d'une page.",
        icon: "package",
      },
      {
        title: "Pleine propriété",
        description:
          "Le droit d'auteur sur le logo final est cédé à votre entreprise au paiement final, ce qui vous permet de l'enregistrer comme marque de commerce.",
        icon: "badge-check",
      },
    ],
  },
  process: {
    title: { text: "Du mandat aux", accent: "fichiers finaux" },
    description:
      "La plupart des projets de logo prennent de trois à six semaines, du premier appel à la livraison finale.",
    steps: [
      {
        title: "Mandat",
        description:
          "Vous remplissez un court questionnaire, puis nous discutons pendant une heure au téléphone de vos clients, de vos concurrents et de l'impression que le logo doit laisser.",
      },
      {
        title: "Esquisses et exploration",
        description:
          "Nos graphistes explorent des dizaines d'idées sur papier et à l'écran, puis retiennent les concepts les plus forts, selon le nombre prévu à votre forfait.",
      },
      {
        title: "Présentation des concepts",
        description:
          "Nous présentons chaque concept en situation, sur une enseigne, un en-tête de site web et une carte professionnelle, et nous vous expliquons la réflexion qui le sous-tend.",
      },
      {
        title: "Peaufinage",
        description:
          "Vous choisissez une piste, que nous peaufinons au fil des séries de révisions prévues à votre forfait en ajustant la forme, la couleur et la typographie.",
      },
      {
        title: "Livraison",
        description:
          "Nous préparons les fichiers finaux dans tous les formats et modes de couleur, avec un court guide d'utilisation pour votre équipe et vos fournisseurs.",
      },
    ],
  },
  showcase: {
    title: { text: "Des logos que", accent: "nous avons conçus" },
    description:
      "Des logos créés pour des entreprises canadiennes, du simple café à l'entrepreneur régional.",
    items: [
      "logo-cedar-and-stone-landscaping",
      "logo-cafe-trois-pignons",
      "logo-ledgerline-accounting",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Combien coûte un logo ?",
      answer:
        "Nos forfaits de conception de logo commencent à 1 800 $, et la plupart de nos clients choisissent l'option à 3 500 $, qui comprend plus de concepts et un petit guide de style. Les projets plus vastes qui exigent un choix de nom ou un système visuel complet font l'objet d'une soumission distincte, à titre de projet d'identité de marque. Tous les prix sont en dollars canadiens, taxes en sus (TPS ou TVH, et TVQ au Québec).",
    },
    {
      question: "Combien de séries de révisions sont comprises ?",
      answer:
        "Le forfait Démarrage comprend deux séries de révisions, et les forfaits Professionnel et Complet en comprennent trois. En pratique, un mandat clair permet à la plupart des clients d'être satisfaits bien avant d'atteindre cette limite ; les séries supplémentaires sont facturées selon un taux horaire convenu d'avance.",
    },
    {
      question: "Pouvons-nous enregistrer comme marque de commerce le logo que vous concevez ?",
      answer:
        "Oui. Nous cédons le droit d'auteur à votre entreprise au paiement final, et nous évitons les symboles génériques, difficiles à protéger. Nous pouvons préparer des fichiers propres pour votre demande d'enregistrement, mais le dépôt lui-même devrait être confié à un agent de marques de commerce agréé.",
    },
    {
      question: "Utilisez-vous l'IA ou des gabarits pour concevoir vos logos ?",
      answer:
        "Non. Chaque concept est dessiné par nos graphistes, pour votre entreprise. Les logos tirés de gabarits ou générés par l'IA peuvent ressembler à ceux d'autres entreprises et sont souvent difficiles à enregistrer, ce qui enlève tout l'intérêt de payer pour un logo.",
    },
    {
      question: "Et si nous avons aussi besoin du logo en français ?",
      answer:
        "Dites-le-nous dès le départ : nous concevrons des déclinaisons qui fonctionnent avec les versions française et anglaise de votre nom ou de votre slogan. C'est important pour les entreprises qui servent le Québec, le Nouveau-Brunswick ou une clientèle fédérale, et c'est bien plus facile à prévoir qu'à ajouter après coup.",
    },
  ],
  sections: [
    {
      type: "packages",
      title: { text: "Forfaits de", accent: "conception de logo" },
      description:
        "Prix fixes en dollars canadiens, taxes en sus (TPS ou TVH, et TVQ au Québec). Chaque forfait comprend la pleine propriété du logo final.",
      items: [
        {
          title: "Démarrage",
          price: "1 800 $",
          description:
            "Pour les nouvelles entreprises qui ont besoin d'un logo original et professionnel pour se lancer.",
          features: [
            "Deux concepts de logo originaux",
            "Deux séries de révisions",
            "Versions en couleurs, en une couleur et en négatif",
            "Fichiers pour le Web et l'impression",
          ],
          cta: { label: "Choisir le forfait Démarrage", to: "/contact-us" },
        },
        {
          title: "Professionnel",
          price: "3 500 $",
          description:
            "Pour les entreprises établies qui veulent un logo plus fort et un guide simple pour en préserver la cohérence.",
          features: [
            "Trois concepts de logo originaux",
            "Trois séries de révisions",
            "Déclinaisons horizontale, empilée et en icône",
            "Palette de couleurs et association de polices",
            "Guide d'utilisation du logo de deux pages",
          ],
          cta: { label: "Choisir le forfait Professionnel", to: "/contact-us" },
          featured: true,
        },
        {
          title: "Complet",
          price: "6 500 $",
          description:
            "Pour les entreprises qui ont besoin d'un logo prêt pour le bilinguisme et du matériel courant pour le faire vivre.",
          features: [
            "Quatre concepts de logo originaux",
            "Trois séries de révisions",
            "Déclinaisons en français et en anglais",
            "Carte professionnelle, papier à en-tête et signature de courriel",
            "Photo de profil et image de couverture pour les médias sociaux",
            "Mini guide de style",
          ],
          cta: { label: "Parlons du forfait Complet", to: "/contact-us" },
        },
      ],
    },
    {
      type: "reasons",
      title: { text: "Pourquoi confier votre logo", accent: `à ${site.name}` },
      items: [
        "Votre logo est conçu par des gens qui créent aussi des sites web et des imprimés : il est donc mis à l'épreuve d'un usage réel dès le départ.",
        "Nous pensons au français et à l'anglais dès la première esquisse, plutôt que de caser une traduction à la fin.",
        "Avec des forfaits à prix fixe en dollars canadiens, vous connaissez le coût total avant même que nous commencions.",
        "Le résultat vous appartient entièrement, avec tous les fichiers que votre imprimeur, votre fabricant d'enseignes ou votre développeur web vous demandera.",
      ],
    },
  ],
  cta: {
    title: { text: "Concevons un logo", accent: "digne de figurer sur votre porte" },
    description:
      "Parlez-nous de votre entreprise : nous vous recommanderons le forfait de logo qui vous convient, avec un prix et un échéancier fixes.",
    button: "Demander une soumission",
  },
  closing: `Expliquez-nous ce que fait votre entreprise, qui sont vos clients et où votre logo sera vu. Nous vous répondrons d'ici ${siteFr.responseTime} avec des conseils francs, un budget approximatif et le temps qu'il faudrait pour créer votre nouveau logo.`,
} satisfies ServiceInput;
