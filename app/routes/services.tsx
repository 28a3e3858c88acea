import { Link } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { PageErrorBoundary } from "~/components/layout/page-error";
import { Reveal } from "~/components/motion/reveal";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { ServiceCards } from "~/components/sections/service-cards";
import { Icon } from "~/components/ui/icon";
import { categories, categoryPath, services } from "~/content/catalogue";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/meta";
import { serviceCards } from "~/lib/services.server";
import { breadcrumbs } from "~/lib/structured-data";
import type { Route } from "./+types/services";

export function loader() {
  return {
    groups: categories.map((category) => ({
      slug: category.slug,
      name: category.name,
      icon: category.icon,
      summary: category.summary,
      path: categoryPath(category.slug),
      services: serviceCards(category.slug),
    })),
  };
}

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(
    {
      title: "Digital agency services",
      description: `Web design, software, AI, digital marketing, branding and hosting from ${site.name}, a Toronto agency working with businesses across Canada.`,
    },
    {
      path: location.pathname,
      jsonLd: [
        breadcrumbs([
          { label: "Home", path: "/" },
          { label: "Services", path: "/services" },
        ]),
      ],
    },
  );

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Services"
        title={{ text: `Everything ${site.name}`, accent: "does for you" }}
        description={`${services.length} services in six practices, delivered by one team with one project lead. Pick the one you need now; the rest are there when you are ready.`}
        cta={{ label: "Get a free consultation", to: "/contact-us" }}
      >
        <ul className="mt-10 flex flex-wrap gap-2">
          {categories.map((category) => (
            <li key={category.slug}>
              <a
                href={`#${category.slug}`}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-white/15 px-4 text-on-night-muted text-sm hover:text-on-night"
              >
                <Icon name={category.icon} className="size-4 text-aurora-teal" />
                {category.name}
              </a>
            </li>
          ))}
        </ul>
      </PageHero>
      <Breadcrumbs crumbs={[{ label: "Home", to: "/" }, { label: "Services" }]} />
      {loaderData.groups.map((group, index) => (
        <section
          key={group.slug}
          id={group.slug}
          aria-labelledby={`${group.slug}-title`}
          className={index % 2 ? "bg-paper-raised py-20" : "bg-paper py-20"}
        >
          <div className="container-page">
            <Reveal className="flex flex-wrap items-end justify-between gap-6">
              <div className="max-w-3xl">
                <h2
                  id={`${group.slug}-title`}
                  className="flex items-center gap-4 font-semibold text-ink text-title"
                >
                  <span className="grid size-12 place-items-center rounded-xl bg-night text-aurora-teal">
                    <Icon name={group.icon} className="size-6" />
                  </span>
                  {group.name}
                </h2>
                <p className="mt-4 text-ink-muted text-lead">{group.summary}</p>
              </div>
              <Link
                to={group.path}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-strong"
              >
                All {group.name}
                <Icon name="arrow-right" className="size-4" />
              </Link>
            </Reveal>
            <div className="mt-10">
              <ServiceCards services={group.services} />
            </div>
          </div>
        </section>
      ))}
      <CtaBand
        title={{ text: "Tell us what you", accent: "need next" }}
        description="One conversation is enough to know whether we are the right team. We reply within one business day."
        button={{ label: "Get a free consultation", to: "/contact-us" }}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
