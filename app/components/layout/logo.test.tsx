// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Logo } from "./logo";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

function renderPage(content: () => ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: content }]);
  return render(<Stub initialEntries={["/"]} />);
}

/** Every `url(#…)` in an inline SVG's attributes, with the SVG it appears in. */
function svgReferences(root: ParentNode) {
  return [...root.querySelectorAll("svg")].flatMap((svg) =>
    [...svg.querySelectorAll("*")].flatMap((element) =>
      [...element.attributes].flatMap((attribute) =>
        [...attribute.value.matchAll(/url\(#([^)]+)\)/g)].map((match) => ({
          svg,
          id: match[1] ?? "",
        })),
      ),
    ),
  );
}

function definesId(svg: SVGSVGElement, id: string) {
  return [...svg.querySelectorAll("[id]")].some((element) => element.id === id);
}

function gradientIds(root: ParentNode) {
  return [...root.querySelectorAll("linearGradient, radialGradient")].map(
    (gradient) => gradient.id,
  );
}

describe("Logo", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("gives each copy on a page its own gradient, referred to from inside that copy", () => {
    renderPage(() => (
      <>
        <Logo />
        <Logo />
        <Logo />
      </>
    ));
    expect(screen.getAllByRole("link", { name: /home$/ })).toHaveLength(3);
    const ids = gradientIds(document);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    for (const { svg, id } of svgReferences(document)) {
      expect(definesId(svg, id), `#${id} is defined in the SVG that uses it`).toBe(true);
    }
  });

  it("header and footer logos do not share an id, and every SVG reference resolves in its own SVG", () => {
    // The phone menu (always in the HTML, as a popover) has a copy of the logo too; it listens
    // for the desktop breakpoint, which jsdom cannot evaluate.
    vi.stubGlobal("matchMedia", () => ({
      matches: false,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderPage(() => (
      <>
        <SiteHeader onMobileOpenChange={() => {}} />
        <SiteFooter />
      </>
    ));
    const banner = screen.getByRole("banner");
    const footer = screen.getByRole("contentinfo");
    const headerIds = gradientIds(banner);
    const footerIds = gradientIds(footer);
    expect(headerIds.length).toBeGreaterThan(0);
    expect(footerIds.length).toBeGreaterThan(0);
    expect(headerIds.filter((id) => footerIds.includes(id))).toEqual([]);

    const allIds = [...document.querySelectorAll("[id]")].map((element) => element.id);
    expect(allIds.filter((id, index) => allIds.indexOf(id) !== index)).toEqual([]);

    const references = svgReferences(document);
    expect(references.length).toBeGreaterThan(0);
    for (const { svg, id } of references) {
      expect(definesId(svg, id), `#${id} is defined in the SVG that uses it`).toBe(true);
    }
  });
});
