import { data } from "react-router";
import { NewsletterForm } from "~/components/layout/newsletter-form";
import { PageErrorBoundary } from "~/components/layout/page-error";
import { Link } from "~/components/ui/link";
import { localeOf } from "~/i18n/locale";
import { messages, useMessages } from "~/i18n/messages";
import { pageMeta } from "~/lib/meta";
import { handleNewsletter } from "~/lib/newsletter.server";
import type { Route } from "./+types/newsletter";

/**
 * The newsletter's server action. Scripts post to it from the footer without leaving the page;
 * without scripts the footer form posts here and this page shows the answer.
 */
export async function action({ request }: Route.ActionArgs) {
  const outcome = await handleNewsletter(request);
  return data(
    { ok: outcome.ok, message: outcome.message, hint: outcome.hint },
    { status: outcome.status },
  );
}

export const meta = ({ location }: Route.MetaArgs) => {
  const m = messages[localeOf(location.pathname)].newsletter;
  return pageMeta(
    { title: m.pageTitle, description: m.consent },
    { path: location.pathname, noindex: true },
  );
};

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  const m = useMessages().newsletter;
  return (
    <section
      aria-labelledby="newsletter-page-title"
      className="on-night bg-night pt-36 pb-24 text-on-night"
    >
      <div className="container-page max-w-2xl">
        <h1 id="newsletter-page-title" className="font-semibold text-display">
          {actionData?.ok ? m.subscribed : m.heading}
        </h1>
        <p className="mt-6 text-lead text-on-night-muted">{m.consent}</p>
        {actionData ? (
          <p
            role="status"
            className={actionData.ok ? "mt-6 text-success-on-night" : "mt-6 text-danger-on-night"}
          >
            {actionData.message}
            {actionData.hint ? (
              <span className="mt-2 block text-on-night">{actionData.hint}</span>
            ) : null}
          </p>
        ) : null}
        {actionData?.ok ? (
          <p className="mt-8">
            <Link
              to="/"
              className="font-semibold text-aurora-teal underline-offset-4 hover:underline"
            >
              {m.back}
            </Link>
          </p>
        ) : (
          <div className="mt-8 max-w-md">
            <NewsletterForm idPrefix="page-newsletter" />
          </div>
        )}
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
