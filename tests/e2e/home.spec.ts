import { expect, test } from "@playwright/test";
import { categories, categoryPath } from "../../app/content/catalogue";
import { claims, headlineFigures, site } from "../../app/content/site";
import { expectNoAxeViolations, open, scrollToY } from "./support";

test("the home page says what the agency does and leads to every service category", async ({
  page,
}) => {
  const response = await open(page, "/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Maplestack/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    "Websites, software and growth for ambitious Canadian businesses",
  );
  const services = page.getByRole("region", { name: /One team for everything/ });
  for (const category of categories) {
    await expect(services.getByRole("link", { name: category.name, exact: true })).toHaveAttribute(
      "href",
      categoryPath(category.slug),
    );
  }
});

test("Why Choose Us? shows its subtitle and four value blocks", async ({ page }) => {
  await open(page, "/");
  const section = page.getByRole("region", { name: "Why Choose Us?" });
  await expect(section.getByText("We Help You Succeed", { exact: true })).toBeVisible();
  for (const value of [
    "Expertise & Experience",
    "Client-Centric Approach",
    "End-to-End Services",
    "Commitment to Quality",
  ]) {
    await expect(section.getByRole("heading", { name: value, level: 3 })).toBeVisible();
  }
});

test("the claims appear as figures, then the process, a testimonial and the call to action", async ({
  page,
}) => {
  await open(page, "/");
  const figures = page.getByRole("region", { name: "The numbers behind the work" });
  for (const [value, label] of [
    [claims.experienceYears, "years"],
    [claims.projects, "projects"],
    [claims.clients, "clients"],
    [claims.uptime, "uptime"],
    [claims.timeline, "timeline"],
  ]) {
    await expect(figures.getByRole("definition").filter({ hasText: value })).toHaveCount(1);
    await expect(figures.getByRole("term").filter({ hasText: label })).toHaveCount(1);
  }
  expect(headlineFigures).toHaveLength(5);

  const process = page.getByRole("region", { name: /From first call to launch/ });
  await expect(process.getByRole("listitem")).toHaveCount(4);
  await expect(
    page.getByRole("region", { name: "What a client says" }).getByRole("blockquote"),
  ).toBeVisible();

  const cta = page.getByRole("link", { name: `Get Started with ${site.name}` });
  await expect(cta).toHaveAttribute("href", "/contact-us");
});

test("the particle field fits its area and runs only while visible", async ({ page }, testInfo) => {
  await open(page, "/");
  const canvas = page.getByTestId("particle-field");
  const box = await canvas.boundingBox();
  if (!box) throw new Error("no canvas");
  const expected = Math.min(100, Math.floor((box.width * box.height) / 10_000));
  await expect(canvas).toHaveAttribute("data-particles", String(expected));
  await expect(canvas).toHaveAttribute("data-state", "running");
  const ratio = await page.evaluate(() => window.devicePixelRatio);
  expect(await canvas.evaluate((c: HTMLCanvasElement) => c.width)).toBe(
    Math.round(box.width * ratio),
  );

  await scrollToY(page, Math.ceil(box.height + 400));
  await expect(canvas).toHaveAttribute("data-state", "paused");
  await scrollToY(page, 0);
  await expect(canvas).toHaveAttribute("data-state", "running");

  // A menu open over the hero holds it: the phone's menu, or the Services menu on a desktop.
  const menu = page.getByRole("button", {
    name: testInfo.project.name === "phone" ? "Open menu" : "Services",
  });
  await menu.click();
  await expect(canvas).toHaveAttribute("data-state", "paused");
  await page.keyboard.press("Escape");
  await expect(canvas).toHaveAttribute("data-state", "running");

  // The motion lasts more than five seconds, so it can be paused (WCAG 2.2.2), and played again.
  const pause = page.getByRole("checkbox", { name: "Pause background animation" });
  // The hero's floating cards: whatever element runs the `float` keyframes.
  const floating = () =>
    page.evaluate(() => {
      const card = [...document.querySelectorAll("main *")].find(
        (element) => getComputedStyle(element).animationName === "float",
      );
      return card ? getComputedStyle(card).animationPlayState : "no floating card";
    });
  await expect.poll(floating).toBe("running");
  await pause.check();
  await expect(canvas).toHaveAttribute("data-state", "paused");
  await expect.poll(floating).toBe("paused");
  await pause.uncheck();
  await expect(canvas).toHaveAttribute("data-state", "running");

  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await expect(canvas).toHaveAttribute("data-state", "paused");
});

test("the particle field stops as soon as the address is another page's", async ({ page }) => {
  await open(page, "/");
  const canvas = page.getByTestId("particle-field");
  await expect(canvas).toHaveAttribute("data-state", "running");
  // While it runs, the picture changes from frame to frame.
  const moving = await canvas.evaluate((field: HTMLCanvasElement) => field.toDataURL());
  await expect
    .poll(() => canvas.evaluate((field: HTMLCanvasElement) => field.toDataURL()))
    .not.toBe(moving);
  // What the router does when the next page's data has come, before React renders that page:
  // the home page is still on screen, and its frames would compete with the next page's render.
  await page.evaluate(() => history.pushState(null, "", "/about"));
  await expect(canvas).toHaveAttribute("data-state", "paused");
  // Nothing is drawn any more: two pictures of the canvas a few frames apart are the same.
  const picture = () => canvas.evaluate((field: HTMLCanvasElement) => field.toDataURL());
  const before = await picture();
  await page.waitForTimeout(300);
  expect(await picture()).toBe(before);
});

test("under reduced motion the particles stand still and nothing waits to be revealed", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await open(page, "/");
  await expect(page.getByTestId("particle-field")).toHaveAttribute("data-state", "static");
  await expect(page.getByRole("checkbox", { name: "Pause background animation" })).toBeHidden();
  const hidden = await page
    .locator("[data-reveal]")
    .evaluateAll((blocks) => blocks.filter((b) => getComputedStyle(b).opacity !== "1").length);
  expect(hidden).toBe(0);
});

test("content blocks reveal once, over 800 ms, as they are scrolled to", async ({ page }) => {
  await open(page, "/");
  const block = page.getByRole("region", { name: "What a client says" }).locator("[data-reveal]");
  await expect(block).not.toHaveAttribute("data-revealed");
  // Just below the window its band is drawn (bands wait for the viewport): the block is hidden
  // there at once, with no fade out first.
  await block.evaluate((element) => {
    const band = element.closest("main > *") as HTMLElement;
    const top = band.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: top - window.innerHeight - 100, behavior: "instant" });
  });
  await expect
    .poll(() =>
      block.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true })),
    )
    .toBe(true);
  expect(
    await block.evaluate((element) => [
      element.getAnimations().length,
      getComputedStyle(element).opacity,
    ]),
    "no fade, already hidden",
  ).toEqual([0, "0"]);
  await expect(block).not.toBeInViewport();
  await block.scrollIntoViewIfNeeded();
  await expect(block).toHaveAttribute("data-revealed", "");
  await expect(block).toHaveCSS("transition-duration", /0\.8s/);
  await expect(block).toHaveCSS("transition-timing-function", /ease-in-out/);
  await expect(block).toHaveCSS("opacity", "1");
  await scrollToY(page, 0);
  await expect(block).toHaveCSS("opacity", "1");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("every content block is visible", async ({ page }) => {
    await page.goto("/");
    const blocks = page.locator("[data-reveal]");
    expect(await blocks.count()).toBeGreaterThan(5);
    const hidden = await blocks.evaluateAll(
      (all) => all.filter((b) => getComputedStyle(b).opacity !== "1").length,
    );
    expect(hidden).toBe(0);
    await expect(page.getByRole("heading", { name: "Why Choose Us?" })).toBeVisible();
  });
});

test("the home page has no accessibility violations, scrolled through", async ({ page }) => {
  await open(page, "/");
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
  await page.waitForTimeout(1000);
  await expectNoAxeViolations(page, "home");
});

test("every icon on the page is drawn from the page's own copy of the sprite's symbols", async ({
  page,
  request,
}) => {
  // As served, before hydration: icons that scripts draw later come from the cached sprite file.
  const requested: string[] = [];
  page.on("request", (sent) => requested.push(new URL(sent.url()).pathname));
  await page.goto("/");
  const sprite = await (await request.get("/icons.svg")).text();
  const symbols = new Map(
    [...sprite.matchAll(/<symbol id="([^"]+)"[^>]*>([\s\S]*?)<\/symbol>/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );
  const used = await page.locator("svg use").evaluateAll((uses) =>
    uses.map((use) => {
      const id = use.getAttribute("href")?.replace(/^#/, "") ?? "";
      return { id, drawn: document.getElementById(id)?.innerHTML };
    }),
  );
  expect(used.length).toBeGreaterThan(20);
  for (const { id, drawn } of used) {
    expect(id).toMatch(/^icon-/);
    expect(drawn, id).toBe(symbols.get(id.replace(/^icon-/, "")));
  }
  // Loading the page did not fetch the sprite file.
  expect(requested).not.toContain("/icons.svg");
});
