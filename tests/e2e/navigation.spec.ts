import { expect, type Page, test } from "@playwright/test";
import { open, pageStarted, scrollToY } from "./support";

/**
 * Where the journeys start: a long page without the home page's particle field, whose animation
 * would take the CPU these checks wait on. What is said here holds for every page.
 */
const START = "/privacy";

/** Follows the footer's About Us link: a client-side navigation that loads route data. */
async function goToAboutUs(page: Page) {
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us", exact: true }).click();
}

test("a slow navigation shows the spinning loader until the page is ready", async ({ page }) => {
  await page.clock.install();
  await open(page, START);
  await page.clock.pauseAt(Date.now() + 60_000);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested: () => void = () => {};
  const inFlight = new Promise<void>((resolve) => {
    requested = resolve;
  });
  await page.route(/\/about-us(\/_root)?\.data/, async (route) => {
    requested();
    await held;
    await route.continue();
  });
  await goToAboutUs(page);
  const loader = page.getByRole("status").filter({ hasText: "Loading page" });
  await inFlight;
  await page.clock.runFor(100);
  await expect(loader).toHaveCount(0);
  // The loader's timer starts once React has committed the navigation, which on a busy machine
  // can land just after the request is seen: advance the paused clock in small steps.
  await expect(async () => {
    await page.clock.runFor(50);
    await expect(loader).toBeVisible({ timeout: 100 });
  }).toPass({ timeout: 5_000 });
  const spinner = loader.locator("[aria-hidden='true']");
  await expect(spinner).toHaveCSS("animation-name", "spin");
  release();
  await expect(
    page.getByRole("heading", { level: 1, name: /A senior digital team/ }),
  ).toBeVisible();
  await expect(loader).toHaveCount(0);
});

test("a navigation that finishes within 150 ms never shows the loader", async ({ page }) => {
  await page.clock.install();
  await open(page, START);
  // Freeze the page's timers: the navigation completes while less than 150 ms have passed.
  await page.clock.pauseAt(Date.now() + 60_000);
  await goToAboutUs(page);
  await expect(
    page.getByRole("heading", { level: 1, name: /A senior digital team/ }),
  ).toBeVisible();
  await page.clock.runFor(1000);
  await expect(page.getByText("Loading page")).toHaveCount(0);
});

test("a new page starts at the top", async ({ page }) => {
  await open(page, START);
  await scrollToY(page, 2000);
  await goToAboutUs(page);
  await expect(
    page.getByRole("heading", { level: 1, name: /A senior digital team/ }),
  ).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

/**
 * What is at the middle of the window: the text of the element there. Bands below a page's first
 * wait for the viewport to be drawn, holding a guessed height; a restored position must still
 * land on what the visitor was reading.
 */
const readingAt = (page: Page) =>
  page.evaluate(() => document.elementFromPoint(40, window.innerHeight / 2)?.textContent?.trim());

test("back and reload return a long page to what its visitor was reading", async ({ page }) => {
  await open(page, "/services/web/website-design-development");
  for (let y = 500; y <= 6000; y += 500) await scrollToY(page, y);
  const reading = await readingAt(page);
  expect(reading).toBeTruthy();

  // Followed where the page stands: a pointer's click would first scroll the link into view.
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "About Us", exact: true })
    .evaluate((link: HTMLElement) => link.click());
  await expect(
    page.getByRole("heading", { level: 1, name: /A senior digital team/ }),
  ).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: /website/i })).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(6000);
  // The bands above, drawn again as the page comes back, settle at their heights within a frame
  // or two: what is read at the middle is then what was.
  await expect.poll(() => readingAt(page)).toBe(reading);

  // A reload's position is restored before the font arrives; the swap may nudge it a line's part.
  // The browser restores the number at once, over bands still at their guessed heights; the page
  // module draws them all and restores it again (app/browser/page-start.mjs), so the position is
  // judged once the module has run.
  await page.reload();
  await pageStarted(page);
  await expect
    .poll(() => page.evaluate(() => Math.abs(window.scrollY - 6000)))
    .toBeLessThanOrEqual(24);
  expect(await readingAt(page)).toBe(reading);
});

test("a link to a section scrolls to it, on the page and on arrival", async ({ page }) => {
  await open(page, "/");
  await page.getByRole("link", { name: "See how we work" }).click();
  await expect(page).toHaveURL(/#process$/);
  await expect(page.getByRole("heading", { name: /From first call to launch/ })).toBeInViewport();

  await open(page, "/#why-us");
  await expect(page.getByRole("heading", { name: "Why Choose Us?" })).toBeInViewport();
});

test("a failure while loading a page shows the application error with its status", async ({
  page,
}) => {
  await open(page, START);
  await page.route(/\/about-us(\/_root)?\.data/, (route) =>
    route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }),
  );
  await goToAboutUs(page);
  await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("500");
  // The stack is for developers: a production build never shows it.
  await expect(page.getByRole("main").locator("pre")).toHaveCount(0);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
});

test("a server out of reach while loading a page says it will be back, with the phone and email", async ({
  page,
}) => {
  await open(page, START);
  await page.route(/\/about-us(\/_root)?\.data/, (route) =>
    route.fulfill({ status: 503, contentType: "text/plain", body: "Service Unavailable" }),
  );
  await goToAboutUs(page);
  await expect(page.getByRole("heading", { name: "We'll be right back" })).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: "hello@maplestack.ca" }),
  ).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
});

// At 1440 px only: keyboard journey on desktop.
test("keyboard users can skip straight to the content", { tag: "@desktop" }, async ({ page }) => {
  await open(page, START);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});
