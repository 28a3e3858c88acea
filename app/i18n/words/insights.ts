/** The words of the articles' pages (the list, an article, the cards that link to them). */
import { bilingual } from "../bilingual";

/** A name inside a sentence: words in lower case, acronyms (AI, SEO, PME, IA) kept. */
const inSentence = (name: string) =>
  name
    .split(" ")
    .map((word) => (/^[A-Z]{2,}$/.test(word.replace(/^d'/, "")) ? word : word.toLowerCase()))
    .join(" ")
    .replace(/d'ia\b/gi, "d'IA");

export const insightsWords = bilingual(
  {
    name: "Insights",
    eyebrow: "Insights",
    title: "Insights: practical advice for Canadian businesses",
    description:
      "Plain-language articles on websites, software, AI, marketing, branding and hosting for Canadian businesses, written by the people who do the work.",
    heroTitle: { text: "Practical advice for", accent: "Canadian businesses" },
    heroText:
      "What we learn building websites, software and campaigns, written up so you can use it: costs, laws, timelines and the trade-offs nobody puts in a proposal.",
    categoryTitle: (name: string) => `${name} articles and advice`,
    categoryDescription: (name: string) =>
      `Articles on ${inSentence(name)} for Canadian businesses: practical advice from the team that builds and runs the work.`,
    tagTitle: (name: string) => `Articles about ${name}`,
    tagDescription: (name: string) =>
      `Every article about ${inSentence(name)}: plain-language advice for Canadian small and mid-sized businesses.`,
    pageSuffix: (page: number) => ` (page ${page})`,
    filters: "Filter articles",
    categories: "By service",
    topics: "By topic",
    all: "All articles",
    count: (count: number) => (count === 1 ? "1 article" : `${count} articles`),
    pagination: "Pages of articles",
    pageLink: (page: number) => `Page ${page}`,
    pageOf: (page: number, pages: number) => `page ${page} of ${pages}`,
    previousPage: "Previous page",
    nextPage: "Next page",
    readingTime: (minutes: number) => `${minutes} min read`,
    readingLabel: "Reading time",
    published: "Published",
    updated: "Updated",
    by: "By",
    onThisPage: "On this page",
    tags: "Topics",
    share: "Share this article",
    shareOn: (network: string) => `Share on ${network} (opens in a new tab)`,
    shareByEmail: "Share by email",
    related: "Related articles",
    newer: "Newer article",
    older: "Older article",
    fromInsights: { text: "From our", accent: "insights" },
    fromInsightsText: "Recent articles from the team on this kind of work.",
    allArticles: "See all articles",
    feeds: "Subscribe to the feed",
    rss: "RSS feed",
    atom: "Atom feed",
    ctaTitle: { text: "Want this done", accent: "for your business?" },
    ctaText:
      "Tell us where you are and what you need. A senior member of the team replies within one business day with a plan, a budget and a timeline.",
    ctaButton: "Talk to the team",
  },
  {
    name: "Perspectives",
    eyebrow: "Perspectives",
    title: "Perspectives : conseils pratiques pour les entreprises",
    description:
      "Des articles clairs sur les sites web, les logiciels, l'IA, le marketing, l'image de marque et l'hébergement, écrits par l'équipe qui fait le travail.",
    heroTitle: { text: "Des conseils concrets pour", accent: "les entreprises d'ici" },
    heroText:
      "Ce que nous apprenons en bâtissant des sites, des logiciels et des campagnes, mis en mots pour vous servir : coûts, lois, échéanciers et compromis qu'on ne voit jamais dans une soumission.",
    categoryTitle: (name: string) => `${name} : articles et conseils`,
    categoryDescription: (name: string) =>
      `${name} : nos articles et conseils pour les entreprises d'ici, signés par l'équipe qui réalise et entretient les projets.`,
    tagTitle: (name: string) => `Articles sur le thème ${inSentence(name)}`,
    tagDescription: (name: string) =>
      `Tous nos articles sur le thème ${inSentence(name)} : des conseils clairs pour les PME du Québec et du Canada.`,
    pageSuffix: (page: number) => ` – page ${page}`,
    filters: "Filtrer les articles",
    categories: "Par service",
    topics: "Par thème",
    all: "Tous les articles",
    count: (count: number) => (count === 1 ? "1 article publié" : `${count} articles publiés`),
    pagination: "Pages d'articles",
    pageLink: (page: number) => `Page ${page} de la liste`,
    pageOf: (page: number, pages: number) => `page ${page} sur ${pages}`,
    previousPage: "Page précédente",
    nextPage: "Page suivante",
    readingTime: (minutes: number) => `Lecture de ${minutes} min`,
    readingLabel: "Temps de lecture",
    published: "Publié le",
    updated: "Mis à jour le",
    by: "Par",
    onThisPage: "Dans cet article",
    tags: "Thèmes",
    share: "Partager cet article",
    shareOn: (network: string) => `Partager sur ${network} (s'ouvre dans un nouvel onglet)`,
    shareByEmail: "Partager par courriel",
    related: "Articles connexes",
    newer: "Article plus récent",
    older: "Article précédent",
    fromInsights: { text: "À lire dans nos", accent: "perspectives" },
    fromInsightsText: "Les derniers articles de l'équipe sur ce type de mandat.",
    allArticles: "Voir tous les articles",
    feeds: "S'abonner au fil",
    rss: "Fil RSS",
    atom: "Fil Atom",
    ctaTitle: { text: "Envie d'en faire autant", accent: "dans votre entreprise ?" },
    ctaText:
      "Dites-nous où vous en êtes et ce qu'il vous faut. Un membre d'expérience de l'équipe vous répond d'ici un jour ouvrable avec un plan, un budget et un échéancier.",
    ctaButton: "Parler à l'équipe",
  },
);
