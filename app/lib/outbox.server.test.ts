// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { StoredLead } from "./db.server";
import { leadEmail, retryDelay } from "./outbox.server";

describe("the notification outbox", () => {
  it("backs off exponentially up to a ceiling", () => {
    expect([1, 2, 3, 4, 10].map((n) => retryDelay(n, 1000, 5000))).toEqual([
      1000, 2000, 4000, 5000, 5000,
    ]);
  });

  it("writes a plain-text e-mail with no line break in any header", () => {
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
    };
    const mail = leadEmail(lead, {
      LEADS_TO: "hello@maplestack.ca",
      MAIL_FROM: "web@maplestack.ca",
    });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.replyTo).not.toMatch(/[\r\n]/);
    expect(mail.subject).toBe("New enquiry #7 [FR]: Ada Lovelace Bcc: spam@example.com, Engines");
    expect(mail.text).toContain("Language: French (reply in French)");
    expect(mail.text).toContain("Services: Web Solutions, Hosting Services");
    expect(mail.text).toContain("Line one\nLine two");
  });
});
