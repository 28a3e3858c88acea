// @vitest-environment node
import { createHash } from "node:crypto";
import { createClient } from "@libsql/client";
import { RateLimiterRes } from "rate-limiter-flexible";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { emptyLocation, engines } from "../../tests/unit/engines";
import { Store, type StoreLocation } from "./db.server";
import { Leads, type NewLead } from "./leads.server";
import { OutboxQueue } from "./outbox.server";
import { Subscribers } from "./subscribers.server";

const lead: NewLead = {
  firstName: "Ada",
  lastName: "Lovelace",
  company: "Analytical Engines Ltd",
  email: "ada@example.ca",
  phone: null,
  services: ["software"],
  budget: "Not sure yet",
  callbackTime: "Any time",
  description: "Robert'); DROP TABLE leads;-- is a name we should store as written.",
  marketingConsent: false,
  consentWording: null,
  sourcePage: "/contact-us",
  language: "en",
};

const LEASE = { leaseMs: 60_000 };

describe.each(engines)("the lead store on %s", (engine) => {
  let location: StoreLocation & { remove: () => Promise<void> };
  const open: Store[] = [];
  const openStore = async () => {
    const store = await Store.open(location);
    open.push(store);
    return store;
  };
  beforeEach(async () => {
    location = await emptyLocation(engine);
  });
  afterEach(async () => {
    for (const store of open.splice(0)) await store.close();
    await location.remove();
  });

  it("creates its schema on first open and reopens without migrating twice", async () => {
    const first = await openStore();
    expect(first.engine).toBe(engine);
    await new Leads(first).add(lead, { notify: false });
    const second = await openStore();
    expect(await new Leads(second).all()).toHaveLength(1);
  });

  // In one process SQLite's lock would wait on itself: two processes sharing one file start
  // together in tests/e2e/topology.spec.ts.
  it.runIf(engine === "postgres")(
    "lets two servers starting at once bring the schema up together",
    async () => {
      const [a, b] = await Promise.all([openStore(), openStore()]);
      if (!a || !b) throw new Error("a store did not open");
      await new Leads(a).add(lead, { notify: false });
      expect(await new Leads(b).all()).toHaveLength(1);
    },
  );

  it("stores text exactly as written, SQL included, with a notification when asked", async () => {
    const store = await openStore();
    const id = await new Leads(store).add(
      { ...lead, marketingConsent: true, consentWording: "Oui", language: "fr" },
      { notify: true },
    );
    expect(await new Leads(store).byId(id)).toMatchObject({
      ...lead,
      marketingConsent: true,
      consentWording: "Oui",
      language: "fr",
      id,
    });
    expect(await new Leads(store).byId(id + 1)).toBeUndefined();
    expect(await new OutboxQueue(store).all()).toMatchObject([
      { leadId: id, attempts: 0, sentAt: null },
    ]);
  });

  it("keeps one subscription per address, whatever its case, confirmed by email", async () => {
    const store = await openStore();
    const subscriber = {
      email: "owner@shop.ca",
      consentWording: "Monthly",
      sourcePage: "/",
      language: "en",
    };
    const start = new Date("2026-11-20T12:00:00.000Z");
    const later = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    const month = 31 * 24 * 60;
    expect(await new Subscribers(store).add(subscriber, start)).toBe("asked");
    // Asked again within a month: no second email; a month later: a new one.
    expect(
      await new Subscribers(store).add({ ...subscriber, email: "Owner@Shop.ca" }, later(5)),
    ).toBe("already-asked");
    expect(await new Subscribers(store).add(subscriber, later(month))).toBe("asked");
    const [stored] = await new Subscribers(store).list();
    expect(stored).toMatchObject({
      email: "owner@shop.ca",
      status: "unconfirmed",
      requestedAt: later(month).toISOString(),
      confirmedAt: null,
    });
    expect(
      (await new OutboxQueue(store).all()).map((m) => [m.kind, m.subscriberId, m.leadId]),
    ).toEqual([
      ["confirm", stored?.id, null],
      ["confirm", stored?.id, null],
    ]);
    expect(await new Subscribers(store).list("confirmed")).toEqual([]);

    const id = stored?.id ?? 0;
    expect(await new Subscribers(store).confirm(id, later(month + 10))).toBe(true);
    expect(await new Subscribers(store).confirm(id, later(month + 11))).toBe(false);
    expect(await new Subscribers(store).list("confirmed")).toMatchObject([
      { id, confirmedAt: later(month + 10).toISOString() },
    ]);
    expect(await new Subscribers(store).add(subscriber, later(month + 20))).toBe(
      "already-subscribed",
    );

    await new Subscribers(store).unsubscribe(id, later(month + 30));
    expect(await new Subscribers(store).byId(id)).toMatchObject({
      status: "unsubscribed",
      unsubscribedAt: later(month + 30).toISOString(),
    });
    // An address that unsubscribed may ask again, and is asked to confirm by a new email.
    expect(await new Subscribers(store).add(subscriber, later(2 * month))).toBe("asked");
    expect((await new Subscribers(store).byId(id))?.status).toBe("unconfirmed");
  });

  it("sends one confirmation email a month per address, to twenty requests at once too", async () => {
    const store = await openStore();
    const at = new Date("2026-11-20T12:00:00.000Z");
    const ask = (email: string, when = at) =>
      new Subscribers(store).add(
        { email, consentWording: "Monthly", sourcePage: "/", language: "en" },
        when,
      );
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => ask(i % 2 ? "Target@Shop.ca" : "target@shop.ca")),
    );
    expect(outcomes.filter((outcome) => outcome === "asked")).toHaveLength(1);
    expect(await new Subscribers(store).list()).toHaveLength(1);
    expect(await new OutboxQueue(store).all()).toHaveLength(1);
    const day = 24 * 60 * 60 * 1000;
    expect(await ask("target@shop.ca", new Date(at.getTime() + 29 * day))).toBe("already-asked");
    expect(await ask("target@shop.ca", new Date(at.getTime() + 30 * day))).toBe("asked");
    expect(await new OutboxQueue(store).all()).toHaveLength(2);
  });

  it("removes addresses never confirmed after seven days, with their emails", async () => {
    const store = await openStore();
    const day = 24 * 60 * 60 * 1000;
    const ask = (email: string, at: number) =>
      new Subscribers(store).add(
        { email, consentWording: "Monthly", sourcePage: "/", language: "fr" },
        new Date(at),
      );
    const now = Date.parse("2026-11-25T12:00:00.000Z");
    await ask("old@shop.ca", now - 8 * day);
    await ask("confirmed@shop.ca", now - 30 * day);
    await ask("recent@shop.ca", now - 2 * day);
    const confirmed = (await new Subscribers(store).list()).find(
      (s) => s.email === "confirmed@shop.ca",
    );
    await new Subscribers(store).confirm(confirmed?.id ?? 0);
    expect(await new Subscribers(store).purgeUnconfirmed(7 * day, new Date(now))).toBe(1);
    expect((await new Subscribers(store).list()).map((s) => s.email).sort()).toEqual([
      "confirmed@shop.ca",
      "recent@shop.ca",
    ]);
    expect(await new OutboxQueue(store).all()).toHaveLength(2);
    // The address removed still had its email this month; one asked a month ago may have one.
    expect(await ask("old@shop.ca", now)).toBe("already-asked");
    expect((await new Subscribers(store).list()).map((s) => s.email)).not.toContain("old@shop.ca");
  });

  it("keeps an unsubscribed address on the do-not-email list when anyone asks for it again, through the purge", async () => {
    const store = await openStore();
    const day = 24 * 60 * 60 * 1000;
    const start = Date.parse("2026-11-01T12:00:00.000Z");
    const ask = (at: number) =>
      new Subscribers(store).add(
        { email: "Left@Shop.ca", consentWording: "Monthly", sourcePage: "/", language: "en" },
        new Date(at),
      );
    const suppressed = async () =>
      (await store.db.selectFrom("newsletter_suppressions").selectAll().execute()).map(
        (row) => row.email_hash,
      );
    const hash = createHash("sha256").update("left@shop.ca").digest("hex");
    expect(await ask(start)).toBe("asked");
    const [row] = await new Subscribers(store).list();
    const id = row?.id ?? 0;
    await new Subscribers(store).confirm(id, new Date(start + day));
    await new Subscribers(store).unsubscribe(id, new Date(start + 2 * day));
    expect(await suppressed()).toEqual([hash]);

    // Someone asks for it again within the month: no email, nothing changes.
    expect(await ask(start + 3 * day)).toBe("already-asked");
    expect(await new Subscribers(store).byId(id)).toMatchObject({ status: "unsubscribed" });
    expect(await new OutboxQueue(store).all()).toEqual([]);

    // A month on, one email; left unconfirmed, the purge removes the row, not the record.
    expect(await ask(start + 40 * day)).toBe("asked");
    expect(await new Subscribers(store).purgeUnconfirmed(7 * day, new Date(start + 48 * day))).toBe(
      1,
    );
    expect(await new Subscribers(store).list()).toEqual([]);
    expect(await suppressed()).toEqual([hash]);
    expect(await ask(start + 49 * day)).toBe("already-asked");
    expect(
      await new Subscribers(store).purgeUnconfirmed(7 * day, new Date(start + 400 * day)),
    ).toBe(0);
    expect(await suppressed()).toEqual([hash]);

    // Its owner subscribes anew and confirms from the inbox: it leaves the list.
    expect(await ask(start + 401 * day)).toBe("asked");
    const [again] = await new Subscribers(store).list();
    expect(await new Subscribers(store).confirm(again?.id ?? 0, new Date(start + 401 * day))).toBe(
      true,
    );
    expect(await suppressed()).toEqual([]);
  });

  it("schedules failed notifications and hands out only those due", async () => {
    const store = await openStore();
    await new Leads(store).add(lead, { notify: true });
    const [message] = await new OutboxQueue(store).claimDue(Date.now(), LEASE);
    if (!message) throw new Error("no message due");
    await new OutboxQueue(store).markFailed(message, Date.now() + 60_000, "connection refused");
    expect(await new OutboxQueue(store).all()).toMatchObject([{ attempts: 1, claim: null }]);
    expect(await new OutboxQueue(store).claimDue(Date.now(), LEASE)).toEqual([]);
    const [again] = await new OutboxQueue(store).claimDue(Date.now() + 61_000, LEASE);
    if (!again) throw new Error("no message due after the back-off");
    expect(await new OutboxQueue(store).markSent(again, Date.now())).toBe(true);
    expect(await new OutboxQueue(store).claimDue(Date.now() + 600_000, LEASE)).toEqual([]);
  });

  it("gives a message to one server at a time, and to another once the lease runs out", async () => {
    const [a, b] = [await openStore(), await openStore()];
    for (let i = 0; i < 6; i++) await new Leads(a).add(lead, { notify: true });
    const now = Date.now();
    const [first, second] = await Promise.all([
      new OutboxQueue(a).claimDue(now, { leaseMs: 1000, limit: 4 }),
      new OutboxQueue(b).claimDue(now, { leaseMs: 60_000, limit: 4 }),
    ]);
    const ids = [...(first ?? []), ...(second ?? [])].map((m) => m.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    expect(await new OutboxQueue(a).claimDue(now + 500, LEASE)).toEqual([]);

    // The first server dies holding its messages: after the lease, the other takes them.
    const taken = await new OutboxQueue(b).claimDue(now + 1001, LEASE);
    expect(taken.map((m) => m.id).sort()).toEqual(first?.map((m) => m.id).sort());
    const stale = first?.[0];
    const current = taken.find((m) => m.id === stale?.id);
    if (!stale || !current) throw new Error("the stale message was not taken again");
    // A late answer from the first server cannot mark what is no longer its own.
    expect(await new OutboxQueue(a).markSent(stale, now + 1002)).toBe(false);
    expect(await new OutboxQueue(b).markSent(current, now + 1003)).toBe(true);
  });

  it("keeps a setting once created, the same for every server", async () => {
    const [a, b] = [await openStore(), await openStore()];
    const [first, second] = await Promise.all([
      a.setting("form-secret", () => "first"),
      b.setting("form-secret", () => "second"),
    ]);
    expect(first).toBe(second);
    expect(await a.setting("form-secret", () => "third")).toBe(first);
  });

  it("counts a rate limit across servers, per key, and forgets it after the window", async () => {
    const [a, b] = [await openStore(), await openStore()];
    const limits = [a, b].map((store) =>
      store.rateLimiter("quote", { points: 3, durationMs: 1000 }),
    );
    const outcomes: boolean[] = [];
    for (let i = 0; i < 5; i++) {
      const limiter = limits[i % 2];
      if (!limiter) throw new Error("no limiter");
      outcomes.push(
        await limiter.consume("203.0.113.7").then(
          () => true,
          (rejection) => {
            if (!(rejection instanceof RateLimiterRes)) throw rejection;
            return false;
          },
        ),
      );
    }
    expect(outcomes).toEqual([true, true, true, false, false]);
    await expect(limits[1]?.consume("198.51.100.2")).resolves.toBeInstanceOf(RateLimiterRes);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await expect(limits[0]?.consume("203.0.113.7")).resolves.toBeInstanceOf(RateLimiterRes);
  });

  it("fails loudly, not silently, when the database is gone", async () => {
    const store = await openStore();
    const limiter = store.rateLimiter("quote", { points: 3, durationMs: 1000 });
    await store.close();
    open.splice(open.indexOf(store), 1);
    await expect(new Leads(store).add(lead, { notify: false })).rejects.toThrow();
    await expect(limiter.consume("203.0.113.7")).rejects.toBeInstanceOf(Error);
  });
});

describe("an SQLite file from before the move to two engines", () => {
  it("keeps its leads and settings and gains the new tables", async () => {
    const location = await emptyLocation("sqlite");
    const file = createClient({ url: `file:${location.dataDir}/maplestack.db` });
    // The schema as the first two hand-written migrations left it.
    await file.batch([
      `CREATE TABLE leads (id INTEGER PRIMARY KEY AUTOINCREMENT, created_at TEXT NOT NULL,
        first_name TEXT NOT NULL, last_name TEXT NOT NULL, company TEXT NOT NULL,
        email TEXT NOT NULL, phone TEXT, services TEXT NOT NULL, budget TEXT NOT NULL,
        callback_time TEXT NOT NULL, description TEXT NOT NULL,
        marketing_consent INTEGER NOT NULL, consent_wording TEXT, source_page TEXT NOT NULL,
        language TEXT NOT NULL DEFAULT 'en')`,
      `CREATE TABLE subscribers (id INTEGER PRIMARY KEY AUTOINCREMENT, created_at TEXT NOT NULL,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE, consent_wording TEXT NOT NULL,
        source_page TEXT NOT NULL, language TEXT NOT NULL DEFAULT 'en')`,
      `CREATE TABLE outbox (id INTEGER PRIMARY KEY AUTOINCREMENT,
        lead_id INTEGER NOT NULL REFERENCES leads(id), attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL, sent_at INTEGER, last_error TEXT)`,
      "CREATE INDEX outbox_pending ON outbox (sent_at, next_attempt_at)",
      "CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
      `INSERT INTO leads (created_at, first_name, last_name, company, email, phone, services,
        budget, callback_time, description, marketing_consent, consent_wording, source_page,
        language) VALUES ('2026-11-01T12:00:00.000Z', 'Old', 'Lead', 'Co', 'old@example.ca',
        NULL, '["web"]', 'Not sure yet', 'Any time', 'Kept', 0, NULL, '/contact-us', 'fr')`,
      "INSERT INTO outbox (lead_id, next_attempt_at) VALUES (1, 0)",
      `INSERT INTO subscribers (created_at, email, consent_wording, source_page, language)
        VALUES ('2026-10-01T12:00:00.000Z', 'reader@example.ca', 'Monthly', '/', 'fr')`,
      "INSERT INTO settings VALUES ('form-secret', 'kept-secret')",
      "PRAGMA user_version = 2",
    ]);
    file.close();

    const store = await Store.open(location);
    try {
      expect(await new Leads(store).all()).toMatchObject([
        { id: 1, firstName: "Old", language: "fr" },
      ]);
      expect(await store.setting("form-secret", () => "new")).toBe("kept-secret");
      // The notification still queued is kept; a subscriber from before double opt-in is asked
      // to confirm, with seven days from the upgrade to do so.
      const reader = await new Subscribers(store).byId(1);
      expect(reader).toMatchObject({ email: "reader@example.ca", status: "unconfirmed" });
      expect(Date.now() - Date.parse(reader?.requestedAt ?? "")).toBeLessThan(60_000);
      expect(await new OutboxQueue(store).claimDue(Date.now(), LEASE)).toMatchObject([
        { kind: "lead", leadId: 1, subscriberId: null },
        { kind: "confirm", leadId: null, subscriberId: 1 },
      ]);
      expect(await new Leads(store).add(lead, { notify: false })).toBe(2);
      // It has had its confirmation email this month: asking again sends none.
      expect(
        await new Subscribers(store).add({
          email: "Reader@example.ca",
          consentWording: "Monthly",
          sourcePage: "/",
          language: "fr",
        }),
      ).toBe("already-asked");
    } finally {
      await store.close();
      await location.remove();
    }
  });
});
