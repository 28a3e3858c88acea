import { PassThrough } from "node:stream";
import { contentAt } from "virtual:site-content";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { locales } from "./i18n/locale";
import { localizePath } from "./i18n/paths";
import { BEACON_PATH } from "./lib/beacon";
import { ogImagePath } from "./lib/og-path";
import { sitePaths } from "./lib/site-paths";
import { VITALS_PATH } from "./lib/vitals";

export {
  checkHealth,
  drainServices,
  rebuildPublished,
  redirectFor,
  startServices,
  stopServices,
} from "./lib/app.server";
/**
 * React Router's default server entry, plus what the production server and the scripts call
 * outside a request: the validated settings, starting and stopping the services (settings,
 * database, notification outbox) and the command-line jobs.
 */
export { runsSettled, stopBuilds } from "./lib/content/run-lock.server";
export { readEnv } from "./lib/env.server";
export { createAccountFromCommandLine, exportCsv } from "./lib/jobs.server";
export { postLimit } from "./lib/post-limits";

/**
 * What a publish renders again from this bundle and its content (scripts/render-pages.mjs):
 * every prerendered address, with the articles out at the content's moment, and a page's
 * share image.
 */
export const prerenderPaths = () => sitePaths(new Date(contentAt));
export const shareImageOf = ogImagePath;

/** The addresses that take a POST (a form's action, and its data request once hydrated). */
export const formPaths = locales.flatMap((locale) =>
  ["/contact-us", "/book", "/newsletter", "/newsletter/confirm", "/newsletter/unsubscribe"].flatMap(
    (path) => {
      const localized = localizePath(path, locale);
      return [localized, `${localized}.data`];
    },
  ),
);

/**
 * Where a mail program posts a one-click unsubscribe (RFC 8058): such a post carries no Origin,
 * and the signed link in its address is what authorises it.
 */
export const oneClickPaths = locales.map((locale) =>
  localizePath("/newsletter/unsubscribe", locale),
);

/** A booking's manage page (cancel, reschedule), and its data request once hydrated. */
const managePaths = locales.map((locale) => `${localizePath("/book/manage", locale)}/`);
function isManagePath(pathname: string): boolean {
  return managePaths.some(
    (prefix) =>
      pathname.startsWith(prefix) &&
      /^[A-Za-z0-9_-]{43}(\.data)?$/.test(pathname.slice(prefix.length)),
  );
}

/**
 * Whether an address is the back office's as its routes see it: they match in any letter case
 * and through escapes (/ADMIN, /%61dmin), so this test does too. /admin.data is the data
 * request of /admin.
 */
export function isBackOffice(pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape matches no route: the address is tested as it is.
  }
  return /^\/+admin(\/|\.data$|$)/i.test(path);
}

/** Whether an address takes a POST: a public form's, the analytics beacons', or the back office's. */
export function acceptsPost(pathname: string): boolean {
  return (
    formPaths.includes(pathname) ||
    isManagePath(pathname) ||
    pathname === BEACON_PATH ||
    pathname === VITALS_PATH ||
    isBackOffice(pathname)
  );
}

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and prerendering (whose requests name no user agent) get the whole document at
    // once: no Suspense boundary left to stream, so none of React's scripts that fill one in.
    const readyOption =
      !userAgent || isbot(userAgent) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // The page's regions are Suspense boundaries for selective hydration
        // (app/routes/site-layout.tsx); none suspends. React would send a region larger than
        // this many bytes after the rest, hidden, with a script to put it in place: a page
        // without scripts would then show no content. Every region stays where it is.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
