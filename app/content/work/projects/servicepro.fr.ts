import type { ProjectInput } from "../schema";

export default {
  slug: "servicepro",
  client: "ServicePro HVAC",
  sector: "Installation et entretien en chauffage et climatisation",
  location: "Edmonton (Alberta)",
  headline: "Factures envoyées le jour même, pas six jours plus tard",
  summary:
    "Application mobile hors ligne pour les techniciens d'un spécialiste CVC d'Edmonton : bons de travail, photos et signatures sur place, factures le jour même.",
  title: {
    text: "Une application pour techniciens qui fonctionne au sous-sol",
    accent: "et envoie les factures le jour même",
  },
  category: "software",
  year: 2023,
  services: ["software/mobile-applications", "software/api-integration"],
  image: {
    scene: "phone",
    alt: "Illustration d'un téléphone affichant un bon de travail pour une fournaise, avec photos, pièces utilisées et zone de signature",
  },
  detailImage: {
    scene: "dashboard",
    alt: "Illustration d'un tableau de répartition au bureau, avec les techniciens, l'état des interventions et les factures prêtes à envoyer",
  },
  problem: [
    "ServicePro HVAC compte 34 techniciens qui installent et entretiennent des fournaises, des chaudières, des thermopompes et des climatiseurs à Edmonton, St. Albert et Sherwood Park. Les appels de service étaient répartis par téléphone et consignés sur des bons de travail en papier carbone qui arrivaient au bureau à la fin de la semaine.",
    "Le personnel de bureau ressaisissait chaque bon dans le logiciel comptable : les factures partaient en moyenne six jours après l'intervention, et des pièces manquaient souvent sur la facture. L'hiver est la haute saison, quand un appel pour une panne de chauffage par moins 30 degrés ne peut pas attendre, et les techniciens travaillent dans des sous-sols et des vides sanitaires sans réseau. C'est d'ailleurs pourquoi deux applications précédentes, qui ne fonctionnaient qu'en ligne, avaient été abandonnées.",
  ],
  approach: [
    {
      title: "Monter dans les camions avant de concevoir",
      description:
        "Nous avons passé deux jours dans les camions de service pendant une vague de froid, à observer les techniciens travailler avec des gants, peu de lumière et aucun réseau. Résultat : de grandes zones tactiles et un écran d'intervention qui tient sur une seule page.",
    },
    {
      title: "Concevoir d'abord pour le mode hors ligne",
      description:
        "L'application React Native garde sur le téléphone les interventions de la journée, l'historique des clients, les fiches d'équipement et la liste de prix, enregistre chaque modification localement et se synchronise au retour du réseau, en signalant tout conflit au bureau.",
    },
    {
      title: "Recueillir les preuves sur place",
      description:
        "Les techniciens inscrivent les pièces prises dans l'inventaire de leur camion, prennent des photos avant et après, lisent les numéros de série des appareils avec la caméra et recueillent la signature du client à l'écran.",
    },
    {
      title: "Relier la répartition et la comptabilité",
      description:
        "Un service d'intégration transmet les interventions terminées au tableau de répartition du bureau, crée la facture avec la TPS dans QuickBooks Online et met à jour l'inventaire des camions : les listes de réapprovisionnement se dressent toutes seules.",
    },
    {
      title: "Déployer une équipe à la fois",
      description:
        "Six techniciens ont mis l'application à l'essai pendant deux semaines en octobre, avant le gros de la saison de chauffage, puis nous avons formé les autres à l'atelier, par groupes de huit.",
    },
  ],
  results: [
    {
      value: "Le jour même",
      label: "pour la facturation, au lieu de six jours après l'intervention en moyenne",
    },
    { value: "35 min", label: "de paperasse en moins par technicien, chaque jour" },
    { value: "98 %", label: "des interventions fermées avec photos et signature du client" },
    { value: "0", label: "bon de travail perdu depuis le lancement, même hors réseau" },
  ],
  technologies: [
    "React Native",
    "Expo",
    "SQLite",
    "Node.js",
    "PostgreSQL",
    "API QuickBooks Online",
    "AWS Canada (Centre)",
  ],
  duration: "12 semaines",
  quote: {
    text: "Un des premiers appels du projet pilote, c'était une fournaise dans un sous-sol sans réseau, et l'intervention était signée et facturée avant même que le technicien ait fini de reculer dans l'entrée. C'est ce jour-là que mes techniciens ont arrêté de réclamer le carnet papier.",
    name: "Olumide Adeyemi",
    role: "Directeur du service, ServicePro HVAC",
  },
} satisfies ProjectInput;
