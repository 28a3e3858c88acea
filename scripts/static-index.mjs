// The last step of `npm run build`: the facts the server keeps of each file of the client build
// (its ETag, a page's policy), written to build/server/static-index.json for a server to read at
// start instead of hashing every file (server/static.mjs). A publish writes its release's own
// from this one and the files it wrote (scripts/render-pages.mjs).
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileFacts, STATIC_INDEX, servedFiles } from "../server/static.mjs";
import { replaceFile } from "./page-files.mjs";

/**
 * The index of `release`'s client folder: `known` taken for the files it names and that were
 * not written (`written`, full paths), every other file read.
 */
export function writeStaticIndex(release, { known = {}, written = new Set() } = {}) {
  const client = path.join(release, "client");
  const index = {};
  for (const { file, name, relative } of servedFiles(client)) {
    index[relative] =
      known[relative] && !written.has(file) ? known[relative] : fileFacts(readFileSync(file), name);
  }
  replaceFile(path.join(release, STATIC_INDEX), JSON.stringify(index));
  return Object.keys(index).length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = writeStaticIndex(path.resolve("build"));
  console.log(`indexed ${count} files for the server in build/${STATIC_INDEX}`);
}
