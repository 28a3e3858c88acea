import { expect, type Page, test } from "@playwright/test";
import { pageStarted } from "./support";

/**
 * Pages hydrate on the visitor's first interaction (server/hydration.mjs). That interaction, and
 * whatever the visitor does while the script loads, must do what it would do without a script
 * (follow a link, post a form, open a popover) or be replayed once the page has hydrated.
 * Every test starts on a page that has not hydrated and makes its first move on a control.
 */

const hydrated = (page: Page) => page.locator("html[data-hydrated]");

/** A fresh page that has been painted and is waiting for the visitor, not hydrated yet. */
async function fresh(page: Page, path: string) {
  await page.goto(path);
  await pageStarted(page);
  await expect(hydrated(page)).toHaveCount(0);
}

const footer = (page: Page) => page.getByRole("contentinfo");
const unique = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}`;

test.describe("the newsletter field filled without typing", () => {
  for (const how of ["a click on Subscribe", "Enter"] as const) {
    test(`an address put in by a password manager is sent by ${how}`, async ({ page }) => {
      await fresh(page, "/");
      const field = footer(page).getByRole("textbox", { name: "Email address" });
      // As autofill does it: the value appears without a key, a focus or a pointer event.
      const address = `${unique("autofill")}@example.ca`;
      await field.evaluate((input: HTMLInputElement, value) => {
        input.value = value;
      }, address);
      await expect(hydrated(page)).toHaveCount(0);
      const posted = page.waitForRequest(
        (request) => request.method() === "POST" && /\/newsletter/.test(request.url()),
      );
      if (how === "Enter") await field.press("Enter");
      else await footer(page).getByRole("button", { name: "Subscribe" }).click();
      expect((await posted).postData()).toContain(encodeURIComponent(address));
      // In place once hydrated, or on the answer page when the native post won the race.
      await expect(page.getByText("Thanks for subscribing!").first()).toBeVisible();
    });
  }

  test("an address filled in while the script loads is kept through hydration", async ({
    page,
  }) => {
    await fresh(page, "/about-us");
    const field = footer(page).getByRole("textbox", { name: "Email address" });
    const address = `${unique("filled")}@example.ca`;
    await field.fill(address);
    await expect(hydrated(page)).toHaveCount(1);
    await expect(field).toHaveValue(address);
    await footer(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(footer(page).getByRole("status")).toHaveText("Thanks for subscribing!");
  });
});

test.describe("the Services menu on a page that has not hydrated", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, "the desktop header's menu");

  // Once per page, on five pages: a first hover that failed one time in two would pass all five
  // one time in thirty-two.
  for (const path of ["/about-us", "/", "/services/web", "/fr/a-propos", "/contact-us"]) {
    test(`the first hover opens it (${path})`, async ({ page }) => {
      await fresh(page, path);
      const button = page.getByRole("button", { name: "Services" });
      const box = await button.boundingBox();
      if (!box) throw new Error("no Services button");
      // One approach and a rest on the button: the moves that start the page's script.
      await page.mouse.move(box.x + box.width / 2, box.y + box.height + 40);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
      await expect(page.locator("#services-menu")).toBeVisible();
      await expect(hydrated(page)).toHaveCount(1);
    });
  }

  for (const path of ["/contact-us", "/fr/services"]) {
    test(`the first ArrowDown on it opens it onto its first link (${path})`, async ({ page }) => {
      await fresh(page, path);
      const button = page.getByRole("button", { name: "Services" });
      await button.focus();
      await page.keyboard.press("ArrowDown");
      await expect(page.locator("#services-menu")).toBeVisible();
      await expect(page.locator("#services-menu a").first()).toBeFocused();
    });
  }

  test("the first click opens it and the first Escape closes it", async ({ page }) => {
    await fresh(page, "/");
    await page.getByRole("button", { name: "Services" }).click();
    await expect(page.locator("#services-menu")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("#services-menu")).toBeHidden();
    await expect(page.getByRole("button", { name: "Services" })).toBeFocused();
  });
});

// Phone only: the phone header's menu.
test("the phone menu opens on the first tap and locks the page once hydrated", {
  tag: "@phone",
}, async ({ page }) => {
  await fresh(page, "/services");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.locator("#mobile-menu");
  await expect(menu).toBeVisible();
  await expect(hydrated(page)).toHaveCount(1);
  await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
  await expect(menu.getByRole("link", { name: "Portfolio" })).toBeVisible();
});

// At 1440 px only: the desktop header's search link.
test("the first click on the header's search reaches the search", { tag: "@desktop" }, async ({
  page,
}) => {
  await fresh(page, "/faqs");
  await page.getByRole("banner").getByRole("link", { name: "Search" }).click();
  // The dialog once hydrated, or the search page the link names when the click came first.
  const dialog = page.getByRole("dialog", { name: "Search the site" });
  const field = page.getByRole("searchbox");
  await expect(field).toBeVisible();
  await field.pressSequentially("accessibility");
  await expect(page.getByRole("status").filter({ hasText: /result/ })).toBeVisible();
  if (await dialog.isVisible()) await expect(dialog).toContainText("accessibility");
});

test("the first click on the language switch opens the French page", async ({ page }) => {
  await fresh(page, "/about-us");
  const banner = page.getByRole("banner");
  const french = banner.getByRole("link", { name: "Français" });
  if (!(await french.isVisible())) {
    // The phone header keeps the switch in its menu.
    await banner.getByRole("button", { name: "Open menu" }).click();
  }
  await page.getByRole("link", { name: "Français" }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/fr\/a-propos$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
});

test("what is typed in the quote form before hydration stays, and is counted", async ({ page }) => {
  await fresh(page, "/contact-us");
  const description = page.getByRole("textbox", { name: /About your project/ });
  const text = "A bilingual site for our clinic, with online booking.";
  await description.pressSequentially(text);
  await expect(hydrated(page)).toHaveCount(1);
  await expect(description).toHaveValue(text);
  await expect(page.getByText(`${text.length} / `)).toBeVisible();
});
