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
const MAX_BODY_BYTES = 64 * 1024;

export async function createApp({ buildDir = path.resolve("build") } = {}) {
  const clientDir = path.join(buildDir, "client");
  const build = await import(path.join(buildDir, "server", "index.js"));
  const app = express();
  app.disable("x-powered-by");
  // Behind a reverse proxy (TRUST_PROXY=1), the visitor's address comes from X-Forwarded-For.
  if (process.env.TRUST_PROXY) app.set("trust proxy", Number(process.env.TRUST_PROXY) || true);
  app.use(compression());

  // Form posts: from a page of this site (Origin), with a declared length of at most 64 KB,
  // and the visitor's address for the rate limit in a header only this server sets.
  app.use((req, res, next) => {
    delete req.headers["x-maplestack-client-ip"];
    if (req.method !== "POST") return next();
    const length = Number(req.headers["content-length"]);
    if (req.headers["transfer-encoding"] || Number.isNaN(length)) {
      return res.status(411).type("text/plain").send("Please send the form again from the page.");
    }
    const origin = req.headers.origin;
    const own = `${req.protocol}://${req.headers.host}`;
    if (!origin || (origin !== own && origin !== process.env.PUBLIC_ORIGIN)) {
      return res
        .status(403)
        .type("text/plain")
        .send(
          "Forms can only be sent from the Maplestack website. Please open the page and try again.",
        );
    }
    if (length > MAX_BODY_BYTES) {
      return res
        .status(413)
        .type("text/plain")
        .send("This submission is too large. Please shorten it and send it again.");
    }
    req.headers["x-maplestack-client-ip"] = req.ip ?? "unknown";
    next();
  });

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
  return { app, build };
}
