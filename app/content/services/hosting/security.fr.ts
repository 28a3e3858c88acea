import type { ServiceInput } from "../../schema";
import { claimsFr, siteFr } from "../../site";

export default {
  category: "hosting",
  slug: "security",
  name: "Sécurité web",
  meta: {
    title: "Sécurité web et protection contre les maliciels",
    description:
      "SSL, pare-feu, détection des maliciels, sauvegardes testées et gestion des incidents pour les sites canadiens, avec soutien pour vos obligations LPRPDE.",
  },
  hero: {
    title: { text: "Protégez votre site web,", accent: "vos clients et votre réputation" },
    description: `Nous sécurisons les sites web d'entreprises canadiennes avec le SSL, un pare-feu applicatif web, une analyse quotidienne des maliciels et des sauvegardes testées, et nous maintenons les sites protégés dans notre objectif de disponibilité de ${claimsFr.uptime}.`,
    showCTA: true,
    image: {
      scene: "shield",
      alt: "Illustration d'un bouclier qui protège le site web d'une entreprise en bloquant du trafic malveillant",
    },
  },
  intro: {
    title: { text: "Les sites de PME sont", accent: "aussi des cibles" },
    paragraphs: [
      "La plupart des attaques contre les sites de petites entreprises sont automatisées : des robots balaient des milliers de sites par jour à la recherche d'extensions désuètes, de mots de passe faibles et de pages d'administration exposées. Un site compromis peut rediriger vos clients vers des arnaques, laisser fuir les données de vos formulaires de contact ou faire signaler votre domaine par Google. La bonne sécurité est rarement spectaculaire : c'est un ensemble d'habitudes appliquées au quotidien.",
      "Quand des renseignements personnels sont en jeu, une atteinte devient aussi une affaire juridique. En vertu de la LPRPDE, toute atteinte qui présente un risque réel de préjudice grave doit être déclarée au Commissariat à la protection de la vie privée du Canada et aux personnes touchées, et la Loi 25 du Québec ajoute ses propres obligations d'avis. Nous vous aidons à prévenir les incidents et, s'il en survient un, à y réagir et à le documenter correctement.",
    ],
    image: {
      scene: "code",
      alt: "Illustration d'un analyseur de code qui repère une extension désuète et un script malveillant injecté",
    },
  },
  features: {
    title: { text: "Plusieurs couches de", accent: "protection" },
    description:
      "Aucun outil ne bloque à lui seul toutes les attaques : nous combinons prévention, détection et reprise.",
    items: [
      {
        title: "Certificats SSL",
        description:
          "Nous installons des certificats SSL renouvelés automatiquement, imposons le HTTPS sur tout le site et configurons des en-têtes de sécurité que les navigateurs respectent.",
        icon: "lock",
      },
      {
        title: "Pare-feu applicatif web",
        description:
          "Placé devant votre site, le pare-feu filtre les requêtes malveillantes, les tentatives de connexion par force brute et les robots nuisibles avant qu'ils n'atteignent votre serveur.",
        icon: "shield",
      },
      {
        title: "Analyse quotidienne des maliciels",
        description:
          "Chaque jour, nous analysons vos fichiers et vos bases de données à la recherche de code injecté, de liens de pourriel et de maliciels connus, et nous vous alertons dès qu'un problème apparaît.",
        icon: "file-search",
      },
      {
        title: "Sauvegardes testées",
        description:
          "Des sauvegardes quotidiennes chiffrées sont conservées hors site, au Canada, et nous testons régulièrement leur restauration pour qu'une copie saine soit prête au besoin.",
        icon: "hard-drive",
      },
      {
        title: "Gestion des correctifs",
        description:
          "Nous appliquons rapidement les mises à jour de sécurité de votre système de gestion de contenu, de vos extensions et de vos logiciels serveur, après les avoir testées sur une copie de préproduction.",
        icon: "wrench",
      },
      {
        title: "Contrôle des accès",
        description:
          "Nous exigeons l'authentification multifacteur pour les comptes administrateurs, supprimons les accès inutilisés et limitons chaque personne aux droits dont elle a besoin.",
        icon: "key-round",
      },
      {
        title: "Intervention en cas d'incident",
        description:
          "Si votre site est piraté, nous contenons l'attaque, supprimons les maliciels, colmatons la brèche qui l'a rendue possible et demandons le retrait des listes de blocage.",
        icon: "life-buoy",
      },
      {
        title: "Documentation des atteintes",
        description:
          "Nous consignons ce qui s'est passé, les données touchées et les mesures prises : vous disposez ainsi des faits nécessaires au registre et aux déclarations d'atteintes qu'exige la LPRPDE.",
        icon: "clipboard-check",
      },
    ],
  },
  process: {
    title: { text: "Comment nous sécurisons", accent: "votre site" },
    description:
      "Nous commençons par une évaluation, corrigeons d'abord les failles les plus graves, puis nous restons aux aguets.",
    steps: [
      {
        title: "Évaluation de la sécurité",
        description:
          "Nous examinons vos versions logicielles, vos extensions, vos comptes utilisateurs, votre hébergement et vos sauvegardes, puis classons nos constats par niveau de risque.",
      },
      {
        title: "Nettoyage et renforcement",
        description:
          "Nous éliminons tout maliciel présent, mettons à jour ou remplaçons les composants vulnérables, resserrons les permissions des fichiers et verrouillons l'accès administrateur.",
      },
      {
        title: "Mise en place des protections",
        description:
          "Nous activons le pare-feu, le SSL, la surveillance, l'analyse des maliciels et les sauvegardes hors site, et nous vérifions que chaque élément fonctionne.",
      },
      {
        title: "Surveillance continue",
        description:
          "Nous suivons les alertes, appliquons les correctifs et vous envoyons chaque mois un rapport en termes clairs sur les attaques bloquées, les analyses et les mises à jour.",
      },
      {
        title: "Intervention et bilan",
        description:
          "En cas d'incident, nous intervenons sur-le-champ, vous aidons à évaluer vos obligations de déclaration et ajustons les défenses pour éviter que la situation se reproduise.",
      },
    ],
  },
  showcase: {
    title: { text: "Des sites que nous", accent: "protégeons" },
    description:
      "Quelques entreprises canadiennes dont nous avons nettoyé le site web et que nous gardons maintenant en sécurité.",
    items: [
      "web-security-lakehead-family-dental",
      "web-security-okanagan-cellar-collective",
      "web-security-groupe-conseil-saint-laurent",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Mon site est chez un autre hébergeur. Pouvez-vous quand même le sécuriser ?",
      answer:
        "Oui. Notre pare-feu, nos analyses et notre surveillance fonctionnent avec la plupart des hébergeurs, et nous pouvons renforcer un site où qu'il se trouve. Certaines protections donnent de meilleurs résultats sur notre propre hébergement géré ; nous vous dirons si un transfert ferait une réelle différence.",
    },
    {
      question: "Que faire si notre site web a été piraté ?",
      answer:
        "Communiquez avec nous avant de supprimer quoi que ce soit : les journaux et les fichiers infectés nous aident à comprendre comment l'attaquant est entré. Au besoin, nous mettons le site hors ligne ou en mode sécurisé, le nettoyons, corrigeons la vulnérabilité et le remettons en ligne, généralement en un jour ouvrable pour un site de PME typique.",
    },
    {
      question: "Devons-nous déclarer une atteinte à notre site web en vertu de la LPRPDE ?",
      answer:
        "Si l'atteinte touche des renseignements personnels et présente un risque réel de préjudice grave, vous devez la déclarer au Commissariat à la protection de la vie privée du Canada et aviser les personnes concernées dès que possible. Toute atteinte doit être consignée dans un registre conservé au moins 24 mois. Nous fournissons les faits techniques et la documentation, et nous vous recommandons de faire appel à votre avocat pour l'analyse juridique.",
    },
    {
      question: "Un certificat SSL gratuit est-il suffisant ?",
      answer:
        "Pour la plupart des sites d'entreprise, oui. Un certificat gratuit chiffre les échanges aussi solidement qu'un certificat payant, et il se renouvelle automatiquement. Les organisations qui veulent que leur raison sociale soit vérifiée dans les détails du certificat peuvent opter pour un certificat à validation d'organisation, que nous pouvons installer pour elles.",
    },
    {
      question: "Combien coûte la sécurité d'un site web ?",
      answer:
        "La protection continue d'un site de PME typique coûte de 75 $ à 250 $ par mois, selon la taille du site et la rapidité d'intervention dont vous avez besoin. Le nettoyage ponctuel d'un site infecté qui n'est pas encore protégé coûte généralement de 400 $ à 1 500 $.",
    },
  ],
  sections: [
    {
      type: "services",
      title: { text: "Les services de sécurité", accent: "que nous offrons" },
      description: "Choisissez une protection continue, un projet ponctuel, ou les deux.",
      items: [
        {
          title: "Audit de sécurité",
          description:
            "Une analyse écrite de votre site, de votre hébergement et de vos comptes, qui explique chaque risque et propose une liste de correctifs par ordre de priorité.",
          icon: "search",
        },
        {
          title: "Suppression des maliciels",
          description:
            "Le nettoyage d'urgence des sites piratés, y compris les demandes de retrait des listes de blocage de Google et des principaux fournisseurs de sécurité.",
          icon: "wrench",
        },
        {
          title: "Protection gérée",
          description: `Pare-feu, analyses, correctifs, sauvegardes et surveillance dans un forfait mensuel qui aide votre site à respecter notre objectif de disponibilité de ${claimsFr.uptime}.`,
          icon: "shield-check",
        },
        {
          title: "Plan d'intervention en cas d'incident",
          description:
            "Un plan court et concret qui précise qui fait quoi quand un problème survient, y compris les registres qu'exigent la LPRPDE et la Loi 25.",
          icon: "file-text",
        },
      ],
    },
    {
      type: "reasons",
      title: { text: "Pourquoi les entreprises nous confient", accent: "leur sécurité" },
      items: [
        "Nous expliquons les risques en termes clairs et corrigeons d'abord les plus graves, au lieu de vous remettre un long rapport et de disparaître.",
        "Les sauvegardes sont conservées au Canada et testées : la reprise est une certitude, pas un espoir.",
        "Nous connaissons les règles canadiennes en matière de vie privée, dont le registre des atteintes exigé par la LPRPDE et le registre des incidents de confidentialité prévu par la Loi 25 du Québec.",
        "L'équipe torontoise qui conçoit et héberge les sites web s'occupe aussi de votre sécurité : les correctifs n'attendent pas un autre fournisseur.",
        "Des rapports mensuels montrent ce qui a été bloqué, analysé et mis à jour : vous voyez la protection à l'œuvre.",
      ],
    },
  ],
  cta: {
    title: { text: "Découvrez si votre site web", accent: "est vraiment sécurisé" },
    description:
      "Demandez un audit de sécurité : vous obtiendrez une liste claire des risques qui pèsent sur votre site et des correctifs à apporter, classés par ordre de priorité.",
    button: "Réserver un audit de sécurité",
  },
  closing: `Dites-nous sur quelle plateforme repose votre site et si quelque chose de suspect s'est produit récemment. Nous vous répondrons d'ici ${siteFr.responseTime} avec des conseils francs pour le protéger, un budget approximatif et un échéancier des correctifs.`,
} satisfies ServiceInput;
