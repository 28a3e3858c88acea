import type { ReactNode } from "react";
import { isRouteErrorResponse } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { useMessages } from "~/i18n/messages";
import { ContactLinks } from "./contact-links";

/** What a visitor sees when a page is missing or failed: the 404 page, or the error report. */
export function ErrorPanel({ error }: { error: unknown }) {
  const m = useMessages();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPanel />;
  }
  if (isRouteErrorResponse(error) && error.status === 503) {
    return <UnavailablePanel />;
  }

  let summary: string;
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    summary =
      `${error.status} ${error.statusText || (typeof error.data === "string" ? error.data : "")}`.trim();
  } else if (error instanceof Error) {
    summary = error.message;
    stack = import.meta.env.DEV ? error.stack : undefined;
  } else {
    summary = m.errors.unknown;
  }

  return (
    <section aria-labelledby="error-title" className="mx-auto max-w-2xl py-24 text-center">
      <h1 id="error-title" className="font-semibold text-3xl text-on-night sm:text-4xl">
        {m.errors.unexpected}
      </h1>
      <p className="mt-4 text-lg text-on-night-muted">{summary}</p>
      {stack ? (
        <pre className="mt-8 max-h-80 overflow-auto rounded-card bg-night-raised p-4 text-left text-on-night-muted text-sm">
          {stack}
        </pre>
      ) : null}
      <div className="mt-10 flex justify-center">
        <ButtonLink to="/" variant="primary">
          {m.errors.returnHome}
        </ButtonLink>
      </div>
    </section>
  );
}

export function NotFoundPanel() {
  const m = useMessages();
  return (
    <StatusPanel id="not-found-title" code={m.errors.code404} title={m.errors.notFound}>
      <p className="mx-auto mt-5 max-w-md text-lead text-on-night-muted">{m.errors.notFoundText}</p>
      <div className="mt-10 flex justify-center">
        <ButtonLink to="/" variant="primary">
          {m.errors.returnHome}
        </ButtonLink>
      </div>
    </StatusPanel>
  );
}

/** The site cannot answer for a moment (nginx shows it when no app server does). */
export function UnavailablePanel() {
  const m = useMessages();
  return (
    <StatusPanel id="unavailable-title" code={m.errors.code503} title={m.errors.unavailable}>
      <p className="mx-auto mt-5 max-w-xl text-lead text-on-night-muted">
        {m.errors.unavailableText}
      </p>
      <ContactLinks className="mt-8 flex flex-wrap justify-center gap-x-8 text-on-night" />
    </StatusPanel>
  );
}

function StatusPanel({
  id,
  code,
  title,
  children,
}: {
  id: string;
  code: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-2xl py-24 text-center">
      <p className="font-semibold text-aurora text-sm uppercase tracking-[0.2em]">{code}</p>
      <h1 id={id} className="mt-4 font-semibold text-4xl text-on-night sm:text-5xl">
        {title}
      </h1>
      {children}
    </section>
  );
}
