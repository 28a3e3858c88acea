/**
 * The packages a server bundle imports, loaded ahead of the bundle itself. ES modules are cached
 * by their real path, and a release's node_modules is a link to the project's: a process that
 * loaded them here, before it knows which release it serves or renders, loads only the bundle
 * then (server/start.mjs's spare process, scripts/render-pages.mjs before its content is ready).
 */
import { readFileSync } from "node:fs";

/** The packages a bundle imports by name (`react-dom/server`; not `node:fs` or `./x.js`). */
export function packagesOf(bundle) {
  const names = [...bundle.matchAll(/^import\s[^'"]*?from\s*["']([^"']+)["']/gm)].map(
    (found) => found[1],
  );
  return [...new Set(names)].filter((name) => !name.startsWith(".") && !name.startsWith("node:"));
}

/** Loads the packages the bundle at `file` imports; one that fails to load is left to it. */
export async function preloadPackagesOf(file) {
  // React picks its build (development or production) when it is first loaded.
  process.env.NODE_ENV ??= "production";
  for (const name of packagesOf(readFileSync(file, "utf8"))) {
    await import(name).catch(() => {});
  }
}
