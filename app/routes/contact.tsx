import { useEffect, useRef } from "react";
import { data, Link } from "react-router";
import { QuoteForm } from "~/components/forms/quote-form";
import { PageErrorBoundary } from "~/components/layout/page-error";
import { PageHero } from "~/components/sections/page-hero";
import { Icon, type IconName } from "~/components/ui/icon";
import { site } from "~/content/site";
import { handleQuote, newFormToken } from "~/lib/leads.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/contact";

/** Rendered per request, not prerendered: each visit gets its own signed form token. */
export async function loader() {
  return data({ token: await newFormToken() }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request }: Route.ActionArgs) {
  const outcome = await handleQuote(request);
  return data(outcome.result, { status: outcome.status });
}

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(
    {
      title: "Contact Us: Free Consultation and Quote",
      description: `Tell ${site.name} about your website, software, AI or marketing project. A senior team member replies within ${site.responseTime} with advice and a fixed quote.`,
    },
    { path: location.pathname },
  );

const nextSteps = [
  {
    title: "We read it the same day",
    description: `A senior member of the team, not a sales desk, reads your enquiry and replies within ${site.responseTime}.`,
  },
  {
    title: "A free 30-minute call",
    description:
      "At the time you prefer, we talk through your goals, constraints and budget, and tell you honestly what we would do.",
  },
  {
    title: "A fixed quote in writing",
    description:
      "Within a week you get a written scope, a fixed price in Canadian dollars and a schedule. No obligation to go further.",
  },
];

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Contact us"
        title={{ text: "Tell us about", accent: "your project" }}
        description={`Ask a question or request a free quote. We reply within ${site.responseTime}, with straight advice and no obligation.`}
      />
      <section aria-label="Contact" className="bg-paper py-16 sm:py-20">
        <div className="container-page grid items-start gap-10 lg:grid-cols-[1.5fr_1fr] lg:gap-14">
          <div className="rounded-card border border-paper-line bg-paper-raised p-6 shadow-card sm:p-10">
            {actionData?.sent ? (
              <Sent firstName={actionData.firstName} />
            ) : (
              <QuoteForm token={loaderData.token} result={actionData} />
            )}
          </div>
          <aside aria-label="Other ways to reach us" className="grid gap-6">
            <div className="on-night rounded-card bg-night p-7 text-on-night">
              <h2 className="font-semibold text-xl">Reach us directly</h2>
              <ul className="mt-5 grid gap-4">
                <ContactLine icon="phone" label="Phone">
                  <a
                    href={site.phone.href}
                    className="inline-flex min-h-6 items-center underline-offset-4 hover:underline"
                  >
                    {site.phone.display}
                  </a>
                </ContactLine>
                <ContactLine icon="mail" label="E-mail">
                  <a
                    href={site.email.href}
                    className="inline-flex min-h-6 items-center underline-offset-4 hover:underline"
                  >
                    {site.email.display}
                  </a>
                </ContactLine>
                <ContactLine icon="map-pin" label="Office">
                  {site.city}
                </ContactLine>
                <ContactLine icon="clock" label="Hours">
                  {site.hours}
                </ContactLine>
                <ContactLine icon="timer" label="Response time">
                  Within {site.responseTime}
                </ContactLine>
              </ul>
            </div>
            <div className="rounded-card border border-paper-line bg-paper-raised p-7">
              <h2 className="font-semibold text-ink text-xl">What happens next</h2>
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
    </>
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
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="py-6 text-center">
      <span className="mx-auto grid size-16 place-items-center rounded-full bg-success-soft text-success">
        <Icon name="check" className="size-8" />
      </span>
      <h2 ref={heading} tabIndex={-1} className="mt-6 font-semibold text-3xl text-ink">
        Thank you, {firstName}.
      </h2>
      <p className="mx-auto mt-4 max-w-xl text-ink-muted text-lg">
        Your enquiry has reached us. A senior member of our team will reply within{" "}
        {site.responseTime}, usually by e-mail, to set up your free consultation.
      </p>
      <p className="mt-8">
        <Link
          to="/portfolio"
          className="font-semibold text-accent-strong underline-offset-4 hover:underline"
        >
          See our work while you wait
        </Link>
      </p>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
