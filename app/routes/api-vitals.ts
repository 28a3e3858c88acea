import { handleVitals } from "~/lib/vitals.server";
import type { Route } from "./+types/api-vitals";

/** The Core Web Vitals beacon's address: one page load's figures (app/lib/vitals-beacon.ts). */
export async function action({ request }: Route.ActionArgs) {
  return handleVitals(request);
}

export async function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
