import type { ServiceInput } from "../../schema";
import { claimsFr, siteFr } from "../../site";
import { fixedQuoteFr } from "../promise";

export default {
  category: "hosting",
  slug: "email",
  name: "Courriel d'affaires",
  meta: {
    title: "Courriel d'entreprise : Google Workspace et Microsoft 365",
    description:
      "Configuration de Google Workspace ou Microsoft 365, migration et enregistrements SPF, DKIM et DMARC pour les entreprises canadiennes, sans perte de courriel.",
  },
  hero: {
    title: {
      text: "Un courriel professionnel à votre nom de domaine,",
      accent: "configuré dans les règles",
    },
    description:
      "Nous configurons Google Workspace ou Microsoft 365 pour votre équipe, transférons vos anciennes boîtes aux lettres sans perdre un seul message et publions les enregistrements d'authentification qui tiennent vos courriels loin des dossiers de pourriels.",
    showCTA: true,
    image: {
      scene: "mail",
      alt: "Illustration de boîtes de réception au nom de domaine d'une entreprise qui reçoivent des courriels entre collègues",
    },
  },
  intro: {
    title: { text: "Des courriels auxquels vos clients", accent: "peuvent se fier" },
    paragraphs: [
      "Une adresse de messagerie web gratuite sur votre carte professionnelle fait paraître une petite entreprise encore plus petite, et le vieux compte de courriel fourni avec un hébergement à rabais n'offre souvent ni filtrage des pourriels, ni sécurité, ni sauvegardes. Google Workspace et Microsoft 365 donnent à votre équipe des boîtes aux lettres fiables, des agendas partagés et du stockage de fichiers à votre nom de domaine, à condition d'être configurés avec soin.",
      "Nous nous chargeons des étapes qui dérapent d'habitude : migrer des années de courriels, créer des boîtes partagées comme info@ et commandes@, et publier les enregistrements SPF, DKIM et DMARC pour que Gmail, Outlook et les filtres de vos clients acceptent vos messages. Vos enregistrements MX et d'authentification sont hébergés sur notre plateforme DNS, qui a le même objectif de disponibilité que notre hébergement.",
    ],
    image: {
      scene: "shield",
      alt: "Illustration d'un bouclier qui vérifie les enregistrements SPF, DKIM et DMARC d'un courriel d'entreprise sortant",
    },
  },
  features: {
    title: { text: "Ce que nous mettons en place", accent: "pour votre équipe" },
    description:
      "Une configuration complète du courriel, de la première boîte aux lettres jusqu'aux réglages de sécurité que la plupart des PME remettent toujours à plus tard.",
    items: [
      {
        title: "Choix de la plateforme",
        description:
          "Nous comparons Google Workspace et Microsoft 365 aux outils que votre équipe utilise déjà et recommandons le forfait qui vous convient, sans vous vendre de licences inutiles.",
        icon: "compass",
      },
      {
        title: "Migration des boîtes aux lettres",
        description:
          "Nous copions les courriels, les contacts et les agendas de votre ancien fournisseur, puis faisons une dernière synchronisation le jour de la bascule pour que rien de ce qui a été envoyé entre-temps ne se perde.",
        icon: "inbox",
      },
      {
        title: "SPF, DKIM et DMARC",
        description:
          "Nous publions et testons les enregistrements d'authentification qui prouvent que vos courriels sont légitimes, puis resserrons votre politique DMARC étape par étape, à mesure que les rapports confirment chaque expéditeur.",
        icon: "mail-check",
      },
      {
        title: "Boîtes partagées et alias",
        description:
          "Nous créons des boîtes partagées, des groupes et des alias comme ventes@ et facturation@ pour que les courriels de vos clients joignent les bonnes personnes, même quand quelqu'un est en vacances.",
        icon: "users",
      },
      {
        title: "Sécurité des comptes",
        description:
          "Nous activons l'authentification multifacteur, bloquons les anciennes méthodes de connexion et fixons des règles sensées de mots de passe et de partage pour toute votre équipe.",
        icon: "shield-check",
      },
      {
        title: "Appareils et signatures",
        description:
          "Nous configurons les téléphones, les ordinateurs portables et les applications Outlook ou Gmail, et déployons des signatures de courriel uniformes avec votre logo et vos coordonnées.",
        icon: "smartphone",
      },
      {
        title: "Arrivées et départs",
        description:
          "Quand un employé arrive ou part, nous créons ou fermons son compte, redirigeons ses courriels et transférons ses fichiers pour que rien ne reste coincé dans la boîte d'un ancien employé.",
        icon: "user-check",
      },
    ],
  },
  process: {
    title: { text: "Comment nous transférons", accent: "votre courriel" },
    description:
      "Pour une équipe de moins de 25 personnes, la plupart des transferts prennent d'une à deux semaines à partir du lancement, et la bascule elle-même se fait un soir ou une fin de semaine.",
    steps: [
      {
        title: "Inventaire",
        description:
          "Nous dressons la liste des boîtes aux lettres, des alias, des boîtes partagées et des services qui envoient des courriels au nom de votre domaine, y compris les formulaires de votre site et votre logiciel de facturation.",
      },
      {
        title: "Configuration de la nouvelle plateforme",
        description:
          "Nous créons le compte Google Workspace ou Microsoft 365, validons votre domaine, ajoutons les utilisateurs et réglons la sécurité avant de déplacer le moindre courriel.",
      },
      {
        title: "Copie préalable",
        description:
          "Nous copions les courriels, les contacts et les agendas existants en arrière-plan pendant que votre équipe continue de travailler dans l'ancien système.",
      },
      {
        title: "Bascule",
        description:
          "Nous modifions les enregistrements MX, faisons une dernière synchronisation et confirmons que les courriels circulent dans les deux sens pour chaque utilisateur.",
      },
      {
        title: "Authentification et formation",
        description:
          "Nous publions les enregistrements SPF, DKIM et DMARC, aidons chaque personne à se connecter sur ses appareils et remettons un court guide du nouveau système.",
      },
    ],
  },
  showcase: {
    title: { text: "Des équipes que nous avons", accent: "fait migrer" },
    description:
      "Quelques entreprises canadiennes dont le courriel tourne maintenant sur une plateforme bien configurée.",
    items: [
      "business-email-kestrel-engineering-group",
      "business-email-fundy-shore-realty",
      "business-email-atelier-boreal-design",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Devrions-nous choisir Google Workspace ou Microsoft 365 ?",
      answer:
        "Si votre équipe ne jure que par Word, Excel et Outlook, ou si elle a besoin des applications Office sur ordinateur, Microsoft 365 est généralement le meilleur choix. Les équipes qui travaillent surtout dans le navigateur et tiennent à un partage simple préfèrent souvent Google Workspace. Nous passons en revue vos façons de travailler avant de recommander l'une ou l'autre ; les deux gèrent très bien le courriel d'entreprise.",
    },
    {
      question: "Allons-nous perdre des courriels pendant le transfert ?",
      answer:
        "Non. Nous copions les courriels avant la bascule, modifions les enregistrements MX à un moment tranquille et faisons une dernière synchronisation ensuite pour récupérer tout ce qui est arrivé pendant le changement. Par précaution, les anciens comptes restent accessibles pendant une courte période.",
    },
    {
      question: "À quoi servent SPF, DKIM et DMARC, au juste ?",
      answer:
        "SPF énumère les serveurs autorisés à envoyer des courriels au nom de votre domaine, DKIM ajoute une signature qui prouve qu'un message n'a pas été modifié, et DMARC indique aux serveurs destinataires quoi faire des courriels qui échouent à ces vérifications. Depuis février 2024, Gmail et Yahoo exigent les trois des expéditeurs de masse, soit ceux qui envoient plus de 5 000 messages par jour à leurs utilisateurs. La plupart des entreprises en envoient bien moins, mais sans ces enregistrements, vos factures et vos soumissions risquent tout de même davantage d'aboutir dans les pourriels ou d'être usurpées par des fraudeurs.",
    },
    {
      question: "Nos données de courriel peuvent-elles rester au Canada ?",
      answer:
        "Les comptes Microsoft 365 ouverts avec une adresse d'entreprise canadienne stockent les données principales des boîtes aux lettres dans les centres de données canadiens de Microsoft. Google Workspace offre des contrôles de région des données dans certaines éditions. Nous vous expliquons précisément ce que chaque forfait conserve, et où, pour que vous puissiez répondre avec exactitude aux questions de vos clients sur la confidentialité.",
    },
    {
      question: "Combien coûte la mise en place d'un courriel d'entreprise ?",
      answer:
        "Les licences sont facturées par utilisateur par Google ou Microsoft, à leurs tarifs publiés. Pour la plupart des équipes de 5 à 25 personnes, nos frais de configuration et de migration se situent entre 600 $ et 3 000 $, selon le nombre de boîtes aux lettres et la quantité d'historique à transférer.",
    },
  ],
  sections: [
    {
      type: "platforms",
      title: { text: "Les plateformes que nous", accent: "configurons et soutenons" },
      description:
        "Nous travaillons avec les deux plateformes que choisissent la plupart des entreprises canadiennes, et nous migrons à partir de presque n'importe quel autre système.",
      items: [
        {
          name: "Google Workspace",
          description:
            "Gmail, Agenda, Drive et Meet à votre nom de domaine, tout indiqués pour les équipes qui travaillent dans le navigateur et partagent sans cesse des documents.",
        },
        {
          name: "Microsoft 365",
          description:
            "Exchange Online, Outlook, Teams et les applications Office, tout indiqués pour les équipes qui misent sur Word et Excel ou qui veulent des boîtes aux lettres hébergées au Canada.",
        },
        {
          name: "Migrations à partir d'anciens systèmes",
          description:
            "Nous transférons les courriels des boîtes fournies par les hébergeurs, des serveurs Exchange sur site, de Zoho Mail et d'autres services IMAP, et d'une plateforme à l'autre entre Google et Microsoft.",
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "Ce qu'une configuration soignée", accent: "vous apporte" },
      items: [
        `Vos enregistrements MX et d'authentification sont hébergés sur un service DNS tenu à notre objectif de disponibilité de ${claimsFr.uptime} : le courriel entrant continue de trouver le chemin de vos boîtes de réception.`,
        "Les courriels authentifiés arrivent dans la boîte de réception de vos clients plutôt que dans leurs pourriels, ce qui compte pour les soumissions, les factures et les réinitialisations de mot de passe.",
        "DMARC complique sérieusement la tâche des fraudeurs qui voudraient envoyer de fausses factures semblant provenir de votre domaine.",
        "L'authentification multifacteur protège contre le vol de mots de passe, à l'origine de la plupart des intrusions dans les comptes des petites entreprises.",
        "Les boîtes partagées et un processus de départ clair gardent les échanges avec les clients au sein de l'entreprise, et non dans la boîte d'un employé.",
      ],
    },
  ],
  cta: {
    title: { text: "Offrez à votre équipe", accent: "un courriel d'entreprise fiable" },
    description: `Dites-nous combien de personnes compte votre équipe et où se trouve votre courriel aujourd'hui. Pour le transfert, vous recevez ${fixedQuoteFr}.`,
    button: "Planifier mon transfert de courriel",
  },
  closing: `Décrivez-nous ce qui vous agace dans la messagerie de votre équipe, du pourriel aux calendriers partagés. D'ici ${siteFr.responseTime}, vous recevrez des conseils francs, un budget approximatif et un échéancier pour changer de service sans perdre un seul message.`,
} satisfies ServiceInput;
