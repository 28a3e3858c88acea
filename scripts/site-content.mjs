/**
 * The content as data, not code (docs/decisions/0032): in a production build, `#content` is
 * not bundled.
 * - The server bundle reads it at start from `build/server/content.json`, written by the build
 *   beside the bundle: a publish gives a release new content by writing that file and rendering
 *   again the pages whose data changed, with the same code (scripts/render-pages.mjs).
 * - The browser imports the collections its components draw (the menus, the facts, the
 *   interface's words: CLIENT_COLLECTIONS) from `/assets/site-content/<hash>.js`, a module the
 *   page names in `<meta name="site-content">`; its name is the hash of its data, so a publish
 *   that changes them writes a new one and every page names it.
 * While writing (`npm run dev`), `#content` stays content-collections' own modules, reloaded
 * as files are saved.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";

/**
 * What the browser's code imports from `#content`. A component drawn in the browser that
 * imports another collection stops the build (that collection is not exported to it): add it
 * here, or give the component its data through its route's loader.
 */
export const CLIENT_COLLECTIONS = [
  "allAboutWords",
  "allAccessibilityWords",
  "allCategories",
  "allCategoryWords",
  "allContactWords",
  "allFacts",
  "allFaqTopicEntries",
  "allFaqsWords",
  "allInsightsWords",
  "allMenus",
  "allPortfolioWords",
  "allPrivacyWords",
  "allServiceEntries",
  "allServiceWords",
  "allServicesWords",
  "allTags",
  "allWhyWords",
  "allWorkWords",
];

const generated = path.resolve(".content-collections/generated/index.js");
const devModule = path.resolve("app/content/site-content-dev.ts");

/**
 * The collections content-collections generated, by name. Each module is one `export default`
 * of plain data, read as an expression: an ES module imported is never unloaded, and the live
 * preview's long-lived process reads them on every page it draws (scripts/draw-pages.mjs).
 */
export async function readCollections(index = generated) {
  const names = collectionNames(index);
  const entries = await Promise.all(
    names.map(async (name) => {
      const text = await readFile(path.join(path.dirname(index), `${name}.js`), "utf8");
      const value = text.replace(/^\s*export default/, "").replace(/;\s*$/, "");
      return [name, new Function(`"use strict"; return (${value});`)()];
    }),
  );
  return Object.fromEntries(entries);
}

/** The names the generated index exports. */
export function collectionNames(index = generated) {
  return [...readFileSync(index, "utf8").matchAll(/^import (all\w+) from/gm)].map(
    (found) => found[1],
  );
}

/**
 * What a build or a publish writes from the collections: the server's `content.json` (with the
 * moment `at` that decides which articles are out), and the browser's module with its name.
 */
export function contentFiles(collections, at = new Date()) {
  const client = Object.fromEntries(
    CLIENT_COLLECTIONS.map((name) => {
      if (!(name in collections)) throw new Error(`No collection is named ${name}`);
      return [name, collections[name]];
    }),
  );
  const module = `export default ${JSON.stringify(client)};\n`;
  const hash = createHash("sha256").update(module).digest("hex").slice(0, 16);
  const clientAsset = `/assets/site-content/${hash}.js`;
  return {
    server: JSON.stringify({ clientAsset, at: at.toISOString(), collections }),
    client: { file: clientAsset.slice(1), module },
    clientAsset,
  };
}

const serverId = "\0site-content:server";
const clientId = "\0site-content:client";
const assetId = "\0site-content:asset";

/** The Vite plugin: `#content` and `virtual:site-content` as the header of this file says. */
export function siteContent({ command }) {
  let files;
  const filesOnce = async () => {
    files ??= contentFiles(await readCollections());
    return files;
  };
  return {
    name: "maplestack:site-content",
    enforce: "pre",
    resolveId(id) {
      if (id === "virtual:site-content") return command === "build" ? assetId : devModule;
      if (id !== "#content" || command !== "build") return null;
      return this.environment.config.consumer === "server" ? serverId : clientId;
    },
    load(id) {
      const names = collectionNames();
      if (id === assetId) {
        // The browser's module's address, as the page names it (root.tsx), and the moment.
        if (this.environment.config.consumer === "server") {
          return 'export { siteContentAsset, contentAt } from "#content";';
        }
        return [
          `export const siteContentAsset = document.querySelector('meta[name="site-content"]')?.content ?? "";`,
          "export const contentAt = new Date().toISOString();",
        ].join("\n");
      }
      if (id === serverId) {
        return [
          'import { existsSync, readFileSync } from "node:fs";',
          'import { fileURLToPath } from "node:url";',
          // The bundle's chunks are in server/ and server/assets/: content.json is in server/.
          'const file = ["./content.json", "../content.json"].map((name) => fileURLToPath(new URL(name, import.meta.url))).find((name) => existsSync(name));',
          'if (!file) throw new Error("The content of the site (server/content.json) is not beside its server bundle");',
          'const data = JSON.parse(readFileSync(file, "utf8"));',
          "export const siteContentAsset = data.clientAsset;",
          "export const contentAt = data.at;",
          ...names.map((name) => `export const ${name} = data.collections.${name};`),
        ].join("\n");
      }
      if (id === clientId) {
        return [
          "const address = document.querySelector('meta[name=\"site-content\"]')?.content;",
          "const data = address ? (await import(/* @vite-ignore */ address)).default : {};",
          ...CLIENT_COLLECTIONS.map((name) => `export const ${name} = data.${name} ?? [];`),
        ].join("\n");
      }
      return null;
    },
    async generateBundle() {
      if (command !== "build") return;
      const { server, client } = await filesOnce();
      if (this.environment.config.consumer === "server") {
        this.emitFile({ type: "asset", fileName: "content.json", source: server });
      } else {
        this.emitFile({ type: "asset", fileName: client.file, source: client.module });
      }
    },
  };
}
