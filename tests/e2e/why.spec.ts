import { expect, type Page, test } from "@playwright/test";
import { companyContent } from "../../app/content/company";
import { whyPath } from "../../app/content/site";
import { expectNoAxeViolations, open } from "./support";

const { why } = companyContent.en;

const slides = why.carousel.slides;
const INTERVAL = 5000;

function carousel(page: Page) {
  return page.getByRole("region", { name: "Why clients choose Maplestack" });
}

/** The slide a reader sees and a screen reader reaches: the one that is not hidden. */
async function expectSlide(page: Page, position: number) {
  const slide = slides[position];
  if (!slide) throw new Error(`no slide ${position}`);
  const current = carousel(page).getByRole("group");
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAccessibleName(`${position + 1} of ${slides.length}`);
  await expect(current.getByRole("heading")).toHaveText(slide.title);
  await expectSlideInFrame(page);
}

/** The slide shown is the one in the frame, once the sliding transition has finished. */
async function expectSlideInFrame(page: Page) {
  const current = carousel(page).getByRole("group");
  await expect
    .poll(() =>
      current.evaluate((el) => {
        const frame = el.parentElement?.parentElement?.getBoundingClientRect();
        return Math.round(el.getBoundingClientRect().left - (frame?.left ?? 0));
      }),
    )
    .toBe(0);
}

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

/** Opens the page, then stops the clock: from here on, time moves only when a test says so. */
async function openPaused(page: Page) {
  await open(page, whyPath);
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

test("the why page shows its intro, the carousel and the call to action", async ({ page }) => {
  await open(page, whyPath);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(why.hero.title.text);
  await expect(
    page.getByRole("heading", { name: why.intro.title.text, exact: false }),
  ).toBeVisible();
  await expect(carousel(page)).toHaveAttribute("aria-roledescription", "carousel");
  await expect(page.getByRole("link", { name: "Contact Us Today" })).toHaveAttribute(
    "href",
    "/contact-us",
  );
  // A slide that moves while axe reads the page can be judged half-way across the frame: the
  // scan reads it paused, as a visitor who stops the show to read it would.
  await carousel(page).getByRole("button", { name: "Pause slide show" }).click();
  await expect(carousel(page).getByRole("button", { name: "Play slide show" })).toBeVisible();
  await expectSlideInFrame(page);
  await expectNoAxeViolations(page, whyPath);
});

test("the slides advance every 5 s in their order and loop from the last to the first", async ({
  page,
}) => {
  expect(slides.map((slide) => slide.key)).toEqual([
    "expertise",
    "client-centric",
    "full-service",
    "data-driven",
    "affordability",
    "caring-team",
  ]);
  await openPaused(page);
  await expectSlide(page, 0);
  // The show starts by itself, with a timer armed while the page hydrated.
  await page.clock.runFor(INTERVAL);
  await expectSlide(page, 1);
  // From a known moment on, timed exactly. The next timer was armed once React had rendered the
  // slide, at a moment of the clock that depends on when React got to it; pausing and playing
  // again arms a full interval within the click (a click's effects run before it returns).
  const region = carousel(page);
  await region.getByRole("button", { name: "Pause slide show" }).click();
  await region.getByRole("button", { name: "Play slide show" }).click();
  await page.clock.runFor(INTERVAL - 100);
  await expectSlide(page, 1);
  await page.clock.runFor(100);
  await expectSlide(page, 2);
  for (let position = 3; position < slides.length; position++) {
    await page.clock.runFor(INTERVAL);
    await expectSlide(page, position);
  }
  await page.clock.runFor(INTERVAL);
  await expectSlide(page, 0);
});

test("previous and next move one slide and the slide show keeps playing", async ({ page }) => {
  await openPaused(page);
  const region = carousel(page);
  await region.getByRole("button", { name: "Next slide" }).click();
  await expectSlide(page, 1);
  await page.clock.runFor(INTERVAL);
  await expectSlide(page, 2);
  await region.getByRole("button", { name: "Previous slide" }).click();
  await expectSlide(page, 1);
  await region.getByRole("button", { name: "Previous slide" }).click();
  await region.getByRole("button", { name: "Previous slide" }).click();
  await expectSlide(page, slides.length - 1);
  await region.getByRole("button", { name: "Next slide" }).click();
  await expectSlide(page, 0);
  await expect(region.getByRole("button", { name: "Pause slide show" })).toBeVisible();
  await page.clock.runFor(INTERVAL);
  await expectSlide(page, 1);
});

test("the pause button stops the slide show and play restarts it", async ({ page }) => {
  await openPaused(page);
  const region = carousel(page);
  const live = region.locator("[aria-live]");
  await expect(live).toHaveAttribute("aria-live", "off");
  await region.getByRole("button", { name: "Pause slide show" }).click();
  await expect(live).toHaveAttribute("aria-live", "polite");
  await page.clock.runFor(INTERVAL * 3);
  await expectSlide(page, 0);
  // By keyboard: the control is reachable and works with Enter.
  const play = region.getByRole("button", { name: "Play slide show" });
  await play.focus();
  await page.keyboard.press("Enter");
  await expect(region.getByRole("button", { name: "Pause slide show" })).toBeFocused();
  await page.clock.runFor(INTERVAL);
  await expectSlide(page, 1);
});

test("a slide can be chosen directly", async ({ page }) => {
  await openPaused(page);
  const last = slides.at(-1);
  await carousel(page)
    .getByRole("button", { name: `Show slide ${slides.length}: ${last?.title}` })
    .click();
  await expectSlide(page, slides.length - 1);
});

test("under reduced motion the slides do not move by themselves", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openPaused(page);
  await expect(carousel(page).getByRole("button", { name: "Play slide show" })).toBeVisible();
  await page.clock.runFor(INTERVAL * 3);
  await expectSlide(page, 0);
  await carousel(page).getByRole("button", { name: "Next slide" }).click();
  await expectSlide(page, 1);
});

// Phone only: touch gestures are a phone journey.
test("a swipe moves to the next and the previous slide", { tag: "@phone" }, async ({ page }) => {
  await openPaused(page);
  const track = carousel(page).locator("[aria-live]").locator("..");
  const swipe = async (from: number, to: number) => {
    await track.dispatchEvent("pointerdown", { pointerType: "touch", clientX: from, clientY: 300 });
    await track.dispatchEvent("pointerup", { pointerType: "touch", clientX: to, clientY: 300 });
  };
  await swipe(320, 80);
  await expectSlide(page, 1);
  await swipe(80, 320);
  await expectSlide(page, 0);
});

test("without JavaScript every slide can be read", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(whyPath);
  for (const slide of slides) {
    await expect(page.getByRole("heading", { name: slide.title })).toBeAttached();
  }
  await context.close();
});
