/**
 * The dashboard's charts, drawn as SVG on the server: no charting library, no script, nothing
 * to load. Each chart is an image with a text alternative, and its numbers are also in a table
 * (open "The numbers" under it) for screen readers and for copying.
 */
import { type ReactNode, useId } from "react";
import { formatVital, rating, thresholds, type VitalName } from "~/lib/vitals";

type Day = { day: string; views: number; visitors: number; leads: number };

/** A chart's numbers as a table under a disclosure, for screen readers and for copying. */
function NumbersTable({
  summary,
  columns,
  rows,
  className,
}: {
  summary: string;
  /** The first names the rows' headers; the others are right-aligned figures. */
  columns: string[];
  rows: { key: string; head: ReactNode; cells: ReactNode[] }[];
  className?: string;
}) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer">{summary}</summary>
      <table className={`mt-2 w-full text-left ${className ?? ""}`}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={index === 0 ? "py-1 font-medium" : "py-1 text-right font-medium"}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-paper-line border-t">
              <th scope="row" className="py-1 font-normal">
                {row.head}
              </th>
              {row.cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order
                <td key={index} className="py-1 text-right">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** A round top for an axis: 1, 2, 2.5, 5 × 10ⁿ, at least the value (5 at the least for counts). */
export function niceMax(value: number, { least = 5 }: { least?: number } = {}): number {
  if (value <= least) return least;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5].find((s) => s * power >= value * (1 - 1e-9)) ?? 10;
  return step * power;
}

/**
 * The axis's labelled values, from 0 to a top niceMax gave: four or five equal steps, or two,
 * chosen so that a count's axis never reads a fraction (5 gives 0, 1, 2, 3, 4, 5).
 */
export function axisTicks(
  max: number,
  { whole = true, steps = [4, 5, 2] }: { whole?: boolean; steps?: number[] } = {},
): number[] {
  const parts = steps.find((n) => !whole || Number.isInteger(max / n)) ?? 1;
  return Array.from({ length: parts + 1 }, (_, i) => (max * i) / parts);
}

/** Gridlines across a plot, each labelled left of it. */
function YAxis({
  ticks,
  y,
  left,
  right,
  label,
}: {
  ticks: number[];
  y: (value: number) => number;
  left: number;
  right: number;
  label: (value: number) => string;
}) {
  return ticks.map((value) => (
    <g key={value}>
      <line x1={left} x2={right} y1={y(value)} y2={y(value)} className="stroke-paper-line" />
      <text x={left - 8} y={y(value) + 4} textAnchor="end" className="fill-ink-muted text-[12px]">
        {label(value)}
      </text>
    </g>
  ));
}

const shortDate = (day: string) =>
  new Intl.DateTimeFormat("en-CA", { month: "short", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );

/** Page views per day as bars, unique visitors as a line, leads as dots on the axis. */
export function DailyChart({ days, title }: { days: Day[]; title: string }) {
  const id = useId();
  const width = 960;
  const height = 280;
  const pad = { top: 16, right: 16, bottom: 36, left: 44 };
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const max = niceMax(Math.max(1, ...days.map((d) => d.views)));
  const slot = plotW / Math.max(1, days.length);
  const y = (value: number) => pad.top + plotH - (value / max) * plotH;
  const x = (index: number) => pad.left + index * slot + slot / 2;
  const labelEvery = Math.ceil(days.length / 8);
  const line = days.map(
    (d, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(d.visitors).toFixed(1)}`,
  );
  const total = days.reduce((sum, d) => sum + d.views, 0);
  return (
    <div>
      <figure className="m-0">
        <svg
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          className="h-auto w-full"
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>
            {`${total} page views over ${days.length} days; the busiest day had ${Math.max(0, ...days.map((d) => d.views))}.`}
          </desc>
          <YAxis
            ticks={axisTicks(max)}
            y={y}
            left={pad.left}
            right={width - pad.right}
            label={(value) => value.toLocaleString("en-CA")}
          />
          {days.map((d, i) => (
            <g key={d.day}>
              <rect
                x={x(i) - Math.max(1, slot * 0.35)}
                y={y(d.views)}
                width={Math.max(2, slot * 0.7)}
                height={pad.top + plotH - y(d.views)}
                rx={2}
                className="fill-aurora-sky-deep/70"
              />
              {d.leads > 0 ? (
                <circle cx={x(i)} cy={pad.top + plotH + 8} r={4} className="fill-success" />
              ) : null}
              {i % labelEvery === 0 ? (
                <text
                  x={x(i)}
                  y={height - 8}
                  textAnchor="middle"
                  className="fill-ink-muted text-[12px]"
                >
                  {shortDate(d.day)}
                </text>
              ) : null}
            </g>
          ))}
          <path d={line.join(" ")} fill="none" strokeWidth={2.5} className="stroke-accent-strong" />
        </svg>
        <figcaption className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-ink-muted text-sm">
          <span className="inline-flex items-center gap-2">
            <span className="inline-block size-3 rounded-sm bg-aurora-sky-deep/70" /> Page views
          </span>
          <span className="inline-flex items-center gap-2">
            <span className="inline-block h-0.5 w-4 bg-accent-strong" /> Visitors
          </span>
          <span className="inline-flex items-center gap-2">
            <span className="inline-block size-2.5 rounded-full bg-success" /> A day with a lead
          </span>
        </figcaption>
      </figure>
      <NumbersTable
        summary="The numbers, day by day"
        className="max-w-md"
        columns={["Day", "Views", "Visitors", "Leads"]}
        rows={days.map((d) => ({ key: d.day, head: d.day, cells: [d.views, d.visitors, d.leads] }))}
      />
    </div>
  );
}

/** A ranked list with a bar behind each count (top pages, sources). */
export function BarList({
  items,
  label,
  unit,
}: {
  items: { name: string; value: number; note?: string }[];
  label: string;
  unit: string;
}) {
  const max = Math.max(1, ...items.map((item) => item.value));
  if (items.length === 0) return <p className="text-ink-muted text-sm">Nothing counted yet.</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{label}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Name</th>
          <th scope="col">{unit}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.name}>
            <th scope="row" className="relative w-full py-1 pr-3 font-normal">
              <span
                aria-hidden="true"
                className="absolute inset-y-0.5 left-0 rounded bg-aurora-sky-deep/12"
                style={{ width: `${(item.value / max) * 100}%` }}
              />
              <span className="relative block break-all px-2">
                {item.name}
                {item.note ? <span className="text-ink-muted"> · {item.note}</span> : null}
              </span>
            </th>
            <td className="whitespace-nowrap py-1 text-right tabular-nums">{item.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type Steps = {
  name: string;
  label: string;
  service: number;
  contact: number;
  lead: number;
  booking: number;
};

const percent = (part: number, whole: number) =>
  whole === 0 ? "—" : `${Math.round((part / whole) * 100)}%`;

/**
 * The enquiry funnel for each row (a service, a source): visitors who read a service page, then
 * opened the contact page, then sent a lead, as three bars on one scale.
 */
export function Funnel({ rows, title }: { rows: Steps[]; title: string }) {
  const id = useId();
  const max = Math.max(1, ...rows.map((row) => row.service));
  const rowH = 80;
  const width = 960;
  const labelW = 250;
  const barW = width - labelW - 150;
  const height = rows.length * rowH + 8;
  const steps = [
    { key: "service", name: "Read a service page", className: "fill-aurora-sky-deep/70" },
    { key: "contact", name: "Then opened the contact page", className: "fill-accent-strong/80" },
    { key: "lead", name: "Then sent an enquiry", className: "fill-success" },
    { key: "booking", name: "Or booked a consultation", className: "fill-aurora-violet" },
  ] as const;
  return (
    <div>
      <figure className="m-0">
        <svg
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby={`${id}-title`}
          className="h-auto w-full"
        >
          <title id={`${id}-title`}>{title}</title>
          {rows.map((row, r) => (
            <g key={row.name} transform={`translate(0 ${r * rowH + 4})`}>
              <text x={0} y={30} className="fill-ink text-[15px] font-semibold">
                {row.label}
              </text>
              {steps.map((step, s) => {
                const value = row[step.key];
                return (
                  <g key={step.key} transform={`translate(${labelW} ${s * 18})`}>
                    {/* The track: a step at zero still reads as a bar with nothing in it. */}
                    <rect width={barW} height={14} rx={2} className="fill-paper-line/70" />
                    <rect
                      width={Math.max(value > 0 ? 3 : 0, (value / max) * barW)}
                      height={14}
                      rx={2}
                      className={step.className}
                    />
                    <text x={barW + 8} y={12} className="fill-ink-muted text-[12px]">
                      {value}
                      {s > 0 ? ` (${percent(value, row.service)})` : ""}
                    </text>
                  </g>
                );
              })}
            </g>
          ))}
        </svg>
        <figcaption className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-ink-muted text-sm">
          {steps.map((step) => (
            <span key={step.key} className="inline-flex items-center gap-2">
              <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3">
                <rect width={12} height={12} rx={2} className={step.className} />
              </svg>
              {step.name}
            </span>
          ))}
        </figcaption>
      </figure>
      <NumbersTable
        summary="The numbers"
        columns={[
          title.startsWith("By source") ? "Source" : "Service",
          "Service page",
          "Contact page",
          "Enquiry",
          "Booking",
          "Conversion",
        ]}
        rows={rows.map((row) => ({
          key: row.name,
          head: row.label,
          cells: [
            row.service,
            row.contact,
            row.lead,
            row.booking,
            percent(row.lead + row.booking, row.service),
          ],
        }))}
      />
    </div>
  );
}

type VitalsDay = {
  day: string;
  visits: number;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
};
const trendVitals = ["lcp", "inp", "cls"] as const;

/**
 * The 75th percentile of LCP, INP and CLS per day, one panel each on its own scale, with
 * Google's two thresholds dashed across it. A day without figures breaks the line.
 */
export function VitalsTrend({ days, title }: { days: VitalsDay[]; title: string }) {
  const id = useId();
  const width = 960;
  const panelH = 120;
  const gap = 44;
  const pad = { top: 28, right: 140, bottom: 32, left: 64 };
  const plotW = width - pad.left - pad.right;
  const height = pad.top + trendVitals.length * (panelH + gap) - gap + pad.bottom;
  const slot = plotW / Math.max(1, days.length);
  const x = (index: number) => pad.left + index * slot + slot / 2;
  const labelEvery = Math.ceil(days.length / 8);
  const measured = days.filter((d) => d.visits > 0).length;
  const axisLabel = (name: VitalName, value: number) =>
    thresholds[name].unit === "ms"
      ? Math.round(value).toLocaleString("en-CA")
      : String(Number(value.toFixed(3)));
  return (
    <div>
      <figure className="m-0">
        <svg
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          className="h-auto w-full"
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>
            {`Figures on ${measured} of ${days.length} days, each against Google's thresholds for good and poor, drawn dashed.`}
          </desc>
          {trendVitals.map((name, panel) => {
            const top = pad.top + panel * (panelH + gap);
            const { good, poor } = thresholds[name];
            const max = niceMax(Math.max(poor * 1.2, ...days.map((d) => d[name] ?? 0)), {
              least: 0,
            });
            const y = (value: number) => top + panelH - (value / max) * panelH;
            let line = "";
            days.forEach((d, i) => {
              const value = d[name];
              if (value === null) return;
              const joined = i > 0 && days[i - 1]?.[name] !== null;
              line += `${joined ? "L" : "M"}${x(i).toFixed(1)},${y(value).toFixed(1)}`;
            });
            return (
              <g key={name}>
                <text x={pad.left} y={top - 10} className="fill-ink text-[13px] font-semibold">
                  {`${name.toUpperCase()}${thresholds[name].unit ? " (ms)" : ""}`}
                </text>
                <YAxis
                  ticks={axisTicks(max, { whole: false, steps: [2] })}
                  y={y}
                  left={pad.left}
                  right={width - pad.right}
                  label={(value) => axisLabel(name, value)}
                />
                {[
                  {
                    label: `good ≤ ${axisLabel(name, good)}`,
                    value: good,
                    className: "stroke-success",
                  },
                  {
                    label: `poor > ${axisLabel(name, poor)}`,
                    value: poor,
                    className: "stroke-danger",
                  },
                ].map((limit) => (
                  <g key={limit.label}>
                    <line
                      x1={pad.left}
                      x2={width - pad.right}
                      y1={y(limit.value)}
                      y2={y(limit.value)}
                      strokeDasharray="6 4"
                      strokeWidth={1.5}
                      className={limit.className}
                    />
                    <text
                      x={width - pad.right + 8}
                      y={y(limit.value) + 4}
                      className="fill-ink-muted text-[12px]"
                    >
                      {limit.label}
                    </text>
                  </g>
                ))}
                <path d={line} fill="none" strokeWidth={2.5} className="stroke-accent-strong" />
                {days.map((d, i) => {
                  const value = d[name];
                  return value === null ? null : (
                    <circle
                      key={d.day}
                      cx={x(i)}
                      cy={y(value)}
                      r={3.5}
                      className="fill-accent-strong"
                    />
                  );
                })}
              </g>
            );
          })}
          {days.map((d, i) =>
            i % labelEvery === 0 ? (
              <text
                key={d.day}
                x={x(i)}
                y={height - 8}
                textAnchor="middle"
                className="fill-ink-muted text-[12px]"
              >
                {shortDate(d.day)}
              </text>
            ) : null,
          )}
        </svg>
        <figcaption className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-ink-muted text-sm">
          <span className="inline-flex items-center gap-2">
            <span className="inline-block h-0.5 w-4 bg-accent-strong" /> 75th percentile of the day
          </span>
          <span className="inline-flex items-center gap-2">
            <span className="inline-block w-4 border-success border-t-2 border-dashed" /> Good at or
            under this line
          </span>
          <span className="inline-flex items-center gap-2">
            <span className="inline-block w-4 border-danger border-t-2 border-dashed" /> Poor over
            this line
          </span>
        </figcaption>
      </figure>
      <NumbersTable
        summary="The numbers, day by day"
        className="max-w-2xl"
        columns={["Day", "Page loads", ...trendVitals.map((name) => `${name.toUpperCase()} (p75)`)]}
        rows={days.map((d) => ({
          key: d.day,
          head: d.day,
          cells: [
            d.visits,
            ...trendVitals.map((name) => {
              const value = d[name];
              return value === null ? "—" : `${formatVital(name, value)} (${rating(name, value)})`;
            }),
          ],
        }))}
      />
    </div>
  );
}
