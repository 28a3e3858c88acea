/**
 * The words of the page where a booked consultation is managed (moved, cancelled, added to a
 * calendar), in English (French: manage-messages.fr.ts). The page also reads the booking
 * pages' words (booking-messages.ts).
 */
import { site } from "~/content/site";

const en = {
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
  bookAgain: "Book another time",
  past: "This consultation has taken place.",
  notFound: "This link does not match a consultation.",
};

export type ManageMessages = typeof en;

export default en;
