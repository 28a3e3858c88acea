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
 * Arms the scroll reveal for the blocks of the current page. Blocks already on screen are
 * marked revealed before the document is armed, so nothing visible ever disappears; with
 * reduced motion nothing is armed at all.
 */
export function useScrollReveal(pageKey: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-arm for each new page
  useLayoutEffect(() => {
    if (
      typeof IntersectionObserver === "undefined" ||
      window.matchMedia("(prefers-reduced-motion: reduce)").matches
    ) {
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          // A block in a band not yet drawn (app/styles/app.css) has no box, which counts as
          // intersecting; it is seen once its band is drawn and scrolled to.
          if (!entry.isIntersecting || !drawn(entry.target)) continue;
          entry.target.setAttribute("data-revealed", "");
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: "0px 0px -8% 0px" },
    );
    const pending = document.querySelectorAll<HTMLElement>("[data-reveal]:not([data-revealed])");
    for (const element of pending) {
      const box = element.getBoundingClientRect();
      if (box.top < window.innerHeight && box.bottom > 0) element.setAttribute("data-revealed", "");
      else observer.observe(element);
    }
    document.documentElement.classList.add("reveal-ready");
    return () => observer.disconnect();
  }, [pageKey]);
}
