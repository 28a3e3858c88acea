/**
 * A release made from another without a build (docs/decisions/0032): the pages whose data
 * changed are rendered again by the release's own server bundle, reading the new content; every
 * other file is a hard link to the release it was made from.
 *
 *   node scripts/render-pages.mjs --from <release> --content <generated> --out <folder> [--at <ISO>] [--wait]
 *
 * - `--from`: the live release, or the build an image shipped with (its code, and the pages to
 *   keep). `--content`: content-collections' generated modules of the content to publish.
 *   `--out`: the new release, made here. `--at`: the moment the articles are out at (now).
 *   `--wait`: started before the content is compiled, it loads the packages the server bundle
 *   imports, then waits for "go" on its standard input before it reads anything else.
 * - A page is rendered again when its route data (its `.data`) differs, when it is new, or when
 *   the collections the browser draws (the menus, the facts: scripts/site-content.mjs) changed,
 *   which every page names. Then its share image, the sitemap and the feeds; the 404 and 503
 *   pages; the search index; the compressed copies of each file written; nginx's map of the
 *   pages' policies. A page no longer prerendered is removed.
 * - Nothing is written into a file the `--from` release shares: a file is replaced by a new one
 *   renamed over it (scripts/page-files.mjs).
 *
 * Its last line of output is a JSON summary: the pages written and removed, and the times.
 */

import { execFile } from "node:child_process";
import { existsSync, readFileSync, rmSync, statSync } from "node:fs";
import { link, mkdir, readdir, readFile, readlink, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs, promisify } from "node:util";
import { spriteSymbols } from "../server/icons.mjs";
import { preloadPackagesOf } from "../server/preload.mjs";
import { STATIC_INDEX } from "../server/static.mjs";
import {
  COMPRESS_FROM_BYTES,
  COMPRESSIBLE,
  compressed,
  cspForHtml,
  cspMap,
  finishPage,
  readCspMap,
  replaceFile,
  routeDataWriter,
  writeErrorPages,
} from "./page-files.mjs";
import { indexLanguage, indexSite, LANGUAGES } from "./search-index.mjs";
import { contentFiles, readCollections } from "./site-content.mjs";
import { writeStaticIndex } from "./static-index.mjs";

const started = performance.now();
const times = {};
const lap = (name) => {
  times[name] = Math.round(performance.now() - started);
};

const { values } = parseArgs({
  options: {
    from: { type: "string" },
    content: { type: "string" },
    out: { type: "string" },
    at: { type: "string" },
    wait: { type: "boolean", default: false },
  },
});
if (!values.from || !values.content || !values.out) {
  console.error("usage: render-pages.mjs --from <release> --content <generated> --out <folder>");
  process.exit(2);
}
const run = promisify(execFile);
const from = path.resolve(values.from);
if (values.wait) {
  await preloadPackagesOf(path.join(from, "server", "index.js"));
  // "go" and the end of the input: the content is ready. The input ended without it (the server
  // that started this process stopped, or the content failed its checks): nothing is made.
  let said = "";
  process.stdin.on("data", (chunk) => {
    said += chunk;
  });
  await new Promise((resolve) => process.stdin.on("end", resolve));
  if (said.trim() !== "go") process.exit(1);
  lap("waited");
}
const out = path.resolve(values.out);
const at = values.at ? new Date(values.at) : new Date();

/**
 * `source` laid out again at `target`, every file a hard link, every symbolic link copied: by
 * GNU cp where there is one (a fifth of the time), else file by file.
 */
async function linkTree(source, target) {
  if (existsSync(target)) return linkEach(source, target);
  try {
    await run("cp", ["-al", "--", source, target]);
    return;
  } catch {
    rmSync(target, { recursive: true, force: true });
  }
  await linkEach(source, target);
}
async function linkEach(source, target) {
  await mkdir(target, { recursive: true });
  for (const entry of await readdir(source, { withFileTypes: true })) {
    const a = path.join(source, entry.name);
    const b = path.join(target, entry.name);
    if (entry.isDirectory()) await linkEach(a, b);
    else if (entry.isSymbolicLink()) await symlink(await readlink(a), b);
    else if (!entry.name.endsWith(".next")) await link(a, b);
  }
}
await linkTree(from, out);
// The server bundle imports the project's packages, as ES modules, from outside the project.
const project = path.resolve(import.meta.dirname, "..");
if (!existsSync(path.join(out, "node_modules"))) {
  await symlink(path.join(project, "node_modules"), path.join(out, "node_modules"));
}
if (!existsSync(path.join(out, "package.json"))) {
  replaceFile(path.join(out, "package.json"), '{ "type": "module" }\n');
}
lap("linked");

// The new content, for the server bundle and for the browser.
const client = path.join(out, "client");
const files = contentFiles(await readCollections(path.join(values.content, "index.js")), at);
const before = JSON.parse(readFileSync(path.join(from, "server", "content.json"), "utf8"));
replaceFile(path.join(out, "server", "content.json"), files.server);
const written = new Set();
/**
 * The compressed copies of each file written, made while the next pages render (on libuv's
 * thread pool, a few at a time): on two cores, the rendering and the compression overlap.
 */
const pending = [];
let running = 0;
const waiting = [];
function compressLater(file) {
  if (!COMPRESSIBLE.test(file)) return;
  pending.push(
    (async () => {
      if (running >= Math.max(2, os.availableParallelism())) {
        await new Promise((resolve) => waiting.push(resolve));
      }
      running++;
      try {
        const content = await readFile(file);
        if (content.length < COMPRESS_FROM_BYTES) {
          rmSync(`${file}.br`, { force: true });
          rmSync(`${file}.gz`, { force: true });
          return;
        }
        const { br, gz } = await compressed(content, { quality: 10 });
        replaceFile(`${file}.br`, br);
        replaceFile(`${file}.gz`, gz);
      } finally {
        running--;
        waiting.shift()?.();
      }
    })(),
  );
}
const write = (file, data) => {
  replaceFile(file, data);
  written.add(file);
  compressLater(file);
};
const clientChanged = before.clientAsset !== files.clientAsset;
if (clientChanged) write(path.join(client, files.client.file), files.client.module);

// Set before React loads (it picks its build at import time).
process.env.NODE_ENV ??= "production";
const { createRequestHandler } = await import("react-router");
const build = await import(path.join(out, "server", "index.js"));
const handler = createRequestHandler(build, "production");
lap("loaded");

const fetchPath = async (address) => {
  const response = await handler(new Request(`http://localhost${address}`));
  if (response.status !== 200) {
    throw new Error(
      `${address} answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
    );
  }
  return Buffer.from(await response.arrayBuffer());
};
const readOld = (file) => {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
};
/** A resource has a file name (sitemap.xml, og/about-us.png); a page has none. */
const isResource = (address) => /\.[a-z0-9]+$/i.test(address);
const pageFiles = (address) =>
  address === "/"
    ? { html: "index.html", data: "_.data" }
    : { html: `${address.slice(1)}/index.html`, data: `${address.slice(1)}.data` };

const previous = new Set(JSON.parse(readFileSync(path.join(from, "server", "pages.json"), "utf8")));
const paths = build.entry.module.prerenderPaths();
const current = new Set(paths);

// The pages: their data first (the loaders only), the page itself when it changed.
const moveData = (text) => {
  const address = routeData(text);
  written.add(path.join(client, address.slice(1)));
  compressLater(path.join(client, address.slice(1)));
  return address;
};
const routeData = routeDataWriter(client);
const icons = spriteSymbols(readFileSync(path.join(client, "icons.svg"), "utf8"));
const policies = readCspMap(readFileSync(path.join(out, "nginx", "page-csp.conf"), "utf8"));
const changedPages = [];
for (const address of paths.filter((item) => !isResource(item))) {
  const { html, data } = pageFiles(address);
  const fresh = await fetchPath(`${address === "/" ? "/_" : address}.data`);
  const old = readOld(path.join(client, data));
  if (!clientChanged && old?.equals(fresh) && existsSync(path.join(client, html))) continue;
  const page = finishPage((await fetchPath(address)).toString(), { build, icons, moveData });
  write(path.join(client, html), page);
  write(path.join(client, data), fresh);
  policies.set(`/${html}`, cspForHtml(page));
  changedPages.push(address);
}
lap("pages");

// The resources: new ones, those every publish may change, and the changed pages' share images.
const shareImages = new Set(
  changedPages.map((address) => build.entry.module.shareImageOf(address)),
);
for (const address of paths.filter(isResource)) {
  const again =
    !previous.has(address) ||
    /\.(xml|txt)$/.test(address) ||
    shareImages.has(address) ||
    (clientChanged && address.startsWith("/og/"));
  if (!again) continue;
  const file = path.join(client, address.slice(1));
  const fresh = await fetchPath(address);
  if (readOld(file)?.equals(fresh)) continue;
  write(file, fresh);
}
lap("resources");

// What is no longer prerendered (an entry removed, an article taken back).
const removed = [...previous].filter((address) => !current.has(address));
for (const address of removed) {
  const names = isResource(address)
    ? [address.slice(1)]
    : Object.values(pageFiles(address)).filter((name) => name);
  for (const name of names) {
    for (const suffix of ["", ".br", ".gz"]) {
      rmSync(path.join(client, name + suffix), { force: true });
    }
  }
  if (!isResource(address)) policies.delete(`/${pageFiles(address).html}`);
}

if (changedPages.length > 0 || removed.length > 0 || clientChanged) {
  const errorPages = await writeErrorPages(handler, client, {
    only: (file, text) => readOld(path.join(client, file))?.toString() !== text,
  });
  for (const name of errorPages) {
    written.add(path.join(client, name));
    compressLater(path.join(client, name));
  }
  // The search index: only the languages whose pages changed (each has files of its own), or
  // all of it made again when pages went or the pages' whole frame did.
  const languages = Object.keys(LANGUAGES).filter((language) =>
    changedPages.some(LANGUAGES[language]),
  );
  const whole = removed.length > 0 || clientChanged || errorPages.length > 0;
  const indexed = [];
  if (whole || !existsSync(path.join(client, "pagefind", "pagefind-entry.json"))) {
    rmSync(path.join(client, "pagefind"), { recursive: true, force: true });
    await indexSite(client);
    for (const name of await readdir(path.join(client, "pagefind"), { recursive: true })) {
      indexed.push(path.join(client, "pagefind", name));
    }
  } else {
    for (const language of languages) indexed.push(...(await indexLanguage(client, language)));
  }
  for (const file of indexed) {
    if (statSync(file).isFile()) {
      written.add(file);
      compressLater(file);
    }
  }
  lap("search");
}

// The compressed copies of what was written, and nginx's map of the pages' policies.
await Promise.all(pending);
replaceFile(path.join(out, "nginx", "page-csp.conf"), cspMap(policies));
replaceFile(path.join(out, "server", "pages.json"), JSON.stringify(paths));
lap("compressed");
// The server's index of the files, from the one of the release it was made from.
const known = JSON.parse(readOld(path.join(from, STATIC_INDEX))?.toString() ?? "{}");
writeStaticIndex(out, { known, written });
lap("indexed");

console.log(
  JSON.stringify({
    pages: changedPages,
    removed,
    clientChanged,
    files: written.size,
    ms: times,
  }),
);
