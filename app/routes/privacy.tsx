import { PageErrorBoundary } from "~/components/layout/page-error";
import { DocumentBody, LongDate } from "~/components/sections/document-body";
import { PageHero } from "~/components/sections/page-hero";
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
  return (
    <>
      <PageHero
        eyebrow="Privacy policy"
        title={page.hero.title}
        description={page.hero.description}
      >
        <p className="mt-6 text-on-night-muted text-sm">
          Last updated <LongDate date={page.updated} />
        </p>
      </PageHero>
      <DocumentBody summary={page.summary} sections={page.sections} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
