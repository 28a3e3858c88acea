import type { Category } from "~/content/catalogue";
import { cn } from "~/lib/cn";

/**
 * A category's icon inside the Services menus: a mask over the text colour, drawn from the
 * stylesheet (app/styles/menu-icons.css), not a symbol in the page. The menus are closed when a
 * page is first drawn, yet every page's HTML carried the six symbols for them; the stylesheet is
 * loaded once for the whole visit. docs/decisions/0018 says why.
 */
export function MenuIcon({ name, className }: { name: Category["icon"]; className?: string }) {
  return <span aria-hidden="true" data-icon={name} className={cn("menu-icon", className)} />;
}
