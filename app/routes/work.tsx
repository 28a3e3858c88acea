import { data, redirect } from "react-router";
import { PageErrorBoundary } from "~/components/layout/page-error";
import { WorkStory } from "~/components/sections/work-story";
import { errorMeta, pageMeta } from "~/lib/meta";
import { breadcrumbs } from "~/lib/structured-data";
import { caseStudyPage, projectPage, projectPath } from "~/lib/work.server";
import type { Route } from "./+types/work";

/** One module for /portfolio/:slug and /case-studies/:slug; the address says which story. */
export function loader({ params, url }: Route.LoaderArgs) {
  const project = projectPage(params.slug);
  if (url.pathname.toLowerCase().startsWith("/portfolio/")) {
    if (!project) throw data(null, { status: 404 });
    return project;
  }
  // A portfolio project's story has one address, its project page; the case-study address
  // it once had answers with a permanent redirect there.
  if (project) throw redirect(`${projectPath(project.slug)}${url.search}`, 301);
  const study = caseStudyPage(params.slug);
  if (!study) throw data(null, { status: 404 });
  return study;
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
