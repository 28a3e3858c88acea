import { data, redirect } from "react-router";
import { ArtImage } from "~/components/art/art-image";
import { Bands } from "~/components/layout/boundary";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { PageErrorBoundary } from "~/components/layout/page-error";
import { ArticleCards, useCategoryName } from "~/components/sections/article-cards";
import { CtaBand } from "~/components/sections/cta-band";
import { LongDate } from "~/components/sections/document-body";
import { Avatar } from "~/components/ui/avatar";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { SocialIcon } from "~/components/ui/social-icon";
import type { FrontMatter } from "~/content/insights/schema";
import { site } from "~/content/site";
import { type Locale, languageTag, localeOf, useLocale } from "~/i18n/locale";
import { messages, useMessages } from "~/i18n/messages";
import { pagePath } from "~/i18n/paths";
import { typesetFr } from "~/i18n/typography";
import { insightsWords } from "~/i18n/words/insights";
import {
  articlePath,
  categoryNameIn,
  feedLinks,
  insightsBase,
  listingPath,
} from "~/lib/insights/model";
import {
  authorOf,
  findArticle,
  neighbours,
  relatedTo,
  tagLinks,
  twin,
} from "~/lib/insights.server";
import { absoluteUrl, errorMeta, pageMeta } from "~/lib/meta";
import { ogImagePath } from "~/lib/og-path";
import { breadcrumbs, organizationId } from "~/lib/structured-data";
import type { Route } from "./+types/article";

export function loader({ params, url }: Route.LoaderArgs) {
  const locale = localeOf(pagePath(url.pathname));
  const article = findArticle(locale, params.slug ?? "");
  if (!article) throw data(null, { status: 404 });
  const canonical = articlePath(article);
  if (pagePath(url.pathname) !== canonical) throw redirect(canonical, 301);
  const other = twin(article);
  const { file: _file, ...rest } = article;
  return {
    article: rest,
    author: authorOf(article.author, locale),
    tags: tagLinks(article),
    twinPath: other ? articlePath(other) : undefined,
    // The language switch: the twin, or the other language's articles when there is none yet.
    alternate: other ? articlePath(other) : insightsBase[locale === "fr" ? "en" : "fr"],
    related: relatedTo(article),
    ...neighbours(article),
  };
}

export function meta({ loaderData, error, location }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error, location.pathname);
  const locale = localeOf(location.pathname);
  const m = messages[locale];
  const { article, author, twinPath } = loaderData;
  const path = articlePath(article);
  const url = absoluteUrl(path);
  const categoryName = categoryNameIn(article.category, locale);
  return pageMeta(
    { title: article.title, description: article.description },
    {
      path: location.pathname,
      type: "article",
      alternates: twinPath ? { [locale === "fr" ? "en" : "fr"]: twinPath } : {},
      links: feedLinks(locale, insightsWords[locale]),
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          "@id": `${url}#article`,
          mainEntityOfPage: url,
          url,
          headline: article.title,
          description: article.description,
          image: `${site.url}${ogImagePath(path)}`,
          datePublished: article.published,
          dateModified: article.updated ?? article.published,
          inLanguage: languageTag[locale],
          articleSection: categoryName,
          keywords: loaderData.tags.map((tag) => tag.label).join(", "),
          wordCount: article.words,
          timeRequired: `PT${article.minutes}M`,
          ...(article.sources
            ? {
                citation: article.sources.map((source) => ({
                  "@type": "CreativeWork",
                  name: source.title,
                  url: source.url,
                  ...(source.lang ? { inLanguage: languageTag[source.lang] } : {}),
                })),
              }
            : {}),
          author: {
            "@type": "Person",
            name: author.name,
            jobTitle: author.role,
            worksFor: { "@id": organizationId },
          },
          publisher: { "@id": organizationId },
        },
        breadcrumbs([
          { label: m.home, path: locale === "fr" ? "/fr" : "/" },
          { label: insightsWords[locale].name, path: insightsBase[locale] },
          {
            label: categoryName,
            path: listingPath({ kind: "category", category: article.category }, locale),
          },
          { label: article.title, path },
        ]),
      ],
    },
  );
}

/** The words of the sources block; no other page shows them. */
const sourceWords: Record<
  Locale,
  { title: string; reviewed: string; inLanguage: Record<Locale, string> }
> = {
  en: { title: "Sources", reviewed: "Reviewed on", inLanguage: { en: "", fr: "in French" } },
  fr: { title: "Sources", reviewed: "Révisé le", inLanguage: { en: "en anglais", fr: "" } },
};

/** Not a slug Markdown can give a heading, so the block never shares an id with the body. */
const sourcesId = "article-sources";

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const m = useMessages();
  const locale = useLocale();
  const categoryName = useCategoryName();
  const { article, author, tags, related, newer, older } = loaderData;
  const path = articlePath(article);
  const url = absoluteUrl(path);
  const share = [
    {
      network: "linkedin" as const,
      label: "LinkedIn",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    },
    {
      network: "facebook" as const,
      label: "Facebook",
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    },
    {
      network: "twitter" as const,
      label: "X",
      href: `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(article.title)}`,
    },
  ];
  const categoryPath = listingPath({ kind: "category", category: article.category }, locale);
  const toc = article.sources
    ? [...article.toc, { id: sourcesId, text: sourceWords[locale].title, depth: 2 as const }]
    : article.toc;

  return (
    <Bands>
      <section
        aria-labelledby="page-title"
        className="on-night relative isolate overflow-hidden bg-night text-on-night"
      >
        <div aria-hidden="true" className="-z-10 pointer-events-none absolute inset-0">
          <div className="absolute -top-48 -left-40 h-[32rem] w-[32rem] rounded-full bg-aurora-teal/15 blur-[120px]" />
          <div className="absolute top-0 right-[-10rem] h-[30rem] w-[36rem] rounded-full bg-aurora-violet/20 blur-[130px]" />
        </div>
        <div className="container-page grid items-center gap-12 pt-32 pb-14 sm:pt-40 lg:grid-cols-[1.25fr_1fr] lg:pt-44 lg:pb-20">
          <div>
            <p className="font-semibold text-sm uppercase tracking-[0.18em]">
              <Link
                to={categoryPath}
                className="inline-flex min-h-11 items-center text-aurora-teal underline-offset-4 hover:underline"
              >
                {categoryName(article.category)}
              </Link>
            </p>
            <h1 id="page-title" className="mt-4 font-semibold text-4xl tracking-tight sm:text-5xl">
              {article.title}
            </h1>
            <p className="mt-6 max-w-2xl text-lead text-on-night-muted">{article.description}</p>
            <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
              <div className="flex items-center gap-3">
                <Avatar
                  initials={author.initials}
                  portrait={author.portrait}
                  size={48}
                  className="grid size-12 shrink-0 place-items-center rounded-full bg-gradient-to-br from-aurora-teal/30 to-aurora-violet/40 font-semibold text-on-night"
                />
                <p className="text-sm">
                  <span className="sr-only">{insightsWords[locale].by} </span>
                  <span className="block font-semibold text-on-night">{author.name}</span>
                  <span className="block text-on-night-muted">{author.role}</span>
                </p>
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-on-night-muted text-sm">
                <dt>{insightsWords[locale].published}</dt>
                <dd>
                  <LongDate date={article.published} />
                </dd>
                {article.updated ? (
                  <>
                    <dt>{insightsWords[locale].updated}</dt>
                    <dd>
                      <LongDate date={article.updated} />
                    </dd>
                  </>
                ) : null}
                <dt className="sr-only">{insightsWords[locale].readingLabel}</dt>
                <dd className="col-span-2 flex items-center gap-2">
                  <Icon name="clock" className="size-4" />
                  {insightsWords[locale].readingTime(article.minutes)}
                </dd>
              </dl>
            </div>
          </div>
          {/* On a phone the reader came for the text: the artwork shows from 1024 px. */}
          <div className="relative mx-auto hidden w-full max-w-xl lg:block">
            <div className="overflow-hidden rounded-3xl border border-white/10 shadow-2xl shadow-black/50">
              <ArtImage
                scene={article.hero.scene}
                seed={`insights/${article.key}`}
                alt={article.hero.alt}
                priority
                className="block h-auto w-full"
              />
            </div>
          </div>
        </div>
      </section>
      <Breadcrumbs
        crumbs={[
          { label: m.home, to: "/" },
          { label: insightsWords[locale].name, to: insightsBase[locale] },
          { label: categoryName(article.category), to: categoryPath },
          { label: article.title },
        ]}
      />
      <div className="bg-paper py-14 sm:py-20">
        <div className="container-page grid grid-cols-1 gap-12 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
          <aside className="lg:sticky lg:top-28 lg:self-start">
            {toc.length > 1 ? (
              <nav aria-labelledby="toc-title">
                <h2
                  id="toc-title"
                  className="font-semibold text-ink-muted text-sm uppercase tracking-[0.14em]"
                >
                  {insightsWords[locale].onThisPage}
                </h2>
                <ol className="mt-4 grid gap-1 border-paper-line border-l text-sm">
                  {toc.map((entry) => (
                    <li key={entry.id} className={entry.depth === 3 ? "pl-4" : undefined}>
                      <a
                        href={`#${entry.id}`}
                        className="-ml-px block border-transparent border-l-2 py-1.5 pl-4 text-ink-muted hover:border-accent-strong hover:text-ink"
                      >
                        {entry.text}
                      </a>
                    </li>
                  ))}
                </ol>
              </nav>
            ) : null}
          </aside>
          <div className="min-w-0">
            <article lang={languageTag[locale]} className="max-w-[44rem]">
              <div
                className="article-body"
                // The body is rendered from the article's Markdown at build time (no visitor input).
                // biome-ignore lint/security/noDangerouslySetInnerHtml: build-time HTML from our own files
                dangerouslySetInnerHTML={{ __html: article.html }}
              />
              {article.sources ? (
                <ArticleSources sources={article.sources} reviewed={article.reviewed} />
              ) : article.reviewed ? (
                <p className="mt-10 text-ink-muted text-sm">
                  {sourceWords[locale].reviewed} <LongDate date={article.reviewed} />
                </p>
              ) : null}
            </article>
            <div className="mt-12 grid max-w-[44rem] gap-8 border-paper-line border-t pt-8">
              <div>
                <h2 className="font-semibold text-ink-muted text-sm uppercase tracking-[0.14em]">
                  {insightsWords[locale].tags}
                </h2>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {tags.map((tag) => (
                    <li key={tag.path}>
                      <Link
                        to={tag.path}
                        className="inline-flex min-h-11 items-center rounded-full border border-paper-line bg-paper-raised px-4 font-medium text-ink text-sm hover:border-ink/40"
                      >
                        {tag.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
              <div className="print:hidden">
                <h2 className="font-semibold text-ink-muted text-sm uppercase tracking-[0.14em]">
                  {insightsWords[locale].share}
                </h2>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {share.map((item) => (
                    <li key={item.network}>
                      <a
                        href={item.href}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={insightsWords[locale].shareOn(item.label)}
                        className="grid size-11 place-items-center rounded-full border border-paper-line bg-paper-raised text-ink hover:border-ink/40"
                      >
                        <SocialIcon network={item.network} className="size-5" />
                      </a>
                    </li>
                  ))}
                  <li>
                    <a
                      href={`mailto:?subject=${encodeURIComponent(article.title)}&body=${encodeURIComponent(url)}`}
                      aria-label={insightsWords[locale].shareByEmail}
                      className="grid size-11 place-items-center rounded-full border border-paper-line bg-paper-raised text-ink hover:border-ink/40"
                    >
                      <Icon name="mail" className="size-5" />
                    </a>
                  </li>
                </ul>
              </div>
              {newer || older ? (
                <nav aria-label={`${insightsWords[locale].older} / ${insightsWords[locale].newer}`}>
                  <ul className="grid gap-4 sm:grid-cols-2">
                    {older ? (
                      <li>
                        <Link
                          to={older.path}
                          rel="prev"
                          className="flex h-full flex-col rounded-card border border-paper-line bg-paper-raised p-5 hover:border-ink/40"
                        >
                          <span className="flex items-center gap-2 text-ink-muted text-sm">
                            <Icon name="arrow-left" className="size-4" />
                            {insightsWords[locale].older}
                          </span>
                          <span className="mt-2 font-semibold text-ink">{older.title}</span>
                        </Link>
                      </li>
                    ) : null}
                    {newer ? (
                      <li className="sm:col-start-2">
                        <Link
                          to={newer.path}
                          rel="next"
                          className="flex h-full flex-col rounded-card border border-paper-line bg-paper-raised p-5 text-right hover:border-ink/40"
                        >
                          <span className="flex items-center justify-end gap-2 text-ink-muted text-sm">
                            {insightsWords[locale].newer}
                            <Icon name="arrow-right" className="size-4" />
                          </span>
                          <span className="mt-2 font-semibold text-ink">{newer.title}</span>
                        </Link>
                      </li>
                    ) : null}
                  </ul>
                </nav>
              ) : null}
            </div>
          </div>
        </div>
      </div>
      {related.length ? (
        <section aria-labelledby="related-title" className="bg-paper-raised py-16 sm:py-20">
          <div className="container-page">
            <h2 id="related-title" className="font-semibold text-ink text-title">
              {insightsWords[locale].related}
            </h2>
            <ArticleCards articles={related} headingLevel={3} className="mt-10" />
          </div>
        </section>
      ) : null}
      <CtaBand
        title={insightsWords[locale].ctaTitle}
        description={insightsWords[locale].ctaText}
        button={{ label: insightsWords[locale].ctaButton, to: "/contact-us" }}
      />
    </Bands>
  );
}

type Source = NonNullable<FrontMatter["sources"]>[number];

/**
 * What an article that states the law rests on, and the day it was last checked against it:
 * part of the article, so it reads in the body's style and sits in its table of contents.
 */
function ArticleSources({ sources, reviewed }: { sources: Source[]; reviewed?: string }) {
  const locale = useLocale();
  const words = sourceWords[locale];
  return (
    <section
      aria-labelledby={sourcesId}
      className="article-body mt-14 border-paper-line border-t pt-2"
    >
      <h2 id={sourcesId}>{words.title}</h2>
      <ul>
        {sources.map((source) => {
          const other = source.lang && source.lang !== locale ? source.lang : undefined;
          const title = (source.lang ?? locale) === "fr" ? typesetFr(source.title) : source.title;
          return (
            <li key={source.url}>
              <a href={source.url} hrefLang={other ? languageTag[other] : undefined}>
                <span lang={other ? languageTag[other] : undefined}>{title}</span>
                {other ? ` (${words.inLanguage[other]})` : null}
              </a>
              <span className="block text-ink-muted text-sm">{new URL(source.url).hostname}</span>
            </li>
          );
        })}
      </ul>
      {reviewed ? (
        <p className="text-ink-muted text-sm">
          {words.reviewed} <LongDate date={reviewed} />
        </p>
      ) : null}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
