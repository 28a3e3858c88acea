import { expect, type Page, test } from "@playwright/test";
import { servicesMenu } from "../../app/content/navigation";
import { site } from "../../app/content/site";
import { expectNoAxeViolations, isPhone, open } from "./support";

/**
 * The same on every page: tried on one without the home page's particle field, whose animation
 * takes the CPU these checks wait on.
 */
const PAGE = "/about-us";

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(!isPhone(testInfo), "mobile header");
  await open(page, PAGE);
});

const toggle = (page: Page) => page.getByRole("button", { name: "Open menu" });
const menu = (page: Page) => page.locator("#mobile-menu");
const mobileNav = (page: Page) => page.getByRole("navigation", { name: "Mobile" });
const section = (page: Page, name: string) =>
  mobileNav(page)
    .locator("summary")
    .filter({ hasText: new RegExp(`^${name}$`) });

test("the desktop navigation is replaced by a logo and a menu toggle", async ({ page }) => {
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Maplestack home" }).first(),
  ).toBeVisible();
  await expect(toggle(page)).toBeVisible();
  await expect(mobileNav(page)).toBeHidden();
});

test("the menu opens full-screen with services, contacts and Let's talk", async ({ page }) => {
  await toggle(page).click();
  const nav = mobileNav(page);
  await expect(nav).toBeVisible();
  await expect(menu(page).getByRole("button", { name: "Close menu" })).toBeVisible();
  for (const name of ["About Us", "Portfolio", "Why Maplestack", "Contact Us"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  const box = await menu(page).boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });

  await expect(menu(page).getByRole("heading", { name: "Get in touch" })).toBeVisible();
  await expect(menu(page).getByRole("link", { name: site.phone.display })).toHaveAttribute(
    "href",
    site.phone.href,
  );
  await expect(menu(page).getByRole("link", { name: site.email.display })).toHaveAttribute(
    "href",
    site.email.href,
  );
  await expect(
    menu(page).getByRole("link", { name: /on (Facebook|Twitter|LinkedIn|Instagram|YouTube)/ }),
  ).toHaveCount(5);
  await expect(menu(page).getByRole("link", { name: "Let's talk" })).toHaveAttribute(
    "href",
    "/contact-us",
  );
  await expectNoAxeViolations(page, "open mobile menu");
});

test("several service categories can be open at once, and all collapse on close", async ({
  page,
}) => {
  await toggle(page).click();
  const nav = mobileNav(page);
  await section(page, "Services").click();
  const [first, second] = servicesMenu;
  if (!first || !second) throw new Error("the menu needs two categories");
  await section(page, first.name).click();
  await section(page, second.name).click();
  for (const category of [first, second]) {
    for (const item of category.items) {
      const link = nav.getByRole("link", { name: item.label, exact: true });
      await expect(link).toHaveAttribute("href", item.to);
      await expect(link).toBeVisible();
    }
  }

  await menu(page).getByRole("button", { name: "Close menu" }).click();
  await expect(nav).toBeHidden();
  await expect(toggle(page)).toBeFocused();
  await toggle(page).click();
  await expect(nav.getByRole("link", { name: "About Us" })).toBeVisible();
  await expect(section(page, first.name)).toBeHidden();
  await section(page, "Services").click();
  for (const category of servicesMenu) {
    await expect(
      nav.getByRole("link", { name: category.items[0]?.label, exact: true }),
    ).toBeHidden();
  }
});

test("the page does not scroll while the menu is open", async ({ page }) => {
  await toggle(page).click();
  await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
  await expect(page.getByRole("main")).toHaveAttribute("inert", "");

  await page.keyboard.press("Escape");
  await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
  await page.mouse.move(195, 700);
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test("Escape and choosing a link close the menu and return focus to the toggle", async ({
  page,
}) => {
  await toggle(page).click();
  await section(page, "Services").focus();
  await page.keyboard.press("Escape");
  await expect(mobileNav(page)).toBeHidden();
  await expect(toggle(page)).toBeFocused();

  await toggle(page).click();
  await mobileNav(page).getByRole("link", { name: "Portfolio" }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(mobileNav(page)).toBeHidden();
  await expect(toggle(page)).toBeFocused();
});

test("the menu is usable by keyboard alone and keeps focus inside while open", async ({ page }) => {
  await toggle(page).focus();
  await page.keyboard.press("Enter");
  await expect(mobileNav(page)).toBeVisible();
  const focusables = menu(page).locator(
    "a[href]:visible, button:visible, summary:visible, input:visible",
  );
  const count = await focusables.count();
  // Forward from the toggle, round the whole menu and back to its first control.
  await page.keyboard.press("Tab");
  await expect(menu(page).getByRole("link", { name: "Maplestack home" })).toBeFocused();
  for (let i = 1; i < count; i++) await page.keyboard.press("Tab");
  await expect(focusables.last()).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(focusables.first()).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(focusables.last()).toBeFocused();

  await section(page, "Services").focus();
  await page.keyboard.press("Space");
  const [first] = servicesMenu;
  if (!first) throw new Error("the menu needs a category");
  await page.keyboard.press("Tab");
  await expect(section(page, first.name)).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  const service = mobileNav(page).getByRole("link", { name: first.items[0]?.label, exact: true });
  await expect(service).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${first.items[0]?.to}$`));
});
