/**
 * A booking's iCalendar invitation and its emails. The invitation comes from ical-generator: one
 * stable UID per booking, SEQUENCE raised on every change, METHOD:REQUEST while it stands and
 * METHOD:CANCEL once cancelled (calendars otherwise keep the event), and times given in Toronto
 * with the zone's VTIMEZONE, built from each instant by @date-fns/tz's TZDate so the server's own
 * zone never enters into it.
 */
import { TZDate } from "@date-fns/tz";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import { categories } from "~/content/catalogue";
import { site } from "~/content/site";
import type { Locale } from "~/i18n/locale";
import { localizePath } from "~/i18n/paths";
import type { Mail } from "../outbox.server";
import { type Booking, type Host, videoLink } from "./bookings.server";
import { OFFICE_ZONE } from "./slots";
import { whenLabel } from "./zones";

export type InvitationKind =
  | "booking-visitor"
  | "booking-host"
  | "reminder-24h"
  | "reminder-1h"
  | "reminder-host"
  | "booking-move-request";

export const topicName = (topic: string, locale: Locale) => {
  const category = categories.find((entry) => entry.slug === topic);
  if (!category) return topic;
  return locale === "fr" ? category.fr.name : category.name;
};

const words = {
  en: {
    summary: (host: string) => `Free consultation with ${host} (${site.name})`,
    video: (link: string) => `Video call: ${link}`,
    phone: (number: string | null) =>
      `Phone call: ${number ? `we will call you at ${number}` : "we will call the number you gave"}`,
    subject: {
      invite: (when: string) => `Your free consultation: ${when}`,
      update: (when: string) => `Your free consultation has moved: ${when}`,
      cancel: (when: string) => `Cancelled: your free consultation of ${when}`,
      "reminder-24h": (when: string) => `Tomorrow: your free consultation, ${when}`,
      "reminder-1h": (when: string) => `In one hour: your free consultation, ${when}`,
      "move-request": (when: string) =>
        `Please choose a new time for your free consultation of ${when}`,
    },
    greeting: (name: string) => `Hello ${name},`,
    booked: (host: string, role: string, topic: string) =>
      `You have a 30-minute free consultation with ${host}, ${role}, about ${topic}.`,
    moved: "Your free consultation has a new time.",
    was: "Previously",
    cancelled: "Your free consultation is cancelled, and its time is free for someone else.",
    cancelledByTeam: (when: string) =>
      `We are sorry: we have had to cancel your free consultation of ${when}.`,
    bookAnother: "Book another one whenever suits you:",
    fromTeam: (host: string) => `A word from ${host}:`,
    moveRequest: (when: string) =>
      `We need to move your free consultation of ${when}, and we are sorry for the trouble.`,
    moveRequestLink:
      "Please choose a new time here. Your current time stays booked until you do, and you can also cancel from the same page:",
    reminder: (host: string) => `A reminder of your free consultation with ${host}.`,
    when: "When",
    officeTime: "In Toronto",
    how: "How",
    manage: "Need another time, or can't make it? Reschedule or cancel here:",
    attached: "The invitation is attached: open it to add the meeting to your calendar.",
    addLink: "Not in your calendar yet? Add it from this file:",
    signOff: `The ${site.name} team`,
  },
  fr: {
    summary: (host: string) => `Consultation gratuite avec ${host} (${site.name})`,
    video: (link: string) => `Appel vidéo : ${link}`,
    phone: (number: string | null) =>
      `Appel téléphonique : ${number ? `nous vous appellerons au ${number}` : "nous vous appellerons au numéro indiqué"}`,
    subject: {
      invite: (when: string) => `Votre consultation gratuite : ${when}`,
      update: (when: string) => `Votre consultation gratuite est déplacée : ${when}`,
      cancel: (when: string) => `Annulée : votre consultation gratuite du ${when}`,
      "reminder-24h": (when: string) => `Demain : votre consultation gratuite, ${when}`,
      "reminder-1h": (when: string) => `Dans une heure : votre consultation gratuite, ${when}`,
      "move-request": (when: string) =>
        `Merci de choisir un autre moment pour votre consultation gratuite du ${when}`,
    },
    greeting: (name: string) => `Bonjour ${name},`,
    booked: (host: string, role: string, topic: string) =>
      `Vous avez rendez-vous avec ${host} (${role}) pour une consultation gratuite de 30 minutes sur ce thème : ${topic}.`,
    moved: "Votre consultation gratuite a un nouvel horaire.",
    was: "Ancien horaire",
    cancelled: "Votre consultation gratuite est annulée et sa plage horaire est libérée.",
    cancelledByTeam: (when: string) =>
      `Nous sommes désolés : nous avons dû annuler votre consultation gratuite du ${when}.`,
    bookAnother: "Vous pouvez en réserver une autre au moment qui vous convient :",
    fromTeam: (host: string) => `Un mot de ${host} :`,
    moveRequest: (when: string) =>
      `Nous devons déplacer votre consultation gratuite du ${when}; désolés du contretemps.`,
    moveRequestLink:
      "Choisissez un nouveau moment ici. Votre plage actuelle reste réservée d’ici là, et vous pouvez aussi annuler à partir de la même page :",
    reminder: (host: string) => `Petit rappel de votre consultation gratuite avec ${host}.`,
    when: "Quand",
    officeTime: "À Toronto",
    how: "Comment",
    manage: "Besoin d’un autre moment, ou d’annuler ? C’est ici :",
    attached: "L’invitation est jointe : ouvrez-la pour ajouter la rencontre à votre agenda.",
    addLink: "Pas encore dans votre agenda ? Ajoutez-la à partir de ce fichier :",
    signOff: `L’équipe ${site.name}`,
  },
} as const;

const roleFr: Record<string, string> = {
  "Founder & Managing Director": "fondatrice et directrice générale",
  "Technical Director": "directeur technique",
  "Content & French-Language Lead": "responsable du contenu et du français",
  "AI & Data Lead": "responsable de l’IA et des données",
  "Senior Developer": "développeur principal",
};

export const hostRole = (host: Pick<Host, "role">, locale: Locale) =>
  locale === "fr" ? (roleFr[host.role] ?? host.role) : host.role;

/** How the meeting happens, in words. */
export function howLabel(booking: Booking, locale: Locale): string {
  const m = words[locale];
  return booking.meetingMode === "video" ? m.video(videoLink(booking.uid)) : m.phone(booking.phone);
}

/**
 * One booking as an iCalendar text: its UID and SEQUENCE, its times in Toronto with the zone's
 * VTIMEZONE (the stamp stays in UTC), the host as organizer and the visitor as attendee. Without
 * a method it is an event to store (RFC 4791), with one a message to send.
 */
function bookingCalendar(
  booking: Booking,
  host: Pick<Host, "name" | "email">,
  {
    method,
    language,
    summary,
    description,
    url,
    cancelled,
    now,
  }: {
    method?: ICalCalendarMethod;
    language: Locale;
    summary: string;
    description: string;
    url?: string;
    cancelled: boolean;
    now: number;
  },
): string {
  const calendar = ical({
    prodId: { company: site.name, product: "Consultations", language: language.toUpperCase() },
    ...(method ? { method } : {}),
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  const event = calendar.createEvent({
    id: booking.uid,
    sequence: booking.sequence,
    stamp: new Date(now),
    start: new TZDate(booking.start, OFFICE_ZONE),
    end: new TZDate(booking.end, OFFICE_ZONE),
    timezone: OFFICE_ZONE,
    summary,
    description,
    location:
      booking.meetingMode === "video"
        ? videoLink(booking.uid)
        : words[language].phone(booking.phone),
    ...(url ? { url } : {}),
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: host.name, email: host.email },
  });
  event.createAttendee({
    name: booking.name,
    email: booking.email,
    role: ICalAttendeeRole.REQ,
    status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
    rsvp: false,
  });
  // RFC 5545 (3.1) ends every content line with CRLF, the last one too.
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}

/**
 * The iCalendar text of a booking. `method` is REQUEST for an invitation or its update, CANCEL
 * once cancelled, and PUBLISH for the file a visitor downloads to add it themselves.
 */
export function invitationIcs(
  booking: Booking,
  host: Pick<Host, "name" | "email">,
  method: "REQUEST" | "CANCEL" | "PUBLISH",
  { manageUrl, now = Date.now() }: { manageUrl: string; now?: number },
): string {
  const locale = booking.language;
  const m = words[locale];
  return bookingCalendar(booking, host, {
    method: ICalCalendarMethod[method],
    language: locale,
    summary: m.summary(host.name),
    description: [howLabel(booking, locale), "", m.manage, manageUrl].join("\n"),
    url: manageUrl,
    cancelled: method === "CANCEL",
    now,
  });
}

/**
 * The copy of a booking kept in its host's own calendar (over CalDAV): the same UID and SEQUENCE
 * as the invitations, without a METHOD, and written for the host: who is coming, about what,
 * and their lead.
 */
export function calendarCopyIcs(
  booking: Booking,
  host: Pick<Host, "name" | "email">,
  { origin, now = Date.now() }: { origin: string; now?: number },
): string {
  return bookingCalendar(booking, host, {
    language: "en",
    summary: `Free consultation: ${booking.name}, ${booking.company}`,
    description: [
      `${booking.name} (${booking.company}, ${booking.email}${booking.phone ? `, ${booking.phone}` : ""})`,
      `Topic: ${topicName(booking.topic, "en")}`,
      `Language: ${booking.language === "fr" ? "French" : "English"}`,
      howLabel(booking, "en"),
      ...(booking.note ? ["", "Their note:", booking.note] : []),
      ...(booking.leadId ? ["", `The lead: ${origin}/admin/leads/${booking.leadId}`] : []),
    ].join("\n"),
    cancelled: false,
    now,
  });
}

/**
 * "Add to Google Calendar" and "Add to Outlook": their own forms for a new event, filled in
 * with the meeting (UTC times, which both read without a zone), for visitors whose calendar
 * lives in the browser rather than in a program that opens an .ics file.
 */
export function addToCalendarLinks(
  booking: Booking,
  host: Pick<Host, "name">,
  manage: string,
): { google: string; outlook: string } {
  const m = words[booking.language];
  const summary = m.summary(host.name);
  const details = [howLabel(booking, booking.language), "", m.manage, manage].join("\n");
  const location =
    booking.meetingMode === "video" ? videoLink(booking.uid) : m.phone(booking.phone);
  const compact = (instant: number) =>
    new Date(instant)
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
  const iso = (instant: number) => new Date(instant).toISOString().replace(/\.\d{3}/, "");
  const google = new URL("https://calendar.google.com/calendar/render");
  google.search = new URLSearchParams({
    action: "TEMPLATE",
    text: summary,
    dates: `${compact(booking.start)}/${compact(booking.end)}`,
    details,
    location,
  }).toString();
  const outlook = new URL("https://outlook.live.com/calendar/0/deeplink/compose");
  outlook.search = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: summary,
    startdt: iso(booking.start),
    enddt: iso(booking.end),
    body: details,
    location,
  }).toString();
  return { google: google.toString(), outlook: outlook.toString() };
}

/** The booking's manage page, in the visitor's language. */
export const manageUrl = (origin: string, booking: Pick<Booking, "language">, token: string) =>
  `${origin}${localizePath("/book/manage", booking.language)}/${token}`;

/** How long before a meeting each reminder is due. */
export const reminderLead = {
  "reminder-24h": 24 * 3_600_000,
  "reminder-1h": 3_600_000,
  "reminder-host": 15 * 60_000,
} as const;

/**
 * Whether a reminder held back (by an outage, say) still makes sense: not once the meeting has
 * started, and not more than half its own lead time late. "Tomorrow…" sent an hour before, beside
 * "In one hour…", would only confuse.
 */
export function reminderStale(kind: keyof typeof reminderLead, start: number, now: number) {
  const lead = reminderLead[kind];
  return now >= start || now > start - lead + lead / 2;
}

/**
 * The email an outbox message about a booking stands for, or null when it has nothing to say any
 * more: a later change was queued (the sequence moved on), or a reminder for a booking no longer
 * confirmed, or too late to be of use.
 */
export function bookingEmail(
  kind: InvitationKind,
  queuedSequence: number | null,
  booking: Booking,
  host: Host,
  {
    origin,
    token,
    mailFrom,
    now = Date.now(),
  }: {
    origin: string;
    token: string;
    mailFrom: string;
    now?: number;
  },
): Mail | null {
  if (queuedSequence !== booking.sequence) return null;
  const isReminder = kind === "reminder-24h" || kind === "reminder-1h" || kind === "reminder-host";
  // A reminder is for a meeting still on and still ahead (an outage may have held it back).
  if (isReminder && (booking.status !== "confirmed" || reminderStale(kind, booking.start, now))) {
    return null;
  }
  const asksToMove = kind === "booking-move-request";
  if (asksToMove && (booking.status !== "confirmed" || booking.start <= now)) return null;
  const cancelled = booking.status === "cancelled";
  const toHost = kind === "booking-host" || kind === "reminder-host";
  const locale: Locale = toHost ? "en" : booking.language;
  const m = words[locale];
  const zone = toHost ? OFFICE_ZONE : booking.visitorZone;
  const when = whenLabel(booking.start, zone, locale);
  const link = manageUrl(origin, booking, token);
  const subjectKey = isReminder
    ? kind
    : asksToMove
      ? "move-request"
      : cancelled
        ? "cancel"
        : booking.sequence > 0
          ? "update"
          : "invite";
  const who = `${booking.name}, ${booking.company} (${topicName(booking.topic, "en")})`;
  const subject =
    kind === "reminder-host"
      ? `In 15 minutes: ${who}`
      : toHost
        ? `${cancelled ? "Cancelled" : booking.sequence > 0 ? "Moved" : "Booked"}: ${who}, ${when}`
        : m.subject[subjectKey === "reminder-host" ? "reminder-1h" : subjectKey](when);
  const firstName = booking.name.split(" ")[0] ?? booking.name;
  const teamWords = booking.teamMessage ? ["", m.fromTeam(host.name), booking.teamMessage] : [];
  const intro = cancelled
    ? [
        booking.cancelledByTeam ? m.cancelledByTeam(when) : m.cancelled,
        ...teamWords,
        "",
        m.bookAnother,
        `${origin}${localizePath("/book", locale)}`,
      ]
    : asksToMove
      ? [m.moveRequest(when), ...teamWords, "", m.moveRequestLink, link]
      : isReminder
        ? [m.reminder(host.name)]
        : booking.sequence > 0
          ? [m.moved]
          : [m.booked(host.name, hostRole(host, locale), topicName(booking.topic, locale))];
  const moved =
    !cancelled && !isReminder && !asksToMove && booking.sequence > 0 && booking.movedFrom !== null;
  const details =
    cancelled || asksToMove
      ? []
      : [
          "",
          `${m.when}: ${when}`,
          ...(zone === OFFICE_ZONE
            ? []
            : [`${m.officeTime}: ${whenLabel(booking.start, OFFICE_ZONE, locale)}`]),
          ...(moved && booking.movedFrom !== null
            ? [`${m.was}: ${whenLabel(booking.movedFrom, zone, locale)}`]
            : []),
          `${m.how}: ${howLabel(booking, locale)}`,
        ];
  const body = toHost
    ? [
        `${booking.name} (${booking.company}, ${booking.email}${booking.phone ? `, ${booking.phone}` : ""})`,
        `Topic: ${topicName(booking.topic, "en")}`,
        `Language: ${booking.language === "fr" ? "French" : "English"}`,
        ...(cancelled ? ["", `When: ${when}`] : details),
        ...(booking.visitorReason
          ? ["", cancelled ? "Why they cancelled:" : "Why they moved it:", booking.visitorReason]
          : []),
        ...(booking.note ? ["", "Their note:", booking.note] : []),
        ...(booking.leadId ? ["", `The lead: ${origin}/admin/leads/${booking.leadId}`] : []),
      ]
    : [
        m.greeting(firstName),
        "",
        ...intro,
        ...details,
        ...(cancelled || asksToMove
          ? []
          : [
              "",
              m.manage,
              link,
              "",
              ...(isReminder ? [m.addLink, `${link}/invite.ics`] : [m.attached]),
            ]),
        "",
        m.signOff,
      ];
  const domain = mailFrom.split("@")[1];
  const sendsInvitation = !isReminder && !asksToMove;
  const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, " ").slice(0, 200);
  // Two requests to pick a new time can share a sequence: the time of the second tells them apart.
  const version = asksToMove ? `${booking.sequence}-${booking.updatedAt}` : booking.sequence;
  return {
    from: mailFrom,
    to: toHost ? host.email : booking.email,
    replyTo: toHost ? booking.email : host.email,
    subject: oneLine(subject),
    text: body.join("\n"),
    messageId: `<${kind}-${booking.id}-${version}@${domain}>`,
    ...(sendsInvitation
      ? {
          icalEvent: {
            method: cancelled ? "CANCEL" : "REQUEST",
            filename: cancelled ? "cancel.ics" : "invite.ics",
            content: invitationIcs(booking, host, cancelled ? "CANCEL" : "REQUEST", {
              manageUrl: link,
              now,
            }),
          },
        }
      : {}),
  };
}
