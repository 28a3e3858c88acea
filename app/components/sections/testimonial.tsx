import { Reveal } from "~/components/motion/reveal";
import { Icon } from "~/components/ui/icon";
import { useMessages } from "~/i18n/messages";

export type TestimonialContent = {
  quote: string;
  name: string;
  initials: string;
  role: string;
  location: string;
};

export function Testimonial({ testimonial }: { testimonial: TestimonialContent }) {
  const m = useMessages();
  return (
    <section aria-labelledby="testimonial-title" className="bg-paper-raised py-20 sm:py-28">
      <div className="container-page">
        <h2 id="testimonial-title" className="sr-only">
          {m.sections.clientSays}
        </h2>
        <Reveal>
          <figure className="mx-auto max-w-4xl text-center">
            <Icon name="quote" className="mx-auto size-10 text-accent-strong" />
            <blockquote className="mt-8 font-medium text-2xl text-ink leading-snug tracking-tight sm:text-3xl">
              <p>{m.sections.quoted(testimonial.quote)}</p>
            </blockquote>
            <figcaption className="mt-10 flex items-center justify-center gap-4 text-left">
              <span
                aria-hidden="true"
                className="grid size-14 place-items-center rounded-full bg-night font-semibold text-aurora-teal text-lg"
              >
                {testimonial.initials}
              </span>
              <span>
                <span className="block font-semibold text-ink">{testimonial.name}</span>
                <span className="block text-ink-muted">
                  {`${testimonial.role} · ${testimonial.location}`}
                </span>
              </span>
            </figcaption>
          </figure>
        </Reveal>
      </div>
    </section>
  );
}
