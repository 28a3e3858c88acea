import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Validator } from "@cfworker/json-schema";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readEntry } from "~/content/entry-file";
import { entryForms } from "~/content/forms";
import { emptyLocation, engines } from "../../../tests/unit/engines";
import { AuditLog } from "../admin/audit.server";
import { StaffAuth } from "../admin/auth.server";
import { Store, type StoreLocation } from "../db.server";
import { readEnv } from "../env.server";
import { brokenLinks, Drafts, fileRef } from "./drafts.server";
import { fieldTitle, fileSchema, withFactsShown } from "./form-schema";
import { Publisher } from "./publish.server";

const CONTENT = path.resolve("content");

/** Every file of content/ that a form edits, in both languages. */
const files = readdirSync(CONTENT, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.(yaml|md)$/.test(entry.name))
  .map((entry) => path.relative(CONTENT, path.join(entry.parentPath, entry.name)))
  .filter((file) => fileRef(file) !== null)
  .sort();

const read = (file: string) => readEntry(readFileSync(path.join(CONTENT, file), "utf8"), file);

describe("the editor's forms and the build's schemas", () => {
  let location: StoreLocation & { remove: () => Promise<void> };
  let store: Store;
  const facts: Record<string, Record<string, unknown>> = {};
  beforeAll(async () => {
    location = await emptyLocation("sqlite");
    store = await Store.open(location);
    const drafts = new Drafts(store, CONTENT, new AuditLog(store));
    facts.en = await drafts.facts("en");
    facts.fr = await drafts.facts("fr");
  });
  afterAll(async () => {
    await store.close();
    await location.remove();
  });

  it("cover every kind of entry in both languages", () => {
    const kinds = new Set(files.map((file) => fileRef(file)?.form.name));
    expect([...kinds].sort()).toEqual(entryForms.map((form) => form.name).sort());
    // Every entry has its French twin, but those with no words of their own (testimonials).
    expect(files.filter((file) => file.startsWith("fr/")).length).toBe(
      files.filter((file) => file.startsWith("en/") && !fileRef(file)?.form.englishOnly).length,
    );
  });

  // The form is drawn from the JSON Schema generated out of the zod schema: every published file
  // must fit its form exactly (no field the form would drop, none it would refuse).
  it("takes every published file as it is: no field the form would drop or refuse", () => {
    const misfits = files.flatMap((file) => {
      const ref = fileRef(file);
      if (!ref) return [`${file}: no form`];
      const english = ref.locale === "fr" ? read(`en${file.slice(2)}`) : undefined;
      const schema = fileSchema(ref.form, ref.locale, english);
      const own = read(file);
      const shown = withFactsShown(own, ref.form.name === "facts" ? own : facts[ref.locale]);
      const result = new Validator(schema as object, "7", false).validate(shown);
      return [
        ...result.errors
          .filter((error) => error.keyword !== "properties" && error.keyword !== "items")
          .map((error) => `${file} ${error.instanceLocation}: ${error.error}`),
        ...brokenLinks(shown).map((fault) => `${file} ${fault.path.join(".")}: ${fault.message}`),
      ];
    });
    expect(files.length).toBeGreaterThan(300);
    expect(misfits).toEqual([]);
  });

  it("leaves out of a French form what its English twin shares, and keeps the French address", () => {
    const ref = fileRef("fr/services/web/copywriting.yaml");
    if (!ref) throw new Error("no form for a service");
    const schema = fileSchema(ref.form, "fr", read("en/services/web/copywriting.yaml"));
    expect(Object.keys(schema.properties ?? {})).toContain("slug");
    expect(Object.keys(schema.properties ?? {})).not.toContain("order");
    expect(schema.properties?.hero?.properties?.image?.properties).not.toHaveProperty("scene");
    const english = fileSchema(ref.form, "en");
    expect(Object.keys(english.properties ?? {})).not.toContain("slug");
    expect(Object.keys(english.properties ?? {})).not.toContain("inSentence");
    expect(english.properties?.meta?.properties?.title).toMatchObject({
      maxLength: 60,
      description: expect.stringMatching(/about 60 characters/),
    });
  });

  it("names fields in plain words", () => {
    expect(fieldTitle("metaDescription")).toBe("Meta description");
    expect(fieldTitle("showCTA")).toBe("Show CTA");
    expect(fieldTitle("inNavigation")).toBe("In navigation");
  });

  it.each([
    "../content/en/facts.yaml",
    "en/../../etc/passwd.yaml",
    "/etc/passwd.yaml",
    "en/services/web/seo.yaml\u0000",
    "en\\services\\web\\seo.yaml",
    "en/services/web/%2e%2e.yaml",
    "de/services/web/seo.yaml",
    "en/services/web/SEO.yaml",
    "en/services/web/seo.md",
    "en/insights/nested/article.md",
    "en/insights/casl-for-your-newsletter.yaml",
    "fr/insights/../../en/facts.md",
    "fr/testimonials/healthplus.yaml",
    "en/testimonials/nested/healthplus.yaml",
    "en/services/web.yaml",
  ])("opens no file from %j", (input) => {
    expect(fileRef(input)).toBeNull();
  });
});

describe.each(engines)("drafts on %s", (engine) => {
  let location: StoreLocation & { remove: () => Promise<void> };
  let store: Store;
  let drafts: Drafts;
  let audit: AuditLog;
  const env = readEnv({});
  beforeEach(async () => {
    location = await emptyLocation(engine);
    store = await Store.open(location);
    audit = new AuditLog(store);
    drafts = new Drafts(store, CONTENT, audit);
  });
  afterEach(async () => {
    await store.close();
    await location.remove();
  });

  const editor = (email: string) =>
    new StaffAuth(store, env).createStaff({ email, name: "Eddie Editor", role: "editor" });
  /** A publisher on a site folder of its own, with no project to build from: its builds fail. */
  const publisherAt = (site: string) =>
    new Publisher(
      store,
      readEnv({ SITE_DIR: site, CONTENT_DIR: CONTENT }),
      audit,
      path.join(site, "no-project"),
    );
  /** Every draft saved: what these tests choose to publish. */
  const draftFiles = async () => (await drafts.all()).map((draft) => draft.file);

  it("publishes the drafts chosen, and leaves a colleague's draft a draft", async () => {
    const [mine, theirs] = [
      fileRef("en/faqs/pricing/are-your-quotes-fixed.yaml"),
      fileRef("en/services/web/copywriting.yaml"),
    ];
    if (!mine || !theirs) throw new Error("no entries");
    const [me, colleague] = [
      await editor("me@maplestack.ca"),
      await editor("colleague@maplestack.ca"),
    ];
    for (const [person, ref] of [
      [me, mine],
      [colleague, theirs],
    ] as const) {
      const opened = await drafts.open(ref);
      const data = opened.data as Record<string, unknown>;
      expect(await drafts.save(person, ref, data, opened.version)).toMatchObject({ ok: true });
    }
    const site = await mkdtemp(path.join(tmpdir(), "chosen-site-"));
    try {
      const publisher = publisherAt(site);
      expect(await publisher.start(me, { files: [] })).toMatchObject({
        ok: false,
        reason: "Choose the drafts to publish: none was chosen.",
      });
      // A file that is no draft, or no file of the content, is not taken either.
      const started = await publisher.start(me, { files: [mine.file, "en/../../etc/passwd"] });
      if (!started.ok) throw new Error(started.reason);
      await started.done;
      expect((await publisher.recent(1))[0]?.files).toEqual([mine.file]);
      expect(await drafts.draft(theirs.file)).not.toBeNull();
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });

  it("keeps a checked save, refuses a second save from the same version, and logs each", async () => {
    const ref = fileRef("en/faqs/pricing/are-your-quotes-fixed.yaml");
    if (!ref) throw new Error("no FAQ question");
    const [first, second] = [
      await editor("first@maplestack.ca"),
      await editor("second@maplestack.ca"),
    ];
    const opened = await drafts.open(ref);
    const data = { ...(opened.data as Record<string, unknown>) };
    const answer = (data.answer as string[])[0];

    const mine = await drafts.save(
      first,
      ref,
      { ...data, answer: [`${answer} First.`] },
      opened.version,
    );
    expect(mine).toMatchObject({ ok: true, version: "d1" });
    const theirs = await drafts.save(
      second,
      ref,
      { ...data, answer: [`${answer} Second.`] },
      opened.version,
    );
    expect(theirs).toEqual({ ok: false, reason: "conflict", by: "first@maplestack.ca" });
    expect((await drafts.fields(ref.file))?.answer).toEqual([`${answer} First.`]);

    // From the draft's revision, a save goes through; from the same revision again, it does not.
    expect(
      await drafts.save(second, ref, { ...data, answer: [`${answer} Second.`] }, "d1"),
    ).toMatchObject({ ok: true, version: "d2" });
    expect(await drafts.save(first, ref, data, "d1")).toMatchObject({
      ok: false,
      reason: "conflict",
    });

    const log = await audit.list(1);
    expect(log.entries.map((line) => [line.staffEmail, line.action, line.detail])).toEqual([
      ["second@maplestack.ca", "saved a draft", ref.file],
      ["first@maplestack.ca", "saved a draft", ref.file],
    ]);
  });

  it("refuses what the build would refuse, naming the field, and keeps nothing", async () => {
    const ref = fileRef("en/services/web/copywriting.yaml");
    if (!ref) throw new Error("no service");
    const [person] = [await editor("eddie@maplestack.ca")];
    const opened = await drafts.open(ref);
    const data = opened.data as { meta: Record<string, unknown> };
    const tooLong = { ...data, meta: { ...data.meta, title: "x".repeat(61) } };
    const result = await drafts.save(person, ref, tooLong, opened.version);
    expect(result).toMatchObject({
      ok: false,
      reason: "faults",
      faults: [{ path: ["meta", "title"] }],
    });
    const unknownFact = { ...data, closing: "Call us at {site.fax} to start the project today." };
    expect(await drafts.save(person, ref, unknownFact, opened.version)).toMatchObject({
      ok: false,
      faults: [{ path: ["closing"], message: expect.stringMatching(/not a fact/) }],
    });
    expect(await drafts.draft(ref.file)).toBeNull();
  });

  it("of a hundred saves and a hundred publishes sent at once, one of each goes through", async () => {
    const ref = fileRef("en/faqs/pricing/are-your-quotes-fixed.yaml");
    if (!ref) throw new Error("no FAQ question");
    const person = await editor("burst@maplestack.ca");
    const opened = await drafts.open(ref);
    const data = opened.data as { answer: string[] };
    const saves = await Promise.all(
      Array.from({ length: 100 }, (_, n) =>
        drafts.save(
          person,
          ref,
          { ...data, answer: [`${data.answer[0]} (${n})`, ...data.answer.slice(1)] },
          opened.version,
        ),
      ),
    );
    expect(saves.filter((save) => save.ok)).toHaveLength(1);
    expect(saves.filter((save) => !save.ok && save.reason === "conflict")).toHaveLength(99);

    // The publishes: one takes the lock, the others are told one is under way. This one has no
    // project to build from, so it fails, and the draft stays.
    const site = await mkdtemp(path.join(tmpdir(), "burst-site-"));
    try {
      const publisher = publisherAt(site);
      const starts = await Promise.all(
        Array.from({ length: 100 }, async () =>
          publisher.start(person, { files: await draftFiles() }),
        ),
      );
      const started = starts.flatMap((start) => (start.ok ? [start] : []));
      expect(started).toHaveLength(1);
      expect(new Set(starts.flatMap((start) => (start.ok ? [] : [start.reason])))).toEqual(
        new Set(["A publish is under way. Wait for it to end, then publish again."]),
      );
      await started[0]?.done;
      expect((await publisher.recent(5)).map((publish) => publish.status)).toEqual(["failed"]);
      expect(await drafts.draft(ref.file)).not.toBeNull();
      // Built again after a deploy: by the back office itself, with no draft, under the same lock.
      const rebuilt = await publisher.rebuild();
      if (!rebuilt.ok) throw new Error(rebuilt.reason);
      expect(await publisher.rebuild()).toMatchObject({ ok: false });
      await rebuilt.done;
      expect((await publisher.recent(1))[0]).toMatchObject({
        by: "site@maplestack.ca",
        files: [],
        status: "failed",
      });
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });

  it("does not start a publish whose English drafts leave their French twins wanting", async () => {
    const ref = fileRef("en/team/amara-mensah.yaml");
    if (!ref) throw new Error("no team member");
    const person = await editor("portraits@maplestack.ca");
    const opened = await drafts.open(ref);
    // A portrait's photo is shared; its alt text is words, which the French file must write.
    const portrait = {
      photo: "0123456789abcdef0123.webp",
      alt: "Amara Mensah at her desk in Ottawa",
    };
    const data = { ...(opened.data as Record<string, unknown>), portrait };
    expect(await drafts.save(person, ref, data, opened.version)).toMatchObject({ ok: true });
    const site = await mkdtemp(path.join(tmpdir(), "twin-site-"));
    try {
      const publisher = publisherAt(site);
      const refused = await publisher.start(person, { files: await draftFiles() });
      expect(refused).toMatchObject({
        ok: false,
        reason: expect.stringMatching(
          /French of an entry you changed needs its words first.*fr\/team\/amara-mensah\.yaml: Portrait: missing/,
        ),
      });
      expect(await publisher.recent(1)).toEqual([]);
      // The French alt written, the publish starts (and fails here: there is no project).
      const french = fileRef("fr/team/amara-mensah.yaml");
      if (!french) throw new Error("no French team member");
      const frenchOpened = await drafts.open(french);
      const words = {
        ...(frenchOpened.data as Record<string, unknown>),
        portrait: { alt: "Amara Mensah à son bureau d'Ottawa" },
      };
      expect(await drafts.save(person, french, words, frenchOpened.version)).toMatchObject({
        ok: true,
      });
      const started = await publisher.start(person, { files: await draftFiles() });
      expect(started).toMatchObject({ ok: true });
      if (started.ok) await started.done;
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });

  it("refuses a link to no page of the site, naming its field", async () => {
    const ref = fileRef("en/faqs/web/do-you-write-website-copy.yaml");
    if (!ref) throw new Error("no FAQ question");
    const person = await editor("links@maplestack.ca");
    const opened = await drafts.open(ref);
    const data = opened.data as { link: { label: string; to: string } };
    expect(await drafts.save(person, ref, data, opened.version)).toMatchObject({ ok: true });
    const nowhere = { ...data, link: { ...data.link, to: "/services/web/copywritting" } };
    expect(await drafts.save(person, ref, nowhere, "d1")).toMatchObject({
      ok: false,
      faults: [
        { path: ["link", "to"], message: "no page of the site is at /services/web/copywritting" },
      ],
    });
    const anchored = { ...data, link: { ...data.link, to: "/contact-us#quote" } };
    expect(await drafts.save(person, ref, anchored, "d1")).toMatchObject({ ok: true });
  });

  it("edits an article as its front matter and its Markdown body, checked as the build checks it", async () => {
    const ref = fileRef("en/insights/how-long-seo-takes.md");
    if (!ref) throw new Error("no article");
    const person = await editor("writer@maplestack.ca");
    const opened = await drafts.open(ref);
    const data = opened.data as Record<string, unknown> & { body: string; tags: string[] };
    expect(data.body).toMatch(/^Every business owner/);
    expect(data).not.toHaveProperty("lang");
    const properties = opened.schema.properties ?? {};
    // Tags and author are chosen by name from the site's own.
    const items = properties.tags?.items as { oneOf?: { const: string; title: string }[] };
    expect(items.oneOf).toEqual(expect.arrayContaining([{ const: "seo", title: "SEO" }]));
    expect(properties.author?.oneOf).toEqual(
      expect.arrayContaining([{ const: "tyler-desjarlais", title: "Tyler Desjarlais" }]),
    );
    expect(properties.body).toMatchObject({ type: "string" });

    const paragraph = "A new closing paragraph, written in the back office for this test.";
    const edited = { ...data, body: `${data.body}\n\n${paragraph}` };
    expect(await drafts.save(person, ref, edited, opened.version)).toMatchObject({ ok: true });
    const saved = await drafts.draft(ref.file);
    // The draft is the file's next text: front matter, then the body, as the build reads it.
    expect(saved?.body).toMatch(/^---\nkey: seo-timeline\n[\s\S]*\n---\n\nEvery business owner/);
    expect(saved?.body.trimEnd().endsWith(paragraph)).toBe(true);
    expect(await drafts.fields(ref.file)).toEqual(edited);

    const faults = (fields: Record<string, unknown>) => drafts.check(ref, fields);
    expect(await faults({ ...edited, tags: ["seo", "knitting"] })).toEqual([
      { path: ["tags", 1], message: "no tag of the site is “knitting”" },
    ]);
    expect(await faults({ ...edited, author: "nobody-here" })).toEqual([
      { path: ["author"], message: "no member of the team has this name" },
    ]);
    // A fact the company has not stated is refused in the prose, not in code.
    const withFact = (text: string) => ({ ...edited, body: `${edited.body}\n\n${text}` });
    expect(await faults(withFact("We answer in {claims.speed}."))).toEqual([
      { path: ["body"], message: "{claims.speed} is not a fact" },
    ]);
    expect(await faults(withFact('```json\n{"a": "{b.c}"}\n```\n\nSee `{x.y}`.'))).toEqual([]);
    expect(await faults({ ...edited, body: "Too short." })).toMatchObject([{ path: ["body"] }]);
    expect(await faults(withFact("Read [our SEO page](/services/web/seo-audits)."))).toEqual([
      { path: ["body"], message: "no page of the site is at /services/web/seo-audits" },
    ]);
    expect(
      await faults(withFact("Read [the FAQ](/faqs#pricing) or [a site](https://example.com).")),
    ).toEqual([]);
  });

  it("refuses in an article's body a link the site does not publish, an image from elsewhere and HTML, by line", async () => {
    const ref = fileRef("en/insights/how-long-seo-takes.md");
    if (!ref) throw new Error("no article");
    const data = (await drafts.open(ref)).data as Record<string, unknown> & { body: string };
    const added = [
      "[one](javascript:alert(1)) and [two](JaVaScRiPt:alert(2))",
      "[three](&#106;avascript:alert(3))",
      "[four](java&#x09;script:alert(4))",
      "<javascript:alert(5)>",
      "[six](data:text/html;base64,PHNjcmlwdD4=)",
      "[seven][ref]",
      "[ref]: vbscript:msgbox(7)",
      "![eight](https://example.com/photo.png)",
      "A <b>bold</b> word.",
      "<div>A block.</div>",
      "[web](https://example.com) [mail](mailto:info@maplestack.ca) [phone](tel:+15145550100)",
      "[page](/services/web) [part](#top) ![photo](/images/insights/photo.png)",
      '```html\n<a href="javascript:alert(9)">code</a>\n```',
      "`<b>` is how HTML says bold; `[x](javascript:y)` is code too.",
    ];
    // The body's lines as the editor counts them: each addition is a paragraph of its own.
    const first = data.body.split("\n").length + 2;
    const line = (index: number) => `line ${first + 2 * index}`;
    const refused = (address: string) =>
      `“${address}” is not a link the site publishes: link to a page of the site (/…), a web page (https://…), an e-mail address (mailto:…) or a phone number (tel:…)`;
    expect(await drafts.check(ref, { ...data, body: [data.body, ...added].join("\n\n") })).toEqual(
      [
        `${line(0)}: ${refused("javascript:alert(1)")}`,
        `${line(0)}: ${refused("JaVaScRiPt:alert(2)")}`,
        `${line(1)}: ${refused("javascript:alert(3)")}`,
        `${line(2)}: ${refused("java\\tscript:alert(4)")}`,
        `${line(3)}: ${refused("javascript:alert(5)")}`,
        `${line(4)}: ${refused("data:text/html;base64,PHNjcmlwdD4=")}`,
        `${line(6)}: ${refused("vbscript:msgbox(7)")}`,
        `${line(7)}: image “https://example.com/photo.png”: images are files under public/ (/images/…)`,
        `${line(8)}: raw HTML is not shown; write it in Markdown`,
        `${line(9)}: raw HTML is not shown; write it in Markdown`,
      ].map((message) => ({ path: ["body"], message })),
    );
  });

  it("checks every link of an article's body for its page: with a title, by reference, in a note", async () => {
    const ref = fileRef("en/insights/how-long-seo-takes.md");
    if (!ref) throw new Error("no article");
    const data = (await drafts.open(ref)).data as Record<string, unknown> & { body: string };
    const added = [
      '[titled](/no-such-page "a \\"quoted\\" title")',
      "[by reference][gone] and a note.[^1]",
      "[gone]: /no-such-reference",
      "[^1]: See [the source](/no-such-source).",
      // An image of the site is a file, not a page.
      "![A chart](/images/insights/seo-curve.png)",
    ];
    expect(await drafts.check(ref, { ...data, body: [data.body, ...added].join("\n\n") })).toEqual(
      ["/no-such-page", "/no-such-reference", "/no-such-source"].map((page) => ({
        path: ["body"],
        message: `no page of the site is at ${page}`,
      })),
    );
  });

  it("refuses an address the site does not link to in an entry's link field", async () => {
    const ref = fileRef("en/facts.yaml");
    if (!ref) throw new Error("no facts");
    const data = (await drafts.open(ref)).data as {
      site: { url: string; socials: { href: string }[] };
    };
    const withSocial = (href: string) => ({
      ...data,
      site: {
        ...data.site,
        socials: data.site.socials.map((social, index) =>
          index === 1 ? { ...social, href } : social,
        ),
      },
    });
    expect(await drafts.check(ref, withSocial("https://example.com/maplestack"))).toEqual([]);
    for (const href of ["javascript:alert(1)", " JaVaScRiPt:alert(1)", "data:text/html,<b>1</b>"]) {
      expect(await drafts.check(ref, withSocial(href))).toEqual([
        {
          path: ["site", "socials", 1, "href"],
          message: expect.stringMatching(/is not a link the site publishes/),
        },
      ]);
    }
  });

  it("keeps a French article to its words and its own address, over its English twin", async () => {
    const ref = fileRef("fr/insights/how-long-seo-takes.md");
    if (!ref) throw new Error("no French article");
    const person = await editor("redactrice@maplestack.ca");
    const opened = await drafts.open(ref);
    const fields = Object.keys(opened.schema.properties ?? {});
    expect(fields).toEqual(expect.arrayContaining(["slug", "title", "description", "body"]));
    for (const shared of ["key", "published", "author", "tags", "category"]) {
      expect(fields).not.toContain(shared);
    }
    const data = opened.data as Record<string, unknown>;
    expect(data.slug).toBe("combien-de-temps-prend-le-referencement");
    expect(await drafts.save(person, ref, data, opened.version)).toMatchObject({ ok: true });
    expect(
      await drafts.save(person, ref, { ...data, published: "2026-01-05" }, "d1"),
    ).toMatchObject({
      ok: false,
      faults: [{ path: ["published"], message: expect.stringMatching(/shared by both languages/) }],
    });
    expect(
      await drafts.save(person, ref, { ...data, slug: "Pas une adresse" }, "d1"),
    ).toMatchObject({ ok: false, faults: [{ path: ["slug"] }] });
  });

  it("checks a company page's body as the page it makes: its sections, in both languages", async () => {
    const ref = fileRef("en/company/privacy.md");
    const about = fileRef("en/company/about.md");
    const french = fileRef("fr/company/privacy.md");
    if (!ref || !about || !french) throw new Error("no company page");
    const opened = await drafts.open(ref);
    const data = opened.data as Record<string, unknown> & { body: string };
    expect(data.body).toMatch(/^## Who we are and what this policy covers \{#who-we-are\}/);
    expect(await drafts.check(ref, data)).toEqual([]);
    const reworded = data.body.replace("is a digital agency based in", "is a digital studio in");
    expect(reworded).not.toBe(data.body);
    expect(await drafts.check(ref, { ...data, body: reworded })).toEqual([]);
    // What the page cannot show is named, with its line.
    expect(
      await drafts.check(ref, { ...data, body: `${data.body}\n\n### A smaller heading\n` }),
    ).toEqual([
      { path: ["body"], message: expect.stringMatching(/^line \d+: a section starts with "## "/) },
    ]);
    // The schema of the page as a whole: too few sections.
    const firstSections = data.body
      .split(/\n(?=## )/)
      .slice(0, 3)
      .join("\n");
    expect(await drafts.check(ref, { ...data, body: firstSections })).toMatchObject([
      { path: ["body"], message: expect.stringMatching(/^the sections: /) },
    ]);
    const aboutData = (await drafts.open(about)).data as Record<string, unknown> & { body: string };
    expect(await drafts.check(about, aboutData)).toEqual([]);
    const twoMissions = aboutData.body.replace(/(\{#mission\}\n\n[^\n]+)/, "$1\n\nA second one.");
    expect(await drafts.check(about, { ...aboutData, body: twoMissions })).toEqual([
      { path: ["body"], message: "{#mission}: the mission is one paragraph" },
    ]);
    // A French body follows the English one's sections, one for one.
    const frenchData = (await drafts.open(french)).data as Record<string, unknown> & {
      body: string;
    };
    expect(await drafts.check(french, frenchData)).toEqual([]);
    const shorter = frenchData.body
      .split(/\n(?=## )/)
      .slice(0, -1)
      .join("\n");
    expect(await drafts.check(french, { ...frenchData, body: shorter })).toEqual(
      expect.arrayContaining([
        {
          path: ["body"],
          message: expect.stringMatching(/^the sections: has \d+ items where the English has/),
        },
        { path: ["body"], message: expect.stringMatching(/^section \d+, title: missing/) },
      ]),
    );
  });

  it("takes a testimonial of a quoted story, one per story, and one featured on the home page", async () => {
    const person = await editor("quotes@maplestack.ca");
    const stories = await drafts.quotedStories();
    expect(stories.length).toBeGreaterThan(10);
    const other = stories.find((story) => story.slug !== "healthplus");
    if (!other) throw new Error("one quoted story only");
    const ref = fileRef(`en/testimonials/${other.slug}.yaml`);
    if (!ref) throw new Error("no testimonial form");
    // A new testimonial opens on its story, not featured; the form chooses among quoted stories.
    const opened = await drafts.open(ref);
    expect(opened).toMatchObject({ exists: false, data: { story: other.slug, featured: false } });
    const choices = (opened.schema.properties?.story?.oneOf ?? []).map((choice) => choice.const);
    expect(choices).toEqual(expect.arrayContaining([other.slug, "healthplus"]));

    expect(
      await drafts.save(person, ref, { story: "no-such-story", featured: false }, "new"),
    ).toMatchObject({ ok: false, faults: [{ path: ["story"], message: expect.any(String) }] });
    expect(await drafts.save(person, ref, { story: "healthplus" }, "new")).toMatchObject({
      ok: false,
      faults: [
        { path: ["story"], message: "en/testimonials/healthplus.yaml quotes this story already" },
      ],
    });
    // A second featured testimonial is refused while the first is featured…
    const featured = { story: other.slug, featured: true };
    expect(await drafts.save(person, ref, featured, "new")).toMatchObject({
      ok: false,
      faults: [
        { path: ["featured"], message: expect.stringMatching(/healthplus\.yaml is featured/) },
      ],
    });
    expect(await drafts.save(person, ref, { ...featured, featured: false }, "new")).toMatchObject({
      ok: true,
    });
    // …and taken once the first is saved without it; the publish needs one featured.
    const first = fileRef("en/testimonials/healthplus.yaml");
    if (!first) throw new Error("no testimonial");
    const firstOpened = await drafts.open(first);
    expect(
      await drafts.save(
        person,
        first,
        { story: "healthplus", featured: false },
        firstOpened.version,
      ),
    ).toMatchObject({ ok: true });
    const site = await mkdtemp(path.join(tmpdir(), "quote-site-"));
    try {
      const publisher = publisherAt(site);
      expect(await publisher.start(person, { files: await draftFiles() })).toMatchObject({
        ok: false,
        reason: expect.stringMatching(/none would be featured/),
      });
      expect(await drafts.save(person, ref, featured, "d1")).toMatchObject({ ok: true });
      expect((await drafts.testimonials()).filter((one) => one.featured)).toEqual([
        { file: ref.file, story: other.slug, featured: true },
      ]);
      const started = await publisher.start(person, { files: await draftFiles() });
      expect(started).toMatchObject({ ok: true });
      if (started.ok) await started.done;
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });

  it("checks a French draft over its English entry: a list of another length is refused", async () => {
    const ref = fileRef("fr/services/web/copywriting.yaml");
    if (!ref) throw new Error("no service");
    const person = await editor("traductrice@maplestack.ca");
    const opened = await drafts.open(ref);
    const data = opened.data as { faqs: unknown[] };
    expect(await drafts.save(person, ref, data, opened.version)).toMatchObject({ ok: true });
    const shorter = { ...data, faqs: data.faqs.slice(1) };
    expect(await drafts.save(person, ref, shorter, "d1")).toMatchObject({
      ok: false,
      faults: expect.arrayContaining([
        { path: ["faqs"], message: expect.stringMatching(/where the English has/) },
      ]),
    });
  });
});
