import { AdminButton, fieldClass, labelClass, Notice, PostForm } from "~/components/admin/ui";
import type { CalendarView } from "~/routes/admin/booking-hosts";

/** What the connect form sent, given back with its error (never the password). */
export type CalendarEntered = {
  serverUrl: string;
  username: string;
  calendarUrl: string;
  choices: { url: string; name: string }[];
};

/**
 * A host's own calendar on the availability page: its state (connected to which calendar, when
 * its busy times were last read, what failed and what still waits to be written), and the form
 * that connects one or the button that disconnects it.
 */
export function CalendarPanel({
  hostId,
  hostName,
  calendar,
  editable,
  csrf,
  error,
  entered,
}: {
  hostId: number;
  hostName: string;
  calendar: CalendarView | null;
  editable: boolean;
  csrf: string;
  error?: string;
  entered?: CalendarEntered;
}) {
  const id = (name: string) => `calendar-${hostId}-${name}`;
  return (
    <div className="mt-6 border-paper-line border-t pt-5 text-sm">
      <h3 id={id("title")} className="font-semibold text-base">
        {hostName}’s calendar
      </h3>
      {calendar ? (
        <>
          <p className="mt-2 max-w-prose">
            Connected to <strong>{calendar.name}</strong> as {calendar.username}, since{" "}
            {calendar.connectedAt}. Busy times there are never offered; each booking is written to
            it.
          </p>
          <dl className="mt-3 grid max-w-prose grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-ink-muted">Calendar address</dt>
            <dd className="break-all">{calendar.url}</dd>
            <dt className="text-ink-muted">Busy times read</dt>
            <dd>{calendar.busyReadAt ?? "not yet"}</dd>
            <dt className="text-ink-muted">Last reached</dt>
            <dd>{calendar.lastOkAt ?? "not yet"}</dd>
            <dt className="text-ink-muted">Waiting to be written</dt>
            <dd>
              {calendar.pending === 0
                ? "nothing"
                : `${calendar.pending} booking${calendar.pending === 1 ? "" : "s"}`}
            </dd>
          </dl>
          {calendar.error ? (
            <div className="mt-3">
              <Notice tone="error">
                The calendar could not be reached on {calendar.error.at}: {calendar.error.message}.
                Bookings go on from our own records, with the busy times last read; what waits is
                written once it answers again.
                {calendar.failing.length > 0 ? (
                  <>
                    {" "}
                    Not yet written:{" "}
                    {calendar.failing.map((booking) => `booking ${booking.bookingId}`).join(", ")}.
                  </>
                ) : null}
              </Notice>
            </div>
          ) : null}
          {editable ? (
            <PostForm csrf={csrf} className="mt-4">
              <input type="hidden" name="id" value={hostId} />
              <input type="hidden" name="intent" value="calendar-disconnect" />
              <AdminButton tone="quiet">Disconnect {hostName}’s calendar</AdminButton>
            </PostForm>
          ) : null}
        </>
      ) : editable ? (
        <PostForm csrf={csrf} className="mt-3 grid max-w-3xl gap-4">
          <p className="max-w-prose text-ink-muted">
            Connect a calendar that speaks CalDAV (Nextcloud, Fastmail, iCloud, Google through a
            CalDAV bridge…): its busy times are never offered, and each booking is written to it.
            Its address starts with https:// and is on the internet; one on the office network is
            reached only if the server's settings name it. Use an app password, which the calendar
            service issues for this; it is kept encrypted and never shown again.
          </p>
          {error ? (
            <Notice tone="error" id={id("error")}>
              {error}
            </Notice>
          ) : null}
          <input type="hidden" name="id" value={hostId} />
          <input type="hidden" name="intent" value="calendar-connect" />
          <div className="grid items-end gap-4 sm:grid-cols-3">
            <label className={`${labelClass} grid gap-1 sm:col-span-3`}>
              Calendar server address
              <input
                name="serverUrl"
                type="url"
                required
                placeholder="https://cloud.example.ca/remote.php/dav/"
                defaultValue={entered?.serverUrl}
                aria-describedby={error ? id("error") : undefined}
                className={fieldClass}
              />
            </label>
            <label className={`${labelClass} grid gap-1`}>
              User name
              <input
                name="username"
                required
                autoComplete="off"
                defaultValue={entered?.username}
                className={fieldClass}
              />
            </label>
            <label className={`${labelClass} grid gap-1`}>
              App password
              <input
                name="password"
                type="password"
                required
                autoComplete="new-password"
                className={fieldClass}
              />
            </label>
            {entered?.choices.length ? (
              <label className={`${labelClass} grid gap-1`}>
                Calendar
                <select
                  name="calendarUrl"
                  defaultValue={entered.calendarUrl}
                  className={fieldClass}
                >
                  {entered.choices.map((choice) => (
                    <option key={choice.url} value={choice.url}>
                      {choice.name}
                    </option>
                  ))}
                </select>
              </label>
            ) : (
              <label className={`${labelClass} grid gap-1`}>
                Calendar address (if the account has several)
                <input
                  name="calendarUrl"
                  type="url"
                  defaultValue={entered?.calendarUrl}
                  className={fieldClass}
                />
              </label>
            )}
          </div>
          <div>
            <AdminButton>Connect {hostName}’s calendar</AdminButton>
          </div>
        </PostForm>
      ) : (
        <p className="mt-2 text-ink-muted">No calendar connected.</p>
      )}
    </div>
  );
}
