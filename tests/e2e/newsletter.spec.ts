import { expect, type Page, test } from "@playwright/test";
import { NEWSLETTER_GREEN as GREEN, open, NEWSLETTER_RED as RED } from "./support";

/**
 * The same on every page: tried on one without the home page's particle field, whose animation
 * takes the CPU these checks wait on.
 */
const PAGE = "/about-us";

const form = (page: Page) => page.getByRole("contentinfo");
const emailField = (page: Page) => form(page).getByRole("textbox", { name: "Email address" });
const subscribe = (page: Page) => form(page).getByRole("button", { name: "Subscribe" });
const message = (page: Page) => form(page).getByRole("status");

test("an empty address or one without @ is refused in red", async ({ page }) => {
  await open(page, PAGE);
  await expect(emailField(page)).toHaveAttribute("type", "email");
  await expect(emailField(page)).toHaveAttribute("required", "");

  await subscribe(page).click();
  await expect(message(page)).toHaveText("Please enter a valid email address");
  await expect(message(page)).toHaveCSS("color", RED);
  await expect(emailField(page)).toHaveAttribute("aria-invalid", "true");

  await emailField(page).fill("owner.example.ca");
  await subscribe(page).click();
  await expect(message(page)).toHaveText("Please enter a valid email address");
  await expect(emailField(page)).toHaveValue("owner.example.ca");
});

test("a valid address is thanked in green, the field empties and the message clears after 3 s", async ({
  page,
}) => {
  await page.clock.install({ time: new Date("2026-03-02T09:00:00-05:00") });
  await open(page, PAGE);
  // From here on, time moves only when the test moves it.
  await page.clock.pauseAt(new Date("2026-03-02T09:01:00-05:00"));
  await emailField(page).fill("owner@example.ca");
  await emailField(page).press("Enter");
  await expect(message(page)).toHaveText("Thanks for subscribing!");
  await expect(message(page)).toHaveCSS("color", GREEN);
  await expect(emailField(page)).toHaveValue("");
  await expect(message(page)).toHaveAttribute("aria-live", "polite");

  await page.clock.runFor(2900);
  await expect(message(page)).toHaveText("Thanks for subscribing!");
  await page.clock.runFor(200);
  await expect(message(page)).toHaveText("");
});
