// The site's search index, built from the prerendered pages with Pagefind: one index per
// language (read from <html lang>), written to build/client/pagefind/ and fetched by the
// browser only when a visitor starts to search. Pages mark what to index with
// data-pagefind-body (the layout's <main>); listings, the 404 page and the search page do not.
// A publish indexes its release again the same way, or only the languages whose pages changed
// (scripts/render-pages.mjs): each language's index is files of its own.
import { readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import * as pagefind from "pagefind";
import { replaceFile } from "./page-files.mjs";

/** The languages' indexes and where their pages are: French under fr/, English elsewhere. */
export const LANGUAGES = {
  "en-ca": (address) => !/^\/fr(\/|$)/.test(address),
  "fr-ca": (address) => /^\/fr(\/|$)/.test(address),
};

/** Pagefind's index of the pages `glob` names in `site`, written to `outputPath`. */
async function writeIndex(site, glob, outputPath) {
  const { index, errors } = await pagefind.createIndex({
    excludeSelectors: ["[data-pagefind-ignore]", "nav", "[aria-roledescription='carousel'] button"],
  });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
  const added = await index.addDirectory({ path: site, glob });
  if (added.errors.length) throw new Error(added.errors.join("; "));
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length) throw new Error(written.errors.join("; "));
  await pagefind.close();
  return added.page_count;
}

/** Indexes the pages of a client folder into its `pagefind/`; the number of pages indexed. */
export async function indexSite(site) {
  const count = await writeIndex(site, "**/index.html", path.join(site, "pagefind"));
  // The site draws its own search interface: Pagefind's ready-made ones are not shipped.
  for (const file of readdirSync(path.join(site, "pagefind"))) {
    if (/^pagefind-(component-ui|modular-ui|ui|highlight)\./.test(file)) {
      rmSync(path.join(site, "pagefind", file));
    }
  }
  return count;
}

/**
 * Indexes again only one language's pages of a client folder whose `pagefind/` holds the index
 * of all: that language's files are replaced, the other's kept. Nothing is written into a file
 * that was there (it may be a hard link to another release's); the files it wrote are returned.
 */
export async function indexLanguage(site, language) {
  const folder = path.join(site, "pagefind");
  const next = path.join(site, "pagefind.next");
  rmSync(next, { recursive: true, force: true });
  const glob =
    language === "fr-ca"
      ? "fr/**/index.html"
      : `{index.html,${readdirSync(site, { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && !["fr", "pagefind"].includes(entry.name))
          .map((entry) => `${entry.name}/**/index.html`)
          .join(",")}}`;
  await writeIndex(site, glob, next);
  const entry = JSON.parse(readFileSync(path.join(folder, "pagefind-entry.json"), "utf8"));
  const fresh = JSON.parse(readFileSync(path.join(next, "pagefind-entry.json"), "utf8"));
  if (!fresh.languages[language]) throw new Error(`no ${language} pages were indexed`);
  const own = (name) => name.startsWith(`${language}_`) || name.startsWith(`pagefind.${language}_`);
  const written = [];
  for (const sub of ["fragment", "index", "."]) {
    for (const name of readdirSync(path.join(folder, sub))) {
      if (own(name)) rmSync(path.join(folder, sub, name));
    }
    for (const name of readdirSync(path.join(next, sub))) {
      if (!own(name)) continue;
      renameSync(path.join(next, sub, name), path.join(folder, sub, name));
      written.push(path.join(folder, sub, name));
    }
  }
  entry.languages[language] = fresh.languages[language];
  replaceFile(path.join(folder, "pagefind-entry.json"), JSON.stringify(entry));
  written.push(path.join(folder, "pagefind-entry.json"));
  rmSync(next, { recursive: true, force: true });
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = await indexSite(path.resolve("build/client"));
  console.log(`indexed ${count} pages for search in build/client/pagefind`);
}
