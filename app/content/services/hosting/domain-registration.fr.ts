import type { ServiceInput } from "../../schema";
import { claimsFr, siteFr } from "../../site";

export default {
  category: "hosting",
  slug: "domain-registration",
  name: "Enregistrement de noms de domaine",
  meta: {
    title: "Enregistrement de domaines .ca et .com au Canada",
    description:
      "Enregistrement, renouvellement et transfert de domaines .ca et .com : DNS géré, vérification des critères de l'ACEI et aucune expiration par mégarde.",
  },
  hero: {
    title: {
      text: "Des domaines enregistrés à votre nom,",
      accent: "gérés pour ne jamais expirer",
    },
    description: `Nous enregistrons et gérons vos domaines en .ca, en .com et autres, hébergeons vos DNS sur la plateforme que nous tenons à notre objectif de disponibilité de ${claimsFr.uptime} et inscrivons chaque renouvellement à notre calendrier pour que votre site web et votre courriel restent en ligne.`,
    showCTA: true,
    image: {
      scene: "globe",
      alt: "Illustration d'un globe où des noms de domaine en .ca et en .com mènent au site web d'une entreprise canadienne",
    },
  },
  intro: {
    title: { text: "Votre nom de domaine est l'adresse", accent: "dont tout le reste dépend" },
    paragraphs: [
      "Votre site web, votre courriel et les favoris de vos clients reposent tous sur un seul nom de domaine. S'il expire ou s'il dort dans le compte personnel d'un ancien employé, votre entreprise devient injoignable du jour au lendemain, et le récupérer peut prendre des semaines. Nous enregistrons vos domaines au nom de votre entreprise, vous gardez les accès et nous nous occupons de la partie technique.",
      "Pour une entreprise canadienne, un domaine en .ca signale aux clients qu'ils font affaire avec une entreprise d'ici, et l'Autorité canadienne pour les enregistrements Internet (ACEI) exige que les titulaires respectent des critères de présence au Canada. Nous confirmons votre admissibilité avant l'enregistrement, associons le .ca au .com équivalent quand c'est pertinent et configurons les DNS pour que votre site, votre courriel et vos enregistrements de validation fonctionnent dès le premier jour.",
    ],
    image: {
      scene: "network",
      alt: "Illustration d'un nom de domaine qui dirige les visiteurs vers le serveur du site web et les courriels vers le fournisseur de messagerie",
    },
  },
  features: {
    title: { text: "Ce que comprend notre", accent: "gestion de domaines" },
    description:
      "Chaque domaine que nous gérons reçoit le même soin, qu'il s'agisse de votre marque principale ou d'une adresse de campagne.",
    items: [
      {
        title: "Domaines .ca conformes aux règles de l'ACEI",
        description:
          "Avant de soumettre l'enregistrement, nous confirmons la catégorie de présence au Canada dont relève votre entreprise : société canadienne, entreprise individuelle ou titulaire d'une marque de commerce enregistrée, par exemple.",
        icon: "flag",
      },
      {
        title: ".com et autres extensions",
        description:
          "Nous enregistrons des domaines en .com, .net et .org ainsi que des extensions sectorielles comme .law ou .shop pour protéger votre nom et couvrir les fautes de frappe courantes de vos clients.",
        icon: "globe",
      },
      {
        title: "DNS géré",
        description:
          "Nous hébergeons votre zone DNS, ajoutons les enregistrements dont ont besoin votre site, votre fournisseur de courriel et vos outils, et documentons chaque changement pour que personne n'ait à deviner plus tard.",
        icon: "network",
      },
      {
        title: "Des renouvellements sans oubli",
        description:
          "Vos domaines se renouvellent automatiquement, et nous vous envoyons un rappel 60 jours à l'avance pour que vous puissiez abandonner ceux dont vous n'avez plus besoin au lieu de les payer une année de plus.",
        icon: "refresh-cw",
      },
      {
        title: "Transferts entrants et sortants",
        description:
          "Nous transférons vos domaines depuis d'autres registraires à l'aide du code d'autorisation, gardons vos enregistrements DNS intacts pendant le transfert et vous rendons rapidement vos domaines si vous nous quittez un jour.",
        icon: "repeat",
      },
      {
        title: "Propriété au nom de votre entreprise",
        description:
          "Les coordonnées du titulaire désignent votre entreprise, et non une agence ou un employé, et vous gardez un accès direct au compte chez le registraire.",
        icon: "key-round",
      },
      {
        title: "Verrous de registre et de transfert",
        description:
          "Nous activons le verrou de transfert et, pour les noms de grande valeur, une protection au niveau du registre, afin que personne ne puisse transférer ou modifier votre domaine sans votre approbation écrite.",
        icon: "lock",
      },
      {
        title: "Domaines en français et bilingues",
        description:
          "L'ACEI accepte les caractères accentués dans les noms en .ca : une entreprise québécoise peut enregistrer son nom en français en plus de sa version anglaise.",
        icon: "type",
      },
    ],
  },
  process: {
    title: { text: "Comment nous configurons", accent: "vos domaines" },
    description:
      "La plupart des nouveaux enregistrements sont actifs en moins d'une journée, et les transferts se concluent habituellement en moins d'une semaine.",
    steps: [
      {
        title: "Audit des domaines",
        description:
          "Nous dressons la liste de tous les domaines que votre entreprise possède ou devrait posséder, en notant pour chacun son titulaire, sa date d'expiration et l'endroit où se trouvent ses DNS.",
      },
      {
        title: "Admissibilité et disponibilité",
        description:
          "Nous vérifions les critères de présence au Canada de l'ACEI pour les noms en .ca, examinons la disponibilité selon les extensions et vous proposons une courte liste de noms à enregistrer.",
      },
      {
        title: "Enregistrement ou transfert",
        description:
          "Nous enregistrons les nouveaux noms au nom de votre entreprise, ou demandons les codes d'autorisation et regroupons vos domaines existants dans un seul compte dont vous avez le contrôle.",
      },
      {
        title: "Configuration des DNS",
        description:
          "Nous copions les enregistrements existants, dirigeons le domaine vers votre site et votre courriel, et ajoutons les enregistrements SPF, DKIM et de validation dont vos services ont besoin.",
      },
      {
        title: "Suivi continu",
        description:
          "Nous suivons les renouvellements, surveillons les enregistrements ou les certificats qui arrivent à échéance et apportons les changements DNS demandés, habituellement le jour ouvrable même.",
      },
    ],
  },
  showcase: {
    title: { text: "Des domaines dont nous", accent: "prenons soin" },
    description:
      "Quelques entreprises canadiennes dont nous avons regroupé les domaines sous un même toit.",
    items: [
      "domains-bow-valley-physiotherapy",
      "domains-maison-levesque-traiteur",
      "domains-harbourline-marine-supply",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Mon entreprise peut-elle enregistrer un domaine en .ca ?",
      answer:
        "La plupart des entreprises canadiennes le peuvent. L'ACEI accepte les sociétés, les sociétés de personnes et les entreprises individuelles canadiennes, les citoyens canadiens et les résidents permanents, ainsi que quelques autres groupes, dont les titulaires d'une marque de commerce enregistrée au Canada pour ce nom exact. Nous confirmons la catégorie qui s'applique avant d'enregistrer quoi que ce soit.",
    },
    {
      question: "Devrais-je enregistrer à la fois le .ca et le .com ?",
      answer:
        "Si vous vendez surtout au Canada, le .ca devrait être votre adresse principale, et posséder le .com correspondant empêche un concurrent ou un cybersquatteur de détourner vos visiteurs. Nous redirigeons habituellement le second nom vers le premier : vous payez deux enregistrements, mais vous n'entretenez qu'un seul site web.",
    },
    {
      question: "Combien coûte l'enregistrement d'un nom de domaine ?",
      answer:
        "Un domaine standard en .ca ou en .com coûte habituellement de 20 $ à 35 $ par année, selon l'extension ; les extensions premium ou spécialisées coûtent plus cher. Le DNS géré est inclus quand nous hébergeons votre site ou votre courriel, et nous le facturons à part lorsque nous gérons seulement vos domaines.",
    },
    {
      question: "Combien de temps prend le transfert d'un domaine ?",
      answer:
        "Une fois le code d'autorisation obtenu de votre registraire actuel, la plupart des transferts de domaines en .ca et en .com se terminent en cinq à sept jours. Un .com ne peut pas être transféré dans les 60 jours qui suivent son enregistrement ou un transfert précédent, et nous maintenons vos DNS en service tout au long du processus pour que votre site et votre courriel restent en ligne.",
    },
    {
      question: "À qui appartient le domaine si nous cessons de travailler ensemble ?",
      answer:
        "À vous. Les domaines sont enregistrés au nom de votre entreprise, vous avez votre propre accès et, si vous changez de fournisseur, nous vous remettons les codes d'autorisation et une copie de vos enregistrements DNS pour que la transition se fasse sans accroc.",
    },
  ],
  sections: [
    {
      type: "services",
      title: { text: "Des services de domaines pour les", accent: "entreprises canadiennes" },
      description:
        "D'un simple nouveau .ca à tout un portefeuille de noms de marque et de campagne, nous nous occupons des formalités comme de la configuration technique.",
      items: [
        {
          title: "Nouveaux enregistrements",
          description:
            "Nous enregistrons de nouveaux domaines en .ca, en .com ou à extension spécialisée au nom de votre entreprise, pour une durée d'un à dix ans.",
          icon: "plus",
        },
        {
          title: "Regroupement de portefeuille",
          description:
            "Nous rassemblons les domaines éparpillés entre différents registraires, cartes de crédit et comptes personnels dans un seul compte d'entreprise, avec un calendrier de renouvellement unique.",
          icon: "layers",
        },
        {
          title: "Récupération de domaines expirés",
          description:
            "Quand un domaine est expiré, nous travaillons avec le registraire pendant la période de récupération pour le rétablir avant qu'il ne redevienne accessible au public.",
          icon: "life-buoy",
        },
        {
          title: "Enregistrements de courriel et de validation",
          description:
            "Nous ajoutons les enregistrements MX, SPF, DKIM et DMARC pour Google Workspace ou Microsoft 365, ainsi que les enregistrements de validation exigés par vos comptes d'analytique et de publicité.",
          icon: "mail-check",
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "Pourquoi les entreprises", accent: "nous confient leurs domaines" },
      items: [
        `Vos DNS tournent sur la même plateforme que notre hébergement, avec le même objectif de disponibilité de ${claimsFr.uptime} : votre domaine continue de répondre quand vos clients vous cherchent.`,
        "Un seul compte, un seul calendrier de renouvellement et une seule facture remplacent les accès éparpillés que la plupart des entreprises en croissance accumulent au fil des ans.",
        "Votre entreprise demeure la titulaire légale, ce qui protège votre nom si un employé ou un fournisseur s'en va.",
        "Les changements DNS sont documentés : votre prochain développeur ou fournisseur informatique sait exactement à quoi sert chaque enregistrement.",
        "Une adresse en .ca et des coordonnées de titulaire canadiennes montrent à vos clients qu'ils font affaire avec une entreprise d'ici.",
      ],
    },
  ],
  cta: {
    title: { text: "Rassemblez vos domaines", accent: "sous un même toit" },
    description:
      "Envoyez-nous la liste des domaines que vous connaissez : nous trouverons les autres, vérifierons les dates d'expiration et vous proposerons un plan.",
    button: "Réserver un audit de domaines",
  },
  closing: `Indiquez-nous quelles adresses web vous possédez ou voulez réserver, et qui les gère aujourd'hui. Nous vous répondrons d'ici ${siteFr.responseTime} avec des conseils francs sur les transferts et les renouvellements, un budget approximatif et un échéancier.`,
} satisfies ServiceInput;
