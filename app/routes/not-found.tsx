import { data } from "react-router";
import { PageErrorBoundary } from "~/components/layout/page-error";
import { errorMeta } from "~/lib/meta";
import type { Route } from "./+types/not-found";

export const meta = ({ error, location }: Route.MetaArgs) => errorMeta(error, location.pathname);

/** Any path that is no page: the boundary renders the 404 page, with status 404. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
