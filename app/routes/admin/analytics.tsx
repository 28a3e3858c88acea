import { Form, Link } from "react-router";
import { BarList, DailyChart, Funnel, VitalsTrend } from "~/components/admin/charts";
import { AdminButton, fieldClass, labelClass } from "~/components/admin/ui";
import { VitalsTable, VitalsThresholds } from "~/components/admin/vitals-table";
import { categories } from "~/content/catalogue";
import { choiceParam, dayParam, readQuery } from "~/lib/admin/query";
import { requireStaff } from "~/lib/admin/session.server";
import { torontoDay } from "~/lib/admin/time";
import { cn } from "~/lib/cn";
import { pageKinds } from "~/lib/vitals";
import { WebVitals } from "~/lib/vitals.server";
import type { Route } from "./+types/analytics";

export const meta = () => [
  { title: "Analytics · Maplestack back office" },
  { name: "robots", content: "noindex, nofollow" },
];

const presets = [7, 30, 90] as const;
const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_DAYS = 366;

/** The period from the address: the last 7, 30 or 90 days, or two dates (at most a year). */
function period(params: URLSearchParams) {
  const today = torontoDay(Date.now());
  const query = readQuery(params, {
    from: dayParam,
    to: dayParam,
    days: choiceParam(["7", "30", "90"]),
  });
  const { from, to = today } = query;
  if (from && from <= to && Date.parse(to) - Date.parse(from) <= MAX_DAYS * DAY_MS) {
    return { from, to, preset: null };
  }
  const days = presets.find((n) => String(n) === query.days) ?? 30;
  return { from: torontoDay(Date.now() - (days - 1) * DAY_MS), to: today, preset: days };
}

export async function loader({ request }: Route.LoaderArgs) {
  const { analytics, store } = await requireStaff(request);
  const chosen = period(new URL(request.url).searchParams);
  const report = await analytics.report(chosen);
  const vitals = await new WebVitals(store).report(chosen);
  return { ...chosen, report, vitals };
}

const categoryName = (slug: string) => categories.find((c) => c.slug === slug)?.name ?? slug;
const kindName = (kind: string) => pageKinds[kind as keyof typeof pageKinds] ?? kind;
const deviceName = (device: string) =>
  device === "unknown" ? "Unknown width" : device[0]?.toUpperCase() + device.slice(1);

export default function AnalyticsPage({ loaderData }: Route.ComponentProps) {
  const { report, vitals, from, to, preset } = loaderData;
  const { totals } = report;
  const rate = totals.visitors ? ((totals.leads / totals.visitors) * 100).toFixed(1) : "0";
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-semibold text-3xl tracking-tight">Analytics</h1>
          <p className="mt-1 max-w-prose text-ink-muted">
            Counted by our own server, without cookies or addresses, and never for a browser that
            asks not to be tracked. {from} to {to}, Toronto days.
          </p>
        </div>
        <nav aria-label="Period" className="flex gap-1">
          {presets.map((days) => (
            <Link
              key={days}
              to={`/admin/analytics?days=${days}`}
              aria-current={preset === days ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center rounded-lg border px-3 font-medium text-sm",
                preset === days
                  ? "border-ink bg-ink text-paper"
                  : "border-paper-line bg-paper-raised hover:bg-paper",
              )}
            >
              Last {days} days
            </Link>
          ))}
        </nav>
      </div>
      <Form
        method="get"
        aria-label="Choose dates"
        className="mt-4 flex flex-wrap items-end gap-3 text-sm"
      >
        <div>
          <label htmlFor="from" className={labelClass}>
            From
          </label>
          <input id="from" name="from" type="date" defaultValue={from} className={fieldClass} />
        </div>
        <div>
          <label htmlFor="to" className={labelClass}>
            To
          </label>
          <input id="to" name="to" type="date" defaultValue={to} className={fieldClass} />
        </div>
        <AdminButton tone="quiet">Show these dates</AdminButton>
      </Form>

      <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {[
          ["Page views", totals.views],
          ["Visitors (one per day)", totals.visitors],
          ["Enquiries sent", totals.leads],
          ["Consultations booked", totals.bookings],
          ["Visitors who enquired", `${rate}%`],
        ].map(([term, value]) => (
          <div key={term} className="rounded-card border border-paper-line bg-paper-raised p-5">
            <dt className="text-ink-muted text-sm">{term}</dt>
            <dd className="mt-1 font-semibold text-3xl tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>

      <section
        aria-labelledby="per-day"
        className="mt-8 rounded-card border border-paper-line bg-paper-raised p-6"
      >
        <h2 id="per-day" className="font-semibold text-xl">
          Views per day
        </h2>
        <div className="mt-4">
          <DailyChart
            days={report.days}
            title={`Page views and visitors per day, ${from} to ${to}`}
          />
        </div>
      </section>

      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <section
          aria-labelledby="top-pages"
          className="rounded-card border border-paper-line bg-paper-raised p-6"
        >
          <h2 id="top-pages" className="font-semibold text-xl">
            Top pages
          </h2>
          <div className="mt-4">
            <BarList items={report.pages} label="Page views per page" unit="Views" />
          </div>
        </section>
        <section
          aria-labelledby="top-sources"
          className="rounded-card border border-paper-line bg-paper-raised p-6"
        >
          <h2 id="top-sources" className="font-semibold text-xl">
            Where visitors came from
          </h2>
          <div className="mt-4">
            <BarList
              items={report.sources.map(({ name, value }) => ({
                name,
                value: value.visitors,
                note: `${value.views} views`,
              }))}
              label="Visitors per source: the referring site or UTM source of their first view"
              unit="Visitors"
            />
          </div>
          {report.campaigns.length > 0 ? (
            <>
              <h3 className="mt-6 font-semibold">Campaigns (UTM)</h3>
              <div className="mt-2">
                <BarList items={report.campaigns} label="Page views per campaign" unit="Views" />
              </div>
            </>
          ) : null}
        </section>
      </div>

      <section
        aria-labelledby="funnel"
        className="mt-8 rounded-card border border-paper-line bg-paper-raised p-6"
      >
        <h2 id="funnel" className="font-semibold text-xl">
          The enquiry funnel
        </h2>
        <p className="mt-1 max-w-prose text-ink-muted text-sm">
          Visitors who read a service page, then opened the contact page, then sent an enquiry, the
          same day and in that order; and those who booked a consultation after reading one.
        </p>
        <h3 className="mt-6 font-semibold">By service</h3>
        <div className="mt-3">
          <Funnel
            title="By service: service page, contact page, enquiry"
            rows={report.funnel.byService.map((row) => ({ ...row, label: categoryName(row.name) }))}
          />
        </div>
        <h3 className="mt-8 font-semibold">By source</h3>
        <div className="mt-3">
          {report.funnel.bySource.length > 0 ? (
            <Funnel
              title="By source: service page, contact page, enquiry"
              rows={report.funnel.bySource.map((row) => ({ ...row, label: row.name }))}
            />
          ) : (
            <p className="text-ink-muted text-sm">
              No visitor has read a service page in this period.
            </p>
          )}
        </div>
      </section>

      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <section
          aria-labelledby="devices"
          className="rounded-card border border-paper-line bg-paper-raised p-6"
        >
          <h2 id="devices" className="font-semibold text-xl">
            Devices
          </h2>
          <div className="mt-4">
            <BarList items={report.devices} label="Page views per device class" unit="Views" />
          </div>
        </section>
        <section
          aria-labelledby="languages"
          className="rounded-card border border-paper-line bg-paper-raised p-6"
        >
          <h2 id="languages" className="font-semibold text-xl">
            Languages
          </h2>
          <div className="mt-4">
            <BarList
              items={report.languages.map((l) => ({
                ...l,
                name: l.name === "fr" ? "French" : "English",
              }))}
              label="Page views per language"
              unit="Views"
            />
          </div>
        </section>
      </div>

      <section
        aria-labelledby="vitals"
        className="mt-8 rounded-card border border-paper-line bg-paper-raised p-6"
      >
        <h2 id="vitals" className="font-semibold text-xl">
          Core Web Vitals of real visits
        </h2>
        <p className="mt-1 max-w-prose text-ink-muted text-sm">
          Timings measured by visitors' browsers and sent once as they leave a page (
          {vitals.total.visits} page loads in this period). Each figure is the 75th percentile: the
          value at rank ⌈0.75 × n⌉ of the n sorted figures, so three page loads in four were as fast
          or faster. INP needs an interaction, so it has fewer samples. First INP is the first
          interaction of a page load alone: the tap or key that meets a page whose script has not
          run yet.
        </p>
        <div className="mt-4">
          <VitalsThresholds />
        </div>
        <h3 className="mt-6 font-semibold">By kind of page</h3>
        <div className="mt-3">
          <VitalsTable
            caption={`75th percentile of each Core Web Vital per kind of page, ${from} to ${to}`}
            groupHeading="Kind of page"
            groups={vitals.byKind.map((group) => ({ ...group, label: kindName(group.name) }))}
          />
        </div>
        <h3 className="mt-8 font-semibold">By device</h3>
        <div className="mt-3">
          <VitalsTable
            caption={`75th percentile of each Core Web Vital per device class, ${from} to ${to}`}
            groupHeading="Device"
            groups={vitals.byDevice.map((group) => ({ ...group, label: deviceName(group.name) }))}
          />
        </div>
        <h3 className="mt-8 font-semibold">Day by day</h3>
        <div className="mt-3">
          <VitalsTrend
            days={vitals.days}
            title={`75th percentile of LCP, INP and CLS per day, ${from} to ${to}`}
          />
        </div>
      </section>
    </>
  );
}
