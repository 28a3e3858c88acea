import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { needsFrench, readInventory, search } from "./inventory.server";

let dir: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
};

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "maplestack-content-"));
  write("en/services/web/seo.yaml", "name: Search Engine Optimization\norder: 1\n");
  write("fr/services/web/seo.yaml", "slug: referencement\nname: Référencement naturel\n");
  write("en/services/web/copywriting.yaml", "name: Copywriting\n");
  write("en/faqs/pricing.yaml", "title: Pricing and timelines\n");
  write("fr/faqs/pricing.yaml", "title: Prix et délais\n");
  write("en/faqs/pricing/are-quotes-fixed.yaml", "question: Are your quotes fixed?\n");
  write("fr/faqs/pricing/are-quotes-fixed.yaml", "question: Vos prix sont-ils fixes?\n");
  write(
    "en/insights/what-a-website-costs.md",
    "---\nkey: website-cost\ntitle: What a website costs\n---\nBody.\n",
  );
  write(
    "fr/insights/what-a-website-costs.md",
    "---\nslug: ce-que-coute-un-site\ntitle: Ce que coûte un site\n---\nTexte.\n",
  );
  write("en/testimonials/healthplus.yaml", "story: healthplus\n");
  write("en/facts.yaml", "site:\n  name: Maplestack\n");
  write("fr/facts.yaml", "site:\n  tagline: Une équipe\n");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the content inventory", () => {
  it("pairs each English file with its French twin, the file of the same path under fr/", async () => {
    const entries = await readInventory(dir);
    const byKey = Object.fromEntries(entries.map((entry) => [`${entry.area}:${entry.key}`, entry]));
    expect(byKey["services:services/web/seo.yaml"]?.fr?.title).toBe("Référencement naturel");
    expect(byKey["services:services/web/copywriting.yaml"]?.fr).toBeNull();
    // Topics and their questions are told apart by depth, though they share a folder.
    expect(byKey["faq-topics:faqs/pricing.yaml"]?.en?.title).toBe("Pricing and timelines");
    expect(byKey["faq-questions:faqs/pricing/are-quotes-fixed.yaml"]?.fr?.title).toBe(
      "Vos prix sont-ils fixes?",
    );
    expect(byKey["articles:insights/what-a-website-costs.md"]?.fr?.title).toBe(
      "Ce que coûte un site",
    );
    expect(byKey["site:facts.yaml"]?.fr?.path).toBe("facts.yaml");
    const testimonial = byKey["testimonials:testimonials/healthplus.yaml"];
    expect(testimonial && needsFrench(testimonial)).toBe(false);
    expect(entries.filter((entry) => needsFrench(entry) && !entry.fr).map((e) => e.key)).toEqual([
      "services/web/copywriting.yaml",
    ]);
  });

  it("lists a French file whose English entry is gone, so it can be seen and removed", async () => {
    write("fr/team/ancienne.yaml", "name: Ancienne\n");
    const orphan = (await readInventory(dir)).find((entry) => entry.key === "team/ancienne.yaml");
    expect(orphan).toMatchObject({ area: "team", en: null, fr: { title: "Ancienne" } });
  });

  it("finds entries by any word of either language, without accents or case", async () => {
    const entries = await readInventory(dir);
    const keys = (query: string) => search(entries, query).map((entry) => entry.key);
    expect(keys("referencement")).toEqual(["services/web/seo.yaml"]);
    expect(keys("COÛTE site")).toEqual(["insights/what-a-website-costs.md"]);
    expect(keys("quotes fixed")).toEqual(["faqs/pricing/are-quotes-fixed.yaml"]);
    expect(keys("no such words")).toEqual([]);
    expect(keys("   ")).toHaveLength(entries.length);
  });
});
