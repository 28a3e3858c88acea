import { categorySlugs, servicePath, services } from "../../app/content/catalogue";
import { projectContent } from "../../app/content/work";

export type Redirect = { from: string; to: string };

/**
 * Every service under a category segment that is not its own: the next real category, and one
 * that does not exist (in capitals for every third service, with a query string the redirect
 * keeps). A service is found by its path alone, so each answers 301 to its one URL.
 */
export const misfiledServices: Redirect[] = services.flatMap((service, index) => {
  const next = categorySlugs[(categorySlugs.indexOf(service.category) + 1) % categorySlugs.length];
  const slug = index % 3 === 0 ? service.slug.toUpperCase() : service.slug;
  return [
    { from: `/services/${next}/${service.slug}`, to: servicePath(service) },
    {
      from: `/services/some-other-category/${slug}?ref=partner`,
      to: `${servicePath(service)}?ref=partner`,
    },
  ];
});

/** A portfolio project's old case-study address, and the one page of that project. */
export const oldCaseStudies: Redirect[] = projectContent.map((project) => ({
  from: `/case-studies/${project.slug}`,
  to: `/portfolio/${project.slug}`,
}));

/**
 * The problems with a set of redirects, given how to fetch a path without following one. Another
 * letter case is corrected first, before any route runs (server/canonical.mjs), so a misspelt
 * address in capitals takes two permanent redirects: at most two, each a 301 on this site.
 */
export async function redirectProblems(
  redirects: Redirect[],
  fetchPath: (path: string) => Promise<{ status: number; location: string | null }>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const { from, to } of redirects) {
    let path: string | null = from;
    const hops: string[] = [];
    for (let hop = 0; hop < 2 && path !== to && path !== null; hop++) {
      const { status, location } = await fetchPath(path);
      // A relative Location or an absolute one on the same site: only the path and query count.
      const target = location && new URL(location, "http://site.invalid");
      path =
        status === 301 && target && target.host === "site.invalid"
          ? target.pathname + target.search
          : null;
      hops.push(`${status} to ${location}`);
    }
    if (path !== to) problems.push(`${from}: ${hops.join(", then ")}`);
  }
  return problems;
}
