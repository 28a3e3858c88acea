import { data, redirect } from "react-router";
import { Bands } from "~/components/layout/boundary";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { PageErrorBoundary } from "~/components/layout/page-error";
import { FaqCta } from "~/components/sections/faq-cta";
import { FaqItems, useOpenFaqFromHash } from "~/components/sections/faq-items";
import { PageHero } from "~/components/sections/page-hero";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { localeOf, useLocale } from "~/i18n/locale";
import { messages, useMessages } from "~/i18n/messages";
import { englishFaqTopic, localizePath, pagePath } from "~/i18n/paths";
import { faqsWords } from "~/i18n/words/faqs";
import { companyPages } from "~/lib/company.server";
import { errorMeta, pageMeta } from "~/lib/meta";
import { breadcrumbs, faqPage } from "~/lib/structured-data";
import type { Route } from "./+types/faq-topic";

/** One topic of the FAQ with its answers, and the way to the others. */
export function loader({ params, url }: Route.LoaderArgs) {
  const locale = localeOf(pagePath(url.pathname));
  const id = locale === "fr" ? englishFaqTopic(params.topic) : params.topic?.toLowerCase();
  const { groups } = companyPages[locale].faq;
  const group = groups.find((entry) => entry.id === id);
  if (!group) throw data(null, { status: 404 });
  const canonical = localizePath(`/faqs/${group.id}`, locale);
  if (pagePath(url.pathname) !== canonical) throw redirect(canonical, 301);
  return {
    group,
    topics: groups.map(({ id, title, icon }) => ({ id, title, icon })),
  };
}

export function meta({ loaderData, error, location }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error, location.pathname);
  const { group } = loaderData;
  const locale = localeOf(location.pathname);
  return pageMeta(group.meta, {
    path: location.pathname,
    jsonLd: [
      faqPage(group.items),
      breadcrumbs([
        { label: messages[locale].home, path: "/" },
        { label: faqsWords[locale].eyebrow, path: "/faqs" },
        { label: group.title, path: `/faqs/${group.id}` },
      ]),
    ],
  });
}

export default function FaqTopicPage({ loaderData }: Route.ComponentProps) {
  const { group, topics } = loaderData;
  const locale = useLocale();
  const words = faqsWords[locale];
  const m = useMessages();
  useOpenFaqFromHash();
  return (
    <Bands>
      <PageHero
        eyebrow={words.eyebrow}
        title={{ text: group.title }}
        description={group.description}
        image={{ scene: "chat", seed: "faqs/hero", alt: words.art }}
      >
        <p className="mt-6 text-on-night-muted text-sm">{words.answers(group.items.length)}</p>
      </PageHero>
      <Breadcrumbs
        crumbs={[
          { label: m.home, to: "/" },
          { label: words.eyebrow, to: "/faqs" },
          { label: group.title },
        ]}
      />
      <div className="bg-paper py-16 sm:py-20">
        <div className="container-page grid gap-12 lg:grid-cols-[16rem_1fr] lg:gap-16">
          <nav aria-labelledby="topics-title" className="lg:sticky lg:top-28 lg:self-start">
            <h2
              id="topics-title"
              className="font-semibold text-ink-muted text-sm uppercase tracking-[0.14em]"
            >
              {words.topics}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
              {topics.map((topic) => (
                <li key={topic.id}>
                  <Link
                    to={`/faqs/${topic.id}`}
                    aria-current={topic.id === group.id ? "page" : undefined}
                    className="inline-flex min-h-11 items-center gap-2 rounded-full border border-paper-line bg-paper-raised px-4 text-ink text-sm transition hover:border-accent-strong hover:text-accent-strong aria-[current=page]:border-accent-strong aria-[current=page]:font-semibold aria-[current=page]:text-accent-strong lg:w-full lg:rounded-xl lg:border-transparent lg:bg-transparent lg:px-3 lg:text-base"
                  >
                    <Icon name={topic.icon} className="size-4 shrink-0 text-accent-strong" />
                    {topic.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="answers-title">
            <h2 id="answers-title" className="sr-only">
              {words.answersTitle}
            </h2>
            <FaqItems faqs={group.items} />
          </section>
        </div>
      </div>
      <FaqCta />
    </Bands>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
