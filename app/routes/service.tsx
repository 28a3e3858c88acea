import { data, redirect } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { PageErrorBoundary } from "~/components/layout/page-error";
import { CtaBand } from "~/components/sections/cta-band";
import { DetailSection } from "~/components/sections/detail-sections";
import { FaqList } from "~/components/sections/faq-list";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { InlineCta } from "~/components/sections/inline-cta";
import { IntroBlock } from "~/components/sections/intro-block";
import { PageHero } from "~/components/sections/page-hero";
import { ProcessSteps } from "~/components/sections/process-steps";
import { ShowcaseGrid } from "~/components/sections/showcase-grid";
import { Testimonial } from "~/components/sections/testimonial";
import { categoryPath, findCategory, findService, servicePath } from "~/content/catalogue";
import type { ServiceSection } from "~/content/schema";
import { featuredTestimonial } from "~/content/testimonials";
import { errorMeta, pageMeta } from "~/lib/meta";
import { getService } from "~/lib/services.server";
import { breadcrumbs, faqPage, service as structuredService } from "~/lib/structured-data";
import { showcaseCards } from "~/lib/work.server";
import type { Route } from "./+types/service";

export function loader({ params, url }: Route.LoaderArgs) {
  const entry = findService(params.service);
  if (!entry) throw data(null, { status: 404 });
  // Any other spelling (another category, letter case, an old name) answers with a permanent
  // redirect to the one URL of the service.
  if (params.category !== entry.category || params.service !== entry.slug) {
    throw redirect(`${servicePath(entry)}${url.search}`, 301);
  }
  const category = findCategory(entry.category);
  if (!category) throw data(null, { status: 404 });
  const service = getService(entry.category, entry.slug);
  return {
    service,
    showcase: showcaseCards(service.showcase.items),
    category: { name: category.name, path: categoryPath(category.slug) },
  };
}

export function meta({ loaderData, error, location }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error);
  const { service, category } = loaderData;
  const path = `${category.path}/${service.slug}`;
  return pageMeta(service.meta, {
    path: location.pathname,
    jsonLd: [
      structuredService({
        name: service.name,
        description: service.meta.description,
        path,
        category: category.name,
      }),
      breadcrumbs([
        { label: "Home", path: "/" },
        { label: category.name, path: category.path },
        { label: service.name, path },
      ]),
      faqPage(service.faqs),
    ],
  });
}

/** Optional sections that explain the offer sit before the process; proof sits after the work. */
const beforeProcess: ReadonlyArray<ServiceSection["type"]> = [
  "services",
  "industries",
  "platforms",
  "technologies",
  "integrations",
  "benefits",
  "reasons",
];

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, showcase, category } = loaderData;
  const seed = `${service.category}/${service.slug}`;
  const sections = service.sections.map((section, index) => ({
    section,
    id: `section-${index + 1}`,
  }));
  const early = sections.filter(({ section }) => beforeProcess.includes(section.type));
  const packages = sections.filter(({ section }) => section.type === "packages");
  const studies = sections.filter(({ section }) => section.type === "case-studies");

  return (
    <>
      <PageHero
        eyebrow={category.name}
        title={service.hero.title}
        description={service.hero.description}
        cta={service.hero.showCTA ? { label: "Get Started", to: "/contact-us" } : undefined}
        image={{ ...service.hero.image, seed: `${seed}/hero` }}
      />
      <Breadcrumbs
        crumbs={[
          { label: "Home", to: "/" },
          { label: category.name, to: category.path },
          { label: service.name },
        ]}
      />
      <IntroBlock
        id="intro"
        title={service.intro.title}
        paragraphs={service.intro.paragraphs}
        image={{ ...service.intro.image, seed: `${seed}/intro` }}
      />
      <FeatureGrid
        id="features"
        eyebrow="Features"
        title={service.features.title}
        description={service.features.description}
        items={service.features.items}
      />
      {early.map(({ section, id }) => (
        <DetailSection key={id} id={id} section={section} />
      ))}
      <ProcessSteps
        id="process"
        eyebrow="Our process"
        title={service.process.title}
        description={service.process.description}
        steps={service.process.steps}
      />
      {service.cta ? (
        <InlineCta
          title={service.cta.title}
          description={service.cta.description}
          button={{ label: service.cta.button, to: "/contact-us" }}
        />
      ) : null}
      {packages.map(({ section, id }) => (
        <DetailSection key={id} id={id} section={section} />
      ))}
      <ShowcaseGrid
        id="showcase"
        title={service.showcase.title}
        description={service.showcase.description}
        items={showcase}
      />
      {studies.map(({ section, id }) => (
        <DetailSection key={id} id={id} section={section} />
      ))}
      {service.showTestimonial ? <Testimonial testimonial={featuredTestimonial} /> : null}
      <FaqList
        id="faqs"
        title={{ text: "Questions about", accent: service.name }}
        faqs={service.faqs}
      />
      <CtaBand
        title={{ text: "Ready to Get", accent: "Started?" }}
        description={`Tell us about your project and we will reply within one business day with honest advice on ${service.name}, a rough budget and a timeline.`}
        button={{ label: "Contact Us Now", to: "/contact-us" }}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
