import { useEffect, useState } from "react";
import { SearchButton } from "~/components/search/search-button";
import { ButtonLink } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { navigationByLocale } from "~/content/navigation";
import { useLocale } from "~/i18n/locale";
import { useMessages } from "~/i18n/messages";
import { cn } from "~/lib/cn";
import { Boundary } from "./boundary";
import { ContactLinks } from "./contact-links";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { MegaMenu, navItemClass } from "./mega-menu";
import { MobileNav } from "./mobile-nav";
import { SocialLinks } from "./social-links";

/** Scroll depth from which the header is fixed with its blurred background (spec §9). */
export const HEADER_FIXED_FROM_PX = 80;

function useScrolledPast(threshold: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY >= threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return past;
}

export function SiteHeader({
  onMobileOpenChange,
}: {
  onMobileOpenChange: (open: boolean) => void;
}) {
  const fixed = useScrolledPast(HEADER_FIXED_FROM_PX);
  const { mainNav, letsTalk } = navigationByLocale[useLocale()];
  const m = useMessages();

  return (
    <header
      data-fixed={fixed ? "" : undefined}
      className={cn("on-night inset-x-0 top-0 z-50 text-on-night", fixed ? "fixed" : "absolute")}
    >
      <div
        aria-hidden="true"
        className={cn(
          "-z-10 absolute inset-0 border-white/10 border-b bg-night/75 backdrop-blur-xl transition-opacity duration-300",
          fixed ? "opacity-100" : "opacity-0",
        )}
      />
      <div hidden={fixed} className="hidden border-white/10 border-b lg:block">
        <div className="container-page flex h-11 items-center justify-between text-on-night-muted text-sm">
          <ContactLinks compact className="flex items-center gap-6" />
          <SocialLinks size="sm" />
        </div>
      </div>
      <div className="container-page relative z-50 flex h-[4.5rem] items-center justify-between gap-4 xl:gap-6">
        <Logo />
        <nav aria-label={m.nav.main} className="hidden lg:block">
          <Boundary>
            <ul className="flex items-center gap-1">
              {mainNav.map((item) =>
                item.menu === "services" ? (
                  <MegaMenu key="services" label={item.label} />
                ) : (
                  <li key={item.to}>
                    <Link to={item.to} className={navItemClass}>
                      {item.label}
                    </Link>
                  </li>
                ),
              )}
            </ul>
          </Boundary>
        </nav>
        <div className="hidden items-center gap-1 lg:flex">
          <SearchButton />
          <LanguageSwitch compact="below-2xl" />
          {/* Between 1024 and 1280 px the menu's own "Contact Us" is the way to the form. */}
          <span className="hidden xl:contents">
            <ButtonLink to={letsTalk.to} className="whitespace-nowrap">
              {letsTalk.label}
            </ButtonLink>
          </span>
        </div>
        <div className="flex items-center gap-1 lg:hidden">
          <LanguageSwitch compact className="px-2.5" />
          <MobileNav onOpenChange={onMobileOpenChange} />
        </div>
      </div>
    </header>
  );
}
