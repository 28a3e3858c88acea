import { ArtImage } from "~/components/art/art-image";
import { Reveal } from "~/components/motion/reveal";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import type { SceneKind } from "~/content/schema";
import type { Emphasis } from "~/content/types";
import { useMessages } from "~/i18n/messages";
import { SectionHeading } from "./section-heading";

export function ShowcaseGrid({
  id,
  title,
  description,
  items,
}: {
  id: string;
  title: Emphasis;
  description?: string;
  items: ReadonlyArray<{
    title: string;
    subtitle: string;
    slug: string;
    /** The page of the work the card shows. */
    path: string;
    image: { scene: SceneKind; alt: string; photo?: string };
  }>;
}) {
  const m = useMessages();
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="bg-paper py-20 sm:py-24">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <Reveal>
            <SectionHeading
              id={`${id}-title`}
              eyebrow={m.sections.selectedWork}
              title={title}
              description={description}
            />
          </Reveal>
          <ButtonLink to="/portfolio" variant="secondary" className="text-ink">
            {m.sections.viewAllProjects}
            <Icon name="arrow-right" className="size-4" />
          </ButtonLink>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {items.map((item, index) => (
            <li key={item.slug} className="contents">
              <Reveal
                delay={index * 90}
                className="group flex flex-col overflow-hidden rounded-card border border-paper-line bg-paper-raised shadow-card transition duration-300 hover:shadow-lift motion-safe:hover:-translate-y-1"
              >
                <ArtImage
                  scene={item.image.scene}
                  seed={item.slug}
                  alt={item.image.alt}
                  photo={item.image.photo}
                  sizes="(min-width: 768px) 400px, 100vw"
                  className="block h-auto w-full"
                />
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="font-semibold text-ink text-lg">{item.title}</h3>
                  <p className="mt-1 text-ink-muted text-sm">{item.subtitle}</p>
                  <Link
                    to={item.path}
                    aria-label={m.sections.viewProjectLabel(item.title)}
                    className="mt-auto inline-flex min-h-11 items-center gap-2 pt-4 font-semibold text-accent-strong"
                  >
                    {m.sections.viewProject}
                    <Icon
                      name="arrow-right"
                      className="size-4 transition group-hover:translate-x-1"
                    />
                  </Link>
                </div>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
