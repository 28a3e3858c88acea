import { describe, expect, it } from "vitest";
import { inlineIcons, spriteSymbols } from "./icons.mjs";

const sprite =
  '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="check" viewBox="0 0 24 24"><path d="M20 6 9 17l-5-5"></path></symbol><symbol id="menu" viewBox="0 0 24 24"><path d="M4 12h16"></path></symbol><symbol id="x" viewBox="0 0 24 24"><path d="M18 6 6 18"></path></symbol></svg>';
const icon = (name) =>
  `<svg aria-hidden="true" viewBox="0 0 24 24"><use href="/icons.svg#${name}"></use></svg>`;
const page = `<!DOCTYPE html><html><body><header>${icon("menu")}</header><main>${icon("check")}${icon("check")}</main><script type="module">go()</script></body></html>`;

describe("inlineIcons", () => {
  const symbols = spriteSymbols(sprite);
  const html = inlineIcons(page, symbols);

  it("defines each icon the page uses once, and only those, at the end of the body", () => {
    expect(html.match(/<symbol /g)).toHaveLength(2);
    expect(html).toContain(
      '<symbol id="icon-check" viewBox="0 0 24 24"><path d="M20 6 9 17l-5-5">',
    );
    expect(html).toContain('<symbol id="icon-menu"');
    expect(html).not.toContain('id="icon-x"');
    expect(html).toMatch(/<\/script><svg [^>]*style="display:none"><symbol[\s\S]*<\/svg><\/body>/);
  });

  it("points every use at the page's own symbols, so the sprite file is not fetched", () => {
    expect(html).not.toContain("/icons.svg");
    expect(html.match(/<use href="#icon-check">/g)).toHaveLength(2);
    expect(html).toContain('<use href="#icon-menu">');
  });

  it("leaves a page without icons alone, and fails on an icon the sprite lacks", () => {
    const plain = "<html><body><p>No icons</p></body></html>";
    expect(inlineIcons(plain, symbols)).toBe(plain);
    expect(() => inlineIcons(page.replace("#check", "#chek"), symbols)).toThrow(/"chek"/);
  });
});
