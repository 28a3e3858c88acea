/** The words of the portfolio page. */
import { site } from "~/content/site";
import { bilingual } from "../bilingual";

export const portfolioWords = bilingual(
  {
    title: "Portfolio: Websites, Software and Campaigns",
    description: `Projects ${site.name} has delivered for Canadian businesses, with the measured results: websites, applications, AI, marketing, branding and hosting.`,
    eyebrow: "Portfolio",
    heroTitle: { text: "Work measured in", accent: "results, not adjectives" },
    heroText: (count: number, timeline: string) =>
      `${count} projects told in full, and the results behind every service we sell. Each one was planned, built and looked after by the same senior team, most of them in ${timeline}.`,
    cta: "Start your project",
    art: "Illustration of a results dashboard with rising charts for several client projects",
    selected: "Selected projects",
    selectedTitle: { text: "Projects", accent: "in depth" },
    selectedText:
      "The challenge, what we built and what changed for the business, with figures the clients have agreed to share.",
    filterLegend: "Filter the work by service category",
    allWork: "All work",
    showing: (projects: number, studies: number, filter?: string) =>
      `Showing ${projects} ${projects === 1 ? "project" : "projects"} and ${studies} client results${filter ? ` in ${filter}` : ""}.`,
    noneInDepth: (filter: string) =>
      `No project in depth uses ${filter} yet; the client results below show our work in it.`,
    studiesTitle: { text: "More client", accent: "results" },
    studiesText:
      "Shorter stories from the work behind each of our services: the problem, what we did and what it changed.",
    ctaTitle: { text: "Your project could be", accent: "the next one here" },
    ctaText:
      "Tell us what you want to change in your business. We will reply within one business day with honest advice, a rough budget and a timeline.",
    ctaButton: "Contact Us",
    services: "Services",
    readStudy: "Read the case study",
  },
  {
    title: "Réalisations : sites web, logiciels et campagnes",
    description: `Les projets livrés par ${site.name} pour des entreprises canadiennes, résultats à l'appui : sites web, applications, IA, marketing, marque et hébergement.`,
    eyebrow: "Réalisations",
    heroTitle: {
      text: "Des réalisations qui se mesurent",
      accent: "en résultats, pas en adjectifs",
    },
    heroText: (count: number, timeline: string) =>
      `${count} projets racontés en détail et les résultats obtenus grâce à chacun de nos services. Chacun a été planifié, réalisé et suivi par la même équipe d'expérience, la plupart en ${timeline}.`,
    cta: "Lancer votre projet",
    art: "Illustration d'un tableau de bord de résultats dont les courbes montent pour plusieurs projets clients",
    selected: "Projets phares",
    selectedTitle: { text: "Nos projets", accent: "en détail" },
    selectedText:
      "Le défi, ce que nous avons réalisé et ce qui a changé pour l'entreprise, avec les chiffres dont nos clients ont autorisé la publication.",
    filterLegend: "Filtrer les réalisations par catégorie de services",
    allWork: "Toutes les réalisations",
    showing: (projects: number, studies: number, filter?: string) =>
      `${projects} ${projects > 1 ? "projets affichés" : "projet affiché"} et ${studies} résultats clients${filter ? ` dans la catégorie « ${filter} »` : ""}.`,
    noneInDepth: (filter: string) =>
      `Aucun projet présenté en détail ne relève encore de la catégorie « ${filter} » ; les résultats clients ci-dessous montrent notre travail dans ce domaine.`,
    studiesTitle: { text: "D'autres résultats", accent: "de nos clients" },
    studiesText:
      "Des récits plus courts, service par service : le problème, ce que nous avons fait et ce que ça a changé.",
    ctaTitle: { text: "Votre projet pourrait", accent: "être le prochain" },
    ctaText:
      "Dites-nous ce que vous voulez changer dans votre entreprise. Nous vous répondons d'ici un jour ouvrable avec des conseils francs, un budget approximatif et un échéancier.",
    ctaButton: "Nous joindre",
    services: "Services utilisés",
    readStudy: "Lire l'étude de cas",
  },
);
