import { claimsFr, site, siteFr, whyPath } from "../site";
import type { FaqPageInput } from "./schema";

const [basic, growth, premium, custom] = claimsFr.maintenancePlans;
const consultation = claimsFr.copywritingConsultation;

export default {
  meta: {
    title: "FAQ : prix, délais, hébergement et soutien",
    description: `Vos questions sur ${site.name} : prix en dollars canadiens, délais, propriété du travail, français, données au Canada, accessibilité et soutien.`,
  },
  hero: {
    title: { text: "Questions", accent: "fréquentes" },
    description:
      "Des réponses franches sur notre façon de travailler, nos prix, nos délais et ce qui se passe après le lancement. Votre question n'y figure pas ? Posez-la-nous directement.",
  },
  groups: [
    {
      id: "working-with-us",
      meta: {
        title: `Travailler avec ${site.name} : FAQ`,
        description:
          "Où nous travaillons, le service en français, votre interlocuteur pendant le projet, la propriété du travail livré et ce qu'il nous faut pour commencer.",
      },
      title: "Travailler avec nous",
      description: "Le déroulement des projets, vos interlocuteurs et la propriété du résultat.",
      icon: "handshake",
      items: [
        {
          id: "do-you-work-outside-toronto",
          question: "Travaillez-vous avec des entreprises situées hors de Toronto ?",
          answer: [
            `Oui. La plupart de nos clients sont établis ailleurs qu'à Toronto, des provinces de l'Atlantique jusqu'à la Colombie-Britannique, et notre propre équipe travaille depuis cinq provinces. Ateliers, revues et formations se tiennent en visioconférence pendant nos heures d'ouverture, ${siteFr.hours}, une plage qui recoupe la journée de travail dans tous les fuseaux horaires du pays.`,
            "Quand une rencontre en personne est utile, par exemple pour l'atelier de démarrage ou une séance photo pour votre marque, nous nous déplaçons chez vous ou nous vous rencontrons à Toronto, à Ottawa ou à Montréal.",
          ],
          link: { label: "Rencontrer l'équipe", to: "/about-us" },
        },
        {
          id: "can-we-work-in-french",
          question: "Pouvons-nous travailler avec vous en français ?",
          answer: [
            "Oui. Plusieurs membres de notre équipe travaillent en français au quotidien : rencontres, documents, formation et soutien peuvent se faire en français, en anglais ou dans les deux langues.",
            "Nous livrons aussi des projets bilingues : des sites web dont les pages françaises et anglaises se répondent, des campagnes de recherche et de publicité en français fondées sur leur propre recherche de mots clés, et des marques pensées pour les deux langues. Les textes français sont rédigés ou adaptés par des rédacteurs francophones, et non passés dans un outil de traduction automatique puis publiés tels quels.",
          ],
        },
        {
          id: "who-will-we-deal-with",
          question: "Qui sera notre interlocuteur pendant le projet ?",
          answer: [
            "Un responsable attitré est votre personne-ressource du premier appel jusqu'au lancement, et par la suite. Il gère l'échéancier, participe à chaque revue et fait appel aux designers, aux développeurs ou aux spécialistes du marketing dont votre projet a besoin.",
            "Les spécialistes chevronnés que vous rencontrez au premier atelier sont ceux qui font le travail. Nous ne confions jamais un projet à des sous-traitants sans vous en aviser d'abord.",
          ],
          link: { label: `Pourquoi choisir ${site.name}`, to: whyPath },
        },
        {
          id: "who-owns-the-work",
          question: "À qui appartiennent le code, le design et le contenu que vous créez ?",
          answer: [
            "À vous. Au paiement final, nous vous cédons le droit d'auteur sur le code, les designs, les textes et les illustrations créés pour vous, et vous recevez les fichiers sources. Noms de domaine, hébergement, comptes de boutiques d'applications, d'analyse et de publicité : tout est ouvert au nom de votre entreprise.",
            "Les bibliothèques à code source ouvert, les polices sous licence et les images de banque restent régies par leurs propres licences, et nous vous indiquons avant le début du projet lesquelles entraînent des frais ou des conditions.",
          ],
        },
        {
          id: "what-do-you-need-from-us",
          question: "De quoi avez-vous besoin de notre part pour commencer ?",
          answer: [
            "D'une personne de votre côté qui peut prendre des décisions et consacrer quelques heures par semaine aux ateliers et aux revues, ainsi que d'un accès aux comptes et aux contenus touchés par le projet.",
            "Si les textes, les photos ou les données ne sont pas prêts, dites-le-nous tôt. Nous pouvons les rédiger, les trouver ou les mettre au propre dans le cadre de la soumission, ce qui est souvent plus rapide que de les attendre.",
          ],
        },
      ],
    },
    {
      id: "pricing",
      meta: {
        title: "Prix et délais : FAQ",
        description:
          "Ce que coûtent un site web, un logiciel, un projet d'IA ou le marketing mensuel en dollars canadiens, nos soumissions à prix fixe, nos modalités et nos délais.",
      },
      title: "Prix et délais",
      description:
        "Ce que coûtent les projets et les services mensuels en dollars canadiens, et le temps qu'ils demandent.",
      icon: "circle-dollar-sign",
      items: [
        {
          id: "are-your-quotes-fixed",
          question: "Vos soumissions sont-elles à prix fixe ?",
          answer: [
            "Oui. Chaque projet commence par une consultation gratuite; dans la semaine qui suit, nous vous envoyons une portée écrite, un prix fixe en dollars canadiens et un échéancier daté. Pour les projets plus importants, le prix est confirmé après l'étape de cadrage. Le prix ne change pas, à moins que vous ne demandiez quelque chose qui sort de cette portée.",
            "Le cas échéant, nous vous envoyons une courte demande de modification qui en précise le coût et l'effet sur l'échéancier, et aucun travail supplémentaire n'est fait sans votre approbation. Nos prix s'entendent taxes en sus (TPS ou TVH, et TVQ au Québec), et ces taxes figurent séparément sur chaque facture.",
          ],
          link: { label: "Réserver une consultation gratuite", to: "/book" },
        },
        {
          id: "how-much-does-a-website-cost",
          question: "Combien coûte un site web ?",
          answer: [
            "La plupart des sites de petites entreprises coûtent entre 8 000 et 25 000 $ CA, selon le nombre de gabarits de pages, les intégrations et le fait que le site soit bilingue ou non. Les boutiques Shopify et WooCommerce coûtent généralement entre 12 000 et 45 000 $ CA.",
            "Les sites plus importants, avec des fonctionnalités sur mesure, des espaces membres ou des connexions à un progiciel de gestion intégré (PGI), coûtent davantage. Vous recevez une soumission écrite à prix fixe dans la semaine suivant notre premier appel, confirmée après l'étape de cadrage pour les projets plus importants : le montant que vous approuvez est celui que vous payez.",
          ],
          link: {
            label: "Conception et développement de sites web",
            to: "/services/web/website-design-development",
          },
        },
        {
          id: "how-much-do-software-and-ai-projects-cost",
          question: "Combien coûtent les projets de logiciels et d'IA ?",
          answer: [
            "À titre indicatif, la plupart des produits minimaux viables (PMV) coûtent entre 25 000 et 80 000 $ CA, les applications web sur mesure entre 30 000 et 120 000 $ CA, et les applications mobiles iOS et Android entre 40 000 et 150 000 $ CA. La première version payante d'un logiciel-service (SaaS) se situe généralement entre 60 000 et 200 000 $ CA.",
            "Côté IA, la réalisation d'un agent conversationnel pour un site web coûte habituellement de 8 000 à 25 000 $ CA, et notre preuve de concept en IA à portée fixe commence à 14 500 $ CA. Chaque estimation devient un prix fixe une fois la portée convenue.",
          ],
          link: { label: "Services logiciels", to: "/services/software" },
        },
        {
          id: "how-much-does-digital-marketing-cost",
          question: "Combien coûtent les services de marketing mensuels ?",
          answer: [
            "Pour les PME, la plupart des plans de référencement naturel coûtent entre 1 500 et 5 000 $ CA par mois, la gestion des médias sociaux entre 1 200 et 4 000 $, et le marketing par courriel entre 1 200 et 3 500 $. La gestion de la publicité payante coûte habituellement de 750 à 3 000 $ par mois, le budget publicitaire étant payé directement à Google, à Meta ou à LinkedIn à partir de votre propre compte.",
            "Nous fixons des honoraires mensuels après un audit, selon le nombre d'établissements, de plateformes et de langues en jeu.",
          ],
          link: { label: "Services de marketing numérique", to: "/services/digital-marketing" },
        },
        {
          id: "how-long-does-a-project-take",
          question: "Combien de temps dure un projet type ?",
          answer: [
            `La plupart des projets passent du démarrage à la mise en ligne en ${claimsFr.timeline}. Un site vitrine ou un logo se situe dans le bas de la fourchette, tandis que les sites bilingues, les boutiques en ligne et les applications comportant plusieurs intégrations demandent plus de temps.`,
            "Les systèmes plus importants sont livrés par étapes, pour que votre équipe profite tôt des parties les plus utiles. L'échéancier de votre soumission comporte des dates, et nous le respectons en ajustant la portée avec vous plutôt qu'en laissant glisser les échéances.",
          ],
        },
        {
          id: "what-are-your-payment-terms",
          question: "Quelles sont vos modalités de contrat et de paiement ?",
          answer: [
            "Les projets sont encadrés par une courte entente de services et un énoncé des travaux qui précise le prix fixe. Un calendrier type prévoit 40 % à la signature, 30 % à l'approbation des maquettes et 30 % au lancement ; les projets plus importants sont répartis en un plus grand nombre de jalons.",
            "Les services mensuels comme l'hébergement, l'entretien et le marketing sont facturés au début de chaque mois. La plupart se renouvellent de mois en mois, avec un préavis de 30 jours une fois la mise en place initiale terminée, et toute durée minimale est précisée dans la soumission. Nous acceptons les virements bancaires, les cartes de crédit et le Virement Interac.",
          ],
        },
      ],
    },
    {
      id: "web",
      meta: {
        title: "Sites web et commerce électronique : FAQ",
        description:
          "LAPHO et WCAG 2.2, mises à jour par votre équipe, choix d'une plateforme de vente en ligne, référencement lors d'une refonte, rédaction et suivi.",
      },
      title: "Sites web et commerce électronique",
      description:
        "La réalisation, la mise à jour et le lancement de sites web et de boutiques en ligne.",
      icon: "monitor-smartphone",
      items: [
        {
          id: "is-the-website-accessible",
          question: "Notre site web respectera-t-il la LAPHO et les WCAG 2.2, niveau AA ?",
          answer: [
            "Nous concevons et développons selon les WCAG 2.2, niveau AA, la version actuelle des règles. Ce niveau va au-delà du niveau AA des WCAG 2.0 que la LAPHO exige des entreprises et des organismes sans but lucratif de l'Ontario comptant 50 employés ou plus : un site conforme aux WCAG 2.2 répond donc à cette exigence.",
            "Avant le lancement, nous faisons des tests de navigation au clavier, des essais avec des lecteurs d'écran et des vérifications automatisées, puis nous montrons à votre équipe comment garder accessibles les nouvelles pages, images et documents.",
          ],
          link: {
            label: "Conception et développement de sites web",
            to: "/services/web/website-design-development",
          },
        },
        {
          id: "can-we-update-the-site-ourselves",
          question: "Pourrons-nous mettre le site à jour nous-mêmes ?",
          answer: [
            "Oui. Nous configurons un système de gestion de contenu comme WordPress, Sanity, Webflow ou Shopify en fonction de vos pages, et nous formons votre équipe au moment du transfert. Textes, images, billets de blogue, produits et profils du personnel se modifient sans toucher au code.",
          ],
        },
        {
          id: "which-ecommerce-platform",
          question: "Quelle plateforme de commerce électronique recommandez-vous ?",
          answer: [
            "Shopify convient à la plupart des détaillants qui veulent peu d'entretien et un vaste choix d'applications. WooCommerce est tout indiqué pour les entreprises qui utilisent déjà WordPress ou dont les règles de produits sortent de l'ordinaire, tandis qu'une architecture découplée (headless) répond aux besoins des marques à fort volume qui veulent maîtriser entièrement l'interface.",
            "Quelle que soit notre recommandation, nous configurons des modes de paiement canadiens comme Moneris, Stripe ou Helcim, ainsi que la TPS, la TVH, la TVP et la TVQ selon la province.",
          ],
          link: {
            label: "Développement de commerce électronique",
            to: "/services/web/ecommerce-development",
          },
        },
        {
          id: "will-we-lose-search-rankings",
          question:
            "Allons-nous perdre notre positionnement dans les résultats de recherche au lancement du nouveau site ?",
          answer: [
            "Pas si la migration est planifiée. Nous associons chaque ancienne adresse importante à sa nouvelle page au moyen de redirections permanentes, nous reprenons les titres et les descriptions, et nous soumettons le nouveau plan du site le jour du lancement.",
            "Nous surveillons ensuite la Search Console et votre positionnement au cours des semaines suivantes, et nous corrigeons tout ce qui n'a pas été bien repris.",
          ],
        },
        {
          id: "do-you-write-website-copy",
          question: "Pouvez-vous aussi rédiger les textes du site ?",
          answer: [
            `Oui. La rédaction commence par une consultation gratuite de ${consultation.minutes} minutes en ${consultation.steps} étapes : nous apprenons à connaître votre entreprise et vos clients, nous passons en revue vos textes actuels avec vous et nous vous présentons ce que nous rédigerions, avec un prix fixe.`,
            "Nos textes français sont rédigés à l'interne, en français du Québec, sous la direction de notre responsable des contenus en français : ils ne sont pas traduits de l'anglais. Deux séries de révisions sont comprises, dans une langue comme dans l'autre.",
          ],
          link: { label: "Rédaction", to: "/services/web/copywriting" },
        },
        {
          id: "what-happens-after-launch",
          question: "Que se passe-t-il après le lancement ?",
          answer: [
            "Nous restons tout près pendant les premières semaines pour corriger ce qui apparaît avec le trafic réel, vérifier que les formulaires et le suivi fonctionnent, et répondre aux questions de votre équipe. Vous recevez un guide de transfert qui explique comment le site est construit et comment le modifier.",
            `Ensuite, la plupart de nos clients adoptent un forfait d'entretien : ${basic.name} à ${basic.price}, ${growth.name} à ${growth.price} ou ${premium.name} à ${premium.price}. Chacun comprend des mises à jour testées, des sauvegardes quotidiennes, la surveillance et des heures mensuelles pour les modifications.`,
          ],
          link: {
            label: "Forfaits d'entretien de sites web",
            to: "/services/web/website-maintenance",
          },
        },
      ],
    },
    {
      id: "software",
      meta: {
        title: "Logiciels et applications : FAQ",
        description:
          "Application web, mobile ou les deux, démarrage par un PMV, liaison avec vos systèmes, reprise d'un logiciel existant et financement par la RS&DE ou le PARI.",
      },
      title: "Logiciels et applications",
      description: "Applications web sur mesure, applications mobiles, intégrations et PMV.",
      icon: "code-xml",
      items: [
        {
          id: "web-app-or-mobile-app",
          question:
            "Avons-nous besoin d'une application web, d'une application mobile ou des deux ?",
          answer: [
            "Si vos utilisateurs travaillent à un bureau ou dans un navigateur, comme votre personnel, vos fournisseurs ou vos clients d'affaires, une application web est généralement le meilleur point de départ. Une application mobile se justifie quand les gens en ont besoin en déplacement, avec l'appareil photo, la géolocalisation, la lecture de codes-barres ou les notifications.",
            "Bien des projets commencent par une application web, puis ajoutent plus tard une application multiplateforme conçue avec React Native ou Flutter, qui s'appuie sur le même système dorsal.",
          ],
          link: { label: "Applications web", to: "/services/software/web-applications" },
        },
        {
          id: "should-we-start-with-an-mvp",
          question: "Devrions-nous commencer par un produit minimal viable (PMV) ?",
          answer: [
            "Si vous mettez à l'essai un nouveau produit ou un nouveau marché, généralement oui. Un PMV place une première version ciblée entre les mains de vrais utilisateurs : vous découvrez ce qu'ils utiliseront et paieront avant de financer la réalisation complète.",
            "Nous réduisons les fonctionnalités, jamais la qualité, et nous utilisons des technologies éprouvées : le PMV devient la première version du produit plutôt qu'un prototype jetable.",
          ],
          link: {
            label: "Produits minimaux viables (PMV)",
            to: "/services/software/mvp-solutions",
          },
        },
        {
          id: "can-you-connect-our-systems",
          question: "Pouvez-vous relier les systèmes que nous utilisons déjà ?",
          answer: [
            "Oui. Nous relions vos systèmes de comptabilité, de gestion des stocks, de réservation, de gestion de la relation client (GRC) et de commerce électronique, comme QuickBooks Online, Shopify, HubSpot et Salesforce, pour que les commandes, les clients et les factures circulent de l'un à l'autre sans ressaisie.",
            "Si un outil sans code comme Zapier ou Make peut faire le travail de façon fiable, nous vous le dirons ; nous ne recommandons une intégration sur mesure que lorsque les volumes ou les règles d'affaires l'exigent.",
          ],
          link: { label: "Intégration d'API", to: "/services/software/api-integration" },
        },
        {
          id: "can-you-take-over-existing-software",
          question: "Pouvez-vous reprendre un logiciel conçu par une autre entreprise ?",
          answer: [
            "Oui, et une bonne partie de nos mandats de soutien débutent ainsi. Nous commençons par un audit technique payant, pour que vous sachiez exactement ce que vous avez entre les mains, puis nous prenons le relais par étapes, une fois les accès et la documentation en ordre.",
            "Les ententes de soutien précisent les délais de réponse, la surveillance et une banque mensuelle d'heures de développement pour les correctifs et les améliorations.",
          ],
          link: {
            label: "Entretien et fourniture de logiciels",
            to: "/services/software/maintenance-supply",
          },
        },
        {
          id: "can-grants-fund-software",
          question: "Le programme de RS&DE ou le PARI peuvent-ils aider à financer notre projet ?",
          answer: [
            "Parfois. Un développement qui s'attaque à une véritable incertitude technologique peut donner droit aux crédits d'impôt pour la recherche scientifique et le développement expérimental (RS&DE) ou à une aide du Programme d'aide à la recherche industrielle du CNRC (PARI CNRC), et nous tenons la documentation technique que ces programmes demandent habituellement.",
            "Nous ne sommes ni fiscalistes ni conseillers en subventions : faites confirmer votre admissibilité par votre comptable ou par un conseiller en technologie industrielle du PARI avant le début des travaux.",
          ],
        },
      ],
    },
    {
      id: "artificial-intelligence",
      meta: {
        title: "L'IA pour votre entreprise : FAQ",
        description:
          "Par où commencer avec l'IA, des agents conversationnels qui répondent juste, l'usage de vos données, la LPRPDE et la Loi 25, et l'IA dans votre logiciel actuel.",
      },
      title: "IA",
      description:
        "Agents conversationnels, fonctions d'IA et preuves de concept qui traitent les données de façon responsable.",
      icon: "bot",
      items: [
        {
          id: "where-to-start-with-ai",
          question: "Par où notre entreprise devrait-elle commencer avec l'IA ?",
          answer: [
            "Par une tâche qui fait perdre un temps précieux à votre équipe, comme répondre aux questions récurrentes des clients, trier les documents reçus ou préparer des ébauches de soumissions. Nous vérifions si l'IA accomplit assez bien cette tâche avec vos propres données avant de bâtir quoi que ce soit pour la production.",
            "C'est le rôle de notre preuve de concept à portée fixe : vous obtenez un prototype fonctionnel et un résultat mesuré, puis vous décidez s'il vaut la peine d'aller plus loin.",
          ],
          link: {
            label: "Preuve de concept et PMV en IA",
            to: "/services/artificial-intelligence/ai-poc-ai-mvp",
          },
        },
        {
          id: "will-a-chatbot-give-wrong-answers",
          question:
            "Un agent conversationnel IA risque-t-il de donner de mauvaises réponses à nos clients ?",
          answer: [
            "Tout modèle de langage peut se tromper ; nous en tenons donc compte dès la conception. L'agent répond uniquement à partir de votre contenu approuvé, dit quand il ne sait pas et transfère la conversation à une personne dès qu'il y a un doute.",
            "Nous le testons avec les vraies questions de vos clients avant le lancement, puis nous relisons les transcriptions pour corriger ses points faibles.",
          ],
          link: {
            label: "Agents conversationnels IA",
            to: "/services/artificial-intelligence/ai-chatbots",
          },
        },
        {
          id: "is-our-data-used-for-training",
          question: "Nos données serviront-elles à entraîner le modèle d'IA de quelqu'un d'autre ?",
          answer: [
            "Non. Nous utilisons des conditions d'API pour entreprises qui excluent vos données de l'entraînement des modèles, nous limitons les journaux de conversation et les documents à votre compte, et nous fixons des durées de conservation.",
            "Lorsque la résidence des données compte, nous hébergeons l'application, sa base de connaissances et ses journaux dans des régions infonuagiques canadiennes, et nous choisissons des modèles offerts dans ces régions.",
          ],
        },
        {
          id: "ai-and-privacy-law",
          question: "Les fonctions d'IA peuvent-elles respecter la LPRPDE et la Loi 25 du Québec ?",
          answer: [
            "Oui, si la protection des renseignements personnels est prévue dès le départ. Nous limitons la collecte à ce dont la fonction a besoin, documentons la circulation des données et vous aidons à mettre à jour votre politique de confidentialité et vos libellés de consentement, y compris les obligations de transparence que la Loi 25 ajoute à l'égard des résidents du Québec.",
            "Les décisions finales en matière de conformité reviennent à votre entreprise et à ses conseillers juridiques ; nous leur fournissons la documentation technique dont ils ont besoin.",
          ],
        },
        {
          id: "add-ai-to-existing-product",
          question: "Pouvez-vous ajouter des fonctions d'IA à notre logiciel existant ?",
          answer: [
            "Oui. La plupart des fonctions d'IA s'ajoutent à votre application sous forme de service qu'elle appelle, en utilisant les données et les autorisations dont vous disposez déjà. Nous isolons le modèle derrière une interface, pour que vous puissiez changer de fournisseur plus tard, et nous mesurons l'utilisation dès le départ pour que les coûts restent prévisibles.",
          ],
          link: {
            label: "IA pour logiciels-services (SaaS)",
            to: "/services/artificial-intelligence/saas-ai",
          },
        },
      ],
    },
    {
      id: "digital-marketing",
      meta: {
        title: "Marketing numérique : FAQ",
        description:
          "Délais du référencement, rythme des publications et des envois, comptes rendus des résultats, conformité de vos courriels à la LCAP et propriété de vos comptes.",
      },
      title: "Marketing numérique",
      description:
        "Référencement, médias sociaux, publicité payante, courriel et la façon dont nous en rendons compte.",
      icon: "megaphone",
      items: [
        {
          id: "how-long-does-seo-take",
          question: "Combien de temps faut-il pour voir les résultats du référencement ?",
          answer: [
            `La plupart des entreprises voient leurs premiers gains en ${claimsFr.seoFirstGains}, habituellement dans les résultats locaux sur les cartes, dans les recherches de longue traîne et dans le trafic vers les pages que nous avons améliorées. Le plein rendement vient en ${claimsFr.seoFullResults}, selon la concurrence, l'état de votre site et la quantité de contenu à produire.`,
            "Personne ne peut honnêtement garantir une place en première page, et nous ne le faisons pas. Nous nous engageons sur un plan clair, sur le travail qu'il prévoit et sur des rapports mensuels honnêtes.",
          ],
          link: { label: "Référencement naturel (SEO)", to: "/services/digital-marketing/seo" },
        },
        {
          id: "how-often-do-you-post-and-email",
          question:
            "À quel rythme publierez-vous sur les médias sociaux et enverrez-vous des courriels ?",
          answer: [
            `La plupart de nos plans pour les médias sociaux prévoient ${claimsFr.socialPostsPerWeek} publications par semaine, la plupart de nos programmes de marketing par courriel envoient ${claimsFr.emailCampaignsPerMonth} campagnes par mois en plus des séquences automatisées, et nos plans de contenu commencent habituellement par ${claimsFr.blogPostsPerMonth} billets de blogue par mois.`,
            "Vous approuvez d'avance le calendrier de chaque mois, et nous ajustons le rythme selon les réactions de votre public.",
          ],
        },
        {
          id: "how-do-you-report-results",
          question: "Comment rendez-vous compte des résultats ?",
          answer: [
            "Chaque mois, vous recevez un court rapport qui relie notre travail aux demandes, aux réservations et aux ventes, et pas seulement aux clics et aux impressions. Il présente ce que nous avons fait, ce qui a changé, nos recommandations pour la suite et les points qui demandent une décision de votre part.",
            "Nous configurons d'abord GA4, le suivi des conversions et les tableaux de bord, et nous pouvons intégrer les données de votre GRC ou vos ventes hors ligne pour juger les campagnes sur les contrats réellement conclus.",
          ],
          link: {
            label: "Analyse et rapports",
            to: "/services/digital-marketing/analytics-reporting",
          },
        },
        {
          id: "is-email-marketing-casl-compliant",
          question: "Comment vous assurez-vous que notre marketing par courriel respecte la LCAP ?",
          answer: [
            "Nous écrivons uniquement aux personnes qui ont donné un consentement exprès ou un consentement tacite valide, nous conservons la preuve de la façon dont chaque personne s'est abonnée, et nous veillons à ce que chaque courriel identifie votre entreprise, indique une adresse postale et offre un lien de désabonnement fonctionnel.",
            "Nous n'utilisons jamais de listes achetées, car elles ne sont presque jamais assorties d'un consentement valide au sens de la LCAP.",
          ],
          link: {
            label: "Marketing par courriel",
            to: "/services/digital-marketing/email-marketing",
          },
        },
        {
          id: "who-owns-marketing-accounts",
          question:
            "À qui appartiennent nos comptes publicitaires, nos profils sociaux et notre contenu ?",
          answer: [
            "À vous. Les comptes publicitaires et les profils sociaux sont enregistrés au nom de votre entreprise et facturés à votre carte ; nous y sommes ajoutés comme gestionnaires ou partenaires. Si vous nous quittez un jour, vous conservez les comptes, leur historique et tout ce que nous avons créé pour vous.",
          ],
        },
      ],
    },
    {
      id: "branding",
      meta: {
        title: "Image de marque et logos : FAQ",
        description:
          "Identité complète ou simple logo, prix d'un logo, marque bilingue, vérification d'un nouveau nom et impression des cartes, enseignes et emballages.",
      },
      title: "Image de marque",
      description: "Logos, identités de marque, lancements et imprimés.",
      icon: "palette",
      items: [
        {
          id: "full-identity-or-logo",
          question: "Avons-nous besoin d'une identité de marque complète ou seulement d'un logo ?",
          answer: [
            "Si votre entreprise est jeune et que son positionnement est clair, un logo accompagné d'un petit guide de style suffit souvent. Si vous fusionnez, percez le marché québécois, visez une clientèle plus haut de gamme ou si vos outils de communication ont perdu leur cohérence, c'est une stratégie et un système visuel complet qui permettront au nouveau logo de s'imposer.",
            "Un rafraîchissement visuel coûte habituellement de 6 000 à 12 000 $ CA, et une identité complète, avec stratégie, choix du nom et normes graphiques bilingues, se situe généralement entre 15 000 et 35 000 $ CA.",
          ],
          link: { label: "Identité de marque", to: "/services/branding/identity" },
        },
        {
          id: "how-much-does-a-logo-cost",
          question: "Combien coûte un logo ?",
          answer: [
            "Nos forfaits de logo commencent à 1 800 $ CA, et la plupart de nos clients choisissent le forfait à 3 500 $ CA, qui comprend plus de concepts et un petit guide de style. Chaque concept est dessiné par nos designers pour votre entreprise, sans gabarit ni symbole généré par l'IA.",
          ],
          link: { label: "Conception de logo", to: "/services/branding/logo-design" },
        },
        {
          id: "bilingual-brand",
          question: "Notre marque peut-elle fonctionner en français et en anglais ?",
          answer: [
            "Oui. Nous tenons compte du français dès le premier atelier, nous vérifions que les noms et les slogans sonnent naturellement dans les deux langues, et nous concevons des mises en page qui laissent de la place au texte français, souvent plus long.",
            "Si vous faites des affaires au Québec, nous vous signalons les cas où la Charte de la langue française, modifiée par la Loi 96, touche l'affichage, l'emballage et les marques de commerce, et nous vous recommandons de faire confirmer les cas particuliers par votre conseiller juridique.",
          ],
        },
        {
          id: "is-our-new-name-available",
          question: "Pouvez-vous vérifier si notre nouveau nom est disponible ?",
          answer: [
            "Nous comparons les noms retenus à la base de données de l'Office de la propriété intellectuelle du Canada, aux registres provinciaux des entreprises, aux noms de domaine et aux noms d'utilisateur sur les médias sociaux. Cette vérification repère tôt les conflits évidents, mais elle ne constitue pas un avis juridique : un agent de marques de commerce devrait confirmer le choix final.",
          ],
        },
        {
          id: "can-you-print-our-materials",
          question:
            "Pouvez-vous imprimer nos cartes professionnelles, nos enseignes et nos emballages ?",
          answer: [
            "Oui. Les travaux d'impression sont confiés à des imprimeurs commerciaux partenaires au Canada, surtout en Ontario et au Québec, et expédiés directement de chez eux : aucun formulaire de douane ni retard à la frontière. Nous vérifions le fond perdu, le mode colorimétrique et la résolution de chaque fichier avant l'impression.",
          ],
          link: { label: "Impression", to: "/services/branding/printing" },
        },
      ],
    },
    {
      id: "hosting",
      meta: {
        title: "Hébergement et soutien : FAQ",
        description:
          "Où vos données sont conservées, notre objectif de disponibilité, le transfert de votre site, nos heures de soutien, l'entretien et les sites piratés.",
      },
      title: "Hébergement et soutien",
      description:
        "Où se trouvent votre site et vos données, la disponibilité, les migrations et comment nous joindre.",
      icon: "server",
      items: [
        {
          id: "is-our-data-kept-in-canada",
          question: "Nos données sont-elles conservées au Canada ?",
          answer: [
            "Les sites web que nous hébergeons et leurs bases de données sont exploités dans un centre de données de Toronto, et les sauvegardes sont stockées dans une installation distincte à Montréal. Les applications sur mesure sont déployées dans des régions infonuagiques canadiennes, comme AWS Canada (Centre) ou Azure Centre du Canada.",
            "Certains services fonctionnent autrement, et nous le disons. Un réseau de diffusion de contenu (CDN) met en cache des fichiers publics, comme les images, dans des emplacements qui peuvent se trouver hors du Canada, et des outils comme Google Analytics traitent les données sur une infrastructure mondiale. Lorsque la résidence des données compte dans votre secteur, nous proposons des solutions canadiennes et documentons l'emplacement de chaque élément.",
          ],
          link: { label: "Hébergement de sites web", to: "/services/hosting/website" },
        },
        {
          id: "what-does-the-uptime-target-cover",
          question: `Que signifie votre objectif de disponibilité de ${claimsFr.uptime} pour notre site web ?`,
          answer: [
            `Notre objectif de disponibilité de ${claimsFr.uptime} couvre les serveurs et le réseau que nous gérons pour votre site. Nous vérifions chaque site toutes les minutes à partir de plusieurs emplacements, et nous sommes alertés dès que l'un d'eux cesse de répondre.`,
            "L'entretien planifié a lieu en dehors des heures d'ouverture, avec préavis. Les problèmes causés par des services tiers, ou par des modifications faites en dehors de notre processus, sont traités séparément.",
          ],
        },
        {
          id: "can-you-move-our-site",
          question: "Pouvez-vous transférer notre site web actuel vers votre hébergement ?",
          answer: [
            "Oui. Nous hébergeons des sites WordPress, WooCommerce, Laravel, Node.js et statiques, y compris ceux conçus par d'autres agences. Nous examinons d'abord le site et vous signalons tout ce qui doit être réglé avant le transfert, comme une extension ou une version de PHP désuète.",
            "Une migration standard est comprise dans chaque forfait d'hébergement ; les sites plus importants, avec des intégrations sur mesure, entraînent habituellement des frais uniques de 300 à 1 200 $. Nous basculons votre nom de domaine en dehors des heures d'ouverture, avec une dernière synchronisation des données, pour qu'aucune commande ni demande ne soit perdue.",
          ],
          link: { label: "Forfaits d'hébergement de sites web", to: "/services/hosting/website" },
        },
        {
          id: "support-hours-and-response-times",
          question: "Quelles sont vos heures de soutien et vos délais de réponse ?",
          answer: [
            `Notre équipe de soutien est disponible ${siteFr.hours}, sauf les jours fériés. La surveillance fonctionne jour et nuit, et toute panne sur les serveurs que nous gérons alerte notre équipe, à toute heure.`,
            "Les délais de réponse dépendent de votre forfait. Le forfait d'hébergement Essentiel comprend le soutien par courriel le jour ouvrable suivant, le forfait Affaires ajoute le soutien téléphonique le jour ouvrable même, et le forfait Commerce offre une réponse prioritaire en moins d'une heure ouvrable. Les ententes de soutien logiciel fixent par écrit leurs propres délais de réponse, y compris une couverture en dehors des heures d'ouverture au besoin.",
          ],
          link: { label: "Joindre le soutien", to: "/contact-us" },
        },
        {
          id: "which-maintenance-plan",
          question: "De quel forfait d'entretien de site web avons-nous besoin ?",
          answer: [
            `Un petit site vitrine modifié à l'occasion convient généralement au forfait ${basic.name}, à ${basic.price}. Les sites qui génèrent des demandes ou des réservations chaque jour sont mieux servis par le forfait ${growth.name}, à ${growth.price}, et les boutiques en ligne ou les sites plus importants ont habituellement besoin du forfait ${premium.name}, à ${premium.price}. Les sites complexes, ou les entreprises qui gèrent plusieurs sites, se voient proposer le forfait ${custom.name}.`,
            "Nous recommandons un forfait après un court audit de l'état de votre site ; les prix sont en dollars canadiens, taxes en sus (TPS ou TVH, et TVQ au Québec).",
          ],
          link: { label: "Entretien de sites web", to: "/services/web/website-maintenance" },
        },
        {
          id: "what-if-our-site-is-hacked",
          question: "Que faire si notre site web est piraté ?",
          answer: [
            "Communiquez avec nous avant de supprimer quoi que ce soit, car les journaux et les fichiers infectés révèlent comment l'attaquant est entré. Au besoin, nous mettons le site hors ligne ou en mode sécurisé, nous le nettoyons, colmatons la brèche et le remettons en ligne, habituellement en un jour ouvrable pour un site de petite entreprise typique.",
            "Si des renseignements personnels sont en cause, nous vous fournissons les faits techniques dont vous avez besoin pour déclarer l'atteinte aux mesures de sécurité en vertu de la LPRPDE et pour tout avis d'incident de confidentialité exigé par la Loi 25.",
          ],
          link: { label: "Sécurité de sites web", to: "/services/hosting/security" },
        },
      ],
    },
  ],
} satisfies FaqPageInput;
