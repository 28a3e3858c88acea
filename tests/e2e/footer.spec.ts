import { expect, test } from "@playwright/test";
import { site } from "../../app/content/site";
import { open } from "./support";

/**
 * The same on every page: tried on one without the home page's particle field, whose animation
 * takes the CPU these checks wait on.
 */
const PAGE = "/about-us";

test("the footer links every page of the spec with its exact target", async ({ page }) => {
  await open(page, PAGE);
  const footer = page.getByRole("contentinfo");
  const expected: Array<[string, string]> = [
    ["About Us", "/about-us"],
    ["Location", "/contact-us"],
    ["Contact", "/contact-us"],
    ["FAQs", "/faqs"],
    ["AI Solutions", "/services/artificial-intelligence"],
    ["Web & Software Development", "/services/web/website-design-development"],
    ["Software Development", "/services/software-development"],
    ["Branding & Creative Services", "/services/branding"],
  ];
  for (const [name, href] of expected) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
});

test("the footer's five social links open in a new tab, safely", async ({ page }) => {
  await open(page, PAGE);
  const footer = page.getByRole("contentinfo");
  for (const social of site.socials) {
    const link = footer.getByRole("link", { name: `${site.name} on ${social.label}` });
    await expect(link).toHaveAttribute("href", social.href);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test("the copyright line runs from the founding year to the current year", async ({ page }) => {
  await open(page, PAGE);
  const year = new Date().getFullYear();
  await expect(page.getByRole("contentinfo")).toContainText(
    `© 2019–${year} Maplestack Digital Inc.`,
  );
});
