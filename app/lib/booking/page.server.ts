/**
 * The booking pages' server side: what /book shows for the address's query (topic, person,
 * zone, week, day), what a booking post does, and the manage page's cancel and reschedule.
 * Every check a public form gets comes first (Origin, rate, honeypot, the signed form token,
 * the schema), and a booking is committed before the visitor is told it is made.
 */
import { redirect } from "react-router";
import { type CategorySlug, categories, categorySlugs } from "~/content/catalogue";
import { bookingRefusals } from "~/i18n/booking-refusals.server";
import type { Locale } from "~/i18n/locale";
import { localizePath } from "~/i18n/paths";
import { checkFormToken, signFormToken, usedFormToken } from "../abuse.server";
import { countBooking } from "../analytics.server";
import { services } from "../app.server";
import {
  type BookingErrors,
  bookingFields,
  bookingValues,
  REASON_MAX,
  validateBooking,
} from "../forms/booking";
import { HONEYPOT_FIELD, TOKEN_FIELD } from "../forms/fields";
import { marketingConsentWordings } from "../forms/quote";
import { formMessagesByLocale } from "../forms/refusals";
import { countPost, isSameOrigin, localeOfRequest } from "../request.server";
import type { Booking, Host } from "./bookings.server";
import {
  addToCalendarLinks,
  hostRole,
  howLabel,
  invitationIcs,
  manageUrl,
  topicName,
} from "./invitation.server";
import { buildPicker, type PickerSlot } from "./picker";
import { OFFICE_ZONE } from "./slots";
import { timeLabel, whenLabel, zoneChoices, zoneLabel, zoneOrOffice } from "./zones";

export type KeptValues = Record<string, string>;

/** The query of /book, read leniently: anything odd falls back to a default. */
export function readQuery(url: URL) {
  const topicParam = url.searchParams.get("topic");
  const topic: CategorySlug = categorySlugs.includes(topicParam as CategorySlug)
    ? (topicParam as CategorySlug)
    : "web";
  const hostParam = url.searchParams.get("host") ?? "any";
  const host = /^\d{1,9}$/.test(hostParam) ? Number(hostParam) : ("any" as const);
  const weekParam = url.searchParams.get("week");
  const week = weekParam && /^\d$/.test(weekParam) ? Number(weekParam) : null;
  const dayParam = url.searchParams.get("day");
  const day = dayParam && /^\d{4}-\d{2}-\d{2}$/.test(dayParam) ? dayParam : null;
  const zone = zoneOrOffice(url.searchParams.get("tz"));
  return { topic, host, week, day, zone };
}

export type BookQuery = ReturnType<typeof readQuery>;

const hostChoice = (host: Host, locale: Locale) => ({
  id: host.id,
  name: host.name,
  role: hostRole(host, locale),
});

/** Everything the /book page shows, for its query. */
export async function bookPageData(request: Request, locale: Locale, now = Date.now()) {
  const { bookings, secret } = await services();
  const query = readQuery(new URL(request.url));
  const hosts = (await bookings.hosts()).filter((host) => host.topics.includes(query.topic));
  const host = hosts.some((entry) => entry.id === query.host) ? query.host : "any";
  const free = await bookings.offer(query.topic, host, now);
  return {
    query: { ...query, host },
    topics: categories.map((category) => ({
      slug: category.slug,
      name: topicName(category.slug, locale),
    })),
    hosts: hosts.map((entry) => hostChoice(entry, locale)),
    zones: zoneChoices(query.zone, locale, now),
    zoneLabel: zoneLabel(query.zone, locale, now),
    picker: buildPicker(free, { zone: query.zone, locale, now, week: query.week, day: query.day }),
    token: signFormToken(secret, now),
  };
}

export type BookingFailure = {
  ok: false;
  formError: string;
  errors: BookingErrors;
  values: KeptValues;
  token: string;
  /** When the slot was taken: the nearest free ones, labelled in the visitor's zone. */
  alternatives?: (PickerSlot & { day: string })[];
};

/** What the visitor typed, sent back into the form. */
function keep(form: FormData): KeptValues {
  const kept: KeptValues = {};
  for (const field of bookingFields) {
    const value = form.get(field);
    if (typeof value === "string") kept[field] = value.slice(0, 5000);
  }
  return kept;
}

/** Books the posted slot; a redirect to the booking's page when made, the form back otherwise. */
export async function handleBooking(
  request: Request,
): Promise<{ status: 400 | 403 | 409 | 429 | 503; result: BookingFailure } | Response> {
  const { env, secret, limits, bookings, outbox } = await services();
  const locale = localeOfRequest(request);
  const m = formMessagesByLocale[locale];
  const refuse = (
    status: 400 | 403 | 409 | 429 | 503,
    formError: string,
    values: KeptValues = {},
    errors: BookingErrors = {},
    alternatives?: BookingFailure["alternatives"],
  ) => ({
    status,
    result: {
      ok: false as const,
      formError,
      errors,
      values,
      token: signFormToken(secret),
      ...(alternatives ? { alternatives } : {}),
    },
  });
  if (!isSameOrigin(request, env.PUBLIC_ORIGIN)) return refuse(403, m.origin);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refuse(400, m.refused);
  }
  const values = keep(form);
  const counted = await countPost(limits.booking, request);
  if (counted === "limited") return refuse(429, m.rateLimited, values);
  if (counted === "unavailable") return refuse(503, m.storeFailed, values);
  if (String(form.get(HONEYPOT_FIELD) ?? "") !== "") return refuse(400, m.refused);
  const tokenCheck = checkFormToken(secret, form.get(TOKEN_FIELD), { minFillMs: env.MIN_FILL_MS });
  if (tokenCheck === "too-fast") return refuse(400, m.tooFast, values);
  if (tokenCheck !== "ok") return refuse(400, m.expired, values);
  const token = String(form.get(TOKEN_FIELD));
  if ([...form.values()].some((value) => typeof value !== "string")) {
    return refuse(400, m.refused, values);
  }
  const checked = validateBooking(bookingValues(form), locale);
  if (!checked.ok) {
    if (checked.unknown.length > 0) return refuse(400, m.refused, values);
    return refuse(400, m.fixFields, values, checked.errors);
  }
  const input = checked.booking;
  const zone = zoneOrOffice(input.zone);
  let outcome: Awaited<ReturnType<typeof bookings.book>>;
  try {
    outcome = await bookings.book(
      {
        topic: input.topic,
        host: input.host,
        start: input.slot,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        company: input.company,
        phone: input.phone,
        note: input.note,
        meetingMode: input.meetingMode,
        marketingConsent: input.marketingConsent,
        consentWording: input.marketingConsent ? marketingConsentWordings[locale] : null,
        language: locale,
        visitorZone: zone,
        sourcePage: localizePath("/book", locale),
      },
      Date.now(),
      usedFormToken(token),
    );
  } catch (error) {
    console.error("Storing a booking failed:", error);
    return refuse(503, m.storeFailed, values);
  }
  if (!outcome.ok) {
    const message = bookingRefusals[locale].refusals[outcome.reason];
    // The form already used, or an address over its limits: no other time would do.
    if (outcome.reason === "form-used" || outcome.reason.startsWith("address-")) {
      return refuse(outcome.reason === "form-used" ? 409 : 429, message, values);
    }
    const alternatives = outcome.alternatives.map((slot) => ({
      value: String(slot.start),
      day: whenLabel(slot.start, zone, locale).split(",").slice(0, 2).join(","),
      label: timeLabel(slot.start, zone, locale),
      office: zone === OFFICE_ZONE ? null : timeLabel(slot.start, OFFICE_ZONE, locale),
    }));
    return refuse(409, `${message} ${bookingRefusals[locale].nearest}`, values, {}, alternatives);
  }
  void outbox?.flush();
  void countBooking(request, { sourcePage: localizePath("/book", locale), topic: input.topic });
  return redirect(`${localizePath("/book/manage", locale)}/${outcome.token}?booked=1`, {
    status: 303,
    headers: { "Cache-Control": "no-store" },
  });
}

/** What the manage page shows of a booking. */
export async function managePageData(token: string, url: URL, locale: Locale, now = Date.now()) {
  const { bookings, origin } = await services();
  const booking = await bookings.byToken(token);
  if (!booking) return null;
  const host = await bookings.host(booking.hostId);
  const zone = zoneOrOffice(url.searchParams.get("tz") ?? booking.visitorZone);
  const canChange = booking.status === "confirmed" && booking.start > now;
  // A visitor's own cancellation, a moment ago: theirs to take back until the minute is up.
  const undoUntil =
    booking.status === "cancelled" && !booking.cancelledByTeam && booking.start > now
      ? booking.updatedAt + bookings.limits.undoMs
      : null;
  const free = canChange
    ? await bookings.offer(booking.topic, booking.hostId, now, booking.id)
    : [];
  const week = url.searchParams.get("week");
  const day = url.searchParams.get("day");
  return {
    booking: describeBooking(booking, host, zone, locale),
    status: booking.status,
    past: booking.start <= now,
    canChange,
    confirmCancel: canChange && url.searchParams.get("cancel") === "1",
    canUndo: undoUntil !== null && undoUntil > now,
    teamMessage: booking.status === "cancelled" ? booking.teamMessage : null,
    calendarLinks:
      booking.status !== "cancelled" && booking.start > now && host
        ? addToCalendarLinks(booking, host, manageUrl(origin, booking, token))
        : null,
    zone,
    zones: zoneChoices(zone, locale, now),
    picker: canChange
      ? buildPicker(free, {
          zone,
          locale,
          now,
          week: week && /^\d$/.test(week) ? Number(week) : null,
          day: day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null,
        })
      : null,
  };
}

function describeBooking(booking: Booking, host: Host | undefined, zone: string, locale: Locale) {
  return {
    email: booking.email,
    host: host ? `${host.name}, ${hostRole(host, locale)}` : "",
    when: whenLabel(booking.start, zone, locale),
    office: zone === OFFICE_ZONE ? null : whenLabel(booking.start, OFFICE_ZONE, locale),
    how: howLabel(booking, locale),
    topic: topicName(booking.topic, locale),
  };
}

/** Cancels or reschedules from the manage page; the link's token is the visitor's key. */
export async function handleManage(request: Request, token: string) {
  const { env, limits, bookings, outbox } = await services();
  const locale = localeOfRequest(request);
  const m = formMessagesByLocale[locale];
  if (!isSameOrigin(request, env.PUBLIC_ORIGIN)) {
    return { status: 403 as const, result: { done: null, error: m.origin } };
  }
  const counted = await countPost(limits.booking, request);
  if (counted !== "ok") {
    return {
      status: counted === "limited" ? (429 as const) : (503 as const),
      result: { done: null, error: counted === "limited" ? m.rateLimited : m.storeFailed },
    };
  }
  const booking = await bookings.byToken(token);
  if (!booking) return { status: 404 as const, result: { done: null, error: m.refused } };
  const form = await request.formData().catch(() => new FormData());
  const intent = form.get("intent");
  const words = bookingRefusals[locale].refusals;
  const reason = String(form.get("reason") ?? "")
    .replace(/\p{Cc}/gu, (control) => (control === "\n" ? control : " "))
    .trim()
    .slice(0, REASON_MAX);
  if (intent === "cancel") {
    if (!(await bookings.cancel(booking.id, Date.now(), { reason }))) {
      return { status: 409 as const, result: { done: null, error: words["not-changeable"] } };
    }
    return { status: 200 as const, result: { done: "cancelled" as const, error: null } };
  }
  if (intent === "undo") {
    const undone = await bookings.undoCancel(booking.id);
    if (!undone.ok) {
      const error = bookingRefusals[locale].undoRefused[undone.reason];
      return { status: 409 as const, result: { done: null, error } };
    }
    return { status: 200 as const, result: { done: "restored" as const, error: null } };
  }
  const slot = String(form.get("slot") ?? "");
  if (intent === "reschedule" && /^\d{12,14}$/.test(slot)) {
    const moved = await bookings.reschedule(booking.id, Number(slot), Date.now(), { reason });
    if (moved.ok) {
      void outbox?.flush();
      return { status: 200 as const, result: { done: "moved" as const, error: null } };
    }
    if (moved.reason === "address-mail" || moved.reason === "not-changeable") {
      const status = moved.reason === "address-mail" ? (429 as const) : (409 as const);
      return { status, result: { done: null, error: words[moved.reason] } };
    }
    const again = bookingRefusals[locale].pickAnother;
    return {
      status: 409 as const,
      result: { done: null, error: `${words[moved.reason]} ${again}` },
    };
  }
  return { status: 400 as const, result: { done: null, error: m.refused } };
}

/** The .ics a visitor downloads to add the consultation themselves (METHOD:PUBLISH). */
export async function bookingIcs(token: string): Promise<Response> {
  const { bookings, origin } = await services();
  const booking = await bookings.byToken(token);
  const host = booking && (await bookings.host(booking.hostId));
  if (!booking || !host || booking.status === "cancelled") {
    return new Response("Not found", { status: 404 });
  }
  const body = invitationIcs(booking, host, "PUBLISH", {
    manageUrl: manageUrl(origin, booking, token),
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="maplestack-consultation.ics"',
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
