import { Reveal } from "~/components/motion/reveal";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { Emphasis } from "~/content/types";
import { EmphasisText } from "./emphasis-title";

/** A slim call to action between sections. */
export function InlineCta({
  title,
  description,
  button,
}: {
  title: Emphasis;
  description: string;
  button: { label: string; to: string };
}) {
  return (
    <section aria-labelledby="inline-cta-title" className="bg-paper py-10">
      <Reveal className="container-page">
        <div className="flex flex-col items-start justify-between gap-6 rounded-card border border-paper-line bg-paper-raised p-8 shadow-card md:flex-row md:items-center">
          <div className="max-w-3xl">
            <h2 id="inline-cta-title" className="font-semibold text-2xl text-ink">
              <EmphasisText title={title} tone="light" />
            </h2>
            <p className="mt-2 text-ink-muted">{description}</p>
          </div>
          <ButtonLink to={button.to} className="shrink-0">
            {button.label}
            <Icon name="arrow-right" className="size-4" />
          </ButtonLink>
        </div>
      </Reveal>
    </section>
  );
}
