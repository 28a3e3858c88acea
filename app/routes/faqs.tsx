import { PageErrorBoundary } from "~/components/layout/page-error";
import { Reveal } from "~/components/motion/reveal";
import { CtaBand } from "~/components/sections/cta-band";
import { FaqItems, useOpenFaqFromHash } from "~/components/sections/faq-items";
import { PageHero } from "~/components/sections/page-hero";
import { Icon } from "~/components/ui/icon";
import { localeOf, useLocale } from "~/i18n/locale";
import { faqsWords } from "~/i18n/words/faqs";
import { companyPages } from "~/lib/company.server";
import { errorMeta, pageMeta } from "~/lib/meta";
import { faqPage as faqStructuredData } from "~/lib/structured-data";
import type { Route } from "./+types/faqs";

export function loader({ request }: Route.LoaderArgs) {
  return companyPages[localeOf(new URL(request.url).pathname)].faq;
}

export function meta({ loaderData, error, location }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error, location.pathname);
  return pageMeta(loaderData.meta, {
    path: location.pathname,
    jsonLd: [faqStructuredData(loaderData.groups.flatMap((group) => group.items))],
  });
}

export default function FaqsPage({ loaderData: page }: Route.ComponentProps) {
  const locale = useLocale();
  useOpenFaqFromHash();
  const total = page.groups.reduce((sum, group) => sum + group.items.length, 0);
  return (
    <>
      <PageHero
        eyebrow={faqsWords[locale].eyebrow}
        title={page.hero.title}
        description={page.hero.description}
        image={{
          scene: "chat",
          seed: "faqs/hero",
          alt: faqsWords[locale].art,
        }}
      >
        <p className="mt-6 text-on-night-muted text-sm">
          {faqsWords[locale].count(total, page.groups.length)}
        </p>
      </PageHero>
      <div className="bg-paper py-16 sm:py-20">
        <div className="container-page grid gap-12 lg:grid-cols-[16rem_1fr] lg:gap-16">
          <nav aria-labelledby="topics-title" className="lg:sticky lg:top-28 lg:self-start">
            <h2
              id="topics-title"
              className="font-semibold text-ink-muted text-sm uppercase tracking-[0.14em]"
            >
              {faqsWords[locale].topics}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
              {page.groups.map((group) => (
                <li key={group.id}>
                  <a
                    href={`#${group.id}`}
                    className="inline-flex min-h-11 items-center gap-2 rounded-full border border-paper-line bg-paper-raised px-4 text-ink text-sm transition hover:border-accent-strong hover:text-accent-strong lg:w-full lg:rounded-xl lg:border-transparent lg:bg-transparent lg:px-3 lg:text-base"
                  >
                    <Icon name={group.icon} className="size-4 shrink-0 text-accent-strong" />
                    {group.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="grid gap-16">
            {page.groups.map((group) => (
              <section
                key={group.id}
                id={group.id}
                aria-labelledby={`${group.id}-title`}
                className="scroll-mt-28"
              >
                <Reveal>
                  <div className="flex items-center gap-3">
                    <span className="grid size-11 place-items-center rounded-xl bg-night text-aurora-teal">
                      <Icon name={group.icon} className="size-5" />
                    </span>
                    <h2 id={`${group.id}-title`} className="font-semibold text-2xl text-ink">
                      {group.title}
                    </h2>
                  </div>
                  <p className="mt-3 max-w-3xl text-ink-muted">{group.description}</p>
                  <FaqItems faqs={group.items} className="mt-6" />
                </Reveal>
              </section>
            ))}
          </div>
        </div>
      </div>
      <CtaBand
        title={faqsWords[locale].ctaTitle}
        description={faqsWords[locale].ctaText}
        button={{ label: faqsWords[locale].ctaButton, to: "/contact-us" }}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
