import { handleBeacon } from "~/lib/analytics.server";
import type { Route } from "./+types/api-view";

/** The analytics beacon's address: a page view, posted by the page itself (app/lib/beacon.ts). */
export async function action({ request }: Route.ActionArgs) {
  return handleBeacon(request);
}

export async function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
