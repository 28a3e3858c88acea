import type { ServiceInput } from "../../schema";
import { siteFr } from "../../site";
import { fixedQuoteFr } from "../promise";

export default {
  category: "digital-marketing",
  slug: "reputation",
  name: "Gestion de la réputation en ligne",
  meta: {
    title: "Gestion de la réputation en ligne au Canada",
    description:
      "Une gestion honnête de votre réputation : plus d'avis authentiques, des réponses réfléchies et une veille constante, sans faux avis ni raccourcis.",
  },
  hero: {
    title: { text: "Obtenez les avis", accent: "que votre travail mérite" },
    description:
      "Nous aidons les entreprises canadiennes à recueillir davantage d'avis authentiques, à bien répondre à chacun d'eux et à surveiller ce qui se dit en ligne, pour que la première impression d'un inconnu corresponde au service que vous offrez.",
    showCTA: true,
    image: {
      scene: "shield",
      alt: "Illustration d'un bouclier devant la fiche d'une entreprise, avec des notes en étoiles et des avis de clients",
    },
  },
  intro: {
    title: { text: "Une meilleure réputation,", accent: "bâtie honnêtement" },
    paragraphs: [
      "La plupart des clients lisent les avis avant d'appeler un entrepreneur, de prendre rendez-vous dans une clinique ou de choisir un restaurant. Les clients satisfaits pensent rarement à en laisser un, alors que les mécontents le font souvent : l'image publique peut donc être pire que la réalité. Nous comblons cet écart en permettant à vos vrais clients de raconter facilement leur expérience.",
      "Nous n'écrivons jamais de faux avis, nous n'en achetons pas et nous ne sollicitons pas seulement les clients satisfaits en écartant les autres. Ce genre de raccourci enfreint les règles des plateformes, peut constituer une indication trompeuse au sens de la Loi sur la concurrence et cause des torts durables lorsqu'il est découvert. Nos méthodes suivent les lignes directrices du Bureau de la concurrence sur les avis et les recommandations en ligne, ainsi que les politiques de chaque plateforme.",
    ],
    image: {
      scene: "chat",
      alt: "Illustration de la réponse d'un propriétaire d'entreprise à l'avis d'un client dans un fil de conversation",
    },
  },
  features: {
    title: { text: "Ce que comprend la gestion", accent: "de votre réputation" },
    description:
      "Un travail concret et continu qui améliore ce que les gens trouvent lorsqu'ils cherchent le nom de votre entreprise.",
    items: [
      {
        title: "Demandes d'avis automatisées",
        description:
          "Des demandes envoyées au bon moment par courriel ou par texto après une visite ou un achat, conformes aux règles de consentement de la Loi canadienne anti-pourriel (LCAP) et faciles à suivre pour vos clients.",
        icon: "send",
      },
      {
        title: "Veille des avis",
        description:
          "Nous suivons les nouveaux avis et les mentions sur Google, Facebook, Yelp et les sites spécialisés de votre secteur, et vous signalons le jour ouvrable même tout ce qui est urgent.",
        icon: "bell",
      },
      {
        title: "Rédaction des réponses",
        description:
          "Nous rédigeons des réponses réfléchies et fidèles à votre image aux avis positifs comme négatifs, en français ou en anglais, que vous approuvez ou que nous publions selon des lignes directrices convenues.",
        icon: "message-circle",
      },
      {
        title: "Signalements selon les politiques",
        description:
          "Les avis qui enfreignent les règles des plateformes, comme les pourriels, les conflits d'intérêts ou les avis visant la mauvaise entreprise, sont signalés par les voies appropriées.",
        icon: "flag",
      },
      {
        title: "Exactitude des fiches",
        description:
          "Heures d'ouverture, adresses, numéros de téléphone et catégories restent uniformes sur votre Profil d'entreprise Google et dans les autres répertoires, pour que vos clients ne fassent pas fausse route.",
        icon: "map-pin",
      },
      {
        title: "Analyse des commentaires",
        description:
          "Nous regroupons les thèmes récurrents des avis, du temps d'attente aux prix, et vous les présentons chaque mois pour que vous puissiez corriger les causes, pas seulement répondre aux commentaires.",
        icon: "lightbulb",
      },
      {
        title: "Recherches sur votre nom",
        description:
          "Nous vérifions ce qui apparaît quand on cherche le nom de votre entreprise et renforçons les pages exactes que vous contrôlez, comme vos profils et votre propre site.",
        icon: "search",
      },
      {
        title: "Rapports mensuels",
        description:
          "Évolution de la note, volume d'avis, délais de réponse et thèmes récurrents sont résumés dans un court rapport, avec les prochaines étapes recommandées.",
        icon: "chart-line",
      },
    ],
  },
  process: {
    title: { text: "Comment nous améliorons", accent: "votre réputation" },
    description:
      "Une démarche régulière et transparente pour bâtir une réputation sur laquelle vous pouvez compter.",
    steps: [
      {
        title: "Audit de réputation",
        description:
          "Nous examinons vos notes, vos avis, vos fiches et les résultats de recherche sur votre nom d'une plateforme à l'autre, et cernons les principales lacunes et les principaux risques.",
      },
      {
        title: "Lignes directrices de réponse",
        description:
          "Ensemble, nous convenons du ton, des cas à vous transmettre et de ce qui peut être dit publiquement, en tenant compte de vos obligations de confidentialité en vertu de la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE).",
      },
      {
        title: "Mise en place des demandes d'avis",
        description:
          "Nous relions les demandes d'avis à votre système de réservation, de point de vente ou de gestion de la relation client (CRM), pour que chaque client reçoive la même invitation équitable.",
      },
      {
        title: "Veille et réponses",
        description:
          "Les nouveaux avis reçoivent une réponse rapide, les préoccupations sont transmises à votre équipe et les infractions aux politiques sont signalées à la plateforme.",
      },
      {
        title: "Bilan et améliorations",
        description:
          "Chaque mois, nous vous présentons les tendances et les thèmes récurrents, et suggérons des changements opérationnels qui mènent habituellement à de meilleurs avis.",
      },
    ],
  },
  showcase: {
    title: { text: "Mandats récents", accent: "en gestion de réputation" },
    description:
      "Quelques-unes des entreprises canadiennes que nous aidons à obtenir et à gérer leurs avis.",
    items: [
      "reputation-lakehead-auto-service",
      "reputation-residence-les-erables",
      "reputation-maple-grove-veterinary",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Pouvez-vous supprimer les avis négatifs ?",
      answer:
        "Seulement lorsqu'un avis enfreint les règles de la plateforme : pourriel, propos haineux, conflit d'intérêts ou avis destiné à une autre entreprise, par exemple. Dans ces cas, nous le signalons selon la procédure prévue, mais c'est la plateforme qui tranche. Les avis négatifs authentiques restent en ligne, et une réponse calme et utile fait généralement plus de bien que n'en ferait leur suppression.",
    },
    {
      question: "Rédigez-vous ou achetez-vous des avis ?",
      answer:
        "Non, jamais. Les faux avis, tout comme ceux rédigés par des employés ou des proches, trompent les clients, enfreignent les politiques des plateformes et peuvent être considérés comme de la publicité trompeuse au sens de la Loi sur la concurrence. Chaque avis que nous vous aidons à recueillir vient d'un vrai client qui décrit une expérience réelle.",
    },
    {
      question: "Pouvons-nous offrir un rabais aux clients qui laissent un avis ?",
      answer:
        "Nous vous le déconseillons. Google interdit d'offrir des incitatifs en échange d'avis, et le Bureau de la concurrence s'attend à ce que tout lien important, comme une récompense, soit clairement divulgué. Une demande simple, envoyée au bon moment à chaque client, fonctionne bien sans ces risques.",
    },
    {
      question: "Pourquoi ne pas solliciter seulement nos clients les plus satisfaits ?",
      answer:
        "Trier les clients à qui l'on demande un avis, une pratique appelée « review gating », va à l'encontre des politiques de Google et donne une image faussée aux futurs clients. Nous envoyons la même demande à tout le monde et traitons directement les préoccupations lorsqu'elles surviennent. Le résultat : une note à laquelle les gens font confiance.",
    },
    {
      question: "Combien coûte la gestion de la réputation ?",
      answer: `La plupart des forfaits pour les PME canadiennes coûtent entre 500 $ et 2 000 $ par mois, selon le nombre d'établissements, de plateformes et de langues. La mise en place des demandes d'avis fait généralement l'objet de frais uniques. Vous recevez ${fixedQuoteFr} ; ici, le prix fixe est un forfait mensuel, établi après un court audit.`,
    },
  ],
  sections: [
    {
      type: "services",
      title: { text: "Nos services de", accent: "gestion de la réputation" },
      description:
        "Choisissez les volets dont vous avez besoin, ou réunissez-les dans un seul forfait mensuel.",
      items: [
        {
          title: "Sollicitation d'avis",
          description:
            "Des invitations équitables et uniformes envoyées à chaque client par courriel, par texto ou sur carte imprimée, avec un lien direct vers la bonne page d'avis.",
          icon: "star",
        },
        {
          title: "Gestion des réponses aux avis",
          description:
            "Des réponses rapides et professionnelles à chaque avis ; les cas délicats vous sont transmis, et aucun renseignement personnel ne figure dans les réponses publiques.",
          icon: "message-circle",
        },
        {
          title: "Gestion du Profil d'entreprise Google",
          description:
            "Des renseignements exacts, des photos, des publications et des réponses aux questions fréquentes sur la fiche que la plupart des clients voient avant votre site web.",
          icon: "map-pin",
        },
        {
          title: "Réputation de plusieurs établissements",
          description:
            "Une vue d'ensemble des notes et des avis de toutes vos succursales ou franchises, avec des normes de réponse communes à tous les établissements.",
          icon: "store",
        },
        {
          title: "Soutien en situation de crise",
          description:
            "Quand une plainte fait boule de neige ou qu'un article de presse paraît, nous vous aidons à préparer des déclarations claires et honnêtes et à répondre de façon cohérente sur tous les canaux.",
          icon: "life-buoy",
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "Ce qu'une réputation honnête", accent: "vous apporte" },
      items: [
        "Une meilleure note fondée sur des avis authentiques incite davantage les nouveaux clients à appeler, à réserver ou à acheter.",
        "Des avis récents montrent que votre entreprise est active, ce qui favorise votre visibilité dans les résultats locaux sur la carte.",
        "Des réponses réfléchies aux critiques montrent aux futurs clients comment vous traitez les gens quand quelque chose tourne mal.",
        "Les thèmes des avis vous offrent une rétroaction honnête et gratuite sur votre service, votre personnel et vos prix.",
        "Respecter les règles des plateformes et les lignes directrices du Bureau de la concurrence vous protège contre les avis supprimés, les sanctions et les manchettes embarrassantes.",
      ],
    },
    {
      type: "reasons",
      title: { text: "Notre façon de travailler", accent: "fait la différence" },
      items: [
        "Nous ne créons, n'achetons ni n'échangeons jamais d'avis, et nous refusons tout mandat qui nous le demanderait.",
        "Chaque client reçoit la même demande d'avis, sans aucun filtrage des clients mécontents.",
        "Les réponses sont rédigées dans votre ton et approuvées selon les règles que vous fixez, en français, en anglais ou dans les deux langues.",
        "Les demandes d'avis et les données clients sont traitées conformément à la LCAP, à la LPRPDE et, pour la clientèle québécoise, à la Loi 25.",
      ],
    },
  ],
  cta: {
    title: { text: "Voyez ce que vos clients trouvent", accent: "quand ils vous cherchent" },
    description:
      "Envoyez-nous le nom de votre entreprise et vos adresses. Nous examinerons vos notes, vos fiches et vos résultats de recherche, et vous dirons franchement par où commencer.",
    button: "Demander un audit de réputation",
  },
  closing: `Dites-nous quels sites d'avis comptent dans votre secteur et ce qui vous y préoccupe. Nous vous répondrons d'ici ${siteFr.responseTime} avec des conseils francs pour protéger votre bonne réputation, un budget approximatif et un échéancier.`,
} satisfies ServiceInput;
