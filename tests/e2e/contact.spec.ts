import { expect, type Page, test } from "@playwright/test";
import { Leads } from "../../app/lib/leads.server";
import { Subscribers } from "../../app/lib/subscribers.server";
import { readStore } from "./store";
import { expectNoAxeViolations, open } from "./support";

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ca`;

async function fillQuote(page: Page, email: string) {
  await page.getByLabel("First name", { exact: true }).fill("Amélie");
  await page.getByLabel("Last name", { exact: true }).fill("Tremblay");
  await page.getByLabel("Company", { exact: true }).fill("Boulangerie du Coin");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Phone (optional)", { exact: true }).fill("514 555 0199");
  await page.getByRole("checkbox", { name: "Web Solutions" }).check();
  await page.getByRole("checkbox", { name: "Digital Marketing" }).check();
  await page.getByLabel("Budget range (CAD)", { exact: true }).selectOption("$15,000 to $50,000");
  await page.getByLabel("Preferred call-back time", { exact: true }).selectOption("Any time");
  await page
    .getByLabel("About your project", { exact: true })
    .fill("A bilingual website with online orders for our three bakeries, live before spring.");
}

test("the contact page shows how to reach us, what happens next, and passes axe", async ({
  page,
}) => {
  await open(page, "/contact-us");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Tell us about");
  const direct = page.getByRole("complementary", { name: "Other ways to reach us" });
  await expect(direct.getByRole("link", { name: "+1 (416) 555-0142" })).toHaveAttribute(
    "href",
    "tel:+14165550142",
  );
  await expect(direct.getByRole("link", { name: "hello@maplestack.ca" })).toHaveAttribute(
    "href",
    "mailto:hello@maplestack.ca",
  );
  await expect(direct.getByRole("heading", { name: "What happens next" })).toBeVisible();
  await expect(
    direct.getByRole("listitem").filter({ hasText: "A fixed quote in writing" }),
  ).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /monthly email/ })).not.toBeChecked();
  await expect(
    page.getByRole("main").getByRole("link", { name: "privacy policy" }),
  ).toHaveAttribute("href", "/privacy");
  await expectNoAxeViolations(page, "/contact-us");
});

test("a complete enquiry is stored, then the visitor is thanked by name", async ({ page }) => {
  await open(page, "/contact-us");
  const email = unique("journey");
  await fillQuote(page, email);
  await page.getByRole("button", { name: "Send my enquiry" }).click();
  const thanks = page.getByRole("heading", { name: "Thank you, Amélie." });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  await expect(
    page.getByText(/Your enquiry has reached us\. .* within one business day/),
  ).toBeVisible();

  const stored = await readStore(async (store) =>
    (await new Leads(store).all()).filter((l) => l.email === email),
  );
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    firstName: "Amélie",
    lastName: "Tremblay",
    company: "Boulangerie du Coin",
    phone: "514 555 0199",
    services: ["web", "digital-marketing"],
    budget: "$15,000 to $50,000",
    callbackTime: "Any time",
    marketingConsent: false,
    consentWording: null,
  });
});

test("every field error appears beside its field, the focus goes to the first, input is kept", async ({
  page,
}) => {
  await open(page, "/contact-us");
  await page.getByLabel("Company", { exact: true }).fill("Boulangerie du Coin");
  await page.getByLabel("Email", { exact: true }).fill("amelie.boulangerie.ca");
  await page.getByLabel("About your project", { exact: true }).fill("Too short");
  await page.getByRole("button", { name: "Send my enquiry" }).click();

  const expected: Array<[string, string]> = [
    ["First name", "Please enter your first name."],
    ["Last name", "Please enter your last name."],
    ["Email", "Please enter a valid email address, like name@company.ca."],
    ["Preferred call-back time", "Please choose when we should call you back."],
    ["Budget range (CAD)", "Please choose a budget range."],
    ["About your project", "Please describe your project in at least 20 characters."],
  ];
  for (const [label, message] of expected) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.()]/g, "\\$&")));
  }
  await expect(page.getByText("Choose at least one service.")).toBeVisible();
  await expect(page.getByLabel("First name", { exact: true })).toBeFocused();
  await expect(page.getByLabel("Company", { exact: true })).toHaveValue("Boulangerie du Coin");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("amelie.boulangerie.ca");

  // Fixing a field clears its message as the visitor types.
  await page.getByLabel("First name", { exact: true }).fill("Amélie");
  await expect(page.getByText("Please enter your first name.")).toHaveCount(0);
  await expectNoAxeViolations(page, "/contact-us with errors");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server answers a plain POST: errors with input kept, then thanks", async ({ page }) => {
    await page.goto("/contact-us");
    const email = unique("nojs");
    await fillQuote(page, "not-an-address");
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Send my enquiry" }).click();
    expect((await response).status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("Please correct the highlighted fields.");
    await expect(
      page.getByText("Please enter a valid email address, like name@company.ca."),
    ).toBeVisible();
    await expect(page.getByLabel("First name", { exact: true })).toHaveValue("Amélie");
    await expect(page.getByLabel("About your project", { exact: true })).toHaveValue(
      /three bakeries/,
    );
    await expect(page.getByRole("checkbox", { name: "Digital Marketing" })).toBeChecked();
    await expect(page.getByLabel("Budget range (CAD)", { exact: true })).toHaveValue(
      "$15,000 to $50,000",
    );

    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Send my enquiry" }).click();
    await expect(page.getByRole("heading", { name: "Thank you, Amélie." })).toBeVisible();
    const stored = await readStore(async (store) =>
      (await new Leads(store).all()).filter((l) => l.email === email),
    );
    expect(stored).toHaveLength(1);
  });

  test("the newsletter form posts to the server and shows its answer", async ({ page }) => {
    await page.goto("/");
    const email = unique("nojs-news");
    await page.getByRole("contentinfo").getByRole("textbox", { name: "Email address" }).fill(email);
    await page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "One more step: check your inbox" }),
    ).toBeVisible();
    const answer = page.getByRole("main").getByRole("status");
    await expect(answer).toContainText("Thanks for subscribing!");
    await expect(answer).toContainText("confirm your address with the link we just sent you");
    const stored = await readStore(async (store) =>
      (await new Subscribers(store).list()).filter((s) => s.email === email),
    );
    expect(stored).toMatchObject([{ sourcePage: "/", status: "unconfirmed" }]);
  });
});

test("subscribing twice with the same address is thanked twice and stored once", async ({
  page,
}) => {
  await open(page, "/services");
  const email = unique("twice");
  const footer = page.getByRole("contentinfo");
  for (let attempt = 0; attempt < 2; attempt++) {
    await footer.getByRole("textbox", { name: "Email address" }).fill(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByRole("status")).toHaveText("Thanks for subscribing!");
  }
  const stored = await readStore(async (store) =>
    (await new Subscribers(store).list()).filter((s) => s.email === email),
  );
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ sourcePage: "/services" });
  expect(stored[0]?.consentWording).toContain("One practical email a month");
});
