import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { emptyLocation, engines } from "../../../tests/unit/engines";
import { AuditLog } from "../admin/audit.server";
import { type Staff, StaffAuth } from "../admin/auth.server";
import { Store, type StoreLocation } from "../db.server";
import { readEnv } from "../env.server";
import { PUBLISH_UNDER_WAY } from "./publish.server";
import {
  nextArticleMoment,
  type SchedulePublisher,
  Schedules,
  ScheduleTicker,
} from "./schedule.server";

const ARTICLE = "en/insights/a-launch-in-three-steps.md";
const MINUTE = 60_000;

/**
 * A publisher that records what it was asked: each publish is a row of content_publishes that
 * ends as `outcome` says, as the real one's does; `busyFor` publishes refuse as one under way.
 */
function fakePublisher(
  store: Store,
  { outcome = "published", busyFor = 0 }: { outcome?: string; busyFor?: number } = {},
) {
  const started: { by: string; files: readonly string[] }[] = [];
  let refusals = busyFor;
  const publisher: SchedulePublisher = {
    async start(actor, { files }) {
      if (refusals > 0) {
        refusals -= 1;
        return { ok: false, reason: PUBLISH_UNDER_WAY };
      }
      started.push({ by: actor.email, files });
      const row = await store.db
        .insertInto("content_publishes")
        .values({
          started_at: Date.now(),
          status: "running",
          staff_email: actor.email,
          files: JSON.stringify(files),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const done = (async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        await store.db
          .updateTable("content_publishes")
          .set({
            status: outcome,
            finished_at: Date.now(),
            error: outcome === "failed" ? "A draft would stop the build: Title: too short" : null,
          })
          .where("id", "=", Number(row.id))
          .execute();
      })();
      return { ok: true, id: Number(row.id), done };
    },
    rebuild: async () => ({ ok: false, reason: "not here" }),
    recover: async () => {},
    contentFile: async () => "/nonexistent/content.json",
  };
  return { publisher, started };
}

describe.each(engines)("publishing on a schedule, on %s", (engine) => {
  let location: StoreLocation & { remove: () => Promise<void> };
  let store: Store;
  let audit: AuditLog;
  let schedules: Schedules;
  let editor: Staff;
  let auth: StaffAuth;

  beforeEach(async () => {
    location = await emptyLocation(engine);
    store = await Store.open(location);
    audit = new AuditLog(store);
    schedules = new Schedules(store, audit);
    auth = new StaffAuth(store, readEnv({}));
    editor = await auth.createStaff({
      email: "editor@maplestack.ca",
      name: "Eddie Editor",
      role: "editor",
    });
    await store.db
      .insertInto("content_drafts")
      .values({
        file: ARTICLE,
        body: "---\ntitle: A launch\n---\n",
        based_on: "",
        revision: 1,
        updated_at: Date.now(),
        updated_by: editor.email,
      })
      .execute();
  });
  afterEach(async () => {
    await store.close();
    await location.remove();
  });

  const ticker = (publisher: SchedulePublisher) =>
    new ScheduleTicker(store, audit, publisher, (id) => auth.staffById(id));
  const actions = async () => (await audit.list(1)).entries.map((entry) => entry.action).reverse();

  it("refuses a time that has passed, and drafts that are not the person's", async () => {
    const now = Date.now();
    const past = await schedules.set(editor, [ARTICLE], now - MINUTE, now);
    expect(past).toMatchObject({ ok: false, status: 422 });
    expect(past.ok ? "" : past.reason).toMatch(
      /^That time has passed \(.+\)\. Choose a later one\.$/,
    );
    expect(await schedules.set(editor, [ARTICLE], null, now)).toMatchObject({ ok: false });
    expect(
      await schedules.set(editor, ["en/insights/no-such-draft.md"], now + MINUTE, now),
    ).toMatchObject({ ok: false, reason: expect.stringContaining("none of yours") });
    expect((await schedules.list()).coming).toEqual([]);
  });

  it("is moved and cancelled while it waits, each in the audit log, and not once it ended", async () => {
    const now = Date.now();
    const set = await schedules.set(editor, [ARTICLE], now + 10 * MINUTE, now);
    expect(set.ok).toBe(true);
    const id = set.ok ? set.id : 0;
    expect(await schedules.move(editor, id, now - MINUTE, now)).toMatchObject({ ok: false });
    expect(await schedules.move(editor, id, now + 20 * MINUTE, now)).toEqual({ ok: true, id });
    expect((await schedules.byId(id))?.runAt).toBe(now + 20 * MINUTE);
    expect(await schedules.cancel(editor, id, now)).toEqual({ ok: true, id });
    expect(await schedules.cancel(editor, id, now)).toMatchObject({
      ok: false,
      reason: "That scheduled publish was cancelled already.",
    });
    expect(await schedules.move(editor, id, now + 30 * MINUTE, now)).toMatchObject({ ok: false });
    expect((await schedules.list()).coming).toEqual([]);
    // A translator of French cannot change an English schedule.
    const again = await schedules.set(editor, [ARTICLE], now + 10 * MINUTE, now);
    const translator = await auth.createStaff({
      email: "traductrice@maplestack.ca",
      name: "Tina",
      role: "editor",
      contentLanguage: "fr",
    });
    expect(await schedules.cancel(translator, again.ok ? again.id : 0, now)).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await actions()).toEqual([
      "scheduled a publish",
      "moved a scheduled publish",
      "cancelled a scheduled publish",
      "scheduled a publish",
    ]);
  });

  it("runs once when two servers' tickers look at the same moment, as the person who set it", async () => {
    const now = Date.now();
    const set = await schedules.set(editor, [ARTICLE], now + MINUTE, now);
    const id = set.ok ? set.id : 0;
    const one = fakePublisher(store);
    const two = fakePublisher(store);
    const [a, b] = [ticker(one.publisher), ticker(two.publisher)];
    // Not before its time.
    await Promise.all([a.tick(now), b.tick(now)]);
    expect(one.started.length + two.started.length).toBe(0);
    // At its time, both look at once; either claims it, the other finds it taken.
    const due = now + MINUTE;
    await Promise.all([a.tick(due), b.tick(due), a.tick(due + 1), b.tick(due + 1)]);
    await Promise.all([a.settled(), b.settled()]);
    expect([...one.started, ...two.started]).toEqual([{ by: editor.email, files: [ARTICLE] }]);
    expect(await schedules.byId(id)).toMatchObject({ status: "published", error: null });
    await Promise.all([a.tick(due + 5000), b.tick(due + 5000)]);
    expect(one.started.length + two.started.length).toBe(1);
    expect(await actions()).toEqual([
      "scheduled a publish",
      "ran a scheduled publish",
      "scheduled publish done",
    ]);
    const claims = await Promise.all([a.claim(id, due), b.claim(id, due)]);
    expect(claims).toEqual([false, false]);
  });

  it("waits and tries again while another publish is under way, instead of failing", async () => {
    const now = Date.now();
    const set = await schedules.set(editor, [ARTICLE], now + MINUTE, now);
    const id = set.ok ? set.id : 0;
    const { publisher, started } = fakePublisher(store, { busyFor: 2 });
    const ticks = ticker(publisher);
    await ticks.tick(now + MINUTE);
    await ticks.settled();
    expect(await schedules.byId(id)).toMatchObject({ status: "waiting" });
    await ticks.tick(now + MINUTE + 5000);
    await ticks.settled();
    expect(started).toEqual([]);
    await ticks.tick(now + MINUTE + 10_000);
    await ticks.settled();
    expect(started.length).toBe(1);
    expect(await schedules.byId(id)).toMatchObject({ status: "published" });
  });

  it("says failed with the reason when its publish fails, or its account can no longer publish", async () => {
    const now = Date.now();
    const set = await schedules.set(editor, [ARTICLE], now + MINUTE, now);
    const ticks = ticker(fakePublisher(store, { outcome: "failed" }).publisher);
    await ticks.tick(now + MINUTE);
    await ticks.settled();
    expect(await schedules.byId(set.ok ? set.id : 0)).toMatchObject({
      status: "failed",
      error: "A draft would stop the build: Title: too short",
    });
    expect((await schedules.list()).ended).toHaveLength(1);

    const later = await schedules.set(editor, [ARTICLE], now + 2 * MINUTE, now);
    await auth.setDisabled(editor, editor.id, true);
    const { publisher, started } = fakePublisher(store);
    await ticker(publisher).tick(now + 2 * MINUTE);
    expect(started).toEqual([]);
    expect((await schedules.byId(later.ok ? later.id : 0))?.error).toMatch(
      /^editor@maplestack.ca can no longer publish/,
    );
    expect(
      (await actions()).filter((action) => action === "scheduled publish failed"),
    ).toHaveLength(2);
  });

  it("does not stay running once a server that stopped during its publish left it failed", async () => {
    const now = Date.now();
    const set = await schedules.set(editor, [ARTICLE], now + MINUTE, now);
    const id = set.ok ? set.id : 0;
    // A server claimed it and started its publish, then stopped: the publish's recovery failed it.
    const publish = await store.db
      .insertInto("content_publishes")
      .values({
        started_at: now,
        status: "failed",
        staff_email: editor.email,
        files: JSON.stringify([ARTICLE]),
        error: "The server stopped during the build.",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await store.db
      .updateTable("content_schedules")
      .set({ status: "running", claimed_at: now + MINUTE, publish_id: Number(publish.id) })
      .where("id", "=", id)
      .execute();
    // A second one was claimed by a server that stopped before its publish began.
    const other = await schedules.set(editor, [ARTICLE], now + MINUTE, now);
    await store.db
      .updateTable("content_schedules")
      .set({ status: "running", claimed_at: now + MINUTE })
      .where("id", "=", other.ok ? other.id : 0)
      .execute();
    const { publisher, started } = fakePublisher(store);
    const ticks = ticker(publisher);
    await ticks.tick(now + MINUTE + 5000);
    expect(await schedules.byId(id)).toMatchObject({
      status: "failed",
      error: "The server stopped during the build.",
    });
    // Given a minute, in case its server is only slow.
    expect((await schedules.byId(other.ok ? other.id : 0))?.status).toBe("running");
    await ticks.tick(now + 3 * MINUTE);
    expect((await schedules.byId(other.ok ? other.id : 0))?.error).toMatch(
      /^The server stopped before its publish began/,
    );
    expect(started).toEqual([]);
  });

  it("renders the published content again once, when the next dated article's day begins", async () => {
    const file = path.join(location.dataDir, "content.json");
    const articles = [{ published: "2026-11-17" }, { published: "2026-12-08" }];
    await writeFile(
      file,
      JSON.stringify({ at: "2026-12-02T09:00:00Z", collections: { allArticles: articles } }),
    );
    let rebuilds = 0;
    const { publisher } = fakePublisher(store);
    const ticks = ticker({
      ...publisher,
      rebuild: async () => {
        rebuilds += 1;
        return { ok: true, id: rebuilds, done: Promise.resolve() };
      },
      contentFile: async () => file,
    });
    await ticks.tick(Date.parse("2026-12-08T04:59:59Z"));
    expect(rebuilds).toBe(0);
    await ticks.tick(Date.parse("2026-12-08T05:00:00Z"));
    expect(rebuilds).toBe(1);
    // Until the new content is live, or five minutes if that publish failed, it is not started again.
    await ticks.tick(Date.parse("2026-12-08T05:00:05Z"));
    expect(rebuilds).toBe(1);
    await ticks.tick(Date.parse("2026-12-08T05:05:01Z"));
    expect(rebuilds).toBe(2);
  });
});

describe("the next dated article", () => {
  const articles = [
    { published: "2026-11-17" },
    { published: "2026-12-08" },
    { published: "2026-12-15" },
    { published: "2026-12-01", draft: true },
  ];

  it("comes out at Toronto's midnight of its day, after the content's moment", () => {
    const content = (at: string) => ({ at, collections: { allArticles: articles } });
    expect(nextArticleMoment(content("2026-12-02T09:00:00Z"))).toBe(
      Date.parse("2026-12-08T05:00:00Z"),
    );
    expect(nextArticleMoment(content("2026-12-08T05:00:01Z"))).toBe(
      Date.parse("2026-12-15T05:00:00Z"),
    );
    expect(nextArticleMoment(content("2026-12-16T00:00:00Z"))).toBeNull();
  });
});
