import { type ReactNode, Suspense, useEffect, useState } from "react";
import { Outlet, useLocation, useMatches } from "react-router";
import { PageErrorBoundary } from "~/components/layout/page-error";
import { PageLoader } from "~/components/layout/page-loader";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { useScrollReveal } from "~/components/motion/reveal";
import { localeOf } from "~/i18n/locale";
import { messages } from "~/i18n/messages";
import { errorMeta } from "~/lib/meta";
import { useWebVitals } from "~/lib/vitals-beacon";
import type { Route } from "./+types/site-layout";

export function meta({ error, location }: Route.MetaArgs) {
  return error ? errorMeta(error, location.pathname) : [];
}

/**
 * The page in three regions that hydrate one by one (React's selective hydration): the header,
 * the page's content and the footer, each a Suspense boundary (nothing in them suspends). A tap
 * or a key in one region while the page hydrates hydrates that region at once and the others
 * after it, in slices that give way to input, instead of the whole page in one task before the
 * tap is answered (issue 41, docs/decisions/0027). The root is marked hydrated (`data-hydrated`,
 * for tests and people debugging) once all three are.
 */
const REGIONS = ["header", "content", "footer"] as const;
const hydratedRegions = new Set<string>();

function Region({ name, children }: { name: (typeof REGIONS)[number]; children: ReactNode }) {
  return (
    <Suspense>
      {children}
      <RegionHydrated name={name} />
    </Suspense>
  );
}

function RegionHydrated({ name }: { name: string }) {
  useEffect(() => {
    hydratedRegions.add(name);
    if (hydratedRegions.size === REGIONS.length) document.documentElement.dataset.hydrated = "";
  }, [name]);
  return null;
}

function SiteShell({ children }: { children: ReactNode }) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
  // The site search indexes each page's main content, except where a route says it is a list
  // of other pages (article listings) or the search itself (scripts/search-index.mjs).
  const searchable = !useMatches().some(
    (match) => (match.handle as { search?: boolean } | undefined)?.search === false,
  );
  useScrollReveal(pathname);
  useWebVitals();
  useEffect(() => {
    // The web app manifest matters only to a visitor installing the site, never while a page
    // loads: named in the HTML, browsers fetch it beside the stylesheet and font.
    if (!document.querySelector('link[rel="manifest"]')) {
      const manifest = document.createElement("link");
      manifest.rel = "manifest";
      manifest.href = "/site.webmanifest";
      document.head.append(manifest);
    }
  }, []);

  return (
    <>
      <a
        href="#main"
        className="not-focus:sr-only fixed top-3 left-3 z-[70] inline-flex min-h-11 items-center rounded-full bg-paper px-5 font-semibold text-ink shadow-lift"
      >
        {messages[localeOf(pathname)].skipToContent}
      </a>
      <Region name="header">
        <SiteHeader onMobileOpenChange={setMobileOpen} />
      </Region>
      <PageLoader />
      <main
        id="main"
        tabIndex={-1}
        inert={mobileOpen}
        data-pagefind-body={searchable ? "" : undefined}
        className="outline-none"
      >
        <Region name="content">{children}</Region>
      </main>
      <div inert={mobileOpen}>
        <Region name="footer">
          <SiteFooter />
        </Region>
      </div>
    </>
  );
}

export default function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

/** A failure of the layout itself; pages have their own boundary inside the layout. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteShell>
      <PageErrorBoundary error={error} />
    </SiteShell>
  );
}
