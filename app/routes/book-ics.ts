import { bookingIcs } from "~/lib/booking/page.server";
import type { Route } from "./+types/book-ics";

/** "Add to calendar": the consultation as an iCalendar file, for its link's holder only. */
export function loader({ params }: Route.LoaderArgs) {
  return bookingIcs(params.token);
}
