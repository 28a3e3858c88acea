import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, open } from "./support";

test("an unknown path is a 404 page inside the header and footer", async ({ page }) => {
  const response = await open(page, "/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page).toHaveTitle("Page not found | Maplestack");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expectNoAxeViolations(page, "404");

  await page.getByRole("link", { name: "Return Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Canadian businesses");
});

test("a deep unknown path is a 404 too", async ({ request }) => {
  const response = await request.get("/services/web/not-a-service/extra");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("Page not found");
});
