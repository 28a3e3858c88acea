/**
 * The words of a project's and a case study's page: the copy around the story from
 * content/en/pages/work.yaml, and the interface strings of the project's facts and the links to
 * the next and previous projects.
 */
import { allWorkWords } from "#content";
import { fill, pageCopy } from "~/content/pages/copy";
import { ofNameFr } from "~/i18n/work-headings";
import { bilingual } from "../bilingual";

const page = pageCopy(allWorkWords);

const copy = (words: (typeof page)["en"]) => ({
  projectEyebrow: (category: string) => fill(words.eyebrow.project, { category }),
  caseStudyEyebrow: (category: string) => fill(words.eyebrow.caseStudy, { category }),
  challenge: words.challenge.eyebrow,
  challengeTitle: (client: string) => ({
    text: words.challenge.title.text,
    accent: fill(words.challenge.title.accent, { client, ofClient: ofNameFr(client) }),
  }),
  resultInOneLine: words.challenge.resultInOneLine,
  deliveredWith: (services: string) => fill(words.challenge.deliveredWith, { services }),
  whatWeDid: words.approach.eyebrow,
  approachTitle: words.approach.title,
  results: words.results.eyebrow,
  resultsTitle: words.results.title,
  builtWith: words.results.builtWith,
  servicesUsed: words.services.eyebrow,
  servicesUsedTitle: words.services.title,
  ctaTitle: words.cta.title,
  ctaText: words.cta.description,
  ctaButton: words.cta.button,
});

export const workWords = bilingual(
  {
    ...copy(page.en),
    client: "Client",
    sector: "Sector",
    location: "Location",
    timeline: "Timeline",
    duration: "Duration",
    delivered: "Delivered",
    facts: "Project facts",
    aboutService: "About this service",
    nextProject: "Next project",
    previousProject: "Previous project",
    moreProjects: "More projects",
  },
  {
    ...copy(page.fr),
    client: "Entreprise cliente",
    sector: "Secteur",
    location: "Lieu",
    timeline: "Échéancier",
    duration: "Durée",
    delivered: "Livré en",
    facts: "Faits saillants du projet",
    aboutService: "Découvrir ce service",
    nextProject: "Projet suivant",
    previousProject: "Projet précédent",
    moreProjects: "Autres réalisations",
  },
);
