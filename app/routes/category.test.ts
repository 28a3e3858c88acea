import { describe, expect, it } from "vitest";
import { categories, categoryPath, services } from "~/content/catalogue";
import { phrasingFaults } from "~/content/services/phrasing";
import { localizePath } from "~/i18n/paths";
import { categoryWords } from "~/i18n/words/category";
import { loader } from "./category";

type LoaderArgs = Parameters<typeof loader>[0];

function load(category: (typeof categories)[number], locale: "en" | "fr") {
  return loader({
    params: { category: locale === "fr" ? category.fr.slug : category.slug },
    url: new URL(`https://maplestack.ca${localizePath(categoryPath(category.slug), locale)}`),
  } as unknown as LoaderArgs);
}

const titles = [
  ...services.map((entry) => entry.fr.name),
  ...categories.map((category) => category.fr.name),
];

describe.each(categories.map((category) => [category.slug, category] as const))(
  "the %s category page",
  (_, category) => {
    it("names its services in English", () => {
      const { phrasing } = load(category, "en");
      expect(phrasing.heading).toEqual({ text: "What we do in", accent: category.name });
    });

    it("reads as written French", () => {
      const { phrasing, category: page } = load(category, "fr");
      const m = categoryWords.fr;
      const text = [
        `${phrasing.heading.text} ${phrasing.heading.accent ?? ""}`,
        m.art(phrasing.ofServices, page.summary),
        m.title(page.name),
        m.description(page.summary),
      ].join("\n");
      expect(phrasingFaults(text, titles)).toEqual([]);
    });
  },
);

it("gives every French category a heading of its own", () => {
  const headings = categories.map((category) => JSON.stringify(load(category, "fr").phrasing));
  expect(new Set(headings).size).toBe(categories.length);
});
