// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readBody } from "./body";

const read = (markdown: string) => readBody(markdown, "content/en/company/page.md");

describe("a company page's Markdown body", () => {
  it("reads each ## section: its anchor, its accent, its paragraphs, its list and what follows it", () => {
    const markdown = [
      "## Who we are {#who-we-are}",
      "",
      "A paragraph wrapped",
      "over two lines.",
      "",
      "Another paragraph.",
      "",
      "- One item.",
      "- Another item.",
      "",
      "What the list has just named.",
      "",
      "## Started in Toronto, *working across Canada*",
      "",
      "Without an anchor: a French section takes the English one's.",
    ].join("\n");
    expect(read(markdown)).toEqual([
      {
        id: "who-we-are",
        title: { text: "Who we are" },
        paragraphs: ["A paragraph wrapped over two lines.", "Another paragraph."],
        items: ["One item.", "Another item."],
        after: ["What the list has just named."],
      },
      {
        title: { text: "Started in Toronto,", accent: "working across Canada" },
        paragraphs: ["Without an anchor: a French section takes the English one's."],
      },
    ]);
  });

  it("names the file and the line of what the page cannot show", () => {
    const markdown = [
      "An opening line.",
      "",
      "## A section {#section}",
      "",
      "- An item.",
      "",
      "A paragraph after the list, with a [link](/contact-us).",
      "",
      "### A smaller heading",
      "",
      "1. A numbered item.",
    ].join("\n");
    expect(() => readBody(markdown, "content/en/company/page.md", 10)).toThrow(
      [
        "content/en/company/page.md:",
        '  - line 10: text before the first "## " heading; the page has no place for it',
        "  - line 16: a link is not shown on this page: write plain text",
        '  - line 18: a section starts with "## " (this heading has 3 #)',
        "  - line 20: a second list; a section has one list at most",
        '  - line 20: a numbered list; the page shows bullet points ("- ")',
      ].join("\n"),
    );
  });
});
