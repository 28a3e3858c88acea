import { PageErrorBoundary } from "~/components/layout/page-error";
import { CtaBand } from "~/components/sections/cta-band";
import { FiguresBand } from "~/components/sections/figures-band";
import { HomeHero } from "~/components/sections/home-hero";
import { ProcessSteps } from "~/components/sections/process-steps";
import { ServicesOverview } from "~/components/sections/services-overview";
import { Testimonial } from "~/components/sections/testimonial";
import { ValueGrid } from "~/components/sections/value-grid";
import { homeContent as content } from "~/content/home";
import { servicesMenu } from "~/content/navigation";
import { headlineFigures } from "~/content/site";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(content.meta, { path: location.pathname, isHome: true });

export default function Home() {
  return (
    <>
      <HomeHero hero={content.hero} />
      <ServicesOverview heading={content.services} categories={servicesMenu} />
      <ValueGrid id="why-us" {...content.whyUs} />
      <FiguresBand title={content.figures.title} figures={headlineFigures} />
      <ProcessSteps id="process" {...content.process} />
      <Testimonial testimonial={content.testimonial} />
      <CtaBand {...content.cta} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
