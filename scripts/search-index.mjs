// The site's search index, built from the prerendered pages with Pagefind: one index per
// language (read from <html lang>), written to build/client/pagefind/ and fetched by the
// browser only when a visitor starts to search. Pages mark what to index with
// data-pagefind-body (the layout's <main>); listings, the 404 page and the search page do not.
// A publish indexes its release again the same way (scripts/render-pages.mjs).
import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import * as pagefind from "pagefind";

/** Indexes the pages of a client folder into its `pagefind/`; the number of pages indexed. */
export async function indexSite(site) {
  const { index, errors } = await pagefind.createIndex({
    excludeSelectors: ["[data-pagefind-ignore]", "nav", "[aria-roledescription='carousel'] button"],
  });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
  const added = await index.addDirectory({ path: site, glob: "**/index.html" });
  if (added.errors.length) throw new Error(added.errors.join("; "));
  const written = await index.writeFiles({ outputPath: path.join(site, "pagefind") });
  if (written.errors.length) throw new Error(written.errors.join("; "));
  await pagefind.close();
  // The site draws its own search interface: Pagefind's ready-made ones are not shipped.
  for (const file of readdirSync(path.join(site, "pagefind"))) {
    if (/^pagefind-(component-ui|modular-ui|ui|highlight)\./.test(file)) {
      rmSync(path.join(site, "pagefind", file));
    }
  }
  return added.page_count;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = await indexSite(path.resolve("build/client"));
  console.log(`indexed ${count} pages for search in build/client/pagefind`);
}
