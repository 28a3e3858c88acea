import type { ServiceInput } from "../../schema";
import { claimsFr, siteFr } from "../../site";
import { fixedQuoteFr } from "../promise";

export default {
  category: "digital-marketing",
  slug: "smm",
  name: "Marketing sur les médias sociaux",
  meta: {
    title: "Marketing sur les médias sociaux au Canada",
    description: `Des médias sociaux planifiés et fidèles à votre marque : ${claimsFr.socialPostsPerWeek} publications par semaine, gestion de communauté et rapports liés aux demandes.`,
  },
  hero: {
    title: {
      text: "Des médias sociaux qui inspirent confiance",
      accent: "et génèrent des demandes",
    },
    description: `Nous planifions, créons et publions du contenu ${claimsFr.socialPostsPerWeek} fois par semaine sur les plateformes que vos clients utilisent vraiment, puis nous répondons aux commentaires et aux messages pour qu'aucun prospect ne vous échappe.`,
    showCTA: true,
    image: {
      scene: "phone",
      alt: "Illustration d'un téléphone affichant le fil d'une entreprise sur un média social, avec une courte vidéo et des commentaires",
    },
  },
  intro: {
    title: { text: "Une présence constante,", accent: "sans gruger votre semaine" },
    paragraphs: [
      "La plupart des propriétaires savent qu'ils devraient publier plus souvent, et la plupart des comptes tombent dans le silence dès que la haute saison commence. Nous vous déchargeons de la planification, de la rédaction, du graphisme et de la programmation des publications, et nous consultons votre équipe pour les détails que vous seuls pouvez fournir : nouveaux produits, événements, photos des coulisses.",
      `Un forfait type prévoit de ${claimsFr.socialPostsPerWeek} publications par semaine sur deux ou trois plateformes choisies en fonction de votre public, plutôt que sur tous les réseaux à la fois. Nous écrivons dans votre ton, en français, en anglais ou dans les deux langues, et rendons compte chaque mois de la portée, de l'engagement, des visites sur votre site et des demandes générées par les médias sociaux.`,
    ],
    image: {
      scene: "chat",
      alt: "Illustration d'un calendrier de contenu à côté de réponses à des messages privés de clients",
    },
  },
  features: {
    title: { text: "Ce que comprend notre gestion", accent: "des médias sociaux" },
    description:
      "Une seule équipe s'occupe de la stratégie, du contenu et de la communauté : vos comptes ont l'allure et le ton d'une seule et même entreprise.",
    items: [
      {
        title: "Stratégie de plateformes et de public",
        description:
          "Nous étudions où vos clients passent leur temps et ce que vos concurrents font de bien, puis choisissons les plateformes et les types de contenu qui valent votre investissement.",
        icon: "target",
      },
      {
        title: "Calendrier de contenu mensuel",
        description:
          "Vous approuvez un mois de publications à l'avance, planifiées en fonction de vos promotions, des saisons, des jours fériés et des événements locaux.",
        icon: "calendar",
      },
      {
        title: "Visuels et vidéos originaux",
        description:
          "Nos graphistes créent des visuels à votre image, des carrousels et de courtes vidéos verticales, et retouchent les photos et les extraits que votre équipe capte sur place.",
        icon: "camera",
      },
      {
        title: "Des textes dans votre ton",
        description:
          "Les légendes sont rédigées pour chaque plateforme et chaque ton, avec des versions françaises naturelles pour le public québécois et bilingue, plutôt que des traductions littérales.",
        icon: "pen-line",
      },
      {
        title: "Gestion de communauté",
        description:
          "Nous répondons aux commentaires et aux messages les jours ouvrables, signalons rapidement les demandes de vente à votre équipe et vous transmettons les plaintes avant qu'elles prennent de l'ampleur.",
        icon: "message-circle",
      },
      {
        title: "Publications commanditées",
        description:
          "Quand une publication mérite un plus large public, nous la commanditons de façon ciblée, par région ou par code postal, et vous indiquons exactement ce qu'elle a rapporté.",
        icon: "megaphone",
      },
      {
        title: "Concours et divulgation en bonne et due forme",
        description:
          "Les concours comprennent la question d'habileté et le règlement officiel qu'exige la loi canadienne, et les publications de partenaires respectent les lignes directrices sur la divulgation des Normes de la publicité.",
        icon: "clipboard-check",
      },
      {
        title: "Des rapports qui veulent dire quelque chose",
        description:
          "Les rapports mensuels relient l'activité sur les médias sociaux aux visites du site, aux demandes et aux ventes, avec une courte note sur ce que nous changerons le mois suivant.",
        icon: "chart-column",
      },
    ],
  },
  process: {
    title: { text: "Comment nous animons", accent: "vos médias sociaux" },
    description:
      "Une routine claire qui assure un flux de contenu continu, sans allers-retours incessants.",
    steps: [
      {
        title: "Audit et objectifs",
        description:
          "Nous examinons vos comptes actuels, vos concurrents et votre public, et convenons de ce que les médias sociaux doivent apporter à l'entreprise, des réservations au recrutement.",
      },
      {
        title: "Stratégie et ton de la marque",
        description:
          "Nous choisissons les plateformes, les thèmes de contenu et un rythme de publication, et rédigeons un court guide de ton pour que chaque publication vous ressemble.",
      },
      {
        title: "Production de contenu",
        description:
          "Chaque mois, nous rédigeons les publications, concevons les visuels et montons les vidéos, puis vous envoyons le calendrier complet à approuver, réuni au même endroit.",
      },
      {
        title: "Publication et communauté",
        description:
          "Les publications approuvées sont diffusées comme prévu, et nous surveillons commentaires, mentions et messages tout au long de la semaine.",
      },
      {
        title: "Bilan et ajustements",
        description:
          "Chaque mois, nous comparons les résultats aux objectifs, gardons les formats qui fonctionnent et abandonnons les autres.",
      },
    ],
  },
  showcase: {
    title: { text: "Réalisations récentes", accent: "sur les médias sociaux" },
    description:
      "Quelques-unes des entreprises canadiennes dont nous planifions et gérons les médias sociaux.",
    items: [
      "social-kootenay-ridge-brewing",
      "social-boulangerie-mont-royal",
      "social-harbourview-dental-group",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "À quelle fréquence publierez-vous pour nous ?",
      answer: `La plupart des forfaits prévoient de ${claimsFr.socialPostsPerWeek} publications par semaine, réparties sur les plateformes convenues. Nous préférons publier moins, mais mieux, plutôt que de remplir un calendrier pour le remplir. Les stories et les réponses rapides à vos abonnés s'ajoutent aux publications prévues.`,
    },
    {
      question: "Combien coûte la gestion des médias sociaux ?",
      answer: `La plupart des PME canadiennes paient entre 1 200 $ et 4 000 $ par mois, selon le nombre de plateformes, la part de vidéo et le besoin de contenu en français et en anglais. Les publications commanditées sont facturées séparément, au prix coûtant. Vous recevez ${fixedQuoteFr} ; ici, le prix fixe est un forfait mensuel, établi après un court audit.`,
    },
    {
      question: "Devons-nous être présents sur toutes les plateformes ?",
      answer:
        "Non. Deux ou trois plateformes bien exploitées valent mieux que six négligées. Une entreprise de métiers spécialisés peut se contenter de Facebook, d'Instagram et de YouTube, alors qu'une entreprise qui vend à d'autres entreprises tirera peut-être davantage de LinkedIn seul. Nous faisons nos recommandations selon l'endroit où se trouvent vos clients.",
    },
    {
      question: "Approuverons-nous les publications avant leur mise en ligne ?",
      answer:
        "Oui. Vous recevez le calendrier du mois à l'avance et pouvez approuver, modifier ou refuser chaque publication. Les réponses urgentes aux commentaires et aux messages suivent des lignes directrices établies ensemble, pour que votre équipe n'ait pas à approuver chaque réponse.",
    },
    {
      question: "Pouvez-vous organiser des concours ?",
      answer:
        "Oui, et nous les encadrons selon les règles canadiennes : question d'habileté, règlement officiel clair et exigences supplémentaires visant les participants du Québec. Nous veillons aussi à ce que chaque concours respecte les politiques de promotion de la plateforme où il se déroule.",
    },
    {
      question: "À qui appartiennent les comptes et le contenu ?",
      answer:
        "À vous. Les comptes restent au nom de votre entreprise, avec votre équipe comme administratrice, et nous y sommes ajoutés à titre de partenaires ou de gestionnaires. Tous les visuels, vidéos et légendes que nous créons pour vous vous appartiennent.",
    },
  ],
  sections: [
    {
      type: "platforms",
      title: { text: "Les plateformes", accent: "que nous gérons" },
      description:
        "Nous recommandons des plateformes selon votre public et vos objectifs, puis établissons un plan pour chacune.",
      items: [
        {
          name: "Instagram",
          description:
            "Reels, carrousels et stories pour les entreprises visuelles, comme les restaurants, les commerces, les salons et les services résidentiels, qui veulent montrer leur travail.",
        },
        {
          name: "Facebook",
          description:
            "Encore l'endroit où bien des Canadiens de plus de 35 ans suivent les entreprises locales, les événements et les groupes communautaires, et une base solide pour les publications commanditées.",
        },
        {
          name: "LinkedIn",
          description:
            "Pages d'entreprise et publications de dirigeants pour les entreprises qui vendent à d'autres entreprises, les services professionnels et les employeurs qui veulent joindre des décideurs et des candidats.",
        },
        {
          name: "TikTok",
          description:
            "De courtes vidéos sans façon pour les marques qui visent une clientèle plus jeune, autour des tendances, des tutoriels et des coulisses.",
        },
        {
          name: "YouTube",
          description:
            "Des tutoriels plus longs et des Shorts qui répondent aux questions des clients et continuent d'attirer des vues grâce à la recherche pendant des années.",
        },
        {
          name: "Pinterest",
          description:
            "Un outil de planification pour les clients en décoration, en mariage, en alimentation et en mode, où les épingles peuvent envoyer un trafic régulier vers vos pages de produits.",
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "Ce qu'une présence sociale constante", accent: "apporte à une entreprise" },
      items: [
        "Publier régulièrement garde votre entreprise en tête entre deux achats : vos clients reviennent vers vous au lieu de chercher ailleurs.",
        "Répondre rapidement aux commentaires et aux messages transforme de simples questions en réservations et en demandes de soumission.",
        "Un profil actif et professionnel rassure les nouveaux clients qui consultent vos comptes avant d'appeler.",
        "Le contenu bilingue vous permet de vous adresser naturellement à la clientèle francophone, au Québec comme partout au Canada.",
        "Les publications sur votre équipe et votre milieu de travail facilitent le recrutement, un défi aussi grand que la vente pour bien des entreprises en croissance.",
      ],
    },
    {
      type: "case-studies",
      title: { text: "Études de cas", accent: "en médias sociaux" },
      description: "Les résultats de clients qui nous ont confié leurs médias sociaux.",
      items: [
        {
          title: "Une salle de dégustation pleine les soirs d'événement",
          client: "Kootenay Ridge Brewing, Colombie-Britannique",
          results: [
            "Abonnés Instagram en hausse de 142 % en 12 mois",
            "Ventes des soirs d'événement en hausse de 35 % après une série hebdomadaire de Reels",
            "Délai moyen de réponse aux messages ramené de deux jours à moins de quatre heures ouvrables",
          ],
          technologies: ["Instagram", "Facebook", "Meta Business Suite"],
          cta: { label: "Parlons d'un projet semblable", to: "/contact-us" },
        },
        {
          title: "Des publications bilingues qui font s'envoler les précommandes de fin de semaine",
          client: "Boulangerie Mont-Royal, Montréal",
          results: [
            "Précommandes de fin de semaine multipliées par 2,3 en 8 mois",
            "Taux d'engagement de 6,1 % sur les publications d'abord en français, contre 2,4 % auparavant",
            "Précommandes des Fêtes écoulées 11 jours plus tôt que l'année précédente",
          ],
          technologies: ["Instagram", "Facebook", "TikTok"],
          cta: { label: "Voir d'autres réalisations", to: "/portfolio" },
        },
      ],
    },
  ],
  cta: {
    title: { text: "Confiez-nous vos médias sociaux", accent: "et rayez-les de votre liste" },
    description:
      "Parlez-nous de votre entreprise et de vos comptes actuels. Nous vous suggérerons les plateformes qui valent votre temps et ce à quoi ressemblerait un forfait mensuel réaliste.",
    button: "Planifier mes médias sociaux",
  },
  closing: `Envoyez-nous les liens de vos profils sociaux et quelques mots sur la clientèle que vous voulez joindre. D'ici ${siteFr.responseTime}, nous vous dirons franchement quoi publier, avec un budget mensuel approximatif et une date de départ.`,
} satisfies ServiceInput;
