// What a Lighthouse run's largest contentful paint waits for, as Lighthouse's own model of a
// slow phone (Lantern) sees it. Lighthouse's mobile LCP is not measured: it is simulated from
// the page's requests and main-thread tasks, as the mean of an optimistic and a pessimistic
// estimate, each over the requests that had ended before the paint in the real, fast load.
// Whichever of those requests the model finishes last sets the figure; this names it, so the
// benchmark says what to move rather than only by how much.
//
// It reads the artifacts of a run made with `lighthouse -GA=<folder>` and uses Lighthouse's
// own modules (its version is pinned in package-lock.json; they are not a public API).
// Usage: node scripts/lcp-path.mjs <artifacts folder>
import { pathToFileURL } from "node:url";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { defaultSettings } from "lighthouse/core/config/constants.js";
import { loadArtifacts } from "lighthouse/core/lib/asset-saver.js";

/** A request's name for the report: its file without the build's hash, or "document". */
const shortName = (url, type) => {
  if (type === "Document") return "document";
  const file = new URL(url).pathname.split("/").at(-1) ?? "";
  return file.replace(/-[\w-]{8}(\.(?:js|css|woff2))$/, "$1");
};

/**
 * The requests of the model's largest paint, the last to end first, in each estimate: name,
 * resource type, and when the model starts and ends it (ms from navigation).
 */
export async function lcpPath(artifactsDir) {
  const artifacts = await loadArtifacts(artifactsDir);
  const settings = { ...defaultSettings, ...artifacts.settings };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps ?? [],
    simulator: null,
  };
  const result = await LanternLargestContentfulPaint.request(data, {
    computedCache: new Map(),
    settings,
  });
  const requests = (estimate) =>
    [...estimate.nodeTimings.entries()]
      .filter(([node]) => node.type === "network")
      .map(([node, timing]) => ({
        name: shortName(node.request.url, node.request.resourceType),
        type: node.request.resourceType,
        startMs: Math.round(timing.startTime),
        endMs: Math.round(timing.endTime),
      }))
      .sort((a, b) => b.endMs - a.endMs);
  return {
    lcpMs: Math.round(result.timing),
    optimistic: requests(result.optimisticEstimate),
    pessimistic: requests(result.pessimisticEstimate),
  };
}

/** "font.woff2 1206/1356": the request the model ends last, and when, in each estimate. */
export function lastOnPath({ optimistic, pessimistic }) {
  const last = optimistic[0];
  const same = pessimistic.find((request) => request.name === last?.name);
  return last ? `${last.name} ${last.endMs}/${same?.endMs ?? "-"}` : "-";
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const path = await lcpPath(process.argv[2]);
  console.log(`LCP ${path.lcpMs} ms (the mean of the two estimates' last ends)`);
  for (const estimate of ["optimistic", "pessimistic"]) {
    console.log(`${estimate}:`);
    for (const r of path[estimate]) console.log(`  ${r.name} (${r.type}) ${r.startMs}→${r.endMs}`);
  }
}
