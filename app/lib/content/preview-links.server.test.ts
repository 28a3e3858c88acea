import { describe, expect, it } from "vitest";
import { withPreviewLinks } from "./preview-links.server";

describe("a preview's links", () => {
  const base = "/admin/preview/7/";
  const page = (body: string) =>
    `<!DOCTYPE html><html lang="en-CA"><head><title>t</title></head><body>${body}</body></html>`;

  it("lead to the preview's pages, and leave other links as they are", () => {
    const out = withPreviewLinks(
      page(
        [
          '<a href="/services/web">Web</a>',
          '<a href="/fr/services/web?x=1#faq">Web</a>',
          '<a href="#main">Skip</a>',
          '<a href="https://example.com/x">Out</a>',
          '<a href="//cdn.example.com/x">Out</a>',
          '<a href="mailto:hello@maplestack.ca">Mail</a>',
          '<a href="/admin/preview/7/about-us">Already</a>',
          '<link rel="stylesheet" href="/admin/preview/7/assets/a.css">',
          '<template><a href="/contact-us">Later</a></template>',
        ].join(""),
      ),
      base,
    );
    const hrefs = [...out.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual([
      "/admin/preview/7/services/web",
      "/admin/preview/7/fr/services/web?x=1#faq",
      "#main",
      "https://example.com/x",
      "//cdn.example.com/x",
      "mailto:hello@maplestack.ca",
      "/admin/preview/7/about-us",
      "/admin/preview/7/assets/a.css",
      "/admin/preview/7/contact-us",
    ]);
    expect(out.startsWith("<!DOCTYPE html>")).toBe(true);
  });
});
