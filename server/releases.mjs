/**
 * The release a server serves: the build it shipped with, until the back office publishes;
 * then the folder SITE_DIR/current names (app/lib/content/publish.server.ts). Every app server
 * watches that link and turns to the new release as soon as it changes, so two servers behind
 * nginx serve the same version within a second or two of each other.
 */
import { mkdirSync, watch } from "node:fs";
import { readlink } from "node:fs/promises";
import path from "node:path";

/** Where publishes go: SITE_DIR, or `site` in DATA_DIR (as app/lib/env.server.ts reads it). */
export const siteDirOf = (env = process.env) =>
  path.resolve(env.SITE_DIR || path.join(env.DATA_DIR || "./data", "site"));

/** The live release's folder, or null when nothing was published. */
export async function liveRelease(siteDir) {
  try {
    return path.resolve(siteDir, await readlink(path.join(siteDir, "current")));
  } catch {
    return null;
  }
}

/**
 * Calls `onChange(folder)` when `current` names another release, at most one call at a time;
 * returns the function that stops watching. The folder is watched (a publish on this host is
 * seen at once) and read every `everyMs` too (a volume whose changes are not signalled).
 */
export function watchReleases(siteDir, served, onChange, everyMs = 1000) {
  let known = served;
  let busy = false;
  let again = false;
  const check = async () => {
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    try {
      const live = await liveRelease(siteDir);
      if (live && live !== known) {
        await onChange(live);
        known = live;
      }
    } catch (error) {
      console.error(
        "Could not turn to the new release:",
        error instanceof Error ? error.message : error,
      );
    } finally {
      busy = false;
      if (again) {
        again = false;
        void check();
      }
    }
  };
  const timer = setInterval(check, everyMs);
  timer.unref();
  let watcher = null;
  try {
    mkdirSync(siteDir, { recursive: true });
    watcher = watch(siteDir, { persistent: false }, (_event, name) => {
      if (name === "current") void check();
    });
    watcher.on("error", () => {});
  } catch {
    // No folder yet (nothing published), or no way to watch it: the timer reads it.
  }
  return () => {
    clearInterval(timer);
    watcher?.close();
  };
}
