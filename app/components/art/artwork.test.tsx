// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sceneKinds } from "~/content/schema";
import { Artwork } from "./artwork";
import { artIds, ink, type Palette } from "./parts";
import { createRandom, hashSeed } from "./random";
import { scenes } from "./scenes";

const palette: Palette = [ink.teal, ink.sky, ink.violet];

/** Markup with React's generated ids replaced, so two separate renders can be compared. */
function normalized(html: string) {
  return html.replace(/art[A-Za-z0-9_-]*?-(?=[a-z])/g, "art-");
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("createRandom", () => {
  it("draws the same sequence from the same seed, and another from another seed", () => {
    const a = createRandom("web-design");
    const b = createRandom("web-design");
    const c = createRandom("seo-audit");
    const seqA = Array.from({ length: 8 }, () => a.next());
    expect(Array.from({ length: 8 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 8 }, () => c.next())).not.toEqual(seqA);
    expect(hashSeed("web-design")).toBe(hashSeed("web-design"));
    expect(hashSeed("web-design")).not.toBe(hashSeed("web-desigm"));
  });

  it("keeps every draw inside its bounds", () => {
    const r = createRandom("bounds");
    for (let i = 0; i < 500; i++) {
      const f = r.next();
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
      const n = r.int(3, 7);
      expect(Number.isInteger(n) && n >= 3 && n <= 7).toBe(true);
      const x = r.range(-5, 5);
      expect(x).toBeGreaterThanOrEqual(-5);
      expect(x).toBeLessThanOrEqual(5);
    }
    expect(r.shuffle([1, 2, 3, 4]).sort()).toEqual([1, 2, 3, 4]);
  });
});

describe("Artwork", () => {
  it.each(sceneKinds)("draws the %s scene as one labelled svg image", (scene) => {
    const alt = `Illustration of a ${scene} scene`;
    const { container } = render(<Artwork scene={scene} seed="web-design" alt={alt} />);
    const svgs = container.querySelectorAll("svg");
    expect(svgs).toHaveLength(1);
    const svg = screen.getByRole("img", { name: alt });
    expect(svg.tagName.toLowerCase()).toBe("svg");
    expect(svg.getAttribute("viewBox")).toBe("0 0 640 400");
    expect(svg.getAttribute("width")).toBe("640");
    expect(svg.getAttribute("height")).toBe("400");
    expect(svg.getAttribute("aria-hidden")).toBeNull();
    expect(svg.querySelector("title, image, foreignObject")).toBeNull();
    // A subject is drawn over the sky, not an empty frame.
    expect(svg.querySelectorAll("*").length).toBeGreaterThan(60);
  });

  it("passes className through and is hidden from assistive technology when decorative", () => {
    render(
      <Artwork scene="globe" seed="cloud" alt="A globe" className="h-auto w-full" decorative />,
    );
    expect(screen.queryByRole("img")).toBeNull();
    const svg = document.querySelector("svg");
    expect(svg?.getAttribute("aria-hidden")).toBe("true");
    expect(svg?.getAttribute("role")).toBeNull();
    expect(svg?.getAttribute("aria-label")).toBeNull();
    expect(svg?.getAttribute("class")).toBe("h-auto w-full");
  });

  it("draws the same picture from the same seed, on the server and in the browser", () => {
    for (const scene of sceneKinds) {
      const element = <Artwork scene={scene} seed="shopify-development" alt="Same" />;
      expect(renderToStaticMarkup(element)).toBe(renderToStaticMarkup(element));
      const first = render(element).container.innerHTML;
      const second = render(element).container.innerHTML;
      expect(normalized(first)).toBe(normalized(second));
    }
  });

  it("draws a different picture for a different seed", () => {
    let subjectsThatDiffer = 0;
    for (const scene of sceneKinds) {
      const a = renderToStaticMarkup(<Artwork scene={scene} seed="web-design" alt="A" />);
      const b = renderToStaticMarkup(<Artwork scene={scene} seed="mobile-apps" alt="A" />);
      expect(a).not.toBe(b);
      // The subject alone, without the seeded sky behind it.
      const Scene = scenes[scene];
      const ids = artIds("t");
      const subjectA = renderToStaticMarkup(
        <Scene seed="web-design" ids={ids} palette={palette} />,
      );
      const subjectB = renderToStaticMarkup(
        <Scene seed="mobile-apps" ids={ids} palette={palette} />,
      );
      if (subjectA !== subjectB) subjectsThatDiffer++;
    }
    expect(subjectsThatDiffer).toBeGreaterThanOrEqual(sceneKinds.length - 1);
  });

  it("keeps ids unique per artwork, and every reference resolves inside its own svg", () => {
    const { container } = render(
      <>
        <Artwork scene="chart" seed="one" alt="First chart" />
        <Artwork scene="chart" seed="two" alt="Second chart" />
      </>,
    );
    const ids = [...container.querySelectorAll("[id]")].map((el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const svg of container.querySelectorAll("svg")) {
      const own = new Set([...svg.querySelectorAll("[id]")].map((el) => el.id));
      const refs = [...svg.outerHTML.matchAll(/url\(#([^)]+)\)/g)].map((m) => m[1]);
      expect(refs.length).toBeGreaterThan(0);
      for (const ref of refs) expect(own.has(ref ?? "")).toBe(true);
    }
  });

  it("draws from its seed alone: no Math.random, no clock", () => {
    const random = vi.spyOn(Math, "random");
    const now = vi.spyOn(Date, "now");
    for (const scene of sceneKinds) {
      renderToStaticMarkup(<Artwork scene={scene} seed="pure" alt="Pure" />);
    }
    expect(random).not.toHaveBeenCalled();
    expect(now).not.toHaveBeenCalled();
  });

  it("hydrates server markup without a mismatch", async () => {
    const consoleError = vi.spyOn(console, "error");
    const errors: unknown[] = [];
    for (const scene of sceneKinds) {
      const element = <Artwork scene={scene} seed="hydration" alt={`A ${scene}`} />;
      const container = document.createElement("div");
      container.innerHTML = renderToString(element);
      document.body.append(container);
      const serverHtml = container.innerHTML;
      let root: ReturnType<typeof hydrateRoot> | undefined;
      await act(async () => {
        root = hydrateRoot(container, element, {
          onRecoverableError: (error) => errors.push(error),
        });
      });
      expect(container.innerHTML).toBe(serverHtml);
      act(() => root?.unmount());
      container.remove();
    }
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
