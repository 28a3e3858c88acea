import { describe, expect, it } from "vitest";
import { fieldChanges } from "./field-diff";

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
});
