import { parseFilter } from "~/lib/admin/inbox.server";
import { requireStaff } from "~/lib/admin/session.server";
import { torontoDay } from "~/lib/admin/time";
import type { Route } from "./+types/leads-csv";

/** The filtered list, every page of it, as a CSV download (recorded in the audit log). */
export async function loader({ request }: Route.LoaderArgs) {
  const { inbox, staff } = await requireStaff(request);
  const filter = parseFilter(new URL(request.url).searchParams);
  const { csv } = await inbox.exportCsv(staff, filter);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="maplestack-leads-${torontoDay(Date.now())}.csv"`,
    },
  });
}
