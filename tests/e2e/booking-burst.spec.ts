import { expect, test } from "@playwright/test";
import { startNginx } from "../../scripts/nginx.mjs";
import { startPostgres } from "../../scripts/postgres.mjs";
import { rawRequest, type ServerProcess, startServer } from "./server-process";
import { SmtpSink } from "./smtp-sink";
import { readStore } from "./store";

/**
 * No double booking, ever: fifty visitors post at once for the same ten slots, through nginx in
 * front of two app servers on one PostgreSQL, as deploy/ ships it: first with one host chosen,
 * then with "anyone available" between two hosts. Exactly as many are booked as there are free
 * host-slots, the others are told and offered free times instead, no two bookings of a host
 * overlap, and each invitation is sent once. The answers' times (median and 99th percentile)
 * are printed and attached to the report.
 */
test.describe.configure({ mode: "serial" });

const base = Number(process.env.E2E_PORT ?? 4173) + 330;
const ports = { nginx: base, a: base + 1, b: base + 2, smtp: base + 3 };
const form = { "content-type": "application/x-www-form-urlencoded" };
/** Each visitor posts from a loopback address of their own. */
const visitorAddress = (n: number, round: number) =>
  `127.${2 + round}.${Math.floor(n / 250)}.${(n % 250) + 1}`;

/** The value at rank ⌈p × n⌉ of the sorted figures (nearest rank). */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;

test("50 visitors at once for 10 slots, through two app servers, one host and then anyone available: each host-slot booked once, the rest told, 0 overlaps, each invitation once", async () => {
  test.setTimeout(240_000);
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
  const location = { dataDir: servers[0]?.dataDir ?? "", databaseUrl };
  const page = (path: string, localAddress?: string) =>
    rawRequest(nginx.origin, "GET", path, { localAddress });
  /** Hosts of the test's own, the only ones taking hosting: weekdays 9:00 to 14:00, ten a day. */
  const addHosts = (names: string[]) =>
    readStore(async (store) => {
      await store.db.updateTable("booking_hosts").set({ active: 0 }).execute();
      const day = [{ from: "09:00", to: "14:00" }];
      const ids: number[] = [];
      for (const name of names) {
        const row = await store.db
          .insertInto("booking_hosts")
          .values({
            name,
            email: `${name.toLowerCase().replace(/\W+/g, "-")}@maplestack.test`,
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
          .executeTakeFirstOrThrow();
        ids.push(Number(row.id));
      }
      return ids;
    }, location);
  const invitations = () => sink.received.filter((raw) => raw.includes("method=REQUEST"));

  /** Fifty visitors, each with the page's own token, five for each of a day's ten slots. */
  async function burst(round: number, choice: string, hostIds: number[]) {
    const first = await page(`/book?topic=hosting&host=${choice}&week=1`);
    const fullDay = [...first.body.matchAll(/<input[^>]*name="day"[^>]*>/g)]
      .filter(([tag]) => tag.includes(', 10 free times"'))
      .map(([tag]) => tag.match(/value="(\d{4}-\d{2}-\d{2})"/)?.[1])[0];
    expect(fullDay, "a day with ten free times next week").toBeTruthy();
    const dayPath = `/book?topic=hosting&host=${choice}&day=${fullDay}`;
    // The page holds the whole week's times (each day shows its own in place): that day's.
    const inToronto = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" });
    const slots = [...(await page(dayPath)).body.matchAll(/name="slot" value="(\d+)"/g)]
      .map((match) => match[1] ?? "")
      .filter((slot) => inToronto.format(Number(slot)) === fullDay);
    expect(slots).toHaveLength(10);
    const visitors = await Promise.all(
      Array.from({ length: 50 }, async (_, n) => {
        const shown = await page(dayPath, visitorAddress(n, round));
        return {
          n,
          slot: slots[n % 10] ?? "",
          token: shown.body.match(/name="formToken" value="([^"]+)"/)?.[1] ?? "",
        };
      }),
    );
    const answers = await Promise.all(
      visitors.map(async ({ n, slot, token }) => {
        const sent = performance.now();
        const answer = await rawRequest(nginx.origin, "POST", "/book", {
          localAddress: visitorAddress(n, round),
          headers: { origin: nginx.origin, ...form },
          body: new URLSearchParams({
            formToken: token,
            topic: "hosting",
            host: choice,
            zone: "America/Toronto",
            slot,
            meetingMode: "video",
            firstName: `Visitor${n}`,
            lastName: "Burst",
            company: "Burst Ltd",
            email: `visitor-${round}-${n}@burst.test`,
          }).toString(),
        });
        return { ...answer, ms: performance.now() - sent };
      }),
    );
    const booked = answers.filter((answer) => answer.status === 303);
    const told = answers.filter((answer) => answer.status === 409);
    const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const figures = `${choice === "any" ? "anyone available (2 hosts)" : "one host"}: ${booked.length} booked, ${told.length} refused, p50 ${Math.round(percentile(times, 0.5))} ms, p99 ${Math.round(percentile(times, 0.99))} ms`;
    console.log(`booking burst, ${figures}`);
    test.info().annotations.push({ type: "booking burst", description: figures });
    expect(booked).toHaveLength(10 * hostIds.length);
    expect(told).toHaveLength(50 - 10 * hostIds.length);
    for (const answer of told) {
      expect(answer.body).toContain("Someone booked that time while you were choosing");
      expect(answer.body).toContain('value="Burst Ltd"');
    }
    for (const hostId of hostIds) {
      const rows = await readStore(
        (store) =>
          store.db
            .selectFrom("bookings")
            .select(["id", "held_from", "held_until", "email"])
            .where("host_id", "=", hostId)
            .where("status", "=", "confirmed")
            .orderBy("held_from")
            .execute(),
        location,
      );
      expect(rows.map((row) => String(row.held_from))).toEqual(slots);
      for (let i = 1; i < rows.length; i++) {
        expect(Number(rows[i]?.held_from)).toBeGreaterThanOrEqual(Number(rows[i - 1]?.held_until));
      }
      // Each booking's invitation to the visitor, once.
      await expect
        .poll(
          () =>
            rows.filter((row) =>
              invitations().some((raw) => raw.includes(`\r\nTo: ${row.email}\r\n`)),
            ).length,
          { timeout: 20_000 },
        )
        .toBe(rows.length);
      for (const row of rows) {
        expect(
          invitations().filter((raw) => raw.includes(`\r\nTo: ${row.email}\r\n`)),
        ).toHaveLength(1);
      }
    }
  }

  try {
    const [one = 0] = await addHosts(["Burst Host"]);
    await burst(0, String(one), [one]);
    const pair = await addHosts(["Burst Host East", "Burst Host West"]);
    await burst(1, "any", pair);
    // Visitor and host, once each per booking: 10 + 20 bookings.
    await expect.poll(() => invitations().length, { timeout: 20_000 }).toBe(60);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const ids = invitations().map((raw) => raw.match(/Message-ID: (\S+)/i)?.[1]);
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
  } finally {
    await nginx.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await sink.stop();
    await postgres.stop();
  }
});
