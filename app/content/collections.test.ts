// @vitest-environment node
/**
 * The content files as a writer meets them: a new service is two files, and a mistake in a file
 * stops the build with the file, the field and what was expected. Each test builds the
 * collections from a copy of content/ into a folder of its own.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createBuilder } from "@content-collections/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parse, stringify } from "yaml";

const config = path.resolve("content-collections.ts");
const folders: string[] = [];

afterEach(() => {
  delete process.env.CONTENT_DIR;
  vi.doUnmock("#content");
  vi.resetModules();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** content/ copied, changed by `edit`, then loaded: the generated modules, or the errors. */
async function buildFrom(edit: (content: string) => void) {
  // Inside the project: the configuration, compiled into the cache, finds the project's
  // packages from there, and content-collections reads folders relative to the project
  // (.content-collections is not committed).
  mkdirSync(".content-collections", { recursive: true });
  const work = mkdtempSync(path.resolve(".content-collections/test-"));
  folders.push(work);
  const content = path.join(work, "content");
  cpSync("content", content, { recursive: true });
  edit(content);
  process.env.CONTENT_DIR = path.relative(process.cwd(), content);
  const errors: string[] = [];
  const output = path.join(work, "generated");
  const cache = path.join(work, "cache");
  const builder = await createBuilder(config, {
    configName: "content-collections.ts",
    outputDir: output,
    cacheDir: cache,
  });
  builder.on("transformer:error", ({ error }) => errors.push(error.message));
  builder.on("transformer:validation-error", ({ error }) => errors.push(error.message));
  await builder.build();
  return { errors, output };
}

const readYaml = (file: string) => parse(readFileSync(file, "utf8"));
const writeYaml = (file: string, value: unknown) =>
  writeFileSync(file, stringify(value, { lineWidth: 0 }));

describe("a service added as two files", () => {
  it("is in the menus, its category, the addresses to prerender and the French site", async () => {
    const { errors, output } = await buildFrom((content) => {
      const english = readYaml(path.join(content, "services/web/copywriting.yaml"));
      const french = readYaml(path.join(content, "services/web/copywriting.fr.yaml"));
      writeYaml(path.join(content, "services/web/accessibility-audits.yaml"), {
        ...english,
        name: "Accessibility Audits",
        order: 5,
      });
      writeYaml(path.join(content, "services/web/accessibility-audits.fr.yaml"), {
        ...french,
        slug: "audits-d-accessibilite",
        name: "Audits d'accessibilité",
      });
    });
    expect(errors).toEqual([]);
    const generated = await import(pathToFileURL(path.join(output, "index.js")).href);
    vi.doMock("#content", () => generated);
    const { servicesIn, servicePath } = await import("./catalogue");
    const { navigationByLocale } = await import("./navigation");
    const { publicPages } = await import("./routes-table");

    const added = servicesIn("web").at(-1);
    expect(added).toMatchObject({
      slug: "accessibility-audits",
      name: "Accessibility Audits",
      fr: { slug: "audits-d-accessibilite" },
    });
    const web = navigationByLocale.fr.servicesMenu.find((category) => category.slug === "web");
    expect(web?.items.map((item) => item.label)).toContain("Audits d’accessibilité");
    expect(publicPages()).toContainEqual({
      en: servicePath({ category: "web", slug: "accessibility-audits" }),
      fr: "/fr/services/web/audits-d-accessibilite",
    });
  });
});

describe("a mistake in a content file", () => {
  it("names the file, the field and what was expected", async () => {
    const { errors } = await buildFrom((content) => {
      const file = path.join(content, "services/web/copywriting.fr.yaml");
      const french = readYaml(file);
      delete french.hero.description;
      french.hero.image.scene = "phone";
      french.intro.paragraphs = french.intro.paragraphs.slice(0, 1);
      french.meta.subtitle = "Un champ inconnu";
      writeYaml(file, french);
      const english = path.join(content, "services/web/website-maintenance.yaml");
      writeYaml(english, { ...readYaml(english), process: { title: { text: "" }, steps: [] } });
    });
    const all = errors.join("\n");
    expect(all).toContain("services/web/copywriting.fr.yaml");
    expect(all).toContain("hero.description: missing");
    expect(all).toContain("hero.image.scene: shared by both languages");
    expect(all).toContain("intro.paragraphs: has 1 items where the English has 2");
    expect(all).toContain("meta.subtitle: not a field of the English entry");
    expect(all).toContain("services/web/website-maintenance.yaml");
    expect(all).toMatch(/process\.title\.text: Too small/);
  });

  it("names a fact that does not exist", async () => {
    const { errors } = await buildFrom((content) => {
      const file = path.join(content, "categories/web.yaml");
      writeYaml(file, { ...readYaml(file), summary: "Websites delivered in {claims.speed}." });
    });
    expect(errors.join("\n")).toMatch(
      /categories\/web\.yaml[\s\S]*\{claims\.speed\} is not a fact/,
    );
  });
});

describe("a page's words", () => {
  it("are read from its file by the page", async () => {
    const { errors, output } = await buildFrom((content) => {
      const file = path.join(content, "pages/portfolio.fr.yaml");
      const french = readYaml(file);
      french.hero.eyebrow = "Nos réalisations";
      french.hero.description = `En bref : ${french.hero.description}`;
      writeYaml(file, french);
    });
    expect(errors).toEqual([]);
    const generated = await import(pathToFileURL(path.join(output, "index.js")).href);
    vi.doMock("#content", () => generated);
    const { portfolioWords } = await import("~/i18n/words/portfolio");
    expect(portfolioWords.fr.eyebrow).toBe("Nos réalisations");
    // The page fills the template, then the French is typeset: « 12 projets », « : ».
    expect(portfolioWords.fr.heroText(12)).toMatch(/^En bref\u00a0: 12\u00a0projets /);
  });

  it("stop the build at a template without its value, a stray name or a missing word", async () => {
    const { errors } = await buildFrom((content) => {
      const english = path.join(content, "pages/services.yaml");
      const page = readYaml(english);
      page.hero.description = "Many services in six practices, delivered by one team.";
      page.cta.description = "We reply within {days} of your first message, with a plan.";
      writeYaml(english, page);
      const french = path.join(content, "pages/work.fr.yaml");
      const words = readYaml(french);
      delete words.cta.button;
      writeYaml(french, words);
    });
    const all = errors.join("\n");
    expect(all).toMatch(/pages\/services\.yaml[\s\S]*hero\.description: expected \{count\}/);
    expect(all).toMatch(/cta\.description: a name in braces is shown as typed/);
    expect(all).toMatch(/pages\/work\.fr\.yaml[\s\S]*cta\.button: missing/);
  });

  it("name only what the page fills", async () => {
    const { errors } = await buildFrom((content) => {
      const french = path.join(content, "pages/work.fr.yaml");
      const words = readYaml(french);
      words.challenge.title.accent = "{client} et {sector}";
      writeYaml(french, words);
    });
    expect(errors.join("\n")).toMatch(
      /pages\/work\.fr\.yaml[\s\S]*challenge\.title\.accent: \{sector\} is not filled on this page/,
    );
  });
});
