import { expect, test } from "@playwright/test";
import { companyContent } from "../../app/content/company";
import { claims } from "../../app/content/site";
import { expectNoAxeViolations, open } from "./support";

const { about, faq: faqs, privacy } = companyContent.en;

test("the about page tells the story, the values, the figures, the process and the team", async ({
  page,
}) => {
  await open(page, "/about-us");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(about.hero.title.text);
  await expect(page.getByText(/founded in Toronto in 2019/).first()).toBeVisible();
  for (const value of about.values.items) {
    await expect(page.getByRole("heading", { name: value.title, exact: true })).toBeAttached();
  }
  const figures = page.getByRole("region", { name: "Maplestack in figures" });
  for (const figure of [
    claims.experienceYears,
    claims.projects,
    claims.clients,
    claims.uptime,
    claims.timeline,
  ]) {
    await expect(figures.getByText(figure, { exact: true })).toBeAttached();
  }
  const team = page.getByRole("region", { name: /behind the work/ });
  await expect(team.getByRole("listitem")).toHaveCount(about.team.members.length);
  for (const member of about.team.members) {
    await expect(team.getByRole("heading", { name: member.name })).toBeAttached();
  }
  await expect(page.getByRole("link", { name: "Start a conversation" })).toHaveAttribute(
    "href",
    "/contact-us",
  );
  await expectNoAxeViolations(page, "/about-us");
});

test("the FAQ lists every topic with its questions, each a link to its answer", async ({
  page,
}) => {
  await open(page, "/faqs");
  for (const group of faqs.groups) {
    const card = page.getByRole("region", { name: group.title, exact: true });
    await expect(card.getByRole("link", { name: group.title, exact: true })).toHaveAttribute(
      "href",
      `/faqs/${group.id}`,
    );
    await expect(card.getByRole("link")).toHaveCount(group.items.length + 1);
    for (const item of group.items) {
      await expect(card.getByRole("link", { name: item.question, exact: true })).toHaveAttribute(
        "href",
        `/faqs/${group.id}#${item.id}`,
      );
    }
  }
  // No answer is on this page: each is on its topic's page, which the first window carries.
  await expect(page.locator("main details")).toHaveCount(0);
  expect(faqs.groups.map((group) => group.id)).toEqual(
    expect.arrayContaining(["working-with-us", "pricing", "hosting"]),
  );
  await expectNoAxeViolations(page, "/faqs");
});

test("a topic's page answers its questions, names itself in the topics and passes axe", async ({
  page,
}) => {
  const pricing = faqs.groups.find((group) => group.id === "pricing");
  if (!pricing) throw new Error("no pricing topic");
  await open(page, "/faqs");
  await page.getByRole("link", { name: pricing.title, exact: true }).click();
  await expect(page).toHaveURL(/\/faqs\/pricing$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pricing.title);
  await expect(page.locator("main details")).toHaveCount(pricing.items.length);
  const topics = page.getByRole("navigation", { name: "Topics" });
  await expect(topics.getByRole("link")).toHaveCount(faqs.groups.length);
  await expect(topics.getByRole("link", { name: pricing.title })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("link", { name: "FAQs" })).toHaveAttribute("href", "/faqs");
  await expectNoAxeViolations(page, "/faqs/pricing");
  const last = faqs.groups.at(-1);
  if (!last) throw new Error("no group");
  await topics.getByRole("link", { name: last.title }).click();
  await expect(page).toHaveURL(new RegExp(`/faqs/${last.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(last.title);
});

test("a question opens and closes by mouse and by keyboard", async ({ page }) => {
  const [group] = faqs.groups;
  const [first, second] = group?.items ?? [];
  if (!group || !first || !second) throw new Error("needs two questions");
  await open(page, `/faqs/${group.id}`);
  const answer = page.getByText(first.answer[0] ?? "", { exact: true });
  await expect(answer).toBeHidden();
  await page.getByRole("heading", { name: first.question }).click();
  await expect(answer).toBeVisible();
  await page.getByRole("heading", { name: first.question }).click();
  await expect(answer).toBeHidden();
  const summary = page.locator(`#${second.id} > summary`);
  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(second.answer[0] ?? "", { exact: true })).toBeVisible();
  await page.keyboard.press("Space");
  await expect(page.getByText(second.answer[0] ?? "", { exact: true })).toBeHidden();
});

test("a topic is deep-linkable: /faqs#pricing lands on the pricing questions", async ({ page }) => {
  await open(page, "/faqs#pricing");
  const pricing = faqs.groups.find((group) => group.id === "pricing");
  await expect(page.getByRole("heading", { name: pricing?.title, exact: true })).toBeInViewport();
});

test("a question is deep-linkable: its answer is open and in view", async ({ page }) => {
  const group = faqs.groups.at(-1);
  const question = group?.items.at(-1);
  if (!group || !question) throw new Error("no question");
  await open(page, `/faqs/${group.id}#${question.id}`);
  await expect(page.locator(`#${question.id}`)).toHaveAttribute("open", "");
  await expect(page.getByText(question.answer[0] ?? "", { exact: true })).toBeInViewport();
});

test("an address from when the answers were all on one page leads to the answer", async ({
  page,
}) => {
  const group = faqs.groups.at(-2);
  const question = group?.items.at(-1);
  if (!group || !question) throw new Error("no question");
  await open(page, `/faqs#${question.id}`);
  await expect(page).toHaveURL(new RegExp(`/faqs/${group.id}#${question.id}$`));
  await expect(page.locator(`#${question.id}`)).toHaveAttribute("open", "");
  await expect(page.getByText(question.answer[0] ?? "", { exact: true })).toBeInViewport();
});

test("the privacy policy answers what, why, how long, who, and how to change or withdraw", async ({
  page,
}) => {
  await open(page, "/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Privacy");
  for (const section of privacy.sections) {
    await expect(
      page.getByRole("heading", { level: 2, name: section.title, exact: true }),
    ).toBeAttached();
  }
  await expect(page.getByText("privacy@maplestack.ca").first()).toBeVisible();
  await expectNoAxeViolations(page, "/privacy");
});
