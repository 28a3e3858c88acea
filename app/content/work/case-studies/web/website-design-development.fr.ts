import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "web-bayview-family-dental",
    client: "Bayview Family Dental",
    sector: "Clinique dentaire",
    location: "Toronto (Ontario)",
    headline: "+71 % de demandes de rendez-vous en ligne",
    summary:
      "Une refonte pensée pour le mobile, avec réservation en ligne et réponses claires aux patients : +71 % de demandes pour une clinique dentaire de Toronto.",
    services: ["web/website-design-development", "digital-marketing/seo"],
    image: {
      scene: "phone",
      alt: "Illustration d'un téléphone affichant le site d'une clinique dentaire avec un formulaire de rendez-vous en ligne",
    },
    problem: [
      "Le site de Bayview Family Dental avait six ans et reposait sur un thème qui ne recevait plus de mises à jour. Sur un téléphone, le lien de réservation se trouvait sous trois écrans de texte, et la seule façon de demander un rendez-vous était un formulaire de contact général que le personnel consultait deux fois par jour.",
      "La clinique accueillait un troisième dentiste et prolongeait ses heures le jeudi, mais la réception passait la plupart de ses matinées à rappeler des gens qui voulaient savoir si elle acceptait de nouveaux patients ou si elle pouvait facturer directement leur assureur.",
    ],
    approach: [
      {
        title: "Les questions des patients d'abord",
        description:
          "Nous avons passé en revue un mois de notes d'appels de la réception et les questions laissées sur le Profil d'entreprise Google de la clinique, puis bâti la structure des pages autour des réponses les plus recherchées : nouveaux patients, facturation directe, urgences et heures d'ouverture.",
      },
      {
        title: "Un rendez-vous en deux gestes",
        description:
          "Un bouton de réservation fixé au bas de chaque page mobile ouvre le système de prise de rendez-vous que la clinique utilisait déjà : le patient choisit un dentiste, un motif et une heure sans avoir à téléphoner.",
      },
      {
        title: "Des formulaires moins gourmands",
        description:
          "Le formulaire de demande de rendez-vous ne demande que le nom, les coordonnées et le motif de la visite, sans antécédents médicaux, et un court avis explique comment la clinique traite ces renseignements en vertu de la Loi de 2004 sur la protection des renseignements personnels sur la santé de l'Ontario.",
      },
      {
        title: "Accessible et rapide",
        description:
          "Nous avons créé un thème WordPress sur mesure, testé selon les WCAG 2.2 (niveau AA), compressé les photos de l'équipe et des locaux, et ramené le chargement de la page d'accueil sous les deux secondes sur un téléphone de milieu de gamme.",
      },
      {
        title: "Passation à la réception",
        description:
          "La directrice administrative et deux réceptionnistes ont appris à mettre à jour les heures, les fermetures des jours fériés et les biographies de l'équipe lors d'une séance d'une heure, avec un court guide écrit à l'appui.",
      },
    ],
    results: [
      {
        value: "71 %",
        label: "de demandes de rendez-vous en ligne en plus dans les six premiers mois",
      },
      { value: "38 %", label: "d'appels de routine en moins à la réception" },
      {
        value: "1,8 s",
        label: "de chargement de la page d'accueil sur un téléphone de milieu de gamme",
      },
    ],
    technologies: ["WordPress", "Advanced Custom Fields", "Google Analytics 4", "Cloudflare"],
    duration: "8 semaines",
    quote: {
      text: "Des familles appelaient juste pour savoir si nous acceptions de nouveaux patients. Maintenant, la réponse est sur la page d'accueil, et bien des gens réservent un nettoyage sur leur téléphone une fois la clinique fermée.",
      name: "Shirin Tavakoli",
      role: "Directrice administrative, Bayview Family Dental",
    },
  },
  {
    slug: "web-laurentian-timber-homes",
    client: "Laurentian Timber Homes",
    sector: "Construction de maisons sur mesure",
    location: "Saint-Sauveur (Québec)",
    headline: "2,4 fois plus de demandes de soumission",
    summary:
      "Un site bilingue avec galerie filtrable et formulaire de soumission guidé : 2,4 fois plus de demandes pour un constructeur de maisons en bois des Laurentides.",
    services: ["web/website-design-development", "web/copywriting"],
    image: {
      scene: "browser",
      alt: "Illustration du site bilingue d'un constructeur de maisons, avec une galerie de projets et un formulaire de soumission",
    },
    problem: [
      "Laurentian Timber Homes construit des maisons à charpente de bois massif et à poteaux et poutres dans les Laurentides et en Outaouais, mais son site se résumait à une page en français seulement, avec un diaporama de photos et une adresse courriel. Les acheteurs d'Ottawa, de Montréal et de Toronto, dont beaucoup de propriétaires de chalets anglophones, n'avaient aucun moyen de parcourir les maisons déjà construites par taille ou par style.",
      "Les demandes de soumission arrivaient sous forme de courriels de deux lignes, sans emplacement du terrain, échéancier ni budget, si bien que le propriétaire passait des heures au téléphone avec des gens dont le projet ne verrait pas le jour avant des années ou dépassait largement la gamme de prix de l'entreprise.",
    ],
    approach: [
      {
        title: "Bilingue dès la structure",
        description:
          "Nous avons prévu des arborescences française et anglaise jumelles, avec un vrai sélecteur de langue et des métadonnées de recherche distinctes, et notre rédacteur francophone s'est assuré que les pages françaises se lisent comme des originaux, et non comme des traductions.",
      },
      {
        title: "Une galerie à filtrer",
        description:
          "Quarante-deux maisons achevées ont été classées par style, superficie et région dans une galerie qui se filtre aussi facilement sur téléphone que sur ordinateur.",
      },
      {
        title: "Un formulaire de soumission guidé",
        description:
          "Le nouveau formulaire pose cinq courtes questions sur l'état du terrain, la région, la taille de la maison, l'échéancier et la fourchette de budget, pour que chaque demande parvienne à l'estimateur avec tout ce qu'exige un premier appel.",
      },
      {
        title: "Un consentement en bonne et due forme",
        description:
          "Les formulaires et les outils d'analyse ont été configurés conformément à la Loi 25 du Québec, avec une bannière de consentement, une politique de confidentialité et le nom de la personne responsable de la protection des renseignements personnels.",
      },
    ],
    results: [
      {
        value: "× 2,4",
        label: "les demandes de soumission par rapport à l'année précédant le lancement",
      },
      {
        value: "46 %",
        label: "des demandes de soumission proviennent maintenant des pages anglaises",
      },
      {
        value: "9 sur 10",
        label: "des demandes arrivent avec le terrain, le budget et l'échéancier précisés",
      },
    ],
    technologies: ["Craft CMS", "Twig", "Tailwind CSS", "Cloudflare"],
    duration: "11 semaines",
  },
] satisfies CaseStudyInput[];
