import { ErrorPanel } from "./error-panel";

/**
 * The error boundary of every page route: a missing page or a failure renders inside the
 * site layout, so the header and footer (and their state) stay as they were.
 */
export function PageErrorBoundary({ error }: { error: unknown }) {
  return (
    <div className="on-night relative isolate overflow-hidden bg-night px-5 pt-36 pb-16 sm:pt-44">
      <div
        aria-hidden="true"
        className="-z-10 pointer-events-none absolute -top-40 left-1/2 h-96 w-[48rem] -translate-x-1/2 rounded-full bg-aurora opacity-20 blur-3xl"
      />
      <ErrorPanel error={error} />
    </div>
  );
}
