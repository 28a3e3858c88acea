// After `react-router build`: what a static host needs beside the prerendered pages.
// - build/client/404.html and build/client/fr/404.html: the not-found page in each language,
//   rendered by the app itself, for nginx or a CDN; 503.html and fr/503.html, the page nginx
//   shows when no app server answers.
// - every page's hydration deferred until it is wanted (server/hydration.mjs), its route data
//   moved to build/client/assets/route-data/<hash>.js for hydration to import, and the icons
//   it shows carried inside it (server/icons.mjs).
// - the page module (app/lib/page-module.server.ts, prerendered as build/client/assets/
//   beacon-<hash>.js) minified: every page waits for it before its first paint. Its name is the
//   hash of the text as written.
// - build/nginx/page-csp.conf: an nginx map from each page file to its Content-Security-Policy
//   (the hashes of its own inline scripts), the same policy the Node server sends.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { minifySync } from "vite";
import { spriteSymbols } from "../server/icons.mjs";
import {
  cspForHtml,
  cspMap,
  finishPage,
  replaceFile,
  routeDataWriter,
  writeErrorPages,
} from "./page-files.mjs";

// Set before React loads (it picks its build at import time), hence the dynamic import below.
process.env.NODE_ENV ??= "production";
const { createRequestHandler } = await import("react-router");
const buildDir = path.resolve("build");
const clientDir = path.join(buildDir, "client");

const build = await import(path.join(buildDir, "server", "index.js"));
const handler = createRequestHandler(build, "production");
await writeErrorPages(handler, clientDir);

const moveData = routeDataWriter(clientDir);
const icons = spriteSymbols(readFileSync(path.join(clientDir, "icons.svg"), "utf8"));
const policies = new Map();
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (name.endsWith(".html")) {
      const html = finishPage(readFileSync(file, "utf8"), { build, icons, moveData });
      writeFileSync(file, html);
      policies.set(
        `/${path.relative(clientDir, file).split(path.sep).join("/")}`,
        cspForHtml(html),
      );
    }
  }
}
walk(clientDir);

const assetsDir = path.join(clientDir, "assets");
const pageModules = readdirSync(assetsDir).filter((name) => /^beacon-[0-9a-z]+\.js$/.test(name));
if (pageModules.length !== 1) throw new Error(`expected one page module, found ${pageModules}`);
const pageModule = path.join(assetsDir, pageModules[0]);
writeFileSync(
  pageModule,
  minifySync("page.js", readFileSync(pageModule, "utf8"), { module: true }).code,
);
replaceFile(path.join(buildDir, "nginx", "page-csp.conf"), cspMap(policies));
// The addresses prerendered, for a publish to know which it renders again or removes.
replaceFile(
  path.join(buildDir, "server", "pages.json"),
  JSON.stringify(build.entry.module.prerenderPaths()),
);
console.log(`wrote the 404 and 503 pages and the CSP of ${policies.size} pages for nginx`);
