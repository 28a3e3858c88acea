import { Bands } from "~/components/layout/boundary";
import { PageErrorBoundary } from "~/components/layout/page-error";
import { Reveal } from "~/components/motion/reveal";
import { CtaBand } from "~/components/sections/cta-band";
import { EmphasisText } from "~/components/sections/emphasis-title";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { FiguresBand } from "~/components/sections/figures-band";
import { IntroBlock } from "~/components/sections/intro-block";
import { PageHero } from "~/components/sections/page-hero";
import { ProcessSteps } from "~/components/sections/process-steps";
import { SectionHeading } from "~/components/sections/section-heading";
import { Avatar } from "~/components/ui/avatar";
import { headlineFigures, headlineFiguresFr } from "~/content/site";
import { localeOf, useLocale } from "~/i18n/locale";
import { useMessages } from "~/i18n/messages";
import { aboutWords } from "~/i18n/words/about";
import { companyPages } from "~/lib/company.server";
import { errorMeta, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/about";

export function loader({ request }: Route.LoaderArgs) {
  return companyPages[localeOf(new URL(request.url).pathname)].about;
}

export function meta({ loaderData, error, location }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error, location.pathname);
  return pageMeta(loaderData.meta, {
    path: location.pathname,
  });
}

export default function AboutPage({ loaderData: page }: Route.ComponentProps) {
  const m = useMessages();
  const locale = useLocale();
  const figures = useLocale() === "fr" ? headlineFiguresFr : headlineFigures;
  return (
    <Bands>
      <PageHero
        eyebrow={aboutWords[locale].eyebrow}
        title={page.hero.title}
        description={page.hero.description}
        cta={{ label: aboutWords[locale].cta, to: "/book" }}
        image={{ ...page.hero.image, seed: "about/hero" }}
      />
      <IntroBlock
        id="story"
        title={page.story.title}
        paragraphs={page.story.paragraphs}
        image={{ ...page.story.image, seed: "about/story" }}
      />
      <section
        aria-labelledby="mission-title"
        className="on-night relative isolate overflow-hidden bg-night py-20 sm:py-28"
      >
        <div
          aria-hidden="true"
          className="-z-10 absolute inset-0 bg-[radial-gradient(48rem_22rem_at_15%_0%,rgb(45_212_191/0.16),transparent)]"
        />
        <Reveal className="container-page max-w-4xl text-center">
          <p className="font-semibold text-aurora-teal text-sm uppercase tracking-[0.18em]">
            {aboutWords[locale].mission}
          </p>
          <h2 id="mission-title" className="mt-4 font-semibold text-on-night text-title">
            <EmphasisText title={page.mission.title} />
          </h2>
          <p className="mt-6 text-lead text-on-night-muted">{page.mission.statement}</p>
        </Reveal>
      </section>
      <FeatureGrid
        id="values"
        eyebrow={aboutWords[locale].values}
        title={page.values.title}
        description={page.values.description}
        items={page.values.items}
      />
      <FiguresBand title={m.sections.figuresTitle} figures={figures} />
      <ProcessSteps
        id="process"
        eyebrow={aboutWords[locale].process}
        title={page.process.title}
        description={page.process.description}
        steps={page.process.steps}
      />
      <section id="team" aria-labelledby="team-title" className="bg-paper-raised py-20 sm:py-24">
        <div className="container-page">
          <Reveal>
            <SectionHeading
              id="team-title"
              eyebrow={aboutWords[locale].team}
              title={page.team.title}
              description={page.team.description}
            />
          </Reveal>
          <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {page.team.members.map((member, index) => (
              <li key={member.name} className="contents">
                <Reveal
                  delay={(index % 3) * 90}
                  className="flex flex-col rounded-card border border-paper-line bg-paper p-7"
                >
                  <div className="flex flex-wrap items-center gap-4">
                    <Avatar
                      initials={member.initials}
                      portrait={member.portrait}
                      size={56}
                      className="grid size-14 shrink-0 place-items-center rounded-full bg-night font-semibold text-aurora-teal text-lg"
                    />
                    <div>
                      <h3 className="font-semibold text-ink text-lg">{member.name}</h3>
                      <p className="text-accent-strong text-sm">{member.role}</p>
                    </div>
                  </div>
                  <p className="mt-5 text-ink-muted leading-relaxed">{member.bio}</p>
                  <p className="mt-auto pt-5 text-ink-muted text-sm">{member.location}</p>
                </Reveal>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaBand
        title={page.cta.title}
        description={page.cta.description}
        button={{ label: aboutWords[locale].contact, to: "/contact-us" }}
      />
    </Bands>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
