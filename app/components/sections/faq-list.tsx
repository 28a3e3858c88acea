import { Reveal } from "~/components/motion/reveal";
import { Icon } from "~/components/ui/icon";
import type { Emphasis } from "~/content/types";
import { SectionHeading } from "./section-heading";

/**
 * Questions as a disclosure accordion built on <details>: keyboard and screen-reader support
 * come from the browser, and it works before (and without) JavaScript.
 */
export function FaqList({
  id,
  title,
  description,
  faqs,
}: {
  id: string;
  title: Emphasis;
  description?: string;
  faqs: ReadonlyArray<{ question: string; answer: string }>;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="bg-paper-raised py-20 sm:py-24">
      <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.6fr]">
        <Reveal>
          <SectionHeading
            id={`${id}-title`}
            eyebrow="FAQ"
            title={title}
            description={description}
          />
        </Reveal>
        <Reveal className="divide-y divide-paper-line border-paper-line border-y">
          {faqs.map((faq) => (
            <details key={faq.question} className="group">
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-6 py-5 font-semibold text-ink text-lg [&::-webkit-details-marker]:hidden">
                <h3>{faq.question}</h3>
                <Icon
                  name="plus"
                  className="size-5 shrink-0 text-accent-strong transition-transform duration-200 group-open:rotate-45"
                />
              </summary>
              <p className="max-w-3xl pb-6 text-ink-muted leading-relaxed">{faq.answer}</p>
            </details>
          ))}
        </Reveal>
      </div>
    </section>
  );
}
