import { useEffect, useRef } from "react";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { navigationByLocale } from "~/content/navigation";
import { useLocale } from "~/i18n/locale";
import { useMessages } from "~/i18n/messages";
import { localizePath } from "~/i18n/paths";
import { Boundary } from "./boundary";
import { ContactLinks } from "./contact-links";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { MenuIcon } from "./menu-icon";
import { SocialLinks } from "./social-links";

const MENU_ID = "mobile-menu";

/**
 * The full-screen menu below the desktop breakpoint, built on the platform so it works from the
 * HTML alone: the toggle opens a popover (`popovertarget`), its sections are `<details>`, and
 * Escape closes it and gives focus back to the toggle. Once the page has hydrated, the menu also
 * locks the page's scroll, keeps focus inside itself, closes on choosing a link or on reaching
 * the desktop breakpoint, and collapses its sections when it closes.
 */
export function MobileNav({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const menuRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const locale = useLocale();
  const { mainNav, letsTalk, servicesMenu } = navigationByLocale[locale];
  const m = useMessages();

  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const html = document.documentElement;
    const onToggle = (event: Event) => {
      const open = (event as ToggleEvent).newState === "open";
      onOpenChange(open);
      html.style.overflow = open ? "hidden" : "";
      if (!open) {
        for (const section of menu.querySelectorAll("details")) section.open = false;
      }
    };
    // Tab and Shift+Tab go round the menu's own controls while it is open.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const focusable = [...menu.querySelectorAll<HTMLElement>("a[href], button, summary")].filter(
        (element) => element.checkVisibility(),
      );
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const desktop = window.matchMedia("(min-width: 64rem)");
    const onDesktop = () => desktop.matches && menu.hidePopover();
    // The menu may have been opened before the page hydrated.
    if (menu.matches(":popover-open")) {
      onOpenChange(true);
      html.style.overflow = "hidden";
    }
    menu.addEventListener("toggle", onToggle);
    menu.addEventListener("keydown", onKeyDown);
    desktop.addEventListener("change", onDesktop);
    return () => {
      menu.removeEventListener("toggle", onToggle);
      menu.removeEventListener("keydown", onKeyDown);
      desktop.removeEventListener("change", onDesktop);
      html.style.overflow = "";
    };
  }, [onOpenChange]);

  /** After choosing a link the page changes in place: close the menu, focus back on the toggle. */
  const close = () => {
    if (!menuRef.current?.matches(":popover-open")) return;
    menuRef.current.hidePopover();
    toggleRef.current?.focus();
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        popoverTarget={MENU_ID}
        className="forced-edge -mr-2 grid size-11 place-items-center rounded-full text-on-night hover:bg-white/10 lg:hidden"
      >
        <Icon name="menu" className="size-6" />
        <span className="sr-only">{m.nav.openMenu}</span>
      </button>
      <div
        ref={menuRef}
        id={MENU_ID}
        popover="auto"
        className="on-night inset-0 m-0 size-full max-h-none max-w-none overflow-y-auto overscroll-contain border-0 bg-night p-0 text-on-night backdrop:bg-night lg:hidden"
      >
        <Boundary>
          <div className="container-page flex h-[4.5rem] items-center justify-between gap-6 border-white/10 border-b">
            <Logo onNavigate={close} />
            <button
              type="button"
              popoverTarget={MENU_ID}
              popoverTargetAction="hide"
              className="forced-edge -mr-2 grid size-11 place-items-center rounded-full text-on-night hover:bg-white/10"
            >
              <Icon name="x" className="size-6" />
              <span className="sr-only">{m.nav.closeMenu}</span>
            </button>
          </div>
          <div className="container-page flex flex-col gap-10 pt-6 pb-10">
            {/* A plain form: it leads to the search page, which runs the search in the browser. */}
            <search>
              <form action={localizePath("/search", locale)} method="get" className="flex gap-2">
                <label htmlFor={`${MENU_ID}-search`} className="sr-only">
                  {m.search.label}
                </label>
                <input
                  id={`${MENU_ID}-search`}
                  name="q"
                  type="search"
                  enterKeyHint="search"
                  placeholder={m.search.placeholder}
                  className="min-h-12 min-w-0 flex-1 rounded-full border border-night-line bg-night-raised px-5 text-base text-on-night placeholder:text-on-night-muted"
                />
                <button
                  type="submit"
                  className="forced-edge grid size-12 shrink-0 place-items-center rounded-full bg-aurora-teal text-night"
                >
                  <Icon name="search" className="size-5" />
                  <span className="sr-only">{m.search.submit}</span>
                </button>
              </form>
            </search>
            <nav aria-label={m.nav.mobile}>
              <ul className="divide-y divide-night-line border-night-line border-b">
                {mainNav.map((item) =>
                  item.menu === "services" ? (
                    <li key="services">
                      <details className="group/services">
                        <summary className={rowClass}>
                          {item.label}
                          <Icon
                            name="chevron-down"
                            className="size-5 transition-transform group-open/services:rotate-180"
                          />
                        </summary>
                        <ul className="grid gap-1 pb-4">
                          {servicesMenu.map((category) => (
                            <li key={category.slug}>
                              <details className="group/category">
                                <summary className="flex min-h-12 w-full cursor-pointer list-none items-center gap-3 rounded-xl px-3 text-left text-on-night hover:bg-white/5 [&::-webkit-details-marker]:hidden">
                                  <MenuIcon
                                    name={category.icon}
                                    className="size-5 text-aurora-sky"
                                  />
                                  <span className="flex-1">{category.name}</span>
                                  <Icon
                                    name="chevron-down"
                                    className="size-4 transition-transform group-open/category:rotate-180"
                                  />
                                </summary>
                                <ul className="ml-6 border-night-line border-l py-1 pl-5">
                                  {category.items.map((link) => (
                                    <li key={link.to}>
                                      <Link
                                        to={link.to}
                                        onClick={close}
                                        className={`${subLinkClass} text-on-night-muted`}
                                      >
                                        {link.label}
                                      </Link>
                                    </li>
                                  ))}
                                  <li>
                                    <Link
                                      to={category.to}
                                      onClick={close}
                                      className={`${subLinkClass} font-medium text-aurora-teal`}
                                    >
                                      {m.nav.allInCategory(category.name)}
                                    </Link>
                                  </li>
                                </ul>
                              </details>
                            </li>
                          ))}
                        </ul>
                      </details>
                    </li>
                  ) : (
                    <li key={item.to}>
                      <Link to={item.to} onClick={close} className={rowClass}>
                        {item.label}
                      </Link>
                    </li>
                  ),
                )}
              </ul>
            </nav>

            <section
              aria-labelledby={`${MENU_ID}-contact`}
              className="rounded-2xl border border-night-line bg-night-raised p-6"
            >
              <h2 id={`${MENU_ID}-contact`} className="font-semibold text-on-night text-lg">
                {m.nav.getInTouch}
              </h2>
              <ContactLinks className="mt-4 grid gap-2 text-on-night-muted" />
              <SocialLinks className="-ml-2.5 mt-3" />
            </section>

            <LanguageSwitch className="-ml-3.5 self-start" />
            <ButtonLink to={letsTalk.to} onClick={close} size="lg" className="w-full">
              {letsTalk.label}
              <Icon name="arrow-right" className="size-5" />
            </ButtonLink>
          </div>
        </Boundary>
      </div>
    </>
  );
}

const rowClass =
  "flex min-h-14 w-full cursor-pointer list-none items-center justify-between py-3 text-left font-semibold text-on-night text-xl [&::-webkit-details-marker]:hidden";
const subLinkClass = "flex min-h-11 items-center hover:text-on-night";
