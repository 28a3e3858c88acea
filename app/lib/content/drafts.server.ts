/**
 * The editor's side of content/: which file an address names, what the form shows of it, and
 * the drafts the team saves before publishing.
 *
 * A draft is one file's next text, kept in the database so that every app server sees it and two
 * saves cannot cross: a save names the version it was made from (the published file's hash, or
 * the draft's revision), and a save made from an older version is refused, never merged. A draft
 * is checked as the build checks its file (app/content/forms.ts, the twin rule, the facts) before
 * it is kept, and every save is a line of the audit log.
 */
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { categories, categoryAliases, services } from "~/content/catalogue";
import { type Team, withSections } from "~/content/company/pages";
import { BODY, isMarkdown, readEntry, writeEntry } from "~/content/entry-file";
import {
  articleForm,
  type EntryForm,
  entryForms,
  factsForm,
  factsRule,
  type Locale,
  namesLeft,
  teamForm,
  testimonialForm,
} from "~/content/forms";
import { englishOnlyPaths, publicPages, requestPages } from "~/content/routes-table";
import { ContentError, layFrench, withFacts } from "~/content/twin";
import { insightsPrerenderPaths } from "~/lib/insights/articles";
import type { AuditLog } from "../admin/audit.server";
import type { Staff } from "../admin/auth.server";
import type { Store } from "../db.server";
import type { RedirectTable } from "../redirects";
import { Redirects } from "../redirects.server";
import { fileSchema, type JsonSchema, withFactsShown } from "./form-schema";
import { type SiteFault, siteFaults } from "./site-check.server";

/** A file the editor may open: its language, its place in the language's folder, its kind. */
export type FileRef = {
  /** `en/services/web/seo.yaml`, `en/insights/casl-for-your-newsletter.md` */
  file: string;
  locale: Locale;
  /** `services/web/seo` */
  place: string;
  /** The entry's name in its area: `web/seo`. */
  key: string;
  form: EntryForm;
};

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Does a form's folder and file pattern take this place (`services/web/seo`) and extension? */
function takes(form: EntryForm, place: string, extension: string): string | null {
  const prefix = form.area ? `${form.area}/` : "";
  if (!place.startsWith(prefix) || !form.include.endsWith(extension)) return null;
  const key = place.slice(prefix.length);
  const wanted = form.include.slice(0, -extension.length).split("/");
  const parts = key.split("/");
  if (parts.length !== wanted.length) return null;
  return wanted.every((part, index) => part === "*" || part === parts[index]) ? key : null;
}

/**
 * The file an address names, or null: `en/` or `fr/`, then lowercase segments, then `.yaml` (or
 * `.md` for an article), matching one kind of entry. Anything else (`..`, an absolute path, a NUL, a backslash, an
 * encoded slash, a file no form edits) is no file.
 */
export function fileRef(input: string): FileRef | null {
  if (input.length > 200) return null;
  const match = /^(en|fr)\/((?:[a-z0-9-]+\/){0,3}[a-z0-9-]+)(\.yaml|\.md)$/.exec(input);
  if (!match) return null;
  const [, locale, place, extension] = match as unknown as [string, Locale, string, string];
  if (!place.split("/").every((segment) => SEGMENT.test(segment))) return null;
  for (const form of entryForms) {
    if (locale === "fr" && form.englishOnly) continue;
    const key = takes(form, place, extension);
    if (key !== null) return { file: input, locale, place, key, form };
  }
  return null;
}

export const twinOf = (ref: FileRef): string =>
  `${ref.locale === "en" ? "fr" : "en"}${ref.file.slice(2)}`;

/** The English file of an entry (itself, in English). */
export const englishFileOf = (ref: FileRef): string => `en${ref.file.slice(2)}`;

const hash = (text: string) => createHash("sha256").update(text).digest("hex");

/** The published text of a file, or null when it does not exist. */
async function published(contentDir: string, file: string): Promise<string | null> {
  try {
    return await readFile(path.join(contentDir, file), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

export type Draft = { body: string; revision: number; updatedAt: number; updatedBy: string };

const draftOf = (row: {
  body: string;
  revision: number;
  updated_at: number;
  updated_by: string;
}): Draft => ({
  body: row.body,
  revision: Number(row.revision),
  updatedAt: Number(row.updated_at),
  updatedBy: row.updated_by,
});

export class Drafts {
  constructor(
    private readonly store: Store,
    private readonly contentDir: string,
    private readonly audit: AuditLog,
    /**
     * Whether a save also runs the build's checks of the whole site with the draft in place
     * (app/lib/content/site-check.server.ts): the back office's saves do; the unit tests of the
     * entries' own checks leave it to their own test.
     */
    private readonly options: { siteCheck?: boolean } = {},
  ) {}

  async draft(file: string): Promise<Draft | null> {
    const row = await this.store.db
      .selectFrom("content_drafts")
      .selectAll()
      .where("file", "=", file)
      .executeTakeFirst();
    return row ? draftOf(row) : null;
  }

  /** Every draft, newest first. */
  async all(): Promise<(Draft & { file: string })[]> {
    const rows = await this.store.db
      .selectFrom("content_drafts")
      .selectAll()
      .orderBy("updated_at", "desc")
      .execute();
    return rows.map((row) => ({ file: row.file, ...draftOf(row) }));
  }

  /**
   * A file as the editor shows it: its draft when there is one, else its published text; with
   * the version a save must name.
   */
  async current(file: string) {
    const draft = await this.draft(file);
    if (draft) return { text: draft.body, version: `d${draft.revision}`, draft };
    const text = await published(this.contentDir, file);
    return { text, version: text === null ? "new" : `p${hash(text)}`, draft: null };
  }

  /** A file's fields, from its draft or its published text (null when neither exists). */
  async fields(file: string): Promise<Record<string, unknown> | null> {
    const { text } = await this.current(file);
    return text === null ? null : readEntry(text, file);
  }

  /** A file's fields as published, whatever its draft (null when it is not published). */
  async publishedFields(file: string): Promise<Record<string, unknown> | null> {
    const text = await published(this.contentDir, file);
    return text === null ? null : readEntry(text, file);
  }

  /** What the editor needs to draw an entry's form. */
  async open(ref: FileRef) {
    const current = await this.current(ref.file);
    const english = ref.locale === "fr" ? await this.fields(englishFileOf(ref)) : null;
    return {
      schema: withStoryChoices(
        withArticleChoices(
          withServiceChoices(fileSchema(ref.form, ref.locale, english ?? undefined)),
          await this.choices(ref),
        ),
        ref.form === testimonialForm ? await this.quotedStories() : null,
      ),
      facts: await this.facts(ref.locale).catch(() => ({})),
      data:
        current.text === null
          ? (ref.form.fresh?.(ref.key) ?? {})
          : readEntry(current.text, ref.file),
      english,
      version: current.version,
      draft: current.draft && {
        updatedAt: current.draft.updatedAt,
        updatedBy: current.draft.updatedBy,
      },
      exists: current.text !== null,
    };
  }

  /** The company's facts in a language, as the copy names them, from drafts or published files. */
  async facts(locale: Locale): Promise<Record<string, unknown>> {
    const english = (await this.fields("en/facts.yaml")) ?? {};
    const fields =
      locale === "en"
        ? english
        : layFrench(
            english,
            (await this.fields("fr/facts.yaml")) ?? {},
            factsRule,
            "fr/facts.yaml",
          );
    return withFacts(fields, fields, `${locale}/facts.yaml`) as Record<string, unknown>;
  }

  /**
   * The faults the build would find in this file with these fields, each with its field's path:
   * the French twin laid over its English entry, the facts filled in, the schema of its kind.
   */
  async check(ref: FileRef, data: Record<string, unknown>): Promise<Fault[]> {
    try {
      let fields = data;
      if (ref.locale === "fr") {
        const englishFile = englishFileOf(ref);
        const english = await this.fields(englishFile);
        if (!english) return [{ path: [], message: "its English entry does not exist" }];
        const { slug, ...french } = data;
        if (ref.form.frenchAddress && (typeof slug !== "string" || !SEGMENT.test(slug))) {
          return [{ path: ["slug"], message: "lowercase words and hyphens, as in an address" }];
        }
        if (!ref.form.frenchAddress && slug !== undefined) {
          return [{ path: ["slug"], message: "this entry has no French address of its own" }];
        }
        fields = ref.form.lay
          ? ref.form.lay(english, data, ref.file, englishFile)
          : (layFrench(english, french, ref.form.rule, ref.file) as Record<string, unknown>);
      }
      const facts = ref.form === factsForm ? fields : await this.facts(ref.locale);
      const names = ref.form.names === "template" ? { ...namesLeft(fields), ...facts } : facts;
      // A Markdown text's code keeps its braces as written: its facts are checked apart.
      const { [BODY]: body, ...front } = fields;
      const markdown = isMarkdown(ref.file) && typeof body === "string";
      const filled = markdown
        ? { ...withFacts(front, names, ref.file), [BODY]: body }
        : withFacts(fields, names, ref.file);
      const parsed = ref.form.schema.safeParse(ref.form.entry(filled, ref.key, ref.locale));
      // A company page's body is checked with the page it makes (its own names included).
      const redirects = await new Redirects(this.store, this.audit).table();
      const bodyFaults =
        markdown && !ref.form.page
          ? [...unknownFactsIn(body, facts), ...bodyLinks(body, redirects)]
          : [];
      if (parsed.success) {
        return [
          ...bodyFaults,
          ...brokenLinks(filled, [], redirects),
          ...(await this.choiceFaults(ref, filled)),
          ...(await this.testimonialFaults(ref, filled)),
          ...(await this.pageFaults(ref, data)),
        ];
      }
      return [
        ...parsed.error.issues.map((issue) => ({
          path: issue.path.map((part) => (typeof part === "number" ? part : String(part))),
          message: issue.message,
        })),
        ...bodyFaults,
      ];
    } catch (error) {
      if (error instanceof ContentError) return faultsOf(error);
      throw error;
    }
  }

  /**
   * A company page's faults as a whole, as the build finds them: its body read into sections
   * (a French body's over the English one's), put where the page shows them, checked by the
   * page's schema. A fault of the body, or of what it gives the page, is the body's.
   */
  private async pageFaults(ref: FileRef, data: Record<string, unknown>): Promise<Fault[]> {
    const page = ref.form.page;
    if (!page) return [];
    // "sections.11.title: missing" → "section 12, title: missing": as the writer counts them.
    const bodyFault = (message: string): Fault => ({
      path: [BODY],
      message: message
        .replace(/^sections\.(\d+)\.?/, (_all, index: string) => `section ${Number(index) + 1}, `)
        .replace(/, :/, ":")
        .replace(/^sections:/, "the sections:"),
    });
    try {
      const sectioned = (fields: Record<string, unknown>, file: string) => {
        const { [BODY]: body, slug: _slug, ...front } = fields;
        return withSections(front, typeof body === "string" ? body : "", file);
      };
      const englishFile = englishFileOf(ref);
      const english = ref.locale === "en" ? data : await this.fields(englishFile);
      if (!english) return [];
      let fields = sectioned(english, englishFile);
      if (ref.locale === "fr") {
        fields = layFrench(fields, sectioned(data, ref.file), page.rule, ref.file) as typeof fields;
      }
      const team = await this.team();
      const assembled = page.assemble(fields, {
        file: ref.file,
        locale: ref.locale,
        team: () => team,
      });
      const facts = (await this.facts(ref.locale)) as { site: { founded: number } };
      const names = { ...facts, ...page.tokens?.({ team: () => team, facts }) };
      const parsed = page.schema.safeParse(withFacts(assembled, names, ref.file));
      if (parsed.success) return [];
      const fromBody = new Set(["sections", "intro", "story", "mission"]);
      return parsed.error.issues.map((issue) => {
        const where = issue.path.map(String);
        const inFront =
          page.front.shape[where[0] ?? ""] !== undefined && !fromBody.has(where[0] ?? "");
        const field = where[0] === "intro" || where[0] === "story" ? where[1] : undefined;
        return inFront || field === "image"
          ? { path: where, message: issue.message }
          : bodyFault(`${where.join(".")}: ${issue.message}`);
      });
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      return error.message
        .split("\n")
        .slice(1)
        .map((line) => bodyFault(line.replace(/^\s*- /, "")));
    }
  }

  /** The team as the about page lists it: each member in each language, from the entries. */
  private async team(): Promise<Team[]> {
    const folder = path.join(this.contentDir, "en/team");
    const names = (await readdir(folder).catch(() => [] as string[])).filter((name) =>
      name.endsWith(".yaml"),
    );
    const team: Team[] = [];
    for (const name of names) {
      const key = name.slice(0, -".yaml".length);
      const english = await this.fields(`en/team/${name}`);
      const french = await this.fields(`fr/team/${name}`);
      if (!english) continue;
      const { order, ...member } = english;
      team.push({ locale: "en", key, order: Number(order), member });
      if (french) {
        const { order: _order, ...laid } = layFrench(
          english,
          french,
          teamForm.rule,
          `fr/team/${name}`,
        ) as Record<string, unknown>;
        team.push({ locale: "fr", key, order: Number(order), member: laid });
      }
    }
    return team;
  }

  /**
   * What an article chooses from the site's lists: its tags (content/en/insights/tags.yaml) and
   * its author (a member of the team), as published.
   */
  private async choices(ref: FileRef) {
    if (ref.form !== articleForm) return null;
    const tagsText = await published(this.contentDir, "en/insights/tags.yaml");
    const tags = tagsText ? readEntry(tagsText, "tags.yaml") : {};
    const teamDir = path.join(this.contentDir, "en/team");
    const names = (await readdir(teamDir).catch(() => [] as string[])).filter((name) =>
      name.endsWith(".yaml"),
    );
    const team = await Promise.all(
      names.map(async (name) => {
        const fields = readEntry(await readFile(path.join(teamDir, name), "utf8"), name);
        return { key: name.slice(0, -".yaml".length), name: String(fields.name ?? name) };
      }),
    );
    return {
      tags: Object.entries(tags).map(([key, name]) => ({ key, name: String(name) })),
      team: team.sort((a, b) => a.name.localeCompare(b.name)),
    };
  }

  /** The file names of a folder of content/en (a missing folder has none). */
  private async filesIn(folder: string, extension = ".yaml"): Promise<string[]> {
    const names = await readdir(path.join(this.contentDir, folder)).catch(() => [] as string[]);
    return names.filter((name) => name.endsWith(extension)).map((name) => `${folder}/${name}`);
  }

  /**
   * The stories a testimonial may quote: the portfolio's projects and the case studies whose
   * client is quoted, as published or drafted, by address and named by their client.
   */
  async quotedStories(): Promise<QuotedStory[]> {
    const categories = await readdir(path.join(this.contentDir, "en/work/case-studies")).catch(
      () => [] as string[],
    );
    const files = new Set([
      ...(await this.filesIn("en/work/projects")),
      ...(
        await Promise.all(
          categories.map((category) => this.filesIn(`en/work/case-studies/${category}`)),
        )
      ).flat(),
      ...(await this.all())
        .map((draft) => draft.file)
        .filter((file) => fileRef(file)?.form.area.startsWith("work/") && file.startsWith("en/")),
    ]);
    const stories: QuotedStory[] = [];
    for (const file of files) {
      const fields = await this.fields(file).catch(() => null);
      const quote = fields?.quote as { name?: unknown } | undefined;
      if (!fields || typeof quote?.name !== "string") continue;
      const client = String(fields.client ?? "");
      stories.push({
        slug: file.slice(file.lastIndexOf("/") + 1, -".yaml".length),
        client,
        label: `${client}, quoting ${quote.name}`,
      });
    }
    return stories.sort((a, b) => a.client.localeCompare(b.client));
  }

  /**
   * The testimonials as they would be published: the published files with the drafts over them,
   * by file.
   */
  async testimonials(): Promise<{ file: string; story: unknown; featured: boolean }[]> {
    const files = new Set([
      ...(await this.filesIn("en/testimonials")),
      ...(await this.all())
        .map((draft) => draft.file)
        .filter((file) => fileRef(file)?.form === testimonialForm),
    ]);
    const found: { file: string; story: unknown; featured: boolean }[] = [];
    for (const file of files) {
      const fields = await this.fields(file).catch(() => null);
      if (fields) found.push({ file, story: fields.story, featured: fields.featured === true });
    }
    return found;
  }

  /**
   * A testimonial quotes a story whose client is quoted, one testimonial per story, and the home
   * page shows one: a second one featured is refused, naming the first (unfeature it first; both
   * drafts then go out in one publish).
   */
  private async testimonialFaults(ref: FileRef, fields: Record<string, unknown>): Promise<Fault[]> {
    if (ref.form !== testimonialForm) return [];
    const faults: Fault[] = [];
    if (!(await this.quotedStories()).some((story) => story.slug === fields.story)) {
      faults.push({
        path: ["story"],
        message: "no project or case study with a client's quote has this address",
      });
    }
    const others = (await this.testimonials()).filter((other) => other.file !== ref.file);
    const twice = others.find((other) => other.story === fields.story);
    if (twice) {
      faults.push({ path: ["story"], message: `${twice.file} quotes this story already` });
    }
    const featured = others.find((other) => other.featured);
    if (fields.featured === true && featured) {
      faults.push({
        path: ["featured"],
        message: `the home page shows one testimonial, and ${featured.file} is featured: save it without featured first`,
      });
    }
    return faults;
  }

  private async choiceFaults(ref: FileRef, fields: Record<string, unknown>): Promise<Fault[]> {
    const choices = await this.choices(ref);
    if (!choices) return [];
    const faults: Fault[] = [];
    const tags = Array.isArray(fields.tags) ? fields.tags : [];
    tags.forEach((tag, index) => {
      if (!choices.tags.some((known) => known.key === tag)) {
        faults.push({ path: ["tags", index], message: `no tag of the site is “${String(tag)}”` });
      }
    });
    if (!choices.team.some((member) => member.key === fields.author)) {
      faults.push({ path: ["author"], message: "no member of the team has this name" });
    }
    return faults;
  }

  /**
   * Keeps a file's next text as its draft, if it was made from the current version and the
   * build would take it. A refused save changes nothing and says why.
   */
  async save(
    actor: Staff,
    ref: FileRef,
    data: Record<string, unknown>,
    version: string,
    /** The audit log's words for it: a restore says which version it brought back. */
    said: { action: string; detail: string } = { action: "saved a draft", detail: ref.file },
  ): Promise<SaveResult> {
    const added = await this.addedFault(ref);
    if (added) return { ok: false, reason: "faults", faults: [added] };
    const faults = await this.check(ref, data);
    if (faults.length > 0) return { ok: false, reason: "faults", faults };
    const body = writeEntry(data, ref.file);
    if (this.options.siteCheck) {
      const found = await this.siteFaults(ref, body);
      if (found.length > 0) return { ok: false, reason: "faults", faults: found.map(asFault(ref)) };
    }
    const now = Date.now();
    const saved = await this.store.db.transaction().execute(async (trx) => {
      let revision: number;
      if (version.startsWith("d")) {
        const from = Number(version.slice(1));
        const result = await trx
          .updateTable("content_drafts")
          .set({ body, revision: from + 1, updated_at: now, updated_by: actor.email })
          .where("file", "=", ref.file)
          .where("revision", "=", from)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return null;
        revision = from + 1;
      } else {
        const text = await published(this.contentDir, ref.file);
        const basedOn = text === null ? "" : hash(text);
        if (version !== (text === null ? "new" : `p${basedOn}`)) return null;
        const result = await trx
          .insertInto("content_drafts")
          .values({
            file: ref.file,
            body,
            based_on: basedOn,
            revision: 1,
            updated_at: now,
            updated_by: actor.email,
          })
          .onConflict((conflict) => conflict.column("file").doNothing())
          .returning("file")
          .executeTakeFirst();
        if (!result) return null;
        revision = 1;
      }
      await this.audit.record(actor, said.action, { detail: said.detail }, trx);
      return revision;
    });
    if (saved === null) {
      const current = await this.draft(ref.file);
      return { ok: false, reason: "conflict", by: current?.updatedBy ?? null };
    }
    return { ok: true, version: `d${saved}` };
  }

  /**
   * The faults the build would find in the whole site with this text in place, over the
   * published content and every other draft (a colleague's may take the same address). A fault
   * that is there without this draft too is not this save's to fix, and does not refuse it.
   */
  private async siteFaults(ref: FileRef, body: string): Promise<SiteFault[]> {
    const others = (await this.all())
      .filter((draft) => draft.file !== ref.file)
      .map((draft) => ({ file: draft.file, body: draft.body }));
    // The French twin an English change leaves wanting (an item added, a section) is written
    // after it: the publish waits for it and says so (Publisher.frenchBehind).
    const twin = ref.locale === "en" ? twinOf(ref) : null;
    const found = (await siteFaults(this.contentDir, [...others, { file: ref.file, body }])).filter(
      (fault) => fault.file !== twin,
    );
    // A fault of this entry, or of another entry that names it (the build reports two pages
    // with one address on whichever it reads first).
    const own = found.filter(
      (fault) => fault.file === ref.file || fault.message.includes(`content/${ref.file}`),
    );
    if (own.length > 0) return own;
    const said = (fault: SiteFault) => `${fault.file} ${fault.field} ${fault.message}`;
    const before = new Set((await siteFaults(this.contentDir, others)).map(said));
    return found.filter((fault) => !before.has(said(fault)));
  }

  /**
   * A file that does not exist yet may be written only as the back office offers it: a kind
   * the team adds (a case study in a category's folder, an article, a testimonial), or the
   * French twin of an English entry. Anything else (a new service, person, FAQ question or
   * project, by a forged post) is a developer's change, with its code.
   */
  private async addedFault(ref: FileRef): Promise<Fault | null> {
    if ((await this.current(ref.file)).text !== null) return null;
    if (ref.locale === "fr") {
      return (await this.current(englishFileOf(ref))).text === null
        ? { path: [], message: "its English entry does not exist" }
        : null;
    }
    if (!ref.form.added) {
      return {
        path: [],
        message: "this kind of entry is not added from the back office: a developer adds it",
      };
    }
    const folder = ref.key.split("/").length > 1 ? ref.key.split("/")[0] : null;
    if (folder !== null && ref.form.area === "work/case-studies") {
      if (!categories.some((category) => category.slug === folder)) {
        return {
          path: [],
          message: `there is no category ${folder}: a case study is in the folder of its first service's category`,
        };
      }
    }
    return null;
  }

  /** Drops a file's draft: the form shows the published text again. */
  async discard(actor: Staff, ref: FileRef): Promise<boolean> {
    return this.store.db.transaction().execute(async (trx) => {
      const result = await trx
        .deleteFrom("content_drafts")
        .where("file", "=", ref.file)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) !== 1) return false;
      await this.audit.record(actor, "discarded a draft", { detail: ref.file }, trx);
      return true;
    });
  }
}

/**
 * A story's services are chosen from the site's, by name (the file keeps `category/slug`): the
 * schema checks the shape, the build that each one exists.
 */
function withServiceChoices(schema: JsonSchema): JsonSchema {
  const field = schema.properties?.services;
  if (!field?.items || Array.isArray(field.items) || field.items.type !== "string") return schema;
  const choices = services.map((service) => ({
    const: `${service.category}/${service.slug}`,
    title: `${categories.find((category) => category.slug === service.category)?.name ?? service.category} › ${service.name}`,
  }));
  return {
    ...schema,
    properties: {
      ...schema.properties,
      services: { ...field, items: { ...field.items, title: "Service", oneOf: choices } },
    },
  };
}

/** An article's tags and author are chosen from the site's, by name. */
/** A testimonial's story is chosen from the stories whose client is quoted, by client. */
function withStoryChoices(schema: JsonSchema, stories: QuotedStory[] | null): JsonSchema {
  const field = schema.properties?.story;
  if (!stories || !field) return schema;
  return {
    ...schema,
    properties: {
      ...schema.properties,
      story: {
        ...field,
        oneOf: stories.map((story) => ({
          const: story.slug,
          title: story.label,
        })),
      },
    },
  };
}

function withArticleChoices(
  schema: JsonSchema,
  choices: { tags: { key: string; name: string }[]; team: { key: string; name: string }[] } | null,
): JsonSchema {
  const properties = schema.properties;
  if (!choices || !properties) return schema;
  const tags = properties.tags;
  const author = properties.author;
  return {
    ...schema,
    properties: {
      ...properties,
      ...(tags?.items && !Array.isArray(tags.items)
        ? {
            tags: {
              ...tags,
              uniqueItems: true,
              items: {
                ...tags.items,
                title: "Tag",
                oneOf: choices.tags.map((tag) => ({ const: tag.key, title: tag.name })),
              },
            },
          }
        : {}),
      ...(author
        ? {
            author: {
              ...author,
              oneOf: choices.team.map((member) => ({ const: member.key, title: member.name })),
            },
          }
        : {}),
    },
  };
}

/** A Markdown text without its fenced code blocks, which keep what they hold as written. */
const withoutFences = (body: string) =>
  body.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");

/**
 * The `{claims.timeline}` names of a Markdown text that are no fact, outside its code (code
 * keeps its braces as written; so does a single word in braces).
 */
function unknownFactsIn(body: string, facts: Record<string, unknown>): Fault[] {
  const prose = withoutFences(body).replace(/`[^`\n]*`/g, "");
  const tokens = new Set(prose.match(/\{[A-Za-z]\w*(?:\.\w+)+\}/g) ?? []);
  // A name the facts fill is shown as its fact; one left as written is no fact.
  return [...tokens]
    .filter((token) => withFactsShown(token, facts) === token)
    .map((token) => ({ path: [BODY], message: `${token} is not a fact` }));
}

/**
 * The faults of a Markdown text's links, images and raw HTML, as the parser reads them (a link's
 * title, a reference defined apart, an autolink): each address is one the site links to (a link to
 * one of its pages leads to a page that exists), each image is a file of the site, and no HTML,
 * which the page does not show, is written. A fault names the line of the text.
 */
function bodyLinks(body: string, redirects: RedirectTable): Fault[] {
  const faults: string[] = [];
  const links: { to: string }[] = [];
  visit(unified().use(remarkParse).use(remarkGfm).parse(body), (node) => {
    const line = `line ${node.position?.start.line ?? 1}`;
    if (node.type === "html") {
      faults.push(`${line}: raw HTML is not shown; write it in Markdown`);
    } else if (node.type === "image") {
      if (!isSitePath(node.url)) {
        faults.push(
          `${line}: image ${quoted(node.url)}: images are files under public/ (/images/…)`,
        );
      }
    } else if (node.type === "link" || node.type === "definition") {
      const refused = refusedAddress(node.url);
      if (refused) faults.push(`${line}: ${refused}`);
      else links.push({ to: node.url });
    }
  });
  const broken = brokenLinks(links, [], redirects).map((fault) => fault.message);
  return [...new Set([...faults, ...broken])].map((message) => ({ path: [BODY], message }));
}

/** What a link may lead to, besides a page of the site or a part of the page. */
const LINK_PROTOCOLS = new Set(["http:", "https:", "mailto:", "tel:"]);

/** A page of the site, by its path (`/services/web`), not another site's (`//example.com`). */
const isSitePath = (address: string) => /^\/(?![/\\])/.test(address);

/** An address as a message shows it: whole but for its end, with no character hidden. */
const quoted = (address: string) =>
  `“${JSON.stringify(address.length > 80 ? `${address.slice(0, 80)}…` : address).slice(1, -1)}”`;

/**
 * Why an address is no link the site prints, or null: a page of the site or a part of the page,
 * or an address on the web, an e-mail address or a phone number, its protocol written in
 * lowercase as the page's sanitizer wants it (app/lib/insights/compile.ts). The browser's own
 * reading of the address decides its protocol, so `JaVaScRiPt:`, `java&#x09;script:` or a
 * leading control character are `javascript:` here too.
 */
function refusedAddress(address: string): string | null {
  const absolute = URL.parse(address);
  const allowed = absolute
    ? LINK_PROTOCOLS.has(absolute.protocol) && address.startsWith(absolute.protocol)
    : address.startsWith("#") || address.startsWith("/");
  return allowed
    ? null
    : `${quoted(address)} is not a link the site publishes: link to a page of the site (/…), a web page (https://…), an e-mail address (mailto:…) or a phone number (tel:…)`;
}

/** A story whose client is quoted: its address, its client, and how a list names it. */
export type QuotedStory = { slug: string; client: string; label: string };

export type Fault = { path: (string | number)[]; message: string };

/**
 * The site's pages, by the English address content names them with (and French ones too), and
 * the old category addresses that answer with a permanent redirect to one (the spec's footer
 * names /services/software-development). The redirects of the database are apart: they change
 * while the server runs.
 */
let pages: Set<string> | undefined;
export function sitePages(): Set<string> {
  pages ??= new Set([
    ...publicPages().flatMap((pair) => [pair.en, pair.fr]),
    ...englishOnlyPaths(),
    ...Object.keys(categoryAliases).map((alias) => `/services/${alias}`),
    ...requestPages,
    ...insightsPrerenderPaths().filter((page) => !/\.(png|svg)$/.test(page)),
    "/search",
    "/fr/recherche",
  ]);
  return pages;
}

/** The fields of an entry that hold a link. */
const LINK_FIELDS = new Set(["to", "href", "url"]);

/**
 * The links of an entry (a `to`, `href` or `url` field: a page as content names it,
 * `/services/web/seo`, or an address of another kind) that the site does not link to or that
 * lead to no page of the site, as faults on their fields. A page added by the same publish is
 * not known yet: link to it once it is live.
 */
export function brokenLinks(
  value: unknown,
  trail: (string | number)[] = [],
  redirects: RedirectTable = new Map(),
): Fault[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => brokenLinks(item, [...trail, index], redirects));
  }
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const refused = LINK_FIELDS.has(key) && typeof item === "string" && refusedAddress(item);
    if (refused) return [{ path: [...trail, key], message: refused }];
    if (LINK_FIELDS.has(key) && typeof item === "string" && item.startsWith("/")) {
      const page = item.replace(/[?#].*$/, "").replace(/(.)\/+$/, "$1");
      // A link to an old address still leads to its page, through the redirect.
      return sitePages().has(page) || redirects.has(page.toLowerCase())
        ? []
        : [{ path: [...trail, key], message: `no page of the site is at ${page}` }];
    }
    return brokenLinks(item, [...trail, key], redirects);
  });
}
export type SaveResult =
  | { ok: true; version: string }
  | { ok: false; reason: "faults"; faults: Fault[] }
  | { ok: false; reason: "conflict"; by: string | null };

/** A content error's lines (`  - hero.title: …`) as faults with their field's path. */
export function faultsOf(error: ContentError): Fault[] {
  return error.message
    .split("\n")
    .slice(1)
    .map((line) => /^\s*- ([^:]+): (.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, where = "", message = ""]) => ({
      path:
        where === "(the entry)"
          ? []
          : where.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      message,
    }));
}

export type { JsonSchema };

/**
 * A fault of the whole site's check as the form names it: on a field of this entry when it is
 * this entry's, else with the file that holds it.
 */
const asFault =
  (ref: FileRef) =>
  ({ file, field, message }: SiteFault): Fault => {
    if (file === ref.file && field) return { path: field.split("."), message };
    if (file === ref.file || file === null) return { path: [], message };
    // Another entry's fault that names this one (it has the same address): said of this one.
    if (message.includes(`content/${ref.file}`)) {
      return {
        path: field ? field.split(".") : [],
        message: message.replace(`content/${ref.file}`, `content/${file}`),
      };
    }
    return { path: [], message: `${file}${field ? `, ${field}` : ""}: ${message}` };
  };
