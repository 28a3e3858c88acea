import { describe, expect, it } from "vitest";
import { workIn } from "~/content/work";
import { workWords } from "~/i18n/words/work";
import { afterColonFr, caseStudyHeading, ofNameFr, workTitle } from "./work-headings";

const frenchStudies = workIn.fr.caseStudies;
const frenchProjects = workIn.fr.projects;

/** Proper nouns and acronyms a French title may show with a capital right after « : ». */
const capitalAllowed = ["Loi 25", "Loi 96", "Google", "Microsoft", "DMARC"];

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ").replace(/’/g, "'");

/** Every French heading and page title a piece of work is shown under. */
const frenchTitles = [
  ...frenchStudies.flatMap((study) => {
    const heading = caseStudyHeading(study.client, study.headline, "fr");
    return [
      { slug: study.slug, title: workTitle(study.client, study.headline, "fr") },
      { slug: study.slug, title: `${heading.text} ${heading.accent}` },
    ];
  }),
  ...frenchProjects.flatMap((project) => [
    { slug: project.slug, title: workTitle(project.client, project.headline, "fr") },
    { slug: project.slug, title: `${project.title.text} ${project.title.accent ?? ""}` },
  ]),
];

describe("« de » before a name", () => {
  it.each([
    ["Laurentian Freight", "de Laurentian Freight"],
    ["Atelier Boréal Design", "d'Atelier Boréal Design"],
    ["Ottawa Valley Credit Union", "d'Ottawa Valley Credit Union"],
    ["EcoFriendly Home", "d'EcoFriendly Home"],
    ["Harbourline Insurance", "de Harbourline Insurance"],
    ["Clinique dentaire Rivière Rouge", "de la Clinique dentaire Rivière Rouge"],
    ["Résidence Les Érables", "de la Résidence Les Érables"],
    ["Café Trois-Pignons", "du Café Trois-Pignons"],
    ["Groupe Conseil Saint-Laurent", "du Groupe Conseil Saint-Laurent"],
    ["Hôtel Château Laurier", "de l'Hôtel Château Laurier"],
    ["Habitations Jeanne-Mance", "d'Habitations Jeanne-Mance"],
    ["Le Saint-Amour", "du Saint-Amour"],
    ["La Cantine du Vieux-Port", "de la Cantine du Vieux-Port"],
    ["Les Serres Lavoie", "des Serres Lavoie"],
    ["L'Érablière du Lac", "de l'Érablière du Lac"],
  ])("%s → %s", (name, expected) => {
    expect(ofNameFr(name)).toBe(expected);
  });

  it("reads as French in the heading of every French work page", () => {
    for (const work of [...frenchStudies, ...frenchProjects]) {
      const { text, accent } = workWords.fr.challengeTitle(work.client);
      const heading = plain(`${text} ${accent}`);
      expect(heading, work.slug).toBe(`Le point de départ ${ofNameFr(work.client)}`);
      expect(heading, work.slug).not.toMatch(/\bde [aeiouàâéèêëîïôœ]/i);
      expect(heading, work.slug).not.toMatch(/\bde (le|les|clinique|café|groupe|résidence) /i);
    }
  });
});

describe("the titles of the French work pages", () => {
  it("name the client alone, without a colon of their own", () => {
    for (const work of [...frenchStudies, ...frenchProjects]) {
      expect(work.client, work.slug).not.toMatch(/:/);
    }
  });

  it("have at most one colon", () => {
    expect(frenchTitles.length).toBeGreaterThan(0);
    const twice = frenchTitles.filter(({ title }) => (plain(title).match(/ :/g)?.length ?? 0) > 1);
    expect(twice).toEqual([]);
  });

  it("take a lower-case word after the colon, unless a proper noun", () => {
    const capitalised = frenchTitles.filter(({ title }) => {
      const after = /:\s+(.*)$/.exec(plain(title))?.[1];
      if (!after || !/^\p{Lu}/u.test(after)) return false;
      return !capitalAllowed.some((noun) => after.startsWith(noun));
    });
    expect(capitalised).toEqual([]);
  });

  it("keeps an English title as it is and lowers a French common noun only", () => {
    expect(workTitle("Laurentian Freight", "Dispatch planned in 20 minutes", "en")).toBe(
      "Laurentian Freight: Dispatch planned in 20 minutes",
    );
    expect(afterColonFr("Répartition planifiée en 20 minutes")).toBe(
      "répartition planifiée en 20 minutes",
    );
    expect(afterColonFr("Loi 25 respectée")).toBe("Loi 25 respectée");
    expect(afterColonFr("DMARC appliqué")).toBe("DMARC appliqué");
  });
});
