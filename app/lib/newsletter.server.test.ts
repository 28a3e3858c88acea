// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  checkSubscriberToken,
  confirmationEmail,
  subscriberLink,
  subscriberToken,
} from "./newsletter.server";
import type { StoredSubscriber } from "./subscribers.server";

const subscriber: StoredSubscriber = {
  id: 42,
  email: "reader@example.ca",
  consentWording: "Monthly",
  sourcePage: "/fr",
  language: "fr",
  createdAt: "2026-11-20T12:00:00.000Z",
  requestedAt: "2026-11-24T12:00:00.000Z",
  status: "unconfirmed",
  confirmedAt: null,
  unsubscribedAt: null,
};
const secret = "a-secret-for-the-links".padEnd(64, "x");

describe("the newsletter's signed links", () => {
  it("accept their own signature only, for their own purpose and address", () => {
    const confirm = subscriberToken(secret, "confirm", subscriber);
    expect(checkSubscriberToken(secret, "confirm", subscriber, confirm)).toBe(true);
    expect(checkSubscriberToken(secret, "unsubscribe", subscriber, confirm)).toBe(false);
    expect(checkSubscriberToken(secret, "confirm", { ...subscriber, id: 43 }, confirm)).toBe(false);
    expect(checkSubscriberToken("another secret", "confirm", subscriber, confirm)).toBe(false);
    expect(checkSubscriberToken(secret, "confirm", subscriber, null)).toBe(false);
    expect(checkSubscriberToken(secret, "confirm", subscriber, `${confirm}x`)).toBe(false);
  });

  it("makes a confirmation link useless once a new one is asked for; unsubscribing always works", () => {
    const again = { ...subscriber, requestedAt: "2026-11-25T08:00:00.000Z" };
    const old = subscriberToken(secret, "confirm", subscriber);
    expect(checkSubscriberToken(secret, "confirm", again, old)).toBe(false);
    const unsubscribe = subscriberToken(secret, "unsubscribe", subscriber);
    expect(checkSubscriberToken(secret, "unsubscribe", again, unsubscribe)).toBe(true);
  });

  it("point to the page in the subscriber's language", () => {
    expect(subscriberLink("https://maplestack.ca", secret, "confirm", subscriber)).toMatch(
      /^https:\/\/maplestack\.ca\/fr\/infolettre\/confirmer\?s=42&t=[\w-]{32}$/,
    );
    expect(
      subscriberLink("https://maplestack.ca", secret, "unsubscribe", {
        ...subscriber,
        language: "en",
      }),
    ).toMatch(/^https:\/\/maplestack\.ca\/newsletter\/unsubscribe\?s=42&t=[\w-]{32}$/);
  });
});

describe("the confirmation email", () => {
  it("is in the subscriber's language, with both links and the one-click unsubscribe headers", () => {
    const mail = confirmationEmail(subscriber, {
      origin: "https://maplestack.ca",
      secret,
      env: { MAIL_FROM: "website@maplestack.ca" },
    });
    const unsubscribe = subscriberLink("https://maplestack.ca", secret, "unsubscribe", subscriber);
    expect(mail.to).toBe("reader@example.ca");
    expect(mail.subject).toBe("Confirmez votre abonnement à l'infolettre de Maplestack");
    expect(mail.text).toContain(
      subscriberLink("https://maplestack.ca", secret, "confirm", subscriber),
    );
    expect(mail.text).toContain(unsubscribe);
    expect(mail.text).toContain("d'ici 7 jours");
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(mail.messageId).toBe("<confirm-42.20261124120000000@maplestack.ca>");
    const english = confirmationEmail(
      { ...subscriber, language: "en" },
      { origin: "https://maplestack.ca", secret, env: { MAIL_FROM: "website@maplestack.ca" } },
    );
    expect(english.subject).toBe("Confirm your subscription to the Maplestack newsletter");
    expect(english.text).toContain("within 7 days");
  });
});
