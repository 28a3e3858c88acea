import { ParticleField } from "~/components/motion/particle-field";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { HomeContent } from "~/content/home";
import { claims, claimsFr } from "~/content/site";
import { useLocale } from "~/i18n/locale";
import { messages, useMessages } from "~/i18n/messages";
import { typesetFr } from "~/i18n/typography";
import { EmphasisText } from "./emphasis-title";

type HeroContent = HomeContent["hero"];

export function HomeHero({ hero }: { hero: HeroContent }) {
  const m = useMessages();
  return (
    <section
      aria-labelledby="hero-title"
      data-motion-scope=""
      className="on-night relative isolate overflow-hidden bg-night text-on-night"
    >
      <div aria-hidden="true" className="-z-10 pointer-events-none absolute inset-0">
        <div className="absolute -top-48 -left-40 h-[36rem] w-[36rem] rounded-full bg-aurora-teal/20 blur-[120px]" />
        <div className="absolute top-10 right-[-12rem] h-[34rem] w-[40rem] rounded-full bg-aurora-violet/25 blur-[130px]" />
        <div className="absolute bottom-[-16rem] left-1/3 h-[28rem] w-[44rem] rounded-full bg-aurora-sky/15 blur-[120px]" />
      </div>
      <div className="container-page grid items-center gap-14 pt-36 pb-20 sm:pt-44 lg:grid-cols-[1.3fr_1fr] lg:pt-48 lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 py-1.5 font-medium text-on-night-muted text-sm">
            <span className="size-2 rounded-full bg-aurora-teal" aria-hidden="true" />
            {hero.eyebrow}
          </p>
          <h1 id="hero-title" className="mt-6 font-semibold text-display">
            <EmphasisText title={hero.title} />
          </h1>
          <p className="mt-6 max-w-2xl text-lead text-on-night-muted">{hero.description}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <ButtonLink to={hero.primary.to} size="lg">
              {hero.primary.label}
              <Icon name="arrow-right" className="size-5" />
            </ButtonLink>
            <ButtonLink to={hero.secondary.to} variant="secondary" size="lg">
              {hero.secondary.label}
            </ButtonLink>
          </div>
          <div className="mt-12">
            <p className="text-on-night-muted text-sm">{m.sections.trustedBy}</p>
            <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 font-medium text-on-night/90 text-sm">
              {hero.sectors.map((sector) => (
                <li key={sector} className="flex items-center gap-2">
                  <Icon name="check" className="size-4 text-aurora-teal" />
                  {sector}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <HeroVisual />
      </div>
      {/* After the content: its pause control comes last in the hero, where it is drawn. */}
      <ParticleField className="-z-10 absolute inset-0 h-full w-full" />
    </section>
  );
}

/** Floating glass cards that show, rather than tell, what a project with us produces. */
function HeroVisual() {
  const locale = useLocale();
  const m = messages[locale].sections.heroCards;
  return (
    <div
      aria-hidden="true"
      className="relative mx-auto hidden aspect-[5/4] w-full max-w-xl sm:block"
    >
      <div className="absolute inset-x-6 top-6 bottom-10 motion-safe:animate-float-slow rounded-2xl border border-white/10 bg-night-card/80 p-5 shadow-2xl shadow-black/50 backdrop-blur">
        <div className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-full bg-white/20" />
          <span className="size-2.5 rounded-full bg-white/20" />
          <span className="size-2.5 rounded-full bg-white/20" />
          <span className="ml-3 h-5 flex-1 rounded-full bg-white/5" />
        </div>
        <div className="mt-5 grid grid-cols-3 gap-3">
          <div className="col-span-2 h-24 rounded-xl bg-aurora opacity-90" />
          <div className="h-24 rounded-xl border border-white/10 bg-white/5" />
        </div>
        <svg viewBox="0 0 300 90" className="mt-5 w-full" role="presentation">
          <defs>
            <linearGradient id="hero-chart" x1="0" x2="0" y1="0" y2="1">
              <stop offset="0" stopColor="var(--color-aurora-sky)" stopOpacity="0.45" />
              <stop offset="1" stopColor="var(--color-aurora-sky)" stopOpacity="0" />
            </linearGradient>
          </defs>
          <path
            d="M0 75 C40 70 60 58 90 60 S150 40 180 36 S240 18 300 10 V90 H0Z"
            fill="url(#hero-chart)"
          />
          <path
            d="M0 75 C40 70 60 58 90 60 S150 40 180 36 S240 18 300 10"
            fill="none"
            stroke="var(--color-aurora-teal)"
            strokeWidth="2.5"
          />
        </svg>
        <div className="mt-4 grid grid-cols-3 gap-3">
          <div className="h-3 rounded-full bg-white/10" />
          <div className="h-3 rounded-full bg-white/10" />
          <div className="h-3 rounded-full bg-white/5" />
        </div>
      </div>
      <div className="absolute top-0 -left-4 motion-safe:animate-float rounded-2xl border border-white/10 bg-night-raised/90 px-5 py-4 shadow-xl shadow-black/40 backdrop-blur">
        <p className="text-on-night-muted text-xs">{m.enquiries}</p>
        <p className="mt-1 font-semibold text-2xl text-on-night">
          {m.growth} <span className="font-medium text-aurora-teal text-sm">{m.period}</span>
        </p>
      </div>
      <div className="absolute -right-2 bottom-0 motion-safe:animate-float-fast rounded-2xl border border-white/10 bg-night-raised/90 px-5 py-4 shadow-xl shadow-black/40 backdrop-blur">
        <p className="text-on-night-muted text-xs">{m.uptime}</p>
        <p className="mt-1 font-semibold text-2xl text-on-night">
          {locale === "fr" ? typesetFr(claimsFr.uptime) : claims.uptime}
        </p>
      </div>
    </div>
  );
}
