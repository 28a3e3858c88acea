// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LeadStore, type NewLead } from "./db.server";

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

describe("the lead store", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "maplestack-db-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("creates its schema on first open and reopens without migrating twice", async () => {
    const first = await LeadStore.open(dir);
    await first.addLead(lead, { notify: false });
    first.close();
    const second = await LeadStore.open(dir);
    expect(await second.leads()).toHaveLength(1);
    second.close();
  });

  it("stores text exactly as written, SQL included, with a notification when asked", async () => {
    const store = await LeadStore.open(dir);
    const id = await store.addLead(lead, { notify: true });
    expect(await store.lead(id)).toMatchObject({ ...lead, id });
    expect(await store.outbox()).toMatchObject([{ leadId: id, attempts: 0, sentAt: null }]);
    store.close();
  });

  it("keeps one subscription per address, whatever its case", async () => {
    const store = await LeadStore.open(dir);
    const subscriber = {
      email: "owner@shop.ca",
      consentWording: "Monthly",
      sourcePage: "/",
      language: "en",
    };
    expect(await store.addSubscriber(subscriber)).toEqual({ created: true });
    expect(await store.addSubscriber({ ...subscriber, email: "Owner@Shop.ca" })).toEqual({
      created: false,
    });
    expect(await store.subscribers()).toHaveLength(1);
    store.close();
  });

  it("schedules failed notifications and hands out only those due", async () => {
    const store = await LeadStore.open(dir);
    await store.addLead(lead, { notify: true });
    const [message] = await store.dueMessages(Date.now());
    if (!message) throw new Error("no message due");
    await store.markFailed(message.id, Date.now() + 60_000, "connection refused");
    expect(await store.dueMessages(Date.now())).toEqual([]);
    expect(await store.dueMessages(Date.now() + 61_000)).toHaveLength(1);
    await store.markSent(message.id, Date.now());
    expect(await store.dueMessages(Date.now() + 61_000)).toEqual([]);
    store.close();
  });

  it("keeps a setting once created", async () => {
    const store = await LeadStore.open(dir);
    expect(await store.setting("form-secret", () => "first")).toBe("first");
    expect(await store.setting("form-secret", () => "second")).toBe("first");
    store.close();
  });
});
