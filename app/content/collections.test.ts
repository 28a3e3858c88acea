// @vitest-environment node
/**
 * The content files as a writer meets them: a new service is two files, a new testimonial one,
 * and a mistake in a file stops the build with the file, the field and what was expected. Each
 * test builds the collections from a copy of content/ into a folder of its own.
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

describe("a testimonial added as a file", () => {
  it("quotes its story in both languages, and the featured one is the home page's", async () => {
    const { errors, output } = await buildFrom((content) => {
      writeYaml(path.join(content, "testimonials/healthplus.yaml"), { story: "healthplus" });
      writeYaml(path.join(content, "testimonials/corporatehub.yaml"), {
        story: "corporatehub",
        featured: true,
      });
    });
    expect(errors).toEqual([]);
    const generated = await import(pathToFileURL(path.join(output, "index.js")).href);
    vi.doMock("#content", () => generated);
    const { workIn } = await import("./work");
    const { homeContent, homeContentFr } = await import("./home");

    const story = (locale: "en" | "fr") =>
      workIn[locale].projects.find((project) => project.slug === "corporatehub");
    for (const [page, locale] of [
      [homeContent, "en"],
      [homeContentFr, "fr"],
    ] as const) {
      expect(page.testimonial).toMatchObject({
        quote: story(locale)?.quote?.text,
        name: "Jean-Philippe Lefebvre",
        initials: "JL",
        role: story(locale)?.quote?.role,
        location: story(locale)?.location,
      });
    }
  });

  it("stops the build when its story does not exist, or when two are featured", async () => {
    const { errors } = await buildFrom((content) => {
      writeYaml(path.join(content, "testimonials/lakeshore.yaml"), { story: "lakeshore-dental" });
      writeYaml(path.join(content, "testimonials/corporatehub.yaml"), {
        story: "corporatehub",
        featured: true,
      });
    });
    const all = errors.join("\n");
    expect(all).toMatch(/testimonials\/lakeshore\.yaml: story: lakeshore-dental is not a project/);
    expect(all).toMatch(/testimonials\/corporatehub\.yaml: featured: .*healthplus\.yaml/);
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

  it("asks a French service and category how a sentence names them, and English files not", async () => {
    const { errors } = await buildFrom((content) => {
      const french = path.join(content, "services/hosting/email.fr.yaml");
      const { inSentence: _, ...words } = readYaml(french);
      writeYaml(french, words);
      const english = path.join(content, "services/hosting/website.yaml");
      writeYaml(english, { ...readYaml(english), inSentence: "l'hébergement web" });
      const category = path.join(content, "categories/web.fr.yaml");
      const { phrasing: __, ...categoryWords } = readYaml(category);
      writeYaml(category, categoryWords);
    });
    const all = errors.join("\n");
    expect(all).toMatch(/services\/hosting\/email\.fr\.yaml:\n {2}- inSentence: missing/);
    expect(all).toMatch(/services\/hosting\/website\.yaml:\n {2}- inSentence: French only/);
    expect(all).toMatch(/categories\/web\.fr\.yaml:\n {2}- phrasing: missing/);
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
