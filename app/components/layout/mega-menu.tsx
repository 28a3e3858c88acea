import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { megaMenuFooter, type ServicesMenuCategory, servicesMenu } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { useOpenedOnce } from "~/lib/use-opened-once";

const HOVER_CLOSE_DELAY_MS = 180;

/**
 * The desktop Services menu. Opens on hover and on click; each category shows its services on
 * hover and on keyboard focus. Closes on an outside click, on scroll, on Escape and on choosing
 * a link. Its panel is rendered the first time it opens (`useOpenedOnce`).
 */
export function MegaMenu() {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<ServicesMenuCategory["slug"]>(
    servicesMenu[0]?.slug ?? "web",
  );
  const openedByHover = useRef(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const panelRendered = useOpenedOnce(open);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onScroll = () => setOpen(false);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const hadFocus = rootRef.current?.contains(document.activeElement);
      setOpen(false);
      if (hadFocus) buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    window.addEventListener("scroll", onScroll, { passive: true });
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      window.removeEventListener("scroll", onScroll);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const close = () => setOpen(false);

  return (
    <li
      ref={rootRef}
      className="static"
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse") return;
        cancelClose();
        if (!open) {
          openedByHover.current = true;
          setOpen(true);
        }
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== "mouse" || !openedByHover.current) return;
        closeTimer.current = window.setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelRendered ? panelId : undefined}
        onClick={() => {
          // A click on a menu that hovering just opened keeps it open (and pinned).
          if (open && openedByHover.current) {
            openedByHover.current = false;
            return;
          }
          openedByHover.current = false;
          setOpen(!open);
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && !open) {
            event.preventDefault();
            openedByHover.current = false;
            setOpen(true);
            requestAnimationFrame(() => {
              document.getElementById(panelId)?.querySelector<HTMLElement>("a")?.focus();
            });
          }
        }}
        className={cn(navItemClass, "gap-1.5", open && "text-on-night")}
      >
        Services
        <Icon
          name="chevron-down"
          className={cn("size-4 transition-transform duration-200", open && "rotate-180")}
        />
      </button>
      {panelRendered && (
        <div id={panelId} hidden={!open} className="absolute inset-x-0 top-full px-5 pt-2 sm:px-8">
          <div className="mx-auto max-w-6xl overflow-hidden rounded-2xl border border-night-line bg-night-raised/95 shadow-2xl shadow-black/50 backdrop-blur-xl">
            <div className="relative min-h-[23rem]">
              <ul className="grid w-80 content-start gap-1 border-night-line border-r p-3">
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
      )}
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
  return (
    <li onPointerEnter={onActivate} onFocus={onActivate}>
      <Link
        to={category.to}
        onClick={onNavigate}
        className={cn(
          "flex min-h-12 items-center gap-3 rounded-xl px-3 py-2 font-medium text-on-night-muted transition",
          active ? "bg-white/[0.07] text-on-night" : "hover:text-on-night",
        )}
      >
        <span
          className={cn(
            "grid size-9 shrink-0 place-items-center rounded-lg border border-night-line",
            active ? "bg-aurora text-night" : "text-aurora-sky",
          )}
        >
          <Icon name={category.icon} className="size-[18px]" />
        </span>
        <span className="flex-1">{category.name}</span>
        <Icon
          name="chevron-right"
          className={cn("size-4", active ? "opacity-100" : "opacity-40")}
        />
      </Link>
      <div hidden={!active} className="absolute inset-y-0 right-0 left-80 p-8">
        <p className="font-semibold text-on-night text-xl">{category.name}</p>
        <p className="mt-2 max-w-lg text-on-night-muted">{category.summary}</p>
        <ul className="mt-6 grid grid-cols-2 gap-2">
          {category.items.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                onClick={onNavigate}
                className="group flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 text-on-night transition hover:bg-white/[0.06]"
              >
                <Icon
                  name="arrow-right"
                  className="size-4 text-aurora-teal transition group-hover:translate-x-0.5"
                />
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
          All {category.name}
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </div>
    </li>
  );
}

export const navItemClass =
  "inline-flex min-h-11 items-center rounded-full px-3.5 font-medium text-on-night-muted transition hover:text-on-night";
