import { expect, test } from "@playwright/test";
import { SCRIPTS_MARK } from "../../app/browser/page-start.mjs";
import { categories, categoryPath, servicePath, services } from "../../app/content/catalogue";
import { whyPath } from "../../app/content/site";
import { caseStudyContent, projectContent } from "../../app/content/work";
import { localizePath } from "../../app/i18n/paths";
import { cspForHtml } from "../../server/headers.mjs";
import { pairedArticle } from "./insights-data";
import { open } from "./support";

/**
 * The Content-Security-Policy as Chromium applies it, with the page's script running: one page
 * of each kind, in both languages, made interactive, then a client-side navigation and the site
 * search. What every page's document holds against its policy (inline scripts by their hashes,
 * nothing from another origin) is checked on every page by sweep.spec.ts.
 */

const [category] = categories;
const [service] = services;
const [project] = projectContent;
const [story] = caseStudyContent;
if (!category || !service || !project || !story) throw new Error("a page of each kind");
const article = pairedArticle();

const english = [
  "/",
  "/services",
  categoryPath(category.slug),
  servicePath(service),
  whyPath,
  "/about-us",
  "/portfolio",
  `/portfolio/${project.slug}`,
  `/case-studies/${story.slug}`,
  "/faqs",
  "/faqs/pricing",
  "/contact-us",
  "/book",
  "/privacy",
  "/accessibility",
  "/insights",
  "/search",
];
const pages = [
  ...english,
  article.en.path,
  ...english.map((path) => localizePath(path, "fr")),
  article.fr.path,
  "/no-such-page",
];

test("no page kind breaks its Content-Security-Policy or logs an error in Chromium", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  let current = "";
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // The missing page answers 404 on purpose; Chromium logs that status as an error.
    if (current === "/no-such-page" && message.text().includes("404")) return;
    problems.push(`${current}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`${current}: ${error.message}`));
  for (const path of pages) {
    current = path;
    await open(page, path);
  }
  // A client-side navigation too: data requests and lazily loaded route modules.
  current = "navigation to /portfolio";
  await open(page, "/");
  await page.getByRole("banner").getByRole("link", { name: "Portfolio" }).first().click();
  await expect(page).toHaveURL(/\/portfolio$/);
  // The next page is rendered in slices between frames: on a machine running other tests, it
  // can take longer than the usual five seconds (this test is about the policy, not speed).
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Work measured in", {
    timeout: 15_000,
  });
  // The site search compiles its WebAssembly engine under the same policy.
  current = "search";
  await page.getByRole("link", { name: "Search", exact: true }).filter({ visible: true }).click();
  await page.getByRole("dialog").getByRole("searchbox").fill("hosting");
  await expect(page.getByRole("dialog").getByRole("status")).toContainText("results for", {
    timeout: 15_000,
  });
  expect(problems).toEqual([]);
});

test("a script put into a page's content does not run under its policy; the page's own do", async ({
  page,
}) => {
  // The contact page is rendered per request: React Router's context and data stay inline, with
  // React's scripts that put the data in place, all allowed by their hashes.
  const injected = [
    "<script>window.__injected = 'inline'</script>",
    "<script type=\"module\">window.__injected = 'module'</script>",
    `<script ${SCRIPTS_MARK}="">window.__injected = 'marked'</script>`,
  ];
  await page.route("**/contact-us", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace("</main>", `${injected.join("")}</main>`);
    const {
      "content-encoding": _encoding,
      "content-length": _length,
      ...headers
    } = response.headers();
    await route.fulfill({
      response,
      body: html,
      headers: { ...headers, "content-security-policy": cspForHtml(html) },
    });
  });
  const blocked: string[] = [];
  await page.exposeFunction("reportBlocked", (what: string) => blocked.push(what));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportBlocked: (what: string) => void }).reportBlocked(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  await open(page, "/contact-us");
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: string }).__injected),
  ).toBeUndefined();
  await expect.poll(() => blocked).toEqual(injected.map(() => "script-src-elem inline"));
});
