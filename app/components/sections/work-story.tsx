import { ArtImage } from "~/components/art/art-image";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { Reveal } from "~/components/motion/reveal";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { useLocale } from "~/i18n/locale";
import { useMessages } from "~/i18n/messages";
import { workWords } from "~/i18n/words/work";
import { initialsOf } from "~/lib/initials";
import type { WorkPage } from "~/lib/work.server";
import { CtaBand } from "./cta-band";
import { PageHero } from "./page-hero";
import { ProcessSteps } from "./process-steps";
import { SectionHeading } from "./section-heading";
import { Testimonial } from "./testimonial";

/** The page of one piece of work: a portfolio project told in full, or a focused case study. */
export function WorkStory({ work }: { work: WorkPage }) {
  const m = useMessages();
  const locale = useLocale();
  const facts = [
    { term: workWords[locale].client, detail: work.client },
    { term: workWords[locale].sector, detail: work.sector },
    { term: workWords[locale].location, detail: work.location },
    {
      term: work.kind === "project" ? workWords[locale].timeline : workWords[locale].duration,
      detail: work.duration,
    },
    ...(work.year ? [{ term: workWords[locale].delivered, detail: String(work.year) }] : []),
  ];
  return (
    <>
      <PageHero
        eyebrow={
          work.kind === "project"
            ? workWords[locale].projectEyebrow(work.category.name)
            : workWords[locale].caseStudyEyebrow(work.category.name)
        }
        title={work.title}
        description={work.summary}
        image={{ ...work.image, seed: work.slug }}
      />
      <Breadcrumbs
        crumbs={[
          { label: m.home, to: "/" },
          { label: m.nav.portfolio, to: "/portfolio" },
          { label: work.client },
        ]}
      />
      <section aria-label={workWords[locale].facts} className="border-paper-line border-b bg-paper">
        <dl className="container-page grid grid-cols-2 gap-x-6 gap-y-5 py-8 md:grid-cols-3 lg:grid-cols-5">
          {facts.map((fact) => (
            <div key={fact.term}>
              <dt className="font-semibold text-ink-muted text-xs uppercase tracking-[0.14em]">
                {fact.term}
              </dt>
              <dd className="mt-1 text-ink">{fact.detail}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section
        id="challenge"
        aria-labelledby="challenge-title"
        className="bg-paper-raised py-20 sm:py-24"
      >
        <div className="container-page grid items-start gap-12 lg:grid-cols-2 lg:gap-20">
          <Reveal>
            <SectionHeading
              id="challenge-title"
              eyebrow={workWords[locale].challenge}
              title={workWords[locale].challengeTitle(work.client)}
            />
            {work.problem.map((paragraph) => (
              <p key={paragraph} className="mt-5 max-w-3xl text-ink-muted text-lg leading-relaxed">
                {paragraph}
              </p>
            ))}
          </Reveal>
          {work.detailImage ? (
            <Reveal className="overflow-hidden rounded-3xl border border-paper-line shadow-card">
              <ArtImage
                scene={work.detailImage.scene}
                seed={`${work.slug}/detail`}
                alt={work.detailImage.alt}
                className="block h-auto w-full"
              />
            </Reveal>
          ) : (
            <Reveal className="rounded-card border border-paper-line bg-paper-raised p-7 shadow-card">
              <h3 className="font-semibold text-ink text-lg">
                {workWords[locale].resultInOneLine}
              </h3>
              <p className="mt-3 flex items-start gap-3 font-semibold text-2xl text-ink tracking-tight">
                <Icon name="trending-up" className="mt-1 size-6 shrink-0 text-aurora-teal-deep" />
                {work.headline}
              </p>
              <p className="mt-4 text-ink-muted">
                {workWords[locale].deliveredWith(
                  work.services.map((service) => service.name).join(", "),
                )}
              </p>
            </Reveal>
          )}
        </div>
      </section>

      <ProcessSteps
        id="approach"
        eyebrow={workWords[locale].whatWeDid}
        title={workWords[locale].approachTitle}
        steps={work.approach}
      />

      <section
        id="results"
        aria-labelledby="results-title"
        className="on-night relative isolate overflow-hidden bg-night py-20 sm:py-24"
      >
        <div
          aria-hidden="true"
          className="-z-10 absolute inset-0 bg-[radial-gradient(60rem_20rem_at_50%_0%,rgb(56_189_248/0.16),transparent)]"
        />
        <div className="container-page">
          <Reveal>
            <SectionHeading
              id="results-title"
              eyebrow={workWords[locale].results}
              title={workWords[locale].resultsTitle}
              tone="dark"
            />
          </Reveal>
          <Reveal>
            <dl className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {work.results.map((result) => (
                <div
                  key={result.label}
                  className="flex flex-col-reverse justify-end rounded-card border border-night-line bg-night-raised p-6"
                >
                  <dt className="mt-3 text-on-night-muted">{result.label}</dt>
                  <dd className="font-semibold text-4xl text-aurora tracking-tight">
                    {result.value}
                  </dd>
                </div>
              ))}
            </dl>
          </Reveal>
          {work.technologies.length ? (
            <Reveal className="mt-12">
              <h3 className="font-semibold text-on-night">{workWords[locale].builtWith}</h3>
              <ul className="mt-4 flex flex-wrap gap-2">
                {work.technologies.map((technology) => (
                  <li
                    key={technology}
                    className="rounded-full border border-night-line bg-night-raised px-3 py-1.5 text-on-night text-sm"
                  >
                    {technology}
                  </li>
                ))}
              </ul>
            </Reveal>
          ) : null}
        </div>
      </section>

      {work.quote ? (
        <Testimonial
          testimonial={{
            quote: work.quote.text,
            name: work.quote.name,
            initials: initialsOf(work.quote.name),
            role: work.quote.role.includes(work.client)
              ? work.quote.role
              : `${work.quote.role}, ${work.client}`,
            location: work.location,
          }}
        />
      ) : null}

      <section
        id="services-used"
        aria-labelledby="services-used-title"
        className="bg-paper py-20 sm:py-24"
      >
        <div className="container-page">
          <Reveal>
            <SectionHeading
              id="services-used-title"
              eyebrow={workWords[locale].servicesUsed}
              title={workWords[locale].servicesUsedTitle}
            />
          </Reveal>
          <ul className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {work.services.map((service) => (
              <li key={service.path} className="flex">
                <Link
                  to={service.path}
                  className="group flex w-full flex-col rounded-card border border-paper-line bg-paper-raised p-6 shadow-card transition hover:border-accent-strong hover:shadow-lift"
                >
                  <span className="text-ink-muted text-sm">{service.category}</span>
                  <span className="mt-1 font-semibold text-ink text-lg group-hover:text-accent-strong">
                    {service.name}
                  </span>
                  <span className="mt-3 text-ink-muted text-sm leading-relaxed">
                    {service.description}
                  </span>
                  <span
                    aria-hidden="true"
                    className="mt-auto inline-flex items-center gap-2 pt-4 font-semibold text-accent-strong text-sm"
                  >
                    {workWords[locale].aboutService}
                    <Icon
                      name="arrow-right"
                      className="size-4 transition group-hover:translate-x-1"
                    />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {work.previous && work.next ? (
        <nav
          aria-label={workWords[locale].moreProjects}
          className="border-paper-line border-t bg-paper-raised"
        >
          <div className="container-page grid gap-4 py-10 sm:grid-cols-2">
            <NeighbourLink direction="previous" neighbour={work.previous} />
            <NeighbourLink direction="next" neighbour={work.next} />
          </div>
        </nav>
      ) : null}

      <CtaBand
        title={workWords[locale].ctaTitle}
        description={workWords[locale].ctaText}
        button={{ label: workWords[locale].ctaButton, to: "/contact-us" }}
      />
    </>
  );
}

function NeighbourLink({
  direction,
  neighbour,
}: {
  direction: "previous" | "next";
  neighbour: NonNullable<WorkPage["next"]>;
}) {
  const locale = useLocale();
  const next = direction === "next";
  return (
    <Link
      to={`/portfolio/${neighbour.slug}`}
      rel={next ? "next" : "prev"}
      className={`group flex flex-col rounded-card border border-paper-line p-6 transition hover:border-accent-strong ${next ? "sm:items-end sm:text-right" : ""}`}
    >
      <span className="inline-flex items-center gap-2 font-semibold text-accent-strong text-sm">
        {next ? null : <Icon name="arrow-left" className="size-4" />}
        {next ? workWords[locale].nextProject : workWords[locale].previousProject}
        {next ? <Icon name="arrow-right" className="size-4" /> : null}
      </span>
      <span className="mt-2 font-semibold text-ink text-lg">{neighbour.client}</span>
      <span className="text-ink-muted text-sm">{neighbour.headline}</span>
    </Link>
  );
}
