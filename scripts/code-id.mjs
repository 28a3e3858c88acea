/**
 * The build's code id: a hash of the sources a build reads besides the content (the folders and
 * files a publish copies, app/lib/content/publish.server.ts), written to build/code-id. A
 * release published from the back office carries the id of the code it was built with; a server
 * whose own build has another id knows the published content must be built again with its code
 * (server/releases.mjs).
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

export const CODE_SOURCES = [
  "app",
  "public",
  "scripts",
  "server",
  // The word lists and allowances a publish's proofing reads (app/lib/content/checks.server.ts).
  "proofing",
  "package.json",
  "content-collections.ts",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
];

/** The hash of every file under the sources, by path and bytes, in a fixed order. */
export function codeId(root = ".") {
  const hash = createHash("sha256");
  const files = CODE_SOURCES.flatMap((source) => {
    const full = path.join(root, source);
    if (!statSync(full, { throwIfNoEntry: false })) return [];
    if (statSync(full).isFile()) return [source];
    return readdirSync(full, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  }).sort();
  for (const file of files) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update("\0");
  }
  return hash.digest("hex").slice(0, 16);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync("build/code-id", `${codeId()}\n`);
  console.log(`wrote build/code-id`);
}
