import { type PointerEvent, useEffect, useId, useRef, useState } from "react";
import { Icon, type IconName } from "~/components/ui/icon";
import { useMessages } from "~/i18n/messages";
import { cn } from "~/lib/cn";

export type Slide = { key: string; title: string; icon: IconName; lines: readonly string[] };

/** How long a slide stays before the next one, while the slide show plays. */
export const SLIDE_INTERVAL_MS = 5000;
const SWIPE_THRESHOLD_PX = 48;

/**
 * A slide show of text slides, after the carousel pattern of the WAI-ARIA practices: the
 * controls come first, the rotation can be paused and restarted with a visible button
 * (WCAG 2.2.2), previous/next move one slide without stopping the rotation, and new slides are
 * announced only while it is paused. It does not rotate by itself under reduced motion.
 * Without JavaScript the slides form a horizontally scrolling strip, all readable.
 */
export function Carousel({ label, slides }: { label: string; slides: readonly Slide[] }) {
  const m = useMessages();
  const id = useId();
  const count = slides.length;
  const [enhanced, setEnhanced] = useState(false);
  const [playing, setPlaying] = useState(true);
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    setEnhanced(true);
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) setPlaying(false);
  }, []);

  // One timer per shown slide: moving by hand restarts the full interval, and the show goes on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: index restarts the timer on purpose
  useEffect(() => {
    if (!enhanced || !playing) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [enhanced, playing, index, count]);

  const show = (next: number) => setIndex(((next % count) + count) % count);

  function onPointerDown(event: PointerEvent) {
    if (event.pointerType !== "mouse") swipeStart.current = event.clientX;
  }
  function onPointerUp(event: PointerEvent) {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) >= SWIPE_THRESHOLD_PX) show(index + (distance < 0 ? 1 : -1));
  }

  return (
    <section aria-roledescription="carousel" aria-label={label} className="relative">
      <div
        className={cn(
          "flex flex-wrap items-center justify-between gap-4",
          // Hidden but in place until the script runs, so nothing moves when they appear.
          !enhanced && "invisible",
        )}
      >
        <button
          type="button"
          aria-controls={`${id}-slides`}
          onClick={() => setPlaying((value) => !value)}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-on-night/25 px-4 font-semibold text-on-night text-sm transition hover:border-on-night/60 hover:bg-on-night/5"
        >
          <Icon name={playing ? "pause" : "play"} className="size-4" />
          {playing ? m.carousel.pause : m.carousel.play}
        </button>
        <div className="flex items-center gap-3">
          <p
            aria-hidden="true"
            className="min-w-14 text-center text-on-night-muted text-sm tabular-nums"
          >
            {String(index + 1).padStart(2, "0")} / {String(count).padStart(2, "0")}
          </p>
          <button
            type="button"
            aria-controls={`${id}-slides`}
            aria-label={m.carousel.previous}
            onClick={() => show(index - 1)}
            className="grid size-11 place-items-center rounded-full border border-on-night/25 text-on-night transition hover:border-on-night/60 hover:bg-on-night/5"
          >
            <Icon name="arrow-left" className="size-5" />
          </button>
          <button
            type="button"
            aria-controls={`${id}-slides`}
            aria-label={m.carousel.next}
            onClick={() => show(index + 1)}
            className="grid size-11 place-items-center rounded-full border border-on-night/25 text-on-night transition hover:border-on-night/60 hover:bg-on-night/5"
          >
            <Icon name="arrow-right" className="size-5" />
          </button>
        </div>
      </div>

      <div
        className={cn(
          "mt-6 rounded-card",
          enhanced ? "overflow-hidden touch-pan-y" : "snap-x snap-mandatory overflow-x-auto",
        )}
        onPointerDown={enhanced ? onPointerDown : undefined}
        onPointerUp={enhanced ? onPointerUp : undefined}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <div
          id={`${id}-slides`}
          aria-live={enhanced && !playing ? "polite" : "off"}
          className="flex transition-transform duration-500 ease-in-out motion-reduce:transition-none"
          style={enhanced ? { transform: `translateX(-${index * 100}%)` } : undefined}
        >
          {slides.map((slide, position) => {
            const hidden = enhanced && position !== index;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a slide is a group with a role description (WAI-ARIA carousel pattern), not a form fieldset
              <div
                key={slide.key}
                role="group"
                aria-roledescription="slide"
                aria-label={m.carousel.position(position + 1, count)}
                aria-hidden={hidden || undefined}
                inert={hidden}
                className="w-full shrink-0 snap-start"
              >
                <SlideCard slide={slide} number={position + 1} />
              </div>
            );
          })}
        </div>
      </div>

      <div className={cn("mt-6 flex justify-center gap-1", !enhanced && "invisible")}>
        {slides.map((slide, position) => (
          <button
            key={slide.key}
            type="button"
            aria-controls={`${id}-slides`}
            aria-label={m.carousel.show(position + 1, slide.title)}
            aria-current={position === index ? "true" : undefined}
            onClick={() => show(position)}
            className="forced-edge group grid size-8 place-items-center rounded-full"
          >
            <span
              className={cn(
                "block h-2 rounded-full transition-all duration-300 forced-color-adjust-none",
                position === index
                  ? "w-6 bg-aurora-teal forced-colors:bg-[Highlight]"
                  : "w-2 bg-on-night/35 group-hover:bg-on-night/70 forced-colors:bg-[ButtonText]",
              )}
            />
          </button>
        ))}
      </div>
    </section>
  );
}

function SlideCard({ slide, number }: { slide: Slide; number: number }) {
  return (
    <div className="grid h-full gap-8 rounded-card border border-night-line bg-night-raised p-7 sm:p-10 lg:grid-cols-[2fr_3fr] lg:gap-14">
      <div>
        <div className="flex items-center gap-4">
          <span className="grid size-14 place-items-center rounded-2xl bg-aurora-teal/10 text-aurora-teal">
            <Icon name={slide.icon} className="size-7" />
          </span>
          <span
            aria-hidden="true"
            className="font-semibold text-4xl text-aurora-violet-soft tabular-nums"
          >
            {String(number).padStart(2, "0")}
          </span>
        </div>
        <h3 className="mt-6 font-semibold text-2xl text-on-night tracking-tight sm:text-3xl">
          {slide.title}
        </h3>
      </div>
      <ul className="grid content-start gap-4">
        {slide.lines.map((line) => (
          <li key={line} className="flex gap-3 text-on-night-muted leading-relaxed">
            <Icon name="check" className="mt-1 size-5 shrink-0 text-aurora-teal" />
            {line}
          </li>
        ))}
      </ul>
    </div>
  );
}
