/**
 * The words of the articles' pages (the list, an article, the cards and the band that link to
 * them): the copy from content/en/pages/insights.yaml, and the interface strings of the filters,
 * the pagination, an article's facts, its share links and the feeds.
 */
import { allInsightsWords } from "#content";
import { fill, pageCopy } from "~/content/pages/copy";
import { bilingual } from "../bilingual";

/** A name inside a sentence: words in lower case, acronyms (AI, SEO, PME, IA) kept. */
const inSentence = (name: string) =>
  name
    .split(" ")
    .map((word) => (/^[A-Z]{2,}$/.test(word.replace(/^d'/, "")) ? word : word.toLowerCase()))
    .join(" ")
    .replace(/d'ia\b/gi, "d'IA");

const page = pageCopy(allInsightsWords);

const copy = (words: (typeof page)["en"]) => {
  const named = (template: string) => (name: string) =>
    fill(template, { name, nameInSentence: inSentence(name) });
  return {
    name: words.name,
    eyebrow: words.hero.eyebrow,
    title: words.meta.title,
    description: words.meta.description,
    heroTitle: words.hero.title,
    heroText: words.hero.description,
    categoryTitle: named(words.byService.title),
    categoryDescription: named(words.byService.description),
    tagTitle: named(words.byTopic.title),
    tagDescription: named(words.byTopic.description),
    related: words.related,
    fromInsights: words.latest.title,
    fromInsightsText: words.latest.description,
    allArticles: words.latest.link,
    ctaTitle: words.cta.title,
    ctaText: words.cta.description,
    ctaButton: words.cta.button,
  };
};

export const insightsWords = bilingual(
  {
    ...copy(page.en),
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
    newer: "Newer article",
    older: "Older article",
    feeds: "Subscribe to the feed",
    rss: "RSS feed",
    atom: "Atom feed",
  },
  {
    ...copy(page.fr),
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
    newer: "Article plus récent",
    older: "Article précédent",
    feeds: "S'abonner au fil",
    rss: "Fil RSS",
    atom: "Fil Atom",
  },
);
