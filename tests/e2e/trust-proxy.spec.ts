import { spawn } from "node:child_process";
import { expect, test } from "@playwright/test";
import { rawRequest, startServer, tempDataDir } from "./server-process";

/**
 * TRUST_PROXY on production servers of the tests' own: a setting that would believe every
 * hop stops the start; a hop count believes only the address the proxy itself wrote.
 */
const base = Number(process.env.E2E_PORT ?? 4173) + 255;

/** Starts the server and waits for it to stop by itself (or not, within the time given). */
function startExpectingExit(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ["server/start.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: tempDataDir("trust-proxy"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const timer = setTimeout(() => child.kill("SIGTERM"), 15_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

for (const value of ["true", "yes"]) {
  test(`TRUST_PROXY=${value} stops the server at start, naming the setting`, async () => {
    const { code, output } = await startExpectingExit(base, { TRUST_PROXY: value });
    expect(output).not.toContain("is serving");
    expect(output).toMatch(/TRUST_PROXY: must be the number of proxies/);
    expect(code).toBe(1);
  });
}

for (const [offset, value] of [
  [1, "1"],
  [2, "127.0.0.1"],
] as const) {
  test(`with TRUST_PROXY=${value}, a visitor writing other addresses before the proxy's is counted as one`, async () => {
    const server = await startServer(base + offset, { TRUST_PROXY: value, RATE_LIMIT_MAX: "3" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await rawRequest(server.origin, "POST", "/newsletter", {
          headers: {
            origin: server.origin,
            "content-type": "application/x-www-form-urlencoded",
            // What a proxy in front sends: the visitor's own list, then the address it saw.
            "x-forwarded-for": `203.0.113.${i}, 198.51.100.${i}, 192.0.2.7`,
          },
          body: `email=reader-${i}%40example.ca`,
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const other = await rawRequest(server.origin, "POST", "/newsletter", {
        headers: {
          origin: server.origin,
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": "203.0.113.0, 192.0.2.8",
        },
        body: "email=other%40example.ca",
      });
      expect(other.status).toBe(200);
    } finally {
      await server.stop();
    }
  });
}
