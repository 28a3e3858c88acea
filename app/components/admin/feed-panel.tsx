import { AdminButton, fieldClass, Notice, PostForm } from "~/components/admin/ui";

/** A host's feed as the availability page shows it: when it was made and by whom, never its address. */
export type FeedView = { createdAt: string; createdBy: string };

/**
 * A host's calendar feed on the availability page: the secret address a calendar app subscribes
 * to, shown once, right after it is made (only its hash is kept), then revoked or replaced.
 */
export function FeedPanel({
  hostId,
  hostName,
  feed,
  editable,
  csrf,
  created,
  error,
}: {
  hostId: number;
  hostName: string;
  feed: FeedView | null;
  editable: boolean;
  csrf: string;
  /** The address just made: this answer is the only one that holds it. */
  created?: string;
  error?: string;
}) {
  const id = (name: string) => `feed-${hostId}-${name}`;
  const intent = (value: string, label: string, tone: "primary" | "quiet", name?: string) => (
    <PostForm csrf={csrf}>
      <input type="hidden" name="id" value={hostId} />
      <input type="hidden" name="intent" value={value} />
      <AdminButton tone={tone} aria-label={name}>
        {label}
      </AdminButton>
    </PostForm>
  );
  return (
    <div className="mt-6 border-paper-line border-t pt-5 text-sm">
      <h3 id={id("title")} className="font-semibold text-base">
        {hostName}’s calendar feed
      </h3>
      <p className="mt-2 max-w-prose text-ink-muted">
        A secret address that Google Calendar, Outlook or Apple Calendar subscribe to, to show{" "}
        {hostName}’s bookings from a month ago to three weeks ahead (cancelled ones drop out). The
        apps fetch it on their own schedule, from every few minutes to a few hours.
      </p>
      {error ? (
        <div className="mt-3">
          <Notice tone="error">{error}</Notice>
        </div>
      ) : null}
      {created ? (
        <div className="mt-3">
          <Notice tone="success">
            <p>
              The feed address is made. Copy it now: it is shown only this once. Anyone who has it
              can read these bookings, so paste it only into {hostName}’s own calendar.
            </p>
            <label className="mt-3 block font-medium">
              Feed address
              <input
                readOnly
                value={created}
                onFocus={(event) => event.currentTarget.select()}
                className={`${fieldClass} font-mono text-sm`}
              />
            </label>
            <ul className="mt-3 grid list-disc gap-1 pl-5">
              <li>
                Google Calendar (on a computer): Other calendars, <strong>+</strong>,{" "}
                <strong>From URL</strong>.
              </li>
              <li>
                Outlook: Add calendar, <strong>Subscribe from web</strong>.
              </li>
              <li>
                Apple Calendar: File, <strong>New Calendar Subscription…</strong>
              </li>
            </ul>
          </Notice>
        </div>
      ) : null}
      {feed ? (
        <>
          <p className="mt-3 max-w-prose">
            A feed address exists (created {feed.createdAt} by {feed.createdBy}).
          </p>
          {editable ? (
            <div className="mt-3 flex flex-wrap gap-2">
              {intent("feed-replace", "Replace", "quiet", `Replace ${hostName}’s feed address`)}
              {intent("feed-revoke", "Revoke", "quiet", `Revoke ${hostName}’s feed address`)}
            </div>
          ) : null}
          {editable ? (
            <p className="mt-2 max-w-prose text-ink-muted">
              Revoke stops the address at once; Replace gives a new one in its place, to paste into
              the calendar again.
            </p>
          ) : null}
        </>
      ) : editable ? (
        <div className="mt-3">
          {intent(
            "feed-create",
            "Create a feed address",
            "primary",
            `Create a feed address for ${hostName}`,
          )}
        </div>
      ) : (
        <p className="mt-3 text-ink-muted">No feed address.</p>
      )}
    </div>
  );
}
