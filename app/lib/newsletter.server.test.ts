// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { emptyLocation, engines } from "../../tests/unit/engines";
import { Store, type StoreLocation } from "./db.server";
import {
  checkSubscriberToken,
  confirmationEmail,
  subscriberLink,
  subscriberToken,
} from "./newsletter.server";
import { type StoredSubscriber, Subscribers } from "./subscribers.server";

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

const DAY = 24 * 60 * 60 * 1000;
const origin = "http://localhost:3000";

/** The footer form as a browser posts it, from the English or the French page. */
function newsletterPost(email: string, path = "/newsletter") {
  return new Request(`${origin}${path}`, {
    method: "POST",
    headers: {
      origin,
      host: "localhost:3000",
      "content-type": "application/x-www-form-urlencoded",
      "x-maplestack-client-ip": "203.0.113.7",
    },
    body: new URLSearchParams({ email, sourcePage: "/" }),
  });
}

describe.each(engines)("the newsletter form and the do-not-email list on %s", (engine) => {
  let location: StoreLocation & { remove: () => Promise<void> };
  let newsletter: typeof import("./newsletter.server");
  let app: typeof import("./app.server");
  const now = Date.now();

  /** An address that subscribed, confirmed, then unsubscribed `ago` before now. */
  async function leftAgo(store: Store, email: string, ago: number) {
    const subscribers = new Subscribers(store);
    const entry = { email, consentWording: "Monthly", sourcePage: "/", language: "en" };
    await subscribers.add(entry, new Date(now - ago - 2 * DAY));
    const row = (await subscribers.list()).find((s) => s.email === email);
    await subscribers.confirm(row?.id ?? 0, new Date(now - ago - DAY));
    await subscribers.unsubscribe(row?.id ?? 0, new Date(now - ago));
    return subscribers;
  }

  beforeAll(async () => {
    location = await emptyLocation(engine);
    // The past is written before the server starts, so its hourly purge cannot race it.
    const setup = await Store.open(location);
    await leftAgo(setup, "left-a-month@shop.ca", 31 * DAY);
    await leftAgo(setup, "left-a-year@shop.ca", 365 * DAY);
    // Asked for again by someone else as the form once allowed, never confirmed, and purged:
    // the row is gone, the do-not-email list is what remembers the address.
    const gone = await leftAgo(setup, "gone@shop.ca", 90 * DAY);
    await gone.add(
      { email: "gone@shop.ca", consentWording: "Monthly", sourcePage: "/", language: "en" },
      new Date(now - 50 * DAY),
    );
    await gone.purgeUnconfirmed(7 * DAY, new Date(now - 40 * DAY));
    await setup.close();
    vi.stubEnv("DATA_DIR", location.dataDir);
    vi.stubEnv("DATABASE_URL", location.databaseUrl ?? "");
    vi.stubEnv("RATE_LIMIT_MAX", "1000");
    vi.stubEnv("SMTP_HOST", "");
    // The services are opened once per module: a fresh module opens them on this engine.
    vi.resetModules();
    newsletter = await import("./newsletter.server");
    app = await import("./app.server");
  });

  afterAll(async () => {
    await app.drainServices();
    await app.stopServices();
    vi.unstubAllEnvs();
    await location.remove();
  });

  /** Confirmation emails queued for an address, whatever became of them. */
  const confirmationsTo = async (email: string) => {
    const { store } = await app.services();
    const rows = await store.db
      .selectFrom("outbox")
      .innerJoin("subscribers", "subscribers.id", "outbox.subscriber_id")
      .select("outbox.id")
      .where("outbox.kind", "=", "confirm")
      .where("subscribers.email", "=", email)
      .execute();
    return rows.length;
  };
  const stored = async (email: string) => {
    const { store } = await app.services();
    return (await new Subscribers(store).list()).find((s) => s.email === email);
  };

  it("sends a new address one confirmation email", async () => {
    const outcome = await newsletter.handleNewsletter(newsletterPost("new@shop.ca"));
    expect(outcome).toMatchObject({ status: 200, ok: true });
    expect(await confirmationsTo("new@shop.ca")).toBe(1);
    expect((await stored("new@shop.ca"))?.status).toBe("unconfirmed");
  });

  it.each([
    ["31 days", "left-a-month@shop.ca"],
    ["a year", "left-a-year@shop.ca"],
  ])(
    "sends nothing to an address that unsubscribed %s ago, which stays unsubscribed",
    async (_, email) => {
      const outcome = await newsletter.handleNewsletter(newsletterPost(email.toUpperCase()));
      expect(outcome).toMatchObject({ status: 200, ok: true });
      expect(await confirmationsTo(email)).toBe(0);
      expect((await stored(email))?.status).toBe("unsubscribed");
    },
  );

  it("sends nothing to an address on the list whose row the purge removed, and adds no row", async () => {
    expect(await stored("gone@shop.ca")).toBeUndefined();
    await newsletter.handleNewsletter(newsletterPost("gone@shop.ca", "/fr/infolettre"));
    expect(await stored("gone@shop.ca")).toBeUndefined();
  });

  it("answers the same, word for word, whether it sends an email or not", async () => {
    for (const [path, email] of [
      ["/newsletter", "reader@shop.ca"],
      ["/fr/infolettre", "lectrice@shop.ca"],
    ] as const) {
      const sent = await newsletter.handleNewsletter(newsletterPost(email, path));
      const refused = await newsletter.handleNewsletter(
        newsletterPost("left-a-month@shop.ca", path),
      );
      expect(refused).toEqual(sent);
      expect(await confirmationsTo(email)).toBe(1);
    }
    expect(await confirmationsTo("left-a-month@shop.ca")).toBe(0);
  });

  it("keeps them out after the purge, unsubscribed in the back office's list", async () => {
    const { store } = await app.services();
    await new Subscribers(store).purgeUnconfirmed(7 * DAY);
    const suppressed = await store.db.selectFrom("newsletter_suppressions").selectAll().execute();
    expect(suppressed).toHaveLength(3);
    const page = await newsletter.subscriberPage(store, undefined, 1);
    expect(page.counts.confirmed).toBe(0);
    expect(
      page.subscribers.filter((s) => s.email.startsWith("left-")).map((s) => s.status),
    ).toEqual(["unsubscribed", "unsubscribed"]);
    for (const email of ["left-a-month@shop.ca", "left-a-year@shop.ca", "gone@shop.ca"]) {
      await newsletter.handleNewsletter(newsletterPost(email));
      expect(await confirmationsTo(email)).toBe(0);
    }
  });
});
