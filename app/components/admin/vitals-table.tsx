/**
 * The 75th percentile of each Core Web Vital for groups of page loads (a kind of page, a device
 * class), each rated against Google's thresholds in words, with the count it was taken over.
 */
import { cn } from "~/lib/cn";
import {
  formatVital,
  type Rating,
  rating,
  thresholds,
  type VitalName,
  vitalNames,
} from "~/lib/vitals";

export const vitalTitles: Record<VitalName, string> = {
  lcp: "Largest Contentful Paint",
  inp: "Interaction to Next Paint",
  first_inp: "Interaction to Next Paint of the first interaction",
  cls: "Cumulative Layout Shift",
  fcp: "First Contentful Paint",
  ttfb: "Time to First Byte",
};

const ratingText: Record<Rating, { label: string; className: string }> = {
  good: { label: "Good", className: "text-success" },
  "needs improvement": { label: "Needs improvement", className: "text-ink" },
  poor: { label: "Poor", className: "text-danger" },
};

/** How each figure is named in a table's heading and the thresholds' list. */
export const vitalLabels: Record<VitalName, string> = {
  lcp: "LCP",
  inp: "INP",
  first_inp: "First INP",
  cls: "CLS",
  fcp: "FCP",
  ttfb: "TTFB",
};

type Figure = { p75: number | null; samples: number };
type Group = { name: string; label: string; visits: number; metrics: Record<VitalName, Figure> };

function FigureCell({ name, figure }: { name: VitalName; figure: Figure }) {
  if (figure.p75 === null) return <span className="text-ink-muted">not measured</span>;
  const rated = ratingText[rating(name, figure.p75)];
  return (
    <>
      <span className="block font-medium tabular-nums">{formatVital(name, figure.p75)}</span>
      <span className={cn("block font-medium text-xs", rated.className)}>{rated.label}</span>
      <span className="block text-ink-muted text-xs tabular-nums">
        {figure.samples} {figure.samples === 1 ? "sample" : "samples"}
      </span>
    </>
  );
}

export function VitalsTable({
  groups,
  caption,
  groupHeading,
}: {
  groups: Group[];
  caption: string;
  groupHeading: string;
}) {
  if (groups.length === 0) {
    return <p className="text-ink-muted text-sm">No page load has sent its figures yet.</p>;
  }
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on a phone must be reachable by keyboard
      tabIndex={0}
      aria-label={caption}
      className="overflow-x-auto"
    >
      <table className="w-full min-w-[50rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-ink-muted">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {groupHeading}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Page loads
            </th>
            {vitalNames.map((name) => (
              <th key={name} scope="col" className="py-2 pl-3 text-right font-medium">
                <abbr title={vitalTitles[name]} className="no-underline">
                  {vitalLabels[name]}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr key={group.name} className="border-paper-line border-t align-top">
              <th scope="row" className="py-2 pr-3 font-normal">
                {group.label}
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">{group.visits}</td>
              {vitalNames.map((name) => (
                <td key={name} className="py-2 pl-3 text-right">
                  <FigureCell name={name} figure={group.metrics[name]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Google's thresholds, as the ratings in the tables apply them. */
export function VitalsThresholds() {
  return (
    <ul className="grid gap-1 text-ink-muted text-sm sm:grid-cols-2">
      {vitalNames.map((name) => (
        <li key={name}>
          <span className="font-medium text-ink">{vitalLabels[name]}</span> ({vitalTitles[name]}):
          good at or under {formatVital(name, thresholds[name].good)}, poor over{" "}
          {formatVital(name, thresholds[name].poor)}
        </li>
      ))}
    </ul>
  );
}
