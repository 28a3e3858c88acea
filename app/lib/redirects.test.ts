import { describe, expect, it } from "vitest";
import {
  addRedirect,
  addressMoves,
  redirectPath,
  sitemapPairs,
  withoutLivePages,
} from "./redirects";

const pages = new Set(["/services/web", "/services/web/seo", "/fr/services/web/referencement"]);
const isPage = (path: string) => pages.has(path);

describe("an address as a redirect compares it", () => {
  it("is its path in lower case, without a trailing slash, query or fragment", () => {
    expect(redirectPath("/Old-Services.HTML")).toBe("/old-services.html");
    expect(redirectPath("  /services/Web/  ")).toBe("/services/web");
    expect(redirectPath("/old?ref=mail#top")).toBe("/old");
  });

  it("takes this site's whole address, and nothing that is not a path of the site", () => {
    expect(redirectPath("https://maplestack.ca/services/web", "https://maplestack.ca")).toBe(
      "/services/web",
    );
    for (const input of ["", "old.html", "//evil.example/x", "https://other.example/x", "/a b"]) {
      expect(redirectPath(input, "https://maplestack.ca"), input).toBeNull();
    }
  });
});

describe("adding a redirect", () => {
  it("leads the old address to the page", () => {
    const result = addRedirect(new Map(), "/old-services.html", "/services/web", { isPage });
    expect(result.ok && [...result.table]).toEqual([["/old-services.html", "/services/web"]]);
  });

  it("collapses a chain: A to B then B to C makes A to C, in one hop", () => {
    const first = addRedirect(new Map(), "/a", "/b", {
      isPage: () => false,
      targetMustBePage: false,
    });
    if (!first.ok) throw new Error(first.refusal.message);
    const second = addRedirect(first.table, "/b", "/services/web", { isPage });
    expect(second.ok && Object.fromEntries(second.table)).toEqual({
      "/a": "/services/web",
      "/b": "/services/web",
    });
  });

  it("follows a target that is itself redirected to its end", () => {
    const table = new Map([["/b", "/services/web"]]);
    const result = addRedirect(table, "/a", "/b", { isPage });
    expect(result.ok && result.table.get("/a")).toBe("/services/web");
  });

  it("refuses a loop, however long the way round, and an address to itself", () => {
    const table = new Map([
      ["/b", "/c"],
      ["/c", "/a"],
    ]);
    const loop = addRedirect(table, "/a", "/b", { isPage: () => false, targetMustBePage: false });
    expect(loop).toMatchObject({ ok: false, refusal: { field: "to" } });
    expect(!loop.ok && loop.refusal.message).toContain("loop");
    const itself = addRedirect(new Map(), "/a", "/a", { isPage });
    expect(itself).toMatchObject({ ok: false, refusal: { field: "to" } });
  });

  it("refuses a source that is a page of the site, and a target that is none", () => {
    const hidden = addRedirect(new Map(), "/services/web", "/services/web/seo", { isPage });
    expect(hidden).toMatchObject({
      ok: false,
      refusal: {
        field: "from",
        message: "/services/web is a page of the site: a redirect would hide it.",
      },
    });
    const nowhere = addRedirect(new Map(), "/old", "/no-such-page", { isPage });
    expect(nowhere).toMatchObject({
      ok: false,
      refusal: { field: "to", message: "No page of the site is at /no-such-page." },
    });
  });
});

describe("a page that lives again at an old address", () => {
  it("takes the place of its redirect", () => {
    const table = new Map([
      ["/services/web/seo", "/services/web"],
      ["/old", "/services/web"],
    ]);
    expect([...withoutLivePages(table, isPage)]).toEqual([["/old", "/services/web"]]);
  });

  it("moved back where it was, leaves one redirect, from the address it leaves", () => {
    const moved = addRedirect(new Map(), "/fr/a", "/fr/b", {
      isPage: (path) => path === "/fr/b",
      targetMustBePage: false,
    });
    if (!moved.ok) throw new Error(moved.refusal.message);
    const back = (path: string) => path === "/fr/a";
    const result = addRedirect(withoutLivePages(moved.table, back), "/fr/b", "/fr/a", {
      isPage: back,
    });
    expect(result.ok && Object.fromEntries(result.table)).toEqual({ "/fr/b": "/fr/a" });
  });
});

const url = (en: string, fr?: string) =>
  `<url><loc>https://maplestack.ca${en}</loc><xhtml:link rel="alternate" hreflang="en-CA" href="https://maplestack.ca${en}"/>${
    fr ? `<xhtml:link rel="alternate" hreflang="fr-CA" href="https://maplestack.ca${fr}"/>` : ""
  }<xhtml:link rel="alternate" hreflang="x-default" href="https://maplestack.ca${en}"/></url>`;

describe("the addresses a publish changed, from the sitemaps before and after", () => {
  it("are the pages whose twin kept its address", () => {
    const before = sitemapPairs(
      url("/services/web/seo", "/fr/services/web/referencement") +
        url("/services/web", "/fr/services/web") +
        url("/case-studies/bakery"),
    );
    const after = sitemapPairs(
      url("/services/web/seo", "/fr/services/web/referencement-naturel") +
        url("/services/web", "/fr/services/web") +
        url("/case-studies/bakery"),
    );
    expect(addressMoves(before, after)).toEqual([
      { from: "/fr/services/web/referencement", to: "/fr/services/web/referencement-naturel" },
    ]);
  });

  it("move a category's services with it, and leave new and removed pages alone", () => {
    const before = sitemapPairs(
      url("/services/web", "/fr/services/web") +
        url("/services/web/seo", "/fr/services/web/seo") +
        url("/insights/gone", "/fr/perspectives/parti"),
    );
    const after = sitemapPairs(
      url("/services/web", "/fr/services/solutions-web") +
        url("/services/web/seo", "/fr/services/solutions-web/seo") +
        url("/insights/new", "/fr/perspectives/nouveau"),
    );
    expect(addressMoves(before, after)).toEqual([
      { from: "/fr/services/web", to: "/fr/services/solutions-web" },
      { from: "/fr/services/web/seo", to: "/fr/services/solutions-web/seo" },
    ]);
  });
});
