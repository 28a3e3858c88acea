import { Fragment } from "react";
import { Link } from "~/components/ui/link";
import { navigationByLocale } from "~/content/navigation";
import { copyrightLine, site, siteFr } from "~/content/site";
import { useLocale } from "~/i18n/locale";
import { messages } from "~/i18n/messages";
import { ContactLinks } from "./contact-links";
import { Logo } from "./logo";
import { NewsletterForm } from "./newsletter-form";
import { SocialLinks } from "./social-links";

export function SiteFooter() {
  const locale = useLocale();
  const { footerNav, legalNav } = navigationByLocale[locale];
  const m = messages[locale];
  return (
    <footer className="on-night relative overflow-hidden bg-night text-on-night-muted">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-px bg-gradient-to-r from-transparent via-aurora-sky/60 to-transparent"
      />
      <div className="container-page grid grid-cols-1 gap-12 py-16 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1.2fr_1.5fr] lg:py-20">
        <div>
          <Logo />
          <p className="mt-4 max-w-xs">{`${locale === "fr" ? siteFr.tagline : site.tagline}.`}</p>
          <ContactLinks withCity className="mt-6 grid gap-1" />
        </div>
        {footerNav.map((group) => (
          <nav key={group.title} aria-label={m.footer.groupLabel(group.title)}>
            <h2 className="font-semibold text-on-night text-sm uppercase tracking-[0.16em]">
              {group.title}
            </h2>
            <ul className="mt-4 grid gap-1">
              {group.links.map((link) => (
                <li key={link.label}>
                  <Link
                    to={link.to}
                    className="inline-flex min-h-11 items-center text-sm uppercase tracking-[0.08em] transition hover:text-on-night"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section aria-labelledby="newsletter-title">
          <h2
            id="newsletter-title"
            className="font-semibold text-on-night text-sm uppercase tracking-[0.16em]"
          >
            {m.footer.newsletter}
          </h2>
          <p className="mt-4 mb-5">{m.newsletter.consent}</p>
          <NewsletterForm />
        </section>
      </div>
      <div className="border-night-line border-t">
        <div className="container-page flex flex-col items-start justify-between gap-4 py-6 text-sm sm:flex-row sm:flex-wrap sm:items-center">
          {/* The year comes from the clock; a page prerendered last year still hydrates cleanly. */}
          <p suppressHydrationWarning>
            {`${copyrightLine(new Date(), locale)} `}
            {/* On phones the links take a line of their own, without a leading separator. */}
            <span className="inline-flex flex-wrap items-center max-sm:mt-1 max-sm:flex">
              {legalNav.map((link, index) => (
                <Fragment key={link.to}>
                  <span
                    aria-hidden="true"
                    className={index === 0 ? "mr-2 ml-1 max-sm:hidden" : "mx-2"}
                  >
                    ·
                  </span>
                  <Link
                    to={link.to}
                    className="inline-flex min-h-6 items-center underline-offset-4 hover:text-on-night hover:underline"
                  >
                    {link.label}
                  </Link>
                </Fragment>
              ))}
            </span>
          </p>
          <SocialLinks className="-ml-2.5 sm:ml-0" />
        </div>
      </div>
    </footer>
  );
}
