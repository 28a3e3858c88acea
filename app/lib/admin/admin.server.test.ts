// @vitest-environment node
import { generateTOTP } from "@epic-web/totp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { emptyLocation, engines } from "../../../tests/unit/engines";
import { LeadStore, type NewLead, type StoreLocation } from "../db.server";
import { readEnv } from "../env.server";
import { passwordProblem, StaffAuth, tokenHash } from "./auth.server";
import { Inbox, parseFilter } from "./inbox.server";
import { torontoDateTime, torontoDay, torontoDayStart } from "./time";

const lead = (overrides: Partial<NewLead> = {}): NewLead => ({
  firstName: "Ada",
  lastName: "Lovelace",
  company: "Analytical Engines Ltd",
  email: "ada@example.ca",
  phone: null,
  services: ["software"],
  budget: "Not sure yet",
  callbackTime: "Any time",
  description: "We need a booking system for our three clinics in Halifax.",
  marketingConsent: false,
  consentWording: null,
  sourcePage: "/contact-us",
  language: "en",
  ...overrides,
});

const PASSWORD = "correct horse battery staple";

describe("Toronto time", () => {
  it("finds the UTC instant a Toronto day starts, across daylight saving", () => {
    expect(torontoDayStart("2026-01-15")).toBe("2026-01-15T05:00:00.000Z");
    expect(torontoDayStart("2026-07-15")).toBe("2026-07-15T04:00:00.000Z");
    // Daylight saving starts at 2 a.m. on March 8, 2026: that day still begins at UTC-5.
    expect(torontoDayStart("2026-03-08")).toBe("2026-03-08T05:00:00.000Z");
    expect(torontoDayStart("2026-12-31", 1)).toBe("2027-01-01T05:00:00.000Z");
    expect(torontoDay("2026-11-25T03:00:00.000Z")).toBe("2026-11-24");
    expect(torontoDateTime("2026-11-24T20:41:00.000Z")).toMatch(/Nov 24, 2026.*3:41.*EST/);
  });
});

describe("passwords", () => {
  it("refuses short ones and ones that contain the e-mail's name", () => {
    expect(passwordProblem("short", "ada@example.ca")).toMatch(/at least 12/);
    expect(passwordProblem("ada-is-my-password", "ada@example.ca")).toMatch(/e-mail/);
    expect(passwordProblem(PASSWORD, "ada@example.ca")).toBeNull();
  });
});

describe("the inbox's filters", () => {
  it("keeps what makes sense and drops the rest", () => {
    const filter = parseFilter(
      new URLSearchParams("status=won&category=nope&budget=Not+sure+yet&from=2026-1-1&page=-3&q=x"),
    );
    expect(filter).toEqual({ status: "won", budget: "Not sure yet", q: "x", page: 1 });
  });
});

describe.each(engines)("the back office on %s", (engine) => {
  let location: StoreLocation & { remove: () => Promise<void> };
  let store: LeadStore;
  const env = readEnv({
    ADMIN_SIGNIN_MAX: "3",
    ADMIN_SIGNIN_ADDRESS_MAX: "5",
    ADMIN_IDLE_MS: "60000",
    ADMIN_SESSION_MAX_MS: "600000",
  });
  let auth: StaffAuth;
  beforeEach(async () => {
    location = await emptyLocation(engine);
    store = await LeadStore.open(location);
    auth = new StaffAuth(store, env);
  });
  afterEach(async () => {
    await store.close();
    await location.remove();
  });

  async function owner(email = "owner@maplestack.ca") {
    const staff = await auth.createStaff({ email, name: "Olivia Owner", role: "owner" });
    const link = await auth.issueLink(staff.id);
    expect(await auth.setPasswordWithLink(link, PASSWORD)).toMatchObject({ id: staff.id });
    return staff;
  }

  it("sets a password once through a link, then signs in with a new session each time", async () => {
    const staff = await auth.createStaff({
      email: "Owner@Maplestack.ca",
      name: "Olivia",
      role: "owner",
    });
    expect(staff.email).toBe("owner@maplestack.ca");
    expect(await auth.signIn("owner@maplestack.ca", "", "1.1.1.1")).toMatchObject({ ok: false });
    const link = await auth.issueLink(staff.id);
    expect(await auth.setPasswordWithLink(link, PASSWORD)).toBeDefined();
    // A link works once.
    expect(await auth.setPasswordWithLink(link, "another long password")).toBeUndefined();
    const first = await auth.signIn("OWNER@maplestack.ca", PASSWORD, "1.1.1.1");
    const second = await auth.signIn("owner@maplestack.ca", PASSWORD, "1.1.1.1");
    if (!first.ok || !second.ok) throw new Error("sign-in failed");
    expect(first.token).not.toBe(second.token);
    const session = await auth.session(first.token);
    expect(session?.staff.email).toBe("owner@maplestack.ca");
    expect(session?.stage).toBe("full");
    // Only the token's hash is stored.
    const rows = await store.db.selectFrom("staff_sessions").selectAll().execute();
    expect(rows.map((row) => row.id_hash)).toContain(tokenHash(first.token));
    expect(rows.map((row) => row.id_hash)).not.toContain(first.token);
    await auth.endSession(first.token);
    expect(await auth.session(first.token)).toBeUndefined();
    expect(await auth.session(second.token)).toBeDefined();
    expect(await auth.session("made-up-token")).toBeUndefined();
  });

  it("ends sessions when idle, when too old, and when the account is disabled", async () => {
    const staff = await owner();
    const start = Date.now();
    const result = await auth.signIn(staff.email, PASSWORD, "1.1.1.1");
    if (!result.ok) throw new Error("sign-in failed");
    expect(await auth.session(result.token, start + 50_000)).toBeDefined();
    // Used 50 s in: the idle clock restarts then; 61 s after that it has ended.
    expect(await auth.session(result.token, start + 100_000)).toBeDefined();
    expect(await auth.session(result.token, start + 100_000 + 61_000)).toBeUndefined();

    const kept = await auth.signIn(staff.email, PASSWORD, "1.1.1.1");
    if (!kept.ok) throw new Error("sign-in failed");
    let now = Date.now();
    for (let i = 0; i < 10; i++) {
      now += 59_000;
      expect(await auth.session(kept.token, now)).toBeDefined();
    }
    now += 59_000; // 649 s: past the absolute limit although used every minute
    expect(await auth.session(kept.token, now)).toBeUndefined();

    const other = await auth.signIn(staff.email, PASSWORD, "1.1.1.1");
    if (!other.ok) throw new Error("sign-in failed");
    await auth.setDisabled(staff, staff.id, true);
    expect(await auth.session(other.token)).toBeUndefined();
    expect(await auth.signIn(staff.email, PASSWORD, "1.1.1.1")).toMatchObject({
      ok: false,
      reason: "invalid",
    });
  });

  it("locks an account after failed attempts, known or not, with the same answers", async () => {
    const staff = await owner();
    for (const email of [staff.email, "nobody@maplestack.ca"]) {
      for (let i = 0; i < 3; i++) {
        expect(await auth.signIn(email, "wrong password!", `10.0.0.${i}`)).toEqual({
          ok: false,
          reason: "invalid",
          retryAfterMs: 0,
        });
      }
      expect(await auth.signIn(email, PASSWORD, "10.0.0.9")).toMatchObject({
        ok: false,
        reason: "locked",
      });
    }
  });

  it("limits one address trying many accounts", async () => {
    await owner();
    for (let i = 0; i < 5; i++) await auth.signIn(`guess${i}@maplestack.ca`, "x", "6.6.6.6");
    expect(await auth.signIn("owner@maplestack.ca", PASSWORD, "6.6.6.6")).toMatchObject({
      reason: "locked",
    });
    expect(await auth.signIn("owner@maplestack.ca", PASSWORD, "7.7.7.7")).toMatchObject({
      ok: true,
    });
  });

  it("asks for the second factor and rotates the session once it is given", async () => {
    const staff = await owner();
    const { secret, otp } = await generateTOTP();
    expect(await auth.enableTotp(staff, secret, "000000")).toBe(otp === "000000");
    expect(await auth.enableTotp(staff, secret, otp)).toBe(true);
    const first = await auth.signIn(staff.email, PASSWORD, "1.1.1.1");
    if (!first.ok) throw new Error("sign-in failed");
    expect(first.stage).toBe("password");
    expect(await auth.completeSecondFactor(first.token, "12345", "1.1.1.1")).toMatchObject({
      ok: false,
    });
    const { otp: now } = await generateTOTP({ secret });
    const done = await auth.completeSecondFactor(first.token, now, "1.1.1.1");
    if (!done.ok) throw new Error("second factor refused");
    expect(done.token).not.toBe(first.token);
    expect(await auth.session(first.token)).toBeUndefined();
    expect((await auth.session(done.token))?.stage).toBe("full");
  });

  it("lists, filters, searches, pages and counts leads", async () => {
    for (let i = 0; i < 30; i++) {
      await store.addLead(
        lead({
          firstName: `Person${i}`,
          company: i % 2 ? "Fundy Tides Inc" : "Prairie 100% Co_op",
          services: i % 3 ? ["web"] : ["artificial-intelligence", "hosting"],
          language: i < 10 ? "fr" : "en",
        }),
        { notify: false },
      );
    }
    const inbox = new Inbox(store);
    const staff = await owner();
    await inbox.setStatus(staff, 30, "won");
    await inbox.setStatus(staff, 29, "spam");
    const all = await inbox.list(parseFilter(new URLSearchParams()));
    expect(all.total).toBe(30);
    expect(all.pages).toBe(2);
    expect(all.leads[0]?.id).toBe(30);
    expect(all.leads).toHaveLength(25);
    expect(all.counts).toMatchObject({ new: 28, won: 1, spam: 1, lost: 0 });
    const second = await inbox.list(parseFilter(new URLSearchParams("page=2")));
    expect(second.leads.map((l) => l.id)).toEqual([5, 4, 3, 2, 1]);
    const won = await inbox.list(parseFilter(new URLSearchParams("status=won")));
    expect(won.leads.map((l) => l.id)).toEqual([30]);
    expect(won.counts.new).toBe(28);
    const ai = await inbox.list(
      parseFilter(new URLSearchParams("category=artificial-intelligence&language=fr")),
    );
    expect(ai.leads.map((l) => l.id)).toEqual([10, 7, 4, 1]);
    // The search is case-blind and reads % and _ as themselves.
    const pct = await inbox.list(parseFilter(new URLSearchParams("q=100%25 co_op")));
    expect(pct.total).toBe(15);
    expect((await inbox.list(parseFilter(new URLSearchParams("q=co%op")))).total).toBe(0);
    expect((await inbox.list(parseFilter(new URLSearchParams("q=person1 lovelace")))).total).toBe(
      1,
    );
    const today = torontoDay(Date.now());
    expect((await inbox.list(parseFilter(new URLSearchParams(`from=${today}`)))).total).toBe(30);
    expect((await inbox.list(parseFilter(new URLSearchParams(`to=2020-01-01`)))).total).toBe(0);
  });

  it("keeps a lead's history, deletes on request and anonymises after the retention period", async () => {
    const inbox = new Inbox(store);
    const staff = await owner();
    const id = await store.addLead(lead(), { notify: true });
    expect(await inbox.setStatus(staff, id, "contacted")).toBe(true);
    expect(await inbox.addNote(staff, id, "Called; <b>wants</b> a proposal by Friday.")).toBe(true);
    expect(await inbox.setStatus(staff, id, "contacted")).toBe(true);
    const found = await inbox.lead(id);
    expect(found?.lead.status).toBe("contacted");
    expect(found?.events.map((e) => [e.kind, e.fromStatus, e.toStatus, e.note])).toEqual([
      ["status", "new", "contacted", null],
      ["note", null, null, "Called; <b>wants</b> a proposal by Friday."],
    ]);
    expect(await inbox.setStatus(staff, 999, "won")).toBe(false);

    const old = await store.addLead(lead({ email: "old@example.ca" }), { notify: false });
    await store.db
      .updateTable("leads")
      .set({ created_at: "2023-01-01T00:00:00.000Z", last_activity_at: "2023-01-01T00:00:00.000Z" })
      .where("id", "=", old)
      .execute();
    expect(await inbox.anonymiseExpired(24)).toBe(1);
    expect(await inbox.anonymiseExpired(24)).toBe(0);
    const anonymised = await inbox.lead(old);
    expect(anonymised?.lead).toMatchObject({ email: "", firstName: "", description: "" });
    expect(anonymised?.lead.anonymisedAt).not.toBeNull();
    expect((await inbox.lead(id))?.lead.email).toBe("ada@example.ca");

    expect(await inbox.deleteLead(staff, id)).toBe(true);
    expect(await inbox.lead(id)).toBeUndefined();
    expect(await store.outbox()).toHaveLength(0);
    const log = await inbox.auditLog(1);
    const deletion = log.entries.find((entry) => entry.action === "deleted lead on request");
    expect(deletion).toMatchObject({ leadId: id, staffEmail: staff.email });
    expect(JSON.stringify(log.entries)).not.toContain("ada@example.ca");
    expect(JSON.stringify(log.entries)).not.toContain("Lovelace");
  });
});
