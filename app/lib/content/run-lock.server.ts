/**
 * The lock a publish or a preview holds while it builds, in SITE_DIR, whichever app server runs
 * it: a folder made atomically, with its owner inside (the host, the process, the run's number
 * and the builds it started) and a heartbeat the owner renews every few seconds.
 *
 * A lock whose owner is gone is cleared, with its run: the process it names is no longer running
 * on this host (a restart, a crash, a deploy's SIGTERM), or its heartbeat stopped (another host).
 * A lock is never cleared for its age alone: a long build of a living server keeps it, and a step
 * that hangs is stopped by its own deadline (app/lib/content/publish.server.ts).
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";

/** How often a holder renews its heartbeat, and how long one may lapse before it is gone. */
export const HEARTBEAT_MS = 5_000;
export const LAPSED_MS = 30_000;

/**
 * This process, told apart from an earlier one that had the same number (a container's first
 * process is always 1). Kept on the process itself, so that each release's copy of this module
 * loaded into one server names the same process.
 */
const PROCESS_KEY = Symbol.for("maplestack.process-token");
const globals = globalThis as { [PROCESS_KEY]?: string };
globals[PROCESS_KEY] ??= randomUUID();
const processToken = globals[PROCESS_KEY];

export type LockOwner = {
  host: string;
  pid: number;
  token: string;
  /** The run (a publish's or a preview's number), once its row is written. */
  run: number | null;
  /** The process groups of the builds the run started, to stop them if the owner is gone. */
  groups: number[];
  /** When the owner last said it was alive. */
  beat: number;
};

export type LockState =
  | { held: false }
  | { held: true; owner: LockOwner | null; gone: boolean; reason: string };

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  // A process that ended and that no one has reaped yet (its parent was killed, a server's
  // process giving way) still answers a signal: it is gone all the same.
  try {
    return !/^\d+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return true;
  }
};

/** Why the owner of a lock is gone, or null while it is alive. */
export function goneBecause(
  owner: LockOwner | null,
  madeAt: number,
  now = Date.now(),
): string | null {
  if (!owner) {
    // A folder without its owner: taken a moment ago, or by a server that died in that moment.
    return now - madeAt > LAPSED_MS ? "the server stopped during the build" : null;
  }
  if (owner.host === hostname()) {
    if (owner.pid === process.pid && owner.token !== processToken) {
      return "the server stopped during the build";
    }
    if (owner.pid !== process.pid && !isRunning(owner.pid)) {
      return "the server stopped during the build";
    }
  }
  if (now - owner.beat > LAPSED_MS) return "the server building it stopped answering";
  return null;
}

/** A lock taken: its heartbeat runs until it is released. */
export class HeldLock {
  private readonly owner: LockOwner;
  private readonly timer: ReturnType<typeof setInterval>;
  private released = false;

  constructor(private readonly dir: string) {
    this.owner = {
      host: hostname(),
      pid: process.pid,
      token: processToken,
      run: null,
      groups: [],
      beat: Date.now(),
    };
    this.timer = setInterval(() => void this.write().catch(() => {}), HEARTBEAT_MS);
    this.timer.unref();
  }

  /** Writes the owner, whole (a reader never sees half of it). */
  async write() {
    if (this.released) return;
    this.owner.beat = Date.now();
    const temporary = path.join(this.dir, `owner.${randomUUID()}.json`);
    await writeFile(temporary, JSON.stringify(this.owner));
    await rename(temporary, path.join(this.dir, "owner.json"));
  }

  async forRun(run: number) {
    this.owner.run = run;
    await this.write();
  }

  /** A build the run started, by its process group: stopped with the run if the owner dies. */
  async started(group: number) {
    this.owner.groups.push(group);
    await this.write().catch(() => {});
  }

  async release() {
    this.released = true;
    clearInterval(this.timer);
    await rm(this.dir, { recursive: true, force: true });
  }
}

export class RunLock {
  constructor(readonly dir: string) {}

  async state(): Promise<LockState> {
    const made = await stat(this.dir).catch(() => null);
    if (!made) return { held: false };
    const owner = await readFile(path.join(this.dir, "owner.json"), "utf8")
      .then((text) => JSON.parse(text) as LockOwner)
      .catch(() => null);
    const reason = goneBecause(owner, made.mtimeMs);
    return { held: true, owner, gone: reason !== null, reason: reason ?? "" };
  }

  /** Takes the lock, or null while a living owner holds it; a gone owner's lock is cleared. */
  async take(onGone?: (owner: LockOwner | null, reason: string) => Promise<void>) {
    await mkdir(path.dirname(this.dir), { recursive: true });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        await mkdir(this.dir);
      } catch {
        const state = await this.state();
        if (state.held && !state.gone) return null;
        if (state.held) await this.clear(state.owner, state.reason, onGone);
        continue;
      }
      const held = new HeldLock(this.dir);
      await held.write();
      return held;
    }
    return null;
  }

  /**
   * Clears a gone owner's lock: its builds stopped (on this host), then the folder moved aside
   * and removed. Two servers that find it gone at once clear it once.
   */
  async clear(
    owner: LockOwner | null,
    reason: string,
    onGone?: (owner: LockOwner | null, reason: string) => Promise<void>,
  ) {
    const aside = `${this.dir}.gone.${randomUUID()}`;
    try {
      await rename(this.dir, aside);
    } catch {
      return; // Cleared by another server, or taken again meanwhile.
    }
    if (owner?.host === hostname()) {
      for (const group of owner.groups) {
        try {
          process.kill(-group, "SIGKILL");
        } catch {
          // Already ended.
        }
      }
    }
    try {
      await onGone?.(owner, reason);
    } finally {
      await rm(aside, { recursive: true, force: true });
    }
  }

  /** Clears the lock if its owner is gone; says whether a living owner holds it. */
  async busy(onGone?: (owner: LockOwner | null, reason: string) => Promise<void>) {
    const state = await this.state();
    if (!state.held) return false;
    if (!state.gone) return true;
    await this.clear(state.owner, state.reason, onGone);
    return false;
  }
}

/**
 * The builds and checks this process runs, by process group, and the runs they belong to; on
 * every copy of this module in the process (each release loads its own). A stopping server
 * (SIGTERM) stops them and lets each run record why it ended, instead of leaving them to build
 * into a folder no one will read.
 */
const BUILDS_KEY = Symbol.for("maplestack.running-builds");
type Registry = { groups: Set<number>; runs: Set<Promise<unknown>>; stopping: boolean };
const shared = globalThis as { [BUILDS_KEY]?: Registry };
shared[BUILDS_KEY] ??= { groups: new Set(), runs: new Set(), stopping: false };
const registry = shared[BUILDS_KEY];

/** A build's process group, stopped with the server; the function forgets it once it ended. */
export function trackGroup(group: number): () => void {
  registry.groups.add(group);
  return () => registry.groups.delete(group);
}

/** A run under way (its whole promise), which a stopping server waits for a moment. */
export function trackRun(run: Promise<unknown>) {
  registry.runs.add(run);
  void run.finally(() => registry.runs.delete(run)).catch(() => {});
}

/** Whether the server is stopping: a build that ends now was stopped by it. */
export const serverStopping = () => registry.stopping;

/**
 * Stops every build and check of this process, then waits (at most `waitMs`) for their runs to
 * record that the server stopped during the build and to release their locks.
 */
export async function stopBuilds(waitMs = 5_000): Promise<void> {
  registry.stopping = true;
  for (const group of registry.groups) {
    try {
      process.kill(-group, "SIGKILL");
    } catch {
      // Already ended.
    }
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled([...registry.runs]),
    new Promise((resolve) => {
      timer = setTimeout(resolve, waitMs);
    }),
  ]);
  clearTimeout(timer);
}

/**
 * Waits (at most `waitMs`) for the runs under way to end on their own: a process giving way to
 * the next release's (server/start.mjs) lets the publish that turned it finish its records.
 */
export async function runsSettled(waitMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  while (registry.runs.size > 0) {
    const all = Promise.allSettled([...registry.runs]);
    const late = new Promise<"late">((resolve) => {
      timer = setTimeout(() => resolve("late"), waitMs);
    });
    const ended = await Promise.race([all, late]);
    clearTimeout(timer);
    if (ended === "late") return;
  }
}

export const STOPPED_DURING_BUILD = "The server stopped during the build (a restart or a deploy).";
