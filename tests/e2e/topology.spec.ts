import { expect, test } from "@playwright/test";
import { TOKEN_FIELD } from "../../app/lib/forms/fields";
import { Leads } from "../../app/lib/leads.server";
import { OutboxQueue } from "../../app/lib/outbox.server";
import { startNginx } from "../../scripts/nginx.mjs";
import { startPostgres } from "../../scripts/postgres.mjs";
import {
  type RawResponse,
  rawRequest,
  type ServerProcess,
  startServer,
  tempDataDir,
  validQuote,
} from "./server-process";
import { SmtpSink } from "./smtp-sink";
import { readStore } from "./store";

/**
 * The deployment of deploy/: nginx in front of two app servers (npm start) sharing one
 * PostgreSQL, all real local processes. Visitors send quote forms through nginx while one app
 * server is killed and restarted and PostgreSQL is restarted; then every lead must be stored
 * once and reach the team's inbox once, and the rate limit must hold across both servers.
 */
test.describe.configure({ mode: "serial" });

const base = Number(process.env.E2E_PORT ?? 4173) + 200;
const ports = { nginx: base, a: base + 1, b: base + 2, smtp: base + 3, sqliteA: base + 4 };
const LIMIT = 6;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const form = { "content-type": "application/x-www-form-urlencoded" };

/** Each post comes from its own loopback address: many visitors, each inside the limit. */
const visitorAddress = (n: number) => `127.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;

async function shownToken(origin: string, localAddress?: string): Promise<string | undefined> {
  const page = await rawRequest(origin, "GET", "/contact-us", { localAddress }).catch(() => null);
  return page?.body.match(new RegExp(`name="${TOKEN_FIELD}" value="([^"]+)"`))?.[1];
}

async function postQuote(
  origin: string,
  fields: Record<string, string>,
  { localAddress, headers = {} }: { localAddress?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const formToken = await shownToken(origin, localAddress);
  if (!formToken) return { status: 0, headers: {}, body: "no form" };
  return rawRequest(origin, "POST", "/contact-us", {
    localAddress,
    headers: { origin, ...form, ...headers },
    body: validQuote({ formToken, ...fields }).toString(),
  }).catch((error: Error) => ({ status: 0, headers: {}, body: error.message }));
}

const thanked = (response: RawResponse) =>
  response.status === 200 && response.body.includes("Thank you");

test("leads survive an app server killed and PostgreSQL restarted: each stored and emailed once, and the rate limit is shared", async () => {
  test.setTimeout(180_000);
  const postgres = await startPostgres();
  const sink = new SmtpSink(ports.smtp);
  await sink.start();
  const databaseUrl = await postgres.createDatabase("maplestack");
  const settings = {
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: "1",
    // No secret in the settings: the servers agree on the one kept in the database.
    FORM_SECRET: "",
    MIN_FILL_MS: "0",
    RATE_LIMIT_MAX: String(LIMIT),
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(ports.smtp),
    LEADS_TO: "leads@maplestack.ca",
    OUTBOX_POLL_MS: "250",
    OUTBOX_RETRY_BASE_MS: "250",
    OUTBOX_RETRY_MAX_MS: "1000",
    OUTBOX_LEASE_MS: "8000",
  };
  const servers: Record<"a" | "b", ServerProcess> = {
    a: await startServer(ports.a, settings),
    b: await startServer(ports.b, settings),
  };
  const nginx = await startNginx(
    ports.nginx,
    [servers.a.origin, servers.b.origin].map((o) => new URL(o).host),
  );
  const health = async (server: ServerProcess) =>
    (await rawRequest(server.origin, "GET", "/healthz").catch(() => ({ status: 0 }))).status;

  try {
    const confirmed: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    let running = true;
    const visitors = Array.from({ length: 8 }, async () => {
      while (running) {
        const n = sent++;
        const email = `visitor-${n}@example.ca`;
        const response = await postQuote(
          nginx.origin,
          { email },
          { localAddress: visitorAddress(n) },
        );
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (thanked(response)) confirmed.push(email);
        else await sleep(50);
      }
    });
    const confirmedAtLeast = (count: number) =>
      expect.poll(() => confirmed.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(count);

    // Fault 1: an app server dies without warning, and is started again.
    await confirmedAtLeast(30);
    await servers.a.kill();
    await confirmedAtLeast(confirmed.length + 20);
    servers.a = await startServer(ports.a, settings);

    // Fault 2: PostgreSQL restarts. While it is down, the balancer's check fails on both
    // servers and a visitor's post is refused with their input kept.
    await confirmedAtLeast(confirmed.length + 20);
    await postgres.halt();
    await expect.poll(() => health(servers.a)).toBe(503);
    await expect.poll(() => health(servers.b)).toBe(503);
    const refused = await postQuote(
      nginx.origin,
      { email: "while-down@example.ca", company: "Nothing Lost Ltd" },
      { localAddress: "127.3.0.1" },
    );
    expect(refused.status).toBe(503);
    expect(refused.body).toContain("We could not save your enquiry just now");
    expect(refused.body).toContain('value="Nothing Lost Ltd"');
    await postgres.resume();
    // Each server reconnects by itself.
    await expect.poll(() => health(servers.a), { timeout: 15_000 }).toBe(200);
    await expect.poll(() => health(servers.b), { timeout: 15_000 }).toBe(200);
    await confirmedAtLeast(confirmed.length + 20);
    running = false;
    await Promise.all(visitors);

    // The rate limit is one count for both servers: one address, posts to each in turn.
    const direct: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      const server = i % 2 === 0 ? servers.a : servers.b;
      const response = await postQuote(
        server.origin,
        { email: `limited-${i}@example.ca` },
        { headers: { "x-forwarded-for": "203.0.113.77" } },
      );
      direct.push(response.status);
    }
    expect(direct).toEqual([...Array(LIMIT).fill(200), 429, 429]);
    // The same through nginx, from one visitor's address.
    const viaNginx: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      const response = await postQuote(
        nginx.origin,
        { email: `limited-nginx-${i}@example.ca` },
        { localAddress: "127.4.0.1" },
      );
      viaNginx.push(response.status);
    }
    expect(viaNginx).toEqual([...Array(LIMIT).fill(200), 429, 429]);

    // Every notification goes out (what the killed server held is taken after its lease)...
    const location = { databaseUrl, dataDir: tempDataDir("topology") };
    await expect
      .poll(
        () =>
          readStore(
            async (store) => (await new OutboxQueue(store).all()).filter((m) => !m.sentAt).length,
            location,
          ),
        { timeout: 60_000 },
      )
      .toBe(0);
    await sleep(1000);
    const leads = await readStore((store) => new Leads(store).all(), location);
    const outbox = await readStore((store) => new OutboxQueue(store).all(), location);
    const emails = leads.map((lead) => lead.email);

    // ...each lead the visitor was thanked for is stored exactly once...
    expect(new Set(emails).size).toBe(emails.length);
    expect(confirmed.filter((email) => !emails.includes(email))).toEqual([]);
    expect(emails).not.toContain("while-down@example.ca");
    // ...and reaches the team's inbox exactly once: every lead has a notification, and all its
    // copies are one message (one Message-ID, which a mailbox keeps once). A second copy can
    // only come from the SIGKILL landing between the mail server's acceptance and the
    // database's record of it (docs/decisions/0008): one at most, since a server sends one
    // message at a time.
    expect(outbox).toHaveLength(leads.length);
    const messageIds = (email: string) =>
      new Set(sink.about(email).map((raw) => raw.match(/^Message-ID: (.*)$/m)?.[1]));
    const notOnce = leads
      .filter((lead) => {
        const ids = [...messageIds(lead.email)];
        return ids.length !== 1 || !ids[0]?.startsWith(`<lead-${lead.id}.`);
      })
      .map((lead) => ({
        email: lead.email,
        deliveries: [...messageIds(lead.email)],
        outbox: outbox.find((message) => message.leadId === lead.id),
      }));
    expect(notOnce, `${servers.a.output()}\n${servers.b.output()}`).toEqual([]);
    const extraCopies = sink.received.length - leads.length;
    expect(extraCopies).toBeLessThanOrEqual(1);

    test.info().annotations.push({
      type: "fault test",
      description: `${sent} posts through nginx, ${confirmed.length} thanked, ${leads.length} leads stored, each in the inbox once (${extraCopies} second copy); answers ${JSON.stringify(Object.fromEntries(statuses))}`,
    });
  } finally {
    nginx.stop();
    await Promise.all([servers.a.stop(), servers.b.stop()]);
    await sink.stop();
    postgres.stop();
  }
});

test("two servers started together on one SQLite file share it", async () => {
  test.setTimeout(60_000);
  const dataDir = tempDataDir("shared-sqlite");
  const settings = { MIN_FILL_MS: "0" };
  const [a, b] = await Promise.all([
    startServer(ports.sqliteA, settings, dataDir),
    startServer(ports.sqliteA + 1, settings, dataDir),
  ]);
  try {
    expect(thanked(await postQuote(a.origin, { email: "first@example.ca" }))).toBe(true);
    expect(thanked(await postQuote(b.origin, { email: "second@example.ca" }))).toBe(true);
    const emails = await readStore(
      async (store) => (await new Leads(store).all()).map((lead) => lead.email),
      { dataDir },
    );
    expect(emails.sort()).toEqual(["first@example.ca", "second@example.ca"]);
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
});
