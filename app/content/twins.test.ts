/**
 * Every English copy module has a French twin (`<name>.fr.ts` beside it) of the same shape:
 * the same keys, lists of the same length, the same identifiers (slugs, icons, scenes, links,
 * dates), and French words that pass the same schema as the English ones.
 */
import { describe, expect, it } from "vitest";
import { type ZodType, z } from "zod";
import {
  aboutPageSchema,
  accessibilityPageSchema,
  faqPageSchema,
  privacyPageSchema,
  whyPageSchema,
} from "./company/schema";
import { serviceSchema } from "./schema";
import { caseStudySchema, projectSchema } from "./work/schema";

const modules = import.meta.glob<Record<string, unknown>>(
  ["./**/*.ts", "!./**/*.test.ts", "!./**/index.ts", "!./**/schema.ts", "!./collections/**"],
  { eager: true },
);

/** The copy modules and the schema their records pass; other modules hold code, not copy. */
function schemaOf(file: string): ZodType | undefined {
  if (/^\.\/services\/[^/]+\/[^/]+\.ts$/.test(file)) return serviceSchema;
  if (/^\.\/work\/case-studies\//.test(file)) return z.array(caseStudySchema);
  if (/^\.\/work\/projects\//.test(file)) return projectSchema;
  const company: Record<string, ZodType> = {
    "./company/why.ts": whyPageSchema,
    "./company/about.ts": aboutPageSchema,
    "./company/faqs.ts": faqPageSchema,
    "./company/privacy.ts": privacyPageSchema,
    "./company/accessibility.ts": accessibilityPageSchema,
  };
  return company[file];
}

/** Copy modules without a schema of their own: their exports are compared by shape only. */
const shapeOnly: Record<string, string> = {};

const identifierKeys = new Set([
  "slug",
  "category",
  "icon",
  "scene",
  "to",
  "id",
  "href",
  "type",
  "key",
  "services",
  "network",
]);

function isIdentifier(value: string): boolean {
  return (
    /^[a-z0-9]+(-[a-z0-9]+)+$/.test(value) ||
    /^(\/|#|https?:|mailto:|tel:)/.test(value) ||
    /^\d{4}-\d{2}-\d{2}$/.test(value)
  );
}

/** Differences of shape between an English value and its French twin, as readable paths. */
function shapeDifferences(en: unknown, fr: unknown, path = "", key = ""): string[] {
  if (Array.isArray(en)) {
    if (!Array.isArray(fr)) return [`${path}: a list in English, not in French`];
    if (en.length !== fr.length)
      return [`${path}: ${en.length} items in English, ${fr.length} in French`];
    return en.flatMap((item, index) => shapeDifferences(item, fr[index], `${path}[${index}]`, key));
  }
  if (en !== null && typeof en === "object") {
    if (fr === null || typeof fr !== "object" || Array.isArray(fr))
      return [`${path}: not an object in French`];
    const enKeys = Object.keys(en).sort();
    const frKeys = Object.keys(fr).sort();
    if (enKeys.join() !== frKeys.join()) {
      return [`${path}: keys ${enKeys.join(", ")} in English, ${frKeys.join(", ")} in French`];
    }
    return enKeys.flatMap((name) =>
      shapeDifferences(
        (en as Record<string, unknown>)[name],
        (fr as Record<string, unknown>)[name],
        `${path}.${name}`,
        name,
      ),
    );
  }
  if (typeof en === "string") {
    if (typeof fr !== "string") return [`${path}: not a string in French`];
    if ((identifierKeys.has(key) || isIdentifier(en)) && en !== fr) {
      return [
        `${path}: the identifier "${en}" became "${fr}" (keep identifiers and links as they are)`,
      ];
    }
    return [];
  }
  return en === fr ? [] : [`${path}: ${String(en)} in English, ${String(fr)} in French`];
}

const englishFiles = Object.keys(modules)
  .filter((file) => !file.endsWith(".fr.ts"))
  .filter((file) => schemaOf(file) || shapeOnly[file]);

describe("French twins", () => {
  it("covers every kind of copy still written as modules", () => {
    // The services and the work are files under content/: their loader holds each French twin
    // to its English entry (app/content/twin.ts).
    expect(englishFiles.length).toBeGreaterThanOrEqual(5);
  });

  for (const file of englishFiles) {
    it(`${file} has a French twin of the same shape`, () => {
      const twin = modules[file.replace(/\.ts$/, ".fr.ts")];
      expect(twin, `${file.replace(/\.ts$/, ".fr.ts")} is missing`).toBeDefined();
      const exportName = shapeOnly[file] ?? "default";
      const frName = shapeOnly[file] ? `${exportName}Fr` : "default";
      const en = modules[file]?.[exportName];
      const fr = twin?.[frName];
      expect(fr, `${file}: the French twin exports ${frName}`).toBeDefined();
      expect(shapeDifferences(en, fr)).toEqual([]);
      const schema = schemaOf(file);
      if (schema) {
        const result = schema.safeParse(fr);
        expect(
          result.success
            ? []
            : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
        ).toEqual([]);
      }
    });
  }
});
