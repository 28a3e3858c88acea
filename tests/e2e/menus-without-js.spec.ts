import { expect, type Page, test } from "@playwright/test";
import { servicesMenu } from "../../app/content/navigation";
import { isPhone, pageStarted } from "./support";

// The menus are HTML (a popover, <details>, CSS): they work before the page's JavaScript has
// arrived, and without it at all. Two ways a visitor meets the page without its scripts: the
// browser has JavaScript off, or the modules are still on their way (here: they never answer).
const [category] = servicesMenu;
const service = category?.items[0];
if (!category || !service) throw new Error("the menu needs a category with a service");

async function reachServiceThroughMenus(page: Page, phone: boolean, { opened = false } = {}) {
  if (!opened) await page.goto("/");
  if (phone) {
    await page.getByRole("button", { name: "Open menu" }).click();
    const nav = page.getByRole("navigation", { name: "Mobile" });
    await nav.locator("summary", { hasText: /^Services$/ }).click();
    await nav.locator("summary", { hasText: new RegExp(`^${category?.name}$`) }).click();
    await nav.getByRole("link", { name: service?.label, exact: true }).click();
  } else {
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Services" }).click();
    await nav.getByRole("link", { name: category?.name, exact: true }).hover();
    await nav.getByRole("link", { name: service?.label, exact: true }).click();
  }
  await expect(page).toHaveURL(new RegExp(`${service?.to}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor reaches a service page through the menu", async ({ page }, testInfo) => {
    await reachServiceThroughMenus(page, isPhone(testInfo));
  });

  test("Escape closes a menu and focus returns to its button", async ({ page }, testInfo) => {
    await page.goto("/");
    const button = isPhone(testInfo)
      ? page.getByRole("button", { name: "Open menu" })
      : page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
    await button.focus();
    await page.keyboard.press("Enter");
    const panel = page.locator(isPhone(testInfo) ? "#mobile-menu" : "#services-menu");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test("before the page's modules arrive, the menus already work", async ({ page }, testInfo) => {
  let held = 0;
  await page.route(/\/assets\/(?!beacon-).+\.js$/, () => {
    held++;
    // Never answered: the modules stay on their way for the whole journey.
  });
  await page.goto("/");
  await pageStarted(page);
  // A key that changes nothing starts hydration once the visitor pauses; its modules are held.
  await page.keyboard.press("Shift");
  await expect
    .poll(() => held, { message: "hydration started, its modules held back" })
    .toBeGreaterThan(0);
  await reachServiceThroughMenus(page, isPhone(testInfo), { opened: true });
  expect(await page.evaluate(() => "hydrated" in document.documentElement.dataset)).toBe(false);
});
