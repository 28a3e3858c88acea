// Maplestack beside AstroWind, in one run on one machine: AstroWind's static build (from
// ../shared/anchors/astrowind, served here as files on a loopback port, compressed as our server
// compresses) and our production server, each page kind measured by Lighthouse (mobile, the same
// Lighthouse and Chromium), interleaved: run r of their page, then run r of ours, so both see the
// same machine load. Reported per kind: the median of the runs for each figure, ours, theirs and
// the difference; our French twin beside them. A kind fails when our median performance score
// is below theirs or below 100, or when our TBT > 50 ms, CLS > 0 or LCP > 1.0 s.
//
// Usage: node scripts/side-by-side.mjs [--runs 3] [--kinds home,service] [--no-french]
// (npm run bench runs it first; it needs a build: npm run build).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants } from "node:zlib";
import { lastOnPath, lcpPath } from "./lcp-path.mjs";

/** The page kinds matched in ../shared/anchors/README.md, with our French twin of each. */
export const KINDS = [
  { kind: "home", theirs: "/", ours: "/", french: "/fr" },
  {
    kind: "service",
    theirs: "/services",
    ours: "/services/web/website-design-development",
    french: "/fr/services/web/conception-et-developpement-de-sites-web",
  },
  { kind: "about", theirs: "/about", ours: "/about-us", french: "/fr/a-propos" },
  { kind: "contact", theirs: "/contact", ours: "/contact-us", french: "/fr/nous-joindre" },
  {
    kind: "pricing",
    theirs: "/pricing",
    ours: "/services/web/website-maintenance",
    french: "/fr/services/web/entretien-de-sites-web",
  },
  { kind: "insights", theirs: "/blog", ours: "/insights", french: "/fr/perspectives" },
];

/** The budget every kind must meet, in both languages. */
export const BUDGET = { performance: 100, tbtMs: 50, cls: 0, lcpMs: 1000 };

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".ico": "image/x-icon",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
};
const COMPRESSIBLE = new Set([".html", ".css", ".js", ".json", ".svg", ".xml", ".txt"]);

/** A static build served as files, brotli for text as our own server does, cached for a year. */
export function serveStatic(root, port) {
  const cache = new Map();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, "index.html");
    if (!existsSync(file) && existsSync(`${file}.html`)) file = `${file}.html`;
    if (!existsSync(file)) {
      response.writeHead(404, { "content-type": TYPES[".html"] });
      response.end(readFileSync(path.join(root, "404.html")));
      return;
    }
    const ext = path.extname(file);
    const headers = {
      "content-type": TYPES[ext] ?? "application/octet-stream",
      "cache-control": ext === ".html" ? "no-cache" : "public, max-age=31536000, immutable",
    };
    let body = readFileSync(file);
    if (COMPRESSIBLE.has(ext) && /\bbr\b/.test(String(request.headers["accept-encoding"]))) {
      if (!cache.has(file)) {
        cache.set(
          file,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
      body = cache.get(file);
      headers["content-encoding"] = "br";
      headers.vary = "accept-encoding";
    }
    headers["content-length"] = String(body.length);
    response.writeHead(200, headers);
    response.end(request.method === "HEAD" ? undefined : body);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

/** Our production server with a throwaway database. */
export async function startOurServer(port) {
  const child = spawn("node", ["server/start.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "maplestack-side-by-side-")),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => String(chunk).includes("serving") && resolve());
    child.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return child;
}

/**
 * One Lighthouse run (mobile, simulated slow 4G and 4× CPU: Lighthouse's defaults). Spawned
 * without blocking: AstroWind's files are served from this very process. With `explain`, the
 * run keeps its artifacts long enough to name what its largest paint waited for
 * (scripts/lcp-path.mjs), then drops them (a trace is tens of megabytes).
 */
export async function lighthouseRun(url, outFile, chromePath, { explain = false } = {}) {
  const artifacts = outFile.replace(/\.json$/, ".artifacts");
  const attempt = (keepArtifacts) =>
    new Promise((resolve) => {
      rmSync(artifacts, { recursive: true, force: true });
      const child = spawn(
        path.resolve("node_modules/.bin/lighthouse"),
        [
          url,
          "--quiet",
          "--only-categories=performance",
          "--output=json",
          `--output-path=${outFile}`,
          ...(keepArtifacts ? [`-GA=${artifacts}`] : []),
          "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic",
        ],
        {
          env: { ...process.env, CHROME_PATH: chromePath },
          stdio: ["ignore", "ignore", "inherit"],
        },
      );
      child.on("exit", (code) => resolve(code === 0));
    });
  // Lighthouse now and then fails to record a trace (NO_NAVSTART), more often when it keeps its
  // artifacts: a second try measures, and a third without them, which only loses the naming.
  let explained = explain;
  if (!(await attempt(explain)) && !(await attempt(explain))) {
    explained = false;
    if (!(await attempt(false))) throw new Error(`lighthouse failed three times on ${url}`);
  }
  const report = JSON.parse(readFileSync(outFile, "utf8"));
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  const html = (report.audits["network-requests"]?.details?.items ?? []).find(
    (item) => item.resourceType === "Document",
  );
  return {
    performance: Math.round((report.categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(audit("first-contentful-paint")),
    lcpMs: Math.round(audit("largest-contentful-paint")),
    tbtMs: Math.round(audit("total-blocking-time")),
    cls: Number(audit("cumulative-layout-shift").toFixed(3)),
    siMs: Math.round(audit("speed-index")),
    htmlBytes: html?.transferSize ?? 0,
    lcpWaitsFor: explained ? await waitsFor(artifacts) : undefined,
  };
}

/** The request Lighthouse's model ends last before the largest paint, from a run's artifacts. */
async function waitsFor(artifacts) {
  try {
    return lastOnPath(await lcpPath(artifacts));
  } catch (error) {
    return `(not traced: ${error.message})`;
  } finally {
    rmSync(artifacts, { recursive: true, force: true });
  }
}

const FIGURES = ["performance", "fcpMs", "lcpMs", "tbtMs", "cls", "siMs", "htmlBytes"];
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const medians = (runs) => ({
  ...Object.fromEntries(FIGURES.map((figure) => [figure, median(runs.map((run) => run[figure]))])),
  // What the run with the median LCP waited for (ours only; see lighthouseRun).
  lcpWaitsFor: [...runs].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor((runs.length - 1) / 2)]
    ?.lcpWaitsFor,
});

/** What a kind misses: behind AstroWind, or over the budget. */
export function misses(ours, theirs) {
  const found = [];
  if (theirs && ours.performance < theirs.performance) found.push("perf behind AstroWind");
  if (ours.performance < BUDGET.performance) found.push(`perf < ${BUDGET.performance}`);
  if (ours.tbtMs > BUDGET.tbtMs) found.push(`TBT > ${BUDGET.tbtMs} ms`);
  if (ours.cls > BUDGET.cls) found.push("CLS > 0");
  if (ours.lcpMs > BUDGET.lcpMs) found.push(`LCP > ${BUDGET.lcpMs / 1000} s`);
  return found;
}

export async function sideBySide({
  runs = 3,
  kinds = KINDS,
  french = true,
  anchor = path.resolve("../shared/anchors/astrowind"),
  chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  theirPort = Number(process.env.ANCHOR_PORT ?? 4330),
  ourPort = Number(process.env.SIDE_PORT ?? 4331),
  outDir = path.resolve("reports/side-by-side"),
} = {}) {
  if (!existsSync(path.join(anchor, "index.html"))) {
    throw new Error(`no AstroWind build at ${anchor} (see ../shared/anchors/README.md)`);
  }
  mkdirSync(outDir, { recursive: true });
  const anchorServer = await serveStatic(anchor, theirPort);
  const ourServer = await startOurServer(ourPort);
  const rows = [];
  try {
    for (const entry of kinds) {
      const measured = { theirs: [], ours: [], french: [] };
      for (let run = 1; run <= runs; run++) {
        const file = (who) => path.join(outDir, `${entry.kind}.${who}.${run}.json`);
        measured.theirs.push(
          await lighthouseRun(
            `http://127.0.0.1:${theirPort}${entry.theirs}`,
            file("theirs"),
            chromePath,
          ),
        );
        measured.ours.push(
          await lighthouseRun(
            `http://127.0.0.1:${ourPort}${entry.ours}`,
            file("ours"),
            chromePath,
            {
              explain: true,
            },
          ),
        );
        if (french) {
          measured.french.push(
            await lighthouseRun(
              `http://127.0.0.1:${ourPort}${entry.french}`,
              file("french"),
              chromePath,
              { explain: true },
            ),
          );
        }
      }
      const theirs = medians(measured.theirs);
      const ours = medians(measured.ours);
      const fr = french ? medians(measured.french) : null;
      rows.push({
        kind: entry.kind,
        pages: entry,
        theirs,
        ours,
        french: fr,
        misses: [...misses(ours, theirs), ...(fr ? misses(fr, null).map((m) => `fr: ${m}`) : [])],
        runs: measured,
      });
      console.error(`side by side: measured ${entry.kind}`);
    }
  } finally {
    ourServer.kill();
    anchorServer.close();
  }
  return rows;
}

/** The table: per kind, ours / theirs / difference for each figure, then the French twin. */
export function formatSideBySide(rows) {
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const diff = (a, b, digits = 0) => {
    const d = a - b;
    return `${d > 0 ? "+" : ""}${d.toFixed(digits)}`;
  };
  const header = [
    "kind",
    "perf ours/theirs (Δ)",
    "TBT ms",
    "LCP ms",
    "FCP ms",
    "CLS",
    "html kB",
    "fr perf/TBT/LCP/CLS",
    "verdict",
  ];
  const body = rows.map(({ kind, ours, theirs, french, misses: missed }) => [
    kind,
    `${ours.performance}/${theirs.performance} (${diff(ours.performance, theirs.performance)})`,
    `${ours.tbtMs}/${theirs.tbtMs} (${diff(ours.tbtMs, theirs.tbtMs)})`,
    `${ours.lcpMs}/${theirs.lcpMs} (${diff(ours.lcpMs, theirs.lcpMs)})`,
    `${ours.fcpMs}/${theirs.fcpMs} (${diff(ours.fcpMs, theirs.fcpMs)})`,
    `${ours.cls}/${theirs.cls}`,
    `${kb(ours.htmlBytes)}/${kb(theirs.htmlBytes)}`,
    french ? `${french.performance}/${french.tbtMs}/${french.lcpMs}/${french.cls}` : "-",
    missed.length ? missed.join(", ") : "ahead, in budget",
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join("  ");
  const waits = rows.map(
    ({ kind, ours, french }) =>
      `  ${kind}: ${ours.lcpWaitsFor ?? "-"}${french ? `; fr: ${french.lcpWaitsFor ?? "-"}` : ""}`,
  );
  return [
    "Maplestack / AstroWind, Lighthouse mobile, median of each figure",
    line(header),
    ...body.map(line),
    "",
    "What our largest paint waits for in Lighthouse's model (the request it ends last, and when:",
    "optimistic/pessimistic estimate, ms; LCP is their mean), in the run with the median LCP:",
    ...waits,
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const option = (name) => {
    const index = args.indexOf(name);
    return index === -1 ? undefined : args[index + 1];
  };
  const only = option("--kinds")?.split(",");
  const rows = await sideBySide({
    runs: Number(option("--runs") ?? 3),
    kinds: only ? KINDS.filter((k) => only.includes(k.kind)) : KINDS,
    french: !args.includes("--no-french"),
  });
  console.log(formatSideBySide(rows));
  if (rows.some((row) => row.misses.length > 0)) process.exitCode = 1;
}
