import { useEffect, useState } from "react";
import { ArtImage } from "~/components/art/art-image";
import { Bands } from "~/components/layout/boundary";
import { PageErrorBoundary } from "~/components/layout/page-error";
import { Reveal } from "~/components/motion/reveal";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { SectionHeading } from "~/components/sections/section-heading";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import type { CategorySlug } from "~/content/catalogue";
import { localeOf, useLocale } from "~/i18n/locale";
import { messages } from "~/i18n/messages";
import { portfolioWords } from "~/i18n/words/portfolio";
import { cn } from "~/lib/cn";
import { pageMeta } from "~/lib/meta";
import { portfolio } from "~/lib/work.server";
import type { Route } from "./+types/portfolio";

export function loader({ request }: Route.LoaderArgs) {
  return portfolio(localeOf(new URL(request.url).pathname));
}

export const meta = ({ location }: Route.MetaArgs) => {
  const m = portfolioWords[localeOf(location.pathname)];
  return pageMeta({ title: m.title, description: m.description }, { path: location.pathname });
};

type Filter = CategorySlug | "all";

export default function PortfolioPage({ loaderData }: Route.ComponentProps) {
  const { projects, studyGroups, filters } = loaderData;
  const locale = useLocale();
  const m = portfolioWords[locale];
  const sections = messages[locale].sections;
  const [filter, setFilter] = useState<Filter>("all");
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  const shown = projects.filter(
    (project) => filter === "all" || project.categories.includes(filter),
  );
  const groups = studyGroups.filter((group) => filter === "all" || group.category === filter);
  const studyCount = groups.reduce((sum, group) => sum + group.studies.length, 0);
  const filterName = filters.find((f) => f.slug === filter)?.name;

  return (
    <Bands>
      <PageHero
        eyebrow={m.eyebrow}
        title={m.heroTitle}
        description={m.heroText(projects.length)}
        cta={{ label: m.cta, to: "/contact-us" }}
        image={{
          scene: "dashboard",
          seed: "portfolio/hero",
          alt: m.art,
        }}
      />
      <section id="projects" aria-labelledby="projects-title" className="bg-paper py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="projects-title"
            eyebrow={m.selected}
            title={m.selectedTitle}
            description={m.selectedText}
          />
          <fieldset className={cn("mt-10 flex flex-wrap gap-2", !enhanced && "invisible")}>
            <legend className="sr-only">{m.filterLegend}</legend>
            {[{ slug: "all" as const, name: m.allWork }, ...filters].map((option) => (
              <button
                key={option.slug}
                type="button"
                aria-pressed={filter === option.slug}
                onClick={() => setFilter(option.slug)}
                className={cn(
                  "inline-flex min-h-11 items-center rounded-full border px-4 font-medium text-sm transition",
                  filter === option.slug
                    ? "border-night bg-night text-on-night"
                    : "border-paper-line bg-paper-raised text-ink hover:border-accent-strong hover:text-accent-strong",
                )}
              >
                {option.name}
              </button>
            ))}
          </fieldset>
          <p role="status" className="mt-4 min-h-6 text-ink-muted text-sm">
            {enhanced ? m.showing(shown.length, studyCount, filterName) : ""}
          </p>
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {projects.map((project) => (
              <li key={project.slug} hidden={!shown.includes(project)} className="flex">
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
          {shown.length === 0 ? (
            <p className="mt-6 rounded-card border border-paper-line bg-paper-raised p-6 text-ink-muted">
              {m.noneInDepth(filterName ?? "")}
            </p>
          ) : null}
        </div>
      </section>
      <section
        id="client-results"
        aria-labelledby="client-results-title"
        className="bg-paper-raised py-16 sm:py-20"
      >
        <div className="container-page">
          <SectionHeading
            id="client-results-title"
            eyebrow={sections.caseStudies}
            title={m.studiesTitle}
            description={m.studiesText}
          />
          <div className="mt-12 grid gap-14">
            {studyGroups.map((group) => (
              <section
                key={group.category}
                aria-labelledby={`results-${group.category}`}
                hidden={!groups.includes(group)}
              >
                <h3 id={`results-${group.category}`} className="font-semibold text-ink text-xl">
                  {group.name}
                </h3>
                <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {group.studies.map((study) => (
                    <li key={study.slug} className="flex">
                      <Link
                        to={`/case-studies/${study.slug}`}
                        className="group flex w-full flex-col rounded-xl border border-paper-line bg-paper p-5 transition hover:border-accent-strong hover:shadow-card"
                      >
                        <span className="text-ink-muted text-sm">{study.sector}</span>
                        <span className="mt-1 font-semibold text-ink group-hover:text-accent-strong">
                          {study.client}
                        </span>
                        <span className="mt-3 flex items-start gap-2 text-ink text-sm">
                          <Icon
                            name="trending-up"
                            className="mt-0.5 size-4 shrink-0 text-aurora-teal-deep"
                          />
                          {study.headline}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </div>
      </section>
      <CtaBand
        title={m.ctaTitle}
        description={m.ctaText}
        button={{ label: m.ctaButton, to: "/contact-us" }}
      />
    </Bands>
  );
}

type ProjectCardData = Route.ComponentProps["loaderData"]["projects"][number];

function ProjectCard({ project }: { project: ProjectCardData }) {
  const m = portfolioWords[useLocale()];
  return (
    <Reveal className="group relative flex w-full flex-col overflow-hidden rounded-card border border-paper-line bg-paper-raised shadow-card transition duration-300 focus-within:ring-2 focus-within:ring-accent-strong focus-within:ring-offset-2 hover:shadow-lift motion-safe:hover:-translate-y-1">
      <ArtImage
        scene={project.image.scene}
        seed={project.slug}
        alt={project.image.alt}
        photo={project.image.photo}
        sizes="(min-width: 768px) 600px, 100vw"
        className="block h-auto w-full"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-ink-muted text-sm">{project.sector}</p>
        <h3 className="mt-1 font-semibold text-ink text-xl">
          <Link
            to={`/portfolio/${project.slug}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-hidden group-focus-within:text-accent-strong"
          >
            {project.client}
          </Link>
        </h3>
        <p className="mt-3 flex items-start gap-2 font-medium text-ink">
          <Icon name="trending-up" className="mt-0.5 size-5 shrink-0 text-aurora-teal-deep" />
          {project.headline}
        </p>
        <ul aria-label={m.services} className="mt-5 flex flex-wrap gap-2">
          {project.services.map((service) => (
            <li
              key={service}
              className="rounded-full bg-paper px-3 py-1 text-ink-muted text-xs ring-1 ring-paper-line"
            >
              {service}
            </li>
          ))}
        </ul>
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-2 pt-5 font-semibold text-accent-strong"
        >
          {m.readStudy}
          <Icon name="arrow-right" className="size-4 transition group-hover:translate-x-1" />
        </span>
      </div>
    </Reveal>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
