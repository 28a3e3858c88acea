import { expect, type Locator, type Page, test } from "@playwright/test";
import { Leads } from "../../app/lib/leads.server";
import { createAccount, STAFF_PASSWORD, setPassword } from "./admin";
import { E2E_DATA_DIR, readStore } from "./store";
import { expectNoAxeViolations, open } from "./support";

/**
 * The team's side of a lead, as people use it: a visitor sends the contact form, someone signs
 * in to the back office and takes the lead to "won" with a note, by keyboard alone; the same
 * without JavaScript; every back-office page passes axe at both widths.
 */
test.describe.configure({ mode: "serial" });

const email = (testInfo: { project: { name: string } }) =>
  `journey-${testInfo.project.name}@maplestack.test`;

test.beforeAll(async ({ baseURL }, testInfo) => {
  await setPassword(baseURL ?? "", createAccount({ dataDir: E2E_DATA_DIR }, email(testInfo)));
});

/** Sends the public contact form as a visitor, with a company name no other test uses. */
async function sendLead(page: Page, company: string) {
  await open(page, "/contact-us");
  await page.getByLabel("First name", { exact: true }).fill("Amélie");
  await page.getByLabel("Last name", { exact: true }).fill("Tremblay");
  await page.getByLabel("Company", { exact: true }).fill(company);
  await page.getByLabel("Email", { exact: true }).fill("amelie@boulangerie.ca");
  await page.getByRole("checkbox", { name: "Web Solutions" }).check();
  await page.getByLabel("Budget range (CAD)", { exact: true }).selectOption("$15,000 to $50,000");
  await page.getByLabel("Preferred call-back time", { exact: true }).selectOption("Any time");
  await page
    .getByLabel("About your project", { exact: true })
    .fill("A bilingual website with online orders for our three bakeries, live before spring.");
  await page.getByRole("button", { name: "Send my enquiry" }).click();
  await expect(page.getByRole("heading", { name: /thank/i })).toBeVisible();
}

/** Presses Tab until the element has focus: proof it is reachable by keyboard, in order. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`not reached by ${limit} presses of Tab`);
}

async function signInByKeyboard(page: Page, address: string) {
  await open(page, "/admin/leads");
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Fleads$/);
  await tabTo(page, page.getByLabel("Email address"));
  await page.keyboard.type(address);
  await page.keyboard.press("Tab");
  await page.keyboard.type(STAFF_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
}

// At 1440 px only: the keyboard journey.
test(
  "a lead goes from the public form to won with a note, by keyboard",
  {
    tag: "@desktop",
  },
  async ({ page }, testInfo) => {
    const company = `Keyboard Bakery ${Date.now()}`;
    await sendLead(page, company);
    await signInByKeyboard(page, email(testInfo));

    // Find it: search by company.
    await tabTo(page, page.getByLabel("Search names, company, email and message"));
    await page.keyboard.type(company);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/q=Keyboard/);
    const link = page.getByRole("link", { name: "Amélie Tremblay" });
    await expect(link).toHaveCount(1);
    await tabTo(page, link);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Amélie Tremblay", level: 1 })).toBeVisible();
    await expect(page.getByText(company).first()).toBeVisible();
    await expect(page.getByText("amelie@boulangerie.ca")).toBeVisible();
    await expect(page.getByText("received from the website")).toBeVisible();

    // Contacted, then won, from the status list by keyboard.
    const status = page.getByLabel("Move this lead to");
    for (const [key, label] of [
      ["ArrowDown", "Contacted"],
      ["w", "Won"],
    ] as const) {
      await tabTo(page, status);
      await page.keyboard.press(key);
      await expect(status).toHaveValue(label.toLowerCase());
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: "Update status" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("status").filter({ hasText: "Status updated." })).toBeVisible();
      await expect(page.getByText(`to ${label}`)).toBeVisible();
    }

    const note = "Signed the proposal; kick-off on Monday with their two managers.";
    await tabTo(page, page.getByLabel("Note for the team"));
    await page.keyboard.type(note);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Add note" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Note added." })).toBeVisible();
    await expect(page.getByText(note)).toBeVisible();

    const stored = await readStore(async (store) => {
      const lead = (await new Leads(store).all()).find((l) => l.company === company);
      const events = await store.db
        .selectFrom("lead_events")
        .selectAll()
        .where("lead_id", "=", lead?.id ?? 0)
        .orderBy("id")
        .execute();
      return { lead, events };
    });
    expect(stored.lead?.status).toBe("won");
    expect(stored.events.map((e) => [e.kind, e.to_status, e.note, e.staff_email])).toEqual([
      ["status", "contacted", null, email(testInfo)],
      ["status", "won", null, email(testInfo)],
      ["note", null, note, email(testInfo)],
    ]);

    // Back in the list, filtered to won, it is there; the export holds it.
    await tabTo(page, page.getByRole("link", { name: "← All leads" }));
    await page.keyboard.press("Enter");
    await tabTo(page, page.getByRole("link", { name: /^Won \d+$/ }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/status=won/);
    await expect(page.getByRole("link", { name: "Amélie Tremblay" }).first()).toBeVisible();
    const csv = await page.request.get(`/admin/leads.csv?q=${encodeURIComponent(company)}`);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers()["content-disposition"]).toMatch(/attachment; filename="maplestack-leads-/);
    const rows = (await csv.text()).trim().split("\r\n");
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(`,"won","Amélie","Tremblay","${company}","amelie@boulangerie.ca",`);
  },
);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("status changes, notes and deletion work as plain forms", async ({ page }, testInfo) => {
    const company = `Plain Form Bakery ${testInfo.project.name} ${Date.now()}`;
    // The public form works without JavaScript too.
    await page.goto("/contact-us");
    await page.getByLabel("First name", { exact: true }).fill("Jordan");
    await page.getByLabel("Last name", { exact: true }).fill("Singh");
    await page.getByLabel("Company", { exact: true }).fill(company);
    await page.getByLabel("Email", { exact: true }).fill("jordan@example.ca");
    await page.getByRole("checkbox", { name: "Software Solutions" }).check();
    await page.getByLabel("Budget range (CAD)", { exact: true }).selectOption("Not sure yet");
    await page.getByLabel("Preferred call-back time", { exact: true }).selectOption("Any time");
    await page
      .getByLabel("About your project", { exact: true })
      .fill("A dispatch tool for our trucks that the drivers can use on their phones.");
    await page.getByRole("button", { name: "Send my enquiry" }).click();
    await expect(page.getByRole("heading", { name: /thank/i })).toBeVisible();

    await page.goto("/admin/sign-in");
    await page.getByLabel("Email address").fill(email(testInfo));
    await page.getByLabel("Password").fill(STAFF_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByLabel("Search names, company, email and message").fill(company);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.getByRole("link", { name: "Jordan Singh" }).click();

    await page.getByLabel("Move this lead to").selectOption("qualified");
    await page.getByRole("button", { name: "Update status" }).click();
    await expect(page.getByText("Status updated.")).toBeVisible();
    await expect(page.getByText("to Qualified")).toBeVisible();
    // An empty note is refused with a message, nothing stored.
    await page.getByLabel("Note for the team").fill("   ");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("alert")).toHaveText("Write the note before adding it.");
    await page.getByLabel("Note for the team").fill("Wants a call with their IT lead first.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Wants a call with their IT lead first.")).toBeVisible();

    const id = Number(page.url().match(/leads\/(\d+)/)?.[1]);
    await page.getByRole("checkbox", { name: /asked for their data to be deleted/ }).check();
    await page.getByRole("button", { name: "Delete this lead" }).click();
    await expect(page).toHaveURL(/\/admin\/leads\?done=deleted$/);
    await expect(page.getByRole("status").filter({ hasText: "deleted" })).toBeVisible();
    const left = await readStore(async (store) => ({
      lead: await new Leads(store).byId(id),
      events: await store.db
        .selectFrom("lead_events")
        .selectAll()
        .where("lead_id", "=", id)
        .execute(),
      audit: await store.db.selectFrom("audit_log").selectAll().where("lead_id", "=", id).execute(),
    }));
    expect(left.lead).toBeUndefined();
    expect(left.events).toEqual([]);
    expect(left.audit.map((entry) => entry.action)).toContain("deleted lead on request");
    expect(JSON.stringify(left.audit)).not.toMatch(/Jordan|Singh|jordan@example|Plain Form/);
  });
});

test("every back-office page passes axe", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.goto("/admin/sign-in");
  await expectNoAxeViolations(page, "sign-in");
  await page.getByLabel("Email address").fill(email(testInfo));
  await page.getByLabel("Password").fill("wrong password, wrong");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expectNoAxeViolations(page, "sign-in refused");
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  const first = page.getByRole("table").getByRole("link").first();
  const lead = await first.getAttribute("href");
  for (const path of [
    "/admin/leads",
    lead ?? "",
    "/admin/bookings",
    "/admin/bookings/hosts",
    "/admin/subscribers",
    "/admin/analytics",
    "/admin/account",
    "/admin/content",
    "/admin/redirects",
    "/admin/staff",
    "/admin/audit",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, path);
    // Nothing wider than the screen but the tables' own scrolling regions.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
