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
          if (!entry.isIntersecting) continue;
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
