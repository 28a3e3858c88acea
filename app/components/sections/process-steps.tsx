import { Reveal } from "~/components/motion/reveal";
import { Icon, type IconName } from "~/components/ui/icon";
import type { Emphasis } from "~/content/types";
import { useMessages } from "~/i18n/messages";
import { cn } from "~/lib/cn";
import { SectionHeading } from "./section-heading";

/** Steps fill whole rows: five sit in one row, six in two rows of three. */
const columns: Record<number, string> = { 5: "lg:grid-cols-5", 6: "lg:grid-cols-3" };

export function ProcessSteps({
  id,
  eyebrow,
  title,
  description,
  steps,
}: {
  id: string;
  eyebrow?: string;
  title: Emphasis;
  description?: string;
  steps: ReadonlyArray<{ icon?: IconName; title: string; description: string }>;
}) {
  const m = useMessages();
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="bg-paper py-20 sm:py-28">
      <div className="container-page">
        <Reveal>
          <SectionHeading
            id={`${id}-title`}
            eyebrow={eyebrow}
            title={title}
            description={description}
          />
        </Reveal>
        <ol
          className={cn(
            "mt-14 grid gap-5 md:grid-cols-2",
            columns[steps.length] ?? "lg:grid-cols-4",
          )}
        >
          {steps.map((step, index) => (
            <li key={step.title} className="contents">
              <Reveal
                delay={index * 90}
                className="relative rounded-card border border-paper-line bg-paper-raised p-7 shadow-card"
              >
                <div className="flex items-center justify-between">
                  <span
                    className="font-semibold text-5xl text-aurora-deep tabular-nums"
                    aria-hidden="true"
                  >
                    {String(index + 1).padStart(2, "0")}
                  </span>
                  {step.icon ? <Icon name={step.icon} className="size-6 text-ink-muted" /> : null}
                </div>
                <h3 className="mt-6 font-semibold text-ink text-xl">
                  <span className="sr-only">{m.sections.step(index + 1)}</span>
                  {step.title}
                </h3>
                <p className="mt-3 text-ink-muted">{step.description}</p>
              </Reveal>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
