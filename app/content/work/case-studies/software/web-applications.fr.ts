import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "webapp-fraser-valley-property-portal",
    client: "Fraser Valley Property Services",
    sector: "Gestion immobilière",
    location: "Chilliwack (Colombie-Britannique)",
    headline: "40 % d'appels de locataires en moins",
    summary:
      "Demandes d'entretien, état du loyer, avis d'immeuble : un portail locataire a réduit de 40 % en six mois les appels au bureau d'un gestionnaire de Chilliwack.",
    services: ["software/web-applications", "software/api-integration"],
    image: {
      scene: "browser",
      alt: "Illustration d'un portail locataire affichant les demandes d'entretien et l'état des paiements de loyer",
    },
    problem: [
      "Fraser Valley Property Services gère environ 1 100 logements locatifs à Chilliwack, Abbotsford et Mission pour le compte de petits et moyens propriétaires. Chaque robinet qui fuit, chaque puce d'accès perdue et chaque question sur le loyer arrivait par téléphone, et deux employés de bureau passaient l'essentiel de leur journée à consigner les appels dans un tableur partagé et à rappeler les locataires pour les tenir au courant.",
      "Les locataires ne pouvaient pas savoir si une réparation était planifiée, si bien que beaucoup appelaient deux ou trois fois pour la même demande. De leur côté, les propriétaires réclamaient des bilans mensuels qui prenaient une semaine à monter à la main.",
    ],
    approach: [
      {
        title: "Cartographier les appels",
        description:
          "Nous avons classé trois mois de registres d'appels par motif : suivis de réparation, questions sur le solde du loyer et avis d'immeuble représentaient près des deux tiers du volume.",
      },
      {
        title: "Un portail bâti autour des demandes",
        description:
          "Le locataire soumet une réparation avec photos et plage d'accès souhaitée, puis en suit l'avancement, de « reçue » à « planifiée » puis à « terminée », avec un courriel ou un texto à chaque étape.",
      },
      {
        title: "L'état du loyer sans coup de fil",
        description:
          "Chaque locataire voit son solde, ses paiements récents et ses prochaines dates de débit préautorisé, importés chaque nuit du système comptable que le bureau utilisait déjà.",
      },
      {
        title: "Des accès pour les corps de métier et les propriétaires",
        description:
          "Plombiers et électriciens voient les travaux qui leur sont confiés avec les consignes d'accès, et les propriétaires reçoivent chaque mois un relevé des réparations et des coûts par immeuble, sans que personne ait à le compiler.",
      },
      {
        title: "Confidentialité et déploiement",
        description:
          "Les données sont hébergées dans AWS Canada (Centre), avec des accès attribués selon le rôle, conformément à la loi sur la protection des renseignements personnels de la Colombie-Britannique (PIPA), et les locataires ont été inscrits immeuble par immeuble sur cinq semaines.",
      },
    ],
    results: [
      { value: "40 %", label: "d'appels de locataires en moins au bureau après six mois" },
      { value: "78 %", label: "des demandes de réparation maintenant soumises dans le portail" },
      { value: "1 jour", label: "pour produire les relevés des propriétaires, contre une semaine" },
    ],
    technologies: ["React", "TypeScript", "Node.js", "PostgreSQL", "Twilio", "AWS Canada (Centre)"],
    duration: "10 semaines",
    quote: {
      text: "Avant, les locataires appelaient pour savoir si on avait bien reçu leur premier appel. Maintenant, ils voient que le plombier passe jeudi matin, et le téléphone sonne assez peu pour qu'on puisse enfin répondre aux appels qui comptent.",
      name: "Gurleen Bains",
      role: "Directrice des opérations, Fraser Valley Property Services",
    },
  },
  {
    slug: "webapp-laurentian-freight-dispatch",
    client: "Laurentian Freight",
    sector: "Logistique",
    location: "Saint-Jérôme (Québec)",
    headline: "Répartition planifiée en 20 minutes plutôt qu'en 2 heures",
    summary:
      "Chargements, chauffeurs et heures de service sur un tableau bilingue : un transporteur des Laurentides planifie sa journée en 20 minutes plutôt qu'en 2 heures.",
    services: ["software/web-applications", "software/api-integration"],
    image: {
      scene: "network",
      alt: "Illustration d'un tableau de répartition reliant camions, chauffeurs et itinéraires de livraison",
    },
    problem: [
      "Laurentian Freight exploite 38 camions entre les Laurentides, Montréal et l'Est ontarien. Chaque après-midi, deux répartiteurs bâtissaient le plan du lendemain sur un tableau blanc et dans un tableur, en appelant les chauffeurs pour confirmer leurs heures restantes et en surveillant les courriels des clients pour les changements de dernière minute.",
      "La planification prenait environ deux heures par jour, et tout changement après 16 h obligeait à tout recommencer. Les erreurs se traduisaient par des camions qui revenaient à vide ou par un chauffeur affecté à un trajet qui lui aurait fait dépasser ses heures de service.",
    ],
    approach: [
      {
        title: "Deux après-midi avec les répartiteurs",
        description:
          "Nous avons passé deux après-midi aux côtés des répartiteurs à Saint-Jérôme, à noter chacune de leurs décisions et l'information dont elle dépendait.",
      },
      {
        title: "Un seul tableau pour les chargements et les chauffeurs",
        description:
          "Chargements à attribuer, camions et chauffeurs se côtoient sur un tableau à glisser-déposer, et les heures disponibles de chaque chauffeur proviennent des dispositifs de consignation électronique de la flotte.",
      },
      {
        title: "Des avertissements avant les erreurs",
        description:
          "Le tableau signale toute affectation qui enfreindrait les limites d'heures de service, dépasserait la charge nominale d'une remorque ou laisserait un camion sans chargement de retour.",
      },
      {
        title: "En français d'abord, en anglais aussi",
        description:
          "L'interface, les avis aux chauffeurs et les documents de livraison fonctionnent en français et en anglais : le personnel de bureau comme les chauffeurs de l'Ontario travaillent chacun dans sa langue.",
      },
    ],
    results: [
      { value: "20 min", label: "pour planifier la répartition du lendemain, contre 2 heures" },
      { value: "14 %", label: "de kilomètres à vide en moins sur les trajets de retour" },
      { value: "0", label: "infraction aux heures de service depuis le lancement" },
    ],
    technologies: [
      "React",
      "TypeScript",
      "NestJS",
      "PostgreSQL",
      "API Samsara",
      "Google Maps Platform",
    ],
    duration: "11 semaines",
  },
] satisfies CaseStudyInput[];
