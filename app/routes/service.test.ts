import { describe, expect, it, vi } from "vitest";
import { categories, servicePath, services } from "~/content/catalogue";
import { phrasingFaults } from "~/content/services/phrasing";
import { caseStudyContent, projectContent } from "~/content/work";
import { localizePath } from "~/i18n/paths";
import { serviceWords } from "~/i18n/words/service";
import { getService } from "~/lib/services.server";
import { loader } from "./service";

// The articles band is not under test here; its build-time index is another module's concern.
vi.mock("~/lib/insights.server", () => ({ latestIn: () => [] }));

type LoaderArgs = Parameters<typeof loader>[0];

const work = [...projectContent, ...caseStudyContent];

function load(entry: (typeof services)[number], locale: "en" | "fr") {
  const path = localizePath(servicePath(entry), locale);
  const segment = locale === "fr" ? entry.fr.slug : entry.slug;
  return loader({
    params: { service: segment },
    url: new URL(`https://maplestack.ca${path}`),
  } as unknown as LoaderArgs);
}

describe.each(services.map((entry) => [`${entry.category}/${entry.slug}`, entry] as const))(
  "the testimonial of %s",
  (ref, entry) => {
    it.each(["en", "fr"] as const)("quotes a client of this service (%s)", (locale) => {
      const { testimonial } = load(entry, locale);
      if (!getService(entry.category, entry.slug, locale).showTestimonial) {
        expect(testimonial).toBeUndefined();
        return;
      }
      expect(testimonial, "a page that shows a testimonial has one").toBeDefined();
      // The quote is the one a case study of this very service carries, not a copy of it.
      const sources = work.filter(
        (record) => record.services[0] === ref && record.quote?.name === testimonial?.name,
      );
      expect(sources, `${testimonial?.name} is a quoted client of ${ref}`).not.toHaveLength(0);
      if (locale === "en") {
        expect(sources.map((record) => record.quote?.text)).toContain(testimonial?.quote);
      }
    });
  },
);

it("does not quote one client on every page", () => {
  const names = services.map((entry) => load(entry, "en").testimonial?.name);
  expect(new Set(names).size).toBe(services.length);
});

describe("French service pages", () => {
  const titles = [
    ...services.map((entry) => entry.fr.name),
    ...categories.map((category) => category.fr.name),
  ];

  it("catches a title pasted into a sentence", () => {
    expect(phrasingFaults("Vos questions sur Courriel d'affaires", titles)).toHaveLength(1);
    expect(phrasingFaults("Ce que nous faisons en Solutions logicielles", titles)).toHaveLength(1);
    expect(
      phrasingFaults("des conseils sur ce service (Courriel d'affaires)", titles),
    ).toHaveLength(1);
    expect(phrasingFaults("Illustration de Entretien de sites web", titles)).not.toHaveLength(0);
    expect(phrasingFaults("Vos questions sur le courriel d'affaires", titles)).toEqual([]);
  });

  it.each(services.map((entry) => [entry.fr.name, entry] as const))(
    "%s reads as written French",
    (_, entry) => {
      const { service, inSentence } = load(entry, "fr");
      const text = [
        `${serviceWords.fr.questionsAbout} ${inSentence}`,
        JSON.stringify(service),
      ].join("\n");
      expect(phrasingFaults(text, titles)).toEqual([]);
    },
  );
});
