/**
 * Previews of the drafts: the site built from the published content with the drafts laid over
 * it, as a publish would, but rendered per request (no prerender, no share images, nothing
 * compressed: about 15 s on two cores) and kept beside the live site in SITE_DIR/previews. The
 * back office draws its pages at /admin/preview/<n>/…, for the team only (routes/admin/preview.ts):
 * a draft is never served to the public.
 */
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Staff } from "../admin/auth.server";
import type { Store } from "../db.server";
import type { ServerEnv } from "../env.server";
import { BuildRuns } from "./build-runs.server";
import { pagesOf } from "./checks.server";
import { mediaOf } from "./media.server";
import {
  build,
  checkSite,
  draftsOf,
  layOut,
  moveBuild,
  siteDirOf,
  siteRepo,
} from "./publish.server";
import { trackRun } from "./run-lock.server";

/** Previews kept on disk: the newest few. */
const KEPT = 3;
/** A preview builds in about 20 s; one that takes ten minutes is stopped. */
const BUILD_TIMEOUT_MS = 10 * 60 * 1000;

export const previewBase = (id: number) => `/admin/preview/${id}/`;

export type PreviewRow = {
  id: number;
  startedAt: number;
  finishedAt: number | null;
  status: "running" | "ready" | "failed";
  by: string;
  files: string[];
  error: string | null;
};

export class Previewer {
  readonly dir: string;

  constructor(
    private readonly store: Store,
    private readonly env: ServerEnv,
    private readonly projectDir = process.cwd(),
  ) {
    this.dir = path.join(siteDirOf(env), "previews");
    this.runs = new BuildRuns(store, "content_previews", this.dir, "build.lock");
  }

  /** One preview build at a time; what a server that stopped during one left. */
  private readonly runs: BuildRuns;

  /** Clears what a server that stopped during a preview left: at start, and when shown. */
  recover(): Promise<void> {
    return this.runs.recover();
  }

  /** The newest preview, whoever asked for it. */
  async latest(): Promise<PreviewRow | null> {
    const row = await this.store.db
      .selectFrom("content_previews")
      .selectAll()
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: Number(row.id),
      startedAt: Number(row.started_at),
      finishedAt: row.finished_at === null ? null : Number(row.finished_at),
      status: row.status as PreviewRow["status"],
      by: row.staff_email,
      files: JSON.parse(row.files) as string[],
      error: row.error,
    };
  }

  /** Starts building a preview of the drafts this person would publish. */
  async start(
    actor: Staff,
  ): Promise<{ ok: true; id: number; done: Promise<void> } | { ok: false; reason: string }> {
    const drafts = await draftsOf(this.store, actor);
    if (drafts.length === 0) return { ok: false, reason: "There is no draft to preview." };
    const lock = await this.runs.take();
    if (!lock) {
      return { ok: false, reason: "A preview is being built. It is ready in a few seconds." };
    }
    const row = await this.store.db
      .insertInto("content_previews")
      .values({
        started_at: Date.now(),
        status: "running",
        staff_email: actor.email,
        files: JSON.stringify(drafts.map((draft) => draft.file)),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await lock.forRun(id);
    const work = path.join(this.dir, "work", String(id));
    const done = (async () => {
      try {
        const repo = await siteRepo(this.env);
        const media = await mediaOf(siteDirOf(this.env), repo.contentDir, drafts);
        await checkSite(repo.contentDir, drafts, this.projectDir);
        await layOut(work, this.projectDir, repo, [...drafts, ...media]);
        await build(
          work,
          ["run", "build:preview"],
          { PREVIEW_BASE: previewBase(id) },
          { lock, timeoutMs: BUILD_TIMEOUT_MS },
        );
        const folder = path.join(this.dir, String(id));
        await moveBuild(work, folder, this.projectDir);
        // Ready only once it draws the pages the drafts change; else it says why not.
        await this.tryPages(
          folder,
          drafts.map((draft) => draft.file),
        );
        await this.finish(id, "ready");
        await this.prune();
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    })()
      .catch(async (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        await this.finish(id, "failed", message.slice(-4000));
      })
      .finally(() => lock.release());
    trackRun(done);
    return { ok: true, id, done };
  }

  /**
   * Draws the pages the drafts change with the preview's own server: a fault that would stop
   * the publish (an article whose author is no longer on the team, say) fails the preview with
   * its words, instead of a preview that answers 500 on every page.
   */
  private async tryPages(folder: string, files: readonly string[]) {
    let handle: Awaited<ReturnType<Previewer["handler"]>>;
    try {
      handle = await this.handler(folder);
    } catch (error) {
      handlers.delete(folder);
      await rm(folder, { recursive: true, force: true });
      throw new Error(
        `The drafts stop the site from being drawn: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const pages = pagesOf(files);
    const broken: string[] = [];
    for (const page of pages.length > 0 ? pages : ["/"]) {
      const answer = await handle(new Request(new URL(page, "http://preview.invalid")));
      if (answer.status >= 500) broken.push(`${page} (${answer.status})`);
    }
    if (broken.length > 0) {
      handlers.delete(folder);
      await rm(folder, { recursive: true, force: true });
      throw new Error(
        `The drafts stop these pages from being drawn: ${broken.join(", ")}. The server's log says why.`,
      );
    }
  }

  private async finish(id: number, status: PreviewRow["status"], error: string | null = null) {
    await this.store.db
      .updateTable("content_previews")
      .set({ status, finished_at: Date.now(), error })
      .where("id", "=", id)
      .execute();
  }

  private async prune() {
    const ids = (await readdir(this.dir))
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .sort((a, b) => b - a);
    for (const old of ids.slice(KEPT)) {
      await rm(path.join(this.dir, String(old)), { recursive: true, force: true });
      handlers.delete(path.join(this.dir, String(old)));
    }
  }

  /** A built preview's folder, or null when there is none of that number (any more). */
  async folder(id: number): Promise<string | null> {
    const dir = path.join(this.dir, String(id));
    const found = await stat(path.join(dir, "server", "index.js")).catch(() => null);
    return found ? dir : null;
  }

  /** The preview's own server, which draws its pages from its content. */
  handler(dir: string) {
    let found = handlers.get(dir);
    if (!found) {
      found = import(path.join(dir, "server", "index.js")).then((module: ServerBuild) =>
        createRequestHandler(module, "production"),
      );
      found.catch(() => handlers.delete(dir));
      handlers.set(dir, found);
    }
    return found;
  }
}

/**
 * Each preview's request handler, loaded once per process. ES modules are never unloaded: a
 * process holds the previews it has drawn (about 3 MB each) until it restarts.
 */
const handlers = new Map<string, Promise<ReturnType<typeof createRequestHandler>>>();
