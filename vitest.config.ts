import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // The moment of the run, as the build's (vite.config.ts): what is published is decided against it.
  define: { __BUILT_AT__: JSON.stringify(new Date().toISOString()) },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.{ts,mjs}", "scripts/**/*.test.mjs"],
    setupFiles: ["./tests/setup-unit.ts"],
    globalSetup: ["./tests/postgres-setup.ts"],
    // Store tests run on a real PostgreSQL and hash passwords with argon2 (made to be slow):
    // on a busy two-core machine some take seconds, not milliseconds.
    testTimeout: 20_000,
  },
});
