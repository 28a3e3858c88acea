import { data, redirect } from "react-router";
import { Bands } from "~/components/layout/boundary";
import { Breadcrumbs, type Crumb } from "~/components/layout/breadcrumbs";
import { PageErrorBoundary } from "~/components/layout/page-error";
import { ArticleCards, useCategoryName } from "~/components/sections/article-cards";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { type Locale, localeOf, useLocale } from "~/i18n/locale";
import { messages, useMessages } from "~/i18n/messages";
import { pagePath } from "~/i18n/paths";
import { insightsWords } from "~/i18n/words/insights";
import { cn } from "~/lib/cn";
import {
  categoryNameIn,
  type Filter,
  feedLinks,
  feedPath,
  insightsBase,
  listingAlternate,
  listingPath,
  parseListing,
  tagName,
} from "~/lib/insights/model";
import { filterLinks, listing, published } from "~/lib/insights.server";
import { errorMeta, pageMeta } from "~/lib/meta";
import { breadcrumbs } from "~/lib/structured-data";
import type { Route } from "./+types/insights";

const DESCRIPTION_MAX = 160;

/** The listing's heading, title and description in the page's language. */
function describeListing(filter: Filter, locale: Locale) {
  if (filter.kind === "category") {
    const name = categoryNameIn(filter.category, locale);
    return {
      name,
      title: insightsWords[locale].categoryTitle(name),
      description: insightsWords[locale].categoryDescription(name),
    };
  }
  if (filter.kind === "tag") {
    const name = tagName(filter.tag, locale);
    return {
      name,
      title: insightsWords[locale].tagTitle(name),
      description: insightsWords[locale].tagDescription(name),
    };
  }
  return {
    name: insightsWords[locale].name,
    title: insightsWords[locale].title,
    description: insightsWords[locale].description,
  };
}

export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOf(pagePath(url.pathname));
  const parsed = parseListing(pagePath(url.pathname), locale);
  if (!parsed) throw data(null, { status: 404 });
  const canonical = listingPath(parsed.filter, locale, parsed.page);
  // /page/1, other letter cases and a trailing slash all lead to the one address.
  if (pagePath(url.pathname) !== canonical) throw redirect(canonical, 301);
  const list = listing(locale, parsed.filter, parsed.page);
  if (!list) throw data(null, { status: 404 });
  return {
    filter: parsed.filter,
    list,
    filters: filterLinks(locale),
    alternate: listingAlternate(canonical, locale, published),
  };
}

export function meta({ loaderData, error, location }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error, location.pathname);
  const locale = localeOf(location.pathname);
  const m = messages[locale];
  const { filter, list, alternate } = loaderData;
  const described = describeListing(filter, locale);
  const suffix = list.page > 1 ? insightsWords[locale].pageSuffix(list.page) : "";
  let description = `${described.description}${suffix}`;
  if (description.length > DESCRIPTION_MAX) {
    description = `${described.description.slice(0, DESCRIPTION_MAX - suffix.length - 1).replace(/\s+\S*$/, "")}…${suffix}`;
  }
  const crumbs = [
    { label: m.home, path: locale === "fr" ? "/fr" : "/" },
    { label: insightsWords[locale].name, path: insightsBase[locale] },
    ...(filter.kind === "all"
      ? []
      : [{ label: described.name, path: listingPath(filter, locale) }]),
  ];
  return pageMeta(
    { title: `${described.title}${suffix}`, description },
    {
      path: location.pathname,
      alternates: { [locale === "fr" ? "en" : "fr"]: alternate },
      sharePath: insightsBase[locale],
      links: feedLinks(locale, insightsWords[locale]),
      jsonLd: [breadcrumbs(crumbs)],
    },
  );
}

/** Listed pages are found through their own entries in the site search. */
export const handle = { search: false };

export default function InsightsPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages();
  const locale = useLocale();
  const categoryLabel = useCategoryName();
  const { filter, list, filters } = loaderData;
  const described = describeListing(filter, locale);
  const crumbs: Crumb[] = [
    { label: m.home, to: "/" },
    { label: insightsWords[locale].name, to: insightsBase[locale] },
    ...(filter.kind === "all" ? [] : [{ label: described.name }]),
  ];
  const isCurrent = (candidate: Filter) =>
    candidate.kind === filter.kind &&
    (candidate.kind !== "category" ||
      filter.kind !== "category" ||
      candidate.category === filter.category) &&
    (candidate.kind !== "tag" || filter.kind !== "tag" || candidate.tag === filter.tag);
  const chip = (active: boolean) =>
    cn(
      "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 font-medium text-sm transition",
      active
        ? "border-ink bg-ink text-paper forced-colors:border-[Highlight] print:bg-transparent print:text-ink"
        : "border-paper-line bg-paper-raised text-ink hover:border-ink/40",
    );
  const categoryFilters = filters.filter((item) => item.filter.kind !== "tag");
  const tagFilters = filters.filter((item) => item.filter.kind === "tag");

  return (
    <Bands>
      <PageHero
        eyebrow={filter.kind === "all" ? insightsWords[locale].eyebrow : insightsWords[locale].name}
        title={filter.kind === "all" ? insightsWords[locale].heroTitle : { text: described.title }}
        description={filter.kind === "all" ? insightsWords[locale].heroText : described.description}
      >
        <p className="mt-6 text-on-night-muted text-sm">
          {insightsWords[locale].count(list.total)}
          {list.pages > 1 ? ` · ${insightsWords[locale].pageOf(list.page, list.pages)}` : null}
        </p>
      </PageHero>
      <Breadcrumbs crumbs={crumbs} />
      <div className="bg-paper py-14 sm:py-20">
        <div className="container-page">
          <nav aria-label={insightsWords[locale].filters} className="grid gap-5">
            <div>
              <h2 className="font-semibold text-ink-muted text-sm uppercase tracking-[0.14em]">
                {insightsWords[locale].categories}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {categoryFilters.map((item) => (
                  <li key={item.path}>
                    <Link
                      to={item.path}
                      aria-current={isCurrent(item.filter) ? "page" : undefined}
                      className={chip(isCurrent(item.filter))}
                    >
                      {item.filter.kind === "category"
                        ? categoryLabel(item.filter.category)
                        : insightsWords[locale].all}
                      <span className="tabular-nums opacity-75">{item.count}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h2 className="font-semibold text-ink-muted text-sm uppercase tracking-[0.14em]">
                {insightsWords[locale].topics}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {tagFilters.map((item) => (
                  <li key={item.path}>
                    <Link
                      to={item.path}
                      aria-current={isCurrent(item.filter) ? "page" : undefined}
                      className={chip(isCurrent(item.filter))}
                    >
                      {item.label}
                      <span className="tabular-nums opacity-75">{item.count}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </nav>

          <h2 className="sr-only">{described.title}</h2>
          <ArticleCards articles={list.articles} headingLevel={3} className="mt-12" />

          {list.pages > 1 ? (
            <nav aria-label={insightsWords[locale].pagination} className="mt-14 print:hidden">
              <ul className="flex flex-wrap items-center justify-center gap-2">
                {list.page > 1 ? (
                  <li>
                    <Link
                      to={list.pagePaths[list.page - 2] ?? list.pagePaths[0] ?? "/"}
                      rel="prev"
                      className={chip(false)}
                    >
                      <Icon name="arrow-left" className="size-4" />
                      {insightsWords[locale].previousPage}
                    </Link>
                  </li>
                ) : null}
                {list.pagePaths.map((path, index) => (
                  <li key={path}>
                    <Link
                      to={path}
                      aria-current={index + 1 === list.page ? "page" : undefined}
                      aria-label={insightsWords[locale].pageLink(index + 1)}
                      className={cn(chip(index + 1 === list.page), "min-w-11 justify-center")}
                    >
                      {index + 1}
                    </Link>
                  </li>
                ))}
                {list.page < list.pages ? (
                  <li>
                    <Link to={list.pagePaths[list.page] ?? "/"} rel="next" className={chip(false)}>
                      {insightsWords[locale].nextPage}
                      <Icon name="arrow-right" className="size-4" />
                    </Link>
                  </li>
                ) : null}
              </ul>
            </nav>
          ) : null}

          <p className="mt-14 flex flex-wrap items-center justify-center gap-x-4 gap-y-2 text-ink-muted text-sm">
            <Icon name="rss" className="size-4" />
            <span>{insightsWords[locale].feeds}</span>
            <a
              href={feedPath(locale, "rss")}
              className="inline-flex min-h-11 items-center font-medium text-accent-strong underline-offset-4 hover:underline"
            >
              {insightsWords[locale].rss}
            </a>
            <a
              href={feedPath(locale, "atom")}
              className="inline-flex min-h-11 items-center font-medium text-accent-strong underline-offset-4 hover:underline"
            >
              {insightsWords[locale].atom}
            </a>
          </p>
        </div>
      </div>
      <CtaBand
        title={insightsWords[locale].ctaTitle}
        description={insightsWords[locale].ctaText}
        button={{ label: insightsWords[locale].ctaButton, to: "/contact-us" }}
      />
    </Bands>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
