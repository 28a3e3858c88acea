import { services } from "~/lib/app.server";
import { feedsOf, feedToken } from "~/lib/booking/feeds.server";
import { countPost } from "~/lib/request.server";
import type { Route } from "./+types/host-feed";

/**
 * Nothing about the answer may travel further than the calendar app that asked: not stored by a
 * shared cache, not indexed, and the secret address never sent on as a referrer.
 */
const privately = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { ...privately, "Content-Type": "text/plain; charset=utf-8" },
  });

/** A host's bookings as a calendar to subscribe to, for the holder of its secret address. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { store, origin } = await services();
  const { feeds, limiter } = feedsOf(store);
  const counted = await countPost(limiter, request);
  if (counted !== "ok") {
    return new Response(counted === "limited" ? "Too many requests" : "Unavailable", {
      status: counted === "limited" ? 429 : 503,
      headers: { ...privately, "Content-Type": "text/plain; charset=utf-8", "Retry-After": "600" },
    });
  }
  const token = feedToken(params.feed);
  const body = token && (await feeds.feed(token, { origin }));
  if (!body) return notFound();
  return new Response(body, {
    headers: {
      ...privately,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="maplestack-consultations.ics"',
    },
  });
}
