import type { ServiceInput } from "../../schema";
import { claimsFr } from "../../site";
import { fixedQuoteFr } from "../promise";

export default {
  category: "artificial-intelligence",
  slug: "ai-chatbots",
  name: "Agents conversationnels IA",
  meta: {
    title: "Agents conversationnels IA pour entreprises canadiennes",
    description:
      "Agents conversationnels nourris de votre contenu : relais vers une personne, service bilingue, données hébergées au Canada, dans l'esprit de la LPRPDE.",
  },
  hero: {
    title: {
      text: "Des agents conversationnels qui répondent",
      accent: "à partir de votre propre contenu",
    },
    description:
      "Nous créons des assistants qui répondent aux questions de vos clients et de votre personnel à partir de vos politiques, de vos données de produits et de vos articles d'aide, et qui passent la conversation à une personne quand il le faut.",
    showCTA: true,
    image: {
      scene: "chat",
      alt: "Illustration d'une fenêtre de clavardage où un assistant répond à la question d'un client et propose de le mettre en contact avec un employé",
    },
  },
  intro: {
    title: {
      text: "Un agent conversationnel ne vaut que",
      accent: "ce qu'on lui permet de savoir",
    },
    paragraphs: [
      "La plupart des entreprises répondent chaque semaine aux mêmes quelques dizaines de questions : heures d'ouverture, prix, état des commandes, changements de rendez-vous, politique de retour. Un agent conversationnel IA bien conçu s'en charge à toute heure, en français ou en anglais, et laisse à votre équipe les conversations qui demandent du jugement. Nous le relions aux sources que vous tenez déjà à jour pour que ses réponses suivent l'évolution de vos informations.",
      "Nous sommes aussi francs quant à ses limites. Un modèle de langage peut mal comprendre une question ou mal formuler une réponse : nous le limitons donc au contenu approuvé, indiquons aux visiteurs qu'ils échangent avec un assistant automatisé et dirigeons vers une personne les demandes délicates ou incertaines et les clients mécontents. Après le lancement, vous passez en revue de vraies conversations avec nous et décidez de ce que l'agent doit prendre en charge ou non.",
    ],
    image: {
      scene: "network",
      alt: "Illustration d'un agent conversationnel relié à un centre d'aide, à un catalogue de produits et à une boîte de soutien",
    },
  },
  features: {
    title: { text: "Ce que nos agents conversationnels", accent: "font vraiment" },
    description:
      "Chaque projet part des mêmes fondations ; nous ajoutons ensuite les intégrations et les actions que demande votre façon de travailler.",
    items: [
      {
        title: "Des réponses fondées sur votre contenu",
        description:
          "Avant de répondre, l'assistant puise des passages dans vos articles d'aide, vos politiques et vos documents, et il peut montrer aux visiteurs la source utilisée.",
        icon: "book-open",
      },
      {
        title: "Relais vers une personne",
        description:
          "Quand un visiteur demande à parler à quelqu'un, s'impatiente ou soulève une question hors du champ de l'agent, la conversation complète est transmise à votre clavardage en direct ou à votre file de billets.",
        icon: "headset",
      },
      {
        title: "Français et anglais",
        description:
          "Les conversations fonctionnent dans les deux langues officielles, et les réponses en français sont testées séparément pour que votre clientèle québécoise reçoive un service de même qualité.",
        icon: "globe",
      },
      {
        title: "Garde-fous et limites claires",
        description:
          "Nous fixons les sujets que l'agent peut aborder, bloquons les conseils médicaux, juridiques ou financiers sauf si vous les approuvez, et l'obligeons à le dire quand il ne sait pas.",
        icon: "shield-check",
      },
      {
        title: "Rendez-vous et collecte de prospects",
        description:
          "L'agent peut recueillir des coordonnées avec un consentement en bonne et due forme, fixer des rendez-vous dans votre agenda et créer une fiche dans votre logiciel de gestion de la relation client (CRM).",
        icon: "calendar",
      },
      {
        title: "Actions dans vos systèmes",
        description:
          "Grâce à des connexions sécurisées à vos systèmes de commandes, de réservation ou de comptes clients, il peut vérifier l'état d'une commande ou déplacer un rendez-vous au lieu de simplement expliquer comment faire.",
        icon: "plug",
      },
      {
        title: "Analyse des conversations",
        description:
          "Un tableau de bord montre ce que les gens demandent, combien de conversations ont été résolues, où les relais ont eu lieu et quelles questions votre contenu ne couvre pas encore.",
        icon: "bar-chart-3",
      },
      {
        title: "Confidentialité dès la conception",
        description:
          "Nous limitons les renseignements personnels que recueille l'agent, les masquons dans les journaux, fixons des durées de conservation et configurons les fournisseurs de modèles pour que vos données ne servent pas à l'entraînement.",
        icon: "lock",
      },
    ],
  },
  process: {
    title: { text: "De la première question à", accent: "un agent auquel votre équipe se fie" },
    description:
      "Une démarche structurée, avec des essais sur de vraies questions avant qu'un seul client voie l'assistant.",
    steps: [
      {
        title: "Audit des conversations",
        description:
          "Nous passons en revue votre boîte de réception, vos notes d'appels et l'historique de votre clavardage pour repérer les questions qui valent la peine d'être automatisées et celles qui doivent toujours aboutir chez une personne.",
      },
      {
        title: "Préparation des connaissances",
        description:
          "Nous rassemblons et mettons au propre le contenu sur lequel l'agent s'appuiera, comblons les lacunes évidentes et mettons en place une synchronisation pour que les mises à jour arrivent sans copier-coller.",
      },
      {
        title: "Conception et garde-fous",
        description:
          "Nous configurons le modèle, la recherche documentaire, le ton, les règles de relais et les intégrations, le tout hébergé dans la région qu'exigent vos obligations en matière de confidentialité.",
      },
      {
        title: "Essais sur de vraies questions",
        description:
          "Nos deux équipes soumettent à l'agent un jeu de vraies questions de clients, dans les deux langues, et notent chaque réponse avant de convenir qu'il est prêt.",
      },
      {
        title: "Lancement et ajustements",
        description:
          "Nous ouvrons d'abord l'agent à une partie des visiteurs, relisons les conversations chaque semaine et ajustons le contenu et les règles jusqu'à ce que la qualité des réponses soit stable.",
      },
    ],
  },
  showcase: {
    title: { text: "Des agents conversationnels", accent: "à l'œuvre" },
    description:
      "Quelques assistants qui répondent déjà aux questions d'entreprises canadiennes et de leurs clients.",
    items: [
      "chatbot-lakeshore-physiotherapy",
      "chatbot-prairie-line-equipment",
      "chatbot-rideau-residential",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "L'agent conversationnel risque-t-il d'inventer des réponses ?",
      answer:
        "Tout modèle de langage peut produire une mauvaise réponse ; plutôt que de prétendre le contraire, nous concevons l'agent pour l'éviter. Il répond uniquement à partir de votre contenu approuvé, a pour consigne de dire quand il ne sait pas et passe la main à une personne dès qu'il y a un doute. Nous le testons sur vos vraies questions avant le lancement, puis nous relisons les conversations pour repérer et corriger les points faibles.",
    },
    {
      question: "Que se passe-t-il quand l'agent ne peut pas aider quelqu'un ?",
      answer:
        "Il propose de parler à une personne. Pendant les heures d'ouverture, la conversation passe à votre clavardage en direct dans Zendesk, HubSpot, Intercom ou Microsoft Teams, avec la transcription complète : le client n'a pas à se répéter. En dehors de ces heures, l'agent crée un billet ou un courriel avec les détails et indique au client quand il peut s'attendre à une réponse.",
    },
    {
      question: "Nos données peuvent-elles rester au Canada, et l'agent respecte-t-il la LPRPDE ?",
      answer:
        "Nous hébergeons l'agent, sa base de connaissances et les journaux de conversations dans des centres de données canadiens, et utilisons des services de modèles offerts au Canada lorsque le modèle requis y est disponible. Pour la LPRPDE, nous limitons la collecte à ce que la conversation exige, fixons des durées de conservation, désactivons l'entraînement sur vos données et vous aidons à mettre à jour votre politique de confidentialité et vos formulations de consentement. Si vous servez le Québec, nous tenons aussi compte de la Loi 25, mais les décisions finales de conformité reviennent à votre organisation et à ses conseillers.",
    },
    {
      question: "Combien coûte un agent conversationnel IA ?",
      answer: `La conception de la plupart des agents pour site web, avec une base de connaissances et un relais vers une personne de votre équipe, coûte de 8 000 $ à 25 000 $ CA, plus les taxes applicables. La connexion à des systèmes de commandes, de réservation ou de comptes s'ajoute à ce montant, selon les systèmes en cause. L'utilisation du modèle et l'hébergement coûtent habituellement d'environ 100 $ à 800 $ CA par mois, selon le volume de conversations. Vous recevez ${fixedQuoteFr}.`,
    },
    {
      question: "Combien de temps faut-il avant le lancement ?",
      answer: `La plupart de nos projets d'agents conversationnels passent de l'audit au lancement en ${claimsFr.timeline}. Un agent unilingue, sur un site dont le contenu d'aide est bien organisé, se situe au bas de la fourchette ; un assistant bilingue qui agit dans plusieurs systèmes de l'entreprise prend plus de temps. Nous convenons de l'échéancier par écrit avant le début des travaux.`,
    },
    {
      question: "Fonctionne-t-il aussi bien en français qu'en anglais ?",
      answer:
        "Oui. Les modèles actuels maîtrisent bien le français, mais nous testons quand même les réponses en français séparément, car le contenu source est souvent rédigé d'abord en anglais et les traductions finissent par s'en écarter. Si vous servez une clientèle au Québec, nous nous assurons que le service en français est offert dès le premier message, et pas seulement sur demande.",
    },
  ],
  sections: [
    {
      type: "integrations",
      title: { text: "Où votre agent conversationnel", accent: "peut s'installer" },
      description:
        "Nous plaçons l'assistant là où vos clients et votre personnel communiquent déjà avec vous, et nous le relions aux outils que votre équipe utilise au quotidien.",
      items: [
        "Fenêtre de clavardage sur votre site web",
        "WhatsApp Business",
        "Facebook Messenger",
        "Microsoft Teams",
        "Slack",
        "Zendesk",
        "HubSpot",
        "Intercom",
        "Freshdesk",
        "Salesforce",
        "Shopify",
        "Google Agenda et calendriers Microsoft 365",
      ],
    },
    {
      type: "industries",
      title: {
        text: "Les secteurs pour lesquels nous",
        accent: "créons des agents conversationnels",
      },
      description:
        "Les meilleurs candidats reçoivent beaucoup de questions répétitives auxquelles ils ont déjà des réponses écrites claires.",
      items: [
        {
          title: "Santé et cliniques",
          description:
            "Prise de rendez-vous, rappels pour les formulaires d'accueil et politiques de la clinique, avec des règles strictes qui tiennent l'agent loin des conseils cliniques et des renseignements de santé personnels.",
          icon: "stethoscope",
        },
        {
          title: "Commerce de détail et commerce électronique",
          description:
            "État des commandes, livraison par Postes Canada et d'autres transporteurs, tailles et retours : des réponses jour et nuit.",
          icon: "shopping-cart",
        },
        {
          title: "Gestion immobilière",
          description:
            "Questions des locataires, demandes d'entretien et règlements de l'immeuble, consignés directement dans votre système de bons de travail.",
          icon: "building-2",
        },
        {
          title: "Services professionnels",
          description:
            "Questions de premier contact et formulaires d'accueil pour les cabinets comptables, juridiques et de services-conseils, la vérification des conflits d'intérêts restant entre des mains humaines.",
          icon: "briefcase",
        },
        {
          title: "Hôtellerie et tourisme",
          description:
            "Réservations, heures d'ouverture saisonnières et recommandations locales, en français et en anglais, pour les visiteurs et la clientèle.",
          icon: "utensils",
        },
        {
          title: "Services d'assistance internes",
          description:
            "Questions sur les politiques RH, l'informatique et l'accueil des nouveaux employés, traitées pour le personnel dans Microsoft Teams ou Slack.",
          icon: "users",
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "Ce que change un agent conversationnel", accent: "bien encadré" },
      description:
        "Les résultats dépendent de la qualité de votre contenu et de la latitude laissée à l'agent : c'est pourquoi nous les mesurons dès le premier jour.",
      items: [
        "Vos clients obtiennent des réponses le soir et la fin de semaine au lieu d'attendre le jour ouvrable suivant.",
        "Votre personnel passe moins de temps sur les questions répétitives et plus sur les conversations qui demandent une personne.",
        "Les relais arrivent avec tout le contexte : vos clients n'ont pas à s'expliquer deux fois.",
        "Les rapports de conversation révèlent les questions auxquelles votre site et votre contenu d'aide ne répondent pas.",
        "Vos visiteurs francophones et anglophones reçoivent le même niveau de service sans que vous ayez à doubler votre équipe de soutien.",
      ],
    },
  ],
  cta: {
    title: {
      text: "Découvrez ce que votre agent conversationnel",
      accent: "devrait prendre en charge",
    },
    description:
      "Envoyez-nous un échantillon des questions que votre équipe reçoit le plus souvent : nous vous dirons franchement celles dont un agent conversationnel peut se charger.",
    button: "Réserver une consultation",
  },
} satisfies ServiceInput;
