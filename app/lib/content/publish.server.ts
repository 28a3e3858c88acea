/**
 * Publishing the team's drafts: the site is built again, beside the live one, from the published
 * content with the drafts laid over it; only a complete build goes live, at once, by turning the
 * `current` link of SITE_DIR to it. Every app server watches that link and serves the new
 * release within a second or two (server/releases.mjs); nginx reads its pages through it.
 *
 * A build that fails, or is killed, or finds the disk full, leaves the live site and the drafts
 * as they were; the publish says why. One publish runs at a time, whichever server it starts on.
 * What went live is one commit of the content's repository (app/lib/content/site-repo.server.ts),
 * authored by the person who published.
 */
import { spawn } from "node:child_process";
import {
  cp,
  mkdir,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  stat,
  symlink,
  writeFile,
} from "node:fs/promises";
import path from "node:path";
import { testimonialForm } from "~/content/forms";
import { photosIn } from "~/content/media";
import { CODE_SOURCES } from "../../../scripts/code-id.mjs";
import type { AuditLog } from "../admin/audit.server";
import type { Staff } from "../admin/auth.server";
import { editsLanguage } from "../admin/roles";
import type { Store } from "../db.server";
import type { ServerEnv } from "../env.server";
import { errorText } from "../errors";
import { type AddressPair, addressMoves, sitemapPairs } from "../redirects";
import { Redirects } from "../redirects.server";
import { BuildRuns } from "./build-runs.server";
import { checkBuild } from "./checks.server";
import { copyTree } from "./copy-tree.server";
import { Drafts, fileRef, twinOf } from "./drafts.server";
import { fieldTitle } from "./form-schema";
import { mediaOf, pruneUploads } from "./media.server";
import {
  type HeldLock,
  STOPPED_DURING_BUILD,
  serverStopping,
  trackGroup,
  trackRun,
} from "./run-lock.server";
import { siteFaults } from "./site-check.server";
import { SiteRepo } from "./site-repo.server";

/** What of the project a build reads, copied beside each publish's content. */
const SOURCES = CODE_SOURCES;
/**
 * Each step of a publish has a deadline: the build (the longest, about a minute and a half on
 * two cores), the checks (app/lib/content/checks.server.ts) and the whole run, after which it is
 * given up, its lock released, and it can no longer go live.
 */
const BUILD_TIMEOUT_MS = 15 * 60 * 1000;
/** Rendering a release's pages again: seconds, a minute when every page changes. */
const RENDER_TIMEOUT_MS = 5 * 60 * 1000;
export const RUN_DEADLINE_MS = 25 * 60 * 1000;
/** Releases kept on disk besides the live one, to go back to quickly. */
const KEPT_RELEASES = 2;

export const siteDirOf = (env: ServerEnv) =>
  path.resolve(env.SITE_DIR ?? path.join(env.DATA_DIR, "site"));

const repos = new Map<string, Promise<SiteRepo>>();

/**
 * The published content's repository, made from the shipped content on first use; checked once
 * per process, not at every request (a failed check is tried again at the next).
 */
export function siteRepo(env: ServerEnv): Promise<SiteRepo> {
  const dir = siteDirOf(env);
  let found = repos.get(dir);
  if (!found) {
    const repo = new SiteRepo(dir);
    found = repo.ensure(path.resolve(env.CONTENT_DIR)).then(() => repo);
    found.catch(() => repos.delete(dir));
    repos.set(dir, found);
  }
  return found;
}

type Started = { ok: true; id: number; done: Promise<void> } | { ok: false; reason: string };

/** Why a publish cannot start while another runs: a scheduled one then waits and tries again. */
export const PUBLISH_UNDER_WAY = "A publish is under way. Wait for it to end, then publish again.";

/** The back office itself, for what no person did: building again after a new deploy. */
const SITE_AUTHOR = { name: "Maplestack back office", email: "site@maplestack.ca" };

export type PublishRow = {
  id: number;
  startedAt: number;
  finishedAt: number | null;
  status: "running" | "published" | "failed" | "unchanged" | "rebuilt" | "held";
  by: string;
  files: string[];
  commit: string | null;
  error: string | null;
  /** What the checks found on the pages, built: held back until accepted, or accepted. */
  warnings: string[];
};

export class Publisher {
  readonly siteDir: string;

  constructor(
    private readonly store: Store,
    private readonly env: ServerEnv,
    private readonly audit: AuditLog,
    private readonly projectDir = process.cwd(),
  ) {
    this.siteDir = siteDirOf(env);
    this.runs = new BuildRuns(store, "content_publishes", this.siteDir, "publish.lock");
  }

  /** One publish at a time, whichever server; what a server that stopped during one left. */
  private readonly runs: BuildRuns;

  /** Whether a publish is under way on any server (the lock, once a gone one is cleared). */
  busy(): Promise<boolean> {
    return this.runs.busy();
  }

  /** Clears what a server that stopped during a publish left: at start. */
  recover(): Promise<void> {
    return this.runs.recover();
  }

  /** The last publishes, newest first. */
  async recent(limit = 10): Promise<PublishRow[]> {
    const rows = await this.store.db
      .selectFrom("content_publishes")
      .selectAll()
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      startedAt: Number(row.started_at),
      finishedAt: row.finished_at === null ? null : Number(row.finished_at),
      status: row.status as PublishRow["status"],
      by: row.staff_email,
      files: JSON.parse(row.files) as string[],
      commit: row.commit_id,
      error: row.error,
      warnings: row.warnings ? (JSON.parse(row.warnings) as string[]) : [],
    }));
  }

  /**
   * Starts publishing the drafts chosen (`files`, of those this person publishes): answers at
   * once with the publish's number (the build takes a minute), or says why it cannot start. A
   * draft not chosen, a colleague's half-finished one say, stays a draft, and the site is built
   * with the published text of its file.
   */
  async start(
    actor: Staff,
    { accept = false, files }: { accept?: boolean; files: readonly string[] },
  ): Promise<Started> {
    const asked = performance.now();
    const mine = await draftsOf(this.store, actor);
    if (mine.length === 0) return { ok: false, reason: "There is no draft to publish." };
    const chosen = new Set(files.filter((file) => mine.some((draft) => draft.file === file)));
    if (chosen.size === 0) {
      return { ok: false, reason: "Choose the drafts to publish: none was chosen." };
    }
    const drafts = mine.filter((draft) => chosen.has(draft.file));
    const behind = await this.frenchBehind(drafts.map((draft) => draft.file));
    if (behind.length > 0) {
      return {
        ok: false,
        reason: `The French of an entry you changed needs its words first (the build would stop): ${behind.join(" · ")}. Write them in its French form, then publish.`,
      };
    }
    if (drafts.some((draft) => fileRef(draft.file)?.form === testimonialForm)) {
      const repo = await siteRepo(this.env);
      const testimonials = await new Drafts(this.store, repo.contentDir, this.audit).testimonials();
      if (!testimonials.some((testimonial) => testimonial.featured)) {
        return {
          ok: false,
          reason:
            "The home page shows one testimonial, and none would be featured: mark one as featured, then publish.",
        };
      }
    }
    return this.begin(actor, drafts, accept, asked);
  }

  /**
   * The French twins that the English drafts leave wanting, each with its faults: an English
   * entry given a portrait, a list item or a section needs its French words before the build
   * can take both. A twin not written yet is left to the build's own rule (French missing).
   */
  private async frenchBehind(files: readonly string[]): Promise<string[]> {
    const repo = await siteRepo(this.env);
    const drafts = new Drafts(this.store, repo.contentDir, this.audit);
    const found: string[] = [];
    for (const file of files.filter((name) => name.startsWith("en/"))) {
      const english = fileRef(file);
      const french = english && fileRef(twinOf(english));
      // The French the build will have: its draft when it is published too, else as it is live.
      const fields =
        french &&
        (files.includes(french.file)
          ? await drafts.fields(french.file)
          : await drafts.publishedFields(french.file));
      if (!french || !fields) continue;
      const faults = await drafts.check(french, fields);
      if (faults.length === 0) continue;
      const said = faults
        .slice(0, 3)
        .map(
          (fault) =>
            `${fault.path.map((part) => (typeof part === "number" ? part + 1 : fieldTitle(part))).join(" › ") || "the entry"}: ${fault.message}`,
        );
      found.push(`${french.file}: ${said.join("; ")}`);
    }
    return found;
  }

  /**
   * Builds the published content again with this server's code, when the live release was built
   * with other code (a new image deployed after a publish: server/start.mjs). No draft is part of
   * it; it goes live as a publish does.
   */
  rebuild(): Promise<Started> {
    return this.begin(null, [], false, performance.now());
  }

  private async begin(
    actor: Staff | null,
    drafts: readonly { file: string; body: string; revision: number }[],
    /** The person read the warnings of the checks and publishes anyway. */
    accept: boolean,
    /** When Publish was asked (`performance.now()`): the steps the log gives are timed from it. */
    asked: number,
  ): Promise<Started> {
    const held = await this.runs.take();
    if (!held) return { ok: false, reason: PUBLISH_UNDER_WAY };
    const row = await this.store.db
      .insertInto("content_publishes")
      .values({
        started_at: Date.now(),
        status: "running",
        staff_email: actor?.email ?? SITE_AUTHOR.email,
        files: JSON.stringify(drafts.map((draft) => draft.file)),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await held.forRun(id);
    const run = { given: false, lock: held };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        run.given = true;
        reject(
          new Error(
            `The publish did not end within ${RUN_DEADLINE_MS / 60_000} minutes and was stopped.`,
          ),
        );
      }, RUN_DEADLINE_MS);
      timer.unref();
    });
    const done = Promise.race([this.run(id, actor, drafts, accept, run, asked), deadline])
      .catch(async (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        console.error(`Publish ${id} failed: ${message.slice(-2000)}`);
        await this.finish(id, { status: "failed", error: message.slice(-4000) });
      })
      .finally(() => {
        clearTimeout(timer);
        return held.release();
      });
    trackRun(done);
    return { ok: true, id, done };
  }

  private async finish(
    id: number,
    values: {
      status: PublishRow["status"];
      error?: string;
      commit?: string | null;
      warnings?: string[];
    },
  ) {
    await this.store.db
      .updateTable("content_publishes")
      .set({
        status: values.status,
        finished_at: Date.now(),
        error: values.error ?? null,
        commit_id: values.commit ?? null,
        warnings: values.warnings?.length ? JSON.stringify(values.warnings) : null,
      })
      .where("id", "=", id)
      .execute();
  }

  private async run(
    id: number,
    actor: Staff | null,
    drafts: readonly { file: string; body: string; revision: number }[],
    accept: boolean,
    /** The run's lock, and whether its deadline gave it up (it may then no longer go live). */
    run: { given: boolean; lock: HeldLock },
    asked: number,
  ) {
    const repo = await siteRepo(this.env);
    const work = path.join(this.siteDir, "work", String(id));
    // Each step's end, in seconds from the start: said in the server's log once it is live.
    const begun = asked;
    const steps: string[] = [`started ${((performance.now() - begun) / 1000).toFixed(1)} s`];
    const done = (name: string) =>
      steps.push(`${name} ${((performance.now() - begun) / 1000).toFixed(1)} s`);
    try {
      // The photos the drafts name, from the uploads: laid out and committed beside them.
      const media = await mediaOf(this.siteDir, repo.contentDir, drafts);
      const live = await this.liveRelease();
      const made = await this.madeFrom(drafts, repo, live);
      // Published anyway after its checks held it back: the build they read goes live as it is.
      // "Publish anyway" accepts the warnings that were shown, and nothing else: a build made
      // again (a draft saved since) that finds anything more is held back again.
      const held = accept ? await this.takeHeld(made, work) : null;
      let warnings = held?.built ? held.warnings : null;
      if (!warnings) {
        // The content compiled once, checked whole; then the release made from the live one,
        // its pages rendered again where their data changed (docs/decisions/0032).
        // The renderer is started first: it loads its packages while the content is checked.
        const generated = path.join(work, "generated");
        const release = path.join(work, "build");
        const base = await this.baseOf(live);
        await mkdir(work, { recursive: true });
        let ready = { resolve: () => {}, reject: (_error: unknown) => {} };
        const go = new Promise<void>((resolve, reject) => {
          ready = { resolve, reject };
        });
        go.catch(() => {});
        const rendered = step(
          work,
          process.execPath,
          [
            path.join(this.projectDir, "scripts", "render-pages.mjs"),
            ...["--wait", "--from", base, "--content", generated, "--out", release],
          ],
          { OG_CACHE_DIR: path.join(this.siteDir, "cache", "share-images") },
          { lock: run.lock, timeoutMs: RENDER_TIMEOUT_MS, go },
        );
        rendered.catch(() => {});
        try {
          await checkSite(repo.contentDir, drafts, this.projectDir, { generatedTo: generated });
          done("content checked");
          await layOutContent(work, this.projectDir, repo, [...drafts, ...media]);
          ready.resolve();
        } catch (error) {
          ready.reject(error);
          throw error;
        }
        await rendered;
        done("pages rendered");
        // The sizes of the photos the drafts name, beside those the live release has; all of
        // the published photos' when the release is made from the shipped build.
        if (base !== live || drafts.some((draft) => photosIn(draft.body).length > 0)) {
          await step(
            work,
            process.execPath,
            [path.join(this.projectDir, "scripts", "media.mjs"), path.join(release, "client")],
            { PRECOMPRESS_REUSE: live ? path.join(live, "client") : "" },
            { lock: run.lock, timeoutMs: RENDER_TIMEOUT_MS },
          );
          done("photos");
        }
        // The pages it changes, proofread and weighed: a warning holds the publish back until
        // the person who publishes has read it and publishes anyway.
        warnings = actor
          ? await checkBuild(
              work,
              drafts.map((draft) => draft.file),
            )
          : [];
        done("checked");
        const read = new Set(held?.warnings ?? []);
        if (warnings.some((warning) => !read.has(warning))) {
          await this.hold(work, made, warnings);
          await this.finish(id, { status: "held", warnings });
          return;
        }
      }
      if (run.given) return;

      // Built: the change is recorded, then goes live in one rename.
      const names = drafts.map((draft) => draft.file).join(", ");
      const commit = await repo.commit(
        [...drafts.map((draft) => ({ file: draft.file, body: draft.body })), ...media],
        actor ? { name: actor.name || actor.email, email: actor.email } : SITE_AUTHOR,
        `Publish ${names}`.slice(0, 400),
      );
      done("recorded");
      // Named by the publish; never over a folder that exists (a database started afresh).
      let release = path.join(this.siteDir, "releases", String(id));
      if (await stat(release).catch(() => null)) release = `${release}-${Date.now()}`;
      const before = await readSitemap(live ?? path.join(this.projectDir, "build"));
      await moveBuild(work, release, this.projectDir);
      await this.goLive(release);
      done("live");
      await this.redirectMoves(actor, before, await readSitemap(release));
      console.log(`Publish ${id}: ${steps.join(", ")}`);
      await rm(this.heldDir(), { recursive: true, force: true });
      // The drafts published are done with; one saved again during the build stays a draft.
      for (const draft of drafts) {
        await this.store.db
          .deleteFrom("content_drafts")
          .where("file", "=", draft.file)
          .where("revision", "=", draft.revision)
          .execute();
      }
      await this.finish(id, {
        status: actor === null ? "rebuilt" : commit ? "published" : "unchanged",
        commit,
        warnings,
      });
      if (actor) await this.audit.record(actor, "published", { detail: names });
      await this.prune(release);
      const waiting = await this.store.db.selectFrom("content_drafts").select("body").execute();
      await pruneUploads(this.siteDir, repo.contentDir, waiting);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  /**
   * What a build is made from: the drafts at their revisions, the published content, the live
   * release (whose files it reuses) and the code. A held build with the same goes live as it is.
   */
  private async madeFrom(
    drafts: readonly { file: string; revision: number }[],
    repo: SiteRepo,
    live: string | null,
  ): Promise<string> {
    const code = await readFile(path.join(this.projectDir, "build", "code-id"), "utf8").catch(
      () => "",
    );
    return JSON.stringify({
      drafts: drafts.map((draft) => [draft.file, Number(draft.revision)]),
      content: await repo.head(),
      live,
      code: code.trim(),
    });
  }

  private heldDir() {
    return path.join(this.siteDir, "held");
  }

  /**
   * Keeps a build its checks held back, with what it was made from and its warnings: publishing
   * anyway puts it live without building again. One is kept, the last.
   */
  private async hold(work: string, made: string, warnings: string[]) {
    const held = this.heldDir();
    await rm(held, { recursive: true, force: true });
    await mkdir(held, { recursive: true });
    await rename(work, path.join(held, "work"));
    await writeFile(path.join(held, "held.json"), JSON.stringify({ made, warnings }));
  }

  /**
   * The held build, moved to `work` with its warnings, when it was made from what this publish
   * would build (nothing saved, published or deployed since); else null, and it is dropped.
   */
  private async takeHeld(
    made: string,
    work: string,
  ): Promise<{ built: boolean; warnings: string[] } | null> {
    const held = this.heldDir();
    try {
      const kept = JSON.parse(await readFile(path.join(held, "held.json"), "utf8")) as {
        made: string;
        warnings: string[];
      };
      if (kept.made !== made) return { built: false, warnings: kept.warnings };
      await mkdir(path.dirname(work), { recursive: true });
      await rename(path.join(held, "work"), work);
      return { built: true, warnings: kept.warnings };
    } catch {
      return null;
    } finally {
      await rm(held, { recursive: true, force: true });
    }
  }

  /**
   * What a publish's release is made from: the live one, when it was made with this server's
   * code and as its pages can be rendered again; else the build this server shipped with (a
   * new image, or the first publish), whose pages are then all rendered from the content.
   */
  private async baseOf(live: string | null): Promise<string> {
    const shipped = path.join(this.projectDir, "build");
    if (!live) return shipped;
    const codeOf = (dir: string) =>
      readFile(path.join(dir, "code-id"), "utf8").then(
        (text) => text.trim(),
        () => null,
      );
    const [liveCode, ownCode, pages] = await Promise.all([
      codeOf(live),
      codeOf(shipped),
      stat(path.join(live, "server", "pages.json")).catch(() => null),
    ]);
    return liveCode !== null && liveCode === ownCode && pages ? live : shipped;
  }

  /**
   * Once a publish is live, the addresses it changed answer 301 to their new ones, and a
   * redirect whose source is a page again goes (docs/decisions/0033). The site is live by then:
   * a failure here is said in the log, and the publish stands.
   */
  private async redirectMoves(actor: Staff | null, before: AddressPair[], after: AddressPair[]) {
    try {
      const pages = new Set(after.flatMap((pair) => [pair.en, pair.fr]));
      await new Redirects(this.store, this.audit).published(
        actor ?? "command line",
        addressMoves(before, after),
        (page) => pages.has(page),
      );
    } catch (error) {
      console.error("The redirects of the publish were not recorded:", errorText(error));
    }
  }

  /** The live release's folder, or null while the site serves the build it shipped with. */
  async liveRelease(): Promise<string | null> {
    try {
      const target = await readlink(path.join(this.siteDir, "current"));
      return path.resolve(this.siteDir, target);
    } catch {
      return null;
    }
  }

  /** Turns `current` to the release: a new link renamed over the old one, in one step. */
  private async goLive(release: string) {
    const next = path.join(this.siteDir, `current.${process.pid}.${Date.now()}`);
    await symlink(path.relative(this.siteDir, release), next);
    await rename(next, path.join(this.siteDir, "current"));
  }

  /** Old releases removed, the live one and the last few kept. */
  private async prune(live: string) {
    const folder = path.join(this.siteDir, "releases");
    const releases = await Promise.all(
      (await readdir(folder))
        .filter((name) => /^\d+(-\d+)?$/.test(name))
        .map(async (name) => {
          const dir = path.join(folder, name);
          return { dir, made: (await stat(dir)).mtimeMs };
        }),
    );
    releases.sort((a, b) => b.made - a.made);
    for (const { dir } of releases.slice(KEPT_RELEASES + 1)) {
      if (dir !== live) await rm(dir, { recursive: true, force: true });
    }
  }
}

/**
 * The build's checks of the whole site with the drafts in place, before it is built: a draft
 * that would stop the build is named with its field, instead of the end of the build's log.
 */
export async function checkSite(
  contentDir: string,
  drafts: readonly { file: string; body: string }[],
  projectDir: string,
  options: { generatedTo?: string } = {},
) {
  const faults = await siteFaults(contentDir, drafts, projectDir, options);
  if (faults.length === 0) return;
  const said = faults.slice(0, 5).map(
    (fault) =>
      `${fault.file ?? "the site"}${
        fault.field
          ? ` › ${fault.field
              .split(".")
              .map((part) => (/^\d+$/.test(part) ? Number(part) + 1 : fieldTitle(part)))
              .join(" › ")}`
          : ""
      }: ${fault.message}`,
  );
  throw new Error(`A draft would stop the build. Fix it and publish again: ${said.join("; ")}`);
}

/** The drafts a person publishes: those of the languages they change (a translator, the French). */
export async function draftsOf(store: Store, actor: Staff) {
  const drafts = await store.db
    .selectFrom("content_drafts")
    .select(["file", "body", "revision"])
    .orderBy("file")
    .execute();
  return drafts.filter((draft) => editsLanguage(actor, draft.file.startsWith("fr/") ? "fr" : "en"));
}

/**
 * A folder to build the site in (emptied first): the project's sources, the published content,
 * and the drafts over it.
 */
export async function layOut(
  work: string,
  projectDir: string,
  repo: SiteRepo,
  drafts: readonly { file: string; body: string | Buffer }[],
) {
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  for (const source of SOURCES) {
    await cp(path.join(projectDir, source), path.join(work, source), { recursive: true });
  }
  await symlink(path.join(projectDir, "node_modules"), path.join(work, "node_modules"));
  await copyTree(repo.contentDir, path.join(work, "content"));
  for (const draft of drafts) {
    const target = path.join(work, "content", draft.file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, draft.body);
  }
}

/**
 * A folder to render a release in (emptied first): the published content with the drafts over
 * it, and links to what the checks run of the project (the proofing's scripts and word lists).
 */
export async function layOutContent(
  work: string,
  projectDir: string,
  repo: SiteRepo,
  drafts: readonly { file: string; body: string | Buffer }[],
) {
  await mkdir(work, { recursive: true });
  await rm(path.join(work, "content"), { recursive: true, force: true });
  for (const linked of ["scripts", "proofing", "node_modules", "package.json"]) {
    await symlink(path.join(projectDir, linked), path.join(work, linked)).catch(() => {});
  }
  await copyTree(repo.contentDir, path.join(work, "content"));
  for (const draft of drafts) {
    const target = path.join(work, "content", draft.file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, draft.body);
  }
}

/** A work folder's build moved to `target`, ready to be imported from there. */
/** A release's pages in both languages, from its sitemap; none when it has no sitemap. */
async function readSitemap(release: string): Promise<AddressPair[]> {
  const xml = await readFile(path.join(release, "client", "sitemap.xml"), "utf8").catch(() => "");
  return sitemapPairs(xml);
}

export async function moveBuild(work: string, target: string, projectDir: string) {
  await mkdir(path.dirname(target), { recursive: true });
  await rm(target, { recursive: true, force: true });
  await rename(path.join(work, "build"), target);
  // The server bundle imports the project's packages, as ES modules, from outside it (a
  // rendered release has them already).
  await symlink(path.join(projectDir, "node_modules"), path.join(target, "node_modules")).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code !== "EEXIST") throw error;
    },
  );
  await writeFile(path.join(target, "package.json"), '{ "type": "module" }\n');
}

/**
 * `npm <args>` in the work folder (a build), with `env` beside the server's. Its output is kept
 * to say why, should it fail; it is killed after BUILD_TIMEOUT_MS.
 */
export function build(
  work: string,
  args: string[],
  env: Record<string, string>,
  options: { lock?: HeldLock; timeoutMs?: number } = {},
): Promise<void> {
  return step(work, "npm", args, env, options);
}

/** A step of a publish or a preview: `command` in the work folder, as `build` says. */
export function step(
  work: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  {
    lock,
    timeoutMs = BUILD_TIMEOUT_MS,
    go,
  }: {
    lock?: HeldLock;
    timeoutMs?: number;
    /** Started ahead: it is told "go" when `go` resolves, and killed if `go` fails. */
    go?: Promise<void>;
  } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    // Below the app servers' priority: visitors and the back office answer first.
    const child = spawn("nice", ["-n", "10", command, ...args], {
      cwd: work,
      env: { ...process.env, CONTENT_DIR: "content", ...env },
      stdio: [go ? "pipe" : "ignore", "pipe", "pipe"],
      detached: true,
    });
    go?.then(
      () => child.stdin?.end("go\n"),
      () => {
        if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGKILL");
      },
    );
    child.stdin?.on("error", () => {});
    const forget = child.pid ? trackGroup(child.pid) : () => false;
    if (child.pid) void lock?.started(child.pid);
    let output = "";
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-16_000);
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      if (child.pid) process.kill(-child.pid, "SIGKILL");
    }, timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      forget();
      reject(error);
    });
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      forget();
      if (code === 0) resolve();
      else if (serverStopping()) reject(new Error(STOPPED_DURING_BUILD));
      else if (late) {
        reject(
          new Error(`The build did not end within ${timeoutMs / 60_000} minutes and was stopped.`),
        );
      } else reject(new Error(`The build stopped (${signal ?? `exit code ${code}`}):\n${output}`));
    });
  });
}
