import { useEffect } from "react";
import { useNavigate } from "react-router";
import { Bands } from "~/components/layout/boundary";
import { PageErrorBoundary } from "~/components/layout/page-error";
import { Reveal } from "~/components/motion/reveal";
import { FaqCta } from "~/components/sections/faq-cta";
import { PageHero } from "~/components/sections/page-hero";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { localeOf, useLocale } from "~/i18n/locale";
import { localizePath } from "~/i18n/paths";
import { faqsWords } from "~/i18n/words/faqs";
import { companyPages } from "~/lib/company.server";
import { errorMeta, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/faqs";

/**
 * The FAQ: every topic with its questions, each a link to the answer on the topic's own page
 * (routes/faq-topic.tsx). One page of all the answers was four times the first round trip.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { meta, hero, groups } = companyPages[localeOf(new URL(request.url).pathname)].faq;
  return {
    meta,
    hero,
    groups: groups.map(({ id, title, description, icon, items }) => ({
      id,
      title,
      description,
      icon,
      questions: items.map(({ id, question }) => ({ id, question })),
    })),
  };
}

export function meta({ loaderData, error, location }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error, location.pathname);
  return pageMeta(loaderData.meta, { path: location.pathname });
}

type Topic = Route.ComponentProps["loaderData"]["groups"][number];

/**
 * An address made when every answer was on this page (/faqs#who-owns-the-work) leads to the
 * answer on its topic's page. Without JavaScript it lands on the question's link here.
 */
function useAnswerFromHash(groups: readonly Topic[]) {
  const navigate = useNavigate();
  const locale = useLocale();
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const topic = groups.find((group) => group.questions.some((question) => question.id === id));
    if (topic) {
      navigate(localizePath(`/faqs/${topic.id}#${id}`, locale), { replace: true });
    }
  }, [groups, locale, navigate]);
}

export default function FaqsPage({ loaderData: page }: Route.ComponentProps) {
  const locale = useLocale();
  const words = faqsWords[locale];
  useAnswerFromHash(page.groups);
  const total = page.groups.reduce((sum, group) => sum + group.questions.length, 0);
  return (
    <Bands>
      <PageHero
        eyebrow={words.eyebrow}
        title={page.hero.title}
        description={page.hero.description}
        image={{ scene: "chat", seed: "faqs/hero", alt: words.art }}
      >
        <p className="mt-6 text-on-night-muted text-sm">{words.count(total, page.groups.length)}</p>
      </PageHero>
      {/* The questions are found by the site search on their topic's page, with their answers. */}
      <div data-pagefind-ignore="all" className="bg-paper py-16 sm:py-20">
        <div className="container-page grid gap-6 md:grid-cols-2">
          {page.groups.map((group) => (
            <section
              key={group.id}
              id={group.id}
              aria-labelledby={`${group.id}-title`}
              className="scroll-mt-28"
            >
              <Reveal className="h-full rounded-card border border-paper-line bg-paper-raised p-7 shadow-card">
                <div className="flex items-center gap-3">
                  <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-night text-aurora-teal">
                    <Icon name={group.icon} className="size-5" />
                  </span>
                  <h2 id={`${group.id}-title`} className="font-semibold text-2xl text-ink">
                    <Link to={`/faqs/${group.id}`} className="group/topic hover:text-accent-strong">
                      {group.title}
                      <Icon
                        name="arrow-right"
                        className="ml-2 inline-block size-5 align-[-0.125em] text-accent-strong transition group-hover/topic:translate-x-1"
                      />
                    </Link>
                  </h2>
                </div>
                <p className="mt-3 text-ink-muted">{group.description}</p>
                <ul className="mt-4 grid gap-1">
                  {group.questions.map((question) => (
                    <li key={question.id}>
                      <Link
                        id={question.id}
                        to={`/faqs/${group.id}#${question.id}`}
                        className="flex min-h-11 scroll-mt-28 items-center gap-2 py-1.5 text-ink hover:text-accent-strong hover:underline"
                      >
                        <Icon name="arrow-right" className="size-4 shrink-0 text-accent-strong" />
                        {question.question}
                      </Link>
                    </li>
                  ))}
                </ul>
              </Reveal>
            </section>
          ))}
        </div>
      </div>
      <FaqCta />
    </Bands>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
