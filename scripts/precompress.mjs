// Writes a brotli (.br) and a gzip (.gz) copy of every text file of the client build, so the
// server (or nginx, with brotli_static/gzip_static) sends compressed bytes without compressing
// on each request. Run by `npm run build`.
//
// The prerender also writes a `.data` file beside every resource route's output (share images,
// artwork, icons, sitemap): no client ever requests those, so they are removed, not compressed.
// Files are compressed on libuv's thread pool, several at a time, instead of one after another.
//
// A publish from the back office (app/lib/content/publish.server.ts) names the live release's
// client folder in PRECOMPRESS_REUSE: a file whose bytes are the same there (the scripts, the
// fonts, the artwork, most share images) takes its compressed copies from it instead of being
// compressed again.
import { copyFile, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { COMPRESS_FROM_BYTES, COMPRESSIBLE, compressed } from "./page-files.mjs";

const root = path.resolve(process.argv[2] ?? "build/client");
const reuse = process.env.PRECOMPRESS_REUSE ? path.resolve(process.env.PRECOMPRESS_REUSE) : null;

/** The compressed copies of the same bytes in the live release, copied here; false if none. */
async function reused(file, content) {
  if (!reuse) return false;
  const before = path.join(reuse, path.relative(root, file));
  try {
    const [old, br, gz] = await Promise.all([
      readFile(before),
      stat(`${before}.br`),
      stat(`${before}.gz`),
    ]);
    if (!br.isFile() || !gz.isFile() || !old.equals(content)) return false;
    await Promise.all([
      copyFile(`${before}.br`, `${file}.br`),
      copyFile(`${before}.gz`, `${file}.gz`),
    ]);
    return true;
  } catch {
    return false;
  }
}
const resourceData = /\.(png|svg|xml|txt|js)\.data$/;

async function files(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await files(file)));
    else found.push(file);
  }
  return found;
}

const all = await files(root);
const unused = all.filter((file) => resourceData.test(file));
await Promise.all(unused.map((file) => rm(file)));

const queue = all.filter((file) => COMPRESSIBLE.test(file) && !resourceData.test(file));
let count = 0;
let copied = 0;
async function worker() {
  for (let file = queue.shift(); file; file = queue.shift()) {
    if ((await stat(file)).size < COMPRESS_FROM_BYTES) continue;
    const content = await readFile(file);
    if (await reused(file, content)) {
      copied++;
      continue;
    }
    const { br, gz } = await compressed(content);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    count++;
  }
}
await Promise.all(Array.from({ length: Math.max(2, os.availableParallelism()) * 2 }, worker));
console.log(
  `precompressed ${count} files in ${path.relative(process.cwd(), root) || "."}${reuse ? ` (${copied} more unchanged, copied)` : ""}; removed ${unused.length} unused resource .data files`,
);
