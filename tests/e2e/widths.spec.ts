import { expect, type Page, test } from "@playwright/test";
import { FONT_ATTRIBUTE, FONT_FAMILY } from "../../app/browser/page-start.mjs";
import { KINDS } from "../../scripts/side-by-side.mjs";
import { isPhone } from "./support";

/**
 * Every page kind, in both languages, at the widths visitors bring (phones, tablets, the laptop
 * widths where a French label is a third longer than its English one, desktops): the page never
 * scrolls sideways, and no header control is cut off by the window's edge or broken over two
 * lines. One page load per page; the window is resized under it, as a visitor's would be.
 */
const WIDTHS = [360, 390, 768, 820, 1024, 1180, 1280, 1366, 1440, 1536, 1920];

type Finding = { width: number; problem: string };

async function headerFindings(page: Page, width: number): Promise<Finding[]> {
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      problems.push(`the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window`);
    }
    const header = document.querySelector("header");
    if (!header) return ["no header"];
    for (const control of header.querySelectorAll<HTMLElement>("a, button, summary")) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === "hidden")
        continue;
      const name = (control.textContent ?? "").trim().replace(/\s+/g, " ") || control.ariaLabel;
      if (box.left < 0 || box.right > root.clientWidth) {
        problems.push(`"${name}" spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
      }
      // The lines its visible text is set on: one, or it broke. Text kept for screen readers
      // only (a 1 px clipped box) is not seen, so not judged.
      const lines: DOMRect[] = [];
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const parent = text.parentElement;
        if (!parent || !text.textContent?.trim()) continue;
        const parentBox = parent.getBoundingClientRect();
        if (parentBox.width <= 1 || parentBox.height <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        lines.push(...[...range.getClientRects()].filter((r) => r.width > 1 && r.height > 1));
      }
      const lineTops = [...new Set(lines.map((r) => Math.round(r.top)))].sort((a, b) => a - b);
      // Rects of one line can differ by a pixel or two; lines differ by more.
      const distinct = lineTops.filter((top, i) => i === 0 || top - (lineTops[i - 1] ?? top) > 8);
      if (distinct.length > 1) {
        problems.push(`"${name}" is set on ${distinct.length} lines`);
      }
    }
    return problems;
  });
  return found.map((problem) => ({ width, problem }));
}

test.describe("the header fits every width", () => {
  // Layout only: with motion reduced, the home page's particles stand still instead of taking
  // the CPU at every resize, and blocks that fade in on scroll are already in place.
  test.use({ reducedMotion: "reduce" });
  const kinds = [...KINDS, { kind: "booking", ours: "/book", french: "/fr/reserver" }];
  for (const { kind, ours, french } of kinds) {
    for (const path of [ours, french]) {
      test(`${kind} ${path}`, async ({ page }, testInfo) => {
        test.skip(isPhone(testInfo), "the widths are set here, once");
        test.slow();
        await page.setViewportSize({ width: 360, height: 800 });
        await page.goto(path);
        const findings: Finding[] = [];
        const sweep = async (face: string) => {
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 800 });
            await page.evaluate(
              () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
            );
            for (const finding of await headerFindings(page, width)) {
              findings.push({ width, problem: `${face}: ${finding.problem}` });
            }
          }
        };
        // A first visit's first page is set in the metric-matched fallback, every later page in
        // the site's font (app/browser/page-start.mjs): both must fit.
        await expect(page.locator("html")).not.toHaveAttribute(FONT_ATTRIBUTE, "");
        await sweep("fallback face");
        await page.evaluate(
          async ({ attribute, family }) => {
            await document.fonts.load(`1em "${family}"`);
            document.documentElement.setAttribute(attribute, "");
          },
          { attribute: FONT_ATTRIBUTE, family: FONT_FAMILY },
        );
        await sweep(FONT_FAMILY);
        expect(findings).toEqual([]);
      });
    }
  }
});
