import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import mangleClasses from "unplugin-tailwindcss-mangle/vite";
import { defineConfig } from "vite";
import { shortClassNames } from "./scripts/class-names.mjs";
import { siteContent } from "./scripts/site-content.mjs";

const sharedModule = /\/app\/(components|content|lib|i18n)\//;
const adminModule = /\/app\/(components|lib)\/admin\//;
const bookingModule = /\/app\/(components\/booking\/|i18n\/booking-messages|lib\/forms\/booking\.)/;
/** The site search, loaded by the search page and when the header's search first opens. */
const searchModule = /\/app\/components\/search\/site-search\./;
const formsModule =
  /\/app\/(lib\/forms\/(?!booking\.)|components\/forms\/(consent|field)\.|i18n\/words\/quote\.)/;
/** The content pages' bands and words; the page hero is on every page, the booking page's too. */
const sectionsModule =
  /\/app\/(components\/sections\/(?!page-hero\.|emphasis-title\.)|i18n\/words\/(insights|work)\.)/;
const partModule = new RegExp(
  [adminModule, bookingModule, formsModule, sectionsModule, searchModule]
    .map((group) => group.source)
    .join("|"),
);

export default defineConfig(async ({ command }) => ({
  // A preview of the drafts is served under the back office's address (react-router.config.ts).
  base: process.env.PREVIEW_BASE ?? "/",
  plugins: [
    // The content as data beside the code, not inside it (docs/decisions/0032).
    siteContent({ command }),
    tailwindcss(),
    // The production build names the utility classes short (scripts/class-names.mjs).
    command === "build" ? mangleClasses(await shortClassNames("app/styles/app.css")) : [],
    reactRouter(),
  ],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  // The moment of the build: the articles dated up to its day are published (app/lib/insights.server.ts).
  // A preview build (PREVIEW_BASE) draws pages without their scripts, under a banner.
  define: {
    __BUILT_AT__: JSON.stringify(new Date().toISOString()),
    __PREVIEW__: JSON.stringify(Boolean(process.env.PREVIEW_BASE)),
  },
  // While writing (`npm run dev`), content-collections' watcher rewrites the generated modules
  // (#content) as a file of content/ is saved: a page reloads once they are all written, not
  // while one is half written.
  server: { watch: { awaitWriteFinish: { stabilityThreshold: 150, pollInterval: 25 } } },
  build: {
    rolldownOptions: {
      output: {
        // The components, content and helpers that two or more pages share travel as a few
        // chunks, not a dozen of a few hundred bytes each: every request costs a phone its headers
        // and, on HTTP/1.1, a connection. What only some kinds of page use travels apart, so a
        // page does not load it for nothing: the forms' schemas and zod (the contact and booking
        // pages), the slot picker and its words (booking), the content pages' bands, the site
        // search (loaded when it is opened), and the back office's own pieces. A module goes to
        // the first group, by priority, whose test it passes, with what it imports; the shared
        // chunk, captured first, keeps what every page needs (React Router, the header and
        // footer, the interface's words). docs/decisions/0004.
        codeSplitting: {
          groups: [
            {
              name: "shared",
              test: (id: string) => sharedModule.test(id) && !partModule.test(id),
              minShareCount: 2,
              priority: 40,
            },
            // The forms' chunk first: the booking schema's imports (zod, the details' rules)
            // stay in it, and the schema goes with the booking pages' own chunk, which the
            // contact page does not load.
            { name: "forms", test: formsModule, minShareCount: 2, priority: 35 },
            { name: "booking", test: bookingModule, minShareCount: 2, priority: 30 },
            { name: "sections", test: sectionsModule, minShareCount: 2, priority: 10 },
            { name: "admin", test: adminModule, minShareCount: 2 },
          ],
        },
      },
    },
  },
}));
