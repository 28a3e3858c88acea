/**
 * The words of the booking pages (/book, the manage page) in English (French:
 * booking-messages.fr.ts). Pages read them through booking-messages.ts.
 */
import { site } from "~/content/site";

const en = {
  title: `Book a free consultation | ${site.name}`,
  description:
    "Pick a 30-minute slot with a senior member of our team, in your own time zone, and get a calendar invitation with a link to reschedule or cancel.",
  eyebrow: "Free consultation",
  heroTitle: "Book a free consultation",
  section: "Choose a time and book",
  heroText:
    "Thirty minutes with the person who would lead your project: we listen, ask about your goals, and tell you plainly what we would do, what it would cost and how long it would take. No obligation, no sales script.",
  steps: { topic: "1. What and who", time: "2. Pick a time", details: "3. Your details" },
  topic: "What would you like to talk about?",
  host: "Who would you like to meet?",
  anyHost: "Anyone available",
  zone: "Show times in",
  zoneHint: "Times below are in this zone. Our office is in Toronto.",
  show: "Show times",
  calendar: "Days with free times",
  previousWeek: "Previous week",
  nextWeek: "Next week",
  noDay: "no free times",
  slotsOn: (count: number) => (count === 1 ? "1 free time" : `${count} free times`),
  noneThisWeek: "No free times this week.",
  firstFree: "Go to the first free day",
  noneAtAll: `No one who takes this topic has a free time in the next three weeks. Write to us from the contact page, or call ${site.phone.display}, and we will find one.`,
  times: (day: string) => `Free times on ${day}`,
  inToronto: (time: string) => `${time} in Toronto`,
  mode: "How should we meet?",
  video: "Video call (a link in your invitation, nothing to install)",
  phone: "Phone call (we call you)",
  note: "Anything we should read first? (optional)",
  noteHint: "A link to your current site, the deadline you are working to, what worries you.",
  required: "All fields are required unless marked optional.",
  phoneLabel: "Phone (optional for a video call)",
  book: "Book this time",
  booking: "Booking…",
  refusals: {
    taken: "Someone booked that time while you were choosing.",
    busy: "That time has just filled up in our calendar.",
    "day-full": "Every consultation of that day is booked.",
    "off-hours": "That time is outside our consultation hours.",
    closed:
      "We hold no consultations that day: it is a weekend, a public holiday in Ontario or a day off.",
    "too-far": "We take bookings up to three weeks ahead, and that time is further out.",
    "too-soon": "That time is too soon: we need a business day to prepare.",
    past: "That time has already passed.",
    "form-used":
      "This form has already been sent, and its booking is in your inbox. To book another time, reload the page.",
    "address-upcoming":
      "This email address already has two consultations coming up. Move or cancel one with the link in its invitation, or write to us from the contact page.",
    "address-mail": `We have sent this email address all the booking emails we send in a day. Try again tomorrow, write to us from the contact page, or call ${site.phone.display}.`,
    "not-changeable": "This consultation can no longer be changed: it has started or is cancelled.",
  },
  nearest: "Here are the nearest free times; your details are kept.",
  pickAnother: "Pick another time below.",
  alternatives: "Nearest free times",
  chooseAlternative: "Choose one of these times and book again.",
  contactInstead: "Prefer to write? Send us your project",
  contactText: `The contact page takes a longer description and a budget; we answer within ${site.responseTime}.`,
  contactLink: "Tell us about your project",
  // The manage page.
  manageTitle: `Your free consultation | ${site.name}`,
  bookedTitle: "You are booked",
  bookedText: (email: string) =>
    `We have sent the invitation to ${email}. Add it to your calendar from the email or with the button below.`,
  yourBooking: "Your free consultation",
  details: "The details",
  with: "With",
  when: "When",
  inOffice: "In Toronto",
  how: "How",
  topicLabel: "About",
  addToCalendar: "Add to calendar (.ics)",
  addToGoogle: "Add to Google Calendar",
  addToOutlook: "Add to Outlook",
  calendarLinks: "Add it to your calendar",
  reschedule: "Choose another time",
  rescheduleText: "Pick a new time below: the invitation is updated for you and for us.",
  move: "Move to this time",
  moved: "Done: your consultation has moved. The updated invitation is on its way.",
  cancel: "Cancel the consultation",
  cancelText: "Can't make it? Cancelling frees the time for someone else.",
  confirmCancelTitle: "Cancel this consultation?",
  confirmCancelText:
    "Its time goes back on the booking page for someone else. You can undo it for a minute after.",
  reasonCancel: "Why are you cancelling? (optional)",
  reasonMove: "Why are you moving it? (optional)",
  reasonHint: "It helps us, and only the person you were to meet reads it.",
  confirmCancel: "Yes, cancel it",
  keep: "Keep it",
  cancelled: "This consultation is cancelled.",
  cancelledText:
    "The cancellation reaches your inbox in a minute. You are welcome to book another time.",
  cancelledByTeamText:
    "We had to cancel it, and we are sorry. The cancellation is in your inbox. Book another time whenever suits you.",
  fromTeam: "A word from the team",
  undo: "Undo the cancellation",
  undoText: "Changed your mind? For a minute, you can take it back.",
  restored: "Your consultation is back on.",
  undoRefused: {
    "too-late": "It is too late to undo the cancellation. You are welcome to book another time.",
    taken: "Someone booked that time in the meantime. You are welcome to book another one.",
  },
  bookAgain: "Book another time",
  past: "This consultation has taken place.",
  notFound: "This link does not match a consultation.",
};

export type BookingMessages = typeof en;

export default en;
