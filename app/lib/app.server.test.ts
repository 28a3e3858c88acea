// @vitest-environment node
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

/**
 * What opening the services starts: nothing. A request (a page's loader, a preview's page drawn
 * inside the back office) opens them; only the production server's start of the release it
 * serves starts the outbox, the calendar sync and the chores.
 */
describe("the services", () => {
  let dataDir: string;
  let app: typeof import("./app.server");

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "maplestack-services-"));
    vi.stubEnv("DATA_DIR", dataDir);
    vi.stubEnv("DATABASE_URL", "");
    // With SMTP set, a started outbox would send mail: a closed port, so nothing leaves.
    vi.stubEnv("SMTP_HOST", "127.0.0.1");
    vi.stubEnv("SMTP_PORT", "9");
    vi.resetModules();
    app = await import("./app.server");
  });

  afterAll(async () => {
    await app.drainServices();
    await app.stopServices();
    vi.unstubAllEnvs();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("start no job when a request opens them, and every job when the server starts them", async () => {
    const opened = await app.services();
    expect(opened.jobs).toBeUndefined();
    expect(opened.outbox).toBeUndefined();
    const hosts = await opened.store.db.selectFrom("booking_hosts").select("id").execute();
    expect(hosts).toEqual([]);

    await app.startServices(() => {});
    const started = await app.services();
    expect(started).toBe(opened);
    expect(started.jobs).toBeDefined();
    expect(started.outbox).toBeDefined();
    expect(
      (await started.store.db.selectFrom("booking_hosts").select("id").execute()).length,
    ).toBeGreaterThan(0);
  });
});
