import { expect, test } from "@playwright/test";
import { companyContent } from "../../app/content/company";
import { site } from "../../app/content/site";
import { expectNoAxeViolations, open } from "./support";

const { accessibility } = companyContent.en;

test("the footer of another page leads to the accessibility statement", async ({ page }) => {
  await open(page, "/about-us");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Accessibility", exact: true })
    .click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Accessibility");
  await expect(page).toHaveTitle(`${accessibility.meta.title} | ${site.name}`);
});

test("the statement shows its review date, its sections and contacts that are links", async ({
  page,
}) => {
  await open(page, "/accessibility");
  const main = page.getByRole("main");
  await expect(main.locator('time[datetime="2026-11-23"]')).toHaveText("November 23, 2026");
  await expect(main.locator(`time[datetime="${accessibility.nextReview}"]`)).toBeVisible();
  for (const section of accessibility.sections) {
    await expect(
      main.getByRole("heading", { level: 2, name: section.title, exact: true }),
    ).toBeAttached();
  }

  const formats = main.getByRole("region", {
    name: "Asking for another format or a communication support",
  });
  await expect(formats.getByRole("link", { name: site.email.display })).toHaveAttribute(
    "href",
    site.email.href,
  );
  await expect(formats.getByRole("link", { name: site.phone.display })).toHaveAttribute(
    "href",
    site.phone.href,
  );
  await expect(formats).toContainText(site.mailingAddress);

  await main
    .getByRole("navigation", { name: "Contents" })
    .getByRole("link", {
      name: "Known limitations",
    })
    .click();
  await expect(page).toHaveURL(/\/accessibility#known-limitations$/);
  await expect(main.getByRole("heading", { level: 2, name: "Known limitations" })).toBeInViewport();

  await expectNoAxeViolations(page, "/accessibility");
});
