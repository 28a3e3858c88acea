import { PageErrorBoundary } from "~/components/layout/page-error";
import { PageHero } from "~/components/sections/page-hero";
import { Icon } from "~/components/ui/icon";
import { privacyPage } from "~/lib/company.server";
import { errorMeta, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/privacy";

export function loader() {
  return privacyPage;
}

export function meta({ loaderData, error, location }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error);
  return pageMeta(loaderData.meta, { path: location.pathname });
}

export default function PrivacyPage({ loaderData: page }: Route.ComponentProps) {
  const updated = new Date(`${page.updated}T12:00:00Z`).toLocaleDateString("en-CA", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  return (
    <>
      <PageHero
        eyebrow="Privacy policy"
        title={page.hero.title}
        description={page.hero.description}
      >
        <p className="mt-6 text-on-night-muted text-sm">
          Last updated <time dateTime={page.updated}>{updated}</time>
        </p>
      </PageHero>
      <div className="bg-paper py-16 sm:py-20">
        <div className="container-page grid gap-12 lg:grid-cols-[16rem_1fr] lg:gap-16">
          <nav aria-labelledby="contents-title" className="lg:sticky lg:top-28 lg:self-start">
            <h2
              id="contents-title"
              className="font-semibold text-ink-muted text-sm uppercase tracking-[0.14em]"
            >
              Contents
            </h2>
            <ol className="mt-4 grid gap-1 text-sm">
              {page.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="inline-flex min-h-11 items-center text-ink hover:text-accent-strong lg:min-h-9"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="max-w-3xl">
            <section
              aria-labelledby="short-version"
              className="rounded-card border border-paper-line bg-paper-raised p-7 shadow-card"
            >
              <h2 id="short-version" className="font-semibold text-ink text-xl">
                The short version
              </h2>
              <ul className="mt-4 grid gap-3">
                {page.summary.map((line) => (
                  <li key={line} className="flex gap-3 text-ink-muted">
                    <Icon name="check" className="mt-0.5 size-5 shrink-0 text-aurora-teal-deep" />
                    {line}
                  </li>
                ))}
              </ul>
            </section>
            {page.sections.map((section) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                className="mt-12 scroll-mt-28"
              >
                <h2 id={`${section.id}-title`} className="font-semibold text-2xl text-ink">
                  {section.title}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="mt-4 text-ink-muted leading-relaxed">
                    {paragraph}
                  </p>
                ))}
                {section.items ? (
                  <ul className="mt-4 grid list-disc gap-2 pl-6 text-ink-muted marker:text-accent-strong">
                    {section.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
