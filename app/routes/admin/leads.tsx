import { Form, Link } from "react-router";
import {
  AdminButton,
  fieldClass,
  labelClass,
  Notice,
  Pager,
  StatusBadge,
  statusLabels,
} from "~/components/admin/ui";
import { categories } from "~/content/catalogue";
import { filterQuery, statuses } from "~/lib/admin/fields";
import { parseFilter } from "~/lib/admin/inbox.server";
import { requireStaff } from "~/lib/admin/session.server";
import { torontoDateTime } from "~/lib/admin/time";
import { cn } from "~/lib/cn";
import { budgetOptions } from "~/lib/forms/options";
import type { Route } from "./+types/leads";

export const meta = () => [
  { title: "Leads · Maplestack back office" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const { inbox } = await requireStaff(request);
  const filter = parseFilter(new URL(request.url).searchParams);
  const result = await inbox.list(filter);
  return {
    filter,
    deleted: new URL(request.url).searchParams.get("done") === "deleted",
    ...result,
    leads: result.leads.map((lead) => ({
      id: lead.id,
      received: torontoDateTime(lead.createdAt),
      name: `${lead.firstName} ${lead.lastName}`.trim(),
      company: lead.company,
      email: lead.email,
      services: lead.services,
      budget: lead.budget,
      language: lead.language,
      status: lead.status,
      anonymised: Boolean(lead.anonymisedAt),
    })),
  };
}

const categoryName = (slug: string) => categories.find((c) => c.slug === slug)?.name ?? slug;

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { filter, leads, total, counts, pages, deleted } = loaderData;
  const all = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const page = Math.min(filter.page, pages);
  const statusLink = (status?: string) =>
    `/admin/leads${filterQuery({ ...filter, status: status as never })}`;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-semibold text-3xl tracking-tight">Leads</h1>
          <p className="mt-1 text-ink-muted">
            {total} {total === 1 ? "lead matches" : "leads match"} · times in Toronto time
          </p>
        </div>
        <a
          href={`/admin/leads.csv${filterQuery(filter)}`}
          className="inline-flex min-h-11 items-center rounded-lg border border-paper-line bg-paper-raised px-4 font-semibold text-sm hover:bg-paper"
          download
        >
          Export these {total} as CSV
        </a>
      </div>

      {deleted ? (
        <div className="mt-4">
          <Notice tone="success">
            The lead was deleted, with its notes and history. The audit log records it by number
            only.
          </Notice>
        </div>
      ) : null}
      <nav aria-label="Leads by status" className="mt-6 overflow-x-auto">
        <ul className="flex gap-1 border-paper-line border-b">
          <StatusTab to={statusLink()} current={!filter.status} label="All" count={all} />
          {statuses.map((status) => (
            <StatusTab
              key={status}
              to={statusLink(status)}
              current={filter.status === status}
              label={statusLabels[status] ?? status}
              count={counts[status]}
            />
          ))}
        </ul>
      </nav>

      <Form
        method="get"
        role="search"
        aria-label="Filter leads"
        className="mt-6 grid gap-4 rounded-card border border-paper-line bg-paper-raised p-5 sm:grid-cols-2 lg:grid-cols-4"
      >
        {filter.status ? <input type="hidden" name="status" value={filter.status} /> : null}
        <div className="sm:col-span-2">
          <label htmlFor="q" className={labelClass}>
            Search names, company, email and message
          </label>
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={filter.q ?? ""}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor="category" className={labelClass}>
            Service
          </label>
          <select
            id="category"
            name="category"
            defaultValue={filter.category ?? ""}
            className={fieldClass}
          >
            <option value="">Any service</option>
            {categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="budget" className={labelClass}>
            Budget
          </label>
          <select
            id="budget"
            name="budget"
            defaultValue={filter.budget ?? ""}
            className={fieldClass}
          >
            <option value="">Any budget</option>
            {budgetOptions.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="language" className={labelClass}>
            Language
          </label>
          <select
            id="language"
            name="language"
            defaultValue={filter.language ?? ""}
            className={fieldClass}
          >
            <option value="">English and French</option>
            <option value="en">English</option>
            <option value="fr">French</option>
          </select>
        </div>
        <div>
          <label htmlFor="from" className={labelClass}>
            Received from
          </label>
          <input
            id="from"
            name="from"
            type="date"
            defaultValue={filter.from ?? ""}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor="to" className={labelClass}>
            Received until
          </label>
          <input
            id="to"
            name="to"
            type="date"
            defaultValue={filter.to ?? ""}
            className={fieldClass}
          />
        </div>
        <div className="flex items-end gap-3">
          <AdminButton>Apply filters</AdminButton>
          <Link
            to="/admin/leads"
            className="inline-flex min-h-11 items-center px-2 text-sm underline"
          >
            Clear
          </Link>
        </div>
      </Form>

      {leads.length === 0 ? (
        <p className="mt-8 rounded-card border border-paper-line border-dashed bg-paper-raised p-8 text-center text-ink-muted">
          No lead matches these filters.
        </p>
      ) : (
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on a phone must be reachable by keyboard
          tabIndex={0}
          aria-label="Leads table"
          className="mt-8 overflow-x-auto rounded-card border border-paper-line bg-paper-raised"
        >
          <table className="w-full min-w-[52rem] text-left text-sm">
            <caption className="sr-only">
              Leads, newest first, page {page} of {pages}
            </caption>
            <thead className="border-paper-line border-b bg-paper text-ink-muted">
              <tr>
                {["Who", "Status", "Received", "Services", "Budget", "Language"].map((label) => (
                  <th key={label} scope="col" className="whitespace-nowrap px-4 py-3 font-medium">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {leads.map((lead) => (
                <tr
                  key={lead.id}
                  className="border-paper-line border-b align-top last:border-0 hover:bg-paper"
                >
                  <th scope="row" className="px-4 py-3 text-left font-normal">
                    <Link
                      to={`/admin/leads/${lead.id}`}
                      className="font-semibold underline-offset-4 hover:underline"
                    >
                      {lead.anonymised ? `Lead #${lead.id} (anonymised)` : lead.name}
                    </Link>
                    <span className="block text-ink-muted">{lead.company || "—"}</span>
                  </th>
                  <td className="px-4 py-3">
                    <StatusBadge status={lead.status} />
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-ink-muted">{lead.received}</td>
                  <td className="px-4 py-3">{lead.services.map(categoryName).join(", ")}</td>
                  <td className="whitespace-nowrap px-4 py-3">{lead.budget}</td>
                  <td className="px-4 py-3">{lead.language === "fr" ? "French" : "English"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      <Pager
        label="Pages of leads"
        page={page}
        pages={pages}
        href={(n) => `/admin/leads${filterQuery(filter, n)}`}
        newer="Newer leads"
        older="Older leads"
      />
    </>
  );
}

function StatusTab({
  to,
  current,
  label,
  count,
}: {
  to: string;
  current: boolean;
  label: string;
  count: number;
}) {
  return (
    <li>
      <Link
        to={to}
        aria-current={current ? "page" : undefined}
        className={cn(
          "-mb-px inline-flex min-h-11 items-center gap-2 whitespace-nowrap border-b-2 px-3 font-medium text-sm",
          current ? "border-ink text-ink" : "border-transparent text-ink-muted hover:text-ink",
        )}
      >
        {label}
        <span className="rounded-full bg-paper-line px-2 py-0.5 text-xs text-ink">{count}</span>
      </Link>
    </li>
  );
}
