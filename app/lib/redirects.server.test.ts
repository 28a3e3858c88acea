// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { emptyLocation, engines } from "../../tests/unit/engines";
import { AuditLog } from "./admin/audit.server";
import { Store, type StoreLocation } from "./db.server";
import { forgetRedirects, REDIRECTS_FRESH_MS, Redirects } from "./redirects.server";

const pages = new Set([
  "/services/web",
  "/fr/services/web/redaction-web",
  "/fr/services/web/textes",
]);
const isPage = (path: string) => pages.has(path);

describe.each(engines)("the redirects on %s", (engine) => {
  let location: StoreLocation & { remove: () => Promise<void> };
  let store: Store;
  let redirects: Redirects;
  beforeEach(async () => {
    location = await emptyLocation(engine);
    store = await Store.open(location);
    redirects = new Redirects(store, new AuditLog(store));
    forgetRedirects();
  });
  afterEach(async () => {
    await store.close();
    await location.remove();
  });

  it("start with the old service names the code used to keep, in both languages", async () => {
    const seeded = await redirects.table();
    expect(seeded.get("/services/digital-marketing/search-engine-optimization")).toBe(
      "/services/digital-marketing/seo",
    );
    expect(seeded.get("/fr/services/marketing-numerique/search-engine-optimization")).toBe(
      "/fr/services/marketing-numerique/referencement-naturel",
    );
    expect((await redirects.list()).every((row) => row.reason === "alias")).toBe(true);
  });

  it("are added and removed by hand, each in the audit log, and count their hits", async () => {
    expect(
      await redirects.add("command line", "/old-services.html", "/services/web", isPage),
    ).toEqual({
      ok: true,
    });
    expect(await redirects.lookup("/old-services.html")).toBe("/services/web");
    expect(await redirects.lookup("/nowhere")).toBeNull();
    await expect
      .poll(
        async () => (await redirects.list()).find((row) => row.from === "/old-services.html")?.hits,
      )
      .toBe(1);
    const again = await redirects.add(
      "command line",
      "/old-services.html",
      "/services/web",
      isPage,
    );
    expect(again).toMatchObject({ ok: false, refusal: { field: "from" } });
    expect(await redirects.remove("command line", "/old-services.html")).toBe(true);
    expect(await redirects.lookup("/old-services.html")).toBeNull();
    const actions = (await new AuditLog(store).list(1)).entries.map((entry) => entry.action);
    expect(actions).toEqual(["redirect removed", "redirect added"]);
  });

  it("an address changed twice leads from both old ones to the last, and a page back drops its own", async () => {
    await redirects.published(
      "command line",
      [{ from: "/fr/services/web/redaction", to: "/fr/services/web/redaction-web" }],
      isPage,
    );
    pages.delete("/fr/services/web/redaction-web");
    await redirects.published(
      "command line",
      [{ from: "/fr/services/web/redaction-web", to: "/fr/services/web/textes" }],
      isPage,
    );
    const table = await redirects.table();
    expect(table.get("/fr/services/web/redaction")).toBe("/fr/services/web/textes");
    expect(table.get("/fr/services/web/redaction-web")).toBe("/fr/services/web/textes");
    pages.add("/fr/services/web/redaction");
    await redirects.published("command line", [], isPage);
    expect((await redirects.table()).has("/fr/services/web/redaction")).toBe(false);
    pages.delete("/fr/services/web/redaction");
    pages.add("/fr/services/web/redaction-web");
  });

  it("are answered from memory for a few seconds, then read again", async () => {
    const start = Date.now();
    expect(await redirects.lookup("/later", start)).toBeNull();
    await store.db
      .insertInto("redirects")
      .values({
        from_path: "/later",
        to_path: "/services/web",
        reason: "manual",
        created_by: "another server",
        created_at: start,
        hits: 0,
        last_hit_at: null,
      })
      .execute();
    expect(await redirects.lookup("/later", start + 1000)).toBeNull();
    expect(await redirects.lookup("/later", start + REDIRECTS_FRESH_MS + 1)).toBe("/services/web");
  });
});
