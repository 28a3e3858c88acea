import { Reveal } from "~/components/motion/reveal";
import { Icon, type IconName } from "~/components/ui/icon";
import type { Emphasis } from "~/content/types";
import { cn } from "~/lib/cn";
import { SectionHeading } from "./section-heading";

/** A titled grid of icon cards: features, services offered, industries served. */
export function FeatureGrid({
  id,
  eyebrow,
  title,
  description,
  items,
  surface = "paper",
}: {
  id: string;
  eyebrow?: string;
  title: Emphasis;
  description?: string;
  items: ReadonlyArray<{ title: string; description: string; icon: IconName }>;
  surface?: "paper" | "raised";
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn("py-20 sm:py-24", surface === "paper" ? "bg-paper" : "bg-paper-raised")}
    >
      <div className="container-page">
        <Reveal>
          <SectionHeading
            id={`${id}-title`}
            eyebrow={eyebrow}
            title={title}
            description={description}
          />
        </Reveal>
        <ul className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {items.map((item, index) => (
            <li key={item.title} className="contents">
              <Reveal
                delay={(index % 3) * 80}
                className={cn(
                  "rounded-card border border-paper-line p-7",
                  surface === "paper" ? "bg-paper-raised shadow-card" : "bg-paper",
                )}
              >
                <span className="grid size-11 place-items-center rounded-xl bg-night text-aurora-teal">
                  <Icon name={item.icon} className="size-5" />
                </span>
                <h3 className="mt-5 font-semibold text-ink text-lg">{item.title}</h3>
                <p className="mt-2 text-ink-muted">{item.description}</p>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
