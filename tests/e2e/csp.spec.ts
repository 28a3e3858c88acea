import { expect, test } from "@playwright/test";
import { prerenderPaths, requestPages } from "../../app/content/routes-table";
import { insightsPages } from "./insights-data";
import { open } from "./support";

test("no page breaks its Content-Security-Policy or logs an error in Chromium", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  let current = "";
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`${current}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`${current}: ${error.message}`));
  const articles = insightsPages.filter((entry) => !entry.path.includes("/page/"));
  const section = [
    ...articles.slice(0, 3),
    ...articles.filter((entry) => entry.lang === "fr").slice(0, 3),
  ];
  for (const path of [
    ...prerenderPaths(),
    ...requestPages,
    ...section.map((entry) => entry.path),
    "/search",
  ]) {
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
