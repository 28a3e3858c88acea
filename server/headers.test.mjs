import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PAINT_HOLDER } from "../app/browser/page-start.mjs";
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

  it("still allows an inline script by the hash of its text", () => {
    expect(inlineScriptHashes(`${holder}<script type="module">go()</script>`)).toEqual([
      PAINT_HOLDER.integrity,
      sha256("go()"),
    ]);
  });
});
