import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PAGE_BOOT } from "../app/browser/page-boot.mjs";
import { PAINT_HOLDER, SCRIPTS_MARK, SCROLL_MARK } from "../app/browser/page-start.mjs";
import { cspForHtml, inlineScriptHashes } from "./headers.mjs";

const sha256 = (text) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
const holder = `<script type="module" src="${PAINT_HOLDER.src}" integrity="${PAINT_HOLDER.integrity}" blocking="render"></script>`;

describe("the policy of a page with the paint holder", () => {
  it("names the SHA-256 of the holder's text, which its integrity names too", () => {
    const text = decodeURIComponent(PAINT_HOLDER.src.slice("data:text/javascript,".length));
    expect(PAINT_HOLDER.integrity).toBe(sha256(text));
    expect(cspForHtml(`<head>${holder}</head>`)).toContain(`'${PAINT_HOLDER.integrity}'`);
  });

  it("allows no other script whose text is in its address", () => {
    const other = "alert(1)";
    const html = `<head><script type="module" src="data:text/javascript,${encodeURIComponent(other)}" integrity="${sha256(other)}"></script></head>`;
    expect(inlineScriptHashes(html)).toEqual([]);
    expect(cspForHtml(html)).not.toContain("data:text");
    expect(cspForHtml(html)).toMatch(/script-src 'self' 'wasm-unsafe-eval'; /);
  });

  it("allows the page's boot by the hash of its text, and no other inline script in its place", () => {
    const boot = `<script type="module">${PAGE_BOOT}</script>`;
    expect(inlineScriptHashes(`<head>${boot}${holder}</head>`)).toEqual([
      sha256(PAGE_BOOT),
      PAINT_HOLDER.integrity,
    ]);
    expect(inlineScriptHashes(`<head><script type="module">go()</script>${holder}</head>`)).toEqual(
      [PAINT_HOLDER.integrity],
    );
  });
});

// A page rendered per request as the server sends it (server/hydration.mjs has deferred its
// hydration), React having streamed the route's data: the boot in the head; at the end of the
// body React Router's scroll restoration, its context and the manifest in its start's place, then
// what React writes to put the data in place.
const module = 'import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");';
const scroll = '((storageKey, restoreKey) => { window.scrollTo(0, 0); })("positions", null)';
const context = 'window.__reactRouterContext = {"basename":"/"};';
const timing = "requestAnimationFrame(function(){$RT=performance.now()});";
const data =
  'window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\"]\\n");';
const end = "window.__reactRouterContext.streamController.close();";
const react = '$RB=[];$RC=function(a,b){};$RC("B:0","S:0")';
const placed = '$RC("B:1","S:1")';
const page = (content) =>
  `<!DOCTYPE html><html lang="en-CA"><head><script type="application/ld+json">{"@type":"Organization"}</script><script type="module">${PAGE_BOOT}</script>${holder}</head>` +
  `<body><div><main><h1>Contact us</h1>${content}</main><footer>Maplestack</footer></div>` +
  `<script ${SCROLL_MARK}="">${scroll}</script><script ${SCRIPTS_MARK}="">${context}</script>` +
  `<script type="application/json" id="hydration">${JSON.stringify({ preload: [], entry: "/assets/entry.client.js", module })}</script>` +
  `<!--$?--><template id="B:0"></template><!--/$--><script id="_R_">${timing}</script>` +
  `<div hidden id="S:0"><script>${data}</script><!--$?--><template id="B:1"></template><!--/$--></div>` +
  `<script>${react}</script><div hidden id="S:1"><script>${end}</script></div><script>${placed}</script>` +
  `<svg aria-hidden="true" style="display:none"></svg></body></html>`;
const own = [PAGE_BOOT, scroll, context, module, timing, data, react, end, placed].map(sha256);

describe("the policy of a page whose content holds a script", () => {
  it("allows every script the site, React Router and React write, by its hash", () => {
    expect(inlineScriptHashes(page(""))).toEqual([own[0], PAINT_HOLDER.integrity, ...own.slice(1)]);
  });

  it.each([
    ["an inline script", "<script>alert(1)</script>"],
    ["an inline module", '<script type="module">alert(1)</script>'],
    [
      "a copy of React Router's marked scripts",
      `<script ${SCROLL_MARK}="">alert(1)</script><script ${SCRIPTS_MARK}="">alert(1)</script><script ${SCRIPTS_MARK}="" type="module">alert(1)</script>`,
    ],
    [
      "a hydration manifest whose module is its own",
      `<script type="application/json" id="hydration">{"module":"alert(1)"}</script><script>alert(1)</script>`,
    ],
    [
      "React Router's data followed by code",
      "<script>window.__reactRouterContext.streamController.close();alert(1)</script>",
    ],
    [
      "a script after closing the page's elements",
      "</main></div><script>alert(1)</script><div><main>",
    ],
  ])("does not allow %s put in the content, and still allows the site's own", (_what, script) => {
    const hashes = inlineScriptHashes(page(script));
    expect(hashes).not.toContain(sha256("alert(1)"));
    expect(hashes.filter((hash) => !own.includes(hash))).toEqual([PAINT_HOLDER.integrity]);
    expect(hashes).toEqual(expect.arrayContaining(own));
  });

  it("does not allow a script that React puts in place after the page, but for the route's data", () => {
    const late = page("").replace(
      '<div hidden id="S:1">',
      '<div hidden id="S:2"><p>Late</p><script>alert(1)</script></div><div hidden id="S:1">',
    );
    expect(inlineScriptHashes(late)).not.toContain(sha256("alert(1)"));
  });

  it("hashes no structured data: the browser does not run it", () => {
    expect(inlineScriptHashes(page(""))).not.toContain(sha256('{"@type":"Organization"}'));
  });
});
