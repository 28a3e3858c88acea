import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { insights } from "./app/lib/insights/vite-plugin";

export default defineConfig({
  plugins: [insights(), tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    rolldownOptions: {
      output: {
        // The components, content and helpers that two or more pages share travel as one chunk,
        // not a dozen of a few hundred bytes each: every request costs a phone its headers and,
        // on HTTP/1.1, a connection. The back office's own pieces travel apart, so that no
        // public page loads them.
        codeSplitting: {
          groups: [
            {
              name: "shared",
              test: /\/app\/(components|content|lib)\/(?!admin\/)/,
              minShareCount: 2,
            },
            { name: "admin", test: /\/app\/(components|lib)\/admin\//, minShareCount: 2 },
          ],
        },
      },
    },
  },
});
