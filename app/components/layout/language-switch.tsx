import { Link as RouterLink, useLocation } from "react-router";
import { endonym, languageTag, localeOf, otherLocale } from "~/i18n/locale";
import { alternatePath } from "~/i18n/paths";
import { cn } from "~/lib/cn";

/**
 * The same page in the other language, named in that language. It is a plain link: it works
 * before and without JavaScript, and a shared or crawled address always gets the page it names.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const target = otherLocale(localeOf(pathname));
  return (
    <RouterLink
      to={`${alternatePath(pathname, target)}${search}`}
      lang={languageTag[target]}
      hrefLang={languageTag[target]}
      data-language-switch=""
      className={cn(
        "inline-flex min-h-11 items-center gap-2 rounded-full px-3.5 font-medium text-on-night-muted transition hover:text-on-night",
        className,
      )}
    >
      {endonym[target]}
    </RouterLink>
  );
}
