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

/** The problems with a set of redirects, given how to fetch a path without following one. */
export async function redirectProblems(
  redirects: Redirect[],
  fetchPath: (path: string) => Promise<{ status: number; location: string | null }>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const { from, to } of redirects) {
    const { status, location } = await fetchPath(from);
    // A relative Location or an absolute one on the same site: only the path and query count.
    const target = location && new URL(location, "http://site.invalid");
    const where =
      target && target.host === "site.invalid" ? target.pathname + target.search : location;
    if (status !== 301 || where !== to) problems.push(`${from}: ${status} to ${location}`);
  }
  return problems;
}
