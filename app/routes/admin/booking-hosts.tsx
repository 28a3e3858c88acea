import { RateLimiterRes } from "rate-limiter-flexible";
import { data, Link, redirect } from "react-router";
import { type CalendarEntered, CalendarPanel } from "~/components/admin/calendar-panel";
import { FeedPanel, type FeedView } from "~/components/admin/feed-panel";
import { AdminButton, Notice, PostForm } from "~/components/admin/ui";
import { categories } from "~/content/catalogue";
import { noticeParam, readQuery } from "~/lib/admin/query";
import { readPost, requireStaff } from "~/lib/admin/session.server";
import { torontoDateTime } from "~/lib/admin/time";
import { services } from "~/lib/app.server";
import type { Host } from "~/lib/booking/bookings.server";
import type { CalendarStatus } from "~/lib/booking/calendar.server";
import { feedsOf, feedUrl } from "~/lib/booking/feeds.server";
import { readRulesForm, weekdays, windowsText } from "~/lib/booking/rules-form";
import { OFFICE_ZONE, outsideRules } from "~/lib/booking/slots";
import { whenLabel } from "~/lib/booking/zones";
import type { Route } from "./+types/booking-hosts";

export const meta = () => [
  { title: "Availability · Maplestack back office" },
  { name: "robots", content: "noindex, nofollow" },
];

const doneMessages = {
  saved: "The availability is saved: the booking page offers it now.",
  connected:
    "The calendar is connected: its busy times are no longer offered, and bookings are written to it.",
  disconnected:
    "The calendar is disconnected and its password forgotten. What was written there stays.",
  asked:
    "The visitors are asked to pick a new time. Their bookings stand until they do; cancel one from Bookings if it cannot.",
  "feed-revoked":
    "The calendar feed address is revoked: calendar apps subscribed to it get nothing more.",
};

const when = (instant: number | null) =>
  instant === null ? null : torontoDateTime(new Date(instant).toISOString());

/** An owner sets anyone's hours; everyone else, their own (the host with their address). */
const mayEdit = (staff: { role: string; email: string }, host: Host) =>
  staff.role === "owner" || staff.email.toLowerCase() === host.email.toLowerCase();

export async function loader({ request }: Route.LoaderArgs) {
  const { csrf, staff } = await requireStaff(request);
  const { bookings, calendars, store } = await services();
  const { done } = readQuery(new URL(request.url).searchParams, {
    done: noticeParam(doneMessages),
  });
  const hosts = await bookings.hosts({ activeOnly: false });
  const linked = await calendars.status();
  const feeds = await feedsOf(store).feeds.list();
  return {
    csrf,
    done,
    hosts: hosts.map((host) => ({
      id: host.id,
      name: host.name,
      email: host.email,
      role: host.role,
      editable: mayEdit(staff, host),
      days: weekdays.map(({ day, name }) => ({ day, name, text: windowsText(host.weekly[day]) })),
      daysOff: host.daysOff.join(", "),
      bufferBefore: host.bufferBeforeMinutes,
      bufferAfter: host.bufferAfterMinutes,
      maxPerDay: host.maxPerDay,
      topics: host.topics,
      active: host.active,
      calendar: calendarView(linked.find((calendar) => calendar.hostId === host.id)),
      feed: feedView(feeds.find((feed) => feed.hostId === host.id)),
    })),
  };
}

function calendarView(calendar: CalendarStatus | undefined) {
  if (!calendar) return null;
  // A failure since the last success is what the team needs to see.
  const failing = calendar.lastErrorAt !== null && calendar.lastErrorAt > (calendar.lastOkAt ?? 0);
  return {
    name: calendar.calendarName,
    url: calendar.calendarUrl,
    username: calendar.username,
    connectedAt: when(calendar.connectedAt),
    busyReadAt: when(calendar.busyReadAt),
    lastOkAt: when(calendar.lastOkAt),
    error: failing ? { message: calendar.lastError ?? "", at: when(calendar.lastErrorAt) } : null,
    pending: calendar.pending,
    failing: calendar.failing,
  };
}

export type CalendarView = NonNullable<ReturnType<typeof calendarView>>;

const feedView = (feed: { createdAt: number; createdBy: string } | undefined): FeedView | null =>
  feed ? { createdAt: when(feed.createdAt) ?? "", createdBy: feed.createdBy } : null;

export async function action({ request }: Route.ActionArgs) {
  const session = await requireStaff(request);
  const form = await readPost(request, session);
  const { bookings } = await services();
  const host = await bookings.host(Number(form.get("id")));
  if (!host) return data({ id: null, errors: { form: "There is no such person." } }, 400);
  if (!mayEdit(session.staff, host)) {
    throw data({ message: "Only an owner can change someone else's hours." }, { status: 403 });
  }
  const intent = form.get("intent");
  if (intent === "calendar-connect") return connectCalendar(session, host, form);
  if (intent === "feed-create" || intent === "feed-replace" || intent === "feed-revoke") {
    return changeFeed(session, host, intent);
  }
  if (intent === "calendar-disconnect") {
    const { calendars } = await services();
    if (await calendars.disconnect(host.id)) {
      await session.audit.record(session.staff, "calendar disconnected", { detail: host.name });
    }
    throw redirect("/admin/bookings/hosts?done=disconnected");
  }
  if (intent === "ask-stranded") return askStranded(session, host, form);
  const read = readRulesForm(form);
  if (!read.ok) return data({ id: host.id, errors: read.errors }, 400);
  await bookings.saveRules(host.id, read.rules);
  await session.audit.record(session.staff, "availability changed", {
    detail: `${host.name}: ${JSON.stringify(read.rules.weekly)}`,
  });
  // New hours or a day off never cancel what is booked; the team is told which meetings they
  // leave out, and may ask those visitors to pick another time.
  const now = Date.now();
  const rules = { ...host, ...read.rules };
  const stranded = (await bookings.list({ when: "upcoming", hostId: host.id, now }))
    .filter((booking) => booking.status === "confirmed" && booking.start > now)
    .filter((booking) => outsideRules(rules, booking))
    .map(
      (booking): Stranded => ({
        id: booking.id,
        when: whenLabel(booking.start, OFFICE_ZONE, "en"),
        who: `${booking.name}, ${booking.company}`,
      }),
    );
  if (stranded.length === 0) throw redirect("/admin/bookings/hosts?done=saved");
  return data({ id: host.id, errors: {} as Record<string, string>, stranded });
}

/** A confirmed booking that new rules leave out, as the availability page names it. */
type Stranded = { id: number; when: string; who: string };

/** Emails the visitors whose meetings new rules left out a link to pick another time. */
async function askStranded(
  session: Awaited<ReturnType<typeof requireStaff>>,
  host: Host,
  form: FormData,
) {
  const { bookings, outbox } = await services();
  const message = String(form.get("message") ?? "")
    .trim()
    .slice(0, 1000);
  const ids = form
    .getAll("booking")
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  let asked = 0;
  for (const id of new Set(ids)) {
    const booking = await bookings.byId(id);
    // Only this host's meetings: the form names ids, and an id is easy to change.
    if (booking?.hostId !== host.id) continue;
    if (await bookings.askToReschedule(id, message)) asked += 1;
  }
  void outbox?.flush();
  await session.audit.record(session.staff, "new time asked", {
    detail: `${host.name}: ${asked} booking${asked === 1 ? "" : "s"}`,
  });
  throw redirect(`/admin/bookings/hosts?done=asked`);
}

async function connectCalendar(
  session: Awaited<ReturnType<typeof requireStaff>>,
  host: Host,
  form: FormData,
) {
  const { calendars, limits } = await services();
  const text = (name: string) => String(form.get(name) ?? "").slice(0, 500);
  const entered = {
    serverUrl: text("serverUrl").trim(),
    username: text("username").trim(),
    calendarUrl: text("calendarUrl").trim(),
  };
  /** The form again with its error: what was typed, never the password. */
  const refuse = (error: string, status: number, choices: { url: string; name: string }[] = []) =>
    data(
      {
        id: host.id,
        errors: { calendar: error } as Record<string, string>,
        calendar: { ...entered, choices } satisfies CalendarEntered,
      },
      status,
    );
  try {
    await limits.calendar.consume(`staff-${session.staff.id}`);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return refuse("Too many attempts to connect a calendar: wait a quarter of an hour.", 429);
    }
    throw rejection;
  }
  const outcome = await calendars.connect(host.id, { ...entered, password: text("password") });
  if (!outcome.ok) return refuse(outcome.error, 400, outcome.calendars);
  await session.audit.record(session.staff, "calendar connected", {
    detail: `${host.name}: ${outcome.calendarName} (${outcome.calendarUrl})`,
  });
  throw redirect("/admin/bookings/hosts?done=connected");
}

/**
 * A host's calendar feed made, replaced or revoked. A new address is in this answer only: the
 * store keeps its hash.
 */
async function changeFeed(
  session: Awaited<ReturnType<typeof requireStaff>>,
  host: Host,
  intent: "feed-create" | "feed-replace" | "feed-revoke",
) {
  const { store, origin } = await services();
  const { feeds } = feedsOf(store);
  if (intent === "feed-revoke") {
    if (await feeds.revoke(host.id)) {
      await session.audit.record(session.staff, "calendar feed revoked", { detail: host.name });
    }
    throw redirect("/admin/bookings/hosts?done=feed-revoked");
  }
  let token: string;
  if (intent === "feed-replace") {
    token = await feeds.replace(host.id, session.staff.email);
  } else {
    const made = await feeds.create(host.id, session.staff.email);
    if (!made.ok) {
      return data(
        {
          id: host.id,
          errors: {
            feed: "A feed address already exists: replace it to get a new one.",
          } as Record<string, string>,
        },
        409,
      );
    }
    token = made.token;
  }
  await session.audit.record(
    session.staff,
    intent === "feed-replace" ? "calendar feed replaced" : "calendar feed created",
    { detail: host.name },
  );
  return data({
    id: host.id,
    errors: {} as Record<string, string>,
    feedUrl: feedUrl(origin, token),
  });
}

const input = "min-h-10 rounded-lg border border-paper-line bg-paper-raised px-3";

export default function BookingHosts({ loaderData, actionData }: Route.ComponentProps) {
  const { hosts, csrf, done } = loaderData;
  return (
    <>
      <p>
        <Link to="/admin/bookings" className="text-sm underline">
          Bookings
        </Link>
      </p>
      <h1 className="mt-2 font-semibold text-3xl tracking-tight">Availability</h1>
      <p className="mt-1 max-w-prose text-ink-muted">
        Who takes free consultations, and when, in Toronto time. The booking page offers 30-minute
        times inside these hours, from one business day ahead to three weeks out, never on an
        Ontario public holiday or a day off, keeping each buffer free. “Anyone available” gives a
        time to whoever takes the topic and has the fewest bookings coming up.
      </p>
      {done ? (
        <div className="mt-6">
          <Notice tone="success">{doneMessages[done]}</Notice>
        </div>
      ) : null}
      <div className="mt-8 grid gap-8">
        {hosts.map((host) => {
          const errors = actionData?.id === host.id ? actionData.errors : {};
          const { calendar: _calendarError, feed: _feedError, ...ruleErrors } = errors;
          const problems = Object.values(ruleErrors);
          const stranded =
            actionData?.id === host.id && "stranded" in actionData
              ? (actionData.stranded as Stranded[])
              : null;
          return (
            <section
              key={host.id}
              aria-labelledby={`host-${host.id}`}
              className="rounded-card border border-paper-line bg-paper-raised p-6"
            >
              <h2 id={`host-${host.id}`} className="font-semibold text-xl">
                {host.name}{" "}
                <span className="font-normal text-base text-ink-muted">
                  {host.role} · {host.email}
                </span>
              </h2>
              {problems.length > 0 ? (
                <div className="mt-4">
                  <Notice tone="error">{problems.join(" ")}</Notice>
                </div>
              ) : null}
              {stranded ? (
                <div className="mt-4 grid gap-3 rounded-lg border border-danger/40 bg-danger-soft p-4 text-sm">
                  <p role="status" className="font-semibold text-danger">
                    Saved. These confirmed bookings are now outside {host.name}’s availability, and
                    they still stand:
                  </p>
                  <ul className="list-disc pl-5">
                    {stranded.map((booking) => (
                      <li key={booking.id}>
                        {booking.when}: {booking.who}
                      </li>
                    ))}
                  </ul>
                  <PostForm csrf={csrf} className="grid gap-2">
                    <input type="hidden" name="id" value={host.id} />
                    <input type="hidden" name="intent" value="ask-stranded" />
                    {stranded.map((booking) => (
                      <input key={booking.id} type="hidden" name="booking" value={booking.id} />
                    ))}
                    <label className="grid gap-1">
                      Message to them (optional, sent by email with a link to pick a new time)
                      <textarea name="message" rows={3} maxLength={1000} className={input} />
                    </label>
                    <div>
                      <AdminButton>
                        Email {stranded.length === 1 ? "this visitor" : "these visitors"} a link to
                        pick a new time
                      </AdminButton>
                    </div>
                  </PostForm>
                </div>
              ) : null}
              {host.editable ? (
                <PostForm csrf={csrf} className="mt-5 grid gap-5">
                  <input type="hidden" name="id" value={host.id} />
                  <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                    <legend className="mb-2 font-medium">
                      Hours (Toronto), e.g. 09:30-12:00, 14:00-16:30
                    </legend>
                    {host.days.map((day) => (
                      <label key={day.day} className="grid gap-1 text-sm">
                        {day.name}
                        <input
                          name={`day-${day.day}`}
                          defaultValue={day.text}
                          aria-invalid={errors[`day-${day.day}`] ? true : undefined}
                          className={input}
                        />
                      </label>
                    ))}
                  </fieldset>
                  <div className="grid gap-3 sm:grid-cols-4">
                    <label className="grid gap-1 text-sm sm:col-span-4">
                      Days off (dates, e.g. 2026-12-24, 2026-12-31)
                      <input
                        name="daysOff"
                        defaultValue={host.daysOff}
                        aria-invalid={errors.daysOff ? true : undefined}
                        className={input}
                      />
                    </label>
                    <label className="grid gap-1 text-sm">
                      Buffer before (minutes)
                      <input
                        name="bufferBefore"
                        type="number"
                        min={0}
                        max={120}
                        defaultValue={host.bufferBefore}
                        className={input}
                      />
                    </label>
                    <label className="grid gap-1 text-sm">
                      Buffer after (minutes)
                      <input
                        name="bufferAfter"
                        type="number"
                        min={0}
                        max={120}
                        defaultValue={host.bufferAfter}
                        className={input}
                      />
                    </label>
                    <label className="grid gap-1 text-sm">
                      Most meetings a day
                      <input
                        name="maxPerDay"
                        type="number"
                        min={1}
                        max={16}
                        defaultValue={host.maxPerDay}
                        className={input}
                      />
                    </label>
                  </div>
                  <fieldset>
                    <legend className="mb-2 font-medium">Topics taken</legend>
                    <div className="flex flex-wrap gap-x-5 gap-y-2">
                      {categories.map((category) => (
                        <label
                          key={category.slug}
                          className="inline-flex min-h-10 items-center gap-2 text-sm"
                        >
                          <input
                            type="checkbox"
                            name="topics"
                            value={category.slug}
                            defaultChecked={host.topics.includes(category.slug)}
                            className="size-4"
                          />
                          {category.name}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                  <label className="inline-flex min-h-10 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="active"
                      value="yes"
                      defaultChecked={host.active}
                      className="size-4"
                    />
                    Takes bookings
                  </label>
                  <div>
                    <AdminButton>Save {host.name}’s availability</AdminButton>
                  </div>
                </PostForm>
              ) : (
                <p className="mt-3 text-ink-muted text-sm">
                  {host.days
                    .filter((day) => day.text)
                    .map((day) => `${day.name} ${day.text}`)
                    .join(" · ") || "No hours set."}{" "}
                  Only an owner or {host.name} can change these hours.
                </p>
              )}
              <CalendarPanel
                hostId={host.id}
                hostName={host.name}
                calendar={host.calendar}
                editable={host.editable}
                csrf={csrf}
                error={actionData?.id === host.id ? actionData.errors.calendar : undefined}
                entered={
                  actionData?.id === host.id && "calendar" in actionData
                    ? (actionData.calendar as CalendarEntered)
                    : undefined
                }
              />
              <FeedPanel
                hostId={host.id}
                hostName={host.name}
                feed={host.feed}
                editable={host.editable}
                csrf={csrf}
                error={actionData?.id === host.id ? actionData.errors.feed : undefined}
                created={
                  actionData?.id === host.id && "feedUrl" in actionData
                    ? String(actionData.feedUrl)
                    : undefined
                }
              />
            </section>
          );
        })}
      </div>
    </>
  );
}
