/** The case studies and the portfolio's projects. */
import { z } from "zod";
import { ContentError, type TwinRule } from "../twin";
import { caseStudySchema, projectSchema } from "../work/schema";
import { services } from "./services";
import { type Locale, root, twinCollection } from "./shared";

const workRule: TwinRule = {
  shared: ["client", "services", "scene", "quote.name", "year", "category", "order"],
};

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
  name: "caseStudies",
  area: "work/case-studies",
  include: "*/*.yaml",
  schema: caseStudySchema,
  rule: workRule,
  entry: (fields, key) => ({ slug: key.split("/").at(-1), ...fields }),
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

/** The portfolio's projects; `order` is their place in the portfolio. */
export const projects = twinCollection({
  name: "projects",
  area: "work/projects",
  include: "*.yaml",
  schema: z.strictObject({ ...projectSchema.shape, order: z.number().int().min(1) }),
  rule: workRule,
  entry: (fields, key) => ({ slug: key, ...fields }),
  check: knownServices,
  shape: ({ order, ...project }, { locale }) => ({ locale, order, project }),
});
