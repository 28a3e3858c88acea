import { describe, expect, it } from "vitest";
import { typographyFaults } from "~/i18n/typography";
import { listingPath } from "~/lib/insights/model";
import { categories, findCategory, servicePath, services } from "./catalogue";
import { footerNav, mainNav, navigationByLocale, servicesMenu } from "./navigation";
import { publicPages } from "./routes-table";
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
  const served = new Set([
    ...publicPages().map((page) => page.en),
    listingPath({ kind: "all" }, "en"),
  ]);
  /** A page the site serves, or an old category address that redirects to one. */
  const leadsSomewhere = (to: string) => {
    const [, first, category, rest] = to.split("/");
    return served.has(to) || (first === "services" && !rest && !!findCategory(category));
  };
  const linksOf = (locale: "en" | "fr") => {
    const { mainNav, letsTalk, megaMenuFooter, footerNav, legalNav } = navigationByLocale[locale];
    return [
      ...mainNav,
      letsTalk,
      megaMenuFooter.link,
      ...footerNav.flatMap((group) => group.links),
      ...legalNav,
    ];
  };

  it("has the main navigation of the spec, with the Services menu in second place", () => {
    expect(mainNav.map((item) => item.to)).toEqual([
      "/about-us",
      "/services",
      "/portfolio",
      // Added to the spec's menu: the articles section (product.md's page inventory).
      "/insights",
      whyPath,
      "/contact-us",
    ]);
    expect(mainNav.findIndex((item) => item.menu === "services")).toBe(1);
    expect(whyPath).toBe("/why-maplestack");
  });

  it("has the footer targets of the spec", () => {
    expect(footerNav.map((group) => group.links.map((link) => link.to))).toEqual([
      ["/about-us", "/contact-us", "/contact-us", "/faqs", "/insights"],
      [
        "/services/artificial-intelligence",
        "/services/web/website-design-development",
        "/services/software-development",
        "/services/branding",
      ],
    ]);
  });

  it("leads every link to a page the site serves, the same in both languages", () => {
    const english = linksOf("en");
    expect(english.map((link) => link.to).filter((to) => !leadsSomewhere(to))).toEqual([]);
    expect(linksOf("fr").map((link) => link.to)).toEqual(english.map((link) => link.to));
  });

  it("writes the French words in French typography", () => {
    const { megaMenuFooter, footerNav } = navigationByLocale.fr;
    const texts = [
      ...linksOf("fr").map((link) => link.label),
      megaMenuFooter.prompt,
      ...footerNav.map((group) => group.title),
    ];
    expect(texts.flatMap(typographyFaults)).toEqual([]);
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
