import { site, siteFr } from "../site";
import type { AccessibilityPageInput } from "./schema";

/** Who reads and answers accessibility requests: a role, so the page outlives staff changes. */
const lead = "notre responsable de l'accessibilité";

export default {
  meta: {
    title: "Déclaration d'accessibilité : WCAG 2.2 AA et LAPHO",
    description: `Comment ${site.name} respecte les WCAG 2.2 (niveau AA), nos tests, ce qui reste à tester, les limites connues et comment obtenir un contenu dans un autre format.`,
  },
  hero: {
    title: {
      text: "Accessibilité :",
      accent: "ce que nous testons, et ce que nous ne testons pas",
    },
    description:
      "La norme que respecte ce site, notre façon de la vérifier, les lacunes que nous connaissons et comment obtenir n'importe quel contenu dans un format qui vous convient.",
  },
  reviewed: "2026-11-23",
  nextReview: "2027-05-23",
  summary: [
    "Notre norme : les Règles pour l'accessibilité des contenus Web (WCAG) 2.2, niveau AA, pour toutes les pages de ce site.",
    "Chaque page est vérifiée par des tests automatisés à la largeur d'un écran d'ordinateur et à celle d'un téléphone, et nous testons au clavier, avec le zoom, en mode de contraste élevé et avec JavaScript désactivé.",
    "À chaque modification, nos tests parcourent les principaux trajets tels qu'un lecteur d'écran les annonce, au moyen d'un lecteur d'écran virtuel. Nous n'avons pas encore testé le site avec les lecteurs d'écran qu'utilisent les gens, la saisie vocale ou l'accès par contacteur, ni avec des personnes handicapées. Nous comptons le faire, et nous le disons clairement plus bas.",
    `Vous pouvez obtenir gratuitement n'importe quel contenu dans un autre format en écrivant à ${site.email.display} ou en téléphonant au ${site.phone.display}.`,
    "Nous accusons réception de chaque demande dans un délai de 2 jours ouvrables.",
  ],
  sections: [
    {
      id: "standard",
      title: "La norme que nous respectons",
      paragraphs: [
        "Ce site est conçu pour respecter les Règles pour l'accessibilité des contenus Web (WCAG) 2.2, niveau AA, publiées par le World Wide Web Consortium (W3C). La norme s'applique à l'ensemble du site : chaque page, les menus, les formulaires et la page qui s'affiche lorsqu'une adresse n'existe pas.",
        "Aucun test ne peut prouver qu'un site fonctionne pour tout le monde. C'est pourquoi, en plus de ce que nous vérifions, cette déclaration indique ce que nous n'avons pas encore vérifié et énumère les lacunes que nous connaissons, au lieu de les passer sous silence.",
      ],
    },
    {
      id: "how-we-test",
      title: "Comment nous testons",
      paragraphs: [
        "Nous testons dans un vrai navigateur, à deux largeurs : 1 440 pixels, soit un écran d'ordinateur portable ou de bureau, et 390 pixels, soit un téléphone. La plupart de ces vérifications sont automatisées : chaque modification du site est donc vérifiée de nouveau avant sa mise en ligne.",
      ],
      items: [
        "Chaque page est analysée aux deux largeurs par axe-core, un outil de vérification automatisée de l'accessibilité, selon les critères de niveau A et AA des WCAG 2.2.",
        "Chaque page est vérifiée avec le Nu Html Checker, le validateur HTML du W3C, pour que les technologies d'assistance reçoivent des pages bien formées.",
        "Les boutons, les liens et les champs de formulaire mesurent au moins 24 pixels CSS sur 24, pour qu'on puisse les atteindre facilement du doigt ou avec un pointeur mal assuré.",
        "Le contenu des pages se réorganise sans défilement horizontal à une largeur de 320 pixels CSS et avec un texte agrandi à 200 %.",
        "Les pages restent utilisables en mode de contraste élevé de Windows, où les couleurs imposées par le système remplacent les nôtres.",
        "Quand votre appareil demande de réduire les animations, rien ne bouge de soi-même sur le site, et quand il demande plus de contraste, le site suit aussi cette préférence.",
        "L'impression d'une page en reproduit tout le contenu, et pas seulement ce qui est visible à l'écran.",
        "Chaque page peut être lue, et chaque formulaire envoyé, avec JavaScript désactivé.",
        "Pour chaque type de page, nous conservons un instantané de l'arbre d'accessibilité, c'est-à-dire la structure que reçoivent les lecteurs d'écran, et nous le comparons après chaque modification : titres dans le bon ordre, et un nom pour chaque lien, bouton et champ de formulaire. Un lecteur d'écran virtuel (le Virtual Screen Reader de Guidepup, qui lit cet arbre avec un curseur de lecture, comme NVDA ou VoiceOver) parcourt la page d'accueil dans les deux langues, les titres d'une page de service, le menu Services, le formulaire de soumission avec ses messages d'erreur et la recherche, et nos tests vérifient ce qu'il annonce.",
      ],
    },
    {
      id: "keyboard",
      title: "Parcours au clavier",
      paragraphs: [
        "Nous parcourons chaque type de page uniquement au clavier, aux deux largeurs, et nous vérifions les points suivants :",
      ],
      items: [
        "Un lien d'évitement, premier élément atteint, mène directement au contenu principal.",
        "Chaque lien, bouton et champ peut être atteint dans un ordre logique, avec un indicateur de focus visible qui n'est jamais caché sous l'en-tête fixe.",
        "Le menu Services s'ouvre, permet de parcourir ses liens et se ferme au clavier ; la touche Échap le ferme et remet le focus sur le bouton qui l'a ouvert.",
        "Le menu sur téléphone fonctionne de la même façon : il s'ouvre, garde le focus à l'intérieur tant qu'il est ouvert, et la touche Échap le ferme et remet le focus sur le bouton du menu.",
        `Le diaporama de notre page « Pourquoi ${site.name} » peut être mis en pause et passer à la diapositive précédente ou suivante au clavier.`,
        "Sur la page des questions fréquentes, les réponses s'ouvrent et se ferment avec la touche Entrée comme avec la barre d'espacement.",
        "Le formulaire de demande de soumission de notre page « Nous joindre » peut être rempli et envoyé au clavier ; lorsqu'il manque quelque chose, les erreurs sont annoncées et chacune peut être atteinte pour être corrigée.",
      ],
    },
    {
      id: "not-tested",
      title: "Ce que nous n'avons pas encore testé",
      paragraphs: [
        "Nos vérifications sont faites par notre propre équipe, avec des outils automatisés, un clavier et les réglages du navigateur. Elles ne peuvent pas tout nous apprendre, et certains essais restent à faire :",
        "Nous comptons faire tester le site avec ces lecteurs d'écran et ces modes de saisie, et rémunérer des personnes handicapées pour qu'elles essaient nos principaux parcours, comme trouver un service et envoyer le formulaire de soumission. Une fois ces essais faits, nous publierons sur cette page ce que nous avons appris et ce que nous avons changé.",
      ],
      items: [
        "Aucun audit avec de vrais lecteurs d'écran : JAWS, NVDA, VoiceOver sur Mac et iPhone, ou TalkBack sur Android. Un lecteur d'écran virtuel suit fidèlement l'arbre d'accessibilité, mais il ne reproduit pas le comportement, la voix ni les raccourcis propres à chaque produit.",
        "Aucun essai avec la saisie vocale, comme Contrôle vocal ou Dragon, ni avec l'accès par contacteur.",
        "Aucun essai avec des personnes handicapées utilisant leurs propres appareils et réglages.",
      ],
    },
    {
      id: "known-limitations",
      title: "Limites connues",
      paragraphs: [
        "Voici les lacunes et les compromis que nous connaissons. Si vous en trouvez d'autres, dites-le-nous.",
      ],
      items: [
        "La section d'ouverture de la page d'accueil comporte une lente animation de particules derrière le titre, et des cartes flottantes à côté. Elles s'arrêtent lorsqu'elles sortent de l'écran, restent immobiles lorsque votre appareil demande de réduire les animations, et la case « Mettre l'animation d'arrière-plan en pause », au bas de cette section, les arrête. Sans JavaScript, les particules ne démarrent jamais, et la case arrête quand même les cartes.",
        "Nos illustrations sont des créations originales qui représentent des écrans, des tableaux de bord et des graphiques. Chacune a une courte description textuelle qui indique ce qu'elle montre, mais les formes et les chiffres dessinés à l'intérieur sont décoratifs et ne constituent pas des données : ils ne sont donc pas décrits.",
        "Les cartes flottantes de la page d'accueil affichent des chiffres fictifs qui font partie de l'illustration. Les lecteurs d'écran les ignorent, et aucune de nos affirmations n'en dépend : nos vrais chiffres figurent dans le texte de la page.",
        "Les résultats présentés dans nos études de cas sont des chiffres que nos clients nous ont communiqués. Ils sont donnés sous forme de texte, jamais uniquement dans un graphique, mais nous ne les avons pas vérifiés de façon indépendante.",
        "Après votre abonnement à l'infolettre, le message de confirmation disparaît au bout de 3 secondes. Les lecteurs d'écran l'annoncent dès qu'il apparaît, et votre abonnement est enregistré, que vous l'ayez vu ou non.",
        "Pour bloquer les pourriels automatisés, le formulaire de soumission refuse un envoi fait quelques secondes à peine après l'ouverture de la page, ainsi qu'un formulaire resté ouvert plus de 24 heures. Dans les deux cas, il vous explique ce qui s'est passé et conserve tout ce que vous avez saisi : il vous suffit de l'envoyer de nouveau.",
        "Le site est offert en anglais et en français canadien, et chaque page mène à sa version dans l'autre langue. Les noms propres (nos clients, des produits et des outils) gardent leur graphie d'origine sans que leur langue soit indiquée : un lecteur d'écran les lit donc avec la voix de la page.",
        "Les liens vers nos profils de médias sociaux mènent à des sites exploités par d'autres, dont nous ne maîtrisons pas l'accessibilité.",
      ],
    },
    {
      id: "another-format",
      title: "Demander un autre format ou une aide à la communication",
      paragraphs: [
        "Si un élément de ce site vous est difficile à utiliser, ou si vous souhaitez en obtenir le contenu dans un autre format, dites-le-nous. Nous pouvons vous envoyer n'importe quelle page par courriel en texte brut ou en document Word, l'imprimer en gros caractères et vous la poster, ou la parcourir avec vous au téléphone. Si vous avez besoin d'un autre format ou d'une aide à la communication, faites-nous-en part : nous trouverons avec vous ce qui vous convient.",
        `Indiquez-nous la page ou l'information dont vous avez besoin, le format ou l'aide qui vous convient, et la façon dont vous souhaitez que nous vous répondions. Notre ligne téléphonique est ouverte ${siteFr.hours}, et nous acceptons les appels faits par l'intermédiaire d'un service de relais.`,
      ],
      contacts: [
        { label: "Courriel", value: site.email.display, href: site.email.href },
        { label: "Téléphone", value: site.phone.display, href: site.phone.href },
        {
          label: "Poste",
          value: `Responsable de l'accessibilité, ${site.legalName}, ${siteFr.mailingAddress}`,
        },
      ],
    },
    {
      id: "how-we-answer",
      title: "Qui répond, et dans quels délais",
      paragraphs: [
        `Chaque demande et chaque commentaire au sujet de l'accessibilité sont transmis à ${lead}, qui est responsable de cette déclaration et vous répond personnellement.`,
      ],
      items: [
        "Nous accusons réception de votre demande ou de votre commentaire dans un délai de 2 jours ouvrables.",
        "Nous vous fournissons le format demandé, ou l'aide à la communication dont vous avez besoin, dans un délai de 5 jours ouvrables. Si cela prend plus de temps, par exemple pour un format que nous faisons produire par un spécialiste, nous vous expliquons pourquoi et convenons d'une date avec vous.",
        "Si nous ne pouvons pas fournir exactement ce que vous avez demandé, nous vous expliquons pourquoi et cherchons avec vous un autre format ou une autre aide qui répond à vos besoins.",
        "Aucuns frais supplémentaires : un format accessible ou une aide à la communication ne vous coûte rien de plus que ce que le contenu coûte à quiconque, et notre contenu est gratuit.",
        "Lorsque vous nous signalez un obstacle sur le site, nous vous répondons dans un délai de 10 jours ouvrables en précisant ce que nous allons changer et à quel moment, ou pourquoi nous ne pouvons pas le faire et ce que nous vous proposons à la place.",
      ],
    },
    {
      id: "aoda",
      title: "La loi ontarienne sur l'accessibilité",
      paragraphs: [
        `${site.name} est établie en Ontario, où la Loi de 2005 sur l'accessibilité pour les personnes handicapées de l'Ontario (LAPHO) et son règlement sur les Normes d'accessibilité intégrées (Règl. de l'Ont. 191/11) définissent comment les organisations doivent rendre leur information et leurs communications accessibles.`,
        "Ce règlement nous demande de rendre notre processus de rétroaction accessible, de fournir sur demande des formats accessibles et des aides à la communication, en temps opportun et à un coût qui ne dépasse pas le coût habituel, de consulter la personne qui en fait la demande sur ce qui lui convient, et de faire savoir au public que ces formats et ces aides sont offerts. Cette page, et le processus qu'elle décrit, sont notre façon de nous en acquitter.",
        "L'exigence du règlement visant les sites web renvoie aux WCAG 2.0, niveau AA. Les WCAG 2.2, niveau AA, notre norme, reprennent tous les critères de niveau AA des WCAG 2.0, sauf le critère Analyse syntaxique (Parsing), que les WCAG 2.2 ont retiré. Nous vérifions tout de même que chaque page est écrite en HTML valide.",
      ],
    },
    {
      id: "reviews",
      title: "Examens de cette déclaration",
      paragraphs: [
        "Nous revoyons cette déclaration, et nous testons de nouveau le site en fonction de celle-ci, au moins tous les six mois et chaque fois que nous modifions le site de façon importante. Les dates du dernier examen et du prochain examen prévu figurent en haut de cette page.",
        "Lorsqu'un examen révèle une nouvelle lacune, nous l'ajoutons aux limites connues, avec ce que nous prévoyons faire pour y remédier, puis nous la retirons une fois corrigée.",
      ],
    },
  ],
} satisfies AccessibilityPageInput;
