/**
 * The SQLite side of the store: libsql through Kysely and through rate-limiter-flexible, taking
 * turns. libsql runs SQLite in this thread, and a connection that waits for another's write lock
 * waits synchronously: the event loop stops, so the transaction holding the lock cannot finish,
 * and the waiter fails with SQLITE_BUSY once its timeout passes. In one process every statement
 * and transaction on a file therefore waits its turn here; processes sharing the file still wait
 * on SQLite's own lock, which works across processes.
 */
import path from "node:path";
import type { Client } from "@libsql/client";
import { LibsqlConnection, LibsqlDialect, LibsqlDriver } from "@libsql/kysely-libsql";
import { SqliteAdapter } from "kysely";

class Turns {
  private last: Promise<void> = Promise.resolve();

  /** Resolves when it is the caller's turn, with the function that ends it. */
  async take(): Promise<() => void> {
    const previous = this.last;
    let end = () => {};
    this.last = new Promise((resolve) => {
      end = resolve;
    });
    await previous;
    return end;
  }
}

const turnsByFile = new Map<string, Turns>();

export type SqliteConnection = { client: Client; turns: Turns };

/** The turns of one database file, shared by every store this process opens on it. */
export function sqliteTurns(file: string): Turns {
  const key = path.resolve(file);
  let turns = turnsByFile.get(key);
  if (!turns) {
    turns = new Turns();
    turnsByFile.set(key, turns);
  }
  return turns;
}

/** A connection is held for one statement, or for a whole transaction. */
class TurnTakingDriver extends LibsqlDriver {
  private readonly ends = new WeakMap<LibsqlConnection, () => void>();

  constructor(
    client: Client,
    private readonly turns: Turns,
  ) {
    super(client, false);
  }

  override async acquireConnection(): Promise<LibsqlConnection> {
    const end = await this.turns.take();
    const connection = new LibsqlConnection(this.client);
    this.ends.set(connection, end);
    return connection;
  }

  override async releaseConnection(connection: LibsqlConnection): Promise<void> {
    this.ends.get(connection)?.();
    this.ends.delete(connection);
  }
}

/**
 * libsql through Kysely, with migrations run in one write transaction: SQLite's DDL is
 * transactional, and the write lock makes a second process sharing the file wait, then find
 * the schema up to date (Kysely's SQLite adapter assumes a single connection and takes no lock).
 */
export class SqliteDialect extends LibsqlDialect {
  constructor(private readonly connection: SqliteConnection) {
    super({ client: connection.client });
  }

  override createDriver() {
    return new TurnTakingDriver(this.connection.client, this.connection.turns);
  }

  override createAdapter() {
    return new (class extends SqliteAdapter {
      override get supportsTransactionalDdl() {
        return true;
      }
    })();
  }
}

/**
 * The pool-like `query({ text, values })` that rate-limiter-flexible calls, run by libsql.
 * SQLite reads `$1`, `$2`… as parameters numbered in order of first use, which is their order
 * in the limiter's statements.
 */
export function sqliteQueryAdapter({ client, turns }: SqliteConnection) {
  return {
    async query({ text, values = [] }: { text: string; values?: unknown[] }) {
      const end = await turns.take();
      try {
        const result = await client.execute({ sql: text, args: values as never });
        return {
          rows: result.rows as unknown as Record<string, number>[],
          rowCount: result.columns.length > 0 ? result.rows.length : result.rowsAffected,
        };
      } finally {
        end();
      }
    },
  };
}
