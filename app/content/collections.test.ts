// @vitest-environment node
/**
 * The content files as a writer meets them: a new service or FAQ question is two files, one in
 * content/en/ and its twin at the same path in content/fr/, a new testimonial one, and a mistake
 * in a file stops the build with the file, the field and what was expected. Each test builds the
 * collections from a copy of content/ into a folder of its own.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createBuilder } from "@content-collections/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parse, stringify } from "yaml";

const config = path.resolve("content-collections.ts");

// Each test builds every collection from its own copy of content/: seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
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

/** A Markdown page rewritten: its front matter as fields, its body as text. */
function editMarkdown(
  file: string,
  edit: (front: Record<string, unknown>, body: string) => [Record<string, unknown>, string],
) {
  const [, front = "", body = ""] = readFileSync(file, "utf8").split(/^---\n/m);
  const [fields, text] = edit(parse(front), body);
  writeFileSync(file, `---\n${stringify(fields, { lineWidth: 0 })}---\n${text}`);
}

describe("a service added as two files", () => {
  it("is in the menus, its category, the addresses to prerender and the French site", async () => {
    const { errors, output } = await buildFrom((content) => {
      const english = readYaml(path.join(content, "en/services/web/copywriting.yaml"));
      const french = readYaml(path.join(content, "fr/services/web/copywriting.yaml"));
      writeYaml(path.join(content, "en/services/web/accessibility-audits.yaml"), {
        ...english,
        name: "Accessibility Audits",
        order: 5,
      });
      writeYaml(path.join(content, "fr/services/web/accessibility-audits.yaml"), {
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

describe("a FAQ question added as two files", () => {
  it("is on its topic's page, in English and in French", async () => {
    const { errors, output } = await buildFrom((content) => {
      writeYaml(path.join(content, "en/faqs/pricing/do-you-offer-discounts.yaml"), {
        order: 7,
        question: "Do you offer discounts to non-profits?",
        answer: ["Registered charities get ten percent off any project of {site.name}."],
        link: { label: "Book a free consultation", to: "/book" },
      });
      writeYaml(path.join(content, "fr/faqs/pricing/do-you-offer-discounts.yaml"), {
        question: "Offrez-vous des rabais aux organismes sans but lucratif ?",
        answer: ["Les organismes de bienfaisance enregistrés obtiennent dix pour cent de rabais."],
        link: { label: "Réserver une consultation gratuite" },
      });
    });
    expect(errors).toEqual([]);
    const generated = await import(pathToFileURL(path.join(output, "index.js")).href);
    vi.doMock("#content", () => generated);
    const { loader } = await import("../routes/faq-topic");
    const topicPage = async (address: string, topic: string) =>
      (await loader({
        params: { topic },
        url: new URL(address, "https://maplestack.test"),
      } as unknown as Parameters<typeof loader>[0])) as { group: { items: unknown[] } };

    const english = await topicPage("/faqs/pricing", "pricing");
    expect(english.group.items.at(-1)).toEqual({
      id: "do-you-offer-discounts",
      question: "Do you offer discounts to non-profits?",
      answer: ["Registered charities get ten percent off any project of Maplestack."],
      link: { label: "Book a free consultation", to: "/book" },
    });
    const french = await topicPage("/fr/faq/prix-et-delais", "prix-et-delais");
    expect(french.group.items.at(-1)).toMatchObject({
      id: "do-you-offer-discounts",
      question: "Offrez-vous des rabais aux organismes sans but lucratif\u202f?",
      link: { label: "Réserver une consultation gratuite", to: "/book" },
    });
  });
});

describe("a testimonial added as a file", () => {
  it("quotes its story in both languages, and the featured one is the home page's", async () => {
    const { errors, output } = await buildFrom((content) => {
      writeYaml(path.join(content, "en/testimonials/healthplus.yaml"), { story: "healthplus" });
      writeYaml(path.join(content, "en/testimonials/corporatehub.yaml"), {
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
      writeYaml(path.join(content, "en/testimonials/lakeshore.yaml"), {
        story: "lakeshore-dental",
      });
      writeYaml(path.join(content, "en/testimonials/corporatehub.yaml"), {
        story: "corporatehub",
        featured: true,
      });
    });
    const all = errors.join("\n");
    expect(all).toMatch(
      /en\/testimonials\/lakeshore\.yaml: story: lakeshore-dental is not a project/,
    );
    expect(all).toMatch(
      /en\/testimonials\/corporatehub\.yaml: featured: .*en\/testimonials\/healthplus\.yaml/,
    );
  });
});

describe("a case study published in English before its French", () => {
  it("is an English page alone: no French page, link or alternate until its twin exists", async () => {
    const { errors, output } = await buildFrom((content) => {
      const study = "work/case-studies/software/api-kelowna-physio-reporting.yaml";
      writeYaml(path.join(content, "en/work/case-studies/software/api-fundy-freight-sync.yaml"), {
        ...readYaml(path.join(content, "en", study)),
        client: "Fundy Freight",
      });
      const service = path.join(content, "en/services/software/api-integration.yaml");
      const english = readYaml(service);
      english.showcase.items[2] = "api-fundy-freight-sync";
      writeYaml(service, english);
    });
    expect(errors).toEqual([]);
    const generated = await import(pathToFileURL(path.join(output, "index.js")).href);
    vi.doMock("#content", () => generated);
    const { englishOnlyPaths, frenchPaths, publicPages, prerenderPaths } = await import(
      "./routes-table"
    );
    const { caseStudyPage, portfolio, showcaseCards } = await import("~/lib/work.server");
    const page = "/case-studies/api-fundy-freight-sync";

    expect(prerenderPaths()).toContain(page);
    expect(englishOnlyPaths()).toEqual([page]);
    expect(frenchPaths().filter((path) => path.includes("freight-sync"))).toEqual([]);
    expect(publicPages().map((pair) => pair.en)).not.toContain(page);
    expect(caseStudyPage("api-fundy-freight-sync", "en")).toMatchObject({
      client: "Fundy Freight",
      alternate: "/fr/realisations",
    });
    expect(caseStudyPage("api-fundy-freight-sync", "fr")).toBeUndefined();
    const items = ["api-kelowna-physio-reporting", "api-fundy-freight-sync"];
    expect(showcaseCards(items, "en").map((card) => card.title)).toContain("Fundy Freight");
    expect(showcaseCards(items, "fr").map((card) => card.title)).not.toContain("Fundy Freight");
    const frenchStudies = portfolio("fr").studyGroups.flatMap((group) => group.studies);
    expect(frenchStudies.map((study) => study.client)).not.toContain("Fundy Freight");
    // A twin that is not optional is still required: a service without its French stops the build.
    const { errors: missing } = await buildFrom((content) => {
      rmSync(path.join(content, "fr/services/web/copywriting.yaml"));
    });
    expect(missing.join("\n")).toContain("has no French twin");
  });
});

describe("a mistake in a content file", () => {
  it("names the file, the field and what was expected", async () => {
    const { errors } = await buildFrom((content) => {
      const file = path.join(content, "fr/services/web/copywriting.yaml");
      const french = readYaml(file);
      delete french.hero.description;
      french.hero.image.scene = "phone";
      french.intro.paragraphs = french.intro.paragraphs.slice(0, 1);
      french.meta.subtitle = "Un champ inconnu";
      writeYaml(file, french);
      const english = path.join(content, "en/services/web/website-maintenance.yaml");
      writeYaml(english, { ...readYaml(english), process: { title: { text: "" }, steps: [] } });
    });
    const all = errors.join("\n");
    expect(all).toContain("fr/services/web/copywriting.yaml");
    expect(all).toContain("hero.description: missing");
    expect(all).toContain("hero.image.scene: shared by both languages");
    expect(all).toContain("intro.paragraphs: has 1 items where the English has 2");
    expect(all).toContain("meta.subtitle: not a field of the English entry");
    expect(all).toContain("en/services/web/website-maintenance.yaml");
    expect(all).toMatch(/process\.title\.text: Too small/);
  });

  it("in a company page names the file, the field or the line", async () => {
    const { errors } = await buildFrom((content) => {
      editMarkdown(path.join(content, "fr/company/privacy.md"), (front, body) => {
        const hero = front.hero as Record<string, unknown>;
        delete hero.description;
        const sections = body.split(/^(?=## )/m);
        sections[1] = `${sections[1]?.replace(/^## .*$/m, "$& {#what-we-collect}")}`;
        return [front, sections.join("")];
      });
      editMarkdown(path.join(content, "en/company/accessibility.md"), (front, body) => [
        front,
        body.replace(/^We review this statement/m, "We *always* review this statement"),
      ]);
    });
    const all = errors.join("\n");
    expect(all).toContain("fr/company/privacy.md");
    expect(all).toContain("hero.description: missing (the English entry has it)");
    expect(all).toContain(
      "sections.0.id: shared by both languages, written once in the English file",
    );
    expect(all).toMatch(
      /en\/company\/accessibility\.md:\n {2}- line \d+: \*emphasis\* is not shown/,
    );
  });

  it("asks a French service and category how a sentence names them, and English files not", async () => {
    const { errors } = await buildFrom((content) => {
      const french = path.join(content, "fr/services/hosting/email.yaml");
      const { inSentence: _, ...words } = readYaml(french);
      writeYaml(french, words);
      const english = path.join(content, "en/services/hosting/website.yaml");
      writeYaml(english, { ...readYaml(english), inSentence: "l'hébergement web" });
      const category = path.join(content, "fr/categories/web.yaml");
      const { phrasing: __, ...categoryWords } = readYaml(category);
      writeYaml(category, categoryWords);
    });
    const all = errors.join("\n");
    expect(all).toMatch(/fr\/services\/hosting\/email\.yaml:\n {2}- inSentence: missing/);
    expect(all).toMatch(/en\/services\/hosting\/website\.yaml:\n {2}- inSentence: French only/);
    expect(all).toMatch(/fr\/categories\/web\.yaml:\n {2}- phrasing: missing/);
  });

  it("names the missing twin, at the same path in the other language's folder", async () => {
    const { errors } = await buildFrom((content) => {
      rmSync(path.join(content, "fr/team/grace-liu.yaml"));
      const seo = readYaml(path.join(content, "fr/services/digital-marketing/seo.yaml"));
      writeYaml(path.join(content, "fr/services/web/seo.yaml"), seo);
    });
    const all = errors.join("\n");
    expect(all).toMatch(
      /en\/team\/grace-liu\.yaml has no French twin \(\S*fr\/team\/grace-liu\.yaml\)/,
    );
    expect(all).toMatch(
      /fr\/services\/web\/seo\.yaml has no English entry \(\S*en\/services\/web\/seo\.yaml\)/,
    );
  });

  it("names a file left where no collection reads it", async () => {
    const { errors } = await buildFrom((content) => {
      const english = path.join(content, "en/services/web/copywriting.yaml");
      mkdirSync(path.join(content, "services/web"), { recursive: true });
      cpSync(english, path.join(content, "services/web/copywriting.yaml"));
      cpSync(english, path.join(content, "en/services/web/copywriting.fr.yaml"));
    });
    const all = errors.join("\n");
    expect(all).toMatch(
      /content\/en\/services\/web\/copywriting\.fr\.yaml: not read; write content\/en/,
    );
    expect(all).toMatch(/content\/services\/web\/copywriting\.yaml: not read/);
  });

  it("names a fact that does not exist", async () => {
    const { errors } = await buildFrom((content) => {
      const file = path.join(content, "en/categories/web.yaml");
      writeYaml(file, { ...readYaml(file), summary: "Websites delivered in {claims.speed}." });
    });
    expect(errors.join("\n")).toMatch(
      /en\/categories\/web\.yaml[\s\S]*\{claims\.speed\} is not a fact/,
    );
  });
});

describe("an article added as files", () => {
  /** An article's file with some front matter lines replaced (`key: value`, one per line). */
  function rewrite(file: string, fields: Record<string, string>, body?: (text: string) => string) {
    const [, front = "", text = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(
      readFileSync(file, "utf8"),
    ) ?? [undefined, "", ""];
    const lines = front.split("\n");
    for (const [key, value] of Object.entries(fields)) {
      const at = lines.findIndex((line) => line.startsWith(`${key}:`));
      if (at >= 0) lines[at] = `${key}: ${value}`;
      else lines.push(`${key}: ${value}`);
    }
    return `---\n${lines.join("\n")}\n---\n${body ? body(text) : text}`;
  }

  it("is in the listings, the prerendered addresses and the French section, with a new tag", async () => {
    // Today in Toronto, the day the build publishes up to.
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(
      new Date(),
    );
    const { errors, output } = await buildFrom((content) => {
      const english = path.join(content, "en/insights");
      const french = path.join(content, "fr/insights");
      const fields = {
        key: "search-console-basics",
        published: today,
        tags: "[search-console, seo]",
      };
      const tags = path.join(english, "tags.yaml");
      writeFileSync(tags, `${readFileSync(tags, "utf8")}search-console: Search Console\n`);
      const frenchTags = path.join(french, "tags.yaml");
      writeFileSync(
        frenchTags,
        `${readFileSync(frenchTags, "utf8")}search-console:\n  name: Search Console\n  slug: console-de-recherche\n`,
      );
      writeFileSync(
        path.join(english, "search-console-basics.md"),
        rewrite(path.join(english, "how-long-seo-takes.md"), {
          ...fields,
          title: '"Search Console basics for {site.name} readers"',
        }),
      );
      writeFileSync(
        path.join(french, "search-console-basics.md"),
        rewrite(path.join(french, "how-long-seo-takes.md"), {
          slug: "les-bases-de-la-search-console",
          title: '"Les bases de la Search Console, pas à pas"',
        }),
      );
    });
    expect(errors).toEqual([]);
    const generated = await import(pathToFileURL(path.join(output, "index.js")).href);
    vi.doMock("#content", () => generated);
    const { listing, twin, findArticle } = await import("~/lib/insights.server");
    const { insightsPrerenderPaths } = await import("~/lib/insights/articles");

    const english = findArticle("en", "search-console-basics");
    expect(english).toMatchObject({ lang: "en", published: today, category: "digital-marketing" });
    expect(english?.title).toMatch(/^Search Console basics for \S+ readers$/);
    expect(english && twin(english)).toMatchObject({
      lang: "fr",
      slug: "les-bases-de-la-search-console",
      published: today,
      author: english?.author,
      hero: { scene: english?.hero.scene },
    });
    // The newest articles lead the first page of each language's listing.
    const firstPage = (locale: "en" | "fr") =>
      listing(locale, { kind: "all" }, 1)?.articles.map((card) => card.path);
    expect(firstPage("en")).toContain("/insights/search-console-basics");
    expect(firstPage("fr")).toContain("/fr/perspectives/les-bases-de-la-search-console");
    expect(insightsPrerenderPaths()).toEqual(
      expect.arrayContaining([
        "/insights/search-console-basics",
        "/fr/perspectives/les-bases-de-la-search-console",
        "/insights/tag/search-console",
        "/fr/perspectives/sujet/console-de-recherche",
      ]),
    );
  });

  it("names the file and the field of a mistake, or the line of an unknown fact", async () => {
    const { errors } = await buildFrom((content) => {
      const english = path.join(content, "en/insights");
      const seo = path.join(english, "how-long-seo-takes.md");
      writeFileSync(seo, rewrite(seo, { category: "gardening", tags: "[seo, knitting]" }));
      const french = path.join(content, "fr/insights/how-long-seo-takes.md");
      writeFileSync(french, rewrite(french, { published: "2026-10-06" }));
      const frenchTags = path.join(content, "fr/insights/tags.yaml");
      writeFileSync(
        frenchTags,
        readFileSync(frenchTags, "utf8").replace(/^seo:\n( {2}.*\n)+/m, ""),
      );
      const costs = path.join(english, "what-a-website-costs-in-canada.md");
      writeFileSync(
        costs,
        rewrite(costs, {}, (text) =>
          text.replace(
            "\n## ",
            '\nWe answer in {claims.speed}.\n\n```json\n{"a": "{b.c}"}\n```\n\n## ',
          ),
        ),
      );
    });
    const all = errors.join("\n");
    expect(all).toMatch(/en\/insights\/how-long-seo-takes\.md:\n[\s\S]*category: one of web/);
    expect(all).toMatch(/tags\.1: one of accessibility/);
    expect(all).toMatch(
      /fr\/insights\/how-long-seo-takes\.md:\n {2}- published: shared by both languages, written once in .*en\/insights\/how-long-seo-takes\.md/,
    );
    expect(all).toMatch(
      /en\/insights\/what-a-website-costs-in-canada\.md:\n {2}- body, line \d+: \{claims\.speed\} is not a fact/,
    );
    expect(all).toMatch(
      /fr\/insights\/tags\.yaml:\n {2}- seo: missing \(\S*en\/insights\/tags\.yaml has it\)/,
    );
    expect(all).not.toContain("{b.c}");
    expect(errors).toHaveLength(4);
  });
});

describe("a page's words", () => {
  it("are read from its file by the page", async () => {
    const { errors, output } = await buildFrom((content) => {
      const file = path.join(content, "fr/pages/portfolio.yaml");
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
      const english = path.join(content, "en/pages/services.yaml");
      const page = readYaml(english);
      page.hero.description = "Many services in six practices, delivered by one team.";
      page.cta.description = "We reply within {days} of your first message, with a plan.";
      writeYaml(english, page);
      const french = path.join(content, "fr/pages/work.yaml");
      const words = readYaml(french);
      delete words.cta.button;
      writeYaml(french, words);
    });
    const all = errors.join("\n");
    expect(all).toMatch(/en\/pages\/services\.yaml[\s\S]*hero\.description: expected \{count\}/);
    expect(all).toMatch(/cta\.description: a name in braces is shown as typed/);
    expect(all).toMatch(/fr\/pages\/work\.yaml[\s\S]*cta\.button: missing/);
  });

  it("name only what the page fills", async () => {
    const { errors } = await buildFrom((content) => {
      const french = path.join(content, "fr/pages/work.yaml");
      const words = readYaml(french);
      words.challenge.title.accent = "{client} et {sector}";
      writeYaml(french, words);
    });
    expect(errors.join("\n")).toMatch(
      /fr\/pages\/work\.yaml[\s\S]*challenge\.title\.accent: \{sector\} is not filled on this page/,
    );
  });
});
