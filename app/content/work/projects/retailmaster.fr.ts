import type { ProjectInput } from "../schema";

export default {
  slug: "retailmaster",
  client: "RetailMaster",
  sector: "Éditeur de logiciels de point de vente",
  location: "Halifax (Nouvelle-Écosse)",
  headline: "+52 % de demandes de démo après une refonte bilingue",
  summary:
    "Refonte bilingue d'un éditeur de logiciels de caisse d'Halifax : stratégie, nouveau logo, système de marque et site web, pour 52 % de demandes de démo en plus.",
  title: {
    text: "Une nouvelle image bilingue pour un éditeur de logiciels de caisse",
    accent: "dans laquelle les commerces indépendants se reconnaissent",
  },
  category: "branding",
  year: 2024,
  services: [
    "branding/identity",
    "branding/logo-design",
    "branding/launch",
    "web/website-design-development",
  ],
  image: {
    scene: "print",
    alt: "Illustration d'un guide de marque bilingue ouvert sur le nouveau logo, la palette de couleurs et un reçu imprimé",
  },
  detailImage: {
    scene: "browser",
    alt: "Illustration du nouveau site web bilingue avec un sélecteur de langue et un formulaire de demande de démo",
  },
  problem: [
    "RetailMaster conçoit des logiciels de point de vente et de gestion des stocks pour les quincailleries, librairies, boutiques de cadeaux et centres de jardinage indépendants du Canada atlantique. Le produit avait mûri en douze ans, mais pas la marque : un logo de caisse enregistreuse tiré d'une banque d'images, une couleur différente sur chaque bannière de salon professionnel et une allure qui faisait croire aux clients potentiels qu'il s'agissait d'un des grands systèmes américains.",
    "L'entreprise prenait de l'expansion au Québec et dans le nord du Nouveau-Brunswick, où ses documents en français étaient des traductions bâclées et où les clients potentiels croyaient le logiciel offert en anglais seulement. Les appels de vente commençaient toujours par la même question : est-ce un système pour les grandes surfaces, ou un logiciel conçu pour des commerces comme le nôtre ?",
  ],
  approach: [
    {
      title: "Écouter les commerçants dans les deux langues",
      description:
        "Nous avons interviewé 14 clients et 6 clients potentiels, d'une librairie de Lunenburg à une quincaillerie de Rimouski, et passé en revue avec l'équipe de vente une année de notes sur les ventes perdues.",
    },
    {
      title: "Définir le positionnement et le ton",
      description:
        "Nous avons bâti le positionnement autour du commerce de détail indépendant, puis rédigé le slogan et les messages clés séparément en français et en anglais, chaque version par un de nos rédacteurs dans sa langue maternelle, plutôt que de traduire une version à partir de l'autre.",
    },
    {
      title: "Redessiner le logo et le système visuel",
      description:
        "Un nouveau logotype accompagné d'un symbole en forme de languette de reçu, une palette dont le contraste a été vérifié à l'écran comme sur les reçus thermiques, et une typographie qui reste lisible sur un écran de point de vente de 10 pouces.",
    },
    {
      title: "L'appliquer partout où les clients la voient",
      description:
        "La nouvelle identité a été déclinée sur l'écran de connexion du logiciel et les modèles de reçus, la présentation commerciale, le kiosque de salon professionnel et un guide de marque bilingue, avec des gabarits que l'équipe modifie dans Figma et Google Slides.",
    },
    {
      title: "Relancer la marque avec un nouveau site web",
      description:
        "Nous avons refait le site web dans les deux langues, avec réservation de démos, prix en dollars canadiens et témoignages de clients, et orchestré le lancement : les revendeurs d'abord, puis les clients actuels, puis l'annonce publique.",
    },
  ],
  results: [
    { value: "+52 %", label: "de demandes de démo dans les six mois suivant la relance" },
    {
      value: "3,1 fois",
      label: "plus de demandes de démo venant du Québec et du Nouveau-Brunswick",
    },
    {
      value: "68 %",
      label: "des détaillants sondés y voient un logiciel fait pour les indépendants",
    },
  ],
  technologies: ["Figma", "Adobe Illustrator", "Webflow", "HubSpot", "Google Slides"],
  duration: "11 semaines",
  quote: {
    text: "Notre ancien logo nous donnait l'air d'une entreprise plus grosse et plus froide que nous ne le sommes. La nouvelle marque parle de commerce indépendant dans les deux langues, et notre équipe de vente ne passe plus les dix premières minutes de chaque appel à expliquer qui nous sommes.",
    name: "Colin MacIsaac",
    role: "Chef de la direction, RetailMaster",
  },
} satisfies ProjectInput;
