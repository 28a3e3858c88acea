import type { Config } from "@react-router/dev/config";
import { sitePaths } from "./app/lib/site-paths";

/**
 * A preview of the drafts (app/lib/content/preview.server.ts) is rendered per request, never
 * prerendered; its files are served under the back office's address (vite.config.ts).
 */
const previewBase = process.env.PREVIEW_BASE;

export default {
  ssr: true,
  // Every route is in the manifest that hydration loads, after the first paint: no link names
  // itself for discovery in the HTML (docs/decisions/0018), and no navigation waits for it.
  routeDiscovery: { mode: "initial" },
  prerender: previewBase ? false : () => sitePaths(new Date()),
  splitRouteModules: true,
} satisfies Config;
