// @vitest-environment node
import { describe, expect, it } from "vitest";
import { isRenamed, shortClassNames, shortName, utilityClasses } from "./class-names.mjs";

const stylesheet = "app/styles/app.css";

describe("short class names", () => {
  it("names 702 classes apart in one or two letters", () => {
    const names = Array.from({ length: 702 }, (_, index) => shortName(index));
    expect(names.slice(0, 3)).toEqual(["a", "b", "c"]);
    expect(names[26]).toBe("aa");
    expect(names.at(-1)).toBe("zz");
    expect(new Set(names).size).toBe(702);
    for (const name of names) expect(name).toMatch(/^[a-z]{1,2}$/);
  });

  it("lists the utilities the site uses, not the classes its own CSS or articles name", async () => {
    const classes = await utilityClasses(stylesheet);
    expect(classes.length).toBeLessThanOrEqual(800);
    // A theme colour, a utility of our own, a variant.
    for (const utility of ["text-on-night", "container-page", "lg:block"]) {
      expect(classes).toContain(utility);
    }
    // Plain CSS (the mega menu) and the classes an article's HTML carries are never renamed:
    // the articles are rendered to HTML strings the renaming does not see.
    for (const plain of ["mega-panel", "heading-anchor", "table-frame", "footnotes-title"]) {
      expect(classes).not.toContain(plain);
    }
    // No short name can be taken for an existing class.
    const names = new Set(classes.map((_, index) => shortName(index)));
    expect(classes.filter((name) => names.has(name))).toEqual([]);
  });

  it("renames utilities with a dash or a colon, not bare words or easing keywords", () => {
    for (const name of ["text-on-night", "lg:block", "sr-only", "-z-10"]) {
      expect(isRenamed(name)).toBe(true);
    }
    for (const name of ["flex", "hidden", "group", "ease-in-out", "ease-linear"]) {
      expect(isRenamed(name)).toBe(false);
    }
  });

  it("gives a class the same name in every build", async () => {
    const first = await shortClassNames(stylesheet);
    const second = await shortClassNames(stylesheet);
    for (const utility of ["text-on-night", "lg:block", "sr-only"]) {
      const name = first.generator.customGenerate(utility);
      expect(name).toMatch(/^[a-z]{1,2}$/);
      expect(second.generator.customGenerate(utility)).toBe(name);
    }
    // Asked twice in one build (browser, then server), a class keeps its name.
    expect(first.generator.customGenerate("sr-only")).toBe(
      first.generator.customGenerate("sr-only"),
    );
  });
});
