import { readFileSync } from "node:fs";
import path from "node:path";
import { constants as zlib } from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { canonicalAddresses } from "./canonical.mjs";
import { cspForHtml, defaultCsp, securityHeaders } from "./headers.mjs";
import { deferHydration } from "./hydration.mjs";
import { inlineIcons, spriteSymbols } from "./icons.mjs";
import { indexStaticFiles, staticHandler } from "./static.mjs";

/**
 * The production server: the client build straight from memory-indexed files (precompressed,
 * with ETags and long-lived caching for hashed assets), everything else (form actions, the
 * contact page, 404s) through React Router. Every response carries the security headers; every
 * HTML document gets a Content-Security-Policy with the hashes of its own inline scripts.
 */
const refusals = {
  en: {
    noLength: "Please send the form again from the page.",
    origin:
      "Forms can only be sent from the Maplestack website. Please open the page and try again.",
    tooLarge: "This submission is too large. Please shorten it and send it again.",
    method: "This address does not accept that kind of request.",
    badRequest: "This request could not be read.",
  },
  fr: {
    noLength: "Veuillez envoyer le formulaire de nouveau à partir de la page.",
    origin:
      "Les formulaires ne peuvent être envoyés que depuis le site de Maplestack. Ouvrez la page et réessayez.",
    tooLarge: "Cet envoi est trop volumineux. Raccourcissez-le et envoyez-le de nouveau.",
    method: "Cette adresse n'accepte pas ce type de requête.",
    badRequest: "Cette requête est illisible.",
  },
};

/** Refusals in the language of the address (French under /fr). */
const refusalsFor = (pathname) => (/^\/fr(\/|$)/i.test(pathname) ? refusals.fr : refusals.en);

export async function createApp({ buildDir = path.resolve("build") } = {}) {
  const clientDir = path.join(buildDir, "client");
  const build = await import(path.join(buildDir, "server", "index.js"));
  const files = indexStaticFiles(clientDir);
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", "strong");
  // Behind a reverse proxy, the visitor's address and scheme come from the proxies TRUST_PROXY
  // names, read with the other settings: a wrong value stops the start here.
  const { TRUST_PROXY } = build.entry.module.readEnv();
  if (TRUST_PROXY) app.set("trust proxy", TRUST_PROXY);

  app.use((_req, res, next) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", defaultCsp);
    next();
  });

  // The back office is for the team only: never indexed, never stored by a cache. Its routes
  // answer in any letter case, so the test is the route's, not the spelling's; it comes before
  // any answer (a 405 or the redirect to the one spelling included).
  app.use((req, res, next) => {
    if (build.entry.module.isBackOffice(req.path)) {
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
      res.setHeader("Cache-Control", "no-store");
    }
    next();
  });

  // Pages are read (GET, HEAD); only the forms' addresses take a POST. Anything else (PUT,
  // TRACE, WebDAV…) is answered here, before it reaches code that does not expect it.
  app.use((req, res, next) => {
    const allow = build.entry.module.acceptsPost(req.path)
      ? ["GET", "HEAD", "POST"]
      : ["GET", "HEAD"];
    if (allow.includes(req.method)) return next();
    res.setHeader("Allow", allow.join(", "));
    res.status(405).type("text/plain").send(refusalsFor(req.path).method);
  });

  // A load balancer's check: the process answers and its database can be read.
  app.get("/healthz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      await build.entry.module.checkHealth();
      res.json({ status: "ok", database: "ok" });
    } catch (error) {
      // The reason (the database is unreachable, or the server is stopping) goes to the log,
      // not to whoever asks: it names internal addresses.
      console.error("Health check failed:", error instanceof Error ? error.message : error);
      res.status(503).json({ status: "unavailable" });
    }
  });

  app.use(staticHandler(files));
  // One address per page (after the files, served under their own names): /About-Us/ and
  // /ABOUT-US answer 301 to /about-us.
  app.use(canonicalAddresses(files));
  // An old address (an entry's that changed, a page of a previous site) answers 301 to its page,
  // query kept: what no file answered, before any route (docs/decisions/0033).
  app.use(async (req, res, next) => {
    if (
      (req.method !== "GET" && req.method !== "HEAD") ||
      build.entry.module.isBackOffice(req.path)
    ) {
      return next();
    }
    try {
      const to = await build.entry.module.redirectFor(req.path);
      if (to === null) return next();
      res.redirect(301, `${to}${req.originalUrl.slice(req.path.length)}`);
    } catch (error) {
      // The database cannot be read: the address is answered as if it had no redirect.
      console.error("Redirect lookup failed:", error instanceof Error ? error.message : error);
      next();
    }
  });
  // Pages rendered per request (the booking and contact pages, form results) are compressed at
  // brotli quality 6 rather than the library's 4: about 3 ms more per page, and a 100 kB page
  // comes to 13.6 kB instead of 14.7 kB, inside the first round trip of a new connection
  // (about 14 kB). Prerendered pages are precompressed at the highest quality by the build.
  app.use(compression({ brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } } }));

  // The visitor's address for the rate limits, in a header only this server sets: on every
  // request (a host's calendar feed is read with GET). Form posts: from a page of this site
  // (Origin), with a declared length within their address's limit (app/lib/post-limits.ts: 64 KB,
  // an image upload's 12 MB and its form), refused in words the posting page reads.
  app.use((req, res, next) => {
    req.headers["x-maplestack-client-ip"] = req.ip ?? "unknown";
    if (req.method !== "POST") return next();
    const say = refusalsFor(req.path);
    const length = Number(req.headers["content-length"]);
    if (req.headers["transfer-encoding"] || Number.isNaN(length)) {
      return res.status(411).type("text/plain").send(say.noLength);
    }
    const origin = req.headers.origin;
    const own = `${req.protocol}://${req.headers.host}`;
    const oneClick = build.entry.module.oneClickPaths.includes(req.path) && !origin;
    if (!oneClick && (!origin || (origin !== own && origin !== process.env.PUBLIC_ORIGIN))) {
      return res.status(403).type("text/plain").send(say.origin);
    }
    const limit = build.entry.module.postLimit(req.path);
    if (length > limit.bytes) {
      if (limit.refusal) return res.status(413).json(limit.refusal);
      return res.status(413).type("text/plain").send(say.tooLarge);
    }
    next();
  });

  const icons = spriteSymbols(readFileSync(path.join(clientDir, "icons.svg"), "utf8"));
  app.use(finishRenderedPages(icons, build));
  app.all(/.*/, createRequestHandler({ build, mode: process.env.NODE_ENV }));
  return { app, build };
}

/**
 * What Node's HTTP parser refuses before Express sees it (a method it does not know, a
 * malformed request line) and CONNECT get a plain answer with the same security headers as
 * every other response, instead of a bare one or a dropped connection.
 */
export function guardServer(server) {
  const answer = (socket, status, reason, extra = {}) => {
    if (!socket.writable) return socket.destroy();
    const body = status === 405 ? refusals.en.method : refusals.en.badRequest;
    const headers = {
      ...securityHeaders,
      "Content-Security-Policy": defaultCsp,
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
      Connection: "close",
      ...extra,
    };
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
    socket.end(`HTTP/1.1 ${status} ${reason}\r\n${lines.join("\r\n")}\r\n\r\n${body}`);
  };
  server.on("clientError", (error, socket) => {
    if (error.code === "ECONNRESET") return socket.destroy();
    if (error.code === "HPE_INVALID_METHOD") {
      return answer(socket, 405, "Method Not Allowed", { Allow: "GET, HEAD" });
    }
    if (error.code === "HPE_HEADER_OVERFLOW") {
      return answer(socket, 431, "Request Header Fields Too Large");
    }
    answer(socket, 400, "Bad Request");
  });
  server.on("connect", (_req, socket) =>
    answer(socket, 405, "Method Not Allowed", { Allow: "GET, HEAD" }),
  );
}

/**
 * Pages rendered per request (the contact page, 404s, form results) are held until complete,
 * so they get the same treatment as the prerendered ones: hydration when it is wanted, their
 * icons inside them, and a Content-Security-Policy naming the hashes of their inline scripts.
 * The back office, which has no page module, hydrates at once.
 */
const finishRenderedPages = (icons, build) => (req, res, next) => {
  const defer = !build.entry.module.isBackOffice(req.path);
  const entry = build.assets.entry.module;
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const chunks = [];
  const isHtml = () => String(res.getHeader("Content-Type") ?? "").startsWith("text/html");
  res.write = (chunk, ...rest) => {
    if (!isHtml()) return write(chunk, ...rest);
    chunks.push(Buffer.from(chunk));
    return true;
  };
  res.end = (chunk, ...rest) => {
    if (!isHtml()) return end(chunk, ...rest);
    if (chunk && typeof chunk !== "function") chunks.push(Buffer.from(chunk));
    const page = Buffer.concat(chunks).toString("utf8");
    const html = inlineIcons(defer ? deferHydration(page, { entry }) : page, icons);
    if (!res.headersSent) {
      res.setHeader("Content-Security-Policy", cspForHtml(html));
      res.removeHeader("Content-Length");
    }
    return end(html);
  };
  next();
};
