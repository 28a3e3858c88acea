// @vitest-environment node
import { spawn, spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LAPSED_MS, type LockOwner, RunLock } from "./run-lock.server";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "maplestack-lock-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A process that ran and ended: its number names no process any more. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
  return Number(child.stdout.toString());
}

/** A lock left as a server would leave it, with this owner. */
async function leftBy(lock: RunLock, owner: Partial<LockOwner>) {
  await mkdir(lock.dir, { recursive: true });
  const whole: LockOwner = {
    host: hostname(),
    pid: process.pid,
    token: "another process",
    run: 7,
    groups: [],
    beat: Date.now(),
    ...owner,
  };
  await writeFile(path.join(lock.dir, "owner.json"), JSON.stringify(whole));
}

describe("a publish's lock", () => {
  it("is taken once, by one of ten servers asking at once, and again once released", async () => {
    const locks = Array.from({ length: 10 }, () => new RunLock(path.join(dir, "publish.lock")));
    const taken = (await Promise.all(locks.map((lock) => lock.take()))).filter(Boolean);
    expect(taken).toHaveLength(1);
    expect(await locks[0]?.busy()).toBe(true);
    await taken[0]?.release();
    expect(await locks[0]?.busy()).toBe(false);
    const again = await locks[1]?.take();
    expect(again).not.toBeNull();
    await again?.release();
  });

  it("names its run and renews its heartbeat while held", async () => {
    const lock = new RunLock(path.join(dir, "publish.lock"));
    const held = await lock.take();
    await held?.forRun(12);
    const state = await lock.state();
    expect(state).toMatchObject({ held: true, gone: false, owner: { run: 12, pid: process.pid } });
    await held?.release();
  });

  it("is cleared, with its run, when the process that held it ended (a restart, a crash)", async () => {
    const lock = new RunLock(path.join(dir, "publish.lock"));
    await leftBy(lock, { pid: endedPid(), run: 41 });
    const gone: (number | null | undefined)[] = [];
    const held = await lock.take(async (owner, reason) => {
      gone.push(owner?.run);
      expect(reason).toBe("the server stopped during the build");
    });
    expect(held).not.toBeNull();
    expect(gone).toEqual([41]);
    await held?.release();
  });

  it("is cleared when an earlier process with this one's number held it (a container's first process)", async () => {
    const lock = new RunLock(path.join(dir, "publish.lock"));
    await leftBy(lock, { pid: process.pid, token: "the process before the restart" });
    expect(await lock.busy()).toBe(false);
    expect(await stat(lock.dir).catch(() => null)).toBeNull();
  });

  it("is kept for a living owner however long it builds, and cleared once its heartbeat lapsed", async () => {
    const lock = new RunLock(path.join(dir, "publish.lock"));
    // Another server on another host, building for an hour and still beating.
    await leftBy(lock, { host: "app-2.internal", pid: 1, beat: Date.now() });
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    await utimes(lock.dir, hourAgo, hourAgo);
    expect(await lock.take()).toBeNull();
    expect(await lock.busy()).toBe(true);
    // …whose heartbeat stopped.
    await leftBy(lock, { host: "app-2.internal", pid: 1, beat: Date.now() - LAPSED_MS - 1000 });
    expect(await lock.busy()).toBe(false);
  });

  it("stops the builds a gone owner left running on this host", async () => {
    const lock = new RunLock(path.join(dir, "publish.lock"));
    const orphan = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], {
      detached: true,
      stdio: "ignore",
    });
    const ended = new Promise((resolve) => orphan.once("exit", resolve));
    await leftBy(lock, { pid: endedPid(), groups: [orphan.pid ?? 0] });
    expect(await lock.busy()).toBe(false);
    expect(await ended).toBeNull();
    expect(orphan.signalCode).toBe("SIGKILL");
  });

  it("writes its owner whole, for a reader on another server", async () => {
    const lock = new RunLock(path.join(dir, "publish.lock"));
    const held = await lock.take();
    const owner = JSON.parse(await readFile(path.join(lock.dir, "owner.json"), "utf8"));
    expect(owner).toMatchObject({ host: hostname(), pid: process.pid, run: null, groups: [] });
    await held?.release();
  });
});
