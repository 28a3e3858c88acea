import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import type { Engine, StoreLocation } from "~/lib/db.server";
import { createDatabase } from "../../scripts/postgres.mjs";

/** Every store test runs once on each engine. */
export const engines: Engine[] = ["sqlite", "postgres"];

/** An empty database of the engine: a new SQLite directory, or a new PostgreSQL database. */
export async function emptyLocation(
  engine: Engine,
): Promise<StoreLocation & { remove: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "maplestack-db-"));
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (engine === "sqlite") return { dataDir, remove: removeDir };
  const serverUrl = inject("postgresUrl");
  const name = `test_${randomBytes(6).toString("hex")}`;
  return {
    dataDir,
    databaseUrl: await createDatabase(serverUrl, name),
    remove: async () => {
      await removeDir();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
