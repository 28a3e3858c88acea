// @vitest-environment node
import { generateTOTP } from "@epic-web/totp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyLocation, engines } from "../../../tests/unit/engines";
import { Store, type StoreLocation } from "../db.server";
import { readEnv } from "../env.server";
import { Leads, type NewLead } from "../leads.server";
import { OutboxQueue } from "../outbox.server";
import { AuditLog } from "./audit.server";
import { passwordProblem, StaffAuth, tokenHash } from "./auth.server";
import { Inbox, parseFilter } from "./inbox.server";
import { safeNext } from "./session.server";
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
  it("refuses short ones and ones that contain the email's name", () => {
    expect(passwordProblem("short", "ada@example.ca")).toMatch(/at least 12/);
    expect(passwordProblem("ada-is-my-password", "ada@example.ca")).toMatch(/email/);
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
  let store: Store;
  const env = readEnv({
    ADMIN_SIGNIN_MAX: "3",
    ADMIN_SIGNIN_ADDRESS_MAX: "5",
    ADMIN_SIGNIN_ACCOUNT_MAX: "8",
    ADMIN_IDLE_MS: "60000",
    ADMIN_SESSION_MAX_MS: "600000",
  });
  let auth: StaffAuth;
  beforeEach(async () => {
    location = await emptyLocation(engine);
    store = await Store.open(location);
    auth = new StaffAuth(store, env);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await store.close();
    await location.remove();
  });

  /** Moves the clock on by one TOTP step (30 s), so an authenticator app shows a new code. */
  function nextCodeStep() {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 30_000 });
  }

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

  it("locks an account and address pair after failed attempts, known account or not, with the same answers", async () => {
    const staff = await owner();
    for (const [k, email] of [staff.email, "nobody@maplestack.ca"].entries()) {
      for (let i = 0; i < 3; i++) {
        expect(await auth.signIn(email, "wrong password!", `10.0.${k}.1`)).toEqual({
          ok: false,
          reason: "invalid",
          retryAfterMs: 0,
        });
      }
      expect(await auth.signIn(email, PASSWORD, `10.0.${k}.1`)).toMatchObject({
        ok: false,
        reason: "locked",
      });
    }
    // Whoever guessed from 10.0.0.1 did not keep the owner out from elsewhere.
    expect(await auth.signIn(staff.email, PASSWORD, "10.0.0.2")).toMatchObject({ ok: true });
  });

  it("counts attempts sent at once before checking any: 100 at once check at most the limit", async () => {
    const staff = await owner();
    const started = Date.now();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        auth.signIn(staff.email, i === 99 ? PASSWORD : `wrong password ${i}`, "10.0.0.7"),
      ),
    );
    const checked = results.filter(
      (result) => !(result.ok === false && result.reason === "locked"),
    );
    expect(checked.length).toBeLessThanOrEqual(3);
    // The right password, sent last in the burst, was refused with the rest.
    expect(results[99]).toMatchObject({ ok: false, reason: "locked" });
    const refusedInLog = await store.db
      .selectFrom("audit_log")
      .select("id")
      .where("action", "=", "sign-in refused")
      .execute();
    expect(refusedInLog.length).toBe(checked.length);
    console.info(
      `[${engine}] 100 sign-ins at once: ${checked.length} passwords checked, ${Date.now() - started} ms`,
    );
  });

  it("slows guesses spread over many addresses, but not the browsers the account signed in from", async () => {
    const staff = await owner();
    const mine = await auth.signIn(staff.email, PASSWORD, "10.1.0.1");
    if (!mine.ok || !mine.device) throw new Error("sign-in failed");
    // Two guesses from each of four addresses: within each pair's limit, past the account's.
    for (let i = 0; i < 8; i++) {
      await auth.signIn(staff.email, "wrong password!", `10.2.0.${i % 4}`);
    }
    expect(await auth.signIn(staff.email, PASSWORD, "10.3.0.1")).toMatchObject({
      reason: "locked",
    });
    // The owner's own browser has its own count: it signs in, from any address.
    expect(await auth.signIn(staff.email, PASSWORD, "10.3.0.1", mine.device)).toMatchObject({
      ok: true,
    });
    // A device cookie is the account's own: it does not open another account's count, nor
    // does a forged one.
    await auth.createStaff({ email: "second@maplestack.ca", name: "S", role: "staff" });
    const forged = `${mine.device.split(".")[0]}.forged`;
    for (const device of [forged, mine.device]) {
      for (let i = 0; i < 3; i++)
        await auth.signIn("second@maplestack.ca", "x", "10.4.0.1", device);
    }
    expect(await auth.signIn("second@maplestack.ca", "x", "10.4.0.1")).toMatchObject({
      reason: "locked",
    });
    // A device cookie's own count stops guesses made with it.
    for (let i = 0; i < 3; i++) await auth.signIn(staff.email, "wrong", "10.5.0.1", mine.device);
    expect(await auth.signIn(staff.email, PASSWORD, "10.5.0.1", mine.device)).toMatchObject({
      reason: "locked",
    });
  });

  it("refuses password checks beyond the server's share at once", async () => {
    const narrow = new StaffAuth(store, readEnv({ ADMIN_HASH_CONCURRENCY: "1" }));
    const staff = await owner();
    // How many overlap depends on how fast each request's count comes back from the database:
    // of six sent at once some are refused as busy, and none once they come one at a time.
    const results = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((i) => narrow.signIn(staff.email, "wrong password!", `10.9.0.${i}`)),
    );
    expect(
      results.filter((result) => !result.ok && result.reason === "busy").length,
    ).toBeGreaterThan(0);
    for (const i of [7, 8]) {
      expect(await narrow.signIn(staff.email, "wrong password!", `10.9.0.${i}`)).toMatchObject({
        reason: "invalid",
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
    // The code that turned the factor on is used up; the app's next one signs in.
    expect(await auth.completeSecondFactor(first.token, otp, "1.1.1.1")).toMatchObject({
      ok: false,
    });
    nextCodeStep();
    const { otp: now } = await generateTOTP({ secret });
    // From another address: 1.1.1.1 has used its three attempts.
    const done = await auth.completeSecondFactor(first.token, now, "1.1.1.2");
    if (!done.ok) throw new Error("second factor refused");
    expect(done.token).not.toBe(first.token);
    expect(await auth.session(first.token)).toBeUndefined();
    expect((await auth.session(done.token))?.stage).toBe("full");
  });

  it("counts code guesses with the password's, clears them only on a complete sign-in, and takes a code once", async () => {
    const staff = await owner();
    const { secret, otp } = await generateTOTP();
    expect(await auth.enableTotp(staff, secret, otp)).toBe(true);
    // Rounds of "right password, then wrong codes": three attempts in all, then locked.
    let checked = 0;
    for (let round = 0; round < 4; round++) {
      const half = await auth.signIn(staff.email, PASSWORD, "10.6.0.1");
      if (!half.ok) break;
      checked++;
      for (let i = 0; i < 4; i++) {
        const result = await auth.completeSecondFactor(half.token, "000001", "10.6.0.1");
        if (result.ok === false && result.reason === "locked") break;
        checked++;
      }
    }
    expect(checked).toBeLessThanOrEqual(3);

    // The code that turned the factor on cannot sign in; a new one can, once, even sent twice
    // at once from two addresses.
    const a = await auth.signIn(staff.email, PASSWORD, "10.7.0.1");
    const b = await auth.signIn(staff.email, PASSWORD, "10.7.0.2");
    if (!a.ok || !b.ok) throw new Error("password refused");
    expect(await auth.completeSecondFactor(a.token, otp, "10.7.0.1")).toMatchObject({ ok: false });
    nextCodeStep();
    const { otp: codeForBoth } = await generateTOTP({ secret });
    const both = await Promise.all([
      auth.completeSecondFactor(a.token, codeForBoth, "10.7.0.1"),
      auth.completeSecondFactor(b.token, codeForBoth, "10.7.0.2"),
    ]);
    expect(both.filter((result) => result.ok).length).toBe(1);
  });

  it("confirms the person for sensitive changes with their password (and code), for a few minutes", async () => {
    const staff = await owner();
    const signedIn = await auth.signIn(staff.email, PASSWORD, "10.8.0.1");
    if (!signedIn.ok) throw new Error("sign-in failed");
    const session = await auth.session(signedIn.token);
    if (!session) throw new Error("no session");
    expect(auth.recentlyConfirmed(session)).toBe(true);
    expect(auth.recentlyConfirmed(session, Date.now() + env.ADMIN_REAUTH_MS + 1)).toBe(false);
    await store.db.updateTable("staff_sessions").set({ reauth_at: 0 }).execute();
    const stale = await auth.session(signedIn.token);
    if (!stale) throw new Error("no session");
    expect(auth.recentlyConfirmed(stale)).toBe(false);
    const attempt = { password: "wrong password!", code: "", address: "10.8.0.1" };
    expect(await auth.reauthenticate(signedIn.token, stale, attempt)).toMatchObject({
      reason: "invalid",
    });
    expect(
      await auth.reauthenticate(signedIn.token, stale, { ...attempt, password: PASSWORD }),
    ).toEqual({ ok: true });
    const fresh = await auth.session(signedIn.token);
    expect(fresh && auth.recentlyConfirmed(fresh)).toBe(true);
    // Wrong confirmations count like sign-ins.
    for (let i = 0; i < 3; i++) await auth.reauthenticate(signedIn.token, stale, attempt);
    expect(
      await auth.reauthenticate(signedIn.token, stale, { ...attempt, password: PASSWORD }),
    ).toMatchObject({ reason: "locked" });
  });

  it("keeps an editor's role and language, and writes each change in the log", async () => {
    const me = await owner();
    const translator = await auth.createStaff({
      email: "Traductrice@Maplestack.ca",
      name: "Élise",
      role: "editor",
      contentLanguage: "fr",
    });
    expect(await auth.staffByEmail("traductrice@maplestack.ca")).toMatchObject({
      role: "editor",
      contentLanguage: "fr",
    });
    await auth.setRole(me, translator.id, { role: "editor", contentLanguage: null });
    expect(await auth.staffById(translator.id)).toMatchObject({ contentLanguage: null });
    // A language belongs to an editor only: made staff, the person keeps none.
    await auth.setRole(me, translator.id, { role: "editor", contentLanguage: "en" });
    await auth.setRole(me, translator.id, { role: "staff", contentLanguage: "en" });
    expect(await auth.staffById(translator.id)).toMatchObject({
      role: "staff",
      contentLanguage: null,
    });
    const { entries } = await new AuditLog(store).list(1);
    expect(entries.slice(0, 3).map((entry) => [entry.action, entry.detail])).toEqual([
      ["made staff", "traductrice@maplestack.ca"],
      ["made editor, english only", "traductrice@maplestack.ca"],
      ["made editor", "traductrice@maplestack.ca"],
    ]);
  });

  it("lists, filters, searches, pages and counts leads", async () => {
    for (let i = 0; i < 30; i++) {
      await new Leads(store).add(
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
    const id = await new Leads(store).add(lead(), { notify: true });
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

    const old = await new Leads(store).add(lead({ email: "old@example.ca" }), { notify: false });
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
    expect(await new OutboxQueue(store).all()).toHaveLength(0);
    const log = await new AuditLog(store).list(1);
    const deletion = log.entries.find((entry) => entry.action === "deleted lead on request");
    expect(deletion).toMatchObject({ leadId: id, staffEmail: staff.email });
    expect(JSON.stringify(log.entries)).not.toContain("ada@example.ca");
    expect(JSON.stringify(log.entries)).not.toContain("Lovelace");
  });
});

describe("where a sign-in leads", () => {
  it("goes only to a back-office address of this site", () => {
    expect(safeNext("/admin/leads/4?status=won")).toBe("/admin/leads/4?status=won");
    for (const next of [
      "https://evil.example/admin",
      "//evil.example",
      "/admin//evil.example",
      "/admin/../about-us",
      "/admin/./../x",
      "/admin/..",
      "/adminx",
      null,
    ]) {
      expect(safeNext(next), String(next)).toBe("/admin/leads");
    }
  });
});
