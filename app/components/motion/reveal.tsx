import { type ComponentProps, useLayoutEffect } from "react";

/** A block that fades and rises into view the first time it is scrolled to. */
export function Reveal({ delay = 0, style, ...props }: ComponentProps<"div"> & { delay?: number }) {
  return (
    <div
      data-reveal=""
      style={delay ? { transitionDelay: `${delay}ms`, ...style } : style}
      {...props}
    />
  );
}

const drawn = (element: Element) =>
  element.checkVisibility?.({ contentVisibilityAuto: true }) ?? true;

/**
 * Arms the scroll reveal for the blocks of the current page. Nothing is hidden until the
 * observer's first report has marked the blocks already on screen revealed, so nothing visible
 * ever disappears; with reduced motion nothing is armed at all. The observer measures the blocks
 * in the browser's own rendering steps: arming reads no layout, which on a phone forced the
 * whole page to be laid out inside the hydration a visitor's first tap waited for (issue 41).
 */
export function useScrollReveal(pageKey: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-arm for each new page
  useLayoutEffect(() => {
    const root = document.documentElement;
    // A page reached by a link is drawn whole until its blocks on screen are known.
    root.classList.remove("reveal-ready");
    if (
      typeof IntersectionObserver === "undefined" ||
      window.matchMedia("(prefers-reduced-motion: reduce)").matches
    ) {
      return;
    }
    const reveal = (entry: IntersectionObserverEntry) => {
      // A block in a band not yet drawn (app/styles/app.css) has no box, which counts as
      // intersecting; it is seen once its band is drawn and scrolled to.
      if (!entry.isIntersecting || !drawn(entry.target)) return false;
      entry.target.setAttribute("data-revealed", "");
      return true;
    };
    // Reveals a block as it comes a little way into view.
    const later = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (reveal(entry)) later.unobserve(entry.target);
      },
      { rootMargin: "0px 0px -8% 0px" },
    );
    // Reveals the blocks on screen at all, then hides the others until they are scrolled to.
    const blocks = document.querySelectorAll("[data-reveal]:not([data-revealed])");
    let unknown = blocks.length;
    const now = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        now.unobserve(entry.target);
        if (!reveal(entry)) later.observe(entry.target);
        unknown -= 1;
      }
      if (unknown === 0) root.classList.add("reveal-ready");
    });
    for (const block of blocks) now.observe(block);
    if (blocks.length === 0) root.classList.add("reveal-ready");
    return () => {
      now.disconnect();
      later.disconnect();
    };
  }, [pageKey]);
}
