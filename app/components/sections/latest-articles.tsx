import { ArticleCards } from "~/components/sections/article-cards";
import { SectionHeading } from "~/components/sections/section-heading";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { useLocale } from "~/i18n/locale";
import { insightsWords } from "~/i18n/words/insights";
import type { ArticleCard } from "~/lib/insights.server";

/** "From our insights": the newest articles of a service's category, so both link each other. */
export function LatestArticles({
  articles,
  allPath,
}: {
  articles: readonly ArticleCard[];
  allPath: string;
}) {
  const locale = useLocale();
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="insights-title" className="bg-paper-raised py-20 sm:py-24">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading
            id="insights-title"
            title={insightsWords[locale].fromInsights}
            description={insightsWords[locale].fromInsightsText}
          />
          <Link
            to={allPath}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-strong underline-offset-4 hover:underline"
          >
            {insightsWords[locale].allArticles}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </div>
        <ArticleCards articles={articles} headingLevel={3} className="mt-10" />
      </div>
    </section>
  );
}
