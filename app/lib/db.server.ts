import { mkdirSync } from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";
import { Kysely, PostgresDialect } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { RateLimiterPostgres } from "rate-limiter-flexible";
import { type Database, type Engine, migrationProvider } from "./db-schema.server";
import {
  type SqliteConnection,
  SqliteDialect,
  sqliteQueryAdapter,
  sqliteTurns,
} from "./sqlite.server";

export type { Engine } from "./db-schema.server";

/** Where the store lives: a PostgreSQL URL, or else an SQLite file in `dataDir`. */
export type StoreLocation = { databaseUrl?: string; dataDir: string };

export function describeLocation({ databaseUrl, dataDir }: StoreLocation): string {
  if (!databaseUrl) return `SQLite, ${path.join(dataDir, "maplestack.db")}`;
  const url = new URL(databaseUrl);
  return `PostgreSQL, ${url.host}${url.pathname}`;
}

/** A count of posts per key and window, shared by every server (`Store.rateLimiter`). */
export type RateLimiter = RateLimiterPostgres;

const INT8_OID = 20;

export class Store {
  private constructor(
    readonly engine: Engine,
    /** The query builder, for each concern's own queries. */
    readonly db: Kysely<Database>,
    private readonly connection: { sqlite: SqliteConnection } | { pool: pg.Pool },
  ) {}

  static async open(location: StoreLocation): Promise<Store> {
    const store = location.databaseUrl
      ? Store.openPostgres(location.databaseUrl)
      : await Store.openSqlite(location.dataDir);
    try {
      await store.migrate();
    } catch (error) {
      await store.close();
      throw error;
    }
    return store;
  }

  private static async openSqlite(dataDir: string): Promise<Store> {
    mkdirSync(dataDir, { recursive: true });
    const file = path.resolve(dataDir, "maplestack.db");
    // `timeout` is each connection's busy timeout: writers in other processes queue instead of
    // failing; in this one they take turns (sqlite.server.ts).
    const client = createClient({ url: `file:${file}`, timeout: 5000 });
    const sqlite = { client, turns: sqliteTurns(file) };
    await client.execute("PRAGMA journal_mode = WAL");
    // A success response follows a commit that is on disk, not in the page cache.
    await client.execute("PRAGMA synchronous = FULL");
    return new Store("sqlite", new Kysely<Database>({ dialect: new SqliteDialect(sqlite) }), {
      sqlite,
    });
  }

  private static openPostgres(databaseUrl: string): Store {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
      // Epoch milliseconds are bigint columns; they fit a JavaScript number exactly.
      types: {
        getTypeParser: ((oid: number, format?: "text" | "binary") =>
          oid === INT8_OID
            ? (value: string) => Number(value)
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // A connection the database drops (a restart) is replaced on next use: its error, whether
    // it sat idle in the pool or was checked out, must not take the process down. The query it
    // was running fails on its own.
    const lost = (error: Error) => console.error("PostgreSQL connection lost:", error.message);
    pool.on("error", lost);
    pool.on("connect", (client) => client.on("error", lost));
    return new Store("postgres", new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), {
      pool,
    });
  }

  /** Brings the schema up to date; two servers starting together take turns (a lock). */
  private async migrate() {
    const migrator = new Migrator({ db: this.db, provider: migrationProvider(this.engine) });
    const { error, results } = await migrator.migrateToLatest();
    if (error) {
      const failed = results?.find((result) => result.status === "Error")?.migrationName;
      throw new Error(`Database migration ${failed ?? ""} failed: ${String(error)}`);
    }
  }

  /** A value kept across restarts and shared by every server (the form secret). */
  async setting(key: string, create: () => string): Promise<string> {
    await this.db
      .insertInto("settings")
      .values({ key, value: create() })
      .onConflict((conflict) => conflict.column("key").doNothing())
      .execute();
    const row = await this.db
      .selectFrom("settings")
      .select("value")
      .where("key", "=", key)
      .executeTakeFirstOrThrow();
    return row.value;
  }

  /**
   * A limiter of `points` posts per key and window, counted in the database so that every
   * server sees the same count. rate-limiter-flexible's PostgreSQL store runs its three
   * statements (an atomic upsert, a read, a delete) on PostgreSQL as they are, and on SQLite,
   * which understands them too, through a small adapter (docs/decisions/0008).
   */
  rateLimiter(name: string, { points, durationMs }: { points: number; durationMs: number }) {
    const storeClient =
      "pool" in this.connection ? this.connection.pool : sqliteQueryAdapter(this.connection.sqlite);
    return new RateLimiterPostgres({
      storeClient,
      storeType: "pool",
      tableName: "rate_limits",
      tableCreated: true,
      keyPrefix: name,
      points,
      duration: Math.max(1, Math.ceil(durationMs / 1000)),
    });
  }

  async ping(): Promise<void> {
    await this.db.selectFrom("settings").select("key").limit(1).execute();
  }

  async close(): Promise<void> {
    await this.db.destroy();
    if ("sqlite" in this.connection) this.connection.sqlite.client.close();
  }
}
