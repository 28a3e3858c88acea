import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "mvp-tutorloop-booking",
    client: "Tutorloop",
    sector: "Technologies éducatives",
    location: "Hamilton (Ontario)",
    headline: "400 séances payées dans les 8 premières semaines",
    summary:
      "Une appli de tutorat avec tuteurs vérifiés, disponibilités en direct et paiement à la réservation a vendu 400 séances à des familles de Hamilton en 8 semaines.",
    services: ["software/mvp-solutions", "software/mobile-applications"],
    image: {
      scene: "phone",
      alt: "Illustration d'une appli de réservation de tutorat affichant les tuteurs et les plages horaires libres",
    },
    problem: [
      "La fondatrice de Tutorloop, une ancienne enseignante de mathématiques au secondaire, voyait les parents de Hamilton et de Burlington chercher des tuteurs sur des babillards communautaires et dans des groupes de clavardage, sans pouvoir vérifier les antécédents ni les disponibilités d'un tuteur avant de lui écrire. Les tuteurs, surtout des étudiants universitaires, perdaient des heures en allers-retours pour fixer les séances.",
      "Ses économies lui permettaient une seule tentative sérieuse : elle devait savoir si des parents paieraient dans une appli avant de quitter l'enseignement ou de chercher du financement. Une plateforme complète, avec messagerie, cours de groupe et place de marché de tuteurs, aurait englouti l'essentiel de ce budget avant qu'un seul parent ait payé.",
    ],
    approach: [
      {
        title: "Une seule hypothèse",
        description:
          "Nous avons convenu de vérifier une seule question : des parents réserveraient-ils et paieraient-ils d'avance une heure avec un tuteur vérifié qu'ils n'ont jamais rencontré, s'ils pouvaient voir des avis et des plages libres ?",
      },
      {
        title: "Un prototype devant des parents",
        description:
          "Un prototype cliquable a été présenté à huit parents et à six tuteurs dans les deux premières semaines. Leurs réactions nous ont amenés à retirer la messagerie de la première version au profit d'une note jointe à la réservation.",
      },
      {
        title: "Réservation et paiement, rien de plus",
        description:
          "Les parents choisissent une matière, un niveau et une heure, puis paient par carte en réservant. Les tuteurs sont payés chaque semaine par Stripe Connect, déduction faite des frais de la plateforme.",
      },
      {
        title: "La confiance dès l'inscription",
        description:
          "Les tuteurs téléversent une vérification des antécédents pour le travail auprès de personnes vulnérables et deux références, que la fondatrice examine avant la mise en ligne de leur profil.",
      },
      {
        title: "Des mesures dès le lancement",
        description:
          "Inscriptions, premières réservations et réservations répétées ont été suivies dès le premier jour, avec un consentement géré selon la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) et des comptes gérés par les parents pour les moins de 18 ans.",
      },
    ],
    results: [
      { value: "400", label: "séances réservées et payées dans les 8 premières semaines" },
      { value: "58", label: "tuteurs vérifiés actifs sur la plateforme" },
      { value: "46 %", label: "des familles ont réservé une deuxième séance dans le mois" },
    ],
    technologies: ["React Native", "Expo", "Node.js", "PostgreSQL", "Stripe Connect"],
    duration: "8 semaines",
    quote: {
      text: "Je voulais savoir si les parents paieraient. J'ai aussi appris qu'ils ne tenaient pas à clavarder avec les tuteurs avant : ils voulaient voir une plage horaire et la réserver. Ça a changé toute notre feuille de route.",
      name: "Nadia Rahimi",
      role: "Fondatrice, Tutorloop",
    },
  },
  {
    slug: "mvp-cratewise-surplus-marketplace",
    client: "Cratewise",
    sector: "Place de marché d'invendus alimentaires",
    location: "Winnipeg (Manitoba)",
    headline: "60 restaurants inscrits au projet pilote à Winnipeg",
    summary:
      "Une place de marché web de boîtes d'invendus du soir a rallié 60 restaurants et boulangeries de Winnipeg et vendu 2 900 boîtes en trois mois de projet pilote.",
    services: ["software/mvp-solutions", "software/web-applications"],
    image: {
      scene: "cart",
      alt: "Illustration d'une place de marché qui propose à rabais des boîtes d'invendus de restaurants du quartier",
    },
    problem: [
      "Les deux fondateurs de Cratewise avaient travaillé dans des cuisines de Winnipeg et vu de la bonne nourriture finir à la poubelle à la fermeture. Leur idée était simple : permettre aux restaurants d'offrir à rabais des boîtes surprises d'invendus, à récupérer dans la dernière heure du service.",
      "Le risque touchait les deux côtés du marché. Les restaurants ne s'inscriraient que si la mise en vente prenait moins d'une minute en pleine fermeture, et les acheteurs ne reviendraient que si les boîtes valaient leur prix et étaient prêtes à leur arrivée.",
    ],
    approach: [
      {
        title: "Valider d'abord le côté restaurants",
        description:
          "Avant d'écrire une ligne de code, les fondateurs ont fait essayer un prototype papier dans 15 cuisines : la mise en vente devait se faire sur un téléphone, en trois touches.",
      },
      {
        title: "Une appli web mobile plutôt que deux applis natives",
        description:
          "Nous avons conçu une seule appli web mobile pour les acheteurs et les restaurants afin de concentrer le budget, sans attendre l'approbation des boutiques d'applications pour livrer un changement au projet pilote.",
      },
      {
        title: "Des cueillettes prépayées",
        description:
          "Les acheteurs paient en réservant et reçoivent un code de cueillette par texto. Les restaurants sont payés chaque semaine, et la TPS et la TVP du Manitoba figurent sur chaque reçu.",
      },
      {
        title: "Un projet pilote de quartier",
        description:
          "Le lancement s'est limité à l'Exchange District, à Osborne Village et à Saint-Boniface, pour que les fondateurs puissent visiter chaque restaurant et entendre parler des problèmes en personne.",
      },
    ],
    results: [
      { value: "60", label: "restaurants et boulangeries inscrits pendant le projet pilote" },
      { value: "2 900", label: "boîtes d'invendus vendues dans les trois premiers mois" },
      {
        value: "4 t",
        label: "de nourriture ont échappé au site d'enfouissement pendant le projet pilote",
      },
    ],
    technologies: ["Next.js", "TypeScript", "PostgreSQL", "Stripe Connect", "Twilio"],
    duration: "9 semaines",
  },
  {
    slug: "mvp-claimready-contractor-invoicing",
    client: "Claimready",
    sector: "Technologie financière en construction",
    location: "Vaughan (Ontario)",
    headline: "Financement de démarrage obtenu après le projet pilote",
    summary:
      "Un PMV de facturation des paiements progressifs et des retenues en Ontario, testé par 14 entrepreneurs, a aidé ses fondateurs à lever 1,2 M$.",
    services: ["software/mvp-solutions", "software/api-integration"],
    image: {
      scene: "dashboard",
      alt: "Illustration d'un tableau de bord de facturation qui suit les demandes de paiement et les retenues d'un entrepreneur",
    },
    problem: [
      "Les fondateurs de Claimready, un avocat en droit de la construction et un ancien surintendant de chantier, voyaient des entrepreneurs spécialisés perdre de l'argent à cause de demandes de paiement tardives, contestées ou incomplètes. En Ontario, les règles de paiement sans délai imposent des échéances fermes au propriétaire dès qu'une facture en bonne et due forme est remise, mais bien des sous-traitants montaient encore leurs demandes dans des tableurs et oubliaient les détails qui font courir le délai.",
      "Les investisseurs aimaient l'idée, mais voulaient la preuve que les entrepreneurs changeraient leur façon de facturer. Les fondateurs devaient mettre un produit fonctionnel entre les mains d'entrepreneurs en moins d'un trimestre.",
    ],
    approach: [
      {
        title: "Aller droit à l'étape la plus risquée",
        description:
          "L'atelier de cadrage a réduit une longue liste de souhaits à un seul processus : produire une facture en bonne et due forme à partir de la ventilation des coûts, suivre la retenue de 10 % et afficher le compte à rebours jusqu'à l'échéance de paiement.",
      },
      {
        title: "Un prototype avec de vraies demandes",
        description:
          "Six entrepreneurs ont refait une demande de paiement récente dans le prototype cliquable, ce qui a montré comment les avenants et la retenue devaient figurer sur la facture.",
      },
      {
        title: "Le produit de base, relié à la comptabilité",
        description:
          "Les demandes approuvées s'exportent vers QuickBooks Online et Sage 50 avec la TVH appliquée : les utilisateurs du projet pilote gardaient les livres sur lesquels comptaient leurs comptables.",
      },
      {
        title: "Des données pilotes vérifiables",
        description:
          "Nous avons mesuré les dates de création, de dépôt et de paiement des demandes pour que les fondateurs présentent les délais de paiement réels aux investisseurs, et préparé des notes d'architecture pour la vérification diligente.",
      },
    ],
    results: [
      {
        value: "1,2 M$",
        label: "de financement de démarrage obtenu quatre mois après le projet pilote",
      },
      { value: "14", label: "entrepreneurs généraux et spécialisés dans le projet pilote" },
      { value: "3,6 M$", label: "en demandes de paiement émises au moyen du produit" },
    ],
    technologies: ["React", "TypeScript", "NestJS", "PostgreSQL", "API QuickBooks Online"],
    duration: "10 semaines",
    quote: {
      text: "Les investisseurs avaient déjà entendu des présentations sur le paiement sans délai. Ce qui les a convaincus, c'est un tableau de bord avec les vraies demandes de quatorze entrepreneurs et le nombre de jours que chacun avait attendu pour être payé.",
      name: "Ravi Chandrasekaran",
      role: "Cofondateur, Claimready",
    },
  },
] satisfies CaseStudyInput[];
