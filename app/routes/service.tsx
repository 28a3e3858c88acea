import { data, redirect } from "react-router";
import { Bands } from "~/components/layout/boundary";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { PageErrorBoundary } from "~/components/layout/page-error";
import { CtaBand } from "~/components/sections/cta-band";
import { DetailSection } from "~/components/sections/detail-sections";
import { FaqList } from "~/components/sections/faq-list";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { InlineCta } from "~/components/sections/inline-cta";
import { IntroBlock } from "~/components/sections/intro-block";
import { LatestArticles } from "~/components/sections/latest-articles";
import { PageHero } from "~/components/sections/page-hero";
import { ProcessSteps } from "~/components/sections/process-steps";
import { ShowcaseGrid } from "~/components/sections/showcase-grid";
import { Testimonial, type TestimonialContent } from "~/components/sections/testimonial";
import { categoryPath, findCategory, findService, servicePath } from "~/content/catalogue";
import type { Service, ServiceSection } from "~/content/schema";
import { clientQuoteSource } from "~/content/services/client-quote";
import { serviceInSentenceFr } from "~/content/services/phrasing";
import { type Locale, localeOf, useLocale } from "~/i18n/locale";
import { messages, useMessages } from "~/i18n/messages";
import { findFrenchService, localizePath, pagePath } from "~/i18n/paths";
import { serviceWords } from "~/i18n/words/service";
import { initialsOf } from "~/lib/initials";
import { listingPath } from "~/lib/insights/model";
import { latestIn } from "~/lib/insights.server";
import { errorMeta, pageMeta } from "~/lib/meta";
import { getService } from "~/lib/services.server";
import { breadcrumbs, service as structuredService } from "~/lib/structured-data";
import { caseStudyPage, projectPage, showcaseCards } from "~/lib/work.server";
import type { Route } from "./+types/service";

export function loader({ params, url }: Route.LoaderArgs) {
  const locale = localeOf(pagePath(url.pathname));
  const entry = locale === "fr" ? findFrenchService(params.service) : findService(params.service);
  if (!entry) throw data(null, { status: 404 });
  // Any other spelling (another category, letter case, an old name) answers with a permanent
  // redirect to the one URL of the service, in the language asked for.
  const canonical = localizePath(servicePath(entry), locale);
  if (pagePath(url.pathname) !== canonical) throw redirect(`${canonical}${url.search}`, 301);
  const category = findCategory(entry.category);
  if (!category) throw data(null, { status: 404 });
  const service = getService(entry.category, entry.slug, locale);
  return {
    service,
    // Sentences name the service by its title in English, « le courriel d'affaires » in French.
    inSentence: locale === "fr" ? serviceInSentenceFr(service.slug) : service.name,
    showcase: showcaseCards(service.showcase.items, locale),
    testimonial: service.showTestimonial ? clientQuote(service, locale) : undefined,
    insights: {
      articles: latestIn(entry.category, locale),
      allPath: listingPath({ kind: "category", category: entry.category }, locale),
    },
    category: {
      name: locale === "fr" ? category.fr.name : category.name,
      path: categoryPath(category.slug),
    },
  };
}

export function meta({ loaderData, error, location }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error, location.pathname);
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
        { label: messages[localeOf(location.pathname)].home, path: "/" },
        { label: category.name, path: category.path },
        { label: service.name, path },
      ]),
    ],
  });
}

/** The quote of a client of this service, read from the case study that carries it. */
function clientQuote(service: Service, locale: Locale): TestimonialContent | undefined {
  const slug = clientQuoteSource(service);
  const work = slug ? (projectPage(slug, locale) ?? caseStudyPage(slug, locale)) : undefined;
  if (!work?.quote) return undefined;
  const { text, name, role } = work.quote;
  return {
    quote: text,
    name,
    initials: initialsOf(name),
    role: role.includes(work.client) ? role : `${role}, ${work.client}`,
    location: work.location,
  };
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
  const m = useMessages();
  const locale = useLocale();
  const { service, inSentence, showcase, category, testimonial, insights } = loaderData;
  const seed = `${service.category}/${service.slug}`;
  const sections = service.sections.map((section, index) => ({
    section,
    id: `section-${index + 1}`,
  }));
  const early = sections.filter(({ section }) => beforeProcess.includes(section.type));
  const packages = sections.filter(({ section }) => section.type === "packages");
  const studies = sections.filter(({ section }) => section.type === "case-studies");

  return (
    <Bands>
      <PageHero
        eyebrow={category.name}
        title={service.hero.title}
        description={service.hero.description}
        cta={
          service.hero.showCTA
            ? { label: serviceWords[locale].getStarted, to: "/contact-us" }
            : undefined
        }
        image={{ ...service.hero.image, seed: `${seed}/hero` }}
      />
      <Breadcrumbs
        crumbs={[
          { label: m.home, to: "/" },
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
        eyebrow={m.sections.features}
        title={service.features.title}
        description={service.features.description}
        items={service.features.items}
      />
      {early.map(({ section, id }) => (
        <DetailSection key={id} id={id} section={section} />
      ))}
      <ProcessSteps
        id="process"
        eyebrow={m.sections.ourProcess}
        title={service.process.title}
        description={service.process.description}
        steps={service.process.steps}
      />
      <InlineCta
        title={service.cta.title}
        description={service.cta.description}
        button={{ label: service.cta.button, to: "/contact-us" }}
      />
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
      {testimonial ? <Testimonial testimonial={testimonial} /> : null}
      <FaqList
        id="faqs"
        title={{ text: serviceWords[locale].questionsAbout, accent: inSentence }}
        faqs={service.faqs}
      />
      <LatestArticles articles={insights.articles} allPath={insights.allPath} />
      <CtaBand
        title={serviceWords[locale].readyTitle}
        description={service.closing}
        button={{ label: serviceWords[locale].contactNow, to: "/contact-us" }}
        secondary={{ label: serviceWords[locale].book, to: `/book?topic=${service.category}` }}
      />
    </Bands>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
