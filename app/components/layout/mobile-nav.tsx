import { type RefObject, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { letsTalk, mainNav, servicesMenu } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { ContactLinks } from "./contact-links";
import { SocialLinks } from "./social-links";

/**
 * The full-screen menu below the desktop breakpoint. The page behind it is scroll-locked and
 * inert while it is open; closing it collapses every section and gives focus back to the toggle.
 */
export function MobileNav({
  id,
  open,
  onClose,
  toggleRef,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
}) {
  const [servicesOpen, setServicesOpen] = useState(false);
  const [openCategories, setOpenCategories] = useState<ReadonlySet<string>>(new Set());
  const servicesId = useId();

  const close = () => {
    onClose();
    toggleRef.current?.focus();
  };

  useEffect(() => {
    if (open) return;
    setServicesOpen(false);
    setOpenCategories(new Set());
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const html = document.documentElement;
    const previous = html.style.overflow;
    html.style.overflow = "hidden";
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        onClose();
        toggleRef.current?.focus();
      }
    };
    const desktop = window.matchMedia("(min-width: 64rem)");
    const onDesktop = () => desktop.matches && onClose();
    document.addEventListener("keydown", onKeyDown);
    desktop.addEventListener("change", onDesktop);
    return () => {
      html.style.overflow = previous;
      document.removeEventListener("keydown", onKeyDown);
      desktop.removeEventListener("change", onDesktop);
    };
  }, [open, onClose, toggleRef]);

  const toggleCategory = (slug: string) =>
    setOpenCategories((current) => {
      const next = new Set(current);
      if (next.has(slug)) next.delete(slug);
      else next.add(slug);
      return next;
    });

  return (
    <div
      id={id}
      hidden={!open}
      className="fixed inset-0 z-40 overflow-y-auto overscroll-contain bg-night pt-[4.5rem] lg:hidden"
    >
      <div className="container-page flex min-h-full flex-col gap-10 pt-6 pb-10">
        <nav aria-label="Mobile">
          <ul className="divide-y divide-night-line border-night-line border-b">
            {mainNav.map((item) =>
              item === "services" ? (
                <li key="services">
                  <button
                    type="button"
                    aria-expanded={servicesOpen}
                    aria-controls={servicesId}
                    onClick={() => setServicesOpen(!servicesOpen)}
                    className={rowClass}
                  >
                    Services
                    <Icon
                      name="chevron-down"
                      className={cn("size-5 transition-transform", servicesOpen && "rotate-180")}
                    />
                  </button>
                  <ul id={servicesId} hidden={!servicesOpen} className="grid gap-1 pb-4">
                    {servicesMenu.map((category) => {
                      const expanded = openCategories.has(category.slug);
                      const listId = `${servicesId}-${category.slug}`;
                      return (
                        <li key={category.slug}>
                          <button
                            type="button"
                            aria-expanded={expanded}
                            aria-controls={listId}
                            onClick={() => toggleCategory(category.slug)}
                            className="flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-left text-on-night hover:bg-white/5"
                          >
                            <Icon name={category.icon} className="size-5 text-aurora-sky" />
                            <span className="flex-1">{category.name}</span>
                            <Icon
                              name="chevron-down"
                              className={cn(
                                "size-4 transition-transform",
                                expanded && "rotate-180",
                              )}
                            />
                          </button>
                          <ul
                            id={listId}
                            hidden={!expanded}
                            className="ml-6 border-night-line border-l py-1 pl-5"
                          >
                            {category.items.map((link) => (
                              <li key={link.to}>
                                <Link
                                  to={link.to}
                                  onClick={close}
                                  className={cn(subLinkClass, "text-on-night-muted")}
                                >
                                  {link.label}
                                </Link>
                              </li>
                            ))}
                            <li>
                              <Link
                                to={category.to}
                                onClick={close}
                                className={cn(subLinkClass, "font-medium text-aurora-teal")}
                              >
                                All {category.name}
                              </Link>
                            </li>
                          </ul>
                        </li>
                      );
                    })}
                  </ul>
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
          aria-labelledby={`${id}-contact`}
          className="rounded-2xl border border-night-line bg-night-raised p-6"
        >
          <h2 id={`${id}-contact`} className="font-semibold text-on-night text-lg">
            Get in touch
          </h2>
          <ContactLinks className="mt-4 grid gap-2 text-on-night-muted" />
          <SocialLinks className="-ml-2.5 mt-3" />
        </section>

        <ButtonLink to={letsTalk.to} onClick={close} size="lg" className="w-full">
          {letsTalk.label}
          <Icon name="arrow-right" className="size-5" />
        </ButtonLink>
      </div>
    </div>
  );
}

const rowClass =
  "flex min-h-14 w-full items-center justify-between py-3 text-left font-semibold text-on-night text-xl";
const subLinkClass = "flex min-h-11 items-center hover:text-on-night";
