import { requireStaff } from "~/lib/admin/session.server";
import { torontoDay } from "~/lib/admin/time";
import { subscribersCsv } from "~/lib/newsletter.server";
import { Subscribers } from "~/lib/subscribers.server";
import type { Route } from "./+types/subscribers-csv";

/** The confirmed addresses only, with their consent records: the list the newsletter goes to. */
export async function loader({ request }: Route.LoaderArgs) {
  const { audit, staff, store } = await requireStaff(request);
  const confirmed = await new Subscribers(store).list("confirmed");
  await audit.record(staff, "exported subscribers", {
    detail: `${confirmed.length} confirmed addresses`,
  });
  return new Response(subscribersCsv(confirmed), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="maplestack-subscribers-${torontoDay(Date.now())}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
