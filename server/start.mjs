/**
 * `npm start`: the production server, as two processes (Node's cluster). The first holds the
 * port and watches what is published; the second serves one release, the build it shipped with
 * until the back office publishes, then the folder SITE_DIR/current names. On a publish a new
 * process starts with the new release and, once it listens, the old one stops taking requests,
 * finishes those under way and its runs, and exits: a server's memory is that of one release,
 * however many publishes it has served (docs/decisions/0032). A process that dies is started
 * again; one that cannot start (a wrong setting) stops the server with its message.
 */
import { spawnSync } from "node:child_process";
import cluster from "node:cluster";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { Server } from "node:net";
import path from "node:path";
import { preloadPackagesOf } from "./preload.mjs";
import { liveRelease, siteDirOf, watchReleases } from "./releases.mjs";

// Set before React is loaded: it picks its build (development or production) at import time.
process.env.NODE_ENV ??= "production";
const buildDir = path.resolve("build");
/** How long a process giving way to a new release waits for its publish or preview to end. */
const RETIRE_WAIT_MS = 10 * 60 * 1000;
/** How long after a turn the next spare process starts. */
const SPARE_AFTER_MS = 3000;

if (cluster.isPrimary) await primary();
else if (process.env.MAPLESTACK_SPARE) await worker(await spareUntilServing());
else await worker(process.env.MAPLESTACK_RELEASE ?? buildDir);

/**
 * A spare process: the packages the server bundle imports are loaded (it is ES modules: they
 * are shared by whatever release it then serves), then it waits to be told which release.
 */
async function spareUntilServing() {
  process.on("disconnect", () => process.exit(1));
  const told = new Promise((resolve) => {
    process.on("message", function serve(message) {
      if (message?.type !== "serve") return;
      process.off("message", serve);
      resolve(message.release);
    });
  });
  await import("./app.mjs");
  await preloadPackagesOf(path.join(buildDir, "server", "index.js"));
  return told;
}

async function primary() {
  // Each process takes its connections from the shared socket itself: with the default (round
  // robin, the first process handing each connection on), a connection handed to a process as
  // it gave way was left unanswered.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  // `npm start` on a fresh clone builds first, so the two README commands are all a newcomer needs.
  if (!existsSync(path.join(buildDir, "server", "index.js"))) {
    console.log("No production build found: building it first…");
    const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  const siteDir = siteDirOf();
  let serving = null;
  let stopping = false;
  /** The turns to a new release, one after another. */
  let turning = Promise.resolve();

  /**
   * The next process, started ahead with the server's packages loaded: a publish's turn only
   * loads the release and opens the services (about a second less on a busy machine).
   */
  let spare = null;
  const startSpare = () => {
    if (stopping || spare) return;
    const child = cluster.fork({ MAPLESTACK_SPARE: "1" });
    spare = child;
    child.on("exit", () => {
      if (spare === child) spare = null;
    });
  };

  /** A process serving `release`; resolves once it listens, rejects if it exits before. */
  const start = (release, first = false) =>
    new Promise((resolve, reject) => {
      const child =
        spare && !first
          ? spare
          : cluster.fork({ MAPLESTACK_RELEASE: release, MAPLESTACK_FIRST: first ? "1" : "" });
      if (child === spare) {
        spare = null;
        child.send({ type: "serve", release });
      }
      let ready = false;
      child.on("message", (message) => {
        if (message?.type !== "ready") return;
        ready = true;
        resolve(child);
      });
      child.on("exit", (code, signal) => {
        if (!ready) reject(Object.assign(new Error("the server could not start"), { code }));
        else if (!stopping && child === serving?.child) {
          // Died while serving (not retired): the live release is served again by a new one.
          console.error(
            `The server process ended (${signal ?? `exit code ${code}`}); starting another`,
          );
          const again = serving.release;
          serving = null;
          turning = turning.catch(() => {}).then(() => turnTo(again));
        }
      });
    });

  /** Serves `release` in a new process, then retires the one serving before it. */
  async function turnTo(release, first = false) {
    const begun = performance.now();
    const child = await start(release, first);
    const previous = serving;
    serving = { child, release };
    if (previous) {
      const ms = Math.round(performance.now() - begun);
      console.log(`Serving the release published in ${path.relative(siteDir, release)} (${ms} ms)`);
      previous.child.send({ type: "retire" });
    }
    // Once the one retired has let go of its memory.
    setTimeout(startSpare, SPARE_AFTER_MS).unref();
  }

  const published = await liveRelease(siteDir);
  try {
    await turnTo(published ?? buildDir, true);
  } catch (error) {
    process.exit(error.code || 1);
  }

  // A publish: the new release in a new process, the old one retired once it listens.
  const stopWatching = watchReleases(siteDir, published ?? buildDir, (release) => {
    turning = turning.catch(() => {}).then(() => turnTo(release));
    return turning;
  });

  // A graceful stop: each process stops its builds, drains its services and ends its requests.
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      stopWatching();
      const children = Object.values(cluster.workers ?? {});
      if (children.length === 0) process.exit(0);
      for (const child of children) child.process.kill("SIGTERM");
      cluster.on("exit", () => {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      });
    });
  }
}

async function worker(release) {
  // The primary gone (killed), this process goes too: nothing of the server outlives it.
  process.on("disconnect", () => process.exit(1));
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? "0.0.0.0";
  const { createApp, guardServer } = await import("./app.mjs");
  // Settings, database and outbox first: a wrong setting stops here, before anyone can post.
  let active;
  try {
    active = await createApp({ buildDir: release });
    await active.build.entry.module.startServices();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const services = active.build.entry.module;
  let ending = false;
  // Once it gives way, a request that came on a kept connection is answered and the connection
  // closed: the next one reaches the process that serves now.
  const server = createServer((req, res) => {
    if (ending) res.shouldKeepAlive = false;
    active.app(req, res);
  });
  server.listen(port, host, () => {
    if (process.env.MAPLESTACK_FIRST) {
      const shown = host === "0.0.0.0" ? "localhost" : host;
      console.log(`Maplestack is serving on http://${shown}:${port}`);
    }
    process.send?.({ type: "ready" });
  });
  guardServer(server);

  // A release built with other code (this server's image is newer than the last publish): it is
  // served while the published content is rendered again with this code, then that goes live.
  const codeIdOf = (dir) => {
    try {
      return readFileSync(path.join(dir, "code-id"), "utf8").trim();
    } catch {
      return null;
    }
  };
  if (
    process.env.MAPLESTACK_FIRST &&
    release !== buildDir &&
    codeIdOf(release) !== codeIdOf(buildDir)
  ) {
    console.log("The published release was made with other code: rendering it again with this one");
    // After the start's own chores, which write to the database.
    new Promise((resolve) => setTimeout(resolve, 5000))
      .then(() => import(path.join(buildDir, "server", "index.js")))
      .then((shipped) => shipped.entry.module.rebuildPublished())
      .then(console.log, (error) =>
        console.error("Could not render the published content again:", error),
      );
  }

  /**
   * Stops taking requests, lets those under way end, closes the services, and exits. A publish
   * or a preview under way is stopped with the server (SIGTERM), and says so; a process that
   * gives way to a new release lets its runs finish (its publish is what turned the release),
   * a publish a last request started included.
   */
  const end = async ({ stopBuilds }) => {
    if (ending) return;
    ending = true;
    if (stopBuilds) await services.stopBuilds().catch(() => {});
    await services.drainServices().catch(() => {});
    // No new connection comes here; those open stay until their next answer, which closes them,
    // or until they have been idle the server's keep-alive time. (HTTP's own close would cut the
    // idle ones at once, and a request a visitor sent on one at that moment would be reset.)
    const closed = new Promise((resolve) => Server.prototype.close.call(server, resolve));
    // Connections still open after 10 s are cut.
    setTimeout(() => server.closeAllConnections(), 10_000).unref();
    await closed;
    if (!stopBuilds) await services.runsSettled(RETIRE_WAIT_MS).catch(() => {});
    await services.stopServices().catch(() => {});
    process.exit(0);
  };
  process.on("message", (message) => {
    if (message?.type === "retire") void end({ stopBuilds: false });
  });
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => void end({ stopBuilds: true }));
  }
}
