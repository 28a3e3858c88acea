import { data, redirect } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { PageErrorBoundary } from "~/components/layout/page-error";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { SectionHeading } from "~/components/sections/section-heading";
import { ServiceCards } from "~/components/sections/service-cards";
import { categoryPath, findCategory } from "~/content/catalogue";
import { categoryScene } from "~/content/routes-table";
import { site } from "~/content/site";
import { errorMeta, pageMeta } from "~/lib/meta";
import { serviceCards } from "~/lib/services.server";
import { breadcrumbs } from "~/lib/structured-data";
import type { Route } from "./+types/category";

export function loader({ params }: Route.LoaderArgs) {
  const category = findCategory(params.category);
  if (!category) throw data(null, { status: 404 });
  const canonical = categoryPath(category.slug);
  if (params.category !== category.slug) throw redirect(canonical, 301);
  return { category, services: serviceCards(category.slug), scene: categoryScene(category.slug) };
}

export function meta({ loaderData, error, location }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error);
  const { category } = loaderData;
  const path = categoryPath(category.slug);
  return pageMeta(
    {
      title: `${category.name} for Canadian businesses`,
      description: `${category.summary} ${site.name} is a Toronto agency serving clients across Canada.`,
    },
    {
      path: location.pathname,
      jsonLd: [
        breadcrumbs([
          { label: "Home", path: "/" },
          { label: "Services", path: "/services" },
          { label: category.name, path },
        ]),
      ],
    },
  );
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, services, scene } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Services"
        title={{ text: category.name }}
        description={category.description}
        cta={{ label: "Get a free consultation", to: "/contact-us" }}
        image={{
          scene,
          seed: `category/${category.slug}`,
          alt: `Illustration for ${category.name}: ${category.summary}`,
        }}
      />
      <Breadcrumbs
        crumbs={[
          { label: "Home", to: "/" },
          { label: "Services", to: "/services" },
          { label: category.name },
        ]}
      />
      <section aria-labelledby="category-services-title" className="bg-paper py-20 sm:py-24">
        <div className="container-page">
          <SectionHeading
            id="category-services-title"
            eyebrow={`${services.length} services`}
            title={{ text: "What we do in", accent: category.name }}
            description={category.summary}
          />
          <div className="mt-12">
            <ServiceCards services={services} />
          </div>
        </div>
      </section>
      <CtaBand
        title={{ text: "Not sure where to", accent: "start?" }}
        description="Tell us what you want to change in your business. We will recommend the smallest set of services that gets you there, with a budget and a timeline."
        button={{ label: "Get a free consultation", to: "/contact-us" }}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
