import { parseAst } from "vite";
import { describe, expect, it } from "vitest";
import { BEACON_FILE, PAGE_MODULE_HASH } from "../browser/page-boot.mjs";
import { fnv1a } from "./beacon";
import { PAGE_MODULE } from "./page-module.server";

describe("the page module", () => {
  it("is named after the hash of its text, so a change gets a new address", () => {
    expect(fnv1a(PAGE_MODULE), "update PAGE_MODULE_HASH in app/browser/page-boot.mjs").toBe(
      PAGE_MODULE_HASH,
    );
    expect(BEACON_FILE).toBe(`/assets/beacon-${PAGE_MODULE_HASH}.js`);
  });

  it("is a module that starts the page and counts the view", () => {
    // A syntax error would leave every page unhydrated and uncounted.
    expect(() => parseAst(PAGE_MODULE)).not.toThrow();
    expect(PAGE_MODULE).toContain("export function startPage()");
    expect(PAGE_MODULE).toMatch(/\nstartPage\(\);\n/);
    expect(PAGE_MODULE).toContain("window.__msView");
  });
});
