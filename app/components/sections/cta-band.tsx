import { Reveal } from "~/components/motion/reveal";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { Emphasis } from "~/content/types";
import { EmphasisText } from "./emphasis-title";

export function CtaBand({
  title,
  description,
  button,
  secondary,
}: {
  title: Emphasis;
  description: string;
  button: { label: string; to: string };
  /** A second way forward beside the button (booking a call beside writing to us). */
  secondary?: { label: string; to: string };
}) {
  return (
    <section
      aria-labelledby="cta-title"
      data-pagefind-ignore="all"
      className="bg-paper px-5 py-20 sm:px-8 sm:py-24"
    >
      <Reveal className="on-night relative isolate mx-auto max-w-6xl overflow-hidden rounded-[2rem] bg-night px-6 py-16 text-center sm:px-16 sm:py-20">
        <div aria-hidden="true" className="-z-10 absolute inset-0">
          <div className="absolute -top-32 -left-20 h-80 w-80 rounded-full bg-aurora-teal/25 blur-3xl" />
          <div className="absolute -right-20 -bottom-32 h-80 w-96 rounded-full bg-aurora-violet/30 blur-3xl" />
        </div>
        <h2 id="cta-title" className="mx-auto max-w-3xl font-semibold text-on-night text-title">
          <EmphasisText title={title} />
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-lead text-on-night-muted">{description}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <ButtonLink to={button.to} size="lg">
            {button.label}
            <Icon name="arrow-right" className="size-5" />
          </ButtonLink>
          {secondary ? (
            <ButtonLink to={secondary.to} size="lg" variant="secondary" className="text-on-night">
              <Icon name="calendar" className="size-5" />
              {secondary.label}
            </ButtonLink>
          ) : null}
        </div>
      </Reveal>
    </section>
  );
}
