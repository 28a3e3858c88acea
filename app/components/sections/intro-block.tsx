import { ArtImage } from "~/components/art/art-image";
import { Reveal } from "~/components/motion/reveal";
import type { SceneKind } from "~/content/schema";
import type { Emphasis } from "~/content/types";
import { SectionHeading } from "./section-heading";

export function IntroBlock({
  id,
  title,
  paragraphs,
  image,
}: {
  id: string;
  title: Emphasis;
  paragraphs: readonly string[];
  image: { scene: SceneKind; alt: string; seed: string };
}) {
  const [lead, ...rest] = paragraphs;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="bg-paper-raised py-20 sm:py-24">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <Reveal>
          <SectionHeading id={`${id}-title`} title={title} description={lead} />
          {rest.map((paragraph) => (
            <p key={paragraph} className="mt-4 max-w-3xl text-ink-muted text-lg leading-relaxed">
              {paragraph}
            </p>
          ))}
        </Reveal>
        <Reveal delay={120} className="overflow-hidden rounded-3xl shadow-lift">
          <ArtImage
            scene={image.scene}
            seed={image.seed}
            alt={image.alt}
            className="block h-auto w-full"
          />
        </Reveal>
      </div>
    </section>
  );
}
