// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { emptyLocation, engines } from "../../tests/unit/engines";
import { signFormToken } from "./abuse.server";
import type { StoreLocation } from "./db.server";
import { formMessagesByLocale } from "./forms/refusals";
import { Leads } from "./leads.server";

const FORM_SECRET = "unit-form-secret-".padEnd(48, "x");
const origin = "http://localhost:3000";

/** The contact form as a browser posts it, with `formToken` the token the page was shown with. */
function quotePost(formToken: string, path = "/contact-us") {
  const body = new URLSearchParams({
    firstName: "Amélie",
    lastName: "Tremblay",
    company: "Boulangerie du Coin",
    email: "amelie@boulangerie.ca",
    callbackTime: "Any time",
    budget: "$15,000 to $50,000",
    description: "A bilingual site with online orders for our three bakeries.",
    formToken,
  });
  body.append("services", "web");
  return new Request(`${origin}${path}`, {
    method: "POST",
    headers: {
      origin,
      host: "localhost:3000",
      "content-type": "application/x-www-form-urlencoded",
      "x-maplestack-client-ip": "203.0.113.9",
    },
    body,
  });
}

describe.each(engines)("the quote form's token on %s", (engine) => {
  let location: StoreLocation & { remove: () => Promise<void> };
  let quote: typeof import("./quote.server");
  let app: typeof import("./app.server");

  beforeAll(async () => {
    location = await emptyLocation(engine);
    vi.stubEnv("DATA_DIR", location.dataDir);
    vi.stubEnv("DATABASE_URL", location.databaseUrl ?? "");
    vi.stubEnv("FORM_SECRET", FORM_SECRET);
    vi.stubEnv("MIN_FILL_MS", "0");
    vi.stubEnv("RATE_LIMIT_MAX", "1000");
    vi.stubEnv("SMTP_HOST", "");
    // The services are opened once per module: a fresh module opens them on this engine.
    vi.resetModules();
    quote = await import("./quote.server");
    app = await import("./app.server");
  });

  afterAll(async () => {
    await app.drainServices();
    await app.stopServices();
    vi.unstubAllEnvs();
    await location.remove();
  });

  it("makes one lead of twenty posts sent at once with it", async () => {
    const token = signFormToken(FORM_SECRET, Date.now() - 10_000);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => quote.handleQuote(quotePost(token))),
    );
    expect(outcomes.filter((outcome) => outcome.status === 200)).toHaveLength(1);
    const refused = outcomes.filter((outcome) => outcome.status === 400);
    expect(refused).toHaveLength(19);
    const { store } = await app.services();
    expect(await new Leads(store).all()).toHaveLength(1);
  });

  it("gives a reused token's post its form back, input kept, with a new token and why", async () => {
    const token = signFormToken(FORM_SECRET, Date.now() - 10_000);
    expect((await quote.handleQuote(quotePost(token))).status).toBe(200);
    const again = await quote.handleQuote(quotePost(token, "/fr/nous-joindre"));
    expect(again.status).toBe(400);
    if (again.result.sent) throw new Error("a reused token was taken");
    expect(again.result.formError).toBe(formMessagesByLocale.fr.reused);
    expect(again.result.values).toMatchObject({
      firstName: "Amélie",
      company: "Boulangerie du Coin",
      services: ["web"],
      description: "A bilingual site with online orders for our three bakeries.",
    });
    expect(again.result.token).not.toBe(token);
    // The new token is good for the one post the visitor sends next.
    expect((await quote.handleQuote(quotePost(again.result.token))).status).toBe(200);
    const { store } = await app.services();
    expect(await new Leads(store).all()).toHaveLength(3);
  });

  it("forgets used tokens once they have expired anyway", async () => {
    const { store } = await app.services();
    expect(await new Leads(store).sweepUsedTokens(Date.now())).toBe(0);
    expect(await new Leads(store).sweepUsedTokens(Date.now() + 2 * 86_400_000)).toBe(3);
  });
});
