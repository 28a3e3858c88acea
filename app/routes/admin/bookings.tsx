import { data, Link, redirect } from "react-router";
import { Temporal } from "temporal-polyfill";
import { AdminButton, Notice, PostForm } from "~/components/admin/ui";
import { choiceParam, noticeParam, readQuery } from "~/lib/admin/query";
import { readPost, requireStaff } from "~/lib/admin/session.server";
import { services } from "~/lib/app.server";
import type { Booking, BookingStatus, StatusRefusal } from "~/lib/booking/bookings.server";
import { topicName } from "~/lib/booking/invitation.server";
import { OFFICE_ZONE } from "~/lib/booking/slots";
import { dayLabel, timeLabel } from "~/lib/booking/zones";
import { cn } from "~/lib/cn";
import type { Route } from "./+types/bookings";

export const meta = () => [
  { title: "Bookings · Maplestack back office" },
  { name: "robots", content: "noindex, nofollow" },
];

const statusNames: Record<BookingStatus, string> = {
  confirmed: "Confirmed",
  cancelled: "Cancelled",
  done: "Done",
  "no-show": "No-show",
};
const settable = ["confirmed", "done", "no-show"] as const;
const doneMessages = {
  saved: "The booking is saved.",
  cancelled: "The booking is cancelled: the visitor and the host are told, with your message.",
  asked:
    "The visitor is asked to pick a new time, with your message. The booking stands until they do.",
};
const MESSAGE_MAX = 1000;
const statusRefusals: Record<StatusRefusal, string> = {
  "not-found": "There is no such booking.",
  cancelled: "A cancelled booking cannot be changed.",
  "not-started":
    "Done and No-show are for a meeting that has started. Until then the booking stays confirmed, and its time stays taken.",
};
const NOTE_MAX = 2000;

/** The Monday of the Toronto week `offset` weeks from this one, and the Monday after it. */
function weekSpan(offset: number, now = Date.now()) {
  const today = Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO(OFFICE_ZONE);
  const monday = today
    .toPlainDate()
    .subtract({ days: today.dayOfWeek - 1 })
    .add({ weeks: offset });
  const at = (date: Temporal.PlainDate) =>
    date.toZonedDateTime(OFFICE_ZONE).toInstant().epochMilliseconds;
  return {
    monday,
    start: at(monday),
    end: at(monday.add({ days: 7 })),
    days: Array.from({ length: 7 }, (_, i) => monday.add({ days: i })),
  };
}

export async function loader({ request }: Route.LoaderArgs) {
  const { csrf } = await requireStaff(request);
  const now = Date.now();
  const { bookings, calendars } = await services();
  const params = new URL(request.url).searchParams;
  const { when, done } = readQuery(params, {
    when: choiceParam(["upcoming", "past"] as const),
    done: noticeParam(doneMessages),
  });
  const weekValue = Number(params.get("week") ?? 0);
  const week = Number.isInteger(weekValue) ? Math.max(-52, Math.min(52, weekValue)) : 0;
  const hosts = await bookings.hosts({ activeOnly: false });
  const hostParam = Number(params.get("host"));
  const hostId = hosts.some((host) => host.id === hostParam) ? hostParam : undefined;
  const span = weekSpan(week);
  const hostName = new Map(hosts.map((host) => [host.id, host.name]));
  const shown = (booking: Booking) => ({
    id: booking.id,
    day: dayLabel(booking.start, OFFICE_ZONE, "en"),
    dayKey: Temporal.Instant.fromEpochMilliseconds(booking.start)
      .toZonedDateTimeISO(OFFICE_ZONE)
      .toPlainDate()
      .toString(),
    time: timeLabel(booking.start, OFFICE_ZONE, "en"),
    host: hostName.get(booking.hostId) ?? "",
    name: booking.name,
    company: booking.company,
    email: booking.email,
    phone: booking.phone,
    topic: topicName(booking.topic, "en"),
    mode: booking.meetingMode === "video" ? "Video" : "Phone",
    language: booking.language === "fr" ? "French" : "English",
    status: booking.status,
    started: booking.start <= now,
    note: booking.note,
    staffNote: booking.staffNote ?? "",
    leadId: booking.leadId,
  });
  const week_ = (await bookings.between(span))
    .filter((booking) => hostId === undefined || booking.hostId === hostId)
    .map(shown);
  const list = (await bookings.list({ when: when ?? "upcoming", hostId })).map(shown);
  // Calendars failing since they last answered: the team sees it where it looks first.
  const calendarTrouble = (await calendars.status())
    .filter((calendar) => (calendar.lastErrorAt ?? 0) > (calendar.lastOkAt ?? 0))
    .map((calendar) => ({
      host: hostName.get(calendar.hostId) ?? "",
      error: calendar.lastError ?? "",
      waiting: calendar.pending,
    }));
  return {
    csrf,
    done,
    when: when ?? "upcoming",
    hostId: hostId ?? null,
    hosts: hosts.map((host) => ({ id: host.id, name: host.name, active: host.active })),
    week: {
      offset: week,
      label: `Week of ${dayLabel(span.start, OFFICE_ZONE, "en")}`,
      days: span.days.map((date) => ({
        key: date.toString(),
        label: dayLabel(
          date.toZonedDateTime({ timeZone: OFFICE_ZONE, plainTime: "12:00" }).epochMilliseconds,
          OFFICE_ZONE,
          "en",
        ),
        bookings: week_.filter((booking) => booking.dayKey === date.toString()),
      })),
    },
    list,
    calendarTrouble,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireStaff(request);
  const form = await readPost(request, session);
  const { bookings, outbox } = await services();
  const id = Number(form.get("id"));
  if (!Number.isSafeInteger(id) || id < 1) return data({ error: "There is no such booking." }, 400);
  const intent = form.get("intent");
  if (intent === "team-cancel" || intent === "ask-new-time") {
    const message = String(form.get("message") ?? "").trim();
    if (message.length > MESSAGE_MAX) {
      return data({ error: `Keep the message under ${MESSAGE_MAX} characters.` }, 400);
    }
    const changed =
      intent === "team-cancel"
        ? await bookings.cancel(id, Date.now(), { byTeam: true, message })
        : await bookings.askToReschedule(id, message);
    if (!changed) {
      return data(
        { error: "Only a confirmed booking that has not started can be cancelled or moved." },
        409,
      );
    }
    void outbox?.flush();
    await session.audit.record(
      session.staff,
      intent === "team-cancel" ? "booking cancelled" : "new time asked",
      { detail: `Booking ${id}${message ? ", with a message" : ""}` },
    );
    const back = new URL(request.url);
    back.searchParams.set("done", intent === "team-cancel" ? "cancelled" : "asked");
    throw redirect(`${back.pathname}${back.search}`);
  }
  const status = settable.find((s) => s === form.get("status"));
  const staffNote = String(form.get("staffNote") ?? "").trim();
  if (staffNote.length > NOTE_MAX) {
    return data({ error: `Keep a note under ${NOTE_MAX} characters.` }, 400);
  }
  const updated = await bookings.update(id, { status, staffNote });
  if (!updated.ok) {
    return data(
      { error: statusRefusals[updated.reason] },
      updated.reason === "not-found" ? 404 : 409,
    );
  }
  await session.audit.record(session.staff, "booking updated", {
    detail: `Booking ${id}: ${status ?? "note"}${staffNote ? ", note saved" : ""}`,
  });
  const back = new URL(request.url);
  back.searchParams.set("done", "saved");
  throw redirect(`${back.pathname}${back.search}`);
}

export default function Bookings({ loaderData, actionData }: Route.ComponentProps) {
  const { list, week, when, hosts, hostId, csrf, done, calendarTrouble } = loaderData;
  const query = (next: { when?: string; host?: number | null; week?: number }) => {
    const params = new URLSearchParams();
    const w = next.when ?? when;
    if (w !== "upcoming") params.set("when", w);
    const h = next.host === undefined ? hostId : next.host;
    if (h) params.set("host", String(h));
    const offset = next.week ?? week.offset;
    if (offset) params.set("week", String(offset));
    const text = params.toString();
    return `/admin/bookings${text ? `?${text}` : ""}`;
  };
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-semibold text-3xl tracking-tight">Bookings</h1>
          <p className="mt-1 max-w-prose text-ink-muted">
            Free consultations booked from the site, in Toronto time. Each one is also a lead with
            the source “booking”. Visitors move or cancel their own from the link in their
            invitation.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a
            href={`/admin/bookings.csv${hostId ? `?host=${hostId}` : ""}`}
            className="inline-flex min-h-11 items-center rounded-lg border border-paper-line bg-paper-raised px-4 font-semibold text-sm hover:bg-paper"
            download
          >
            Export CSV
          </a>
          <Link
            to="/admin/bookings/hosts"
            className="inline-flex min-h-11 items-center rounded-lg border border-paper-line bg-paper-raised px-4 font-semibold text-sm hover:bg-paper"
          >
            Availability
          </Link>
        </div>
      </div>
      {done ? (
        <div className="mt-6">
          <Notice tone="success">{doneMessages[done]}</Notice>
        </div>
      ) : null}
      {actionData?.error ? (
        <div className="mt-6">
          <Notice tone="error">{actionData.error}</Notice>
        </div>
      ) : null}
      {calendarTrouble.map((trouble) => (
        <div key={trouble.host} className="mt-6">
          <Notice tone="error">
            {trouble.host}’s calendar could not be reached ({trouble.error}). Bookings go on from
            our own records
            {trouble.waiting > 0
              ? `; ${trouble.waiting} wait${trouble.waiting === 1 ? "s" : ""} to be written there`
              : ""}
            . See{" "}
            <Link to="/admin/bookings/hosts" className="underline">
              Availability
            </Link>
            .
          </Notice>
        </div>
      ))}
      <nav aria-label="Bookings by person" className="mt-6 flex flex-wrap gap-2">
        {[{ id: null, name: "Everyone" }, ...hosts].map((host) => (
          <Link
            key={host.id ?? "all"}
            to={query({ host: host.id })}
            aria-current={hostId === host.id ? "page" : undefined}
            className={cn(
              "inline-flex min-h-11 items-center rounded-full border px-4 text-sm",
              hostId === host.id
                ? "border-ink bg-ink text-paper"
                : "border-paper-line bg-paper-raised text-ink hover:bg-paper",
            )}
          >
            {host.name}
          </Link>
        ))}
      </nav>

      <section aria-labelledby="week-title" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="week-title" className="font-semibold text-xl">
            {week.label}
          </h2>
          <div className="flex gap-2">
            <Link
              to={query({ week: week.offset - 1 })}
              className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm underline"
            >
              Previous week
            </Link>
            <Link
              to={query({ week: 0 })}
              className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm underline"
            >
              This week
            </Link>
            <Link
              to={query({ week: week.offset + 1 })}
              className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm underline"
            >
              Next week
            </Link>
          </div>
        </div>
        <ol className="mt-4 grid gap-3 md:grid-cols-7">
          {week.days.map((day) => (
            <li key={day.key} className="rounded-card border border-paper-line bg-paper-raised p-3">
              <h3 className="font-medium text-sm">{day.label}</h3>
              {day.bookings.length === 0 ? (
                <p className="mt-2 text-ink-muted text-xs">Nothing booked</p>
              ) : (
                <ul className="mt-2 grid gap-2">
                  {day.bookings.map((booking) => (
                    <li
                      key={booking.id}
                      className={cn(
                        "rounded-lg bg-paper p-2 text-xs",
                        booking.status === "cancelled" && "text-ink-muted line-through",
                      )}
                    >
                      <span className="block font-semibold">{booking.time}</span>
                      {booking.name} · {booking.host}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </section>

      <nav aria-label="Upcoming or past" className="mt-10 overflow-x-auto">
        <ul className="flex gap-1 border-paper-line border-b">
          {(["upcoming", "past"] as const).map((w) => (
            <li key={w}>
              <Link
                to={query({ when: w })}
                aria-current={when === w ? "page" : undefined}
                className={cn(
                  "-mb-px inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-3 font-medium text-sm",
                  when === w
                    ? "border-ink text-ink"
                    : "border-transparent text-ink-muted hover:text-ink",
                )}
              >
                {w === "upcoming" ? "Upcoming" : "Past"}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {list.length === 0 ? (
        <div className="mt-6">
          <Notice tone="info">No booking here yet.</Notice>
        </div>
      ) : (
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on a phone must be reachable by keyboard
          tabIndex={0}
          aria-label="Bookings table"
          className="relative mt-6 overflow-x-auto rounded-card border border-paper-line bg-paper-raised"
        >
          <table className="w-full min-w-[64rem] text-left text-sm">
            <caption className="sr-only">
              {when === "upcoming"
                ? "Upcoming bookings, soonest first"
                : "Past bookings, latest first"}
            </caption>
            <thead className="border-paper-line border-b bg-paper text-ink-muted">
              <tr>
                {["When (Toronto)", "With", "Visitor", "Topic", "Status and notes"].map((label) => (
                  <th key={label} scope="col" className="whitespace-nowrap px-4 py-3 font-medium">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.map((booking) => (
                <tr key={booking.id} className="border-paper-line border-b align-top last:border-0">
                  <td className="whitespace-nowrap px-4 py-3">
                    {booking.day}
                    <br />
                    <span className="font-semibold">{booking.time}</span>
                  </td>
                  <td className="px-4 py-3">{booking.host}</td>
                  <td className="px-4 py-3">
                    <span className="font-medium">{booking.name}</span>, {booking.company}
                    <br />
                    <a
                      href={`mailto:${booking.email}`}
                      className="inline-flex min-h-6 items-center underline"
                    >
                      {booking.email}
                    </a>
                    {booking.phone ? ` · ${booking.phone}` : ""}
                    <br />
                    {booking.mode} · {booking.language}
                    {booking.leadId ? (
                      <>
                        {" · "}
                        <Link
                          to={`/admin/leads/${booking.leadId}`}
                          className="inline-flex min-h-6 items-center underline"
                        >
                          Lead #{booking.leadId}
                        </Link>
                      </>
                    ) : null}
                    {booking.note ? (
                      <p className="mt-1 max-w-sm text-ink-muted">“{booking.note}”</p>
                    ) : null}
                  </td>
                  <td className="px-4 py-3">{booking.topic}</td>
                  <td className="px-4 py-3">
                    {booking.status === "cancelled" ? (
                      <span className="whitespace-nowrap">{statusNames.cancelled}</span>
                    ) : (
                      <PostForm csrf={csrf} className="grid min-w-56 gap-2">
                        <input type="hidden" name="id" value={booking.id} />
                        <select
                          name="status"
                          aria-label={`Status of booking ${booking.id}`}
                          defaultValue={booking.status}
                          className="min-h-10 rounded-lg border border-paper-line bg-paper-raised px-2"
                        >
                          {settable
                            .filter((status) => booking.started || status === "confirmed")
                            .map((status) => (
                              <option key={status} value={status}>
                                {statusNames[status]}
                              </option>
                            ))}
                        </select>
                        <textarea
                          name="staffNote"
                          aria-label={`Team note on booking ${booking.id}`}
                          rows={2}
                          maxLength={NOTE_MAX}
                          defaultValue={booking.staffNote}
                          placeholder="Team note"
                          className="rounded-lg border border-paper-line bg-paper-raised px-2 py-1"
                        />
                        <AdminButton tone="quiet" className="min-h-10">
                          Save
                        </AdminButton>
                      </PostForm>
                    )}
                    {booking.status === "confirmed" && !booking.started ? (
                      <details className="mt-3 min-w-56">
                        <summary className="inline-flex min-h-10 cursor-pointer items-center font-medium text-sm underline">
                          Cancel or move for the visitor
                        </summary>
                        <PostForm csrf={csrf} className="mt-2 grid gap-2">
                          <input type="hidden" name="id" value={booking.id} />
                          <label className="grid gap-1 text-sm">
                            Message to the visitor (optional, sent by email)
                            <textarea
                              name="message"
                              rows={3}
                              maxLength={MESSAGE_MAX}
                              className="rounded-lg border border-paper-line bg-paper-raised px-2 py-1"
                            />
                          </label>
                          <div className="flex flex-wrap gap-2">
                            <AdminButton
                              tone="quiet"
                              name="intent"
                              value="ask-new-time"
                              className="min-h-10"
                            >
                              Ask to pick a new time
                            </AdminButton>
                            <AdminButton
                              tone="danger"
                              name="intent"
                              value="team-cancel"
                              className="min-h-10"
                            >
                              Cancel the booking
                            </AdminButton>
                          </div>
                        </PostForm>
                      </details>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}
