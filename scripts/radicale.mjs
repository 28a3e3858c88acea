/**
 * A throwaway CalDAV server for the tests: Debian's `radicale` package, its collections in a
 * temporary directory, listening on a free loopback port, with accounts from a plain htpasswd
 * file. `stop` ends it (the tests of an unreachable calendar use that), `start` brings it back
 * on the same port with the same collections.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./postgres.mjs";

export function radicaleBin() {
  const bin = process.env.RADICALE_PATH ?? "/usr/bin/radicale";
  if (!existsSync(bin)) {
    throw new Error(
      "Radicale is not installed: `apt-get install -y radicale` (or set RADICALE_PATH to its program)",
    );
  }
  return bin;
}

/**
 * @param {Record<string, string>} users user name → password
 * @returns {Promise<{ url: string; port: number; start: () => Promise<void>; stop: () => Promise<void>; remove: () => Promise<void> }>}
 */
export async function startRadicale(users) {
  const bin = radicaleBin();
  const dir = mkdtempSync(path.join(tmpdir(), "maplestack-caldav-"));
  const port = await freePort();
  const htpasswd = path.join(dir, "users");
  writeFileSync(
    htpasswd,
    `${Object.entries(users)
      .map(([name, password]) => `${name}:${password}`)
      .join("\n")}\n`,
  );
  const config = path.join(dir, "config");
  writeFileSync(
    config,
    [
      "[server]",
      `hosts = 127.0.0.1:${port}`,
      "[auth]",
      "type = htpasswd",
      `htpasswd_filename = ${htpasswd}`,
      "htpasswd_encryption = plain",
      // Radicale slows every failed sign-in by a second; the tests try wrong passwords on purpose.
      "delay = 0",
      "[storage]",
      `filesystem_folder = ${path.join(dir, "collections")}`,
      "[logging]",
      "level = warning",
    ].join("\n"),
  );
  const url = `http://127.0.0.1:${port}/`;
  /** @type {import("node:child_process").ChildProcess | undefined} */
  let child;
  let output = "";

  async function start() {
    output = "";
    child = spawn(bin, ["--config", config], { stdio: ["ignore", "pipe", "pipe"] });
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    const deadline = Date.now() + 15_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`Radicale stopped at start:\n${output}`);
      try {
        const response = await fetch(url, { method: "OPTIONS" });
        if (response.status < 500) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`Radicale did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function stop() {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once("exit", resolve);
      running.kill("SIGTERM");
    });
  }

  await start();
  return {
    url,
    port,
    start,
    stop,
    async remove() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
