import { useEffect, useRef } from "react";
import { data } from "react-router";
import { QuoteForm } from "~/components/forms/quote-form";
import { Bands } from "~/components/layout/boundary";
import { PageErrorBoundary } from "~/components/layout/page-error";
import { PageHero } from "~/components/sections/page-hero";
import { Icon, type IconName } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { site, siteFr } from "~/content/site";
import { localeOf, useLocale } from "~/i18n/locale";
import { contactWords } from "~/i18n/words/contact";
import { pageMeta } from "~/lib/meta";
import { handleQuote, newFormToken } from "~/lib/quote.server";
import type { Route } from "./+types/contact";

/** Rendered per request, not prerendered: each visit gets its own signed form token. */
export async function loader() {
  return data({ token: await newFormToken() }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request }: Route.ActionArgs) {
  const outcome = await handleQuote(request);
  return data(outcome.result, { status: outcome.status });
}

export const meta = ({ location }: Route.MetaArgs) => {
  const m = contactWords[localeOf(location.pathname)];
  return pageMeta({ title: m.title, description: m.description }, { path: location.pathname });
};

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const m = contactWords[locale];
  const nextSteps = m.next;
  return (
    <Bands>
      <PageHero eyebrow={m.eyebrow} title={m.heroTitle} description={m.heroText} />
      <section aria-label={m.section} className="bg-paper py-16 sm:py-20">
        <div className="container-page grid items-start gap-10 lg:grid-cols-[1.5fr_1fr] lg:gap-14">
          <div className="rounded-card border border-paper-line bg-paper-raised p-6 shadow-card sm:p-10">
            {actionData?.sent ? (
              <Sent firstName={actionData.firstName} />
            ) : (
              <QuoteForm token={loaderData.token} result={actionData} />
            )}
          </div>
          <aside aria-label={m.aside} className="grid gap-6">
            <div className="rounded-card border border-accent-strong/30 bg-paper-raised p-7">
              <h2 className="font-semibold text-ink text-xl">{m.bookTitle}</h2>
              <p className="mt-3 text-ink-muted">{m.bookText}</p>
              <p className="mt-5">
                <Link
                  to="/book"
                  className="forced-edge inline-flex min-h-11 items-center gap-2 rounded-full bg-night px-6 font-semibold text-on-night transition hover:bg-night-card"
                >
                  <Icon name="calendar" className="size-5" />
                  {m.bookLink}
                </Link>
              </p>
            </div>
            <div className="on-night rounded-card bg-night p-7 text-on-night">
              <h2 className="font-semibold text-xl">{m.direct}</h2>
              <ul className="mt-5 grid gap-4">
                <ContactLine icon="phone" label={m.phone}>
                  <a
                    href={site.phone.href}
                    className="inline-flex min-h-6 items-center underline-offset-4 hover:underline"
                  >
                    {site.phone.display}
                  </a>
                </ContactLine>
                <ContactLine icon="mail" label={m.email}>
                  <a
                    href={site.email.href}
                    className="inline-flex min-h-6 items-center underline-offset-4 hover:underline"
                  >
                    {site.email.display}
                  </a>
                </ContactLine>
                <ContactLine icon="map-pin" label={m.office}>
                  {locale === "fr" ? siteFr.city : site.city}
                </ContactLine>
                <ContactLine icon="clock" label={m.hours}>
                  {locale === "fr" ? siteFr.hours : site.hours}
                </ContactLine>
                <ContactLine icon="timer" label={m.responseTime}>
                  {m.within}
                </ContactLine>
              </ul>
            </div>
            <div className="rounded-card border border-paper-line bg-paper-raised p-7">
              <h2 className="font-semibold text-ink text-xl">{m.nextTitle}</h2>
              <ol className="mt-5 grid gap-5">
                {nextSteps.map((step, index) => (
                  <li key={step.title} className="flex gap-4">
                    <span
                      aria-hidden="true"
                      className="grid size-9 shrink-0 place-items-center rounded-full bg-night font-semibold text-aurora-teal text-sm"
                    >
                      {index + 1}
                    </span>
                    <div>
                      <h3 className="font-semibold text-ink">{step.title}</h3>
                      <p className="mt-1 text-ink-muted text-sm leading-relaxed">
                        {step.description}
                      </p>
                    </div>
                  </li>
                ))}
              </ol>
            </div>
          </aside>
        </div>
      </section>
    </Bands>
  );
}

function ContactLine({
  icon,
  label,
  children,
}: {
  icon: IconName;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <li className="flex gap-3">
      <Icon name={icon} className="mt-0.5 size-5 shrink-0 text-aurora-teal" />
      <div>
        <p className="text-on-night-muted text-sm">{label}</p>
        <p>{children}</p>
      </div>
    </li>
  );
}

function Sent({ firstName }: { firstName: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const m = contactWords[useLocale()];
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="py-6 text-center">
      <span className="mx-auto grid size-16 place-items-center rounded-full bg-success-soft text-success">
        <Icon name="check" className="size-8" />
      </span>
      <h2 ref={heading} tabIndex={-1} className="mt-6 font-semibold text-3xl text-ink">
        {m.thanks(firstName)}
      </h2>
      <p className="mx-auto mt-4 max-w-xl text-ink-muted text-lg">{m.thanksText}</p>
      <p className="mt-8">
        <Link
          to="/portfolio"
          className="font-semibold text-accent-strong underline-offset-4 hover:underline"
        >
          {m.seeWork}
        </Link>
      </p>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
