import { useEffect } from "react";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { cn } from "~/lib/cn";

export type Faq = {
  id?: string;
  question: string;
  answer: string | readonly string[];
  link?: { label: string; to: string };
};

/** Questions as a native disclosure list: works by keyboard and without JavaScript. */
export function FaqItems({
  faqs,
  headingLevel = 3,
  className,
}: {
  faqs: readonly Faq[];
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={cn("divide-y divide-paper-line border-paper-line border-y", className)}>
      {faqs.map((faq) => (
        <details key={faq.question} id={faq.id} className="group scroll-mt-28">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-6 py-5 font-semibold text-ink text-lg [&::-webkit-details-marker]:hidden">
            <Heading>{faq.question}</Heading>
            <Icon
              name="plus"
              className="size-5 shrink-0 text-accent-strong transition-transform duration-200 group-open:rotate-45"
            />
          </summary>
          <div className="grid max-w-3xl gap-3 pb-6 text-ink-muted leading-relaxed">
            {(typeof faq.answer === "string" ? [faq.answer] : faq.answer).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {faq.link ? (
              <p>
                <Link
                  to={faq.link.to}
                  className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-strong hover:underline"
                >
                  {faq.link.label}
                  <Icon name="arrow-right" className="size-4" />
                </Link>
              </p>
            ) : null}
          </div>
        </details>
      ))}
    </div>
  );
}

/**
 * Opens the question a link points at (/faqs/working-with-us#who-owns-the-work) when the page
 * loads and when the address's fragment changes, then brings it into view.
 */
export function useOpenFaqFromHash() {
  useEffect(() => {
    function openTarget() {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!id) return;
      const target = document.getElementById(id);
      if (target instanceof HTMLDetailsElement) {
        target.open = true;
        target.scrollIntoView({ block: "start" });
        target.querySelector("summary")?.focus({ preventScroll: true });
      }
    }
    openTarget();
    window.addEventListener("hashchange", openTarget);
    return () => window.removeEventListener("hashchange", openTarget);
  }, []);
}
