import { data, Form } from "react-router";
import { PageErrorBoundary } from "~/components/layout/page-error";
import { site } from "~/content/site";
import { type Locale, localeOf, useLocale } from "~/i18n/locale";
import { messages } from "~/i18n/messages";
import { typesetDeep } from "~/i18n/typography";
import { pageMeta } from "~/lib/meta";
import { comeBackHref } from "~/lib/newsletter";
import { type LinkedSubscriber, unsubscribeByLink, unsubscribeLink } from "~/lib/newsletter.server";
import type { Route } from "./+types/newsletter-unsubscribe";

const words: Record<
  Locale,
  {
    title: string;
    askTitle: string;
    askText: (email: string) => string;
    button: string;
    doneTitle: string;
    doneText: (email: string) => string;
    kept: string;
    again: string;
    againText: [before: string, after: string];
    invalidTitle: string;
    invalidText: string;
  }
> = {
  en: {
    title: "Unsubscribe",
    askTitle: "Unsubscribe from our newsletter",
    askText: (email) => `Press the button and ${email} will receive no more newsletters from us.`,
    button: "Unsubscribe",
    doneTitle: "You are unsubscribed",
    doneText: (email) => `${email} will receive no more newsletters from us, starting now.`,
    kept: "We keep your address only on our do-not-email list, so that it is never added back by mistake.",
    again: "Unsubscribed by mistake?",
    againText: [
      "We send nothing to an address on that list, not even a confirmation, so our form cannot bring it back. Write to us from this address at ",
      " and we will take it off the list, so that you can subscribe again.",
    ],
    invalidTitle: "This link does not work",
    invalidText: `It may have been cut short by your email program. Use the link in the email once more, or write to ${site.email.display} and we will take you off the list.`,
  },
  fr: typesetDeep({
    title: "Désabonnement",
    askTitle: "Vous désabonner de notre infolettre",
    askText: (email: string) =>
      `Appuyez sur le bouton et ${email} ne recevra plus notre infolettre.`,
    button: "Me désabonner",
    doneTitle: "Désabonnement effectué",
    doneText: (email: string) => `${email} ne recevra plus notre infolettre, dès maintenant.`,
    kept: "Nous conservons votre adresse seulement dans notre liste d'exclusion, pour qu'elle ne soit jamais réinscrite par erreur.",
    again: "Désabonnement par erreur?",
    againText: [
      "Nous n'envoyons rien à une adresse de cette liste, pas même une confirmation : notre formulaire ne peut donc pas la réabonner. Écrivez-nous depuis cette adresse à ",
      " et nous la retirerons de la liste pour que vous puissiez vous réabonner.",
    ],
    invalidTitle: "Ce lien ne fonctionne pas",
    invalidText: `Votre logiciel de courriel l'a peut-être coupé. Utilisez de nouveau le lien du courriel, ou écrivez à ${site.email.display} et nous vous retirerons de la liste.`,
  }),
};

/**
 * The unsubscribe link in every email to a subscriber. Opening it changes nothing: mail scanners
 * open (and prefetch) links, and would unsubscribe people who never clicked.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const outcome = await unsubscribeLink(request);
  return data(outcome, {
    status: outcome.state === "invalid" ? 400 : 200,
    headers: { "Cache-Control": "no-store" },
  });
}

/**
 * The page's button, or a mail program's one-click unsubscribe (RFC 8058, body
 * "List-Unsubscribe=One-Click", sent without an Origin or a cookie): the signed address is all
 * it needs.
 */
export async function action({ request }: Route.ActionArgs) {
  const outcome = await unsubscribeByLink(request);
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

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const w = words[locale];
  const link: LinkedSubscriber = actionData ?? loaderData;
  const [title, text] =
    link.state === "invalid"
      ? [w.invalidTitle, w.invalidText]
      : link.state === "unsubscribed"
        ? [w.doneTitle, w.doneText(link.email)]
        : [w.askTitle, w.askText(link.email)];
  return (
    <section
      aria-labelledby="unsubscribe-title"
      className="on-night bg-night pt-36 pb-24 text-on-night"
    >
      <div className="container-page max-w-2xl">
        <h1 id="unsubscribe-title" className="font-semibold text-display">
          {title}
        </h1>
        <p role={actionData ? "status" : undefined} className="mt-6 text-lead text-on-night-muted">
          {text}
        </p>
        {link.state === "unconfirmed" || link.state === "confirmed" ? (
          <Form method="post" className="mt-8">
            <button
              type="submit"
              className="forced-edge inline-flex min-h-11 items-center rounded-full bg-aurora px-6 font-semibold text-night hover:brightness-110"
            >
              {w.button}
            </button>
          </Form>
        ) : link.state === "unsubscribed" ? (
          <>
            <p className="mt-4 text-on-night-muted">{w.kept}</p>
            {/* No button: a confirmation email to an address that just said no would be a
                commercial message sent without consent (decision 0019). */}
            <div className="mt-10 border-night-line border-t pt-8">
              <p className="font-semibold">{w.again}</p>
              <p className="mt-2 text-on-night-muted text-sm">
                {w.againText[0]}
                <a
                  href={comeBackHref(locale)}
                  className="font-semibold text-aurora-teal underline-offset-4 hover:underline"
                >
                  {site.email.display}
                </a>
                {w.againText[1]}
              </p>
            </div>
          </>
        ) : null}
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
