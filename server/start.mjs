import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

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
// Settings, database and outbox first: a wrong setting stops here, before anyone can post.
let app;
let build;
try {
  ({ app, build } = await createApp({ buildDir }));
  await build.entry.module.startServices();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const server = app.listen(port, host, () => {
  const shown = host === "0.0.0.0" ? "localhost" : host;
  console.log(`Maplestack is serving on http://${shown}:${port}`);
});
guardServer(server);

// A graceful stop: /healthz turns 503 and the outbox finishes its pass while the requests
// under way are answered; then the database connections close.
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await build.entry.module.drainServices().catch(() => {});
    server.close(async () => {
      await build.entry.module.stopServices().catch(() => {});
      process.exit(0);
    });
  });
}
