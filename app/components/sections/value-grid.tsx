import { Reveal } from "~/components/motion/reveal";
import { Icon, type IconName } from "~/components/ui/icon";
import type { Emphasis } from "~/content/types";
import { SectionHeading } from "./section-heading";

export function ValueGrid({
  id,
  title,
  subtitle,
  description,
  values,
}: {
  id: string;
  title: Emphasis;
  subtitle: string;
  description: string;
  values: ReadonlyArray<{ icon: IconName; title: string; description: string }>;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="bg-paper-raised py-20 sm:py-28">
      <div className="container-page grid gap-14 lg:grid-cols-[1fr_1.4fr] lg:gap-20">
        <Reveal className="lg:sticky lg:top-28 lg:self-start">
          <SectionHeading
            id={`${id}-title`}
            title={title}
            subtitle={subtitle}
            description={description}
          />
        </Reveal>
        <ul className="grid gap-5 sm:grid-cols-2">
          {values.map((value, index) => (
            <li key={value.title} className="contents">
              <Reveal
                delay={(index % 2) * 90}
                className="rounded-card border border-paper-line bg-paper p-7"
              >
                <span className="grid size-12 place-items-center rounded-xl bg-aurora text-night">
                  <Icon name={value.icon} className="size-6" />
                </span>
                <h3 className="mt-6 font-semibold text-ink text-xl">{value.title}</h3>
                <p className="mt-3 text-ink-muted">{value.description}</p>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
