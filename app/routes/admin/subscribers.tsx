import { Link } from "react-router";
import { Notice, Pager } from "~/components/admin/ui";
import { choiceParam, pageParam, readQuery } from "~/lib/admin/query";
import { requireStaff } from "~/lib/admin/session.server";
import { torontoDateTime } from "~/lib/admin/time";
import { cn } from "~/lib/cn";
import { subscriberPage } from "~/lib/newsletter.server";
import type { SubscriberStatus } from "~/lib/subscribers.server";
import type { Route } from "./+types/subscribers";

export const meta = () => [
  { title: "Newsletter · Maplestack back office" },
  { name: "robots", content: "noindex, nofollow" },
];

const statusNames: Record<SubscriberStatus, string> = {
  confirmed: "Confirmed",
  unconfirmed: "Waiting for confirmation",
  unsubscribed: "Unsubscribed",
};
const order = ["confirmed", "unconfirmed", "unsubscribed"] as const satisfies SubscriberStatus[];

export async function loader({ request }: Route.LoaderArgs) {
  const { store } = await requireStaff(request);
  const { status, page } = readQuery(new URL(request.url).searchParams, {
    status: choiceParam(order),
    page: pageParam,
  });
  const result = await subscriberPage(store, status, page);
  return {
    status: status ?? null,
    page,
    ...result,
    subscribers: result.subscribers.map((s) => ({
      ...s,
      requested: torontoDateTime(s.requestedAt),
      confirmed: s.confirmedAt ? torontoDateTime(s.confirmedAt) : null,
      unsubscribed: s.unsubscribedAt ? torontoDateTime(s.unsubscribedAt) : null,
    })),
  };
}

export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const { subscribers, counts, status, page, pages } = loaderData;
  const query = (next: { status?: string | null; page?: number }) => {
    const params = new URLSearchParams();
    const s = next.status === undefined ? status : next.status;
    if (s) params.set("status", s);
    if (next.page && next.page > 1) params.set("page", String(next.page));
    const text = params.toString();
    return `/admin/subscribers${text ? `?${text}` : ""}`;
  };
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-semibold text-3xl tracking-tight">Newsletter</h1>
          <p className="mt-1 max-w-prose text-ink-muted">
            An address counts as subscribed once its owner confirms it from our email (double
            opt-in, as CASL expects proof of consent). Unconfirmed addresses are removed after seven
            days; unsubscribed ones stay only so they are never emailed again.
          </p>
        </div>
        <a
          href="/admin/subscribers.csv"
          download
          className="inline-flex min-h-11 items-center rounded-lg border border-paper-line bg-paper-raised px-4 font-semibold text-sm hover:bg-paper"
        >
          Export the {counts.confirmed} confirmed as CSV
        </a>
      </div>
      <nav aria-label="Addresses by status" className="mt-6 overflow-x-auto">
        <ul className="flex gap-1 border-paper-line border-b">
          {[null, ...order].map((s) => (
            <li key={s ?? "all"}>
              <Link
                to={query({ status: s, page: 1 })}
                aria-current={status === s ? "page" : undefined}
                className={cn(
                  "-mb-px inline-flex min-h-11 items-center gap-2 whitespace-nowrap border-b-2 px-3 font-medium text-sm",
                  status === s
                    ? "border-ink text-ink"
                    : "border-transparent text-ink-muted hover:text-ink",
                )}
              >
                {s ? statusNames[s] : "All"}
                <span className="rounded-full bg-paper-line px-2 py-0.5 text-ink text-xs">
                  {s ? counts[s] : counts.confirmed + counts.unconfirmed + counts.unsubscribed}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {subscribers.length === 0 ? (
        <div className="mt-8">
          <Notice tone="info">No address here yet.</Notice>
        </div>
      ) : (
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on a phone must be reachable by keyboard
          tabIndex={0}
          aria-label="Newsletter addresses table"
          className="mt-8 overflow-x-auto rounded-card border border-paper-line bg-paper-raised"
        >
          <table className="w-full min-w-[56rem] text-left text-sm">
            <caption className="sr-only">
              Newsletter addresses, newest first, page {page} of {pages}
            </caption>
            <thead className="border-paper-line border-b bg-paper text-ink-muted">
              <tr>
                {["Address", "Status", "Consent record", "Language"].map((label) => (
                  <th key={label} scope="col" className="whitespace-nowrap px-4 py-3 font-medium">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {subscribers.map((s) => (
                <tr key={s.id} className="border-paper-line border-b align-top last:border-0">
                  <th scope="row" className="break-all px-4 py-3 text-left font-semibold">
                    {s.email}
                  </th>
                  <td className="px-4 py-3">
                    {statusNames[s.status]}
                    {s.unsubscribed ? (
                      <span className="block text-ink-muted text-xs">on {s.unsubscribed}</span>
                    ) : null}
                  </td>
                  <td className="px-4 py-3 text-ink-muted">
                    Asked {s.requested} on {s.sourcePage}
                    {s.confirmed ? `; confirmed ${s.confirmed}` : ""}.
                    <q className="mt-1 block text-ink italic">{s.consentWording}</q>
                  </td>
                  <td className="px-4 py-3">{s.language === "fr" ? "French" : "English"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <Pager
        label="Pages of addresses"
        page={page}
        pages={pages}
        href={(n) => query({ page: n })}
        newer="Newer addresses"
        older="Older addresses"
      />
    </>
  );
}
