import { expect, type Page, test } from "@playwright/test";
import {
  categories,
  categoryPath,
  servicePath,
  services,
  servicesIn,
} from "../../app/content/catalogue";
import { serviceContent } from "../../app/content/services";
import type { Emphasis } from "../../app/content/types";
import { caseStudyContent, projectContent } from "../../app/content/work";
import { fitTitle } from "../../app/lib/meta";
import { misfiledServices, redirectProblems } from "./redirects";
import { expectNoAxeViolations, open } from "./support";

const work = [...caseStudyContent, ...projectContent];
/** A portfolio project's card opens its project page; any other work's, its case study. */
const workHref = (slug: string) =>
  projectContent.some((project) => project.slug === slug)
    ? `/portfolio/${slug}`
    : `/case-studies/${slug}`;
const headingText = (title: Emphasis) => [title.text, title.accent].filter(Boolean).join(" ");

/** Vertical position of a visible heading, for checking the order of sections. */
async function headingTop(page: Page, name: string) {
  const heading = page.getByRole("heading", { name, exact: true }).first();
  await expect(heading).toBeAttached();
  return heading.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
}

/**
 * One page stands for the template: the service that shows the most of it (extra sections and a
 * client's testimonial). Every other service page is swept after the build (sweep.spec.ts:
 * status, one h1, content, links, title, description, canonical, JSON-LD) and
 * checked as content by the schemas.
 */
const service = [...serviceContent].sort(
  (a, b) =>
    Number(b.showTestimonial) - Number(a.showTestimonial) ||
    (b.sections?.length ?? 0) - (a.sections?.length ?? 0),
)[0] as (typeof serviceContent)[number];
{
  const path = servicePath(service);
  const category = categories.find((c) => c.slug === service.category);

  test("a service page shows its sections in order", async ({ page }) => {
    const response = await open(page, path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(fitTitle(service.meta.title));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      headingText(service.hero.title),
    );
    if (service.hero.showCTA) {
      await expect(page.getByRole("link", { name: "Get Started", exact: true })).toHaveAttribute(
        "href",
        "/contact-us",
      );
    }

    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByRole("link", { name: category?.name })).toHaveAttribute(
      "href",
      categoryPath(service.category),
    );
    await expect(breadcrumb.locator("[aria-current='page']")).toHaveText(service.name);

    const order = [
      headingText(service.intro.title),
      headingText(service.features.title),
      headingText(service.process.title),
      headingText(service.showcase.title),
      ...(service.showTestimonial ? ["What a client says"] : []),
      `Questions about ${service.name}`,
      "Ready to Get Started?",
    ];
    const tops: number[] = [];
    for (const name of order) tops.push(await headingTop(page, name));
    expect(tops).toEqual([...tops].sort((a, b) => a - b));

    for (const section of service.sections ?? []) {
      await expect(
        page.getByRole("heading", { name: headingText(section.title), exact: true }),
      ).toBeAttached();
    }

    const features = page.getByRole("region", { name: headingText(service.features.title) });
    await expect(features.getByRole("listitem")).toHaveCount(service.features.items.length);
    const steps = page.getByRole("region", { name: headingText(service.process.title) });
    await expect(steps.getByRole("listitem")).toHaveCount(service.process.steps.length);
    for (const slug of service.showcase.items) {
      const record = work.find((candidate) => candidate.slug === slug);
      await expect(
        page.getByRole("link", { name: `View Project: ${record?.client}` }),
      ).toHaveAttribute("href", workHref(slug));
    }
    await expect(page.getByRole("link", { name: "View All Projects" })).toHaveAttribute(
      "href",
      "/portfolio",
    );
    await expect(page.getByRole("link", { name: "Contact Us Now" })).toHaveAttribute(
      "href",
      "/contact-us",
    );
    const faqs = page.getByRole("region", { name: `Questions about ${service.name}` });
    await expect(faqs.getByRole("group")).toHaveCount(service.faqs.length);

    await expectNoAxeViolations(page, path);
  });
}

{
  const category = categories.find((c) => c.slug === service.category) ?? categories[0];
  if (!category) throw new Error("no category");
  test("a category page lists all its services", async ({ page }) => {
    const response = await open(page, categoryPath(category.slug));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.name);
    const list = page.getByRole("region", { name: `What we do in ${category.name}` });
    for (const service of servicesIn(category.slug)) {
      await expect(list.getByRole("link", { name: service.name, exact: true })).toHaveAttribute(
        "href",
        servicePath(service),
      );
    }
    await expectNoAxeViolations(page, category.slug);
  });
}

test("the services index reaches every service of every category", async ({ page }) => {
  await open(page, "/services");
  for (const service of services) {
    await expect(
      page.getByRole("link", { name: service.name, exact: true }).first(),
    ).toHaveAttribute("href", servicePath(service));
  }
  await expectNoAxeViolations(page, "/services");
});

test("the FAQ accordion opens and closes by mouse and by keyboard", async ({ page }) => {
  const service = serviceContent[0];
  if (!service) throw new Error("no service");
  await open(page, servicePath(service));
  const [first, second] = service.faqs;
  if (!first || !second) throw new Error("needs two questions");
  const answer = page.getByText(first.answer);
  await expect(answer).toBeHidden();
  await page.getByRole("group").filter({ hasText: first.question }).locator("summary").click();
  await expect(answer).toBeVisible();
  const summary = page.getByRole("group").filter({ hasText: second.question }).locator("summary");
  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(second.answer)).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByText(second.answer)).toBeHidden();
});

test.describe("redirects and unknown services", () => {
  const redirects: Array<[string, string]> = [
    ["/services/web/website-Design-Development", "/services/web/website-design-development"],
    ["/SERVICES/WEB", "/services/web"],
    ["/services/software-development", "/services/software"],
    ["/services/Hosting/Security", "/services/hosting/security"],
    // Old service names, redirects of the database since it was made (its migration 0022).
    [
      "/services/artificial-intelligence/ai-poc-mvp",
      "/services/artificial-intelligence/ai-poc-ai-mvp",
    ],
    ["/services/digital-marketing/search-engine-optimization", "/services/digital-marketing/seo"],
    ["/services/digital-marketing/social-media-marketing", "/services/digital-marketing/smm"],
    ["/services/digital-marketing/paid-advertising", "/services/digital-marketing/ppc"],
    [
      "/fr/services/marketing-numerique/search-engine-optimization",
      "/fr/services/marketing-numerique/referencement-naturel",
    ],
  ];
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, "HTTP only: once is enough");

  test("another letter case, an old name or the footer's path answers 301 to the one URL", async ({
    request,
  }) => {
    for (const [from, to] of redirects) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(new URL(response.headers().location ?? "", "http://x").pathname, from).toBe(to);
    }
  });

  test("every service under another category answers 301 to its one URL, keeping the query", async ({
    request,
  }) => {
    expect(misfiledServices).toHaveLength(2 * services.length);
    const problems = await redirectProblems(misfiledServices, async (path) => {
      const response = await request.get(path, { maxRedirects: 0 });
      return { status: response.status(), location: response.headers().location ?? null };
    });
    expect(problems).toEqual([]);
  });

  test("a path that is no service or category is a 404", async ({ request }) => {
    for (const path of [
      "/services/web/not-a-service",
      "/services/software/not-a-service",
      "/services/some-other-category/not-a-service",
      "/services/no-such-category",
      "/services/seo/web",
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain("Page not found");
    }
  });
});
