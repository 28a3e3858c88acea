import { Bands } from "~/components/layout/boundary";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { PageErrorBoundary } from "~/components/layout/page-error";
import { Reveal } from "~/components/motion/reveal";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { ServiceCards } from "~/components/sections/service-cards";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { categories, categoryPath, services } from "~/content/catalogue";
import { localeOf, useLocale } from "~/i18n/locale";
import { messages, useMessages } from "~/i18n/messages";
import { servicesWords } from "~/i18n/words/services";
import { pageMeta } from "~/lib/meta";
import { serviceCards } from "~/lib/services.server";
import { breadcrumbs } from "~/lib/structured-data";
import type { Route } from "./+types/services";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(new URL(request.url).pathname);
  return {
    groups: categories.map((category) => ({
      slug: category.slug,
      name: locale === "fr" ? category.fr.name : category.name,
      icon: category.icon,
      summary: locale === "fr" ? category.fr.summary : category.summary,
      path: categoryPath(category.slug),
      services: serviceCards(category.slug, locale),
    })),
  };
}

export const meta = ({ location }: Route.MetaArgs) => {
  const locale = localeOf(location.pathname);
  const m = messages[locale];
  return pageMeta(
    { title: servicesWords[locale].title, description: servicesWords[locale].description },
    {
      path: location.pathname,
      jsonLd: [
        breadcrumbs([
          { label: m.home, path: "/" },
          { label: m.nav.services, path: "/services" },
        ]),
      ],
    },
  );
};

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages();
  const locale = useLocale();
  return (
    <Bands>
      <PageHero
        eyebrow={m.nav.services}
        title={servicesWords[locale].heroTitle}
        description={servicesWords[locale].heroText(services.length)}
        cta={{ label: m.nav.megaLink, to: "/contact-us" }}
      >
        <ul className="mt-10 flex flex-wrap gap-2">
          {loaderData.groups.map((category) => (
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
      <Breadcrumbs crumbs={[{ label: m.home, to: "/" }, { label: m.nav.services }]} />
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
                {m.nav.allInCategory(group.name)}
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
        title={servicesWords[locale].ctaTitle}
        description={servicesWords[locale].ctaText}
        button={{ label: m.nav.megaLink, to: "/contact-us" }}
      />
    </Bands>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
