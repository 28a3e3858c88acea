import { Reveal } from "~/components/motion/reveal";
import type { Emphasis } from "~/content/types";
import { useMessages } from "~/i18n/messages";
import { type Faq, FaqItems } from "./faq-items";
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
  faqs: readonly Faq[];
}) {
  const m = useMessages();
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="bg-paper-raised py-20 sm:py-24">
      <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.6fr]">
        <Reveal>
          <SectionHeading
            id={`${id}-title`}
            eyebrow={m.sections.faq}
            title={title}
            description={description}
          />
        </Reveal>
        <Reveal>
          <FaqItems faqs={faqs} />
        </Reveal>
      </div>
    </section>
  );
}
