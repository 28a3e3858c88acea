import { Bands } from "~/components/layout/boundary";
import { PageErrorBoundary } from "~/components/layout/page-error";
import { Carousel } from "~/components/motion/carousel";
import { Reveal } from "~/components/motion/reveal";
import { CtaBand } from "~/components/sections/cta-band";
import { FiguresBand } from "~/components/sections/figures-band";
import { IntroBlock } from "~/components/sections/intro-block";
import { PageHero } from "~/components/sections/page-hero";
import { SectionHeading } from "~/components/sections/section-heading";
import { headlineFigures, headlineFiguresFr } from "~/content/site";
import { localeOf, useLocale } from "~/i18n/locale";
import { useMessages } from "~/i18n/messages";
import { whyWords } from "~/i18n/words/why";
import { companyPages } from "~/lib/company.server";
import { errorMeta, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/why";

export function loader({ request }: Route.LoaderArgs) {
  return companyPages[localeOf(new URL(request.url).pathname)].why;
}

export function meta({ loaderData, error, location }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error, location.pathname);
  return pageMeta(loaderData.meta, {
    path: location.pathname,
  });
}

export default function WhyPage({ loaderData: page }: Route.ComponentProps) {
  const m = useMessages();
  const locale = useLocale();
  const figures = useLocale() === "fr" ? headlineFiguresFr : headlineFigures;
  return (
    <Bands>
      <PageHero
        eyebrow={whyWords[locale].eyebrow}
        title={page.hero.title}
        description={page.hero.description}
        cta={{ label: whyWords[locale].cta, to: "/book" }}
        image={{ ...page.hero.image, seed: "why/hero" }}
      />
      <IntroBlock
        id="intro"
        title={page.intro.title}
        paragraphs={page.intro.paragraphs}
        image={{ ...page.intro.image, seed: "why/intro" }}
      />
      <section
        id="reasons"
        aria-labelledby="reasons-title"
        className="on-night relative isolate overflow-hidden bg-night py-20 sm:py-28"
      >
        <div
          aria-hidden="true"
          className="-z-10 absolute inset-0 bg-[radial-gradient(50rem_24rem_at_85%_0%,rgb(139_92_246/0.18),transparent)]"
        />
        <div className="container-page">
          <Reveal>
            <SectionHeading
              id="reasons-title"
              eyebrow={whyWords[locale].reasons}
              title={page.carousel.title}
              description={page.carousel.description}
              tone="dark"
            />
          </Reveal>
          <Reveal className="mt-12">
            <Carousel label={whyWords[locale].carousel} slides={page.carousel.slides} />
          </Reveal>
        </div>
      </section>
      <FiguresBand title={m.sections.figuresTitle} figures={figures} />
      <CtaBand
        title={page.cta.title}
        description={page.cta.description}
        button={{ label: whyWords[locale].contact, to: "/contact-us" }}
      />
    </Bands>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
