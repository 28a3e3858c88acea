import { data } from "react-router";
import { NewsletterForm } from "~/components/layout/newsletter-form";
import { PageErrorBoundary } from "~/components/layout/page-error";
import { Link } from "~/components/ui/link";
import { site } from "~/content/site";
import { type Locale, localeOf, useLocale } from "~/i18n/locale";
import { messages, useMessages } from "~/i18n/messages";
import { typesetDeep } from "~/i18n/typography";
import { pageMeta } from "~/lib/meta";
import { comeBackHref } from "~/lib/newsletter";
import { handleNewsletter } from "~/lib/newsletter.server";
import type { Route } from "./+types/newsletter";

/**
 * Shown with every answer, whatever the address: telling only the owner of an address on the
 * do-not-email list would tell anyone who typed it that it is there.
 */
const comeBack: Record<Locale, [before: string, after: string]> = {
  en: [
    "No email from us? We send none, not even a confirmation, to an address that asked us to stop emailing it. If it is yours and you want the newsletter again, write to us from it at ",
    ".",
  ],
  fr: typesetDeep([
    "Aucun courriel de notre part? Nous n'en envoyons aucun, pas même une confirmation, à une adresse qui nous a demandé de ne plus lui écrire. Si c'est la vôtre et que vous voulez de nouveau recevoir l'infolettre, écrivez-nous depuis celle-ci à ",
    ".",
  ]),
};

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
  const locale = useLocale();
  const [comeBackBefore, comeBackAfter] = comeBack[locale];
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
          <p className="mt-6 text-on-night-muted text-sm">
            {comeBackBefore}
            <a
              href={comeBackHref(locale)}
              className="font-semibold text-aurora-teal underline-offset-4 hover:underline"
            >
              {site.email.display}
            </a>
            {comeBackAfter}
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
