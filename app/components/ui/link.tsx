import { type LinkProps, Link as RouterLink, useLocation } from "react-router";
import { localeOf } from "~/i18n/locale";
import { localizePath } from "~/i18n/paths";

/**
 * A link to a page named by its English address (as content and menus name pages), leading to
 * that page in the language of the page it sits on. A fragment alone ("#process") stays on the
 * page, whatever the page's address looks like.
 */
export function Link({ to, ...props }: LinkProps & { to: string }) {
  const { pathname } = useLocation();
  const page = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const target = to.startsWith("#") ? `${page}${to}` : localizePath(to, localeOf(pathname));
  return <RouterLink to={target} discover="none" {...props} />;
}
