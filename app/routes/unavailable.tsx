import { data } from "react-router";
import { PageErrorBoundary } from "~/components/layout/page-error";
import { errorMeta } from "~/lib/meta";
import type { Route } from "./+types/unavailable";

export const meta = ({ error, location }: Route.MetaArgs) => errorMeta(error, location.pathname);

/**
 * "We'll be right back", with status 503: the build saves it as 503.html (and fr/503.html) for
 * nginx to show when no app server answers. Not linked, not in the sitemap, never indexed.
 */
export function loader() {
  throw data(null, { status: 503 });
}

export default function Unavailable() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
