import { ArtImage } from "~/components/art/art-image";
import { Reveal } from "~/components/motion/reveal";
import { LongDate } from "~/components/sections/document-body";
import { Link } from "~/components/ui/link";
import { useLocale } from "~/i18n/locale";
import { insightsWords } from "~/i18n/words/insights";
import { cn } from "~/lib/cn";
import { categoryNameIn } from "~/lib/insights/model";
import type { ArticleCard } from "~/lib/insights.server";

/** The name of a service category in the page's language. */
export function useCategoryName() {
  const locale = useLocale();
  return (slug: string) => categoryNameIn(slug, locale);
}

/**
 * Article cards: artwork, category, title (the link, stretched over the card), summary and
 * the facts a reader weighs before clicking: date, reading time, author.
 */
export function ArticleCards({
  articles,
  headingLevel = 2,
  className,
}: {
  articles: readonly ArticleCard[];
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const locale = useLocale();
  const categoryName = useCategoryName();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {articles.map((article, index) => (
        <li key={article.path} className="contents">
          <Reveal
            delay={(index % 3) * 80}
            className="group relative flex flex-col overflow-hidden rounded-card border border-paper-line bg-paper-raised shadow-card transition duration-300 hover:shadow-lift motion-safe:hover:-translate-y-1"
          >
            <ArtImage
              scene={article.hero.scene}
              seed={`insights/${article.key}`}
              alt=""
              className="block aspect-[16/10] h-auto w-full bg-night object-cover"
            />
            <div className="flex flex-1 flex-col p-6">
              <p className="font-semibold text-accent-strong text-sm">
                {categoryName(article.category)}
              </p>
              <Heading className="mt-2 font-semibold text-ink text-xl leading-snug tracking-tight">
                <Link to={article.path} className="after:absolute after:inset-0 after:rounded-card">
                  {article.title}
                </Link>
              </Heading>
              <p className="mt-3 text-ink-muted">{article.description}</p>
              <p className="mt-auto flex flex-wrap gap-x-3 gap-y-1 pt-5 text-ink-muted text-sm">
                <LongDate date={article.published} />
                <span aria-hidden="true">·</span>
                <span>{insightsWords[locale].readingTime(article.minutes)}</span>
                <span aria-hidden="true">·</span>
                <span>{article.author}</span>
              </p>
            </div>
          </Reveal>
        </li>
      ))}
    </ul>
  );
}
