import { claimsFr, site, siteFr } from "../site";
import type { WhyPageInput } from "./schema";

const [basic] = claimsFr.maintenancePlans;

export default {
  meta: {
    title: "Pourquoi nous choisir : équipe chevronnée, prix fixes",
    description: `Pourquoi choisir ${site.name} : des experts sur chaque projet, des prix fixes en dollars canadiens, un responsable attitré et un suivi après le lancement.`,
  },
  hero: {
    title: { text: "Pourquoi les entreprises canadiennes choisissent", accent: site.name },
    description: `Équipe numérique établie à Toronto, nous vous offrons des spécialistes d'expérience, un prix fixe et un seul responsable pour votre projet, puis nous restons à vos côtés après le lancement. La plupart des projets sont mis en ligne en ${claimsFr.timeline}.`,
    image: {
      scene: "network",
      alt: "Illustration d'une équipe connectée qui relie le design, le développement, le marketing et l'hébergement",
    },
  },
  intro: {
    title: { text: "Une agence pensée pour", accent: "ce qui suit la présentation" },
    paragraphs: [
      "Bien des propriétaires d'entreprise ont déjà choisi une agence après une présentation menée par ses meilleurs experts, pour ensuite se retrouver avec du personnel débutant une fois le contrat signé. Les coûts ont gonflé, les échéances ont glissé et, après le lancement, personne ne répondait au téléphone quand un formulaire cessait de transmettre les demandes.",
      `${site.name} a été fondée pour faire exactement l'inverse. Les personnes que vous rencontrez sont celles qui font le travail, le prix est convenu avant le début des travaux, et la même équipe prend soin de votre site web, de votre logiciel ou de vos campagnes aussi longtemps que vous en avez besoin.`,
    ],
    image: {
      scene: "chat",
      alt: "Illustration d'une responsable de projet et d'un client qui passent un plan en revue dans une fenêtre de clavardage",
    },
  },
  carousel: {
    title: { text: "Six raisons qui font que nos clients", accent: "nous restent fidèles" },
    description:
      "Ce que signifie concrètement travailler avec nous, du premier appel jusqu'au rapport mensuel.",
    slides: [
      {
        key: "expertise",
        title: "Une expérience vérifiable",
        icon: "award",
        lines: [
          "Sur chaque projet, des designers, des développeurs et des spécialistes du marketing chevronnés font eux-mêmes le travail, au lieu de se limiter à l'appel de vente.",
          `Notre équipe cumule ${claimsFr.inProse.experienceYears} ans d'expérience, acquise en agence et au sein d'équipes internes.`,
          `Avant de signer, parcourez nos études de cas, choisies parmi les ${claimsFr.inProse.projects} projets que nous avons livrés, et parlez à d'anciens clients.`,
          "Nous travaillons avec des outils répandus et bien documentés, comme WordPress, Shopify, React et Laravel.",
        ],
      },
      {
        key: "client-centric",
        title: "Pensé pour votre entreprise",
        icon: "target",
        lines: [
          "Chaque mandat part de vos objectifs, de vos clients et des résultats sur lesquels votre entreprise est jugée.",
          "Un responsable attitré est votre interlocuteur du premier appel jusqu'au lancement, et bien après.",
          `Nous vous rencontrons en visioconférence ou en personne, ${siteFr.hours}, une plage qui recoupe la journée de travail dans tous les fuseaux horaires du pays.`,
          "Un bref compte rendu hebdomadaire résume ce qui a été fait, les prochaines étapes et ce dont nous avons besoin de votre part.",
        ],
      },
      {
        key: "full-service",
        title: "Une seule équipe, de l'image de marque à l'hébergement",
        icon: "layers",
        lines: [
          "Image de marque, sites web, logiciels, IA, marketing et hébergement : tout est réuni sous un même toit et dans un même plan de projet.",
          "Designers et développeurs travaillent côte à côte : le design que vous approuvez est bien celui qui est réalisé.",
          "Comme aucun projet ne passe d'une agence à l'autre, personne ne peut rejeter la faute sur un autre fournisseur quand il faut corriger quelque chose.",
          "Vous pouvez commencer par un seul service et en ajouter d'autres plus tard, sans tout réexpliquer à une nouvelle équipe.",
        ],
      },
      {
        key: "data-driven",
        title: "Des décisions appuyées sur les données",
        icon: "chart-line",
        lines: [
          "L'analyse d'audience et le suivi des conversions sont configurés avant le lancement, et non ajoutés après coup.",
          "Nos rapports mensuels relient notre travail aux demandes, aux réservations et aux revenus, pas seulement aux clics et aux impressions.",
          "Nous mesurons chaque changement par rapport à un point de départ, et nous vous disons franchement quand quelque chose n'a pas fonctionné.",
          `Nos plans de référencement naturel (SEO) annoncent des délais honnêtes : premiers gains en ${claimsFr.seoFirstGains}, plein rendement en ${claimsFr.seoFullResults}.`,
        ],
      },
      {
        key: "affordability",
        title: "Des prix fixes en dollars canadiens",
        icon: "circle-dollar-sign",
        lines: [
          "Une soumission écrite à prix fixe en dollars canadiens dans la semaine qui suit la consultation gratuite, taxes en sus (TPS ou TVH, et TVQ au Québec).",
          "Tout changement à la portée du projet est chiffré par écrit avant que des travaux supplémentaires commencent.",
          `La plupart des projets sont lancés en ${claimsFr.timeline} : votre budget n'est pas englouti par un échéancier qui s'étire.`,
          `Nos forfaits d'entretien commencent à ${basic.price}, un montant à la portée d'une petite entreprise.`,
        ],
      },
      {
        key: "caring-team",
        title: "Toujours là après le lancement",
        icon: "life-buoy",
        lines: [
          "Votre personnel reçoit une formation et des guides écrits pour mettre le contenu à jour en toute confiance.",
          `Les sites que nous hébergeons sont exploités dans des centres de données canadiens et surveillés en fonction de notre objectif de disponibilité de ${claimsFr.uptime}.`,
          "Mises à jour, sauvegardes et surveillance se poursuivent chaque mois, avec un court rapport rédigé en langage clair.",
          "Quand quelque chose flanche, vous joignez des gens qui connaissent votre projet, pas un centre d'assistance anonyme.",
        ],
      },
    ],
  },
  cta: {
    title: { text: "Dites-nous ce que vous", accent: "voulez accomplir" },
    description:
      "Réservez une consultation gratuite. Nous discuterons de vos objectifs, vous proposerons une approche et vous ferons parvenir une soumission à prix fixe en dollars canadiens, sans aucune obligation de votre part.",
  },
} satisfies WhyPageInput;
