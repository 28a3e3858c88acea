import { expect, test } from "@playwright/test";
import { mainNav, megaMenuFooter, servicesMenu } from "../../app/content/navigation";
import { site } from "../../app/content/site";
import { expectNoAxeViolations, isPhone, open, scrollToY } from "./support";

/**
 * The header is the same on every page: it is tried on a page without the home page's particle
 * field, whose animation would take the CPU these checks wait on (home.spec.ts covers that page).
 */
test.beforeEach(async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo), "desktop header");
  await open(page, "/about-us");
});

const mainNavigation = (page: import("@playwright/test").Page) =>
  page.getByRole("navigation", { name: "Main" });
/** The panel's first line, visible exactly when the menu is open. */
const menuOpen = (page: import("@playwright/test").Page) =>
  expect(mainNavigation(page).getByText(megaMenuFooter.prompt));

test("top bar links the phone, the email address and five social networks", async ({ page }) => {
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: site.phone.display })).toHaveAttribute(
    "href",
    site.phone.href,
  );
  await expect(banner.getByRole("link", { name: site.email.display })).toHaveAttribute(
    "href",
    site.email.href,
  );
  for (const social of site.socials) {
    const link = banner.getByRole("link", { name: `on ${social.label}` });
    await expect(link).toHaveAttribute("href", social.href);
    await expect(link).toHaveAttribute("target", "_blank");
  }
});

test("main navigation lists every section and a Let's talk button", async ({ page }) => {
  const nav = mainNavigation(page);
  for (const item of mainNav) {
    if (item.menu === "services") {
      await expect(nav.getByRole("button", { name: item.label })).toBeVisible();
    } else {
      await expect(nav.getByRole("link", { name: item.label, exact: true })).toHaveAttribute(
        "href",
        item.to,
      );
    }
  }
  await expect(nav.getByRole("link", { name: "Why Maplestack" })).toHaveAttribute(
    "href",
    "/why-maplestack",
  );
  await expect(page.getByRole("banner").getByRole("link", { name: "Let's talk" })).toHaveAttribute(
    "href",
    "/contact-us",
  );
});

test("the Services menu opens on hover and shows each category's services on hover", async ({
  page,
}) => {
  const button = page.getByRole("button", { name: "Services" });
  await menuOpen(page).toBeHidden();
  await button.hover();
  await menuOpen(page).toBeVisible();

  const nav = mainNavigation(page);
  expect(servicesMenu).toHaveLength(6);
  for (const category of servicesMenu) {
    await nav.getByRole("link", { name: category.name, exact: true }).hover();
    for (const item of category.items) {
      await expect(nav.getByRole("link", { name: item.label, exact: true })).toHaveAttribute(
        "href",
        item.to,
      );
      await expect(nav.getByRole("link", { name: item.label, exact: true })).toBeVisible();
    }
  }
  await expect(nav.getByText(megaMenuFooter.prompt)).toBeVisible();
  await expect(nav.getByRole("link", { name: "Get a free consultation" })).toHaveAttribute(
    "href",
    "/contact-us",
  );

  await page.mouse.move(720, 880);
  await menuOpen(page).toBeHidden();
});

test("every navigation path of the spec is in the Services menu", async ({ page }) => {
  const expected = {
    web: [
      "website-design-development",
      "ecommerce-development",
      "website-maintenance",
      "copywriting",
    ],
    software: [
      "web-applications",
      "mobile-applications",
      "api-integration",
      "saas-solutions",
      "mvp-solutions",
      "maintenance-supply",
    ],
    "artificial-intelligence": ["ai-chatbots", "saas-ai", "ai-poc-ai-mvp"],
    "digital-marketing": ["seo", "smm", "ppc", "reputation"],
    branding: ["identity", "logo-design", "printing", "launch"],
    hosting: ["domain-registration", "website", "email", "security"],
  };
  await page.getByRole("button", { name: "Services" }).click();
  const hrefs = await mainNavigation(page)
    .locator("a[href^='/services/']")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  for (const [category, slugs] of Object.entries(expected)) {
    for (const slug of slugs) expect(hrefs).toContain(`/services/${category}/${slug}`);
  }
});

test("the Services menu works by keyboard: submenus open on focus, Escape closes", async ({
  page,
}) => {
  const button = page.getByRole("button", { name: "Services" });
  await button.focus();
  await page.keyboard.press("Enter");
  await menuOpen(page).toBeVisible();

  const nav = mainNavigation(page);
  const [first, second] = servicesMenu;
  if (!first || !second) throw new Error("the menu needs two categories");
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: first.name, exact: true })).toBeFocused();
  await expect(nav.getByRole("link", { name: first.items[0]?.label, exact: true })).toBeVisible();

  // Tab through the first category's services into the second category.
  for (let i = 0; i < first.items.length + 2; i++) await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: second.name, exact: true })).toBeFocused();
  await expect(nav.getByRole("link", { name: second.items[0]?.label, exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: first.items[0]?.label, exact: true })).toBeHidden();

  await page.keyboard.press("Escape");
  await menuOpen(page).toBeHidden();
  await expect(button).toBeFocused();

  // ArrowDown on the button opens the menu onto its first link.
  await page.keyboard.press("ArrowDown");
  await menuOpen(page).toBeVisible();
  await expect(nav.getByRole("link", { name: first.name, exact: true })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(button).toBeFocused();
});

test("the Services menu closes on an outside click, on scroll and on choosing a link", async ({
  page,
}) => {
  const button = page.getByRole("button", { name: "Services" });
  await button.click();
  await menuOpen(page).toBeVisible();
  await page.mouse.click(40, 860);
  await menuOpen(page).toBeHidden();

  await button.click();
  await menuOpen(page).toBeVisible();
  await page.mouse.wheel(0, 300);
  await menuOpen(page).toBeHidden();

  await scrollToY(page, 0);
  await button.click();
  await menuOpen(page).toBeVisible();
  await mainNavigation(page).getByRole("link", { name: "Get a free consultation" }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await menuOpen(page).toBeHidden();
});

test("the header is fixed with a blurred dark background from 80 px of scroll", async ({
  page,
}) => {
  const header = page.getByRole("banner");
  await expect(header).toHaveCSS("position", "absolute");
  await scrollToY(page, 79);
  await expect(header).toHaveCSS("position", "absolute");
  await scrollToY(page, 80);
  await expect(header).toHaveCSS("position", "fixed");
  const backdrop = header.locator("> div").first();
  await expect(backdrop).toHaveCSS("backdrop-filter", /blur/);
  await expect(backdrop).toHaveCSS("opacity", "1");
  await expect(header).toBeInViewport();
  await scrollToY(page, 0);
  await expect(header).toHaveCSS("position", "absolute");
});

test("the open mega menu has no accessibility violations", async ({ page }) => {
  await page.getByRole("button", { name: "Services" }).click();
  await menuOpen(page).toBeVisible();
  // The header alone: the home page under it is scanned whole in home.spec.ts.
  await expectNoAxeViolations(page, "open mega menu", "header");
  await menuOpen(page).toBeVisible();
});
