import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

/**
 * Guidepup's Virtual Screen Reader, put into a page: it walks the page's accessibility tree as a
 * screen reader's reading cursor does and logs what it would announce ("heading, …, level 1",
 * "button, Services, not expanded"…). Its browser build is a module whose exports we hand to the
 * page as `window.__screenReader`. Pages under test need `bypassCSP` (the script is inline).
 */
const bundle = (() => {
  const file = createRequire(import.meta.url).resolve("@guidepup/virtual-screen-reader/browser.js");
  const source = readFileSync(file, "utf8");
  const exported = source.match(/export\s*\{\s*(\S+?) as Virtual\s*,\s*(\S+?) as virtual\s*\}/);
  if (!exported) throw new Error("the Virtual Screen Reader's browser build changed its exports");
  return `${source.replace(exported[0], "")}\nwindow.__screenReader = { Virtual: ${exported[1]} };`;
})();

type Command = string;

/** Starts a reader on the page's body; the functions drive it and read its log. */
export async function startScreenReader(page: Page) {
  await page.addScriptTag({ content: bundle, type: "module" });
  await page.waitForFunction(() => "__screenReader" in window);
  await page.evaluate(async () => {
    type Reader = {
      start: (options: { container: Element; displayCursor: boolean }) => Promise<void>;
    };
    const w = window as unknown as { __screenReader: { Virtual: new () => Reader }; __sr: Reader };
    w.__sr = new w.__screenReader.Virtual();
    await w.__sr.start({ container: document.body, displayCursor: false });
  });
  const run = <T>(script: string) =>
    page.evaluate(`(async () => { const sr = window.__sr; ${script} })()`) as Promise<T>;
  return {
    next: (times = 1) => run<void>(`for (let i = 0; i < ${times}; i++) await sr.next();`),
    act: () => run<void>("await sr.act();"),
    press: (key: string) => run<void>(`await sr.press(${JSON.stringify(key)});`),
    type: (text: string) => run<void>(`await sr.type(${JSON.stringify(text)});`),
    perform: (command: Command) => run<void>(`await sr.perform(sr.commands.${command});`),
    last: () => run<string>("return await sr.lastSpokenPhrase();"),
    log: () => run<string[]>("return await sr.spokenPhraseLog();"),
    clear: () => run<void>("await sr.clearSpokenPhraseLog();"),
    /** Reads on until the phrase matches (or the document ends): what a listener hears. */
    readUntil: (pattern: RegExp, limit = 400) =>
      run<string[]>(`
        const heard = [];
        for (let i = 0; i < ${limit}; i++) {
          await sr.next();
          const phrase = await sr.lastSpokenPhrase();
          heard.push(phrase);
          if (${pattern.toString()}.test(phrase) || phrase === "end of document") break;
        }
        return heard;`),
    stop: () => run<void>("await sr.stop();"),
  };
}

/**
 * The reader takes a radio button's or checkbox's state from its `checked` attribute, which a
 * click or a key never changes; browsers expose the live state, and a screen reader says that.
 * Copying the live state onto the attribute at each change lets the reader hear what a visitor
 * would. Call it before choosing, then have the reader read the control again (`press(" ")`
 * does both: it chooses, and reads the control that has the focus).
 */
export async function followCheckedState(page: Page) {
  await page.evaluate(() =>
    document.addEventListener(
      "change",
      () => {
        for (const box of document.querySelectorAll<HTMLInputElement>(
          "input[type=radio], input[type=checkbox]",
        )) {
          box.toggleAttribute("checked", box.checked);
        }
      },
      true,
    ),
  );
}
