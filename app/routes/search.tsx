import { useEffect, useState } from "react";
import { Bands } from "~/components/layout/boundary";
import { PageErrorBoundary } from "~/components/layout/page-error";
import { SearchPanel } from "~/components/search/site-search";
import { PageHero } from "~/components/sections/page-hero";
import { Link } from "~/components/ui/link";
import { navigationByLocale } from "~/content/navigation";
import { whyPath } from "~/content/site";
import { localeOf, useLocale } from "~/i18n/locale";
import { messages, useMessages } from "~/i18n/messages";
import { errorMeta, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/search";

export function meta({ error, location }: Route.MetaArgs) {
  if (error) return errorMeta(error, location.pathname);
  const m = messages[localeOf(location.pathname)];
  // A page of results is not a page to index; the pages it finds are.
  return pageMeta(
    { title: m.search.title, description: m.search.description },
    { path: location.pathname, noindex: true, sharePath: "/" },
  );
}

/**
 * The search page: the header's search without a dialog, and what a visitor without JavaScript
 * gets instead of results: a plain statement and every section of the site.
 */
/** Listed pages are found through their own entries in the site search. */
export const handle = { search: false };

export default function SearchPage() {
  const m = useMessages();
  const locale = useLocale();
  const navigation = navigationByLocale[locale];
  // The query comes from the address once the page runs in the browser (the page is static).
  const [query, setQuery] = useState<string | null>(null);
  useEffect(() => {
    setQuery(new URLSearchParams(window.location.search).get("q") ?? "");
  }, []);
  const named = (to: string) => ({ label: navigation.labelOf(to), to });
  const sections = [
    named("/services"),
    ...navigation.servicesMenu.map((category) => ({ label: category.name, to: category.to })),
    ...["/portfolio", "/insights", "/about-us", whyPath, "/faqs", "/contact-us"].map(named),
  ];
  return (
    <Bands>
      <PageHero
        eyebrow={m.search.open}
        title={{ text: m.search.title }}
        description={m.search.description}
      />
      <div className="bg-paper py-14 sm:py-20">
        <div className="container-page grid gap-14 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="max-w-3xl">
            <p className="mb-8 text-ink-muted leading-relaxed">{m.search.scope}</p>
            {query === null ? (
              <noscript>
                <p className="rounded-2xl border border-paper-line bg-paper-raised p-5 text-ink">
                  {m.search.noScript}
                </p>
              </noscript>
            ) : (
              <SearchPanel initialQuery={query} />
            )}
          </div>
          <nav aria-labelledby="sections-title">
            <h2
              id="sections-title"
              className="font-semibold text-ink-muted text-sm uppercase tracking-[0.14em]"
            >
              {m.search.sections}
            </h2>
            <ul className="mt-4 grid gap-1">
              {sections.map((section) => (
                <li key={section.to}>
                  <Link
                    to={section.to}
                    className="inline-flex min-h-11 items-center font-medium text-ink underline-offset-4 hover:underline"
                  >
                    {section.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </Bands>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
