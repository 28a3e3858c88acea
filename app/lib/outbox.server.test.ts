// @vitest-environment node
import { describe, expect, it } from "vitest";
import { emptyLocation, engines } from "../../tests/unit/engines";
import { Store } from "./db.server";
import { readEnv } from "./env.server";
import { Leads, type NewLead, type StoredLead } from "./leads.server";
import { leadEmail, Outbox, OutboxQueue, retryDelay, type SendMail } from "./outbox.server";

describe("the notification outbox", () => {
  it("backs off exponentially up to a ceiling", () => {
    expect([1, 2, 3, 4, 10].map((n) => retryDelay(n, 1000, 5000))).toEqual([
      1000, 2000, 4000, 5000, 5000,
    ]);
  });

  it("writes a plain-text email with no line break in any header", () => {
    const lead: StoredLead = {
      id: 7,
      createdAt: "2026-11-22T10:00:00.000Z",
      firstName: "Ada",
      lastName: "Lovelace\r\nBcc: spam@example.com",
      company: "Engines",
      email: "ada@example.ca\nBcc: x@y.z",
      phone: null,
      services: ["web", "hosting"],
      budget: "Not sure yet",
      callbackTime: "Any time",
      description: "Line one\nLine two",
      marketingConsent: true,
      consentWording: "Yes",
      sourcePage: "/fr/nous-joindre",
      language: "fr",
      status: "new",
    };
    const mail = leadEmail(lead, {
      LEADS_TO: "hello@maplestack.ca",
      MAIL_FROM: "web@maplestack.ca",
    });
    expect(mail.messageId).toBe("<lead-7.20261122100000000@maplestack.ca>");
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.replyTo).not.toMatch(/[\r\n]/);
    expect(mail.subject).toBe("New enquiry #7 [FR]: Ada Lovelace Bcc: spam@example.com, Engines");
    expect(mail.text).toContain("Language: French (reply in French)");
    expect(mail.text).toContain("Services: Web Solutions, Hosting Services");
    expect(mail.text).toContain("Line one\nLine two");
    expect(mail.text).not.toContain("/admin/");
    const linked = leadEmail(
      lead,
      { LEADS_TO: "hello@maplestack.ca", MAIL_FROM: "web@maplestack.ca" },
      "https://maplestack.ca",
    );
    expect(linked.text).toMatch(
      /\n\nOpen it in the back office: https:\/\/maplestack\.ca\/admin\/leads\/7$/,
    );
  });
});

const lead: NewLead = {
  firstName: "Ada",
  lastName: "Lovelace",
  company: "Engines",
  email: "ada@example.ca",
  phone: null,
  services: ["web"],
  budget: "Not sure yet",
  callbackTime: "Any time",
  description: "A site.",
  marketingConsent: false,
  consentWording: null,
  sourcePage: "/contact-us",
  language: "en",
};

describe.each(engines)("outboxes of two servers on %s", (engine) => {
  const env = readEnv({
    MAIL_FROM: "web@maplestack.ca",
    OUTBOX_RETRY_BASE_MS: "0",
    OUTBOX_LEASE_MS: "60000",
  });

  it("send each notification once, however their passes overlap", async () => {
    const location = await emptyLocation(engine);
    const stores = [await Store.open(location), await Store.open(location)] as const;
    try {
      for (let i = 0; i < 24; i++) await new Leads(stores[0]).add(lead, { notify: true });
      const sent: string[] = [];
      let failOnce = true;
      const send: SendMail = async (message) => {
        await new Promise((resolve) => setTimeout(resolve, 2));
        // The SMTP server refuses one message once: it is retried, not lost or doubled.
        if (failOnce && message.subject.startsWith("New enquiry #5:")) {
          failOnce = false;
          throw new Error("451 try again later");
        }
        sent.push(message.messageId);
      };
      const outboxes = stores.map((store) => new Outbox(store, send, env, () => {}));
      for (let round = 0; round < 4; round++) {
        await Promise.all(outboxes.flatMap((outbox) => [outbox.flush(), outbox.flush()]));
      }
      expect(sent).toHaveLength(24);
      expect(new Set(sent).size).toBe(24);
      const outbox = await new OutboxQueue(stores[0]).all();
      expect(outbox.filter((m) => m.sentAt === null)).toEqual([]);
      expect(outbox.find((m) => m.leadId === 5)).toMatchObject({ attempts: 1 });
    } finally {
      for (const store of stores) await store.close();
      await location.remove();
    }
  });
});

describe("stopping the outbox", () => {
  it("waits for the pass under way and starts no other", async () => {
    const location = await emptyLocation("sqlite");
    const store = await Store.open(location);
    try {
      for (let i = 0; i < 3; i++) await new Leads(store).add(lead, { notify: true });
      const sent: string[] = [];
      const send: SendMail = async (message) => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        sent.push(message.messageId);
      };
      const outbox = new Outbox(store, send, readEnv({ OUTBOX_LEASE_MS: "60000" }), () => {});
      void outbox.flush();
      await outbox.stop();
      // The pass that was under way sent and recorded all it had claimed.
      expect(sent).toHaveLength(3);
      expect((await new OutboxQueue(store).all()).every((message) => message.sentAt !== null)).toBe(
        true,
      );
      await new Leads(store).add(lead, { notify: true });
      await outbox.flush();
      expect(sent).toHaveLength(3);
    } finally {
      await store.close();
      await location.remove();
    }
  });
});
