import type { ProjectInput } from "../schema";

export default {
  slug: "healthtrack",
  client: "HealthTrack",
  sector: "Jeune pousse en santé numérique",
  location: "Montréal (Québec)",
  headline: "Révision quotidienne ramenée de 3 heures à 50 minutes",
  summary:
    "Preuve de concept en IA, puis PMV, pour une jeune pousse montréalaise de télésurveillance : la révision quotidienne des infirmières passe de 3 h à 50 min.",
  title: {
    text: "Des signalements de risque qui indiquent aux infirmières",
    accent: "quels patients appeler en premier",
  },
  category: "artificial-intelligence",
  year: 2025,
  services: ["artificial-intelligence/ai-poc-ai-mvp", "software/mvp-solutions"],
  image: {
    scene: "dashboard",
    alt: "Illustration d'une file de révision qui classe les patients par niveau de risque, à côté de leurs mesures de tension artérielle et de poids",
  },
  detailImage: {
    scene: "shield",
    alt: "Illustration d'un bouclier protégeant des dossiers de santé dépersonnalisés, hébergés dans une région infonuagique canadienne",
  },
  problem: [
    "HealthTrack fournit des tensiomètres, des pèse-personnes et des saturomètres Bluetooth à des personnes atteintes d'insuffisance cardiaque ou de maladie pulmonaire obstructive chronique (MPOC), et transmet leurs mesures aux infirmières de cliniques partenaires. Quand la jeune pousse a atteint plusieurs centaines de patients, chaque infirmière passait environ trois heures par jour à faire défiler des mesures, normales pour la plupart, afin de repérer les quelques patients qu'il fallait appeler.",
    "Les fondateurs croyaient qu'un modèle pourrait classer les patients selon leur risque, mais il leur fallait des preuves avant leur prochaine ronde de financement, et les données étaient on ne peut plus sensibles. Les patients vivaient au Québec et en Ontario : le projet devait respecter la Loi 25 du Québec et la Loi de 2004 sur la protection des renseignements personnels sur la santé (LPRPS) de l'Ontario, et les cliniques partenaires refusaient que des dossiers nominatifs quittent l'hébergement canadien de HealthTrack.",
  ],
  approach: [
    {
      title: "Fixer par écrit la question et la barre à atteindre",
      description:
        "Avec la direction clinique de HealthTrack, nous avons défini le succès avant d'écrire la moindre ligne de code : repérer au moins 85 % des patients que les infirmières avaient appelés en raison d'une tendance à la détérioration, avec assez peu de faux signalements pour que la révision prenne moins d'une heure par jour.",
    },
    {
      title: "Travailler uniquement avec des données dépersonnalisées",
      description:
        "L'équipe de HealthTrack a dépersonnalisé 18 mois de mesures et de notes de suivi infirmier dans son propre environnement canadien avant de nous les transmettre, et une évaluation des facteurs relatifs à la vie privée (EFVP) couvrant la Loi 25 et la LPRPS a été approuvée au préalable.",
    },
    {
      title: "Mettre plusieurs approches à l'épreuve",
      description:
        "Pendant une preuve de concept de six semaines, nous avons comparé les règles de seuil qu'utilisaient déjà les infirmières, un modèle d'amplification de gradient (gradient boosting) fondé sur l'évolution du poids, de la tension artérielle et de la saturation en oxygène, et une combinaison des deux. Seule la combinaison a atteint la barre, en repérant 88 % des cas de suivi dans le jeu de test réservé.",
    },
    {
      title: "Bâtir le PMV pour les infirmières",
      description:
        "Une fois le feu vert obtenu, nous avons créé une file de révision qui classe les patients, justifie chaque signalement par les mesures qui l'ont déclenché et consigne l'intervention de l'infirmière. Les infirmières prennent toutes les décisions cliniques ; l'outil ne fait qu'établir l'ordre de révision.",
    },
    {
      title: "Mener un projet pilote dans deux cliniques",
      description:
        "Le PMV est hébergé dans la région AWS Canada (Centre) et a été lancé avec deux cliniques partenaires et 420 patients, avec une vérification hebdomadaire des cas manqués et des faux signalements par rapport au jeu de test initial.",
    },
  ],
  results: [
    { value: "50 min", label: "de révision par jour et par infirmière, contre environ 3 heures" },
    { value: "88 %", label: "des patients à rappeler ont été repérés dans le jeu de test" },
    { value: "420", label: "patients suivis dans le projet pilote du PMV, dans deux cliniques" },
    { value: "0", label: "dossier de santé nominatif utilisé pour mettre au point le modèle" },
  ],
  technologies: [
    "Python",
    "XGBoost",
    "scikit-learn",
    "FastAPI",
    "React",
    "PostgreSQL",
    "AWS Canada (Centre)",
  ],
  duration: "12 semaines",
  quote: {
    text: "Nous sommes arrivés à notre ronde de financement avec un résultat mesuré et un produit qui fonctionne dans deux cliniques, pas avec une diapo sur ce que l'IA pourrait faire. La réaction des infirmières dès la première semaine nous en a appris plus que n'importe quel argumentaire.",
    name: "Karima Benali",
    role: "Cofondatrice et cheffe de la direction, HealthTrack",
  },
} satisfies ProjectInput;
