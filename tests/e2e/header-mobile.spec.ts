import { expect, type Page, test } from "@playwright/test";
import { servicesMenu } from "../../app/content/navigation";
import { site } from "../../app/content/site";
import { expectNoAxeViolations, isPhone, open } from "./support";

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(!isPhone(testInfo), "mobile header");
  await open(page, "/");
});

const toggle = (page: Page) => page.getByRole("button", { name: /menu/i });
const mobileNav = (page: Page) => page.getByRole("navigation", { name: "Mobile" });

test("the desktop navigation is replaced by a logo and a menu toggle", async ({ page }) => {
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Maplestack home" }),
  ).toBeVisible();
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
  await expect(mobileNav(page)).toBeHidden();
});

test("the menu opens full-screen with services, contacts and Let's talk", async ({ page }) => {
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
  await expect(toggle(page)).toHaveAccessibleName("Close menu");
  const nav = mobileNav(page);
  await expect(nav).toBeVisible();
  for (const name of ["About Us", "Portfolio", "Why Maplestack", "Contact Us"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  const menu = page.locator(`#${await toggle(page).getAttribute("aria-controls")}`);
  const box = await menu.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });

  await expect(menu.getByRole("heading", { name: "Get in touch" })).toBeVisible();
  await expect(menu.getByRole("link", { name: site.phone.display })).toHaveAttribute(
    "href",
    site.phone.href,
  );
  await expect(menu.getByRole("link", { name: site.email.display })).toHaveAttribute(
    "href",
    site.email.href,
  );
  await expect(
    menu.getByRole("link", { name: /on (Facebook|Twitter|LinkedIn|Instagram|YouTube)/ }),
  ).toHaveCount(5);
  await expect(menu.getByRole("link", { name: "Let's talk" })).toHaveAttribute(
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
  const services = nav.getByRole("button", { name: "Services", exact: true });
  await services.click();
  await expect(services).toHaveAttribute("aria-expanded", "true");

  const [first, second] = servicesMenu;
  if (!first || !second) throw new Error("the menu needs two categories");
  await nav.getByRole("button", { name: first.name }).click();
  await nav.getByRole("button", { name: second.name }).click();
  for (const category of [first, second]) {
    await expect(nav.getByRole("button", { name: category.name })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    for (const item of category.items) {
      await expect(nav.getByRole("link", { name: item.label, exact: true })).toHaveAttribute(
        "href",
        item.to,
      );
    }
  }
  await expect(nav.getByRole("link", { name: first.items[0]?.label, exact: true })).toBeVisible();

  await toggle(page).click();
  await expect(nav).toBeHidden();
  await expect(toggle(page)).toBeFocused();
  await toggle(page).click();
  await expect(services).toHaveAttribute("aria-expanded", "false");
  await services.click();
  for (const category of servicesMenu) {
    await expect(nav.getByRole("button", { name: category.name })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  }
});

test("the page does not scroll while the menu is open", async ({ page }) => {
  await toggle(page).click();
  await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
  await page.mouse.move(195, 700);
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole("main")).toHaveAttribute("inert", "");

  await toggle(page).click();
  await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test("Escape and choosing a link close the menu and return focus to the toggle", async ({
  page,
}) => {
  await toggle(page).click();
  await mobileNav(page).getByRole("button", { name: "Services", exact: true }).focus();
  await page.keyboard.press("Escape");
  await expect(mobileNav(page)).toBeHidden();
  await expect(toggle(page)).toBeFocused();

  await toggle(page).click();
  await mobileNav(page).getByRole("link", { name: "Portfolio" }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(mobileNav(page)).toBeHidden();
  await expect(toggle(page)).toBeFocused();
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
});

test("the menu is usable by keyboard alone", async ({ page }) => {
  await toggle(page).focus();
  await page.keyboard.press("Enter");
  await expect(mobileNav(page)).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(mobileNav(page).getByRole("link", { name: "About Us" })).toBeFocused();
  await page.keyboard.press("Tab");
  const services = mobileNav(page).getByRole("button", { name: "Services", exact: true });
  await expect(services).toBeFocused();
  await page.keyboard.press("Space");
  await expect(services).toHaveAttribute("aria-expanded", "true");
});
