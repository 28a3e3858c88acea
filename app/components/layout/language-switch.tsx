import { Link as RouterLink, useLocation, useMatches } from "react-router";
import { endonym, languageTag, localeOf, otherLocale } from "~/i18n/locale";
import { alternatePath } from "~/i18n/paths";
import { cn } from "~/lib/cn";

/**
 * The same page in the other language, named in that language. It is a plain link: it works
 * before and without JavaScript, and a shared or crawled address always gets the page it names.
 * `compact` shows the language's code (FR, EN) where the bar is narrow; its name is still what
 * the link is called.
 */
export function LanguageSwitch({
  className,
  compact = false,
}: {
  className?: string;
  /** true: always the code; "below-2xl": the code until the bar is wide enough for the name. */
  compact?: boolean | "below-2xl";
}) {
  const { pathname, search } = useLocation();
  const target = otherLocale(localeOf(pathname));
  // A page the table of pairs cannot know (an article and its twin) names its own alternate.
  const named = useMatches()
    .map((match) => (match.loaderData as { alternate?: unknown } | undefined)?.alternate)
    .findLast((value): value is string => typeof value === "string");
  return (
    <RouterLink
      to={named ?? `${alternatePath(pathname, target)}${search}`}
      discover="none"
      lang={languageTag[target]}
      hrefLang={languageTag[target]}
      className={cn(
        "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-3.5 font-medium text-on-night-muted transition hover:text-on-night",
        className,
      )}
    >
      {compact === true ? (
        <>
          <span aria-hidden="true">{target.toUpperCase()}</span>
          <span className="sr-only">{endonym[target]}</span>
        </>
      ) : compact === "below-2xl" ? (
        <>
          <span aria-hidden="true" className="2xl:hidden">
            {target.toUpperCase()}
          </span>
          <span className="sr-only 2xl:not-sr-only">{endonym[target]}</span>
        </>
      ) : (
        endonym[target]
      )}
    </RouterLink>
  );
}
