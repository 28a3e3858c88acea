/**
 * The process that draws the live preview's pages for scripts/draw-pages.mjs: each request names
 * a fresh copy of the server bundle, with its content beside it, and a page; the bundle is
 * imported and asked for the page. Its bundles are never unloaded, so the drawing process ends
 * this one after a few dozen pages, and its memory goes with it.
 */
import path from "node:path";

process.env.NODE_ENV ??= "production";
const { createRequestHandler } = await import("react-router");

process.on("message", async ({ id, dir, page }) => {
  try {
    const build = await import(path.join(dir, "index.js"));
    const response = await createRequestHandler(
      build,
      "production",
    )(new Request(`http://localhost${page}`));
    process.send?.({ id, status: response.status, html: await response.text() });
  } catch (error) {
    process.send?.({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
process.on("disconnect", () => process.exit(0));
process.send?.({ ready: true });
