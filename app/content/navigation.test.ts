import { describe, expect, it } from "vitest";
import { categories, servicePath, services } from "./catalogue";
import { footerNav, mainNav, servicesMenu } from "./navigation";
import { claims, copyrightLine, headlineFigures, site, whyPath } from "./site";

describe("service catalogue", () => {
  it("has the six categories of the spec, in order", () => {
    expect(categories.map((c) => c.name)).toEqual([
      "Web Solutions",
      "Software Solutions",
      "AI Solutions",
      "Digital Marketing",
      "Branding",
      "Hosting Services",
    ]);
  });

  it("gives every service one unique lowercase path", () => {
    const paths = services.map(servicePath);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/services\/[a-z-]+\/[a-z-]+$/);
    expect(services).toHaveLength(28);
  });

  it("puts the spec's navigation paths in the menus, and the three extra marketing services only on the category page", () => {
    expect(servicesMenu.map((c) => c.items.length)).toEqual([4, 6, 3, 4, 4, 4]);
    const menuPaths = servicesMenu.flatMap((c) => c.items.map((i) => i.to));
    for (const slug of ["content-marketing", "email-marketing", "analytics-reporting"]) {
      expect(menuPaths).not.toContain(`/services/digital-marketing/${slug}`);
      expect(services.some((s) => s.slug === slug && s.category === "digital-marketing")).toBe(
        true,
      );
    }
  });
});

describe("navigation model", () => {
  it("has the main navigation of the spec", () => {
    expect(mainNav.map((item) => (item === "services" ? "Services" : item.label))).toEqual([
      "About Us",
      "Services",
      "Portfolio",
      // Added to the spec's menu: the articles section (product.md's page inventory).
      "Insights",
      "Why Maplestack",
      "Contact Us",
    ]);
    expect(whyPath).toBe("/why-maplestack");
  });

  it("has the footer targets of the spec", () => {
    const links = Object.fromEntries(footerNav.flatMap((g) => g.links).map((l) => [l.label, l.to]));
    expect(links).toEqual({
      "About Us": "/about-us",
      Location: "/contact-us",
      Contact: "/contact-us",
      FAQs: "/faqs",
      Insights: "/insights",
      "AI Solutions": "/services/artificial-intelligence",
      "Web & Software Development": "/services/web/website-design-development",
      "Software Development": "/services/software-development",
      "Branding & Creative Services": "/services/branding",
    });
  });
});

describe("brand and claims", () => {
  it("states the claims exactly", () => {
    expect(headlineFigures.map((f) => f.value)).toEqual([
      "25+",
      "30+",
      "80+",
      "99.9%",
      "4-12 weeks",
    ]);
    expect(claims.maintenancePlans.map((p) => `${p.name} ${p.price}`)).toEqual([
      "Basic $250/month",
      "Growth $500/month",
      "Premium $1,250/month",
      "Custom Tailored",
    ]);
  });

  it("writes the copyright line from the founding year to the given year", () => {
    expect(copyrightLine(new Date("2031-06-01T12:00:00Z"))).toBe(
      "© 2019–2031 Maplestack Digital Inc.",
    );
    expect(site.socials).toHaveLength(5);
  });
});
