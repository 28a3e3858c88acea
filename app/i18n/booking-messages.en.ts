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
};

export type BookingMessages = typeof en;

export default en;
