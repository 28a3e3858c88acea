import { data, Form } from "react-router";
import { NewsletterForm } from "~/components/layout/newsletter-form";
import { PageErrorBoundary } from "~/components/layout/page-error";
import { site } from "~/content/site";
import { type Locale, localeOf, useLocale } from "~/i18n/locale";
import { messages } from "~/i18n/messages";
import { typesetDeep } from "~/i18n/typography";
import { pageMeta } from "~/lib/meta";
import { comeBackHref } from "~/lib/newsletter";
import { confirmationLink, confirmByLink, type LinkedSubscriber } from "~/lib/newsletter.server";
import type { Route } from "./+types/newsletter-confirm";

const words: Record<
  Locale,
  {
    title: string;
    confirmTitle: string;
    confirmText: (email: string) => string;
    button: string;
    doneTitle: string;
    doneText: (email: string) => string;
    leftTitle: string;
    leftText: [before: string, after: string];
    invalidTitle: string;
    invalidText: string;
  }
> = {
  en: {
    title: "Confirm your subscription",
    confirmTitle: "Confirm your subscription",
    confirmText: (email) => `Press the button to receive our newsletter at ${email}.`,
    button: "Confirm my subscription",
    doneTitle: "You are subscribed",
    doneText: (email) =>
      `${email} will receive our next issue. Every one of them has a link to unsubscribe.`,
    leftTitle: "This address has unsubscribed",
    leftText: [
      "We send it nothing more, not even a confirmation, so our form cannot bring it back. To receive the newsletter again, write to us from this address at ",
      " and we will take it off our do-not-email list, so that you can subscribe again.",
    ],
    invalidTitle: "This link no longer works",
    invalidText:
      "Confirmation links work for seven days, and only the latest one sent. Subscribe again below and we will send you a new one.",
  },
  fr: typesetDeep({
    title: "Confirmez votre abonnement",
    confirmTitle: "Confirmez votre abonnement",
    confirmText: (email: string) =>
      `Appuyez sur le bouton pour recevoir notre infolettre à l'adresse ${email}.`,
    button: "Confirmer mon abonnement",
    doneTitle: "Votre abonnement est confirmé",
    doneText: (email: string) =>
      `${email} recevra notre prochain numéro. Chacun contient un lien pour vous désabonner.`,
    leftTitle: "Cette adresse s'est désabonnée",
    leftText: [
      "Nous ne lui envoyons plus rien, pas même une confirmation : notre formulaire ne peut donc pas la réabonner. Pour recevoir de nouveau l'infolettre, écrivez-nous depuis cette adresse à ",
      " et nous la retirerons de notre liste d'exclusion pour que vous puissiez vous réabonner.",
    ],
    invalidTitle: "Ce lien ne fonctionne plus",
    invalidText:
      "Les liens de confirmation sont valides sept jours, et seul le plus récent fonctionne. Abonnez-vous de nouveau ci-dessous et nous vous en enverrons un autre.",
  }),
};

/** Rendered per request: the signed link in the confirmation email leads here. */
export async function loader({ request }: Route.LoaderArgs) {
  return data(await confirmationLink(request), { headers: { "Cache-Control": "no-store" } });
}

/** Confirming takes the person's press of the button: a link scanner opening the page does not. */
export async function action({ request }: Route.ActionArgs) {
  const outcome = await confirmByLink(request);
  return data(outcome, { status: outcome.state === "invalid" ? 400 : 200 });
}

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(
    {
      title: words[localeOf(location.pathname)].title,
      description: messages[localeOf(location.pathname)].newsletter.consent,
    },
    { path: location.pathname, noindex: true },
  );

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const w = words[locale];
  const link: LinkedSubscriber = actionData ?? loaderData;
  const [title, text] =
    link.state === "unconfirmed"
      ? [w.confirmTitle, w.confirmText(link.email)]
      : link.state === "confirmed"
        ? [w.doneTitle, w.doneText(link.email)]
        : link.state === "unsubscribed"
          ? [
              w.leftTitle,
              <>
                {w.leftText[0]}
                <a
                  href={comeBackHref(locale)}
                  className="font-semibold text-aurora-teal underline-offset-4 hover:underline"
                >
                  {site.email.display}
                </a>
                {w.leftText[1]}
              </>,
            ]
          : [w.invalidTitle, w.invalidText];
  return (
    <section
      aria-labelledby="confirm-title"
      className="on-night bg-night pt-36 pb-24 text-on-night"
    >
      <div className="container-page max-w-2xl">
        <h1 id="confirm-title" className="font-semibold text-display">
          {title}
        </h1>
        <p role={actionData ? "status" : undefined} className="mt-6 text-lead text-on-night-muted">
          {text}
        </p>
        {link.state === "unconfirmed" ? (
          <Form method="post" className="mt-8">
            <p className="text-on-night-muted text-sm">{messages[locale].newsletter.consent}</p>
            <button
              type="submit"
              className="forced-edge mt-6 inline-flex min-h-11 items-center rounded-full bg-aurora px-6 font-semibold text-night hover:brightness-110"
            >
              {w.button}
            </button>
          </Form>
        ) : link.state === "invalid" ? (
          <div className="mt-8 max-w-md">
            <NewsletterForm idPrefix="confirm-newsletter" />
          </div>
        ) : null}
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
