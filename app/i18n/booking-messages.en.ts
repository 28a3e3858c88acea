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
  alternatives: "Nearest free times",
  chooseAlternative: "Choose one of these times and book again.",
  contactInstead: "Prefer to write? Send us your project",
  contactText: `The contact page takes a longer description and a budget; we answer within ${site.responseTime}.`,
  contactLink: "Tell us about your project",
};

export type BookingMessages = typeof en;

export default en;
