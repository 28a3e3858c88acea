import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "business-email-kestrel-engineering-group",
    client: "Kestrel Engineering Group",
    sector: "Génie, Colombie-Britannique",
    location: "Burnaby (Colombie-Britannique)",
    headline: "42 boîtes migrées vers Microsoft 365 en une fin de semaine",
    summary:
      "Une firme de génie de Burnaby a remplacé son vieux serveur Exchange : 42 boîtes et 310 Go de courriels migrés vers Microsoft 365 en une fin de semaine.",
    services: ["hosting/email", "hosting/domain-registration"],
    image: {
      scene: "network",
      alt: "Illustration de boîtes aux lettres passant d'un ancien serveur de messagerie à Microsoft 365 par un réseau",
    },
    problem: [
      "Kestrel Engineering Group faisait tourner sa messagerie sur un serveur Exchange installé dans un placard de son bureau de Burnaby, bien après la fin du soutien de Microsoft. Les boîtes débordaient de plans et de photos de chantier, et une panne de courant l'hiver précédent avait privé le personnel de courriels pendant presque une journée.",
      "Les ingénieurs sur le terrain avaient besoin de leurs courriels et de leur calendrier sur leur téléphone, sur les chantiers du Lower Mainland, et la firme ne pouvait pas se permettre une interruption en semaine, en plein cœur de projets actifs. La migration devait se faire entre un vendredi soir et un lundi matin.",
    ],
    approach: [
      {
        title: "Inventaire des boîtes et des expéditeurs",
        description:
          "Nous avons répertorié 42 boîtes aux lettres, 9 boîtes partagées et chaque système qui envoyait des courriels au nom du domaine de la firme, y compris le traceur, le numériseur et le logiciel de facturation.",
      },
      {
        title: "Configurer Microsoft 365 en premier",
        description:
          "Nous avons créé le locataire avec une adresse d'entreprise canadienne, pour que les données des boîtes soient hébergées dans des centres de données au Canada, puis ajouté utilisateurs, groupes et politiques de sécurité avant de déplacer le moindre courriel.",
      },
      {
        title: "Copie de l'historique en arrière-plan",
        description:
          "Sur deux semaines, nous avons copié en arrière-plan 310 Go de courriels, de contacts et de calendriers, pendant que le personnel continuait de travailler sur l'ancien serveur.",
      },
      {
        title: "La bascule de la fin de semaine",
        description:
          "Le vendredi soir, nous avons modifié les enregistrements MX, lancé une dernière synchronisation le samedi et testé l'envoi et la réception de chaque boîte avant le lundi.",
      },
      {
        title: "Le lundi, sur place",
        description:
          "Deux membres de notre équipe ont passé le lundi matin au bureau à configurer les téléphones et Outlook, à inscrire tout le monde à l'authentification multifacteur et à répondre aux questions.",
      },
    ],
    results: [
      { value: "42", label: "boîtes aux lettres migrées vers Microsoft 365 en une fin de semaine" },
      { value: "310 Go", label: "d'historique de courriels migré, dossiers intacts" },
      { value: "0", label: "message perdu pendant la bascule" },
      { value: "100 %", label: "du personnel se connecte avec l'authentification multifacteur" },
    ],
    technologies: [
      "Microsoft 365",
      "Exchange Online",
      "Microsoft Entra ID",
      "Microsoft Authenticator",
    ],
    duration: "5 semaines",
    quote: {
      text: "On est partis le vendredi avec le vieux serveur qui ronronnait dans le placard, et le lundi, tout était dans Microsoft 365. Les seuls appels de la semaine, c'était pour savoir comment configurer les nouvelles signatures.",
      name: "Jasmine Sidhu",
      role: "Directrice des opérations, Kestrel Engineering Group",
    },
  },
  {
    slug: "business-email-fundy-shore-realty",
    client: "Fundy Shore Realty",
    sector: "Immobilier, Nouveau-Brunswick",
    location: "Saint John (Nouveau-Brunswick)",
    headline: "Plus aucune plainte de courriels en pourriel grâce à DMARC",
    summary:
      "Les offres d'une agence immobilière de Saint John aboutissaient dans les pourriels. Nous avons corrigé SPF et DKIM et appliqué DMARC, et les plaintes ont cessé.",
    services: ["hosting/email", "hosting/domain-registration"],
    image: {
      scene: "chart",
      alt: "Illustration d'un graphique montrant la hausse du taux de livraison des courriels après l'application de DMARC",
    },
    problem: [
      "Chaque semaine, des acheteurs et des vendeurs disaient aux courtiers de Fundy Shore Realty que des offres, des alertes d'inscription et des demandes de signature avaient abouti dans leurs pourriels. Des échéances de conditions étaient compromises parce que les clients ne voyaient pas les messages à temps.",
      "L'agence avait aussi été victime d'usurpation : un acheteur avait reçu un faux courriel au nom de l'agence lui demandant un dépôt par virement bancaire. Le domaine comptait deux enregistrements SPF contradictoires, aucune signature DKIM et aucune politique DMARC.",
    ],
    approach: [
      {
        title: "Repérer chaque expéditeur",
        description:
          "Nous avons recensé chaque service qui envoyait des courriels au nom de l'agence, de Google Workspace au logiciel de gestion des inscriptions, en passant par l'outil de signature électronique et la plateforme d'infolettre.",
      },
      {
        title: "Corriger SPF et ajouter DKIM",
        description:
          "Nous avons fusionné les deux enregistrements SPF en un seul enregistrement valide et activé la signature DKIM pour Google Workspace et chaque expéditeur tiers qui la prenait en charge.",
      },
      {
        title: "DMARC par étapes",
        description:
          "Nous avons publié DMARC en mode surveillance, analysé les rapports pendant un mois, puis passé à la mise en quarantaine et enfin au rejet, une fois que tous les expéditeurs légitimes réussissaient les vérifications.",
      },
      {
        title: "Une séance pour les courtiers",
        description:
          "Nous avons animé une courte séance pour apprendre à repérer les messages usurpés et ajouté à la signature des courtiers une mention rappelant que l'agence ne demande jamais de dépôt par courriel.",
      },
    ],
    results: [
      { value: "0", label: "plainte de clients pour des courriels en pourriel depuis six mois" },
      {
        value: "99 %",
        label: "des courriels sortants de l'agence réussissent les vérifications DMARC",
      },
      {
        value: "640",
        label: "messages usurpés rejetés dans les trois premiers mois d'application",
      },
    ],
    technologies: ["Google Workspace", "dmarcian", "Mailchimp", "DocuSign"],
    duration: "En cours depuis 2023",
  },
  {
    slug: "business-email-atelier-boreal-design",
    client: "Atelier Boréal Design",
    sector: "Design d'intérieur, Québec",
    location: "Montréal (Québec)",
    headline: "Google Workspace et boîtes partagées bilingues",
    summary:
      "Un studio montréalais de design d'intérieur est passé à Google Workspace, avec des boîtes partagées bilingues pour sa clientèle et des calendriers communs.",
    services: ["hosting/email", "hosting/domain-registration"],
    image: {
      scene: "chat",
      alt: "Illustration d'une équipe de design qui partage une boîte de réception et un calendrier bilingues pour ses clients",
    },
    problem: [
      "Les 11 designers d'Atelier Boréal Design utilisaient un mélange de boîtes fournies par l'hébergeur et de comptes Gmail personnels. Les demandes envoyées à l'adresse générale du studio étaient transférées à trois personnes : certains clients recevaient deux réponses, d'autres aucune.",
      "Les clients écrivent en français et en anglais, et quand une designer est partie en 2023, deux ans d'échanges avec des clients et de notes de visites de chantier sont partis avec son compte personnel. La propriétaire voulait que les conversations avec les clients appartiennent au studio, dans la langue choisie par chaque client.",
    ],
    approach: [
      {
        title: "Google Workspace pour le studio",
        description:
          "Nous avons mis en place Google Workspace Business Standard sur le domaine du studio et migré les courriels, les contacts et le calendrier de chaque designer depuis les anciennes boîtes.",
      },
      {
        title: "Des boîtes partagées bilingues",
        description:
          "Nous avons créé des boîtes de réception collaboratives pour projets@ et bonjour@, avec des alias anglais, pour que chaque demande soit attribuée à un designer et que tout le monde voie qui y répond.",
      },
      {
        title: "Calendriers et disques partagés",
        description:
          "Les rendez-vous en salle d'exposition et les visites de chantier sont passés dans des calendriers partagés, et les dossiers clients dans des disques partagés qui appartiennent au studio plutôt qu'à des personnes.",
      },
      {
        title: "Signatures et départs",
        description:
          "Nous avons déployé des signatures bilingues et rédigé une courte liste de vérification pour que les courriels et les fichiers d'un designer qui quitte l'équipe restent au studio.",
      },
    ],
    results: [
      { value: "11", label: "designers passés de comptes dispersés à Google Workspace" },
      {
        value: "< 4 h",
        label: "de délai moyen de première réponse aux clients, contre deux jours",
      },
      {
        value: "0",
        label: "échange avec un client perdu au départ d'une designer après la migration",
      },
    ],
    technologies: ["Google Workspace", "Google Groups", "Google Drive", "Gmail"],
    duration: "4 semaines",
    quote: {
      text: "Chaque message de client arrive maintenant au même endroit, et on voit qui s'en occupe, dans une langue comme dans l'autre. Quand une de nos designers est partie après le changement, ses projets sont restés chez nous.",
      name: "Élodie Fortier-Roy",
      role: "Fondatrice et designer principale, Atelier Boréal Design",
    },
  },
] satisfies CaseStudyInput[];
