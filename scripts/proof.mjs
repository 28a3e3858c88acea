// `npm run proof`, after `npm run build`: the field's own proofing tools over the text a visitor
// reads on every page: prerendered, or rendered per request by the production app (the contact and
// booking pages) (scripts/page-text.mjs).
// - Grammalecte (Debian's grammalecte-cli), the reference French checker, over every French page:
//   grammar, elision, conjugation, typography (apostrophes, no-break spaces before units).
// - Hunspell's spelling dictionaries: en_CA over the English pages, fr_CA over the French ones,
//   with the project's word lists (proofing/words-*.txt: names, brands, terms of the trade).
// Findings the tools make in error are listed in proofing/grammalecte-allow.json, each with why.
// Each paragraph is checked once, however many pages repeat it (the header, the footer).
// Prints every finding with the pages it is on; exits 1 when there is one.
// Options: --counts (only the counts, exit 0), --json (findings as JSON), --pages a,b (only these).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { builtPages, paragraphsOf } from "./page-text.mjs";

const args = process.argv.slice(2);
const countsOnly = args.includes("--counts");
const asJson = args.includes("--json");
const only = args.includes("--pages") ? args[args.indexOf("--pages") + 1]?.split(",") : undefined;

if (!existsSync(path.resolve("build", "client"))) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}
for (const tool of ["grammalecte-cli", "hunspell"]) {
  if (spawnSync("sh", ["-c", `command -v ${tool}`]).status !== 0) {
    console.error(
      `${tool} is missing: apt-get install -y grammalecte-cli hunspell hunspell-en-ca hunspell-fr`,
    );
    process.exit(1);
  }
}

const started = performance.now();
const scratch = mkdtempSync(path.join(tmpdir(), "maplestack-proof-"));
process.on("exit", () => rmSync(scratch, { recursive: true, force: true }));

/**
 * The pages rendered on each request (the contact and booking pages, in both languages), as the
 * production app renders them to a visitor: the sitemap's addresses that are no built file.
 */
async function requestPages() {
  const clientDir = path.resolve("build", "client");
  const sitemap = readFileSync(path.join(clientDir, "sitemap.xml"), "utf8");
  const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]).pathname)
    .filter((pathname) => !existsSync(path.join(clientDir, pathname, "index.html")));
  if (addresses.length === 0) return [];
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "maplestack-proof-data-"));
  const { createApp } = await import("../server/app.mjs");
  const { app } = await createApp({ buildDir: path.resolve("build") });
  const server = await new Promise((resolve, reject) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    listening.on("error", reject);
  });
  try {
    const origin = `http://127.0.0.1:${server.address().port}`;
    return await Promise.all(
      addresses.map(async (address) => {
        const html = await (await fetch(`${origin}${address}`)).text();
        const language = html.match(/<html[^>]*\blang="([a-z]{2})/)?.[1] ?? "en";
        return { address, language, html };
      }),
    );
  } finally {
    server.close();
    server.closeAllConnections?.();
  }
}

// Error pages repeat the site's own text; the back office is not public copy.
// Only built pages asked for (a publish's): no need to start the app for the others.
const onlyBuilt = only?.every((address) =>
  existsSync(path.resolve("build", "client", `.${address}`, "index.html")),
);
const pages = [...builtPages(), ...(onlyBuilt ? [] : await requestPages())].filter(
  (page) =>
    !/^\/(404|503)$/.test(page.address) &&
    !page.address.startsWith("/admin") &&
    (!only || only.includes(page.address)),
);

/** Each language's paragraphs, once each, with the pages they appear on. */
const byLanguage = { en: new Map(), fr: new Map() };
for (const page of pages) {
  const seen = byLanguage[page.language === "fr" ? "fr" : "en"];
  for (const paragraph of paragraphsOf(page.html, page.language === "fr" ? "fr" : "en")) {
    if (!seen.has(paragraph)) seen.set(paragraph, new Set());
    seen.get(paragraph).add(page.address);
  }
}

const allow = JSON.parse(readFileSync(path.resolve("proofing", "grammalecte-allow.json"), "utf8"));
for (const entry of allow) {
  if (!entry.why || !(entry.rule || entry.text)) {
    console.error(
      `proofing/grammalecte-allow.json: every entry names a rule or a text, and why: ${JSON.stringify(entry)}`,
    );
    process.exit(1);
  }
}
const allowed = (finding) =>
  allow.some(
    (entry) =>
      (!entry.rule || finding.rule.startsWith(entry.rule)) &&
      (!entry.text || finding.text === entry.text) &&
      (!entry.context || finding.context.includes(entry.context)),
  );

const findings = [];

// Grammalecte: one paragraph per line, one run.
const french = [...byLanguage.fr.keys()];
if (french.length) {
  const input = path.join(scratch, "fr.txt");
  writeFileSync(input, `${french.join("\n")}\n`);
  const run = spawnSync("grammalecte-cli", ["-f", input, "-j", "-ctx", "-off", "esp"], {
    encoding: "utf8",
    maxBuffer: 512 * 1024 * 1024,
  });
  if (run.status !== 0) {
    console.error(`grammalecte-cli failed:\n${run.stderr}`);
    process.exit(1);
  }
  const report = JSON.parse(run.stdout);
  for (const { iParagraph, lGrammarErrors } of report.data) {
    const paragraph = french[iParagraph - 1] ?? "";
    for (const error of lGrammarErrors) {
      const finding = {
        tool: "grammalecte",
        rule: error.sRuleId,
        type: error.sType,
        text: error.sUnderlined,
        message: error.sMessage,
        suggestions: error.aSuggestions.slice(0, 3),
        context:
          `${error.sBefore.slice(-40)}[${error.sUnderlined}]${error.sAfter.slice(0, 40)}`.replace(
            /\n/g,
            "",
          ),
        pages: [...(byLanguage.fr.get(paragraph) ?? [])],
      };
      if (!allowed(finding)) findings.push(finding);
    }
  }
}

// Hunspell: the words of each language, each distinct word once.
for (const [language, dictionary] of [
  ["en", "en_CA"],
  ["fr", "fr_CA"],
]) {
  const paragraphs = [...byLanguage[language].keys()];
  if (!paragraphs.length) continue;
  const words = path.resolve("proofing", `words-${language}.txt`);
  // The dictionaries spell elisions with a straight apostrophe; a word's final period is punctuation.
  // Addresses and host names (a source's link, an email) are not words.
  const spelt = paragraphs.map((p) =>
    p
      .replace(
        /(https?:\/\/|www\.)\S+|[\p{L}\d.+-]+@[\p{L}\d-]+(\.[\p{L}\d-]+)+|[\p{L}\d-]+(\.[\p{L}\d-]+)*\.(ca|com|org|net)(?![\p{L}\d])/gu,
        " ",
      )
      .replace(/’/g, "'")
      // An elided article or pronoun is the dictionary's to check, the name after it the list's.
      .replace(/(?<!\p{L})(l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu|quoiqu)'(?=\p{Lu})/giu, "")
      .replace(/\.(?=\s|$)/g, " "),
  );
  const run = spawnSync("hunspell", ["-d", dictionary, "-p", words, "-L", "-i", "utf-8"], {
    input: spelt.join("\n"),
    encoding: "utf8",
    maxBuffer: 512 * 1024 * 1024,
  });
  if (run.status !== 0) {
    console.error(`hunspell failed:\n${run.stderr}`);
    process.exit(1);
  }
  // -L prints each line that has a misspelt word; -l on the same lines names the words.
  const lines = run.stdout.split("\n").filter(Boolean);
  const named = spawnSync("hunspell", ["-d", dictionary, "-p", words, "-l", "-i", "utf-8"], {
    input: lines.join("\n"),
    encoding: "utf8",
    maxBuffer: 512 * 1024 * 1024,
  });
  // Hunspell still refuses a few listed words that its dictionary spells otherwise ("Html", "Ag");
  // the list has the last word.
  const listed = new Set(readFileSync(words, "utf8").split("\n").filter(Boolean));
  const misspelt = new Set(named.stdout.split("\n").filter((word) => word && !listed.has(word)));
  for (const word of misspelt) {
    const where = lines.filter((line) =>
      new RegExp(
        `(^|[^\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`,
        "u",
      ).test(line),
    );
    const pagesOf = new Set(
      where.flatMap((line) => [
        ...(byLanguage[language].get(paragraphs[spelt.indexOf(line)]) ?? []),
      ]),
    );
    findings.push({
      tool: `hunspell ${dictionary}`,
      rule: "spelling",
      type: "spelling",
      text: word,
      message: "not in the dictionary nor the project's word list",
      suggestions: [],
      context: (where[0] ?? "").slice(0, 100),
      pages: [...pagesOf],
    });
  }
}

// The house style (docs/style-guide.md) where a dictionary cannot tell (en_CA itself refuses the
// -ise spellings: "organisation" is a spelling finding).
const houseStyle = {
  en: [{ pattern: /\be-mail/gi, message: "the house writes “email”" }],
  fr: [
    { pattern: /\bloi (25|96)\b/g, message: "« la Loi 25 », « la Loi 96 », with a capital" },
    { pattern: /[“”]/g, message: "French quotations take « »" },
  ],
};
for (const [language, rules] of Object.entries(houseStyle)) {
  for (const [paragraph, where] of byLanguage[language]) {
    for (const rule of rules) {
      for (const match of paragraph.matchAll(rule.pattern)) {
        findings.push({
          tool: "house style",
          rule: "style",
          type: language,
          text: match[0],
          message: rule.message,
          suggestions: [],
          context: paragraph.slice(Math.max(0, (match.index ?? 0) - 40), (match.index ?? 0) + 40),
          pages: [...where],
        });
      }
    }
  }
}

const counts = {};
for (const finding of findings) {
  const key = `${finding.tool} ${finding.type}`;
  counts[key] = (counts[key] ?? 0) + 1;
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const summary = `proofread ${pages.length} pages (${byLanguage.en.size} English and ${byLanguage.fr.size} French paragraphs) in ${seconds} s: ${findings.length} findings`;

if (asJson) {
  console.log(JSON.stringify({ summary, counts, findings }, null, 1));
} else {
  if (!countsOnly) {
    for (const f of findings) {
      const on =
        f.pages.length > 3
          ? `${f.pages.slice(0, 3).join(", ")} and ${f.pages.length - 3} more`
          : f.pages.join(", ");
      console.log(
        `${f.tool} ${f.rule}: "${f.text}" — ${f.message}${f.suggestions.length ? ` (${f.suggestions.join(" | ")})` : ""}\n  ${f.context}\n  on ${on}`,
      );
    }
  }
  for (const [key, n] of Object.entries(counts).sort())
    console.log(`${String(n).padStart(6)}  ${key}`);
  console.log(summary);
}
process.exit(findings.length && !countsOnly && !asJson ? 1 : 0);
