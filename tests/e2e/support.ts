import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { ALL_BANDS_ATTRIBUTE, STARTED_ATTRIBUTE } from "../../app/browser/page-start.mjs";

/** The footer newsletter's messages on the night background (the theme's danger and success). */
export const NEWSLETTER_RED = "rgb(252, 165, 165)";
export const NEWSLETTER_GREEN = "rgb(74, 222, 128)";

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === "phone";

/** Fails with the list of WCAG 2.2 A/AA violations axe finds on the page as it is now. */
export async function expectNoAxeViolations(
  page: Page,
  context?: string,
  /** A part of the page to judge alone (its page is scanned whole elsewhere). */
  within?: string,
) {
  // A full page's scan takes seconds of CPU; with the other worker crawling every page at the
  // same time on two cores, a journey with a scan needs more than the default 30 s.
  test.slow();
  // Scrolling through the page would also close what a test opened in the header.
  if (!within) {
    await settleReveals(page);
    await drawEveryBand(page);
  }
  const builder = new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    // A frame that runs no script (the back office's live preview) cannot run axe: its page is
    // a public one, scanned as such by the sweep.
    .exclude("iframe[sandbox]");
  const results = await (within ? builder.include(within) : builder).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(" "))
        .join("\n  ")}`,
  );
  expect(summary, context).toEqual([]);
}

/**
 * Bands below a page's first are drawn only near the viewport (`content-visibility: auto` in
 * app/styles/app.css); axe cannot tell the colours behind text that is not drawn and leaves its
 * contrast undecided. The app's own attribute draws them all, so axe judges the whole page.
 */
async function drawEveryBand(page: Page) {
  await page.evaluate(
    (name) => document.documentElement.setAttribute(name, ""),
    ALL_BANDS_ATTRIBUTE,
  );
}

/** Scrolls the window and waits until the page has seen the scroll position. */
export async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

/**
 * Waits until the page's module has run: its boot imports it once the page has been painted
 * (app/browser/page-boot.mjs), and from then on it listens for the visitor's first interaction.
 * The back office's pages have no page module.
 */
export async function pageStarted(page: Page) {
  await page.waitForFunction(
    (started) =>
      document.documentElement.hasAttribute(started) ||
      (document.readyState !== "loading" && !document.querySelector("head > script[blocking]")),
    STARTED_ATTRIBUTE,
  );
}

/**
 * Opens a page and waits until React has made it interactive. Pages hydrate on a visitor's first
 * interaction (server/hydration.mjs): a press of Shift is one that changes nothing else.
 */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await pageStarted(page);
  await page.keyboard.press("Shift");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

/**
 * Scrolls through the page as a reader would, so every scroll-reveal block plays, then waits
 * until their transitions have finished: contrast is judged on what a reader ends up seeing.
 */
export async function settleReveals(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 40)));
    }
    window.scrollTo(0, 0);
  });
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.querySelectorAll("[data-reveal]:not([data-revealed])").length +
          document
            .getAnimations()
            .filter((a) => a.playState === "running" && "transitionProperty" in a).length,
      ),
    )
    .toBe(0);
}
