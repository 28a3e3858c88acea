import { expect, test } from "@playwright/test";
import { categories, serviceByRef, servicePath } from "../../app/content/catalogue";
import { caseStudyContent, projectContent } from "../../app/content/work";
import type { CaseStudyInput } from "../../app/content/work/schema";
import { oldCaseStudies, redirectProblems } from "./redirects";
import { expectNoAxeViolations, open } from "./support";

const categoryOf = (ref: string) => ref.split("/")[0];
const serviceLinks = (record: CaseStudyInput) =>
  record.services.map((ref) => {
    const entry = serviceByRef(ref);
    if (!entry) throw new Error(`unknown service ${ref}`);
    return { name: entry.name, href: servicePath(entry) };
  });

test.describe("the portfolio", () => {
  test("lists every project with its result, and links to its page", async ({ page }) => {
    await open(page, "/portfolio");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Work measured in");
    for (const project of projectContent) {
      const link = page.getByRole("link", { name: project.client, exact: true });
      await expect(link).toHaveAttribute("href", `/portfolio/${project.slug}`);
      await expect(page.getByText(project.headline, { exact: true }).first()).toBeVisible();
    }
    for (const study of caseStudyContent) {
      await expect(page.locator(`a[href="/case-studies/${study.slug}"]`), study.slug).toHaveCount(
        1,
      );
    }
    await expectNoAxeViolations(page, "/portfolio");
  });

  test("filters the work by service category without reloading", async ({ page }) => {
    await open(page, "/portfolio");
    const status = page.getByRole("status").filter({ hasText: "Showing" });
    await expect(status).toHaveText(
      `Showing ${projectContent.length} projects and ${caseStudyContent.length} client results.`,
    );
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    for (const category of categories) {
      const button = page.getByRole("button", { name: category.name, exact: true });
      await button.click();
      await expect(button).toHaveAttribute("aria-pressed", "true");
      const inCategory = projectContent.filter((p) =>
        p.services.some((ref) => categoryOf(ref) === category.slug),
      );
      for (const project of projectContent) {
        const link = page.getByRole("link", { name: project.client, exact: true });
        if (inCategory.includes(project)) await expect(link).toBeVisible();
        else await expect(link).toBeHidden();
      }
      const studies = caseStudyContent.filter(
        (s) => categoryOf(s.services[0] ?? "") === category.slug,
      );
      await expect(status).toContainText(
        `${inCategory.length} ${inCategory.length === 1 ? "project" : "projects"} and ${studies.length} client results in ${category.name}`,
      );
      await expect(page.getByRole("heading", { name: category.name, exact: true })).toBeVisible();
    }
    await page.getByRole("button", { name: "All work" }).click();
    for (const project of projectContent) {
      await expect(page.getByRole("link", { name: project.client, exact: true })).toBeVisible();
    }
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(
      true,
    );
  });

  test("shows every project without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/portfolio");
    for (const project of projectContent) {
      await expect(page.getByRole("link", { name: project.client, exact: true })).toBeVisible();
    }
    await context.close();
  });
});

/**
 * One project and one case study stand for their templates: the first project (its "previous"
 * link loops to the last) and the first case study. Every other page of the work is swept after
 * the build (sweep.spec.ts) and its record is checked by the schemas.
 */
{
  const index = 0;
  const project = projectContent[index] as (typeof projectContent)[number];
  const path = `/portfolio/${project.slug}`;
  test("a project page tells the whole story", async ({ page }) => {
    const response = await open(page, path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(project.title.text);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Portfolio" })).toHaveAttribute(
      "href",
      "/portfolio",
    );
    await expect(page.getByRole("heading", { name: /Where .* started/ })).toBeVisible();
    for (const step of project.approach) {
      await expect(
        page.getByRole("heading", {
          name: `Step ${project.approach.indexOf(step) + 1}: ${step.title}`,
          exact: true,
        }),
      ).toBeAttached();
    }
    const results = page.getByRole("region", { name: "What changed" });
    for (const result of project.results) {
      await expect(results.getByText(result.value, { exact: true })).toBeAttached();
    }
    for (const technology of project.technologies) {
      await expect(
        results.getByRole("listitem").filter({ hasText: technology }).first(),
      ).toBeAttached();
    }
    await expect(page.getByText(project.quote.text, { exact: false })).toBeAttached();
    for (const service of serviceLinks(project)) {
      await expect(
        page.getByRole("region", { name: "The services behind this work" }).getByRole("link", {
          name: new RegExp(service.name),
        }),
      ).toHaveAttribute("href", service.href);
    }
    const count = projectContent.length;
    const previous = projectContent[(index - 1 + count) % count];
    const next = projectContent[(index + 1) % count];
    const more = page.getByRole("navigation", { name: "More projects" });
    await expect(more.getByRole("link", { name: /Previous project/ })).toHaveAttribute(
      "href",
      `/portfolio/${previous?.slug}`,
    );
    await expect(more.getByRole("link", { name: /Next project/ })).toHaveAttribute(
      "href",
      `/portfolio/${next?.slug}`,
    );
    await expect(page.getByRole("link", { name: "Start Your Project" })).toHaveAttribute(
      "href",
      "/contact-us",
    );
    await expectNoAxeViolations(page, path);
  });
}

{
  const study = caseStudyContent[0] as (typeof caseStudyContent)[number];
  const path = `/case-studies/${study.slug}`;
  test("a case study shows the problem, approach and results", async ({ page }) => {
    const response = await open(page, path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(study.headline);
    await expect(page.getByText(study.problem[0] ?? "", { exact: true })).toBeAttached();
    for (const step of study.approach) {
      await expect(
        page.getByRole("heading", {
          name: `Step ${study.approach.indexOf(step) + 1}: ${step.title}`,
          exact: true,
        }),
      ).toBeAttached();
    }
    const results = page.getByRole("region", { name: "What changed" });
    for (const result of study.results) {
      await expect(results.getByText(result.label, { exact: true })).toBeAttached();
    }
    for (const service of serviceLinks(study)) {
      await expect(
        page.getByRole("region", { name: "The services behind this work" }).getByRole("link", {
          name: new RegExp(service.name),
        }),
      ).toHaveAttribute("href", service.href);
    }
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `https://maplestack.ca${path}`,
    );
    await expect(page.getByRole("link", { name: "Start Your Project" })).toHaveAttribute(
      "href",
      "/contact-us",
    );
    await expectNoAxeViolations(page, path);
  });
}

test("a project's old case-study address answers 301 to its portfolio page", async ({
  request,
}) => {
  expect(oldCaseStudies).toHaveLength(projectContent.length);
  const problems = await redirectProblems(
    [
      ...oldCaseStudies,
      ...oldCaseStudies.map(({ from, to }) => ({ from: `${from}?ref=x`, to: `${to}?ref=x` })),
    ],
    async (path) => {
      const response = await request.get(path, { maxRedirects: 0 });
      return { status: response.status(), location: response.headers().location ?? null };
    },
  );
  expect(problems).toEqual([]);
});

test("a project's old case-study address opens the project page when followed in the browser", async ({
  page,
}) => {
  const [project] = projectContent;
  if (!project) throw new Error("no project");
  const response = await open(page, `/case-studies/${project.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/portfolio/${project.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(project.title.text);
});

test("an unknown project or case study is a 404", async ({ request }) => {
  expect((await request.get("/portfolio/no-such-project")).status()).toBe(404);
  expect((await request.get("/case-studies/no-such-study")).status()).toBe(404);
});
