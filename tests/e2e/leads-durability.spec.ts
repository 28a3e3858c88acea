import { expect, test } from "@playwright/test";
import { signFormToken } from "../../app/lib/abuse.server";
import { Leads } from "../../app/lib/leads.server";
import { OutboxQueue } from "../../app/lib/outbox.server";
import { FORM_SECRET, startServer, tempDataDir, validQuote } from "./server-process";
import { SmtpSink } from "./smtp-sink";
import { readStore } from "./store";

test.describe.configure({ mode: "serial" });

const token = () => signFormToken(FORM_SECRET, Date.now() - 10_000);

async function submit(origin: string, email: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/contact-us`, {
      method: "POST",
      body: validQuote({ formToken: token(), email }),
      headers: { origin },
      redirect: "manual",
      signal: AbortSignal.timeout(10_000),
    });
    return response.status === 200 && (await response.text()).includes("Thank you");
  } catch {
    return false;
  }
}

test("every enquiry answered with success survives the server being killed mid-burst", async () => {
  test.setTimeout(90_000);
  const dataDir = tempDataDir("durability");
  const settings = { RATE_LIMIT_MAX: "100000", MIN_FILL_MS: "0" };
  const first = await startServer(4352, settings, dataDir);
  const confirmed: string[] = [];
  let sent = 0;
  let killed = false;
  // Eight visitors keep submitting until the process dies under them.
  const visitors = Array.from({ length: 8 }, async (_, visitor) => {
    while (!killed) {
      const email = `burst-${visitor}-${sent++}@example.ca`;
      if (await submit(first.origin, email)) confirmed.push(email);
    }
  });
  // Kill once a good number have been confirmed, with the others still in flight.
  await expect.poll(() => confirmed.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(25);
  killed = true;
  await first.kill();
  await Promise.all(visitors);

  const second = await startServer(4352, settings, dataDir);
  const stored = new Set(
    await readStore(async (store) => (await new Leads(store).all()).map((l) => l.email), dataDir),
  );
  expect(confirmed.filter((email) => !stored.has(email))).toEqual([]);
  // The restarted server takes enquiries again.
  expect(await submit(second.origin, "after-restart@example.ca")).toBe(true);
  await second.stop();
  testInfoNote(`${confirmed.length} confirmed of ${sent} sent before SIGKILL; all stored`);
});

test("notifications reach the SMTP server, and wait while it is down", async () => {
  test.setTimeout(60_000);
  const smtpPort = 4353;
  const sink = new SmtpSink(smtpPort);
  const mailFor = (email: string) => sink.about(email);
  await sink.start();
  const server = await startServer(4354, {
    MIN_FILL_MS: "0",
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtpPort),
    LEADS_TO: "leads@maplestack.ca",
    OUTBOX_POLL_MS: "200",
    OUTBOX_RETRY_BASE_MS: "200",
    OUTBOX_RETRY_MAX_MS: "800",
  });
  try {
    expect(await submit(server.origin, "first-lead@example.ca")).toBe(true);
    await expect.poll(() => mailFor("first-lead@example.ca").length, { timeout: 10_000 }).toBe(1);
    expect(mailFor("first-lead@example.ca")[0]).toContain("To: leads@maplestack.ca");

    await sink.stop();
    expect(await submit(server.origin, "while-down@example.ca")).toBe(true);
    // The message waits in the outbox, retried with back-off.
    await expect
      .poll(
        async () =>
          readStore(
            async (store) =>
              (await new OutboxQueue(store).all()).find((m) => m.sentAt === null)?.attempts ?? 0,
            server.dataDir,
          ),
        { timeout: 10_000 },
      )
      .toBeGreaterThanOrEqual(2);
    expect(mailFor("while-down@example.ca")).toEqual([]);

    await sink.start();
    await expect.poll(() => mailFor("while-down@example.ca").length, { timeout: 15_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // Delivered once each: nothing sent twice after the outage.
    expect(mailFor("first-lead@example.ca")).toHaveLength(1);
    expect(mailFor("while-down@example.ca")).toHaveLength(1);
    const pending = await readStore(
      async (store) => (await new OutboxQueue(store).all()).filter((m) => m.sentAt === null),
      server.dataDir,
    );
    expect(pending).toEqual([]);
  } finally {
    await server.stop();
    await sink.stop();
  }
});

function testInfoNote(description: string) {
  test.info().annotations.push({ type: "durability", description });
}
