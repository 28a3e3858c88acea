import { data } from "react-router";
import { PageErrorBoundary } from "~/components/layout/page-error";
import { WorkStory } from "~/components/sections/work-story";
import { errorMeta, pageMeta } from "~/lib/meta";
import { breadcrumbs } from "~/lib/structured-data";
import { caseStudyPage, projectPage } from "~/lib/work.server";
import type { Route } from "./+types/work";

/** One module for /portfolio/:slug and /case-studies/:slug; the address says which story. */
export function loader({ params, request }: Route.LoaderArgs) {
  const isProject = new URL(request.url).pathname.startsWith("/portfolio/");
  const work = isProject ? projectPage(params.slug) : caseStudyPage(params.slug);
  if (!work) throw data(null, { status: 404 });
  return work;
}

export function meta({ loaderData, error, location }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error);
  return pageMeta(
    { title: `${loaderData.client}: ${loaderData.headline}`, description: loaderData.summary },
    {
      path: location.pathname,
      canonical: loaderData.canonical,
      jsonLd: [
        breadcrumbs([
          { label: "Home", path: "/" },
          { label: "Portfolio", path: "/portfolio" },
          { label: loaderData.client, path: loaderData.canonical },
        ]),
      ],
    },
  );
}

export default function WorkPage({ loaderData }: Route.ComponentProps) {
  return <WorkStory work={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
