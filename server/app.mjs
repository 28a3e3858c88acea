import { existsSync } from "node:fs";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";

/**
 * The production server: prerendered HTML and hashed assets straight from disk, everything
 * else (form actions, 404s, data requests for pages that were not prerendered) through React
 * Router. `/about-us` is served as is, never redirected to `/about-us/`.
 */
export async function createApp({ buildDir = path.resolve("build") } = {}) {
  const clientDir = path.join(buildDir, "client");
  const build = await import(path.join(buildDir, "server", "index.js"));
  const app = express();
  app.disable("x-powered-by");
  app.use(compression());

  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), {
      immutable: true,
      maxAge: "1y",
      redirect: false,
      fallthrough: true,
    }),
  );
  app.use(express.static(clientDir, { redirect: false, index: false, maxAge: "1h" }));

  app.get(/.*/, (req, res, next) => {
    const pagePath = req.path === "/" ? "index.html" : path.join(req.path, "index.html");
    const file = path.join(clientDir, pagePath);
    if (!file.startsWith(clientDir) || !existsSync(file)) return next();
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(file);
  });

  app.all(/.*/, createRequestHandler({ build, mode: process.env.NODE_ENV }));
  return app;
}
