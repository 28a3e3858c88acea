import { type ReactNode, useEffect, useState } from "react";
import { Outlet, useLocation, useMatches } from "react-router";
import { Boundary } from "~/components/layout/boundary";
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
 * The page in three parts that hydrate one by one: the header, the page's content and the
 * footer, each with smaller parts inside (app/components/layout/boundary.tsx).
 */
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
      <Boundary>
        <SiteHeader onMobileOpenChange={setMobileOpen} />
      </Boundary>
      <PageLoader />
      <main
        id="main"
        tabIndex={-1}
        inert={mobileOpen}
        data-pagefind-body={searchable ? "" : undefined}
        className="outline-none"
      >
        <Boundary>{children}</Boundary>
      </main>
      <div inert={mobileOpen}>
        <Boundary>
          <SiteFooter />
        </Boundary>
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
