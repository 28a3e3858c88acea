import { expect, type Locator, type Page, test } from "@playwright/test";
import { categories, categoryPath, servicePath } from "../../app/content/catalogue";
import { companyContent } from "../../app/content/company";
import { serviceContent } from "../../app/content/services";
import { site, whyPath } from "../../app/content/site";
import { caseStudyContent, projectContent } from "../../app/content/work";
import { localeOf } from "../../app/i18n/locale";
import messagesEn from "../../app/i18n/messages.en";
import messagesFr from "../../app/i18n/messages.fr";
import { localizePath } from "../../app/i18n/paths";
import { Leads } from "../../app/lib/leads.server";
import { pairedArticle } from "./insights-data";
import { readStore } from "./store";
import { isPhone, open } from "./support";

const { why } = companyContent.en;

/**
 * WCAG 2.2 AA checked the way people meet the site, not only by axe: by keyboard, at 320 px
 * and 200 % text, with forced colours, reduced motion, more contrast, and on paper. One test
 * per kind of page runs every check that applies to it, so each page is loaded once.
 */

const serviceWithFaqs = serviceContent.find((service) => service.faqs.length > 0);
const [firstCategory] = categories;
const [firstProject] = projectContent;
const [firstCaseStudy] = caseStudyContent;
if (!serviceWithFaqs || !firstCategory || !firstProject || !firstCaseStudy) {
  throw new Error("the content modules should give a page of each kind");
}

type Extra = (page: Page) => Promise<void>;

const article = pairedArticle();

type PageKind = {
  kind: string;
  path: string;
  fr?: string;
  status?: number;
  extra?: Extra;
  french?: boolean;
};

const pages: PageKind[] = [
  { kind: "home", path: "/" },
  { kind: "services index", path: "/services" },
  { kind: "category", path: categoryPath(firstCategory.slug) },
  { kind: "service", path: servicePath(serviceWithFaqs), extra: faqsOpenByKeyboard },
  { kind: "why", path: whyPath, extra: carouselByKeyboard },
  { kind: "about", path: "/about-us" },
  { kind: "portfolio", path: "/portfolio" },
  { kind: "project", path: `/portfolio/${firstProject.slug}` },
  { kind: "case study", path: `/case-studies/${firstCaseStudy.slug}` },
  { kind: "faqs", path: "/faqs" },
  { kind: "faq topic", path: "/faqs/pricing", extra: faqsOpenByKeyboard },
  { kind: "contact", path: "/contact-us" },
  { kind: "privacy", path: "/privacy" },
  { kind: "accessibility statement", path: "/accessibility" },
  { kind: "insights", path: "/insights" },
  { kind: "article", path: article.en.path, fr: article.fr.path },
  { kind: "search", path: "/search", extra: searchByKeyboard },
  { kind: "not found", path: "/no-such-page", status: 404 },
];

/** More tab stops than any page has; a walk that reaches it is stuck in a loop. */
const MAX_TABS = 260;

declare global {
  interface Window {
    wcag: ReturnType<typeof browserHelpers>;
  }
}

/**
 * Measurements made inside the page. Each returns a list of problems, every one naming the
 * element concerned, so a failing test says what to fix.
 */
function browserHelpers() {
  const FOCUSABLE =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [tabindex], [contenteditable="true"]';
  const HEADER_MARK = "[header] ";
  const CONTROL =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]';

  const rgba = (colour: string) => {
    const parts = colour.match(/[\d.]+/g)?.map(Number) ?? [];
    const [r = 0, g = 0, b = 0, a = colour.startsWith("rgba") ? (parts[3] ?? 1) : 1] = parts;
    return { r, g, b, a: colour === "transparent" ? 0 : a };
  };
  const luminance = (colour: string) => {
    const { r, g, b } = rgba(colour);
    const channel = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };
  /** The first opaque background colour behind an element. */
  const backgroundOf = (element: Element) => {
    for (let e: Element | null = element; e; e = e.parentElement) {
      const colour = getComputedStyle(e).backgroundColor;
      if (rgba(colour).a > 0.5) return colour;
    }
    return "rgb(255, 255, 255)";
  };

  const nameOf = (element: Element) => {
    const e = element as HTMLElement;
    const name = (
      e.getAttribute("aria-label") ||
      (e instanceof HTMLInputElement && e.labels?.[0]?.textContent) ||
      e.textContent ||
      e.getAttribute("href") ||
      e.getAttribute("name") ||
      ""
    )
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 48);
    const where = e.closest("header")
      ? "header"
      : e.closest("footer")
        ? "footer"
        : e.closest("main")
          ? "main"
          : "page";
    return `${where} ${e.tagName.toLowerCase()} "${name}"`;
  };

  const rendered = (element: Element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })
    );
  };
  /** Visible to the eye: rendered, and not shrunk to the 1 px of visually hidden text. */
  const seen = (element: Element) => {
    const box = element.getBoundingClientRect();
    return rendered(element) && box.width > 1 && box.height > 1;
  };

  const inTabOrder = (element: Element) => {
    const e = element as HTMLElement;
    if (e.tabIndex < 0 || e.closest("[inert]") || !rendered(e)) return false;
    if ((e as HTMLButtonElement).disabled) return false;
    if (e.tagName === "SUMMARY" && e.parentElement?.querySelector("summary") !== e) return false;
    return true;
  };

  const hasOutline = (element: Element) => {
    const style = getComputedStyle(element);
    return (
      style.outlineStyle !== "none" &&
      Number.parseFloat(style.outlineWidth) >= 1 &&
      rgba(style.outlineColor).a > 0
    );
  };
  /** An element and the few ancestors a focus style may be drawn on (a card around a link). */
  const chain = (element: Element) => {
    const list: Element[] = [];
    for (let e: Element | null = element; e && list.length < 4; e = e.parentElement) list.push(e);
    return list;
  };
  const paint = (element: Element) => {
    const style = getComputedStyle(element);
    const outline = hasOutline(element) ? `${style.outlineWidth} ${style.outlineColor}` : "none";
    return `${outline}|${style.boxShadow}`;
  };

  const state = {
    mode: "normal" as "normal" | "forced",
    direction: "forward" as "forward" | "backward",
    baseline: new Map<Element, string>(),
    walk: [] as Element[],
    problems: [] as string[],
    lastY: 0,
    ended: false,
    recorder: undefined as AbortController | undefined,
  };

  /** Problems of the header's own controls are marked as such, to find them at once. */
  const tag = (subject: Element, text: string) =>
    subject.closest("header") ? `${HEADER_MARK}${text}` : text;
  const problem = (subject: Element, text: string) => state.problems.push(tag(subject, text));

  /** Focus is drawn: an outline on the element, or a ring that appears on it or its card. */
  function focusIndicated(element: Element) {
    if (hasOutline(element)) return true;
    return chain(element).some((e) => {
      // Forced colours drop shadows: only an outline that focus added counts.
      if (state.mode === "forced")
        return hasOutline(e) && state.baseline.get(e)?.startsWith("none|");
      const now = paint(e);
      const before = state.baseline.get(e);
      return before !== undefined && now !== before && !now.endsWith("|none");
    });
  }

  /**
   * WCAG 2.4.11: what is at the centre of the focused element is that element. A link that wraps
   * onto a second line is judged by its first line: the centre of its whole box lies between them.
   */
  function obscuredBy(element: Element) {
    const box = element.getClientRects()[0] ?? element.getBoundingClientRect();
    const x = Math.min(Math.max((box.left + box.right) / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max((box.top + box.bottom) / 2, 0), innerHeight - 1);
    if (box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth) {
      return "out of view";
    }
    const hit = document.elementFromPoint(x, y);
    if (!hit || hit === element || element.contains(hit)) return null;
    // A control inside its own label is reached through the label.
    if (hit instanceof HTMLLabelElement && hit.control === element) return null;
    return nameOf(hit);
  }

  /** After a focus scrolled the page, lets the header see the scroll and re-render. */
  const settled = async () => {
    if (Math.round(scrollY) === state.lastY) return;
    state.lastY = Math.round(scrollY);
    await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  };

  /** The checks every focused element gets, in either walk. */
  function checkFocused(element: Element) {
    if (!seen(element)) {
      problem(element, `${nameOf(element)} takes focus but cannot be seen`);
      return;
    }
    if (!focusIndicated(element)) {
      problem(element, `no visible focus indicator (${state.mode}): ${nameOf(element)}`);
    }
    const cover = obscuredBy(element);
    if (cover) problem(element, `${nameOf(element)} is hidden by ${cover} when focused`);
  }

  return {
    nameOf,
    rendered,
    contrast,
    backgroundOf,

    /**
     * Starts recording where each Tab press puts focus. The presses come in a stream, faster
     * than a person types; `checkWalk` then checks each stop, once the walk is over.
     */
    startWalk(mode: "normal" | "forced", direction: "forward" | "backward") {
      state.mode = mode;
      state.direction = direction;
      state.walk = [];
      state.problems = [];
      state.ended = false;
      state.lastY = Math.round(scrollY);
      state.baseline = new Map();
      const start = document.activeElement;
      if (start && start !== document.body) state.walk.push(start);
      for (const element of document.querySelectorAll(FOCUSABLE)) {
        for (const e of chain(element)) {
          if (!state.baseline.has(e) && e !== document.activeElement)
            state.baseline.set(e, paint(e));
        }
      }
      state.recorder?.abort();
      const recorder = new AbortController();
      state.recorder = recorder;
      document.addEventListener(
        "focusin",
        (event) => {
          if (state.ended) return;
          const element = event.target as Element;
          if (state.walk[0] === element) {
            state.ended = true;
            return;
          }
          if (state.walk.includes(element)) {
            problem(element, `focus came back to ${nameOf(element)} (a loop)`);
            state.ended = true;
            return;
          }
          const previous = state.walk.at(-1);
          state.walk.push(element);
          if (previous) {
            const following = Boolean(
              previous.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
            );
            if (following !== (state.direction === "forward")) {
              problem(
                element,
                `out of order: ${nameOf(element)} came ${state.direction === "forward" ? "after" : "before"} ${nameOf(previous)}`,
              );
            }
          }
        },
        { signal: recorder.signal },
      );
    },

    /** True once focus has gone round the page (or left it): the walk is over. */
    walkEnded() {
      const active = document.activeElement;
      if (!active || active === document.body || active === document.documentElement) {
        state.ended = true;
      }
      if (state.ended) state.recorder?.abort();
      return state.ended;
    },

    /**
     * The walk's stops focused again in the order Tab reached them, the page scrolling down as
     * it goes, each checked: seen, its focus drawn, not hidden under anything.
     */
    async checkWalk() {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo({ top: 0, behavior: "instant" });
      // The header shows its top bar again once it has seen the page back at the top: a scroll
      // event, then a render. Give it a few frames, as a reader coming back up would.
      for (let frame = 0; frame < 3; frame++) {
        await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));
      }
      state.lastY = Math.round(scrollY);
      for (const element of state.walk) {
        if (!element.isConnected) continue;
        (element as HTMLElement).focus({ focusVisible: true } as FocusOptions);
        await settled();
        checkFocused(element);
      }
    },

    /**
     * The forward walk's stops again, from the last to the first, focused by script: what
     * Shift+Tab does (the page scrolls up under the fixed header), without a key press per stop.
     */
    async backward(mode: "normal" | "forced") {
      const stops = [...state.walk].reverse();
      state.mode = mode;
      state.problems = [];
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" });
      state.lastY = -1;
      await settled();
      for (const element of stops) {
        if (!inTabOrder(element)) continue;
        (element as HTMLElement).focus({ focusVisible: true } as FocusOptions);
        await settled();
        checkFocused(element);
      }
      return [...state.problems];
    },

    walkReport(checkReached: boolean) {
      const problems = [...state.problems];
      if (checkReached) {
        const reached = new Set(state.walk);
        const radioGroups = new Set<string>();
        for (const element of document.querySelectorAll(FOCUSABLE)) {
          if (!inTabOrder(element) || reached.has(element)) continue;
          if (element instanceof HTMLInputElement && element.type === "radio") {
            if (radioGroups.has(element.name)) continue;
            radioGroups.add(element.name);
            if ([...reached].some((r) => (r as HTMLInputElement).name === element.name)) continue;
          }
          problems.push(tag(element, `never reached by Tab: ${nameOf(element)}`));
        }
      }
      return { steps: state.walk.length, problems };
    },

    /** WCAG 2.5.8: 24 × 24 px, or a link inside a run of text. */
    targetSizeProblems() {
      const problems: string[] = [];
      for (const element of document.querySelectorAll(CONTROL)) {
        if (!seen(element) || element.closest("[inert]")) continue;
        const box = element.getBoundingClientRect();
        if (box.width >= 24 && box.height >= 24) continue;
        if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) {
          const wrapping = [...(element.labels ?? [])].find((label) => label.contains(element));
          const around = wrapping?.getBoundingClientRect();
          if (around && around.width >= 24 && around.height >= 24) continue;
        }
        // A card's link stretched over the whole card by its ::after: the card is the target.
        const after = getComputedStyle(element, "::after");
        const card = (element as HTMLElement).offsetParent?.getBoundingClientRect();
        if (after.position === "absolute" && after.content !== "none" && card) {
          if (card.width >= 24 && card.height >= 24) continue;
        }
        if (getComputedStyle(element).display === "inline") {
          let block = element.parentElement;
          while (block && getComputedStyle(block).display === "inline") block = block.parentElement;
          const own = (element as HTMLElement).textContent.trim().length;
          if (block && block.textContent.trim().length > own + 1) continue;
        }
        const size = `${Math.round(box.width * 10) / 10} × ${Math.round(box.height * 10) / 10}`;
        problems.push(tag(element, `${nameOf(element)} is ${size} px`));
      }
      return problems;
    },

    /** Elements that look like buttons (filled or outlined) before colours are forced. */
    markButtons() {
      for (const element of document.querySelectorAll('button, [role="button"], a[href]')) {
        if (!seen(element)) continue;
        const style = getComputedStyle(element);
        const filled = rgba(style.backgroundColor).a > 0 || style.backgroundImage !== "none";
        const outlined = Number.parseFloat(style.borderTopWidth) > 0;
        if (element.tagName !== "A" || filled || outlined)
          element.setAttribute("data-wcag-button", "");
      }
    },

    forcedColourProblems() {
      const problems: string[] = [];
      const border = (style: CSSStyleDeclaration) =>
        ["Top", "Right", "Bottom", "Left"].every((side) => {
          const key = side as "Top";
          return (
            style[`border${key}Style`] !== "none" &&
            Number.parseFloat(style[`border${key}Width`]) >= 1 &&
            rgba(style[`border${key}Color`]).a > 0
          );
        });
      for (const element of document.querySelectorAll("[data-wcag-button]")) {
        if (!seen(element)) continue;
        const style = getComputedStyle(element);
        if (!border(style) && !hasOutline(element)) {
          problems.push(
            tag(element, `button without a border under forced colours: ${nameOf(element)}`),
          );
        }
      }
      for (const field of document.querySelectorAll("input, select, textarea")) {
        if (!seen(field) || ["checkbox", "radio"].includes((field as HTMLInputElement).type))
          continue;
        if (field.closest('[aria-hidden="true"]')) continue;
        if (!border(getComputedStyle(field))) {
          problems.push(
            tag(field, `field without a border under forced colours: ${nameOf(field)}`),
          );
        }
      }
      for (const icon of document.querySelectorAll("svg")) {
        if (!seen(icon) || icon.closest("[inert]")) continue;
        const painted = `${icon.getAttribute("stroke")} ${icon.getAttribute("fill")}`;
        if (!painted.includes("currentColor")) continue;
        const style = getComputedStyle(icon);
        const colour = style.color;
        const uses = [style.stroke, style.fill].includes(colour);
        const host = icon.parentElement ?? icon;
        if (!uses || rgba(colour).a < 0.5 || contrast(colour, backgroundOf(host)) < 3) {
          problems.push(
            tag(
              host,
              `icon not in the text colour under forced colours: ${nameOf(host)} (${colour})`,
            ),
          );
        }
      }
      return problems;
    },

    printProblems() {
      const problems: string[] = [];
      for (const block of document.querySelectorAll("[data-reveal]")) {
        const style = getComputedStyle(block);
        if (
          style.opacity !== "1" ||
          (style.transform !== "none" && !style.transform.includes("1, 0, 0, 1, 0, 0"))
        ) {
          problems.push(`a scroll-reveal block prints faded or moved: ${nameOf(block)}`);
        }
      }
      const banner = document.querySelector("header");
      for (const part of banner?.querySelectorAll("nav, [popover], button") ?? []) {
        if (rendered(part)) problems.push(`the header prints its ${nameOf(part)}`);
      }
      for (const link of document.querySelectorAll("main a[href]")) {
        if (!seen(link)) continue;
        const href = link.getAttribute("href") ?? "";
        if (href.startsWith("#")) continue;
        const text = (link as HTMLElement).textContent.replace(/\s+/g, " ").trim();
        const after = getComputedStyle(link, "::after").content;
        const target = href.replace(/^(mailto|tel):/, "");
        const textIsTarget = href.startsWith("tel:")
          ? text.replace(/\D/g, "").endsWith(target.replace(/\D/g, "").slice(1))
          : text === target;
        if (textIsTarget) {
          if (after.includes(href))
            problems.push(`a link prints its address twice: ${nameOf(link)}`);
        } else if (!after.includes(href)) {
          problems.push(`a link prints without its address: ${nameOf(link)} → ${href}`);
        }
      }
      // Backgrounds are not printed: text must be dark enough for white paper.
      const faint = new Set<string>();
      const walker = document.createTreeWalker(
        document.querySelector("main") ?? document.body,
        NodeFilter.SHOW_TEXT,
      );
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || !seen(parent)) continue;
        const colour = getComputedStyle(parent).color;
        if (rgba(colour).a < 0.5 || contrast(colour, "rgb(255, 255, 255)") < 3) {
          faint.add(
            `text too faint on paper (${colour}): "${node.textContent.trim().slice(0, 40)}"`,
          );
        }
      }
      problems.push(...[...faint].slice(0, 12));
      return problems;
    },

    /** WCAG 1.4.10: the page fits the viewport's width and no text is cut off. */
    reflowProblems() {
      // Judge the settled layout: a slide show caught mid-slide is not text cut off.
      for (const animation of document.getAnimations()) {
        if (animation instanceof CSSTransition) animation.finish();
      }
      const problems: string[] = [];
      const width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth > width) {
        problems.push(
          `the page scrolls sideways: ${document.documentElement.scrollWidth} px wide in ${width} px`,
        );
        for (const element of document.body.querySelectorAll("*")) {
          const box = element.getBoundingClientRect();
          let clipped = false;
          for (let a = element.parentElement; a && a !== document.body; a = a.parentElement) {
            if (getComputedStyle(a).overflowX !== "visible") clipped = true;
          }
          if (box.right > width + 1 && !clipped && rendered(element)) {
            problems.push(
              `  reaches ${Math.round(box.right)} px: ${nameOf(element)} ${element.className}`.slice(
                0,
                200,
              ),
            );
            if (problems.length > 8) break;
          }
        }
      }
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || !rendered(parent)) continue;
        if (parent.closest('[aria-hidden="true"], [inert], script, style, noscript, template'))
          continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
        for (let e: Element | null = parent; e && e !== document.body; e = e.parentElement) {
          const style = getComputedStyle(e);
          const clipX = style.overflowX !== "visible";
          const clipY = style.overflowY !== "visible";
          if (!clipX && !clipY) continue;
          const box = e.getBoundingClientRect();
          if (box.width <= 1 || box.height <= 1) break; // visually hidden text, on purpose
          const left = box.left + e.clientLeft;
          const top = box.top + e.clientTop;
          const cut = rects.some(
            (r) =>
              (clipX && (r.left < left - 1 || r.right > left + e.clientWidth + 1)) ||
              (clipY && (r.top < top - 1 || r.bottom > top + e.clientHeight + 1)),
          );
          if (cut) {
            const scrolls = /auto|scroll/.test(`${style.overflowX} ${style.overflowY}`);
            problems.push(
              `text ${scrolls ? "scrolls inside a box" : "is cut off"}: "${node.textContent.trim().slice(0, 40)}" in ${nameOf(parent)}, clipped by ${nameOf(e)}`,
            );
            break;
          }
        }
        if (problems.length > 16) break;
      }
      return problems;
    },
  };
}

/** Switches a media feature and lets any transition it started finish, so styles are final. */
async function emulate(page: Page, media: Parameters<Page["emulateMedia"]>[0]) {
  await page.emulateMedia(media);
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish();
    }
  });
}

/** Tab presses sent at once; the renderer handles them in order, as from a fast typist. */
const TAB_BATCH = 40;

/**
 * Tabs from the skip link to the end of the page, recording each stop, then checks every stop.
 * The presses go straight to the browser (DevTools protocol) in batches, without a round trip
 * each: the walk that took a second per five stops takes a second per batch.
 */
async function tabWalk(page: Page) {
  await page.evaluate(() => window.wcag.startWalk("normal", "forward"));
  const devtools = await page.context().newCDPSession(page);
  const key = { key: "Tab", code: "Tab", windowsVirtualKeyCode: 9, nativeVirtualKeyCode: 9 };
  let pressed = 0;
  let ended = false;
  while (!ended && pressed < MAX_TABS) {
    await Promise.all(
      Array.from({ length: TAB_BATCH }, () => [
        devtools.send("Input.dispatchKeyEvent", { type: "rawKeyDown", ...key }),
        devtools.send("Input.dispatchKeyEvent", { type: "keyUp", ...key }),
      ]).flat(),
    );
    pressed += TAB_BATCH;
    ended = await page.evaluate(() => window.wcag.walkEnded());
  }
  await devtools.detach();
  await page.evaluate(() => window.wcag.checkWalk());
  const report = await page.evaluate(() => window.wcag.walkReport(true));
  if (!ended) report.problems.push(`still going after ${MAX_TABS} tab stops`);
  return report;
}

/** Presses Tab until the target has focus; fails when it is not reached within `max` presses. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`not reached by Tab within ${max} presses: ${target}`);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(`window.wcag = (${browserHelpers.toString()})();`);
});

/**
 * The same kinds of page in French: the same checks, with French words of other lengths. They
 * run at the desktop width, where the reflow checks also set the page at 320 px (narrower than
 * a phone) and at 200 % text; the phone's own layout is walked in English, with the same
 * elements, and widths.spec.ts sets every French page kind at 360 and 390 px.
 */
const frenchPages = pages.map(
  ({ kind, path, fr, status }): PageKind => ({
    kind: `${kind} (French)`,
    path: status === 404 ? "/fr/page-inexistante" : (fr ?? localizePath(path, "fr")),
    status,
    extra: undefined,
    french: true,
  }),
);

for (const { kind, path, status = 200, extra, french } of [...pages, ...frenchPages]) {
  test(
    `${kind} page ${path}: keyboard, target size, forced colours, print, reflow`,
    // French pages are walked at the desktop width (see frenchPages).
    { tag: french ? ["@desktop"] : [] },
    async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      const response = await open(page, path);
      expect(response?.status()).toBe(status);
      const findings: Record<string, string[]> = {};

      // 1. The skip link is the first stop, shows when focused, and lands on the main content.
      await page.keyboard.press("Tab");
      const words = localeOf(path) === "fr" ? messagesFr : messagesEn;
      const skip = page.getByRole("link", { name: words.skipToContent });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();

      // 2. Every stop in order, with a visible indicator, never under the fixed header.
      const forward = await tabWalk(page);
      findings["tab walk"] = forward.problems;
      expect(forward.steps).toBeGreaterThan(5);

      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await skip.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("main")).toBeFocused();
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(() => document.querySelector("main")?.contains(document.activeElement)),
        "the first Tab after the skip link stays in the main content",
      ).toBe(true);

      // 5. Target size, at this width.
      findings["target size"] = await page.evaluate(() => window.wcag.targetSizeProblems());

      // 3. Page-specific keyboard journeys.
      if (extra) await extra(page);

      // 7. Forced colours: going back up the page (the header now fixed above), every focus is
      // drawn and never covered; buttons, fields and icons keep their edges and colours.
      await page.evaluate(() => window.wcag.markButtons());
      await emulate(page, { forcedColors: "active" });
      findings["forced colours"] = [
        ...(await page.evaluate(() => window.wcag.backward("forced"))),
        ...(await page.evaluate(() => window.wcag.forcedColourProblems())),
      ];
      await emulate(page, { forcedColors: "none" });

      // 9. Print.
      await emulate(page, { media: "print" });
      findings.print = await page.evaluate(() => window.wcag.printProblems());
      await emulate(page, { media: "screen" });

      // 6. Reflow, at desktop only since it sets its own viewport.
      if (!isPhone(testInfo)) {
        await page.setViewportSize({ width: 320, height: 640 });
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        findings["reflow at 320 px"] = await page.evaluate(() => window.wcag.reflowProblems());
        await page.setViewportSize({ width: 640, height: 800 });
        await page.evaluate(() => {
          document.documentElement.style.fontSize = "200%";
        });
        findings["reflow at 200 % text"] = await page.evaluate(() => window.wcag.reflowProblems());
      }

      const failed = Object.entries(findings).filter(([, problems]) => problems.length > 0);
      expect(
        failed.map(([check, problems]) => `${check}:\n  ${problems.join("\n  ")}`).join("\n"),
        `${path} at ${testInfo.project.name}`,
      ).toBe("");
    },
  );
}

/** 3. The carousel's controls work from the keyboard, with Enter and with Space. */
async function carouselByKeyboard(page: Page) {
  const region = page.getByRole("region", { name: `Why clients choose ${site.name}` });
  const slide = region.getByRole("group");
  const count = why.carousel.slides.length;
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await page.getByRole("main").focus();
  const pause = region.getByRole("button", { name: "Pause slide show" });
  await tabTo(page, pause);
  await page.keyboard.press("Space");
  const play = region.getByRole("button", { name: "Play slide show" });
  await expect(play).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(pause).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(play).toBeFocused();
  const start = Number((await slide.getAttribute("aria-label"))?.split(" ")[0]);
  const label = (position: number) => `${((position - 1 + count) % count) + 1} of ${count}`;

  await page.keyboard.press("Tab");
  await expect(region.getByRole("button", { name: "Previous slide" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(slide).toHaveAccessibleName(label(start - 1));
  await page.keyboard.press("Space");
  await expect(slide).toHaveAccessibleName(label(start - 2));
  await page.keyboard.press("Tab");
  await expect(region.getByRole("button", { name: "Next slide" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(slide).toHaveAccessibleName(label(start - 1));
  await page.keyboard.press("Enter");
  await expect(slide).toHaveAccessibleName(label(start));
  const third = region.getByRole("button", { name: /^Show slide 3:/ });
  await tabTo(page, third, 8);
  await page.keyboard.press("Enter");
  await expect(slide).toHaveAccessibleName(`3 of ${count}`);
  await expect(play, "still paused after moving by hand").toBeVisible();
}

/** 3. The search runs from the keyboard: type, hear the count, arrow down into the results. */
async function searchByKeyboard(page: Page) {
  const field = page.getByRole("main").getByRole("searchbox");
  await page.getByRole("main").focus();
  await tabTo(page, field, 10);
  await page.keyboard.type("hosting");
  await expect(page.getByRole("main").getByRole("status")).toContainText("results for", {
    timeout: 15_000,
  });
  await page.keyboard.press("ArrowDown");
  const first = page.getByRole("main").getByRole("listitem").getByRole("link").first();
  await expect(first).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(field).toBeFocused();
}

/** 3. A question opens with Enter and with Space, and closes again. */
async function faqsOpenByKeyboard(page: Page) {
  const question = page.locator("main details").first();
  const summary = question.locator("summary");
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await page.getByRole("main").focus();
  await tabTo(page, summary, 60);
  await expect(question).not.toHaveAttribute("open");
  await page.keyboard.press("Enter");
  await expect(question).toHaveAttribute("open", "");
  await page.keyboard.press("Enter");
  await expect(question).not.toHaveAttribute("open");
  await page.keyboard.press("Space");
  await expect(question).toHaveAttribute("open", "");
  await page.keyboard.press("Space");
  await expect(question).not.toHaveAttribute("open");
}

test("the quote form is sent empty, then completed and sent, by keyboard alone", async ({
  page,
}) => {
  await open(page, "/contact-us");
  const field = (label: string) => page.getByLabel(label, { exact: true });
  const send = page.getByRole("button", { name: "Send my enquiry" });
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  await tabTo(page, send, 60);
  await page.keyboard.press("Enter");

  // The errors are announced, each tied to its field, and each can be reached.
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Please correct the highlighted fields.");
  const invalid = page.locator('main [aria-invalid="true"]');
  const ids = await invalid.evaluateAll((fields) => fields.map((f) => f.id).filter(Boolean));
  expect(ids.length).toBeGreaterThanOrEqual(6);
  for (const id of ids) {
    const described = page.locator(`#${id}`);
    await expect(described).toHaveAccessibleDescription(/Please|Choose/);
    await expect(alert.locator(`a[href="#${id}"]`)).toHaveCount(1);
  }
  await expect(field("First name")).toBeFocused();
  // From the summary, Enter on an error's link moves to its field.
  await alert.locator('a[href="#quote-budget"]').focus();
  await page.keyboard.press("Enter");
  await expect(field("Budget range (CAD)")).toBeFocused();
  await alert.getByRole("link").first().focus();
  await page.keyboard.press("Enter");
  await expect(field("First name")).toBeFocused();

  const email = `keyboard-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ca`;
  const next = async (label: string) => {
    await page.keyboard.press("Tab");
    await expect(field(label)).toBeFocused();
  };
  await page.keyboard.type("Amélie");
  await next("Last name");
  await page.keyboard.type("Tremblay");
  await next("Company");
  await page.keyboard.type("Boulangerie du Coin");
  await next("Email");
  await page.keyboard.type(email);
  await next("Phone (optional)");
  await next("Preferred call-back time");
  await page.keyboard.press("ArrowDown");
  await expect(field("Preferred call-back time")).not.toHaveValue("");
  const [web, , marketing] = categories;
  await next(web?.name ?? "");
  await page.keyboard.press("Space");
  await next(categories[1]?.name ?? "");
  await next(marketing?.name ?? "");
  await page.keyboard.press("Space");
  for (const category of categories.slice(3)) await next(category.name);
  await next("Budget range (CAD)");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(field("Budget range (CAD)")).not.toHaveValue("");
  await next("About your project");
  await page.keyboard.type("A bilingual website with online orders for our three bakeries.");
  await tabTo(page, send, 4);
  await expect(page.locator('main [aria-invalid="true"]')).toHaveCount(0);
  await page.keyboard.press("Enter");

  const thanks = page.getByRole("heading", { name: "Thank you, Amélie." });
  await expect(thanks).toBeFocused();
  const stored = await readStore(async (store) =>
    (await new Leads(store).all()).filter((lead) => lead.email === email),
  );
  expect(stored).toHaveLength(1);
  expect(stored[0]?.services).toEqual([web?.slug, marketing?.slug]);
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("nothing moves by itself: no long animation, no particles in motion, no autoplay", async ({
    page,
  }) => {
    const moving = () =>
      page.evaluate(async () => {
        const found = new Set<string>();
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
          for (const animation of document.getAnimations()) {
            const timing = animation.effect?.getComputedTiming();
            const long =
              timing?.iterations === Number.POSITIVE_INFINITY || Number(timing?.duration) > 200;
            const target = (animation.effect as KeyframeEffect | null)?.target;
            if (animation.playState === "running" && long) {
              found.add(`${target?.tagName.toLowerCase()}.${target?.className}`.slice(0, 120));
            }
          }
        }
        window.scrollTo(0, 0);
        return [...found];
      });

    await open(page, "/");
    expect(await moving(), "animations running on the home page").toEqual([]);
    const hidden = await page.evaluate(
      () =>
        [...document.querySelectorAll("[data-reveal]")].filter(
          (e) => getComputedStyle(e).opacity !== "1",
        ).length,
    );
    expect(hidden, "scroll-reveal blocks waiting to fade in").toBe(0);
    const particles = page.getByTestId("particle-field");
    const frame = () => particles.evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL());
    const before = await frame();
    await page.waitForTimeout(600);
    expect(await frame(), "the particle field is still").toBe(before);

    await page.clock.install();
    await open(page, whyPath);
    const region = page.getByRole("region", { name: `Why clients choose ${site.name}` });
    await expect(region.getByRole("button", { name: "Play slide show" })).toBeVisible();
    await page.clock.runFor(12_000);
    await expect(region.getByRole("group")).toHaveAccessibleName(
      `1 of ${why.carousel.slides.length}`,
    );
    expect(await moving(), "animations running on the why page").toEqual([]);
  });
});

test("with more contrast asked for, muted text and lines are raised to full contrast", async ({
  page,
}) => {
  await open(page, "/contact-us");
  const muted = [
    page.getByText("All fields are required unless marked optional."),
    page.getByRole("contentinfo").getByText(`${site.tagline}.`),
  ];
  const measure = () =>
    Promise.all(
      muted.map((text) =>
        text.evaluate((element) =>
          window.wcag.contrast(getComputedStyle(element).color, window.wcag.backgroundOf(element)),
        ),
      ),
    );
  const field = page.getByLabel("First name", { exact: true });
  const fieldLine = () =>
    field.evaluate((element) =>
      window.wcag.contrast(
        getComputedStyle(element).borderTopColor,
        window.wcag.backgroundOf(element.parentElement ?? element),
      ),
    );
  const before = await measure();
  const lineBefore = await fieldLine();
  await page.emulateMedia({ contrast: "more" });
  const after = await measure();
  for (const [index, ratio] of after.entries()) {
    expect(ratio, `muted text ${index} under prefers-contrast: more`).toBeGreaterThanOrEqual(7);
    expect(ratio).toBeGreaterThan(before[index] ?? 0);
  }
  expect(await fieldLine()).toBeGreaterThan(lineBefore);
  expect(await fieldLine()).toBeGreaterThanOrEqual(7);
});
