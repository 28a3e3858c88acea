import { data, redirect } from "react-router";
import { PageErrorBoundary } from "~/components/layout/page-error";
import { WorkStory } from "~/components/sections/work-story";
import { localeOf } from "~/i18n/locale";
import { messages } from "~/i18n/messages";
import { englishPath, localizePath, pagePath } from "~/i18n/paths";
import { workTitle } from "~/i18n/work-headings";
import { errorMeta, pageMeta } from "~/lib/meta";
import { breadcrumbs } from "~/lib/structured-data";
import { caseStudyPage, caseStudyPath, projectPage, projectPath } from "~/lib/work.server";
import type { Route } from "./+types/work";

/** One module for /portfolio/:slug and /case-studies/:slug; the address says which story. */
export function loader({ params, url }: Route.LoaderArgs) {
  const pathname = pagePath(url.pathname);
  const locale = localeOf(pathname);
  const english = englishPath(pathname)?.toLowerCase() ?? "";
  const slug = english.slice(english.lastIndexOf("/") + 1);
  const project = projectPage(slug, locale);
  const record =
    project ?? (english.startsWith("/portfolio/") ? undefined : caseStudyPage(slug, locale));
  if (!record || !params.slug) throw data(null, { status: 404 });
  // One address per story, in each language: a portfolio project's old case-study address, a
  // French address spelled with the English slug and any other letter case answer with a
  // permanent redirect to it.
  const canonical = localizePath(project ? projectPath(slug) : caseStudyPath(slug), locale);
  if (pathname !== canonical) throw redirect(`${canonical}${url.search}`, 301);
  return record;
}

export function meta({ loaderData, error, location }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error, location.pathname);
  return pageMeta(
    {
      title: workTitle(loaderData.client, loaderData.headline, localeOf(location.pathname)),
      description: loaderData.summary,
    },
    {
      path: location.pathname,
      canonical: loaderData.canonical,
      // No twin in the other language: the page names itself alone.
      alternates: loaderData.alternate ? {} : undefined,
      jsonLd: [
        breadcrumbs([
          { label: messages[localeOf(location.pathname)].home, path: "/" },
          { label: messages[localeOf(location.pathname)].nav.portfolio, path: "/portfolio" },
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
