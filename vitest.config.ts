import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // The moment of the run, as the build's (vite.config.ts): what is published is decided against it.
  define: { __BUILT_AT__: JSON.stringify(new Date().toISOString()), __PREVIEW__: "false" },
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "virtual:site-content": fileURLToPath(
        new URL("./app/content/site-content-dev.ts", import.meta.url),
      ),
    },
  },
  test: {
    // Most tests need no DOM; a component's test asks for jsdom in its first line.
    environment: "node",
    // Vitest keeps one core free by default: on two cores that is one worker for the whole run.
    maxWorkers: 2,
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.{ts,mjs}", "scripts/**/*.test.mjs"],
    setupFiles: ["./tests/setup-unit.ts"],
    globalSetup: ["./tests/postgres-setup.ts"],
    // Store tests run on a real PostgreSQL and hash passwords with argon2 (made to be slow):
    // on a busy two-core machine some take seconds, not milliseconds.
    testTimeout: 20_000,
  },
});
