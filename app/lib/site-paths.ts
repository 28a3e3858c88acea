import { prerenderAll } from "../content/routes-table";
import { insightsPrerenderPaths } from "./insights/articles";

/**
 * Every address prerendered to a file, pages and resources: what the build writes
 * (react-router.config.ts) and what a publish renders again when its data changed
 * (scripts/render-pages.mjs). The articles are those out at `now`.
 */
export function sitePaths(now: Date): string[] {
  return [...prerenderAll(), ...insightsPrerenderPaths(now), "/search", "/fr/recherche"];
}
