/**
 * Pages drawn with unpublished words, in a few hundred milliseconds and with no build: the entry
 * form's live preview and the client's preview links (docs/decisions/0035). Each app server keeps
 * one child process (scripts/draw-pages.mjs) that holds a copy of the published content and
 * content-collections' builder over it; a page is drawn by the shipped server bundle with the
 * words laid over the published content, in a process of the child's own that it replaces every
 * few dozen pages (a bundle imported is never unloaded). The child is started on first use, and
 * again if it ends.
 *
 * One page is drawn at a time. A person typing sends a page for each pause: a request still
 * waiting for its turn gives way to a newer one of the same person and entry, so the preview
 * never draws words already typed over.
 */
import { type ChildProcess, fork } from "node:child_process";
import { setPriority } from "node:os";
import path from "node:path";
import type { SiteRepo } from "./site-repo.server";

export type DrawFault = { file: string | null; message: string };
export type Drawn =
  | { ok: true; status: number; html: string; ms: Record<string, number> }
  | { ok: false; faults: DrawFault[]; ms: Record<string, number> }
  | { ok: false; superseded: true };

type Request = {
  /** Whose typing (a person's address), for a newer request to take the place of an older one. */
  key: string;
  files: { file: string; body: string }[];
  page: string;
  /** The moment the articles are out at: now, or a scheduled article's date. */
  at: Date;
  /** Only make the copy of the published content ready, and draw nothing. */
  warm?: true;
};

/** The first page of a new child copies the content and compiles it (a few seconds). */
const DEADLINE_MS = 30_000;

type Waiting = { request: Request; resolve: (drawn: Drawn) => void };

class Drawer {
  private child: ChildProcess | null = null;
  private ready: Promise<ChildProcess> | null = null;
  private readonly queue: Waiting[] = [];
  private busy = false;
  private next = 0;
  private readonly answers = new Map<number, (answer: Drawn) => void>();

  constructor(private readonly projectDir: string) {}

  draw(repo: SiteRepo, request: Request): Promise<Drawn> {
    return new Promise((resolve) => {
      for (const [at, waiting] of this.queue.entries()) {
        if (waiting.request.key !== request.key) continue;
        this.queue.splice(at, 1);
        waiting.resolve({ ok: false, superseded: true });
        break;
      }
      this.queue.push({ request, resolve });
      void this.pump(repo);
    });
  }

  /**
   * Starts the child if it is not, and has it copy the published content if it changed: the
   * next page is drawn in a few hundred milliseconds, not seconds.
   */
  async warm(repo: SiteRepo) {
    if (this.busy || this.queue.length > 0) return;
    await this.draw(repo, { key: "warm", files: [], page: "/", at: new Date(), warm: true });
  }

  private async pump(repo: SiteRepo) {
    if (this.busy) return;
    const waiting = this.queue.shift();
    if (!waiting) return;
    this.busy = true;
    try {
      const child = await this.started();
      const id = ++this.next;
      const answer = new Promise<Drawn>((resolve) => {
        this.answers.set(id, resolve);
        setTimeout(() => {
          if (!this.answers.delete(id)) return;
          resolve({
            ok: false,
            faults: [{ file: null, message: "The page took too long to draw." }],
            ms: {},
          });
          child.kill("SIGKILL");
        }, DEADLINE_MS).unref();
      });
      child.send({
        id,
        contentDir: repo.contentDir,
        contentKey: await repo.head(),
        files: waiting.request.files,
        page: waiting.request.page,
        at: waiting.request.at.toISOString(),
        warm: waiting.request.warm ?? false,
      });
      waiting.resolve(await answer);
    } catch (error) {
      waiting.resolve({
        ok: false,
        faults: [{ file: null, message: error instanceof Error ? error.message : String(error) }],
        ms: {},
      });
    } finally {
      this.busy = false;
      void this.pump(repo);
    }
  }

  private started(): Promise<ChildProcess> {
    if (this.ready) return this.ready;
    this.ready = new Promise((resolve, reject) => {
      const child = fork(path.join(this.projectDir, "scripts", "draw-pages.mjs"), [], {
        cwd: this.projectDir,
        // Its heap is held small: each page's content is megabytes let go at once, and a heap
        // left to grow would keep them for long (the pages' bundles are in a process apart).
        execArgv: ["--max-old-space-size=256"],
        env: { ...process.env, NODE_ENV: "production" },
        stdio: ["ignore", "inherit", "inherit", "ipc"],
        serialization: "advanced",
      });
      // A preview gives way to what visitors and saves need: it is drawn at a lower priority.
      if (child.pid) {
        try {
          setPriority(child.pid, 10);
        } catch {
          // A system that does not let a process lower another's priority draws at the same.
        }
      }
      child.on("message", (message: { ready?: true; id?: number } & Drawn) => {
        if (message.ready) {
          this.child = child;
          resolve(child);
          return;
        }
        const answer = this.answers.get(message.id ?? -1);
        if (!answer) return;
        this.answers.delete(message.id ?? -1);
        const { id: _id, ...drawn } = message;
        answer(drawn as Drawn);
      });
      child.on("error", reject);
      child.on("exit", (code) => {
        if (this.child === child) this.child = null;
        this.ready = null;
        reject(new Error(`The preview's process ended (${code ?? "killed"}) before it was ready.`));
        for (const [id, answer] of this.answers) {
          this.answers.delete(id);
          answer({
            ok: false,
            faults: [{ file: null, message: "The preview's process stopped: try again." }],
            ms: {},
          });
        }
      });
    });
    return this.ready;
  }

  stop() {
    this.child?.kill();
  }
}

let drawer: Drawer | undefined;

/** This server's drawer, started on first use and stopped with the process. */
export function pageDrawer(projectDir = process.cwd()): Drawer {
  if (!drawer) {
    const made = new Drawer(projectDir);
    drawer = made;
    process.once("exit", () => made.stop());
  }
  return drawer;
}
