import { expect, test } from "@playwright/test";
import { startScreenReader } from "./screen-reader";
import { isPhone, open } from "./support";

/**
 * The main journeys as a screen reader announces them (Guidepup's Virtual Screen Reader, which
 * reads the page's accessibility tree with a reading cursor, as NVDA or VoiceOver do): the home
 * page in both languages, a service page's headings, the Services menu, the quote form and its
 * errors, and search. What the accessibility statement says we test is this file.
 */
test.use({ bypassCSP: true });

/** A control announced without a name: "link", "button", "link, " with nothing after it. */
const unnamed = (phrase: string) =>
  /^(link|button|textbox|checkbox|combobox|img|image)(,\s*)?$/.test(phrase);

test.describe("with a screen reader", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, "the desktop layout, once");

  for (const { path, skip, nav, h1 } of [
    {
      path: "/",
      skip: "Skip to content",
      nav: "navigation, Main",
      h1: /^heading, Websites, software and growth/,
    },
    {
      path: "/fr",
      skip: "Passer au contenu",
      nav: "navigation, Menu principal",
      h1: /^heading, Sites web, logiciels/,
    },
  ]) {
    test(`the home page ${path} reads in order, every control named`, async ({ page }) => {
      await page.goto(path);
      const reader = await startScreenReader(page);
      const heard = await reader.readUntil(/^end of document$/, 3000);
      expect(heard[0]).toBe(`link, ${skip}`);
      const order = [
        heard.indexOf("banner"),
        heard.indexOf(nav),
        heard.indexOf("main"),
        heard.findIndex((phrase) => h1.test(phrase) && phrase.endsWith("level 1")),
        heard.indexOf("contentinfo"),
      ];
      expect(
        order.every((at) => at >= 0),
        JSON.stringify(order),
      ).toBe(true);
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect(heard.filter(unnamed)).toEqual([]);
      expect(heard.at(-1)).toBe("end of document");
    });
  }

  test("a service page's headings go down one level at a time", async ({ page }) => {
    await page.goto("/services/web/website-design-development");
    const reader = await startScreenReader(page);
    const headings: string[] = [];
    for (let i = 0; i < 80; i++) {
      await reader.perform("moveToNextHeading");
      const phrase = await reader.last();
      // Past the last heading the cursor wraps to the first, or stays: the walk is over.
      if (!phrase.startsWith("heading, ") || headings.includes(phrase)) break;
      headings.push(phrase);
    }
    const levels = headings.map((phrase) => Number(phrase.match(/, level (\d)$/)?.[1] ?? 0));
    expect(levels[0]).toBe(1);
    expect(levels.length).toBeGreaterThan(5);
    for (let i = 1; i < levels.length; i++) {
      expect(levels[i] ?? 0, `heading ${i + 1} after a level ${levels[i - 1]}`).toBeLessThanOrEqual(
        (levels[i - 1] ?? 0) + 1,
      );
    }
  });

  test("the Services menu opens from its button and reads its categories as links", async ({
    page,
  }) => {
    await page.goto("/");
    const reader = await startScreenReader(page);
    expect((await reader.readUntil(/^button, Services/)).at(-1)).toMatch(/^button, Services/);
    await reader.act();
    await expect(page.getByRole("link", { name: "Web Solutions" }).first()).toBeVisible();
    const heard = await reader.readUntil(/^link, Hosting Services$/, 400);
    for (const category of [
      "Web Solutions",
      "Software Solutions",
      "AI Solutions",
      "Hosting Services",
    ]) {
      expect(heard).toContain(`link, ${category}`);
    }
  });

  test("the quote form names every field, and announces each error with its field", async ({
    page,
  }, testInfo) => {
    test.skip(isPhone(testInfo), "desktop");
    await page.goto("/contact-us");
    let reader = await startScreenReader(page);
    const fields = (await reader.readUntil(/^button, Send my enquiry$/, 1500)).filter((phrase) =>
      /^(textbox|combobox|checkbox), /.test(phrase),
    );
    for (const label of [
      "First name",
      "Last name",
      "Company",
      "Phone (optional)",
      "About your project",
    ]) {
      expect(
        fields.some((phrase) => phrase.startsWith(`textbox, ${label}`)),
        label,
      ).toBe(true);
    }
    // Sent empty: the page comes back with each field marked invalid and its message read with it.
    await reader.act();
    await expect(page.getByText("Please enter your first name.").first()).toBeVisible();
    reader = await startScreenReader(page);
    const heard = await reader.readUntil(/^button, Send my enquiry$/, 1500);
    expect(heard).toContain("textbox, First name, Please enter your first name., invalid");
    expect(
      heard.some((p) =>
        /^checkbox, Web Solutions, Choose at least one service\., .*invalid$/.test(p),
      ),
    ).toBe(true);
    expect(heard.filter((p) => p.endsWith(", invalid")).length).toBeGreaterThanOrEqual(6);
  });

  test("search is a named link, and its page a search form with a named field", async ({
    page,
  }) => {
    await page.goto("/");
    const reader = await startScreenReader(page);
    expect((await reader.readUntil(/^link, Search/)).at(-1)).toBe("link, Search, has popup dialog");
    // The search form is the page's script: it starts on the visitor's first key.
    await open(page, "/search");
    await expect(page.getByRole("searchbox").first()).toBeVisible();
    const onPage = await startScreenReader(page);
    const heard = await onPage.readUntil(/^(searchbox|textbox), /, 600);
    expect(heard).toContain("search");
    expect(heard.at(-1)).toMatch(/^(searchbox|textbox), Search/);
  });
});
