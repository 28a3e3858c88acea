/**
 * The portfolio page's words: its copy from content/en/pages/portfolio.yaml, and the interface
 * strings of its filter and cards.
 */
import { allPortfolioWords } from "#content";
import { fill, pageCopy } from "~/content/pages/copy";
import { bilingual } from "../bilingual";

const page = pageCopy(allPortfolioWords);

const copy = (words: (typeof page)["en"]) => ({
  title: words.meta.title,
  description: words.meta.description,
  eyebrow: words.hero.eyebrow,
  heroTitle: words.hero.title,
  heroText: (count: number) => fill(words.hero.description, { count }),
  cta: words.hero.cta,
  art: words.hero.imageAlt,
  selected: words.projects.eyebrow,
  selectedTitle: words.projects.title,
  selectedText: words.projects.description,
  studiesTitle: words.clientResults.title,
  studiesText: words.clientResults.description,
  ctaTitle: words.cta.title,
  ctaText: words.cta.description,
  ctaButton: words.cta.button,
});

export const portfolioWords = bilingual(
  {
    ...copy(page.en),
    filterLegend: "Filter the work by service category",
    allWork: "All work",
    showing: (projects: number, studies: number, filter?: string) =>
      `Showing ${projects} ${projects === 1 ? "project" : "projects"} and ${studies} client results${filter ? ` in ${filter}` : ""}.`,
    noneInDepth: (filter: string) =>
      `No project in depth uses ${filter} yet; the client results below show our work in it.`,
    services: "Services",
    readStudy: "Read the case study",
  },
  {
    ...copy(page.fr),
    filterLegend: "Filtrer les réalisations par catégorie de services",
    allWork: "Toutes les réalisations",
    showing: (projects: number, studies: number, filter?: string) =>
      `${projects} ${projects > 1 ? "projets affichés" : "projet affiché"} et ${studies} résultats clients${filter ? ` dans la catégorie « ${filter} »` : ""}.`,
    noneInDepth: (filter: string) =>
      `Aucun projet présenté en détail ne relève encore de la catégorie « ${filter} » ; les résultats clients ci-dessous montrent notre travail dans ce domaine.`,
    services: "Services utilisés",
    readStudy: "Lire l'étude de cas",
  },
);
