import type { HomeContent } from "./home";
import { claimsFr, site, siteFr } from "./site";
import { featuredTestimonialFr } from "./testimonials.fr";

export const homeContentFr: HomeContent = {
  meta: {
    title: `${site.name} | Agence web, logiciels et marketing à Toronto`,
    description:
      "Agence numérique de Toronto : sites web rapides, logiciels sur mesure, outils d'IA et marketing qui attirent des demandes qualifiées. Consultation gratuite.",
  },
  hero: {
    eyebrow: `Agence numérique de Toronto · depuis ${site.founded}`,
    title: {
      text: "Sites web, logiciels et croissance pour",
      accent: "les entreprises canadiennes ambitieuses",
    },
    description:
      "Nous concevons, développons et faisons connaître le volet numérique de votre entreprise : un site qui se charge en une seconde, des logiciels qui éliminent les tâches répétitives et des campagnes qui remplissent votre agenda de demandes pertinentes.",
    primary: { label: "Réserver une consultation gratuite", to: "/book" },
    secondary: { label: "Découvrir notre méthode", to: "#process" },
    sectors: [
      "Santé",
      "Commerce de détail",
      "Services professionnels",
      "SaaS",
      "Métiers spécialisés",
      "Services financiers",
    ],
  },
  services: {
    eyebrow: "Nos services",
    title: { text: "Une seule équipe pour toute votre", accent: "présence numérique" },
    description:
      "Six expertises, un seul responsable de projet. Commencez par le service dont vous avez besoin aujourd'hui et ajoutez les autres quand votre entreprise sera prête, sans avoir à tout réexpliquer à une nouvelle agence.",
  },
  whyUs: {
    title: { text: "Pourquoi nous", accent: "choisir ?" },
    subtitle: "Votre réussite, c'est notre affaire",
    description:
      "Une équipe assez petite pour qu'une personne chevronnée réponde à votre appel, et assez aguerrie pour avoir déjà réglé un problème comme le vôtre.",
    values: [
      {
        icon: "award",
        title: "Une expertise éprouvée",
        description: `Une équipe qui cumule ${claimsFr.inProse.experienceYears} ans d'expérience en design, en développement et en marketing, au service de ${claimsFr.inProse.projects} projets livrés pour des organisations canadiennes.`,
      },
      {
        icon: "handshake",
        title: "Vous êtes au cœur du projet",
        description:
          "Vous traitez directement avec les personnes qui font le travail. Suivis hebdomadaires, feuille de route partagée et rapports en langage clair : vous savez toujours ce qui est fait et ce qui s'en vient.",
      },
      {
        icon: "layers",
        title: "Tout sous un même toit",
        description:
          "Stratégie, image de marque, site web, logiciels, hébergement et marketing : un seul contrat, un seul interlocuteur, et personne pour se renvoyer la balle.",
      },
      {
        icon: "shield-check",
        title: "Du travail soigné, sans compromis",
        description: `Tout ce que nous livrons est accessible (WCAG 2.2, niveau AA), rapide et sécurisé par défaut, testé avant la mise en ligne et hébergé selon notre objectif de disponibilité de ${claimsFr.uptime}. Et nous répondons de notre travail.`,
      },
    ],
  },
  figures: {
    title: "Notre parcours en chiffres",
  },
  process: {
    eyebrow: "Notre méthode",
    title: { text: "Du premier appel à la mise en ligne, comptez", accent: claimsFr.timeline },
    description:
      "La plupart des projets sont lancés dans ce délai. Une portée définie et un responsable attitré nous permettent de le respecter, et vous voyez un logiciel fonctionnel dès la deuxième semaine.",
    steps: [
      {
        icon: "search",
        title: "Cadrage",
        description:
          "Une consultation gratuite, puis un court atelier pour convenir des objectifs, du public visé, du budget et de la façon de mesurer le succès.",
      },
      {
        icon: "pen-tool",
        title: "Conception",
        description:
          "Des maquettes fonctionnelles et un prototype cliquable que vous pouvez tester avec de vrais clients avant qu'une seule ligne de code de production soit écrite.",
      },
      {
        icon: "code-xml",
        title: "Développement",
        description:
          "Des sprints de deux semaines, avec un lien de préproduction que vous pouvez consulter en tout temps. L'accessibilité, la vitesse et la sécurité sont vérifiées à chaque mise en production.",
      },
      {
        icon: "rocket",
        title: "Lancement et suivi",
        description:
          "Nous lançons, suivons les résultats et continuons d'améliorer le tout grâce à des forfaits d'entretien, d'hébergement et de marketing adaptés à votre entreprise.",
      },
    ],
  },
  testimonial: featuredTestimonialFr,
  cta: {
    title: { text: "Donnons de l'élan à", accent: "votre entreprise" },
    description: `Dites-nous où vous voulez en être dans un an. Nous vous répondons en ${siteFr.responseTime} avec des conseils francs, un budget approximatif et un échéancier, habituellement de ${claimsFr.timeline}.`,
    button: { label: `Lancer mon projet avec ${site.name}`, to: "/contact-us" },
  },
};
