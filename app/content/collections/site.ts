/** The home page, the menus' words and the testimonials. */
import { defineCollection } from "@content-collections/core";
import { homeForm, menusForm, testimonialForm } from "../forms";

import { ContentError, schemaFaults } from "../twin";
import {
  anyFile,
  entryKey,
  fileOf,
  inBoth,
  type Locale,
  localeOf,
  type RawDocument,
  root,
  twinCollection,
} from "./shared";
import { caseStudies, projects } from "./work";

/** content/en/home.yaml and content/fr/home.yaml: the home page's sections. */
export const homePages = twinCollection({
  ...homeForm,
  shape: (page, { locale }) => ({ locale, page }),
});

/** content/en/navigation.yaml and content/fr/navigation.yaml: the words of the menus. */
export const menus = twinCollection({
  ...menusForm,
  shape: (words, { locale }) => ({ locale, words }),
});

type Quote = { text: string; name: string; role: string };
type Story = { slug: string; client: string; location: string; quote?: Quote };

/**
 * content/en/testimonials/<name>.yaml: a client quoted from a published story, in each language
 * the story is written in. A story that does not exist, or has no quote, stops the build.
 */
export const testimonials = defineCollection({
  name: "testimonials",
  directory: root,
  include: inBoth(testimonialForm.area, testimonialForm.include),
  parser: "yaml",
  schema: anyFile,
  transform: async (input, context) => {
    const document = input as unknown as RawDocument;
    const file = fileOf(document._meta);
    if (localeOf(document._meta) === "fr") {
      throw new ContentError(
        `${file}: a testimonial has no words of its own (its story's are quoted): no French file`,
      );
    }
    const { _meta, ...fields } = document;
    const parsed = testimonialForm.schema.safeParse(fields);
    if (!parsed.success) throw schemaFaults(file, parsed.error.issues);
    const { story: slug, featured } = parsed.data;

    if (featured) {
      const others = ((await context.collection.documents()) as RawDocument[]).filter(
        (other) => other.featured === true && other._meta.filePath !== _meta.filePath,
      );
      if (others.length > 0) {
        throw new ContentError(
          `${file}: featured: the home page shows one testimonial, and ${others.map((other) => fileOf(other._meta)).join(", ")} is featured too`,
        );
      }
    }

    const stories = [
      ...(context.documents(projects) as unknown as { locale: Locale; project: Story }[]).map(
        (entry) => ({
          locale: entry.locale,
          story: entry.project,
        }),
      ),
      ...(context.documents(caseStudies) as unknown as { locale: Locale; study: Story }[]).map(
        (entry) => ({
          locale: entry.locale,
          story: entry.study,
        }),
      ),
    ];
    const quoted = (locale: Locale) => {
      const found = stories.find((entry) => entry.locale === locale && entry.story.slug === slug);
      if (!found) {
        throw new ContentError(
          `${file}: story: ${slug} is not a project or a case study of ${root}/en/work`,
        );
      }
      const { quote, location, client } = found.story;
      if (!quote) throw new ContentError(`${file}: story: the story ${slug} quotes no client`);
      return { ...quote, client, location };
    };
    return {
      key: entryKey(_meta, "testimonials"),
      story: slug,
      featured,
      en: quoted("en"),
      fr: quoted("fr"),
    };
  },
});
