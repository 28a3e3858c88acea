// @vitest-environment node
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { indexLanguage, indexSite } from "./search-index.mjs";

const page = (lang, title, words) =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main data-pagefind-body><h1>${title}</h1><p>${words}</p></main></body></html>`;

/** Each file of an index folder, by its path, with its bytes. */
const filesOf = (folder) =>
  Object.fromEntries(
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(folder, file), readFileSync(file).toString("base64")];
      }),
  );

describe("the search index made again for one language", () => {
  let dir;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "search-index-"));
    const pages = {
      "index.html": page("en-CA", "Home", "Websites for Canadian businesses."),
      "services/web/index.html": page("en-CA", "Web", "Fast sites on every phone."),
      "fr/index.html": page("fr-CA", "Accueil", "Des sites pour les entreprises d'ici."),
      "fr/services/web/index.html": page(
        "fr-CA",
        "Web",
        "Des sites rapides sur tous les téléphones.",
      ),
    };
    for (const [file, html] of Object.entries(pages)) {
      mkdirSync(path.dirname(path.join(dir, "site", file)), { recursive: true });
      writeFileSync(path.join(dir, "site", file), html);
    }
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("gives the index a whole new index would, the other language's files kept as they were", async () => {
    const site = path.join(dir, "site");
    await indexSite(site);
    const french = Object.entries(filesOf(path.join(site, "pagefind"))).filter(([name]) =>
      name.includes("fr-ca"),
    );
    writeFileSync(
      path.join(site, "services/web/index.html"),
      page("en-CA", "Web", "Quokka sites on every phone."),
    );
    const written = await indexLanguage(site, "en-ca");
    expect(written.some((file) => file.endsWith("pagefind-entry.json"))).toBe(true);
    expect(written.every((file) => !file.includes("fr-ca"))).toBe(true);

    const whole = path.join(dir, "whole");
    cpSync(site, whole, { recursive: true });
    rmSync(path.join(whole, "pagefind"), { recursive: true });
    await indexSite(whole);
    const again = filesOf(path.join(site, "pagefind"));
    expect(again).toEqual(filesOf(path.join(whole, "pagefind")));
    for (const [name, bytes] of french) expect(again[name]).toBe(bytes);
    expect(JSON.stringify(again)).not.toBe(JSON.stringify(french));
  });
});
