import { site } from "../../../site";
import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "domains-bow-valley-physiotherapy",
    client: "Bow Valley Physiotherapy",
    sector: "Santé, Alberta",
    location: "Canmore (Alberta)",
    headline: "14 noms de domaine regroupés dans un seul compte",
    summary:
      "Une clinique de physiothérapie avait ses domaines dans cinq comptes. Nous en avons réuni 14 dans un compte à son nom, avec un seul calendrier de renouvellement.",
    services: ["hosting/domain-registration", "hosting/email"],
    image: {
      scene: "dashboard",
      alt: "Illustration d'un tableau de bord listant les noms de domaine regroupés d'une clinique, avec leurs dates de renouvellement",
    },
    problem: [
      "Bow Valley Physiotherapy est passée d'une clinique à Canmore à trois, avec l'ouverture de Banff et de Cochrane. Chaque ouverture a amené de nouveaux noms de domaine pour les pages de réservation, les publicités et les pages d'atterrissage locales, enregistrés par la personne qui pilotait le projet à ce moment-là.",
      "En 2023, les noms de la clinique se répartissaient entre cinq comptes de registraire, dont deux liés à un ancien contractuel en marketing et un à la carte de crédit personnelle de la fondatrice. Personne ne savait de quel domaine dépendait le système de réservation, et un renouvellement oublié avait déjà mis la page de Cochrane hors ligne pendant toute une fin de semaine.",
    ],
    approach: [
      {
        title: "Un audit complet des domaines",
        description:
          "Nous avons retrouvé le registraire de 17 noms de domaine, noté leurs dates d'expiration et leurs hébergeurs DNS, et établi lesquels servaient au site web, aux courriels des patients et au système de réservation en ligne.",
      },
      {
        title: "Admissibilité et titulaire auprès de l'ACEI",
        description:
          "Nous avons confirmé que la société albertaine de la clinique respectait les exigences de présence au Canada de l'ACEI, puis inscrit l'entreprise, plutôt que des particuliers, comme titulaire de chaque domaine.",
      },
      {
        title: "Des transferts vers un seul compte",
        description:
          "Nous avons obtenu les codes d'autorisation, dont deux auprès de l'ancien contractuel, et transféré 14 noms de domaine dans un compte unique appartenant à la clinique. Les trois noms inutilisés ont été laissés expirer.",
      },
      {
        title: "Une zone DNS refaite et documentée",
        description:
          "Avant chaque transfert, nous avons copié chaque enregistrement dans notre DNS géré, ajouté SPF et DKIM pour les courriels de la clinique et rédigé une fiche d'une page expliquant le rôle de chaque entrée.",
      },
      {
        title: "Un seul calendrier de renouvellement",
        description:
          "Les 14 noms de domaine se renouvellent désormais automatiquement sur une même carte d'entreprise, avec un rappel 60 jours avant l'échéance pour que la clinique décide si chaque nom de campagne vaut encore la peine d'être conservé.",
      },
    ],
    results: [
      { value: "14", label: "noms de domaine transférés dans un compte appartenant à la clinique" },
      { value: "5 → 1", label: "comptes de registraire remplacés par un seul accès" },
      { value: "0", label: "renouvellement manqué depuis le regroupement" },
      { value: "3", label: "domaines inutilisés abandonnés plutôt que renouvelés" },
    ],
    technologies: ["Registre .ca de l'ACEI", "Cloudflare DNS", "Google Workspace"],
    duration: "En cours depuis 2023",
    quote: {
      text: "On a enfin une seule liste de tous nos noms de domaine et un seul accès pour les gérer. Quand on a lancé la nouvelle page de réservation de la clinique de Cochrane, le changement DNS a été fait l'après-midi même.",
      name: "Kirsten Halvorsen",
      role: "Propriétaire et directrice de clinique, Bow Valley Physiotherapy",
    },
  },
  {
    slug: "domains-maison-levesque-traiteur",
    client: "Maison Lévesque Traiteur",
    sector: "Traiteur, Québec",
    location: "Lévis (Québec)",
    headline: "Des noms de domaine .ca bilingues, accent compris",
    summary:
      "Un traiteur de Lévis a maintenant des adresses .ca en français et en anglais, accent compris, qui mènent chacune à la bonne version linguistique de son site.",
    services: ["hosting/domain-registration", "hosting/website"],
    image: {
      scene: "browser",
      alt: "Illustration d'un navigateur affichant le site bilingue d'un traiteur à son adresse .ca française",
    },
    problem: [
      "Maison Lévesque Traiteur sert des mariages et des événements d'entreprise dans toute la région de Chaudière-Appalaches, et la plupart de ses clients font leurs recherches en français. Sa seule adresse web était un .com anglais choisi par un ancien concepteur, que bien des clients écrivaient mal ou ne trouvaient jamais.",
      "Les propriétaires voulaient une adresse identique au nom inscrit sur leurs camions, accent compris, et une adresse anglaise distincte pour la clientèle d'affaires de l'Ontario et des Maritimes. Le site français devait aussi être au moins aussi complet et facile à trouver que le site anglais, comme l'exige la Charte de la langue française.",
    ],
    approach: [
      {
        title: "Les options de nom",
        description:
          "Nous avons vérifié la disponibilité des graphies française et anglaise du nom et confirmé que l'entreprise, en tant que société québécoise, était admissible aux noms de domaine en .ca.",
      },
      {
        title: "Des noms .ca avec et sans accent",
        description:
          "Nous avons enregistré maisonlevesque.ca et sa forme accentuée maisonlévesque.ca, que l'ACEI réserve au même titulaire, ainsi qu'un nom anglais pour le service de traiteur aux entreprises.",
      },
      {
        title: "Des redirections selon la langue",
        description:
          "Les deux adresses françaises ouvrent le site en français par défaut, le nom anglais ouvre les pages anglaises, et l'ancien .com redirige page par page pour que les liens existants fonctionnent toujours.",
      },
      {
        title: "Les courriels sur la graphie sans accent",
        description:
          "Comme bien des systèmes de messagerie gèrent encore mal les adresses accentuées, nous avons gardé les boîtes aux lettres du personnel sur le .ca sans accent et publié ses enregistrements SPF et DKIM.",
      },
    ],
    results: [
      { value: "3", label: "noms en .ca enregistrés, y compris la graphie accentuée" },
      {
        value: "38 %",
        label: "des visites en français arrivent maintenant par l'adresse accentuée",
      },
      { value: "0", label: "lien brisé après la redirection de l'ancien .com" },
    ],
    technologies: ["Registre .ca de l'ACEI", "Cloudflare DNS", "WordPress", "WPML"],
    duration: "En cours depuis 2022",
  },
  {
    slug: "domains-harbourline-marine-supply",
    client: "Harbourline Marine Supply",
    sector: "Articles nautiques, Nouvelle-Écosse",
    location: "Lunenburg (Nouvelle-Écosse)",
    headline: "Un .com expiré récupéré avant sa mise aux enchères",
    summary:
      "Le .com d'un fournisseur nautique de Lunenburg a expiré au début de la saison de navigation. Nous l'avons restauré en moins de 48 heures, puis verrouillé.",
    services: ["hosting/domain-registration", "hosting/email"],
    image: {
      scene: "shield",
      alt: "Illustration d'un bouclier protégeant un nom de domaine récupéré, avec un verrou de transfert",
    },
    problem: [
      "Le .com de Harbourline Marine Supply avait été enregistré en 2008 avec l'adresse courriel personnelle d'un membre de la famille. Quand la carte au dossier a expiré, les avis de renouvellement sont arrivés dans une boîte que personne ne consultait, et au début de mai, le site web et les courriels du magasin ont cessé de fonctionner.",
      "Quand l'équipe nous a appelés, le domaine avait dépassé son délai de grâce et était entré en période de récupération. Le registraire comptait le mettre aux enchères à la fin de cette période, ce qui aurait remis le nom, et chaque confirmation de commande envoyée depuis ce nom, entre les mains d'un inconnu.",
    ],
    approach: [
      {
        title: "Vérification de l'état le jour même",
        description:
          "Nous avons confirmé dans les données du registre que le domaine était en période de récupération et calculé exactement combien de jours il restait avant sa remise en circulation.",
      },
      {
        title: "Preuve de propriété",
        description:
          "Nous avons aidé les propriétaires à rassembler les documents d'immatriculation de l'entreprise et d'anciennes factures pour que le registraire accepte la demande de restauration présentée par l'entreprise.",
      },
      {
        title: "Restauration et reconnexion",
        description:
          "Une fois les frais de récupération payés et le domaine restauré, nous avons repointé les enregistrements du site web et de la messagerie, puis vérifié que les commandes et les courriels des fournisseurs arrivaient de nouveau.",
      },
      {
        title: "Propriété et verrous",
        description:
          "Une fois le blocage de transfert levé, nous avons déplacé le .com dans un compte de l'entreprise, l'avons renouvelé pour dix ans, activé le verrou de transfert et enregistré le .ca correspondant.",
      },
    ],
    results: [
      {
        value: "< 48 h",
        label: "entre le premier appel et le retour en ligne du site et des courriels",
      },
      { value: "10 ans", label: "de renouvellement prépayé pour le .com récupéré" },
      { value: "2", label: "noms de domaine détenus par l'entreprise, avec verrou de transfert" },
    ],
    technologies: ["Registre .ca de l'ACEI", "Cloudflare DNS", "Microsoft 365"],
    duration: "En cours depuis 2024",
    quote: {
      text: `On ignorait que le domaine était au nom de mon beau-frère jusqu'à ce que tout s'éteigne, la première semaine de mai. ${site.name} l'a récupéré dès le lendemain soir, et maintenant, c'est l'entreprise qui en est pleinement propriétaire.`,
      name: "Shauna Zwicker",
      role: "Directrice générale, Harbourline Marine Supply",
    },
  },
] satisfies CaseStudyInput[];
