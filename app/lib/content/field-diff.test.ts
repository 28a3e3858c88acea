import { describe, expect, it } from "vitest";
import { fieldChanges, paragraphChanges } from "./field-diff";

describe("fieldChanges", () => {
  it("names each changed field by its place, in the entry's order", () => {
    const before = { meta: { title: "Web design", description: "Sites." }, tags: ["a", "b"] };
    const after = { meta: { title: "Web design in Toronto", description: "Sites." }, tags: ["a"] };
    expect(fieldChanges(before, after)).toEqual([
      { field: "Meta › Title", before: "Web design", after: "Web design in Toronto" },
      { field: "Tags › 2", before: "b", after: null },
    ]);
  });

  it("shows added fields and numbers as text", () => {
    expect(fieldChanges({ price: 900 }, { price: 1200, currency: "CAD" })).toEqual([
      { field: "Price", before: "900", after: "1200" },
      { field: "Currency", before: null, after: "CAD" },
    ]);
  });

  it("finds nothing between equal versions, and everything against no version", () => {
    const entry = { name: "Léa", sections: [{ type: "text", body: "Bonjour" }] };
    expect(fieldChanges(entry, structuredClone(entry))).toEqual([]);
    expect(fieldChanges(null, entry).map((change) => change.field)).toEqual([
      "Name",
      "Sections › 1 › Type",
      "Sections › 1 › Body",
    ]);
  });

  it("keeps, when asked, only the fields another entry has", () => {
    const english = { answer: "Yes.", order: 2, slug: "quotes" };
    const changed = { answer: "Yes, in writing.", order: 3, slug: "quotes" };
    expect(fieldChanges(english, changed, { answer: "Oui." })).toEqual([
      { field: "Answer", before: "Yes.", after: "Yes, in writing." },
    ]);
  });

  it("shows a Markdown body's changes paragraph by paragraph, an added one alone", () => {
    const before = "Intro.\n\n## Costs\n\nA site costs money.\n\nThe end.";
    const after = "Intro.\n\nA new paragraph.\n\n## Costs\n\nA site costs less money.\n\nThe end.";
    expect(paragraphChanges(before, after)).toEqual([
      { field: "Body › paragraph 2", before: null, after: "A new paragraph." },
      {
        field: "Body › paragraph 4",
        before: "A site costs money.",
        after: "A site costs less money.",
      },
    ]);
    expect(paragraphChanges(after, "Intro.")).toEqual([
      {
        field: "Body › paragraph 2",
        before: "A new paragraph.\n\n## Costs\n\nA site costs less money.\n\nThe end.",
        after: null,
      },
    ]);
    expect(
      fieldChanges({ title: "T", body: before }, { title: "T2", body: before }).map((c) => c.field),
    ).toEqual(["Title"]);
  });
});
