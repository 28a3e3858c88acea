import { isRouteErrorResponse } from "react-router";
import { ButtonLink } from "~/components/ui/button";

/** What a visitor sees when a page is missing or failed: the 404 page, or the error report. */
export function ErrorPanel({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPanel />;
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
    summary = "Unknown error";
  }

  return (
    <section aria-labelledby="error-title" className="mx-auto max-w-2xl py-24 text-center">
      <h1 id="error-title" className="font-semibold text-3xl text-on-night sm:text-4xl">
        Unexpected Application Error!
      </h1>
      <p className="mt-4 text-lg text-on-night-muted">{summary}</p>
      {stack ? (
        <pre className="mt-8 max-h-80 overflow-auto rounded-card bg-night-raised p-4 text-left text-on-night-muted text-sm">
          {stack}
        </pre>
      ) : null}
      <div className="mt-10 flex justify-center">
        <ButtonLink to="/" variant="primary">
          Return Home
        </ButtonLink>
      </div>
    </section>
  );
}

export function NotFoundPanel() {
  return (
    <section aria-labelledby="not-found-title" className="mx-auto max-w-2xl py-24 text-center">
      <p className="font-semibold text-aurora text-sm uppercase tracking-[0.2em]">Error 404</p>
      <h1 id="not-found-title" className="mt-4 font-semibold text-4xl text-on-night sm:text-5xl">
        Page not found
      </h1>
      <p className="mx-auto mt-5 max-w-md text-lead text-on-night-muted">
        The page you asked for has moved or never existed. Everything we offer is one click away
        from the home page.
      </p>
      <div className="mt-10 flex justify-center">
        <ButtonLink to="/" variant="primary">
          Return Home
        </ButtonLink>
      </div>
    </section>
  );
}
