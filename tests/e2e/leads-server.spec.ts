import { expect, test } from "@playwright/test";
import { signFormToken } from "../../app/lib/abuse.server";
import { formMessages, formMessagesByLocale } from "../../app/lib/forms/refusals";
import { Leads } from "../../app/lib/leads.server";
import { Subscribers } from "../../app/lib/subscribers.server";
import {
  FORM_SECRET,
  type ServerProcess,
  startServer,
  validQuote,
  visibleText,
} from "./server-process";
import { readStore } from "./store";

/**
 * The forms' server side, against production servers started by these tests with the real
 * abuse settings: a 1.5 s minimum fill time and five posts per address per window.
 */
test.describe.configure({ mode: "serial" });

const MIN_FILL_MS = 1500;
const oldToken = () => signFormToken(FORM_SECRET, Date.now() - 10_000);

type BadInput = {
  name: string;
  body: () => BodyInit;
  headers?: Record<string, string>;
  path?: string;
  status: number;
  message: string;
};

const quote = (overrides: Record<string, string | string[] | undefined>) => () =>
  validQuote({ formToken: oldToken(), ...overrides });
const news = (fields: Record<string, string>) => () => new URLSearchParams(fields);

const badInputs: BadInput[] = [
  {
    name: "no first name",
    body: quote({ firstName: undefined }),
    status: 400,
    message: "Please enter your first name.",
  },
  {
    name: "blank first name",
    body: quote({ firstName: "   " }),
    status: 400,
    message: "Please enter your first name.",
  },
  {
    name: "no last name",
    body: quote({ lastName: undefined }),
    status: 400,
    message: "Please enter your last name.",
  },
  {
    name: "no company",
    body: quote({ company: undefined }),
    status: 400,
    message: "Please enter your company name.",
  },
  {
    name: "no email",
    body: quote({ email: undefined }),
    status: 400,
    message: "Please enter your email address.",
  },
  {
    name: "email without @",
    body: quote({ email: "amelie.example.ca" }),
    status: 400,
    message: "Please enter a valid email address, like name@company.ca.",
  },
  {
    name: "email without a domain",
    body: quote({ email: "amelie@" }),
    status: 400,
    message: "Please enter a valid email address, like name@company.ca.",
  },
  {
    name: "email with a Bcc header",
    body: quote({ email: "a@b.ca\r\nBcc: spam@example.com" }),
    status: 400,
    message: "Please enter a valid email address, like name@company.ca.",
  },
  {
    name: "first name with a header",
    body: quote({ firstName: "Ada\r\nBcc: spam@example.com" }),
    status: 400,
    message: "Please remove line breaks and special characters from your first name.",
  },
  {
    name: "company with a line break",
    body: quote({ company: "Engines\nLtd" }),
    status: 400,
    message: "Please remove line breaks and special characters from your company name.",
  },
  {
    name: "first name over 80 characters",
    body: quote({ firstName: "A".repeat(81) }),
    status: 400,
    message: "Please keep your first name under 80 characters.",
  },
  {
    name: "company over 120 characters",
    body: quote({ company: "C".repeat(121) }),
    status: 400,
    message: "Please keep your company name under 120 characters.",
  },
  {
    name: "email over 254 characters",
    body: quote({ email: `${"a".repeat(250)}@b.ca` }),
    status: 400,
    message: "Please enter a shorter email address.",
  },
  {
    name: "script in the first name",
    body: quote({ firstName: "<script>alert(1)</script>" }),
    status: 400,
    message: "Please use only letters, numbers and punctuation in your first name.",
  },
  {
    name: "template in the company",
    body: quote({ company: "{{constructor.constructor('x')()}}" }),
    status: 400,
    message: "Please use only letters, numbers and punctuation in your company name.",
  },
  {
    name: "SQL in the email",
    body: quote({ email: "x'; DROP TABLE leads;--@x.ca" }),
    status: 400,
    message: "Please enter a valid email address, like name@company.ca.",
  },
  {
    name: "no service",
    body: quote({ services: undefined }),
    status: 400,
    message: "Choose at least one service.",
  },
  {
    name: "unknown service",
    body: quote({ services: ["plumbing"] }),
    status: 400,
    message: "Please choose services from the list.",
  },
  {
    name: "a service twice",
    body: quote({ services: ["web", "web"] }),
    status: 400,
    message: "Please choose each service once.",
  },
  {
    name: "no budget",
    body: quote({ budget: undefined }),
    status: 400,
    message: "Please choose a budget range.",
  },
  {
    name: "budget not offered",
    body: quote({ budget: "$1" }),
    status: 400,
    message: "Please choose a budget range.",
  },
  {
    name: "call-back time not offered",
    body: quote({ callbackTime: "3 am" }),
    status: 400,
    message: "Please choose when we should call you back.",
  },
  {
    name: "no description",
    body: quote({ description: undefined }),
    status: 400,
    message: "Please describe your project.",
  },
  {
    name: "description of 19 characters",
    body: quote({ description: "x".repeat(19) }),
    status: 400,
    message: "Please describe your project in at least 20 characters.",
  },
  {
    name: "description over 5,000 characters",
    body: quote({ description: "x".repeat(5001) }),
    status: 400,
    message: "Please keep the description under 5,000 characters.",
  },
  {
    name: "description with a NUL byte",
    body: quote({ description: `A long enough description\u0000 with a NUL` }),
    status: 400,
    message: "Please remove special characters from the description.",
  },
  {
    name: "phone with letters",
    body: quote({ phone: "call me maybe" }),
    status: 400,
    message: "Please enter a phone number with its area code, or leave it empty.",
  },
  {
    name: "phone too short",
    body: quote({ phone: "55501" }),
    status: 400,
    message: "Please enter a phone number with its area code, or leave it empty.",
  },
  {
    name: "consent with another value",
    body: quote({ marketingConsent: "true" }),
    status: 400,
    message: "Please leave the consent box ticked or unticked.",
  },
  {
    name: "first name sent twice (wrong type)",
    body: quote({ firstName: ["Ada", "Eve"] }),
    status: 400,
    message: "Please enter your first name.",
  },
  {
    name: "a field not in the form",
    body: quote({ isAdmin: "1" }),
    status: 400,
    message: formMessages.refused,
  },
  {
    name: "non-UTF-8 bytes, percent-encoded",
    body: () => validQuote({ formToken: oldToken() }).toString().replace("Tremblay", "Tr%E9mblay"),
    headers: { "content-type": "application/x-www-form-urlencoded" },
    status: 400,
    message: "Please remove line breaks and special characters from your last name.",
  },
  {
    name: "non-UTF-8 bytes, raw",
    body: () => {
      const text = validQuote({ formToken: oldToken() }).toString();
      const [before, after] = text.split("Tremblay");
      return Buffer.concat([
        Buffer.from(`${before}Tr`),
        Buffer.from([0xe9]),
        Buffer.from(`mblay${after}`),
      ]);
    },
    headers: { "content-type": "application/x-www-form-urlencoded" },
    status: 400,
    message: "Please remove line breaks and special characters from your last name.",
  },
  {
    name: "a file instead of text",
    body: () => {
      const form = new FormData();
      for (const [key, value] of validQuote({ formToken: oldToken() })) form.append(key, value);
      form.append("attachment", new Blob(["MZ"]), "setup.exe");
      return form;
    },
    status: 400,
    message: formMessages.refused,
  },
  {
    name: "honeypot filled",
    body: quote({ website: "https://spam.example" }),
    status: 400,
    message: formMessages.refused,
  },
  {
    name: "sent too fast",
    // Signed as the request leaves, not when this table is built.
    body: () => validQuote({ formToken: signFormToken(FORM_SECRET, Date.now()) }),
    status: 400,
    message: formMessages.tooFast,
  },
  {
    name: "no form token",
    body: quote({ formToken: undefined }),
    status: 400,
    message: formMessages.expired,
  },
  {
    name: "forged form token",
    body: quote({ formToken: `${Date.now() - 60_000}.${"0".repeat(64)}` }),
    status: 400,
    message: formMessages.expired,
  },
  {
    name: "form token two days old",
    body: quote({ formToken: signFormToken(FORM_SECRET, Date.now() - 2 * 86_400_000) }),
    status: 400,
    message: formMessages.expired,
  },
  {
    name: "body over 64 KB",
    body: quote({ description: "x".repeat(70_000) }),
    status: 413,
    message: "This submission is too large. Please shorten it and send it again.",
  },
  {
    name: "another site's Origin",
    body: quote({}),
    headers: { origin: "https://evil.example" },
    status: 403,
    message: "Forms can only be sent from the Maplestack website.",
  },
  {
    name: "no Origin",
    body: quote({}),
    headers: { origin: "" },
    status: 403,
    message: "Forms can only be sent from the Maplestack website.",
  },
  {
    name: "newsletter: empty address",
    path: "/newsletter",
    body: news({ email: "" }),
    status: 400,
    message: "Please enter a valid email address",
  },
  {
    name: "newsletter: no @",
    path: "/newsletter",
    body: news({ email: "owner.example.ca" }),
    status: 400,
    message: "Please enter a valid email address",
  },
  {
    name: "newsletter: header injection",
    path: "/newsletter",
    body: news({ email: "a@b.ca\r\nBcc: x@y.ca" }),
    status: 400,
    message: "Please enter a valid email address",
  },
  {
    name: "newsletter: honeypot filled",
    path: "/newsletter",
    body: news({ email: "a@b.ca", website: "x" }),
    status: 400,
    message: formMessages.refused,
  },
  {
    name: "newsletter: unknown field",
    path: "/newsletter",
    body: news({ email: "a@b.ca", role: "admin" }),
    status: 400,
    message: formMessages.refused,
  },
  {
    name: "newsletter: page that is not a path",
    path: "/newsletter",
    body: news({ email: "a@b.ca", sourcePage: "javascript:alert(1)" }),
    status: 400,
    message: "Please enter a valid email address",
  },
  {
    name: "newsletter: another site's Origin",
    path: "/newsletter",
    body: news({ email: "a@b.ca" }),
    headers: { origin: "https://evil.example" },
    status: 403,
    message: "Forms can only be sent from the Maplestack website.",
  },
  {
    name: "French: no first name",
    path: "/fr/nous-joindre",
    body: quote({ firstName: undefined }),
    status: 400,
    message: "Veuillez entrer votre prénom.",
  },
  {
    name: "French: an address without @",
    path: "/fr/nous-joindre",
    body: quote({ email: "amelie.boulangerie.ca" }),
    status: 400,
    message: "Veuillez entrer une adresse courriel valide, comme nom@entreprise.ca.",
  },
  {
    name: "French: form too old",
    path: "/fr/nous-joindre",
    body: quote({ formToken: signFormToken(FORM_SECRET, Date.now() - 2 * 24 * 3600 * 1000) }),
    status: 400,
    message: formMessagesByLocale.fr.expired,
  },
  {
    name: "French: another site's Origin",
    path: "/fr/nous-joindre",
    body: quote({}),
    headers: { origin: "https://evil.example" },
    status: 403,
    message: "Les formulaires ne peuvent être envoyés que depuis le site de Maplestack.",
  },
  {
    name: "French newsletter: no @",
    path: "/fr/infolettre",
    body: news({ email: "owner.example.ca" }),
    status: 400,
    message: "Veuillez entrer une adresse courriel valide",
  },
];

let server: ServerProcess;

test.beforeAll(async () => {
  server = await startServer(4351, {
    MIN_FILL_MS: String(MIN_FILL_MS),
    RATE_LIMIT_MAX: "5",
    ANALYTICS_RATE_MAX: "3",
    TRUST_PROXY: "1",
  });
});

test.afterAll(async () => {
  await server?.stop();
});

async function post(
  path: string,
  body: BodyInit,
  ip: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${server.origin}${path}`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { origin: server.origin, "x-forwarded-for": ip, ...headers },
  });
  return { status: response.status, text: visibleText(await response.text()) };
}

test(`${badInputs.length} bad inputs each get their status and message, and nothing is stored`, async () => {
  expect(badInputs.length).toBeGreaterThanOrEqual(40);
  const failures: string[] = [];
  for (const [index, bad] of badInputs.entries()) {
    const { status, text } = await post(
      bad.path ?? "/contact-us",
      bad.body(),
      `10.1.${index}.1`,
      bad.headers,
    );
    // The page's text has its spaces collapsed, French no-break spaces included.
    const message = bad.message.replace(/\s+/g, " ");
    if (status !== bad.status || !text.includes(message)) {
      failures.push(`${bad.name}: ${status}${text.includes(message) ? "" : ", message missing"}`);
    }
  }
  expect(failures).toEqual([]);
  const stored = await readStore(
    async (store) => ({
      leads: (await new Leads(store).all()).length,
      subscribers: (await new Subscribers(store).list()).length,
    }),
    server.dataDir,
  );
  expect(stored).toEqual({ leads: 0, subscribers: 0 });
});

test("a sixth post from one address within the window is refused with 429", async () => {
  const ip = "10.2.0.1";
  for (let attempt = 0; attempt < 5; attempt++) {
    const { status } = await post(
      "/contact-us",
      validQuote({ formToken: oldToken(), firstName: "" }),
      ip,
    );
    expect(status).toBe(400);
  }
  const refused = await post("/contact-us", validQuote({ formToken: oldToken() }), ip);
  expect(refused.status).toBe(429);
  expect(refused.text).toContain(formMessages.rateLimited);
  expect(
    await readStore(async (store) => (await new Leads(store).all()).length, server.dataDir),
  ).toBe(0);
  // Another address is not affected.
  const other = await post("/contact-us", validQuote({ formToken: oldToken() }), "10.2.0.2");
  expect(other.status).toBe(200);
});

test("the analytics beacons count three posts per address in the window, then answer 429 and keep no more", async () => {
  const campaign = `rate-${Date.now()}`;
  const beacon = (path: string, ip: string) =>
    fetch(`${server.origin}${path}`, {
      method: "POST",
      body:
        path === "/api/view"
          ? JSON.stringify({ p: "/", r: "", s: "e2e", c: campaign, w: 390 })
          : JSON.stringify({ p: "/", w: 390, lcp: 4321 }),
      headers: {
        origin: server.origin,
        "content-type": "text/plain",
        "x-forwarded-for": ip,
        // A browser's: the handlers count no robot (Node's fetch names itself "node").
        "user-agent":
          "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36",
      },
    }).then((response) => response.status);
  for (const path of ["/api/view", "/api/vitals"]) {
    const statuses: number[] = [];
    for (let post = 0; post < 4; post++) statuses.push(await beacon(path, "10.9.0.1"));
    expect(statuses, path).toEqual([204, 204, 204, 429]);
    // Another address is counted.
    expect(await beacon(path, "10.9.0.2"), path).toBe(204);
  }
  const kept = await readStore(
    async (store) => ({
      views: (
        await store.db
          .selectFrom("analytics_events")
          .select("id")
          .where("utm_campaign", "=", campaign)
          .execute()
      ).length,
      vitals: (
        await store.db.selectFrom("web_vitals").select("lcp").where("lcp", "=", 4321).execute()
      ).length,
    }),
    server.dataDir,
  );
  expect(kept).toEqual({ views: 4, vitals: 4 });
});

test("a valid enquiry after the bad ones is stored, SQL in its text included, as written", async () => {
  const description =
    "Robert'); DROP TABLE leads;-- <b>bold</b> is text we keep exactly as written.";
  const { status, text } = await post(
    "/contact-us",
    validQuote({ formToken: oldToken(), email: "control@example.ca", description }),
    "10.3.0.1",
  );
  expect(status).toBe(200);
  expect(text).toContain("Thank you, Amélie.");
  const leads = await readStore((store) => new Leads(store).all(), server.dataDir);
  expect(leads.find((lead) => lead.email === "control@example.ca")?.description).toBe(description);
});

test("a French enquiry is answered in French, rate limit included, and stored with its language", async () => {
  const sent = await post(
    "/fr/nous-joindre",
    validQuote({ formToken: oldToken(), email: "fr-control@example.ca" }),
    "10.4.0.1",
  );
  expect(sent.status).toBe(200);
  expect(sent.text).toContain("Merci, Amélie.");
  const lead = (await readStore((store) => new Leads(store).all(), server.dataDir)).find(
    (stored) => stored.email === "fr-control@example.ca",
  );
  expect(lead).toMatchObject({ language: "fr", sourcePage: "/fr/nous-joindre" });
  const ip = "10.4.0.2";
  for (let attempt = 0; attempt < 5; attempt++) {
    await post("/fr/nous-joindre", validQuote({ formToken: oldToken(), firstName: "" }), ip);
  }
  const refused = await post("/fr/nous-joindre", validQuote({ formToken: oldToken() }), ip);
  expect(refused.status).toBe(429);
  expect(refused.text).toContain(formMessagesByLocale.fr.rateLimited.replace(/\s+/g, " "));
});
