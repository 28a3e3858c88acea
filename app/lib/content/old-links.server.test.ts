// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { emptyLocation } from "../../../tests/unit/engines";
import { AuditLog } from "../admin/audit.server";
import { Store, type StoreLocation } from "../db.server";
import { brokenLinks, Drafts } from "./drafts.server";
import { entriesLinkingTo } from "./old-links.server";

describe("the entries that link to an old address", () => {
  let location: StoreLocation & { remove: () => Promise<void> };
  let store: Store;
  let content: string;
  let drafts: Drafts;
  beforeEach(async () => {
    location = await emptyLocation("sqlite");
    store = await Store.open(location);
    content = await mkdtemp(path.join(tmpdir(), "old-links-"));
    await mkdir(path.join(content, "fr", "insights"), { recursive: true });
    drafts = new Drafts(store, content, new AuditLog(store));
  });
  afterEach(async () => {
    await store.close();
    await location.remove();
    await rm(content, { recursive: true, force: true });
  });

  const article = (name: string, body: string) =>
    writeFile(path.join(content, "fr", "insights", `${name}.md`), `---\ntitle: T\n---\n${body}\n`);

  it("are those naming the address or a page under it, not a longer address that starts the same", async () => {
    await article("exact", "Voir la [rédaction](/fr/services/web/redaction-web).");
    await article("under", "Voir [une page](/fr/services/web/redaction-web/plus?ref=x).");
    await article("longer", "Voir [autre](/fr/services/web/redaction-web-et-marketing).");
    await article("none", "Aucun lien.");
    const found = await entriesLinkingTo(drafts, content, ["/fr/services/web/redaction-web"], "");
    expect(found.map((entry) => entry.file)).toEqual([
      "fr/insights/exact.md",
      "fr/insights/under.md",
    ]);
  });

  it("leave out the entry itself, and read a draft before its published text", async () => {
    await article("self", "[ici](/old)");
    await article("drafted", "Aucun lien.");
    await store.db
      .insertInto("content_drafts")
      .values({
        file: "fr/insights/drafted.md",
        body: "---\ntitle: T\n---\n[là](/old)\n",
        based_on: "",
        revision: 1,
        updated_at: Date.now(),
        updated_by: "editor@maplestack.ca",
      })
      .execute();
    const found = await entriesLinkingTo(drafts, content, ["/old"], "fr/insights/self.md");
    expect(found).toEqual([{ file: "fr/insights/drafted.md", addresses: ["/old"] }]);
  });
});

describe("the link check of a save", () => {
  it("accepts a link to a redirected address, in any letter case, and no other unknown one", () => {
    const redirects = new Map([["/old-services.html", "/services/web"]]);
    expect(brokenLinks({ to: "/Old-Services.html?ref=x" }, [], redirects)).toEqual([]);
    expect(brokenLinks({ items: [{ href: "/old-services.html" }] }, [], redirects)).toEqual([]);
    expect(brokenLinks({ to: "/old-services.html" })).toEqual([
      { path: ["to"], message: "no page of the site is at /old-services.html" },
    ]);
  });
});
