import { expect, test } from "@playwright/test";
import { startNginx } from "../../scripts/nginx.mjs";
import { startPostgres } from "../../scripts/postgres.mjs";
import { rawRequest, type ServerProcess, startServer } from "./server-process";
import { SmtpSink } from "./smtp-sink";
import { readStore } from "./store";

/**
 * No double booking, ever: fifty visitors post at once for the same ten slots, through nginx in
 * front of two app servers on one PostgreSQL, as deploy/ ships it. Exactly ten are booked, the
 * other forty are told and offered free times instead, no two bookings of the host overlap, and
 * each invitation is sent once.
 */
test.describe.configure({ mode: "serial" });

const base = Number(process.env.E2E_PORT ?? 4173) + 330;
const ports = { nginx: base, a: base + 1, b: base + 2, smtp: base + 3 };
const form = { "content-type": "application/x-www-form-urlencoded" };
/** Each visitor posts from a loopback address of their own. */
const visitorAddress = (n: number) => `127.2.${Math.floor(n / 250)}.${(n % 250) + 1}`;

test("50 visitors at once for 10 slots, through two app servers: 10 bookings, 40 told, 0 overlaps, each invitation once", async () => {
  test.setTimeout(180_000);
  const postgres = await startPostgres();
  const sink = new SmtpSink(ports.smtp);
  await sink.start();
  const databaseUrl = await postgres.createDatabase("maplestack");
  const settings = {
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: "1",
    FORM_SECRET: "",
    MIN_FILL_MS: "0",
    RATE_LIMIT_MAX: "1000",
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(ports.smtp),
    OUTBOX_POLL_MS: "200",
  };
  const servers: ServerProcess[] = [
    await startServer(ports.a, settings),
    await startServer(ports.b, settings),
  ];
  const nginx = await startNginx(
    ports.nginx,
    servers.map((server) => new URL(server.origin).host),
  );
  try {
    // A host of the test's own: weekdays 9:00 to 14:00 in Toronto, no buffer, ten a day.
    const day = [{ from: "09:00", to: "14:00" }];
    const hostId = await readStore(
      async (store) =>
        Number(
          (
            await store.db
              .insertInto("booking_hosts")
              .values({
                name: "Burst Host",
                email: "burst@maplestack.test",
                role: "Technical Director",
                staff_id: null,
                weekly: JSON.stringify({ 1: day, 2: day, 3: day, 4: day, 5: day }),
                days_off: "[]",
                buffer_before_minutes: 0,
                buffer_after_minutes: 0,
                max_per_day: 10,
                topics: JSON.stringify(["hosting"]),
                active: 1,
                updated_at: Date.now(),
              })
              .returning("id")
              .executeTakeFirstOrThrow()
          ).id,
        ),
      { dataDir: servers[0]?.dataDir ?? "", databaseUrl },
    );

    // A whole day of ten free slots, as the page offers it.
    const page = (path: string, localAddress?: string) =>
      rawRequest(nginx.origin, "GET", path, { localAddress });
    const first = await page(`/book?topic=hosting&host=${hostId}&week=1`);
    const fullDay = first.body.match(
      /day=(\d{4}-\d{2}-\d{2})[^"]*"[^>]*>(?:(?!<\/a>).)*10 free times/s,
    )?.[1];
    expect(fullDay, "a day with ten free times next week").toBeTruthy();
    const dayPath = `/book?topic=hosting&host=${hostId}&day=${fullDay}`;
    const slots = [...(await page(dayPath)).body.matchAll(/name="slot" value="(\d+)"/g)].map(
      (match) => match[1] ?? "",
    );
    expect(slots).toHaveLength(10);

    // Fifty visitors, each with the page's own token, five for each slot, sent at once.
    const visitors = await Promise.all(
      Array.from({ length: 50 }, async (_, n) => {
        const shown = await page(dayPath, visitorAddress(n));
        return {
          n,
          slot: slots[n % 10] ?? "",
          token: shown.body.match(/name="formToken" value="([^"]+)"/)?.[1] ?? "",
        };
      }),
    );
    const answers = await Promise.all(
      visitors.map(({ n, slot, token }) =>
        rawRequest(nginx.origin, "POST", "/book", {
          localAddress: visitorAddress(n),
          headers: { origin: nginx.origin, ...form },
          body: new URLSearchParams({
            formToken: token,
            topic: "hosting",
            host: String(hostId),
            zone: "America/Toronto",
            slot,
            meetingMode: "video",
            firstName: `Visitor${n}`,
            lastName: "Burst",
            company: "Burst Ltd",
            email: `visitor-${n}@burst.test`,
          }).toString(),
        }),
      ),
    );
    const booked = answers.filter((answer) => answer.status === 303);
    const told = answers.filter((answer) => answer.status === 409);
    expect(booked).toHaveLength(10);
    expect(told).toHaveLength(40);
    for (const answer of told) {
      expect(answer.body).toContain("Someone booked that time while you were choosing");
      expect(answer.body).toContain('value="Burst Ltd"');
    }

    const rows = await readStore(
      (store) =>
        store.db
          .selectFrom("bookings")
          .select(["id", "held_from", "held_until", "email"])
          .where("host_id", "=", hostId)
          .where("status", "=", "confirmed")
          .orderBy("held_from")
          .execute(),
      { dataDir: servers[0]?.dataDir ?? "", databaseUrl },
    );
    expect(rows.map((row) => String(row.held_from))).toEqual(slots);
    for (let i = 1; i < rows.length; i++) {
      expect(Number(rows[i]?.held_from)).toBeGreaterThanOrEqual(Number(rows[i - 1]?.held_until));
    }

    // Each booking's invitation to the visitor and to the host, once each.
    const invitations = () => sink.received.filter((raw) => raw.includes("method=REQUEST"));
    await expect.poll(() => invitations().length, { timeout: 20_000 }).toBe(20);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const ids = invitations().map((raw) => raw.match(/Message-ID: (\S+)/i)?.[1]);
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
    for (const row of rows) {
      expect(invitations().filter((raw) => raw.includes(`\r\nTo: ${row.email}\r\n`))).toHaveLength(
        1,
      );
    }
  } finally {
    await nginx.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await sink.stop();
    await postgres.stop();
  }
});
