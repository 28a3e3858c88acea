import { siteContentAsset } from "virtual:site-content";
import { type ReactNode, useEffect, useLayoutEffect, useRef } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigationType,
} from "react-router";
import type { Route } from "./+types/root";
import { PAGE_BOOT } from "./browser/page-boot.mjs";
import {
  ALL_BANDS_ATTRIBUTE,
  FONT_ATTRIBUTE,
  FONT_FAMILY,
  PAINT_HOLDER,
  SCRIPTS_MARK,
  SCROLL_MARK,
  SCROLL_STORAGE_KEY,
} from "./browser/page-start.mjs";
import { ErrorPanel } from "./components/layout/error-panel";
import { loadWords } from "./i18n/catalogue";
import { languageTag, localeOf } from "./i18n/locale";
import { countNavigation } from "./lib/beacon";
import {
  describesAgency,
  jsonLdText,
  organization,
  organizationReference,
} from "./lib/structured-data";
import stylesheet from "./styles/app.css?url";

/**
 * The interface's words are loaded per language (app/i18n/catalogue.ts). The server holds every
 * language before it answers anything, the prerender included; in the browser the page's own
 * language came before hydration, and a navigation into the other one waits for its words here.
 */
export const middleware: Route.MiddlewareFunction[] = [() => loadWords()];
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }, next) => {
    const language = [localeOf(new URL(request.url).pathname)];
    await loadWords(language);
    await next();
    // A page's module reached for the first time defines its words as it loads, during the
    // navigation: they are loaded before React Router shows the page.
    await loadWords(language);
  },
];

export const links: Route.LinksFunction = () => [
  // With a precedence, React writes the stylesheet ahead of the module preloads: the one
  // render-blocking file is requested first.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/**
 * The agency for search engines, in the page's language: in full on the pages that describe it
 * (the home and About pages; app/lib/structured-data.ts), named on every other page.
 */
const organizationJsonLd = {
  en: jsonLdText(organization("en")),
  fr: jsonLdText(organization("fr")),
  reference: jsonLdText(organizationReference()),
};

/**
 * A first visit's first page is drawn in the fallback face while the site's font is fetched for
 * later (app/browser/page-start.mjs, `fetchFontForLater`). Once it is there, the next page reached
 * by a link is drawn in it: the attribute is set just before that page is first drawn, and the
 * header and footer, which stay, change face in the same frame as the content the click changed.
 */
function FontOnNavigation() {
  const location = useLocation();
  const first = useRef(location);
  useLayoutEffect(() => {
    if (location === first.current) return;
    const root = document.documentElement;
    if (!root.hasAttribute(FONT_ATTRIBUTE) && document.fonts.check(`1em "${FONT_FAMILY}"`)) {
      root.setAttribute(FONT_ATTRIBUTE, "");
    }
  }, [location]);
  return null;
}

/**
 * Going back or forward restores where its visitor had scrolled, and a link to a section
 * scrolls to it, which is only right once the bands above are drawn at their real height (they
 * otherwise wait for the viewport: app/styles/app.css): every band is drawn at once first. Its
 * layout effect runs just before the scroll restoration's, its next sibling. A page opened by a
 * link at its top has its bands wait again. The page's first render is left alone: a reload is
 * restored by the page module before hydration (app/browser/page-start.mjs).
 */
function BandsOnNavigation() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(location);
  useLayoutEffect(() => {
    if (location === first.current) return;
    document.documentElement.toggleAttribute(
      ALL_BANDS_ATTRIBUTE,
      navigationType === "POP" || location.hash !== "",
    );
  }, [location, navigationType]);
  return null;
}

/** The back office: no page boot, no beacon, and the site's font from the start. */
const isBackOffice = (pathname: string) => pathname.startsWith("/admin");

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeOf(pathname);
  const backOffice = isBackOffice(pathname);
  return (
    // The back office is drawn in the site's font from the start; a public page, once its boot
    // knows the browser holds it (app/browser/page-start.mjs).
    <html
      lang={languageTag[locale]}
      {...(backOffice || __PREVIEW__ ? { [FONT_ATTRIBUTE]: "" } : {})}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#070b16" />
        {/* The browser's module of the content its components draw (scripts/site-content.mjs). */}
        {siteContentAsset ? <meta name="site-content" content={siteContentAsset} /> : null}
        <Meta />
        <Links />
        {backOffice || __PREVIEW__ ? null : (
          <>
            <script
              type="application/ld+json"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD from our own content, "<" escaped
              dangerouslySetInnerHTML={{
                __html: describesAgency(pathname)
                  ? organizationJsonLd[locale]
                  : organizationJsonLd.reference,
              }}
            />
            {/* The boot, which picks the face and imports the page module once the page is
                painted (app/browser/page-boot.mjs), then what holds the first paint until the
                document is parsed and both have run, so the page is laid out once, before it is
                painted (app/browser/page-start.mjs). Modules run in this order once the document
                is parsed. */}
            <script
              type="module"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant, allowed by its hash
              dangerouslySetInnerHTML={{ __html: PAGE_BOOT }}
            />
            <script type="module" {...PAINT_HOLDER} {...renderBlocking} />
          </>
        )}
      </head>
      <body>
        {__PREVIEW__ ? <PreviewBanner /> : null}
        {children}
        {__PREVIEW__ ? null : (
          <>
            <FontOnNavigation />
            <BandsOnNavigation />
            {/* Marked, so that the finished document's rewrite finds them (server/hydration.mjs). */}
            <ScrollRestoration storageKey={SCROLL_STORAGE_KEY} {...{ [SCROLL_MARK]: "" }} />
            <Scripts {...{ [SCRIPTS_MARK]: "" }} />
          </>
        )}
      </body>
    </html>
  );
}

/** Says, above a preview of the drafts, that it is not the public site. */
function PreviewBanner() {
  return (
    <p
      lang="en-CA"
      className="fixed inset-x-0 bottom-0 z-50 bg-aurora-teal px-4 py-2 text-center font-semibold text-ink text-sm"
      data-preview=""
    >
      Preview of the drafts: not public, not indexed. Links lead to the live site.
    </p>
  );
}

/** React's types do not know the `blocking` attribute yet; React passes it through. */
const renderBlocking = { blocking: "render" } as Record<string, string>;

export default function App() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // Marks the moment the page became interactive, for tests and for people debugging; a
    // public page's parts mark it once they have all hydrated (app/components/layout/boundary.tsx).
    if (isBackOffice(window.location.pathname)) document.documentElement.dataset.hydrated = "";
  }, []);
  // Each page reached inside the site is a view; the first was counted before hydration.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!isBackOffice(pathname)) countNavigation();
  }, [pathname]);
  return <Outlet />;
}

/** Last resort, when even the site layout failed: no header or footer to lean on. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main className="on-night grid min-h-dvh place-items-center bg-night px-6 text-on-night">
      <ErrorPanel error={error} />
    </main>
  );
}
