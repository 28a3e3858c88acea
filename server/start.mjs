import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { liveRelease, siteDirOf, watchReleases } from "./releases.mjs";

// Set before React is loaded: it picks its build (development or production) at import time.
process.env.NODE_ENV ??= "production";
const buildDir = path.resolve("build");

// `npm start` on a fresh clone builds first, so the two README commands are all a newcomer needs.
if (!existsSync(path.join(buildDir, "server", "index.js"))) {
  console.log("No production build found: building it first…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const { createApp, guardServer } = await import("./app.mjs");
// The site as last published from the back office, else as built.
const siteDir = siteDirOf();
const published = await liveRelease(siteDir);
const firstRelease = published ?? buildDir;
// Settings, database and outbox first: a wrong setting stops here, before anyone can post.
let active;
try {
  active = await createApp({ buildDir: firstRelease });
  await active.build.entry.module.startServices();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const server = createServer((req, res) => active.app(req, res));
server.listen(port, host, () => {
  const shown = host === "0.0.0.0" ? "localhost" : host;
  console.log(`Maplestack is serving on http://${shown}:${port}`);
});
guardServer(server);

// A release built with other code (this server's image is newer than the last publish): it is
// served while the published content is built again with this code, then that goes live.
/** The code a build was made from (scripts/code-id.mjs), or null. */
const codeIdOf = (dir) => {
  try {
    return readFileSync(path.join(dir, "code-id"), "utf8").trim();
  } catch {
    return null;
  }
};
if (published && codeIdOf(published) !== codeIdOf(buildDir)) {
  console.log("The published release was built with other code: building it again with this one");
  // After the start's own chores, which write to the database.
  new Promise((resolve) => setTimeout(resolve, 5000))
    .then(() => import(path.join(buildDir, "server", "index.js")))
    .then((shipped) => shipped.entry.module.rebuildPublished())
    .then(console.log, (error) =>
      console.error("Could not build the published content again:", error),
    );
}

// A publish: the new release is loaded whole, its services started, then requests turn to it;
// the old one finishes its outbox pass and closes its database connections.
const stopWatching = watchReleases(siteDir, firstRelease, async (release) => {
  const next = await createApp({ buildDir: release });
  await next.build.entry.module.startServices();
  const previous = active;
  active = next;
  console.log(`Serving the release published in ${path.relative(siteDir, release)}`);
  await previous.build.entry.module.drainServices().catch(() => {});
  // Requests the old release was answering finish on its connections before they close.
  setTimeout(() => previous.build.entry.module.stopServices().catch(() => {}), 10_000).unref();
});

// A graceful stop: /healthz turns 503 and the outbox finishes its pass while the requests
// under way are answered; then the database connections close.
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    stopWatching();
    // A publish or a preview building now is stopped, and says so, rather than left to build
    // into a folder no one will read (the next start clears what a harder stop leaves).
    await active.build.entry.module.stopBuilds().catch(() => {});
    await active.build.entry.module.drainServices().catch(() => {});
    server.close(async () => {
      await active.build.entry.module.stopServices().catch(() => {});
      process.exit(0);
    });
  });
}
