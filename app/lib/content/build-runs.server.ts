/**
 * The runs of the publishes' builds: their lock, and what a server
 * that stopped during one left behind. A run whose lock's owner is gone is marked failed with
 * the reason, and its work folder removed; so is every run still marked running that no living
 * lock holds (app/lib/content/run-lock.server.ts).
 */
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Store } from "../db.server";
import { type LockOwner, RunLock, STOPPED_DURING_BUILD } from "./run-lock.server";

const sentence = (reason: string) => `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.`;

export class BuildRuns {
  readonly lock: RunLock;

  constructor(
    private readonly store: Store,
    /** The table of the runs, with their status, finish and error columns. */
    private readonly table: "content_publishes",
    /** The folder of the lock and of the runs' `work/<n>` folders. */
    private readonly dir: string,
    lockName: string,
  ) {
    this.lock = new RunLock(path.join(dir, lockName));
  }

  /** Clears a gone owner's run: given to the lock's take, busy and clear. */
  readonly onGone = async (owner: LockOwner | null, reason: string) => {
    if (owner?.run != null) await this.fail(owner.run, reason);
  };

  private async fail(id: number, reason: string) {
    await this.store.db
      .updateTable(this.table as "content_publishes")
      .set({ status: "failed", finished_at: Date.now(), error: sentence(reason) })
      .where("id", "=", id)
      .where("status", "=", "running")
      .execute();
    await rm(path.join(this.dir, "work", String(id)), { recursive: true, force: true });
  }

  /** Takes the lock (a gone owner's is cleared first), or null while a living one holds it. */
  take() {
    return this.lock.take(this.onGone);
  }

  /** Whether a run is under way, as the lock says, once what a gone server left is cleared. */
  async busy(): Promise<boolean> {
    await this.recover();
    return this.lock.busy(this.onGone);
  }

  /** At start, and whenever the lock is read: what a server that stopped left is cleared. */
  async recover(): Promise<void> {
    let state = await this.lock.state();
    if (state.held && state.gone) {
      await this.lock.clear(state.owner, state.reason, this.onGone);
      state = await this.lock.state();
    }
    // A lock just taken names its run a moment later: the rows are left alone meanwhile.
    const building = state.held ? (state.owner?.run ?? undefined) : null;
    if (building === undefined) return;
    const orphans = await this.store.db
      .selectFrom(this.table as "content_publishes")
      .select("id")
      .where("status", "=", "running")
      .execute();
    for (const { id } of orphans) {
      if (Number(id) !== building) await this.fail(Number(id), STOPPED_DURING_BUILD.slice(0, -1));
    }
    const folders = await readdir(path.join(this.dir, "work")).catch(() => [] as string[]);
    for (const name of folders) {
      if (name !== String(building)) {
        await rm(path.join(this.dir, "work", name), { recursive: true, force: true });
      }
    }
  }
}
