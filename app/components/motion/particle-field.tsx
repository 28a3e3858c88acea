import { useEffect, useRef, useState } from "react";
import { useMessages } from "~/i18n/messages";
import {
  createParticles,
  type Particle,
  particleCount,
  particleLinks,
  stepParticles,
} from "./particles";

/** How many shades of faintness the links are drawn in. */
const LINK_ALPHA_LEVELS = 6;

/**
 * Whether a menu is open over the page (the phone's menu covers the hero, the Services menu most
 * of it): the particles then wait, and the menu's taps have the main thread to themselves.
 */
function underPopover(): boolean {
  try {
    return document.querySelector(":popover-open") !== null;
  } catch {
    return false; // a browser without popovers has none open
  }
}

/**
 * The animated particle background of the home hero. It runs only while it is on screen, the
 * tab is visible and no menu is open over it, draws one still frame under reduced motion, and
 * stays crisp on high-DPI screens. Moving for longer than five seconds, it has a control to
 * pause it with the hero's floating cards (WCAG 2.2.2). It stops once the address is another
 * page's: until React commits that page, its frames would share a slow phone's main thread with
 * the page's render, which yields to every frame. Its state is exposed as data attributes for
 * tests and debugging.
 */
export function ParticleField({ className }: { className?: string }) {
  const m = useMessages();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [paused, setPaused] = useState(false);
  const pausedRef = useRef(paused);
  const updateRef = useRef<() => void>(() => {});
  const toggleRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    pausedRef.current = paused;
    updateRef.current();
  }, [paused]);

  // The box may have been ticked before the page hydrated.
  useEffect(() => {
    if (toggleRef.current?.checked) setPaused(true);
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context) return;

    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
    const page = window.location.pathname;
    let particles: Particle[] = [];
    let width = 0;
    let height = 0;
    let onScreen = true;
    let frame = 0;
    let last = 0;
    let dotColour = "#38bdf8";
    let linkColour = "#2dd4bf";

    // A frame is a handful of strokes, not one per link: links are grouped by how faint they
    // are, and the dots make one path. On a phone each frame then costs well under a millisecond.
    const draw = () => {
      context.clearRect(0, 0, width, height);
      context.lineWidth = 1;
      context.strokeStyle = linkColour;
      const levels = Array.from({ length: LINK_ALPHA_LEVELS }, () => new Path2D());
      for (const { a, b, strength } of particleLinks(particles)) {
        const path =
          levels[Math.min(LINK_ALPHA_LEVELS - 1, Math.floor(strength * LINK_ALPHA_LEVELS))];
        path?.moveTo(a.x, a.y);
        path?.lineTo(b.x, b.y);
      }
      levels.forEach((path, level) => {
        context.globalAlpha = ((level + 0.5) / LINK_ALPHA_LEVELS) * 0.35;
        context.stroke(path);
      });
      const dots = new Path2D();
      for (const p of particles) {
        dots.moveTo(p.x + p.r, p.y);
        dots.arc(p.x, p.y, p.r, 0, Math.PI * 2);
      }
      context.fillStyle = dotColour;
      context.globalAlpha = 0.85;
      context.fill(dots);
      context.globalAlpha = 1;
    };

    const tick = (now: number) => {
      if (window.location.pathname !== page) {
        frame = 0;
        canvas.dataset.state = "paused";
        return;
      }
      stepParticles(particles, width, height, last ? now - last : 16);
      last = now;
      draw();
      frame = requestAnimationFrame(tick);
    };

    const update = () => {
      const shouldRun =
        window.location.pathname === page &&
        onScreen &&
        !underPopover() &&
        document.visibilityState === "visible" &&
        !reducedMotion.matches &&
        !pausedRef.current;
      const running = frame !== 0;
      if (shouldRun && !running) {
        last = 0;
        frame = requestAnimationFrame(tick);
      } else if (!shouldRun && running) {
        cancelAnimationFrame(frame);
        frame = 0;
      }
      if (!shouldRun) draw();
      canvas.dataset.state = reducedMotion.matches ? "static" : shouldRun ? "running" : "paused";
    };

    // Sized, coloured and first drawn by the resize observer, whose first report comes in the
    // frame after hydration, once the page's style and layout are done: read here at hydration,
    // the colours and the box made the browser restyle and lay out the whole page inside one
    // task, 60 ms of a slow phone's hydration that a tap had to wait for.
    let styled = false;
    const resize = ([entry]: ResizeObserverEntry[]) => {
      if (!entry) return;
      if (!styled) {
        styled = true;
        const styles = getComputedStyle(canvas);
        dotColour = styles.getPropertyValue("--color-aurora-sky").trim() || dotColour;
        linkColour = styles.getPropertyValue("--color-aurora-teal").trim() || linkColour;
      }
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      width = entry.contentRect.width;
      height = entry.contentRect.height;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      particles = createParticles(particleCount(width, height), width, height);
      canvas.dataset.particles = String(particles.length);
      draw();
    };

    const resizeObserver = new ResizeObserver(resize);
    resizeObserver.observe(canvas);
    const visibilityObserver = new IntersectionObserver(([entry]) => {
      onScreen = entry?.isIntersecting ?? true;
      update();
    });
    visibilityObserver.observe(canvas);
    document.addEventListener("visibilitychange", update);
    // A popover's toggle does not bubble; the document hears it on the way down.
    document.addEventListener("toggle", update, true);
    reducedMotion.addEventListener("change", update);
    update();
    updateRef.current = update;

    return () => {
      updateRef.current = () => {};
      cancelAnimationFrame(frame);
      resizeObserver.disconnect();
      visibilityObserver.disconnect();
      document.removeEventListener("visibilitychange", update);
      document.removeEventListener("toggle", update, true);
      reducedMotion.removeEventListener("change", update);
    };
  }, []);

  return (
    <>
      <div aria-hidden="true" className={className}>
        <canvas ref={canvasRef} data-testid="particle-field" className="block h-full w-full" />
      </div>
      {/* A checkbox, so it pauses the hero's CSS motion from the HTML alone (app.css); once
          hydrated it pauses the particles too. Hidden where the device asks for less motion. */}
      <label className="motion-toggle absolute right-4 bottom-4 z-10 inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-full border border-white/15 bg-night/60 px-3.5 text-on-night-muted text-sm backdrop-blur transition hover:text-on-night motion-reduce:hidden sm:right-8">
        <input
          ref={toggleRef}
          type="checkbox"
          onChange={(event) => setPaused(event.currentTarget.checked)}
          className="size-4 accent-aurora-teal"
        />
        {m.sections.pauseAnimation}
      </label>
    </>
  );
}
