import { Bands } from "~/components/layout/boundary";
import { PageErrorBoundary } from "~/components/layout/page-error";
import { CtaBand } from "~/components/sections/cta-band";
import { FiguresBand } from "~/components/sections/figures-band";
import { HomeHero } from "~/components/sections/home-hero";
import { ProcessSteps } from "~/components/sections/process-steps";
import { ServicesOverview } from "~/components/sections/services-overview";
import { Testimonial } from "~/components/sections/testimonial";
import { ValueGrid } from "~/components/sections/value-grid";
import { navigationByLocale } from "~/content/navigation";
import { headlineFigures, headlineFiguresFr } from "~/content/site";
import { localeOf } from "~/i18n/locale";
import { homePages } from "~/lib/home.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(new URL(request.url).pathname);
  return { content: homePages[locale], locale };
}

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  loaderData ? pageMeta(loaderData.content.meta, { path: location.pathname, isHome: true }) : [];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { content, locale } = loaderData;
  const { servicesMenu } = navigationByLocale[locale];
  return (
    <Bands>
      <HomeHero hero={content.hero} />
      <ServicesOverview heading={content.services} categories={servicesMenu} />
      <ValueGrid id="why-us" {...content.whyUs} />
      <FiguresBand
        title={content.figures.title}
        figures={locale === "fr" ? headlineFiguresFr : headlineFigures}
      />
      <ProcessSteps id="process" {...content.process} />
      <Testimonial testimonial={content.testimonial} />
      <CtaBand {...content.cta} />
    </Bands>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
