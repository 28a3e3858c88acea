import { useId } from "react";
import { Link } from "~/components/ui/link";
import { site } from "~/content/site";
import { useMessages } from "~/i18n/messages";

/** The wordmark: a stacked maple-leaf-like chevron mark in the accent gradient, then the name. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  const m = useMessages();
  return (
    <Link
      to="/"
      aria-label={m.nav.logoHome}
      onClick={onNavigate}
      className="inline-flex min-h-11 items-center gap-2.5 font-semibold text-lg text-on-night tracking-tight"
    >
      <LogoMark />
      <span>{site.name}</span>
    </Link>
  );
}

/**
 * Each copy of the mark defines its own gradient: the logo appears more than once per page
 * (header, footer, phone menu), ids must be unique in a document, and a copy that referred to
 * another copy's gradient would lose its colours whenever that copy is hidden. `useId` gives
 * the same id in the server's HTML and after hydration.
 */
export function LogoMark({ className = "size-8" }: { className?: string }) {
  const gradientId = `logo-gradient${useId()}`;
  const stroke = `url(#${gradientId})`;
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-aurora-teal)" />
          <stop offset="0.5" stopColor="var(--color-aurora-sky)" />
          <stop offset="1" stopColor="var(--color-aurora-violet)" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="var(--color-night-card)" />
      <path
        d="M7 21.5 16 15l9 6.5"
        fill="none"
        stroke={stroke}
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M9.5 16 16 11.2l6.5 4.8"
        fill="none"
        stroke={stroke}
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
        opacity="0.75"
      />
      <path
        d="M12 10.5 16 7.5l4 3"
        fill="none"
        stroke={stroke}
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
        opacity="0.5"
      />
      <path d="M16 15v10" stroke={stroke} strokeWidth="2.6" strokeLinecap="round" />
    </svg>
  );
}
