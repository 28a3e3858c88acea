import { Bands } from "~/components/layout/boundary";
import { PageErrorBoundary } from "~/components/layout/page-error";
import { DocumentBody, LongDate } from "~/components/sections/document-body";
import { PageHero } from "~/components/sections/page-hero";
import { localeOf, useLocale } from "~/i18n/locale";
import { accessibilityWords } from "~/i18n/words/accessibility";
import { companyPages } from "~/lib/company.server";
import { errorMeta, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/accessibility";

export function loader({ request }: Route.LoaderArgs) {
  return companyPages[localeOf(new URL(request.url).pathname)].accessibility;
}

export function meta({ loaderData, error, location }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error, location.pathname);
  return pageMeta(loaderData.meta, { path: location.pathname });
}

export default function AccessibilityPage({ loaderData: page }: Route.ComponentProps) {
  const locale = useLocale();
  return (
    <Bands>
      <PageHero
        eyebrow={accessibilityWords[locale].eyebrow}
        title={page.hero.title}
        description={page.hero.description}
      >
        <dl className="mt-6 grid gap-1 text-on-night-muted text-sm sm:flex sm:gap-8">
          <div className="flex gap-1.5">
            <dt>{accessibilityWords[locale].reviewed}</dt>
            <dd>
              <LongDate date={page.reviewed} />
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt>{accessibilityWords[locale].nextReview}</dt>
            <dd>
              <LongDate date={page.nextReview} />
            </dd>
          </div>
        </dl>
      </PageHero>
      <DocumentBody summary={page.summary} sections={page.sections} />
    </Bands>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
