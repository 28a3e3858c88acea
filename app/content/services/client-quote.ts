/**
 * Which client speaks on a service page. The quote is not copied here: the page names a piece of
 * work (a case study or portfolio project) and shows that record's own quote, so editing a case
 * study updates every page that quotes it.
 */
import { caseStudyContent, projectContent } from "../work";

type WorkRecord = {
  slug: string;
  services: readonly string[];
  quote?: unknown;
};

type ServiceRef = {
  category: string;
  slug: string;
  showcase: { items: readonly string[] };
};

const records: readonly WorkRecord[] = [...projectContent, ...caseStudyContent];

/** Work done first and foremost for this service (its first service), with a client quote. */
const quotedWorkOf = (service: ServiceRef) => (record: WorkRecord | undefined) =>
  record !== undefined &&
  record.services[0] === `${service.category}/${service.slug}` &&
  record.quote !== undefined;

/**
 * The slug of the work whose quote the service page shows: the first card of the page's own
 * showcase that is work for this service and has a quote, or else the first such record in the
 * registry (projects first). Undefined when no client of the service has been quoted.
 */
export function clientQuoteSource(service: ServiceRef): string | undefined {
  const isQuotedWork = quotedWorkOf(service);
  const shown = service.showcase.items
    .map((slug) => records.find((record) => record.slug === slug))
    .find(isQuotedWork);
  return (shown ?? records.find(isQuotedWork))?.slug;
}
