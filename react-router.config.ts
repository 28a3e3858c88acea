import type { Config } from "@react-router/dev/config";
import { prerenderAll } from "./app/content/routes-table";
import { insightsPrerenderPaths } from "./app/lib/insights/files";

export default {
  ssr: true,
  prerender: () => [...prerenderAll(), ...insightsPrerenderPaths(), "/search", "/fr/recherche"],
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
