import { site, siteFr } from "../site";
import type { PrivacyPageInput } from "./schema";

const privacyEmail = "privacy@maplestack.ca";

export default {
  meta: {
    title: "Politique de confidentialité : vos renseignements",
    description: `Ce que ${site.name} recueille par ses formulaires de soumission et d'infolettre, pourquoi, où et combien de temps c'est conservé au Canada, et vos droits.`,
  },
  hero: {
    title: { text: "La confidentialité", accent: "en termes clairs" },
    description: `Ce que ${site.name} recueille quand vous nous écrivez ou vous abonnez à notre infolettre, ce que nous en faisons et les choix qui s'offrent à vous, sans jargon juridique.`,
  },
  updated: "2026-11-27",
  summary: [
    "Nous recueillons des renseignements personnels uniquement au moyen de deux formulaires : le formulaire de demande de soumission de notre page « Nous joindre » et le formulaire d'abonnement à l'infolettre, en bas de page.",
    "Nous les utilisons pour répondre à votre demande, préparer une soumission et, seulement si vous l'avez demandé, vous envoyer des courriels de marketing.",
    "Vos renseignements sont stockés au Canada, sur des serveurs que nous gérons dans des centres de données à Toronto et à Montréal.",
    "Ce site ne dépose aucun témoin (cookie) et n'utilise aucun traceur de tiers; nous comptons nous-mêmes les visites, sans savoir qui vous êtes.",
    "Nous ne vendons jamais vos renseignements et ne les communiquons à personne à ses propres fins de marketing.",
    `Vous pouvez consulter, faire corriger ou faire supprimer gratuitement les renseignements que nous détenons à votre sujet en écrivant à ${privacyEmail}.`,
  ],
  sections: [
    {
      id: "who-we-are",
      title: "Qui nous sommes et ce que couvre cette politique",
      paragraphs: [
        `${site.name} est une agence numérique établie à ${siteFr.city}. Notre dénomination sociale est ${site.legalName}, et nous sommes responsables des renseignements personnels décrits sur cette page.`,
        "Cette politique explique comment nous traitons les renseignements personnels recueillis sur ce site web; nos courriels de marketing, eux, respectent la Loi canadienne anti-pourriel (LCAP). La loi qui protège vos renseignements dépend de l'endroit où vous résidez, et nous respectons chacune d'elles :",
      ],
      items: [
        "Au Québec : la Loi sur la protection des renseignements personnels dans le secteur privé (RLRQ, c. P-39.1), telle que modifiée par la Loi modernisant des dispositions législatives en matière de protection des renseignements personnels (LQ 2021, c. 25), appelée « Loi 25 ».",
        "En Colombie-Britannique : la Personal Information Protection Act (SBC 2003, c 63).",
        "En Alberta : la Personal Information Protection Act (SA 2003, c P-6.5).",
        "Partout ailleurs au Canada, ainsi que pour les renseignements qui franchissent une frontière provinciale ou nationale : la Loi sur la protection des renseignements personnels et les documents électroniques (LC 2000, ch. 5), loi fédérale appelée LPRPDE.",
      ],
    },
    {
      id: "what-we-collect",
      title: "Ce que nous recueillons",
      paragraphs: [
        "Vous pouvez parcourir tout le site sans rien nous révéler à votre sujet. Nous recueillons des renseignements personnels seulement lorsque vous remplissez l'un de nos deux formulaires, et uniquement ce que le formulaire demande.",
        "Le formulaire d'infolettre, en bas de page, ne demande que votre adresse courriel. Nous vous envoyons ensuite un courriel pour la confirmer : vous n'êtes abonné qu'une fois la confirmation faite, et une adresse non confirmée dans les sept jours est retirée avec sa demande. Nous associons à l'adresse le libellé exact du consentement qui vous a été présenté, la page où vous vous êtes abonné ainsi que la date de la demande et de la confirmation ; ensemble, ces éléments constituent notre preuve de votre consentement au sens de la LCAP.",
        "Le formulaire de demande de soumission de notre page « Nous joindre » en demande davantage, car il nous faut ces renseignements pour vous donner une réponse utile :",
      ],
      items: [
        "Vos prénom et nom, ainsi que le nom de votre entreprise.",
        "Votre adresse courriel et, si vous choisissez de le donner, votre numéro de téléphone.",
        "Les services qui vous intéressent et la fourchette de budget que vous avez choisie.",
        "Le moment où vous préférez que nous vous rappelions.",
        "La description de votre projet, dans vos propres mots.",
        "Votre réponse à la case qui permet de demander nos courriels de marketing. Cette case reste décochée tant que vous ne la cochez pas, et votre choix constitue notre preuve de votre consentement exprès au sens de la LCAP.",
      ],
    },
    {
      id: "why",
      title: "Pourquoi nous les recueillons",
      paragraphs: [
        "Nous utilisons ce que vous nous envoyez aux fins pour lesquelles vous l'avez envoyé, et à aucune autre fin sans d'abord vous demander votre accord.",
      ],
      items: [
        "Les renseignements du formulaire de soumission servent à répondre à votre demande, à comprendre votre projet et à préparer une soumission.",
        "Une personne qui a utilisé le formulaire de soumission ne reçoit nos courriels de marketing que si elle a coché la case prévue à cette fin.",
        "Les adresses confirmées reçoivent un courriel par mois. Chaque courriel contient un lien de désabonnement, qui ouvre une page où un seul bouton vous désabonne, et indique à votre logiciel de courriel comment offrir son propre bouton de désabonnement en un clic.",
        "Les preuves de consentement que nous conservons nous permettent de démontrer, si on nous le demande un jour, que vous avez accepté d'avoir de nos nouvelles.",
      ],
    },
    {
      id: "where-it-is-kept",
      title: "Où vos renseignements sont conservés",
      paragraphs: [
        `Tout ce qui est envoyé au moyen de nos formulaires est stocké dans une base de données, sur des serveurs situés au Canada et gérés par ${site.name}, dans des centres de données à Toronto et à Montréal.`,
        "Pour que notre équipe voie rapidement les nouvelles demandes, une copie de chacune est aussi envoyée par courriel à notre propre boîte de réception.",
        "Pour protéger les formulaires contre les abus, nous comptons les envois de chaque adresse IP sur une courte période (dix minutes pour les formulaires, quinze pour la page de connexion de notre équipe). Ce compte reste dans notre base de données jusqu'à la fin de la période, puis il est effacé; les adresses IP ne sont jamais conservées avec votre demande ni avec votre abonnement.",
      ],
    },
    {
      id: "retention",
      title: "Combien de temps nous les conservons",
      paragraphs: [
        "Nous conservons les renseignements personnels seulement le temps nécessaire aux fins pour lesquelles ils ont été recueillis, ou le temps exigé par la loi.",
      ],
      items: [
        "Les demandes qui ne débouchent pas sur un projet sont dépouillées de leurs renseignements personnels 24 mois après notre dernier échange avec vous : votre nom, le nom de votre entreprise, votre adresse courriel, votre numéro de téléphone et votre message sont effacés, et ce qui reste (la date, les services et la fourchette de budget) ne permet plus d'identifier qui que ce soit.",
        "Vous pouvez nous demander de supprimer votre demande plus tôt, en tout temps : nous la supprimons, avec nos notes à son sujet, dans un délai de 30 jours.",
        "Si vous faites affaire avec nous, vos dossiers sont conservés selon ce qu'exigent notre contrat et les lois fiscales ; les factures et les documents comptables sont conservés pendant sept ans, conformément aux règles de tenue de registres de l'Agence du revenu du Canada.",
        "Les abonnements à l'infolettre sont conservés jusqu'à votre désabonnement. Nous gardons ensuite votre adresse courriel dans une liste d'exclusion, ainsi qu'une empreinte irréversible de celle-ci (un hachage) même une fois l'adresse elle-même retirée, afin qu'elle ne reçoive plus jamais l'infolettre à moins que vous vous abonniez de nouveau. Peu importe qui le demande, une adresse reçoit au plus un courriel de confirmation par mois.",
      ],
    },
    {
      id: "who-sees-it",
      title: "Qui y a accès",
      paragraphs: [
        "Vos renseignements sont vus par le moins de personnes possible, et seulement aux fins décrites ci-dessus.",
      ],
      items: [
        `Les membres du personnel de ${site.name} qui traitent les demandes et les mandats des clients.`,
        "Nos fournisseurs d'hébergement et de courriel, qui les traitent uniquement pour notre compte, en vertu de contrats qui les obligent à les protéger.",
        "Les autorités, comme la police ou un tribunal, mais seulement lorsque la loi nous oblige à les leur communiquer.",
        "Personne d'autre : nous ne vendons jamais vos renseignements, ne les louons pas et ne les communiquons pas à d'autres entreprises pour leur marketing.",
      ],
    },
    {
      id: "cookies",
      title: "Témoins et suivi",
      paragraphs: [
        "Ce site ne dépose aucun témoin chez ses visiteurs : vous n'avez donc aucune bannière de consentement à franchir. Le seul témoin que nous utilisons sert à l'espace privé où notre équipe se connecte pour traiter les demandes. Votre navigateur garde une seule note pour ce site, dans son stockage local : il a déjà notre police de caractères, que les pages suivantes peuvent donc afficher tout de suite. Cette note ne dit rien de vous et ne nous est jamais transmise.",
        "Nous n'utilisons aucun traceur publicitaire, aucun outil d'analyse d'un tiers ni aucun pixel de médias sociaux. Nos polices et nos images sont servies par ce site lui-même : consulter une page n'envoie donc aucune requête à un tiers. Pour savoir quelles pages sont utiles à nos visiteurs, chaque page que vous ouvrez envoie un court message à notre propre serveur, qui en fait le compte.",
        "Pour compter les pages d'une même personne comme une seule visite, notre serveur mélange votre adresse IP et le nom de votre navigateur à une valeur aléatoire qui change chaque jour, ne garde que le résultat brouillé et efface la valeur du jour dès le lendemain. Votre adresse IP n'est jamais conservée, et passé ce jour, personne, pas même nous, ne peut relier ces pages vues à vous ni à un autre jour. Si votre navigateur transmet un signal Do Not Track ou Global Privacy Control, la page n'envoie rien et rien n'est compté.",
        "Voici exactement ce qui est compté ou mesuré, et rien d'autre :",
      ],
      items: [
        "L'adresse de la page (sans ce qui suit un point d'interrogation) et le moment où elle a été ouverte.",
        "Le nom du site qui vous a dirigé ici, s'il y a lieu (par exemple google.ca, jamais l'adresse complète de la page), et le nom de la campagne inscrit dans un lien que nous avons diffusé (sa source et sa campagne UTM).",
        "La langue de la page, et si votre écran a la taille d'un téléphone, d'une tablette ou d'un ordinateur.",
        "Votre pays, lorsque le réseau devant nos serveurs l'indique, et rien de plus précis.",
        "Si une demande a été envoyée depuis la page Nous joindre, avec les services qu'elle nomme, pour savoir quelles pages mènent à des demandes.",
        "La rapidité de la page de votre côté : cinq mesures de temps prises par votre navigateur, qu'on appelle les signaux Web essentiels (le délai de réponse de notre serveur, le moment où le premier texte, puis le contenu principal, s'affichent, la vitesse à laquelle la page réagit quand vous cliquez ou tapez au clavier, et à quel point la mise en page bouge pendant le chargement). Ces mesures partent une seule fois, quand vous quittez la page, avec son adresse et la largeur de votre fenêtre ; nous n'en gardons que les chiffres, avec le type de page, le jour, la langue et la taille de l'écran. Ce ne sont que des mesures de temps, jamais reliées à vous ni aux pages que vous avez consultées, et si votre navigateur transmet un signal Do Not Track ou Global Privacy Control, rien n'est mesuré ni envoyé.",
      ],
    },
    {
      id: "security",
      title: "Comment nous les protégeons",
      paragraphs: [
        "Nous prenons des mesures raisonnables pour protéger vos renseignements contre la perte, le vol et l'accès non autorisé.",
      ],
      items: [
        "Toutes les connexions à ce site sont chiffrées au moyen du protocole HTTPS, y compris l'envoi de vos formulaires.",
        "L'accès aux demandes et aux abonnements est réservé aux membres du personnel qui en ont besoin pour leur travail.",
        "Nos sauvegardes sont chiffrées.",
      ],
    },
    {
      id: "access-and-correction",
      title: "Consulter, corriger ou supprimer vos renseignements",
      paragraphs: [
        `Vous pouvez nous demander quels renseignements personnels nous détenons à votre sujet, et nous demander de les corriger ou de les supprimer. Écrivez à ${privacyEmail} en précisant ce que vous souhaitez que nous fassions. Si vous résidez au Québec, la Loi sur la protection des renseignements personnels dans le secteur privé, telle que modifiée par la Loi 25, vous donne notamment le droit d'accéder à vos renseignements, de les faire rectifier, de retirer votre consentement et, lorsque cela s'applique, d'obtenir les renseignements informatisés que vous nous avez fournis dans un format technologique structuré et couramment utilisé (portabilité).`,
        "Nous répondons dans un délai de 30 jours, sans frais. Nous pourrions d'abord vous demander de confirmer votre identité, afin de ne jamais remettre vos renseignements à quelqu'un d'autre.",
        "Si nous devons conserver certains renseignements, par exemple une facture que nous sommes tenus de garder à des fins fiscales, nous vous dirons lesquels et pourquoi.",
      ],
    },
    {
      id: "withdraw-consent",
      title: "Changer d'avis",
      paragraphs: [
        "Vous pouvez retirer votre consentement en tout temps, et c'est aussi simple que de l'avoir donné.",
      ],
      items: [
        "Ouvrez le lien de désabonnement au bas de n'importe quel courriel que nous vous envoyons et appuyez sur le bouton de la page qui s'affiche, ou utilisez le bouton de désabonnement de votre logiciel de courriel : le désabonnement est immédiat, sans connexion.",
        `Ou écrivez à ${privacyEmail}, et nous cesserons de vous envoyer des courriels de marketing.`,
      ],
    },
    {
      id: "contact",
      title: "Joindre notre responsable de la protection des renseignements personnels",
      paragraphs: [
        "Notre responsable de la protection des renseignements personnels veille à la façon dont nous traitons les renseignements personnels et répond à toutes les questions et demandes à ce sujet.",
        "Si notre réponse ne vous satisfait pas, vous pouvez porter plainte auprès de l'organisme qui veille à l'application de la loi qui vous protège. Au Québec, c'est la Commission d'accès à l'information du Québec (cai.gouv.qc.ca); en Colombie-Britannique, le Commissariat à l'information et à la protection de la vie privée de la Colombie-Britannique (oipc.bc.ca); en Alberta, le Commissariat à l'information et à la protection de la vie privée de l'Alberta (oipc.ab.ca).",
        "Partout ailleurs au Canada, ou s'il s'agit de renseignements qui ont franchi une frontière provinciale ou nationale, vous pouvez porter plainte auprès du Commissariat à la protection de la vie privée du Canada (priv.gc.ca).",
      ],
      items: [
        `Par la poste : Responsable de la protection des renseignements personnels, ${site.legalName}, ${siteFr.mailingAddress}.`,
        `Par courriel : ${privacyEmail}.`,
        `Par téléphone : ${site.phone.display}.`,
      ],
    },
    {
      id: "changes",
      title: "Modifications de cette politique",
      paragraphs: [
        "Lorsque nous modifions cette politique, la date indiquée en haut de cette page change aussi.",
        "Si une modification est importante, par exemple une nouvelle utilisation de vos renseignements, nous l'annoncerons aussi aux abonnés de notre infolettre.",
      ],
    },
  ],
} satisfies PrivacyPageInput;
