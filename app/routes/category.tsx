import { data, redirect } from "react-router";
import { Bands } from "~/components/layout/boundary";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { PageErrorBoundary } from "~/components/layout/page-error";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { SectionHeading } from "~/components/sections/section-heading";
import { ServiceCards } from "~/components/sections/service-cards";
import { categoryPath, findCategory } from "~/content/catalogue";
import { categoryScene } from "~/content/routes-table";
import { categoryPhrasesFr } from "~/content/services/phrasing";
import { localeOf, useLocale } from "~/i18n/locale";
import { messages, useMessages } from "~/i18n/messages";
import { findFrenchCategory, localizePath, pagePath } from "~/i18n/paths";
import { categoryWords } from "~/i18n/words/category";
import { errorMeta, pageMeta } from "~/lib/meta";
import { serviceCards } from "~/lib/services.server";
import { breadcrumbs } from "~/lib/structured-data";
import type { Route } from "./+types/category";

export function loader({ params, url }: Route.LoaderArgs) {
  const locale = localeOf(pagePath(url.pathname));
  const found =
    locale === "fr" ? findFrenchCategory(params.category) : findCategory(params.category);
  if (!found) throw data(null, { status: 404 });
  const canonical = localizePath(categoryPath(found.slug), locale);
  if (pagePath(url.pathname) !== canonical) throw redirect(canonical, 301);
  const category = locale === "fr" ? { ...found, ...found.fr, slug: found.slug } : found;
  return {
    category,
    // French headings and sentences are written for each category; English ones use its name.
    phrasing:
      locale === "fr"
        ? categoryPhrasesFr[found.slug]
        : {
            heading: { text: categoryWords[locale].whatWeDo, accent: found.name },
            ofServices: found.name,
          },
    services: serviceCards(found.slug, locale),
    scene: categoryScene(found.slug),
  };
}

export function meta({ loaderData, error, location }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error, location.pathname);
  const { category } = loaderData;
  const path = categoryPath(category.slug);
  return pageMeta(
    {
      title: categoryWords[localeOf(location.pathname)].title(category.name),
      description: categoryWords[localeOf(location.pathname)].description(category.summary),
    },
    {
      path: location.pathname,
      jsonLd: [
        breadcrumbs([
          { label: messages[localeOf(location.pathname)].home, path: "/" },
          { label: messages[localeOf(location.pathname)].nav.services, path: "/services" },
          { label: category.name, path },
        ]),
      ],
    },
  );
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages();
  const locale = useLocale();
  const { category, phrasing, services, scene } = loaderData;
  return (
    <Bands>
      <PageHero
        eyebrow={m.nav.services}
        title={{ text: category.name }}
        description={category.description}
        cta={{ label: m.nav.megaLink, to: "/contact-us" }}
        image={{
          scene,
          seed: `category/${category.slug}`,
          alt: categoryWords[locale].art(phrasing.ofServices, category.summary),
        }}
      />
      <Breadcrumbs
        crumbs={[
          { label: m.home, to: "/" },
          { label: m.nav.services, to: "/services" },
          { label: category.name },
        ]}
      />
      <section aria-labelledby="category-services-title" className="bg-paper py-20 sm:py-24">
        <div className="container-page">
          <SectionHeading
            id="category-services-title"
            eyebrow={categoryWords[locale].count(services.length)}
            title={phrasing.heading}
            description={category.summary}
          />
          <div className="mt-12">
            <ServiceCards services={services} />
          </div>
        </div>
      </section>
      <CtaBand
        title={categoryWords[locale].ctaTitle}
        description={categoryWords[locale].ctaText}
        button={{ label: m.nav.megaLink, to: "/contact-us" }}
      />
    </Bands>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
