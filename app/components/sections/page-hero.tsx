import type { ReactNode } from "react";
import { ArtImage } from "~/components/art/art-image";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { SceneKind } from "~/content/schema";
import type { Emphasis } from "~/content/types";
import { EmphasisText } from "./emphasis-title";

/** The dark opening band of inner pages: title, description, optional call and artwork. */
export function PageHero({
  eyebrow,
  title,
  description,
  cta,
  image,
  children,
}: {
  eyebrow?: string;
  title: Emphasis;
  description: string;
  cta?: { label: string; to: string };
  image?: { scene: SceneKind; alt: string; seed: string; photo?: string };
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="page-title"
      className="on-night relative isolate overflow-hidden bg-night text-on-night"
    >
      <div aria-hidden="true" className="-z-10 pointer-events-none absolute inset-0">
        <div className="absolute -top-48 -left-40 h-[32rem] w-[32rem] rounded-full bg-aurora-teal/15 blur-[120px]" />
        <div className="absolute top-0 right-[-10rem] h-[30rem] w-[36rem] rounded-full bg-aurora-violet/20 blur-[130px]" />
      </div>
      <div className="container-page grid items-center gap-12 pt-32 pb-16 sm:pt-40 lg:grid-cols-[1.1fr_1fr] lg:pt-44 lg:pb-20">
        <div>
          {eyebrow ? (
            <p className="font-semibold text-aurora-teal text-sm uppercase tracking-[0.18em]">
              {eyebrow}
            </p>
          ) : null}
          <h1 id="page-title" className="mt-4 font-semibold text-display">
            <EmphasisText title={title} />
          </h1>
          <p className="mt-6 max-w-2xl text-lead text-on-night-muted">{description}</p>
          {cta ? (
            <div className="mt-9">
              <ButtonLink to={cta.to} size="lg">
                {cta.label}
                <Icon name="arrow-right" className="size-5" />
              </ButtonLink>
            </div>
          ) : null}
          {children}
        </div>
        {image ? (
          <div className="relative mx-auto w-full max-w-xl">
            <div className="overflow-hidden rounded-3xl border border-white/10 shadow-2xl shadow-black/50">
              <ArtImage
                scene={image.scene}
                seed={image.seed}
                alt={image.alt}
                photo={image.photo}
                sizes="(min-width: 640px) 576px, 100vw"
                priority
                className="block h-auto w-full"
              />
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}
