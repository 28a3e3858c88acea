import { useEffect, useRef } from "react";
import { data, Form, useNavigation } from "react-router";
import { shownDay, WeekCalendar, WeekTimes } from "~/components/booking/slot-picker";
import { PageErrorBoundary } from "~/components/layout/page-error";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { bookingMessages } from "~/i18n/booking-messages";
import { localeOf, useLocale } from "~/i18n/locale";
import { manageMessages } from "~/i18n/manage-messages";
import { localizePath } from "~/i18n/paths";
import { handleManage, managePageData } from "~/lib/booking/page.server";
import { REASON_MAX } from "~/lib/forms/booking";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/book-manage";

/**
 * The link in every booking email: never cached, never indexed, never sent to another site as a
 * referrer ("same-origin": "no-referrer" would make the browser post its forms with Origin: null).
 */
const privateHeaders = {
  "Cache-Control": "no-store",
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex",
};

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = await managePageData(params.token, url, localeOf(url.pathname));
  if (!page) {
    throw data(manageMessages[localeOf(url.pathname)].notFound, {
      status: 404,
      headers: privateHeaders,
    });
  }
  return data(
    { ...page, booked: url.searchParams.get("booked") === "1", token: params.token },
    { headers: privateHeaders },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const outcome = await handleManage(request, params.token);
  return data(outcome.result, { status: outcome.status, headers: privateHeaders });
}

export function headers() {
  return privateHeaders;
}

export const meta = ({ location }: Route.MetaArgs) => {
  const locale = localeOf(location.pathname);
  return pageMeta(
    { title: manageMessages[locale].manageTitle, description: bookingMessages[locale].description },
    { path: location.pathname, noindex: true },
  );
};

/** The form that moves the consultation, which the week's times are posted with. */
const MOVE_FORM_ID = "move-form";

export default function ManageBooking({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const m = { ...bookingMessages[locale], ...manageMessages[locale] };
  const { booking, picker } = loaderData;
  const shown = picker ? shownDay(picker) : undefined;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const status = useRef<HTMLHeadingElement>(null);
  const done = actionData?.done ?? null;
  const cancelled = loaderData.status === "cancelled";
  const confirmTitle = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (done || loaderData.booked) status.current?.focus();
  }, [done, loaderData.booked]);
  useEffect(() => {
    if (loaderData.confirmCancel) confirmTitle.current?.focus();
  }, [loaderData.confirmCancel]);
  const headline = cancelled
    ? m.cancelled
    : done === "moved"
      ? m.moved
      : done === "restored"
        ? m.restored
        : loaderData.booked
          ? m.bookedTitle
          : m.yourBooking;
  return (
    <section aria-labelledby="page-title">
      <div className="on-night bg-night pt-32 pb-10 text-on-night sm:pt-40">
        <div role="status" className="container-page grid max-w-4xl gap-3">
          <p className="font-semibold text-aurora-teal text-sm uppercase tracking-[0.18em]">
            {m.eyebrow}
          </p>
          <h1
            id="page-title"
            ref={status}
            tabIndex={-1}
            className="flex items-center gap-3 font-semibold text-3xl sm:text-4xl"
          >
            {!cancelled && (loaderData.booked || done === "moved" || done === "restored") ? (
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-success-soft text-success">
                <Icon name="check" className="size-6" />
              </span>
            ) : null}
            {headline}
          </h1>
          {cancelled ? (
            <p className="text-lg text-on-night-muted">
              {loaderData.teamMessage !== null ? m.cancelledByTeamText : m.cancelledText}
            </p>
          ) : loaderData.booked && !done ? (
            <p className="text-lg text-on-night-muted">{m.bookedText(booking.email)}</p>
          ) : null}
          {actionData?.error ? (
            <p role="alert" className="rounded-xl bg-danger-soft p-4 text-danger">
              {actionData.error}
            </p>
          ) : null}
        </div>
      </div>

      <div className="container-page grid max-w-4xl gap-8 pt-8 pb-20">
        {cancelled && loaderData.teamMessage ? (
          <figure className="rounded-card border border-paper-line bg-paper-raised p-6 sm:p-8">
            <figcaption className="font-semibold text-ink">{m.fromTeam}</figcaption>
            <blockquote className="mt-2 whitespace-pre-wrap text-ink-muted">
              {loaderData.teamMessage}
            </blockquote>
          </figure>
        ) : null}

        {loaderData.canUndo ? (
          <Form
            method="post"
            preventScrollReset
            className="flex flex-wrap items-center gap-4 rounded-card border border-paper-line bg-paper-raised p-6 sm:p-8"
          >
            <input type="hidden" name="intent" value="undo" />
            <p className="text-ink">{m.undoText}</p>
            <button
              type="submit"
              disabled={busy}
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-night px-5 font-semibold text-on-night transition hover:bg-night-card disabled:opacity-70"
            >
              {m.undo}
            </button>
          </Form>
        ) : null}

        <div className="rounded-card border border-paper-line bg-paper-raised p-6 shadow-card sm:p-8">
          <h2 className="font-semibold text-ink text-xl">{m.details}</h2>
          <dl className="mt-5 grid gap-4 sm:grid-cols-[10rem_1fr]">
            <dt className="font-medium text-ink-muted">{m.with}</dt>
            <dd className="text-ink">{booking.host}</dd>
            <dt className="font-medium text-ink-muted">{m.when}</dt>
            <dd className={cancelled ? "text-ink-muted line-through" : "text-ink"}>
              {booking.when}
            </dd>
            {booking.office ? (
              <>
                <dt className="font-medium text-ink-muted">{m.inOffice}</dt>
                <dd className="text-ink">{booking.office}</dd>
              </>
            ) : null}
            <dt className="font-medium text-ink-muted">{m.how}</dt>
            <dd className="break-words text-ink">{booking.how}</dd>
            <dt className="font-medium text-ink-muted">{m.topicLabel}</dt>
            <dd className="text-ink">{booking.topic}</dd>
          </dl>
          {!cancelled && !loaderData.past ? (
            <ul aria-label={m.calendarLinks} className="mt-6 flex flex-wrap gap-3">
              <li>
                <a
                  href={`${localizePath("/book/manage", locale)}/${loaderData.token}/invite.ics`}
                  download
                  className="forced-edge inline-flex min-h-11 items-center gap-2 rounded-full bg-night px-6 font-semibold text-on-night transition hover:bg-night-card"
                >
                  <Icon name="calendar" className="size-5" />
                  {m.addToCalendar}
                </a>
              </li>
              {loaderData.calendarLinks
                ? (
                    [
                      [loaderData.calendarLinks.google, m.addToGoogle],
                      [loaderData.calendarLinks.outlook, m.addToOutlook],
                    ] as const
                  ).map(([href, label]) => (
                    <li key={label}>
                      <a
                        href={href}
                        rel="noopener noreferrer"
                        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-ink/20 px-5 font-semibold text-ink transition hover:border-ink/50"
                      >
                        {label}
                      </a>
                    </li>
                  ))
                : null}
            </ul>
          ) : null}
          {loaderData.past && !cancelled ? <p className="mt-6 text-ink-muted">{m.past}</p> : null}
        </div>

        {loaderData.canChange && picker ? (
          <div className="rounded-card border border-paper-line bg-paper-raised p-6 shadow-card sm:p-8">
            <h2 className="font-semibold text-ink text-xl">{m.reschedule}</h2>
            <p className="mt-2 mb-5 text-ink-muted">{m.rescheduleText}</p>
            <WeekCalendar picker={picker} shown={shown} />
            {picker.day ? (
              <WeekTimes picker={picker} shown={shown} legend={m.times} form={MOVE_FORM_ID} />
            ) : null}
            {picker.day ? (
              <Form id={MOVE_FORM_ID} method="post" preventScrollReset className="mt-6 grid gap-5">
                <input type="hidden" name="intent" value="reschedule" />
                <Reason label={m.reasonMove} hint={m.reasonHint} id="move-reason" />
                <div>
                  <button
                    type="submit"
                    disabled={busy}
                    className="inline-flex min-h-11 items-center gap-2 rounded-full border border-ink/20 px-5 font-semibold text-ink transition hover:border-ink/50 disabled:opacity-70"
                  >
                    {m.move}
                  </button>
                </div>
              </Form>
            ) : null}
          </div>
        ) : null}

        {loaderData.canChange && !loaderData.confirmCancel ? (
          <div className="rounded-card border border-paper-line bg-paper-raised p-6 sm:p-8">
            <h2 className="font-semibold text-ink text-xl">{m.cancel}</h2>
            <p className="mt-2 text-ink-muted">{m.cancelText}</p>
            <p className="mt-5">
              <Link
                to="?cancel=1"
                preventScrollReset
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-danger/40 px-5 font-semibold text-danger transition hover:border-danger"
              >
                <Icon name="x" className="size-4" />
                {m.cancel}
              </Link>
            </p>
          </div>
        ) : null}

        {loaderData.confirmCancel ? (
          <div className="rounded-card border-2 border-danger/40 bg-paper-raised p-6 sm:p-8">
            <h2
              ref={confirmTitle}
              tabIndex={-1}
              id="confirm-cancel"
              className="font-semibold text-ink text-xl"
            >
              {m.confirmCancelTitle}
            </h2>
            <p className="mt-2 text-ink-muted">{m.confirmCancelText}</p>
            <Form
              method="post"
              action="?"
              preventScrollReset
              aria-labelledby="confirm-cancel"
              className="mt-5 grid gap-5"
            >
              <input type="hidden" name="intent" value="cancel" />
              <Reason label={m.reasonCancel} hint={m.reasonHint} id="cancel-reason" />
              <div className="flex flex-wrap items-center gap-4">
                <button
                  type="submit"
                  disabled={busy}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full bg-danger px-5 font-semibold text-on-night transition hover:brightness-110 disabled:opacity-70"
                >
                  {m.confirmCancel}
                </button>
                <Link
                  to="?"
                  preventScrollReset
                  className="inline-flex min-h-11 items-center font-semibold text-ink underline-offset-4 hover:underline"
                >
                  {m.keep}
                </Link>
              </div>
            </Form>
          </div>
        ) : null}

        {cancelled || loaderData.past ? (
          <p>
            <Link
              to="/book"
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-strong underline-offset-4 hover:underline"
            >
              {m.bookAgain}
              <Icon name="arrow-right" className="size-4" />
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** An optional reason for a cancellation or a move, read by the host only. */
function Reason({ label, hint, id }: { label: string; hint: string; id: string }) {
  return (
    <div>
      <label htmlFor={id} className="font-medium text-ink">
        {label}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-ink-muted text-sm">
        {hint}
      </p>
      <textarea
        id={id}
        name="reason"
        rows={2}
        maxLength={REASON_MAX}
        aria-describedby={`${id}-hint`}
        className="mt-2 block w-full rounded-xl border border-field-line bg-paper-raised px-4 py-3 text-ink shadow-sm focus:border-accent-strong"
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
