/**
 * The back office's live preview (docs/decisions/0035): a page drawn with the words being typed,
 * in a few hundred milliseconds, with no build. A long-lived child of an app server
 * (app/lib/content/draw.server.ts), asked over its IPC channel:
 *
 *   { id, contentDir, contentKey, files: [{ file, body }], page, at, warm }
 *   → { id, ok: true, status, html, ms } | { id, ok: false, faults: [{ file, message }], ms }
 *
 * - It keeps a copy of the published content (`contentDir`, taken again when `contentKey`, the
 *   published commit, changes) and content-collections' builder over it: the files of a request
 *   are written into the copy, and the builder compiles the content again from its cache (the
 *   unchanged files cost nothing: about 250 ms on two cores).
 * - The page is then drawn by the server bundle this server shipped with (`build/server`), as a
 *   publish draws it: a fresh copy of the bundle, its files hard links, with the new content
 *   beside it (`content.json`), is imported and asked for the page, in a process of its own
 *   (scripts/draw-worker.mjs). ES modules are never unloaded: that process is ended after a few
 *   dozen pages, its memory with it, and the next one is made ready before it is needed.
 * - The page comes without its scripts (a preview only shows), its icons inlined.
 * A request with `warm` only makes the copy ready. The files it writes are in its own folder of the system's temporary directory, removed as it
 * ends.
 */
import { fork } from "node:child_process";
import {
  copyFile,
  cp,
  link,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  symlink,
  writeFile,
} from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { withoutScripts } from "../server/hydration.mjs";
import { inlineIcons, spriteSymbols } from "../server/icons.mjs";
import { contentFiles, readCollections } from "./site-content.mjs";

/** Pages a drawing process draws before it gives way to a new one (each keeps its bundle, ~12 MB). */
const PAGES_PER_THREAD = 20;
const project = process.cwd();
const shipped = path.join(project, "build");
const SOURCES = ["content-collections.ts", "package.json", "tsconfig.json"];
const LINKED = ["app", "node_modules"];

process.env.NODE_ENV ??= "production";
const { createBuilder } = await import("@content-collections/core");
const icons = spriteSymbols(await readFile(path.join(shipped, "client", "icons.svg"), "utf8"));

const root = await mkdtemp(path.join(os.tmpdir(), "maplestack-draw-"));
// The bundle's copies import React and React Router from the project's packages.
await symlink(path.join(project, "node_modules"), path.join(root, "node_modules"));
let bundles = 0;

/** A drawing process, ready once its first imports are done. */
function newThread() {
  const worker = fork(fileURLToPath(new URL("./draw-worker.mjs", import.meta.url)), [], {
    execArgv: [],
    serialization: "advanced",
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const answers = new Map();
  let next = 0;
  const ready = new Promise((resolve, reject) => {
    worker.on("message", (message) => {
      if (message.ready) return resolve();
      answers.get(message.id)?.(message);
      answers.delete(message.id);
    });
    worker.on("error", reject);
  });
  worker.on("exit", () => {
    for (const answer of answers.values()) answer({ error: "The drawing thread ended." });
    answers.clear();
  });
  return {
    drawn: 0,
    ready,
    async draw(dir, page) {
      await ready;
      this.drawn += 1;
      const id = ++next;
      return new Promise((resolve) => {
        answers.set(id, resolve);
        worker.send({ id, dir, page });
      });
    },
    end: () => worker.kill(),
  };
}
let thread = newThread();
/** The process after this one, started while this one draws its last pages. */
let spare = null;
/** The copy of the published content and its builder, for one published commit. */
let copy = null;

async function copyOf(contentDir, contentKey) {
  if (copy?.key === contentKey && copy.contentDir === contentDir) return copy;
  const dir = path.join(root, `content-${Date.now()}`);
  await mkdir(dir, { recursive: true });
  for (const source of SOURCES) await cp(path.join(project, source), path.join(dir, source));
  for (const linked of LINKED) await symlink(path.join(project, linked), path.join(dir, linked));
  await cp(contentDir, path.join(dir, "content"), { recursive: true });
  await cp(
    path.join(project, ".content-collections", "cache"),
    path.join(dir, ".content-collections", "cache"),
    { recursive: true },
  ).catch(() => {});
  // The collections' folder, relative to the configuration's (content-collections joins them).
  process.env.CONTENT_DIR = "content";
  const builder = await createBuilder(path.join(dir, "content-collections.ts"));
  const faults = [];
  for (const event of [
    "collector:read-error",
    "collector:parse-error",
    "transformer:validation-error",
    "transformer:result-error",
    "transformer:error",
  ]) {
    builder.on(event, (found) => faults.push(found));
  }
  faults.length = 0;
  await builder.build();
  if (copy) await rm(copy.dir, { recursive: true, force: true });
  copy = { key: contentKey, contentDir, dir, builder, faults, written: new Map() };
  return copy;
}

/** What a fault of content-collections says, and the file it names. */
function faultOf(event, dir) {
  const error = event.error ?? event;
  const message = error?.message ?? String(error);
  const file = event.filePath ?? event.file?.filePath ?? error?.filePath ?? null;
  const named = typeof file === "string" ? file.replace(`${path.join(dir, "content")}/`, "") : null;
  return { file: named, message: message.replace(`${path.join(dir, "content")}/`, "") };
}

/** A hard link, or a copy where the temporary directory is on another volume. */
const linked = (from, to) => link(from, to).catch(() => copyFile(from, to));

/** A copy of the shipped server bundle with this content beside it. */
async function bundleWith(server) {
  bundles += 1;
  const dir = path.join(root, `bundle-${bundles}`);
  await mkdir(path.join(dir, "assets"), { recursive: true });
  for (const name of await readdir(path.join(shipped, "server"))) {
    if (name.endsWith(".js"))
      await linked(path.join(shipped, "server", name), path.join(dir, name));
  }
  for (const name of await readdir(path.join(shipped, "server", "assets"))) {
    await linked(path.join(shipped, "server", "assets", name), path.join(dir, "assets", name));
  }
  await writeFile(path.join(dir, "content.json"), server);
  return dir;
}

async function draw({ contentDir, contentKey, files, page, at, warm }) {
  const started = performance.now();
  const ms = {};
  const lap = (name) => {
    ms[name] = Math.round(performance.now() - started);
  };
  const work = await copyOf(contentDir, contentKey);
  lap("copy");
  if (warm) return { ok: true, status: 204, html: "", ms };
  // The files a request no longer has are put back as published; the new ones written.
  const wanted = new Map(files.map((item) => [item.file, item.body]));
  const changed = [];
  for (const [file] of work.written) {
    if (wanted.has(file)) continue;
    const target = path.join(work.dir, "content", file);
    const published = await readFile(path.join(contentDir, file)).catch(() => null);
    if (published === null) await rm(target, { force: true });
    else await writeFile(target, published);
    work.written.delete(file);
    changed.push([published === null ? "delete" : "change", target]);
  }
  for (const [file, body] of wanted) {
    if (work.written.get(file) === body) continue;
    const target = path.join(work.dir, "content", file);
    const existed = await readFile(target).then(
      () => true,
      () => false,
    );
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, body);
    work.written.set(file, body);
    changed.push([existed ? "change" : "add", target]);
  }
  work.faults.length = 0;
  for (const [modification, target] of changed) await work.builder.sync(modification, target);
  lap("compile");
  if (work.faults.length > 0) {
    return { ok: false, faults: work.faults.map((event) => faultOf(event, work.dir)), ms };
  }
  const collections = await readCollections(
    path.join(work.dir, ".content-collections", "generated", "index.js"),
  );
  const { server } = contentFiles(collections, new Date(at));
  const dir = await bundleWith(server);
  lap("load");
  if (thread.drawn >= PAGES_PER_THREAD - 3) spare ??= newThread();
  if (thread.drawn >= PAGES_PER_THREAD && spare) {
    void thread.end();
    thread = spare;
    spare = null;
  }
  const answer = await thread.draw(dir, page);
  if (answer.error) throw new Error(answer.error);
  const html = inlineIcons(withoutScripts(answer.html), icons);
  lap("render");
  // The bundle's files were read as it was imported; the folder is not needed any more.
  await rm(dir, { recursive: true, force: true });
  return { ok: true, status: answer.status, html, ms };
}

let queue = Promise.resolve();
process.on("message", (message) => {
  queue = queue.then(async () => {
    let answer;
    try {
      answer = await draw(message);
    } catch (error) {
      answer = {
        ok: false,
        faults: [{ file: null, message: error instanceof Error ? error.message : String(error) }],
        ms: {},
      };
    }
    process.send?.({ id: message.id, ...answer });
  });
});

async function end() {
  await rm(root, { recursive: true, force: true }).catch(() => {});
  process.exit(0);
}
process.on("disconnect", () => void end());
process.on("SIGTERM", () => void end());
process.send?.({ ready: true });
