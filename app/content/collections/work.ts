/** The case studies and the portfolio's projects. */
import { caseStudyForm, projectForm } from "../forms";
import { ContentError } from "../twin";
import { services } from "./services";
import { type Locale, root, twinCollection } from "./shared";

/** The services a story names are services of content/en/services. */
function knownServices(
  entry: { services: readonly string[] },
  documents: (c: unknown) => unknown[],
) {
  const pages = documents(services) as {
    locale: Locale;
    service: { category: string; slug: string };
  }[];
  const known = new Set(pages.map(({ service }) => `${service.category}/${service.slug}`));
  return entry.services.flatMap((ref, index) =>
    known.has(ref) ? [] : [`services.${index}: ${ref} is not a service of ${root}/en/services`],
  );
}

/** Case studies, in a folder named after the category of the first service they used. */
export const caseStudies = twinCollection({
  ...caseStudyForm,
  check: knownServices,
  shape: (study, { locale, key, file }) => {
    if (!study.services[0]?.startsWith(`${key.split("/")[0]}/`)) {
      throw new ContentError(
        `${file}: the folder is not the category of its first service (${study.services[0]})`,
      );
    }
    return { locale, study };
  },
});

/**
 * The portfolio's projects; `order` is their place in the portfolio. A project's case-study
 * address redirects to it, so no case study may take its name.
 */
export const projects = twinCollection({
  ...projectForm,
  check: (project, documents) => {
    const studies = documents(caseStudies) as { locale: Locale; study: { slug: string } }[];
    const namesake = studies.some(({ study }) => study.slug === project.slug);
    return [
      ...knownServices(project, documents),
      ...(namesake
        ? [
            `the file's name: "${project.slug}" is also the address of a case study (/case-studies/${project.slug}); each page has an address of its own`,
          ]
        : []),
    ];
  },
  shape: ({ order, ...project }, { locale }) => ({ locale, order, project }),
});
