import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { cspForHtml } from "./headers.mjs";

const types = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".data": "text/x-script",
  ".json": "application/json",
};

/** The article feeds are XML files with a type of their own, so feed readers know them. */
const feedTypes = {
  "rss.xml": "application/rss+xml; charset=utf-8",
  "atom.xml": "application/atom+xml; charset=utf-8",
};

/** What the index keeps of a file's bytes: its ETag, and a page's policy. */
export function fileFacts(content, name) {
  return {
    size: content.length,
    etag: `"${createHash("sha1").update(content).digest("base64url").slice(0, 22)}"`,
    csp: name.endsWith("index.html") ? cspForHtml(content.toString("utf8")) : undefined,
  };
}

/**
 * The facts of every file of a client folder, by its path under it (`/about-us/index.html`):
 * written beside the server bundle (`server/static-index.json`) by the build and by a publish
 * (scripts/static-index.mjs, scripts/render-pages.mjs), so that a server turning to a new
 * release reads them instead of hashing 70 MB and parsing every page again.
 */
export const STATIC_INDEX = path.join("server", "static-index.json");

function knownFacts(clientDir) {
  try {
    return JSON.parse(readFileSync(path.join(clientDir, "..", STATIC_INDEX), "utf8"));
  } catch {
    return {};
  }
}

/**
 * The files of a client folder that are served by their own name (their compressed copies are
 * not), each with its path under the folder (`/about-us/index.html`).
 */
export function* servedFiles(clientDir, dir = clientDir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* servedFiles(clientDir, file);
    else if (!name.endsWith(".br") && !name.endsWith(".gz")) {
      yield {
        file,
        name,
        relative: `/${path.relative(clientDir, file).split(path.sep).join("/")}`,
      };
    }
  }
}

/**
 * The client build, indexed once at start-up: each file with its type, ETag, cache policy,
 * precompressed variants and (for pages) its Content-Security-Policy. Pages answer at their
 * clean path (/about-us from about-us/index.html). A file the release's index names, with the
 * same size, is taken as it says; any other is read.
 */
export function indexStaticFiles(clientDir) {
  const files = new Map();
  const known = knownFacts(clientDir);
  for (const { file, name, relative } of servedFiles(clientDir)) {
    const listed = known[relative];
    const facts =
      listed && listed.size === statSync(file).size ? listed : fileFacts(readFileSync(file), name);
    const extension = path.extname(name);
    const isPage = name === "index.html";
    const urlPath = isPage ? relative.replace(/\/?index\.html$/, "") || "/" : relative;
    const type = feedTypes[name] ?? types[extension] ?? "application/octet-stream";
    files.set(urlPath, {
      file,
      type,
      etag: facts.etag,
      // Hashed scripts and styles, and photos named by their master's hash, never change.
      cacheControl: /^\/(assets|media)\//.test(relative)
        ? "public, max-age=31536000, immutable"
        : isPage || extension === ".data"
          ? "no-cache"
          : "public, max-age=3600",
      br: existsSync(`${file}.br`) ? `${file}.br` : undefined,
      gzip: existsSync(`${file}.gz`) ? `${file}.gz` : undefined,
      csp: isPage ? facts.csp : undefined,
      compressible: /^(text|application\/(xml|json|manifest|rss|atom)|image\/svg)/.test(type),
    });
  }
  return files;
}

/** Serves an indexed file: 304 when the ETag matches, brotli or gzip when the client takes it. */
export function staticHandler(files) {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let entry;
    try {
      entry = files.get(decodeURIComponent(req.path));
    } catch {
      return next();
    }
    if (!entry) return next();
    res.setHeader("Cache-Control", entry.cacheControl);
    res.setHeader("ETag", entry.etag);
    res.setHeader("Content-Type", entry.type);
    if (entry.csp) res.setHeader("Content-Security-Policy", entry.csp);
    if (entry.compressible) res.setHeader("Vary", "Accept-Encoding");
    const match = req.headers["if-none-match"];
    if (match?.split(/\s*,\s*/).includes(entry.etag)) {
      res.statusCode = 304;
      return res.end();
    }
    const accepted = String(req.headers["accept-encoding"] ?? "");
    let body = entry.file;
    if (entry.br && /\bbr\b/.test(accepted)) {
      body = entry.br;
      res.setHeader("Content-Encoding", "br");
    } else if (entry.gzip && /\bgzip\b/.test(accepted)) {
      body = entry.gzip;
      res.setHeader("Content-Encoding", "gzip");
    }
    const content = readFileSync(body);
    res.setHeader("Content-Length", content.length);
    res.statusCode = 200;
    res.end(req.method === "HEAD" ? undefined : content);
  };
}
