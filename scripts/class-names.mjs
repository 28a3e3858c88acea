// Short class names in the production build. Tailwind's utility classes are long and the pages
// repeat them thousands of times: on a French service page they are a tenth of the compressed
// HTML, enough to keep the document out of the first round trip. The build gives each utility
// the site uses a name of one or two letters in the stylesheet, the page modules and so the
// prerendered HTML (unplugin-tailwindcss-mangle rewrites them); the source keeps Tailwind's
// names, and `npm run dev` and the unit tests see them unchanged. docs/decisions/0016.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { __unstable__loadDesignSystem, compile } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";

/**
 * Every utility class the stylesheet generates for the site: the candidates Tailwind's own
 * scanner finds in the stylesheet's sources, kept when Tailwind turns them into CSS. Sorted, so
 * the two builds (browser and server) name them alike.
 */
export async function utilityClasses(stylesheet) {
  const css = readFileSync(stylesheet, "utf8");
  const base = path.dirname(path.resolve(stylesheet));
  const compiler = await compile(css, { base, onDependency: () => {} });
  const root =
    compiler.root === "none"
      ? []
      : compiler.root === null
        ? [{ base: process.cwd(), pattern: "**/*", negated: false }]
        : [{ ...compiler.root, negated: false }];
  const scanner = new Scanner({ sources: [...root, ...compiler.sources] });
  const candidates = [...new Set(scanner.scan())].sort();
  const design = await __unstable__loadDesignSystem(css, { base });
  const generated = design.candidatesToCss(candidates);
  return candidates.filter((_, index) => generated[index]);
}

/** `a`…`z`, then `aa`, `ab`…: no Tailwind utility without a dash is shorter than four letters. */
export function shortName(index) {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  let name = "";
  let rest = index;
  do {
    name = letters[rest % 26] + name;
    rest = Math.floor(rest / 26) - 1;
  } while (rest >= 0);
  return name;
}

/**
 * Which utilities are renamed: those with a dash or a colon. `flex`, `group`, `hidden` keep
 * their names (the words are too common in code to rename safely, and short already), and so do
 * the easing keywords, which scripts also pass to animations as values.
 */
export function isRenamed(name) {
  return /[:-]/.test(name) && !/^ease-(in|out|in-out|linear)$/.test(name);
}

/** Where the build writes the names it gives: `{ "text-on-night": "ab", … }` (the crawl reads it). */
export const renamedFile = "node_modules/.cache/class-names/renamed.json";

/**
 * The options of unplugin-tailwindcss-mangle: the class list written where it reads it, the rule
 * and the short names, and the application's own code only (dependencies carry no class of
 * ours). The names given are written to `renamedFile`.
 */
export async function shortClassNames(stylesheet) {
  const classes = await utilityClasses(stylesheet);
  const names = new Map(classes.map((name, index) => [name, shortName(index)]));
  const file = path.resolve("node_modules/.cache/class-names/classes.json");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(classes));
  const renamed = classes.filter(isRenamed).map((name) => [name, names.get(name)]);
  writeFileSync(path.resolve(renamedFile), JSON.stringify(Object.fromEntries(renamed)));
  return {
    registry: { file },
    filter: isRenamed,
    // From the class itself, not from a counter: each build (browser, server) renames alike.
    generator: { customGenerate: (original) => names.get(original) },
    sources: { exclude: [/node_modules/] },
  };
}
