import { Bands } from "~/components/layout/boundary";
import { PageErrorBoundary } from "~/components/layout/page-error";
import { DocumentBody, LongDate } from "~/components/sections/document-body";
import { PageHero } from "~/components/sections/page-hero";
import { localeOf, useLocale } from "~/i18n/locale";
import { useMessages } from "~/i18n/messages";
import { privacyWords } from "~/i18n/words/privacy";
import { companyPages } from "~/lib/company.server";
import { errorMeta, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/privacy";

export function loader({ request }: Route.LoaderArgs) {
  return companyPages[localeOf(new URL(request.url).pathname)].privacy;
}

export function meta({ loaderData, error, location }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error, location.pathname);
  return pageMeta(loaderData.meta, { path: location.pathname });
}

export default function PrivacyPage({ loaderData: page }: Route.ComponentProps) {
  const m = useMessages();
  const locale = useLocale();
  return (
    <Bands>
      <PageHero
        eyebrow={privacyWords[locale].eyebrow}
        title={page.hero.title}
        description={page.hero.description}
      >
        <p className="mt-6 text-on-night-muted text-sm">
          {m.sections.updated} <LongDate date={page.updated} />
        </p>
      </PageHero>
      <DocumentBody summary={page.summary} sections={page.sections} />
    </Bands>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
