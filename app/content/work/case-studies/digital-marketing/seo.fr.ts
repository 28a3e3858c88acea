import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "seo-fundy-coast-kayak-tours",
    client: "Fundy Coast Kayak Tours",
    sector: "Tourisme de plein air",
    location: "Alma (Nouveau-Brunswick)",
    headline: "+88 % de réservations issues de la recherche",
    summary:
      "Référencement local, réservation rapide, une page par sortie : une entreprise de kayak de la baie de Fundy a accru de 88 % ses réservations directes en un an.",
    services: ["digital-marketing/seo", "digital-marketing/content-marketing"],
    image: {
      scene: "globe",
      alt: "Illustration d'une carte où la fiche d'un organisateur d'excursions ressort dans les recherches côtières",
    },
    problem: [
      "Fundy Coast Kayak Tours propose des sorties guidées en kayak de mer de la fin de mai au début d'octobre, et la plupart de ses réservations passaient par des sites de revente qui gardaient de 20 à 25 % de chaque vente. Son propre site ne se classait que sur le nom de l'entreprise : les gens qui cherchaient une excursion en kayak près du parc national Fundy tombaient d'abord sur les revendeurs.",
      "La page de réservation mettait 5,8 secondes à s'afficher sur un téléphone, et le Profil d'entreprise Google indiquait encore l'horaire de la saison précédente. Avec une saison aussi courte, chaque semaine de faible visibilité au printemps se traduisait par des places vides en juillet.",
    ],
    approach: [
      {
        title: "Un point de départ avant la saison",
        description:
          "Dès janvier, nous avons mesuré les positions, la visibilité sur la carte et la provenance des réservations, pour que les correctifs soient en ligne avant que les familles planifient leurs vacances d'été, en mars et en avril.",
      },
      {
        title: "Une page de réservation rapide sur téléphone",
        description:
          "Nous avons retiré un lourd carrousel d'images, compressé les photos des excursions et chargé le module de réservation seulement au besoin, ce qui a fait passer la page de 5,8 à 1,9 seconde sur mobile.",
      },
      {
        title: "Une page pour chaque sortie",
        description:
          "Chaque sortie, de la balade au coucher du soleil à l'excursion sur les battures, a maintenant sa page : heures des marées, niveau requis, quoi apporter et âge minimum, avec un balisage Schema.org pour les prix et les durées.",
      },
      {
        title: "Fiches et liens locaux",
        description:
          "Nous avons corrigé le Profil d'entreprise Google, ajouté l'horaire saisonnier et des photos de clients, et obtenu des liens de répertoires touristiques régionaux, d'auberges voisines et de deux chroniqueurs voyage du Canada atlantique.",
      },
    ],
    results: [
      {
        value: "88 %",
        label: "de réservations en plus issues de la recherche, d'une année à l'autre",
      },
      {
        value: "3 premiers",
        label: "résultats sur la carte pour les excursions en kayak dans la baie de Fundy",
      },
      { value: "1,9 s", label: "pour charger la page de réservation sur mobile, contre 5,8 s" },
    ],
    technologies: [
      "Profil d'entreprise Google",
      "Schema.org",
      "Google Search Console",
      "WordPress",
    ],
    duration: "En cours depuis 2023",
    quote: {
      text: "Avant, on cédait jusqu'au quart de chaque réservation aux revendeurs. L'été dernier, la plupart de nos clients nous ont trouvés directement sur Google, et la page de réservation fonctionne enfin sur un téléphone, dans le stationnement.",
      name: "Renée Cormier",
      role: "Propriétaire, Fundy Coast Kayak Tours",
    },
  },
  {
    slug: "seo-clinique-physio-saint-laurent",
    client: "Clinique Physio Saint-Laurent",
    sector: "Clinique de physiothérapie",
    location: "Montréal (Québec)",
    headline: "3 fois plus de demandes en français",
    summary:
      "Une clinique de physiothérapie montréalaise a triplé ses demandes en français en 10 mois, en misant sur les mots que les patients québécois cherchent vraiment.",
    services: ["digital-marketing/seo", "digital-marketing/analytics-reporting"],
    image: {
      scene: "phone",
      alt: "Illustration d'un téléphone affichant des résultats de recherche en français, avec la fiche d'une clinique et un bouton de réservation",
    },
    problem: [
      "La Clinique Physio Saint-Laurent dessert un quartier majoritairement francophone, mais ses pages françaises étaient des traductions mot à mot du site anglais. Elles visaient des équivalents littéraux de mots clés anglais plutôt que les affections et les noms de quartiers que tapent les patients québécois, et seulement 19 mots clés français atteignaient la première page.",
      "Faute de balises de langue, Google montrait souvent la page anglaise aux internautes francophones. La plupart des nouveaux patients arrivaient sur recommandation d'un médecin, ce qui laissait des plages libres le matin en semaine aux six physiothérapeutes de la clinique.",
    ],
    approach: [
      {
        title: "Une recherche de mots clés français partie de zéro",
        description:
          "Nous avons étudié les recherches en français à part, à partir de données québécoises et des mots employés par les patients dans leurs formulaires d'admission, et constaté que la demande portait surtout sur des affections et des quartiers précis.",
      },
      {
        title: "Des signaux de langue clairs",
        description:
          "Nous avons séparé les adresses URL françaises et anglaises dans Webflow et ajouté des balises hreflang, pour que Google présente à chaque public la bonne version de chaque page.",
      },
      {
        title: "Des pages d'affections écrites d'abord en français",
        description:
          "Avec les physiothérapeutes de la clinique, nous avons rédigé d'abord en français les pages des affections qu'ils traitent le plus, de la lombalgie à la réadaptation après une chirurgie du genou, chacune se terminant par une invitation claire à prendre rendez-vous.",
      },
      {
        title: "Une fiche bilingue et un suivi par langue",
        description:
          "Le Profil d'entreprise Google a reçu des catégories, des descriptions et des photos en français, et Google Analytics 4, derrière une bannière de consentement conforme à la Loi 25, suit les demandes selon la langue.",
      },
    ],
    results: [
      { value: "3 fois", label: "plus de demandes en français en 10 mois" },
      { value: "212", label: "mots clés français en première page, contre 19 auparavant" },
      {
        value: "74 %",
        label: "de demandes de rendez-vous en plus issues de la recherche naturelle",
      },
    ],
    technologies: ["hreflang", "Profil d'entreprise Google", "Google Analytics 4", "Webflow"],
    duration: "En cours depuis 2024",
    quote: {
      text: "Nos pages françaises sentaient la traduction, et les patients s'en rendaient compte. Aujourd'hui, la plupart des nouveaux patients nous trouvent en français, et nos plages du matin se remplissent sans qu'on attende les recommandations des médecins.",
      name: "Samir Khoury",
      role: "Directeur de la clinique, Clinique Physio Saint-Laurent",
    },
  },
  {
    slug: "seo-trillium-home-comfort",
    client: "Trillium Home Comfort",
    sector: "Entrepreneur en chauffage et climatisation",
    location: "Mississauga (Ontario)",
    headline: "+61 % de prospects issus de la recherche",
    summary:
      "Une vraie page pour chaque ville, des appels suivis jusqu'au contrat : +61 % de prospects issus de la recherche en 9 mois pour un entrepreneur en CVC de Peel.",
    services: ["digital-marketing/seo", "web/copywriting"],
    image: {
      scene: "browser",
      alt: "Illustration de la page de service d'un entrepreneur en chauffage et climatisation bien classée dans les résultats locaux",
    },
    problem: [
      "Trillium Home Comfort installe et entretient des fournaises, des thermopompes et des climatiseurs dans les régions de Peel, de Halton et de York, mais son site web n'avait qu'une page de zone desservie qui énumérait 20 villes. Il se classait à Mississauga et presque nulle part ailleurs, si bien que Google Ads amenait la plupart des nouveaux clients.",
      "Dans la région de Toronto, un clic payant pour la réparation de fournaise coûtait souvent plus de 30 $, et les propriétaires ne savaient même pas quels appels venaient du site web. Ils voulaient une source de prospects plus stable avant la prochaine saison de chauffage.",
    ],
    approach: [
      {
        title: "Repérer la demande",
        description:
          "Nous avons croisé les recherches sur les fournaises, la climatisation et les thermopompes, ville par ville, avec les secteurs déjà desservis par les camions de l'entreprise, et retenu 14 villes qui méritaient leur propre page.",
      },
      {
        title: "Des pages par ville qui valent la lecture",
        description:
          "Chaque page traite de réalités locales, comme le type de maisons et l'âge habituel des équipements, les travaux récents dans la ville et les programmes de subventions en vigueur pour les thermopompes, au lieu de changer simplement le nom de la ville dans un gabarit.",
      },
      {
        title: "Un ménage technique",
        description:
          "Nous avons fusionné les pages de service en double, ajouté des données structurées LocalBusiness et refait le maillage interne pour que chaque page de ville profite de l'autorité des pages de service principales.",
      },
      {
        title: "Des appels suivis jusqu'au contrat",
        description:
          "Des numéros CallRail distinguaient les appels issus de la recherche naturelle de ceux issus de la publicité, et le bureau indiquait pour chaque appel s'il avait mené à un contrat, ce qui donnait un vrai coût par prospect pour les deux canaux.",
      },
    ],
    results: [
      { value: "61 %", label: "de prospects en plus issus de la recherche en 9 mois" },
      {
        value: "14",
        label: "pages de ville parmi les cinq premiers résultats (fournaises, climatisation)",
      },
      {
        value: "68 %",
        label: "de moins par prospect en recherche naturelle qu'en recherche payante",
      },
    ],
    technologies: ["WordPress", "CallRail", "Google Search Console", "Schema.org"],
    duration: "En cours depuis 2024",
  },
] satisfies CaseStudyInput[];
