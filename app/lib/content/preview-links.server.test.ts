import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { emptyLocation, engines } from "../../../tests/unit/engines";
import { AuditLog } from "../admin/audit.server";
import { type Staff, StaffAuth } from "../admin/auth.server";
import { Store, type StoreLocation } from "../db.server";
import { readEnv } from "../env.server";
import { PreviewLinks, readToken, tokenOf } from "./preview-links.server";

const SECRET = "preview-link-secret-".padEnd(48, "y");
const DAY = 24 * 60 * 60 * 1000;

describe("a preview link's token", () => {
  it("opens with the server's secret only, and not once its number or end is changed", () => {
    const token = tokenOf(SECRET, 12, 1_800_000_000_000);
    expect(readToken(SECRET, token)).toEqual({ id: 12, expiresAt: 1_800_000_000_000 });
    // Spelled in lowercase, as the site's addresses are (another case is redirected).
    expect(token).toBe(token.toLowerCase());
    expect(readToken("another-secret-".padEnd(48, "z"), token)).toBeNull();
    const [, end, signature] = token.split(".");
    expect(readToken(SECRET, `13.${end}.${signature}`)).toBeNull();
    const later = (1_800_000_000_000 + DAY).toString(36);
    expect(readToken(SECRET, `12.${later}.${signature}`)).toBeNull();
    expect(readToken(SECRET, `${token}x`)).toBeNull();
    expect(readToken(SECRET, "12")).toBeNull();
  });
});

describe.each(engines)("preview links on %s", (engine) => {
  let location: StoreLocation & { remove: () => Promise<void> };
  let store: Store;
  let links: PreviewLinks;
  let maker: Staff;
  const files = [{ file: "en/services/web/seo.yaml", body: "name: SEO\n" }];
  beforeEach(async () => {
    location = await emptyLocation(engine);
    store = await Store.open(location);
    links = new PreviewLinks(store, SECRET, new AuditLog(store));
    maker = await new StaffAuth(store, readEnv({})).createStaff({
      email: "writer@maplestack.test",
      name: "Wren Writer",
      role: "editor",
    });
  });
  afterEach(async () => {
    await store.close();
    await location.remove();
  });

  const make = (days?: number, now = Date.now()) =>
    links.make(
      maker,
      { file: files[0]?.file ?? "", page: "/services/web/seo", files, at: new Date(now) },
      days,
      now,
    );

  it("ends after 7 days unless set otherwise, and lists who made it", async () => {
    const now = Date.now();
    const made = await make(undefined, now);
    expect(made.expiresAt).toBe(now + 7 * DAY);
    const opened = await links.open(made.token, now + 7 * DAY - 1);
    expect(opened.ok && opened.link.files).toEqual(files);
    expect(await links.open(made.token, now + 7 * DAY)).toEqual({ ok: false, reason: "ended" });
    const longer = await make(30, now);
    expect(longer.expiresAt).toBe(now + 30 * DAY);
    const listed = await links.list("en/services/web/seo.yaml");
    expect(listed.map((link) => [link.id, link.madeBy])).toEqual([
      [longer.id, "writer@maplestack.test"],
      [made.id, "writer@maplestack.test"],
    ]);
  });

  it("opens nothing once withdrawn, and a withdrawal is in the audit log", async () => {
    const made = await make();
    expect(await links.revoke(maker, made.id)).toBe(true);
    expect(await links.revoke(maker, made.id)).toBe(false);
    expect(await links.open(made.token)).toEqual({ ok: false, reason: "ended" });
    const [listed] = await links.list();
    expect(listed?.revokedBy).toBe("writer@maplestack.test");
    const actions = await store.db.selectFrom("audit_log").select("action").execute();
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(["made a preview link", "withdrew a preview link"]),
    );
  });

  it("a token signed for a link that was never made opens nothing", async () => {
    const made = await make();
    const forged = tokenOf(SECRET, made.id + 1, made.expiresAt);
    expect(await links.open(forged)).toEqual({ ok: false, reason: "unknown" });
  });
});
