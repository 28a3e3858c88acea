/**
 * A throwaway PostgreSQL server for the tests and the bench: Debian's `postgresql` binaries,
 * `initdb` into a temporary directory, listening on a free loopback port. initdb refuses to run
 * as root, so as root the cluster belongs to the `postgres` user the package creates.
 */
import { execFile, execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** The directory of initdb and pg_ctl: PG_BIN, or the newest /usr/lib/postgresql/<n>/bin. */
export function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(path.join(root, name, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) {
    throw new Error(
      "PostgreSQL is not installed: `apt-get install -y postgresql` (or set PG_BIN to the directory of initdb and pg_ctl)",
    );
  }
  return path.join(root, versions[0], "bin");
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a new cluster and resolves once it accepts connections. `url` names its `postgres`
 * database; `createDatabase` makes another, for a test that wants one of its own.
 */
export async function startPostgres() {
  const bin = postgresBin();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), "maplestack-pg-"));
  const data = path.join(dir, "data");
  /** A PostgreSQL program and its arguments, run as the `postgres` user when we are root. */
  const invocation = (command, args) =>
    asRoot
      ? ["runuser", ["-u", "postgres", "--", path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
  const run = (command, args, { check = true } = {}) => {
    const result = spawnSync(...invocation(command, args), { encoding: "utf8" });
    if (check && result.status !== 0) {
      throw new Error(`${command} failed:\n${result.stdout}\n${result.stderr}`);
    }
  };
  // The same, without blocking: for a restart while the caller keeps serving load.
  const runAsync = (command, args) =>
    new Promise((resolve, reject) => {
      execFile(...invocation(command, args), (error, stdout, stderr) =>
        error ? reject(new Error(`${command} failed:\n${stdout}\n${stderr}`)) : resolve(),
      );
    });
  if (asRoot) {
    const [uid, gid] = ["-u", "-g"].map((flag) =>
      Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim()),
    );
    chownSync(dir, uid, gid);
  }
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const listenPort = await freePort();
  const options = `-p ${listenPort} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const startArgs = ["-D", data, "-l", path.join(dir, "server.log"), "-o", options, "-w", "start"];
  run("pg_ctl", startArgs);
  const url = `postgres://postgres@127.0.0.1:${listenPort}/postgres`;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"], { check: false });
    rmSync(dir, { recursive: true, force: true });
  };
  process.once("exit", stop);
  return {
    url,
    port: listenPort,
    /** A new empty database on this server, and its URL. */
    createDatabase: (name) => createDatabase(url, name),
    /** Stops the server as an operator's restart does (open connections are cut). */
    halt: () => runAsync("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]),
    /** Starts it again after `halt`, on the same port with the same data. */
    resume: () => runAsync("pg_ctl", startArgs),
    stop,
  };
}

/** Creates database `name` on the server of `serverUrl`; resolves to the new database's URL. */
export async function createDatabase(serverUrl, name) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name.replace(/"/g, "")}"`);
  } finally {
    await client.end();
  }
  return serverUrl.replace(/\/postgres$/, `/${name}`);
}
