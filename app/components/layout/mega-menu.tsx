import { useEffect, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { navigationByLocale, type ServicesMenuCategory } from "~/content/navigation";
import { useLocale } from "~/i18n/locale";
import { useMessages } from "~/i18n/messages";
import { cn } from "~/lib/cn";
import { MenuIcon } from "./menu-icon";

const HOVER_CLOSE_DELAY_MS = 180;
const PANEL_ID = "services-menu";
/** How far the page must scroll, from where it was when the menu opened, to close it. */
const SCROLL_CLOSE_PX = 64;

/**
 * The desktop Services menu. From the HTML alone it is a popover: the button opens it, Escape and
 * a click outside close it, and each category shows its services on hover and on keyboard focus
 * (CSS, `.mega-categories` in app.css). Once hydrated it also opens on hover, opens with
 * ArrowDown onto its first link, remembers the last category shown, and closes on scroll and
 * on choosing a link.
 */
/** `label` names the menu's button: the main navigation's word for the services. */
export function MegaMenu({ label }: { label: string }) {
  const { servicesMenu, megaMenuFooter } = navigationByLocale[useLocale()];
  const [active, setActive] = useState<ServicesMenuCategory["slug"]>(
    servicesMenu[0]?.slug ?? "web",
  );
  const openedByHover = useRef(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const panelRef = useRef<HTMLDivElement>(null);

  const isOpen = () => panelRef.current?.matches(":popover-open") ?? false;
  const show = () => {
    if (!isOpen()) panelRef.current?.showPopover();
  };
  const close = () => {
    if (isOpen()) panelRef.current?.hidePopover();
  };

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    // A scroll of the page closes the menu; the tail of one already under way when it opened
    // (an arrow key pressed before the page hydrated scrolls it a line) does not.
    let openedAt = 0;
    const onScroll = () => {
      if (Math.abs(window.scrollY - openedAt) > SCROLL_CLOSE_PX) panel.hidePopover();
    };
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === "open") {
        openedAt = window.scrollY;
        window.addEventListener("scroll", onScroll, { passive: true });
      } else {
        openedByHover.current = false;
        window.removeEventListener("scroll", onScroll);
      }
    };
    panel.addEventListener("toggle", onToggle);
    return () => {
      panel.removeEventListener("toggle", onToggle);
      window.removeEventListener("scroll", onScroll);
      window.clearTimeout(closeTimer.current);
    };
  }, []);

  return (
    <li
      className="static"
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse") return;
        window.clearTimeout(closeTimer.current);
        if (!isOpen()) {
          openedByHover.current = true;
          show();
        }
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== "mouse" || !openedByHover.current) return;
        closeTimer.current = window.setTimeout(close, HOVER_CLOSE_DELAY_MS);
      }}
    >
      <button
        type="button"
        popoverTarget={PANEL_ID}
        // Before the page hydrates, its start answers ArrowDown here (app/browser/page-start.mjs).
        data-arrow-opens=""
        onClick={(event) => {
          // A click on a menu that hovering just opened keeps it open (and pinned).
          if (isOpen() && openedByHover.current) {
            openedByHover.current = false;
            event.preventDefault();
          }
        }}
        onKeyDown={(event) => {
          if (event.key !== "ArrowDown") return;
          event.preventDefault();
          show();
          panelRef.current?.querySelector<HTMLElement>("a")?.focus();
        }}
        className={cn(navItemClass, "mega-toggle forced-edge gap-1.5")}
      >
        {label}
        <Icon
          name="chevron-down"
          className="mega-chevron size-4 transition-transform duration-200"
        />
      </button>
      <div ref={panelRef} id={PANEL_ID} popover="auto" className="mega-panel">
        <div className="mx-auto max-w-6xl overflow-hidden rounded-2xl border border-night-line bg-night-raised/95 text-on-night shadow-2xl shadow-black/50 backdrop-blur-xl">
          <div className="relative min-h-[23rem]">
            <ul className="mega-categories grid w-80 content-start gap-1 border-night-line border-r p-3">
              {servicesMenu.map((category) => (
                <CategoryItem
                  key={category.slug}
                  category={category}
                  active={category.slug === active}
                  onActivate={() => setActive(category.slug)}
                  onNavigate={close}
                />
              ))}
            </ul>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-4 border-night-line border-t bg-night/60 px-6 py-4">
            <p className="text-on-night-muted">{megaMenuFooter.prompt}</p>
            <Link
              to={megaMenuFooter.link.to}
              onClick={close}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-aurora-teal hover:text-on-night"
            >
              {megaMenuFooter.link.label}
              <Icon name="arrow-right" className="size-4" />
            </Link>
          </div>
        </div>
      </div>
    </li>
  );
}

function CategoryItem({
  category,
  active,
  onActivate,
  onNavigate,
}: {
  category: ServicesMenuCategory;
  active: boolean;
  onActivate: () => void;
  onNavigate: () => void;
}) {
  const m = useMessages();
  return (
    <li data-active={active ? "" : undefined} onPointerEnter={onActivate} onFocus={onActivate}>
      <Link
        to={category.to}
        onClick={onNavigate}
        className="mega-category flex min-h-12 items-center gap-3 rounded-xl px-3 py-2 font-medium text-on-night-muted transition hover:text-on-night"
      >
        <span className="mega-category-icon grid size-9 shrink-0 place-items-center rounded-lg border border-night-line text-aurora-sky">
          <MenuIcon name={category.icon} className="size-[18px]" />
        </span>
        <span className="flex-1">{category.name}</span>
        <Icon name="chevron-right" className="mega-category-chevron size-4 opacity-40" />
      </Link>
      <div className="mega-services absolute inset-y-0 right-0 left-80 p-8">
        <p className="font-semibold text-on-night text-xl">{category.name}</p>
        <p className="mt-2 max-w-lg text-on-night-muted">{category.summary}</p>
        <ul className="mt-6 grid grid-cols-2 gap-2">
          {category.items.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                onClick={onNavigate}
                className="mega-service flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 text-on-night transition hover:bg-white/[0.06]"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        <Link
          to={category.to}
          onClick={onNavigate}
          className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-full border border-night-line px-5 font-medium text-on-night text-sm transition hover:border-aurora-teal"
        >
          {m.nav.allInCategory(category.name)}
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </div>
    </li>
  );
}

export const navItemClass =
  "inline-flex min-h-11 items-center whitespace-nowrap rounded-full px-2 font-medium text-[0.9375rem] text-on-night-muted transition hover:text-on-night xl:px-3 2xl:px-3.5 2xl:text-base";
