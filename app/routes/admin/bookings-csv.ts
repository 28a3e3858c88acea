import { choiceParam, readQuery } from "~/lib/admin/query";
import { requireStaff } from "~/lib/admin/session.server";
import { torontoDay } from "~/lib/admin/time";
import { services } from "~/lib/app.server";
import { bookingsCsv, exportedBookings } from "~/lib/booking/export.server";
import type { Route } from "./+types/bookings-csv";

/**
 * The bookings as a CSV download, all of them or as the bookings page filters them (upcoming or
 * past, one person), recorded in the audit log.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireStaff(request);
  const { bookings, store } = await services();
  const params = new URL(request.url).searchParams;
  const { when } = readQuery(params, { when: choiceParam(["upcoming", "past"] as const) });
  const hosts = await bookings.hosts({ activeOnly: false });
  const host = hosts.find((candidate) => candidate.id === Number(params.get("host")));
  const rows = await exportedBookings(store, { when, hostId: host?.id });
  const names = new Map(hosts.map((candidate) => [candidate.id, candidate.name]));
  const csv = bookingsCsv(rows, (id) => names.get(id) ?? "");
  await session.audit.record(session.staff, "exported bookings", {
    detail: [`${rows.length} bookings`, when, host?.name].filter(Boolean).join(", "),
  });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="maplestack-bookings-${torontoDay(Date.now())}.csv"`,
    },
  });
}
