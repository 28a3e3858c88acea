import type { ServiceInput } from "../../schema";
import { siteFr } from "../../site";
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
      "Nous créons des assistants qui répondent à vos clients et à votre personnel à partir de vos politiques, données de produits et articles d'aide, et qui passent la main à une personne au besoin.",
    showCTA: true,
    image: {
      scene: "chat",
      alt: "Illustration : un assistant de clavardage répond à un client et offre de le diriger vers un employé",
    },
  },
  intro: {
    title: {
      text: "Un agent conversationnel ne vaut que",
      accent: "ce qu'on lui permet de savoir",
    },
    paragraphs: [
      "La plupart des entreprises répondent chaque semaine aux mêmes quelques dizaines de questions : heures d'ouverture, prix, état des commandes, changements de rendez-vous, politique de retour. Un agent conversationnel IA bien conçu s'en charge à toute heure, en français ou en anglais, et laisse à votre équipe les conversations qui demandent du jugement. Relié aux sources que vous tenez déjà à jour, il suit l'évolution de vos informations.",
      "Nous sommes aussi francs sur ses limites. Un modèle de langage peut mal comprendre une question ou mal formuler une réponse : nous le cantonnons donc au contenu approuvé, prévenons les visiteurs qu'ils parlent à un assistant automatisé et dirigeons vers une personne les demandes délicates ou incertaines et les clients mécontents. Après le lancement, vous relisez avec nous de vraies conversations et décidez de ce que l'agent prend en charge.",
    ],
    image: {
      scene: "network",
      alt: "Illustration : agent conversationnel relié à un centre d'aide, à un catalogue et à une boîte de soutien",
    },
  },
  features: {
    title: { text: "Ce que nos agents conversationnels", accent: "font vraiment" },
    description:
      "Chaque projet part des mêmes fondations ; nous y ajoutons les intégrations et actions propres à vos façons de faire.",
    items: [
      {
        title: "Des réponses fondées sur votre contenu",
        description:
          "Avant de répondre, l'assistant puise dans vos articles d'aide, politiques et documents, et peut montrer sa source aux visiteurs.",
        icon: "book-open",
      },
      {
        title: "Relais vers une personne",
        description:
          "Si un visiteur demande à parler à quelqu'un, s'impatiente ou sort du champ de l'agent, toute la conversation passe à votre clavardage en direct ou à votre file de billets.",
        icon: "headset",
      },
      {
        title: "Français et anglais",
        description:
          "L'agent converse dans les deux langues officielles ; ses réponses en français, testées à part, servent aussi bien votre clientèle québécoise.",
        icon: "globe",
      },
      {
        title: "Garde-fous et limites claires",
        description:
          "Nous fixons les sujets que l'agent peut aborder, bloquons les conseils médicaux, juridiques ou financiers sauf avec votre accord, et l'obligeons à dire quand il ne sait pas.",
        icon: "shield-check",
      },
      {
        title: "Rendez-vous et collecte de prospects",
        description:
          "L'agent peut recueillir des coordonnées avec un consentement en règle, fixer des rendez-vous dans votre agenda et créer une fiche dans votre logiciel de gestion de la relation client (CRM).",
        icon: "calendar",
      },
      {
        title: "Actions dans vos systèmes",
        description:
          "Relié en toute sécurité à vos systèmes de commandes, de réservation ou de comptes clients, il peut vérifier l'état d'une commande ou déplacer un rendez-vous au lieu d'expliquer comment faire.",
        icon: "plug",
      },
      {
        title: "Analyse des conversations",
        description:
          "Un tableau de bord montre ce que les gens demandent, le nombre de conversations résolues, où ont lieu les relais et ce que votre contenu ne couvre pas encore.",
        icon: "bar-chart-3",
      },
      {
        title: "Confidentialité dès la conception",
        description:
          "Nous limitons les renseignements personnels que recueille l'agent, les masquons dans les journaux, fixons des durées de conservation et excluons vos données de l'entraînement des modèles.",
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
          "Nous parcourons vos courriels, vos notes d'appels et votre historique de clavardage pour repérer les questions à automatiser et celles qui doivent toujours aboutir chez une personne.",
      },
      {
        title: "Préparation des connaissances",
        description:
          "Nous rassemblons et mettons au propre le contenu sur lequel l'agent s'appuiera, comblons les lacunes évidentes et synchronisons les sources pour éviter tout copier-coller.",
      },
      {
        title: "Conception et garde-fous",
        description:
          "Nous configurons le modèle, la recherche documentaire, le ton, les règles de relais et les intégrations, le tout hébergé dans la région qu'exigent vos obligations de confidentialité.",
      },
      {
        title: "Essais sur de vraies questions",
        description:
          "Ensemble, nous soumettons à l'agent de vraies questions de clients, dans les deux langues, et notons chaque réponse avant de le déclarer prêt.",
      },
      {
        title: "Lancement et ajustements",
        description:
          "Nous ouvrons d'abord l'agent à une partie des visiteurs, relisons les conversations chaque semaine et ajustons le contenu et les règles jusqu'à ce que la qualité des réponses se stabilise.",
      },
    ],
  },
  showcase: {
    title: { text: "Des agents conversationnels", accent: "à l'œuvre" },
    description: "Des assistants qui servent déjà des entreprises canadiennes et leurs clients.",
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
        "Tout modèle de langage peut se tromper ; plutôt que de le nier, nous concevons l'agent en conséquence. Il s'en tient à votre contenu approuvé, dit quand il ne sait pas et passe la main à une personne au moindre doute. Nous le testons sur vos vraies questions avant le lancement, puis relisons les conversations pour corriger ses points faibles.",
    },
    {
      question: "Que se passe-t-il quand l'agent ne peut pas aider quelqu'un ?",
      answer:
        "Il propose de parler à une personne. Pendant les heures d'ouverture, la conversation passe à votre clavardage en direct (Zendesk, HubSpot, Intercom ou Microsoft Teams) avec la transcription complète : le client n'a pas à se répéter. Le reste du temps, l'agent crée un billet ou un courriel détaillé et dit au client quand il aura une réponse.",
    },
    {
      question: "Nos données peuvent-elles rester au Canada, et l'agent respecte-t-il la LPRPDE ?",
      answer:
        "Nous hébergeons l'agent, sa base de connaissances et les journaux de conversations dans des centres de données canadiens, et utilisons des services de modèles au Canada quand le modèle requis y est offert. Pour la LPRPDE, nous limitons la collecte au strict nécessaire, fixons des durées de conservation, désactivons l'entraînement sur vos données et vous aidons à revoir votre politique de confidentialité et vos textes de consentement. Si vous servez le Québec, nous tenons aussi compte de la Loi 25, mais les décisions finales de conformité reviennent à votre organisation et à ses conseillers.",
    },
    {
      question: "Combien coûte un agent conversationnel IA ?",
      answer: `Concevoir un agent pour site web, avec base de connaissances et relais vers votre équipe, coûte généralement de 8 000 $ à 25 000 $ CA, plus les taxes applicables. La connexion à vos systèmes de commandes, de réservation ou de comptes est en sus, selon les systèmes. L'utilisation du modèle et l'hébergement coûtent environ 100 $ à 800 $ CA par mois, selon le volume de conversations. Vous recevez ${fixedQuoteFr}.`,
    },
    {
      question: "Combien de temps faut-il avant le lancement ?",
      answer: `La plupart de nos agents passent de l'audit au lancement en 6 à 10 semaines. Un agent unilingue sur un site au contenu d'aide bien organisé peut être en ligne en six semaines ; un assistant bilingue qui agit dans plusieurs de vos systèmes prend plus de temps. Nous convenons de l'échéancier par écrit avant de commencer.`,
    },
    {
      question: "Fonctionne-t-il aussi bien en français qu'en anglais ?",
      answer:
        "Oui. Les modèles actuels maîtrisent bien le français, mais nous testons quand même les réponses en français à part : le contenu source est souvent rédigé d'abord en anglais, et les traductions s'en écartent avec le temps. Si vous servez une clientèle québécoise, le service en français est offert dès le premier message, pas seulement sur demande.",
    },
  ],
  sections: [
    {
      type: "integrations",
      title: { text: "Où votre agent conversationnel", accent: "peut s'installer" },
      description:
        "Nous installons l'assistant là où vos clients et votre personnel vous joignent déjà, et le relions aux outils quotidiens de votre équipe.",
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
        "Les meilleurs candidats reçoivent beaucoup de questions répétitives et y ont déjà répondu clairement par écrit.",
      items: [
        {
          title: "Santé et cliniques",
          description:
            "Prise de rendez-vous, rappels de formulaires d'accueil et politiques de la clinique, avec des règles strictes : ni conseils cliniques ni renseignements de santé personnels.",
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
            "Questions des locataires, règlements de l'immeuble et demandes d'entretien consignées directement dans votre système de bons de travail.",
          icon: "building-2",
        },
        {
          title: "Services professionnels",
          description:
            "Premières questions et formulaires d'accueil pour cabinets comptables, juridiques et de services-conseils ; la vérification des conflits d'intérêts reste entre des mains humaines.",
          icon: "briefcase",
        },
        {
          title: "Hôtellerie et tourisme",
          description:
            "Réservations, heures d'ouverture saisonnières et suggestions locales, en français et en anglais, pour visiteurs et clients.",
          icon: "utensils",
        },
        {
          title: "Services d'assistance internes",
          description:
            "Questions du personnel sur les politiques RH, l'informatique et l'accueil des nouveaux employés, traitées dans Microsoft Teams ou Slack.",
          icon: "users",
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "Ce que change un agent conversationnel", accent: "bien encadré" },
      description:
        "Les résultats dépendent de la qualité de votre contenu et de la latitude laissée à l'agent : nous les mesurons donc dès le premier jour.",
      items: [
        "Vos clients obtiennent des réponses le soir et la fin de semaine, sans attendre le jour ouvrable suivant.",
        "Votre personnel passe moins de temps sur les questions répétitives et plus sur celles qui exigent une vraie personne.",
        "Les relais arrivent avec tout le contexte : vos clients n'ont pas à s'expliquer deux fois.",
        "Les rapports révèlent les questions que ni votre site ni votre contenu d'aide ne couvrent.",
        "Vos visiteurs francophones et anglophones reçoivent le même service, sans que vous doubliez votre équipe de soutien.",
      ],
    },
  ],
  cta: {
    title: {
      text: "Découvrez ce que votre agent conversationnel",
      accent: "devrait prendre en charge",
    },
    description:
      "Envoyez-nous un échantillon de vos questions les plus fréquentes : nous vous dirons franchement lesquelles confier à un agent.",
    button: "Réserver une consultation",
  },
  closing: `Dites-nous par où vos clients vous joignent pour poser leurs questions : téléphone, clavardage ou courriel. D'ici ${siteFr.responseTime}, nous vous dirons franchement si un agent conversationnel vous serait utile, avec un budget approximatif et un échéancier.`,
} satisfies ServiceInput;
