import { Link } from "react-router";
import { Pager } from "~/components/admin/ui";
import { pageParam, readQuery } from "~/lib/admin/query";
import { requireStaff } from "~/lib/admin/session.server";
import { torontoDateTime } from "~/lib/admin/time";
import type { Route } from "./+types/audit";

export const meta = () => [
  { title: "Audit log · Maplestack back office" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const { audit } = await requireStaff(request, { role: "owner" });
  const { page } = readQuery(new URL(request.url).searchParams, { page: pageParam });
  const { entries, pages } = await audit.list(page);
  return { page, pages, entries: entries.map((e) => ({ ...e, at: torontoDateTime(e.at) })) };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { entries, page, pages } = loaderData;
  return (
    <>
      <h1 className="font-semibold text-3xl tracking-tight">Audit log</h1>
      <p className="mt-1 max-w-prose text-ink-muted">
        Who did what, newest first, in Toronto time. A lead deleted on request appears by its number
        only.
      </p>
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on a phone must be reachable by keyboard
        tabIndex={0}
        aria-label="Audit log table"
        className="mt-6 overflow-x-auto rounded-card border border-paper-line bg-paper-raised"
      >
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">
            Audit log, page {page} of {pages}
          </caption>
          <thead className="border-paper-line border-b bg-paper text-ink-muted">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                When
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Who
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                What
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Lead
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Detail
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-paper-line border-b last:border-0">
                <td className="whitespace-nowrap px-4 py-3 text-ink-muted">{entry.at}</td>
                <td className="px-4 py-3">{entry.staffEmail}</td>
                <td className="px-4 py-3">{entry.action}</td>
                <td className="px-4 py-3">
                  {entry.leadId === null ? (
                    "—"
                  ) : entry.action === "deleted lead on request" ? (
                    entry.leadId
                  ) : (
                    <Link
                      to={`/admin/leads/${entry.leadId}`}
                      className="underline underline-offset-4"
                    >
                      {entry.leadId}
                    </Link>
                  )}
                </td>
                <td className="px-4 py-3 text-ink-muted">{entry.detail || "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <Pager
        label="Pages of the log"
        page={page}
        pages={pages}
        href={(n) => `/admin/audit?page=${n}`}
        newer="Newer entries"
        older="Older entries"
      />
    </>
  );
}
