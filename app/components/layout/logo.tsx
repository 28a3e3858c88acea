import { Link } from "react-router";
import { site } from "~/content/site";

/** The wordmark: a stacked maple-leaf-like chevron mark in the accent gradient, then the name. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      aria-label={`${site.name} home`}
      onClick={onNavigate}
      className="inline-flex min-h-11 items-center gap-2.5 font-semibold text-lg text-on-night tracking-tight"
    >
      <LogoMark />
      <span>{site.name}</span>
    </Link>
  );
}

export function LogoMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-aurora-teal)" />
          <stop offset="0.5" stopColor="var(--color-aurora-sky)" />
          <stop offset="1" stopColor="var(--color-aurora-violet)" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="var(--color-night-card)" />
      <path
        d="M7 21.5 16 15l9 6.5"
        fill="none"
        stroke="url(#logo-gradient)"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M9.5 16 16 11.2l6.5 4.8"
        fill="none"
        stroke="url(#logo-gradient)"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
        opacity="0.75"
      />
      <path
        d="M12 10.5 16 7.5l4 3"
        fill="none"
        stroke="url(#logo-gradient)"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
        opacity="0.5"
      />
      <path d="M16 15v10" stroke="url(#logo-gradient)" strokeWidth="2.6" strokeLinecap="round" />
    </svg>
  );
}
