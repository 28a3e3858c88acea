import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";

export type ServerProcess = {
  origin: string;
  dataDir: string;
  child: ChildProcess;
  /** What the process has printed so far. */
  output: () => string;
  /** Stops the process the hard way: no shutdown hook, no flush. */
  kill: () => Promise<void>;
  stop: () => Promise<void>;
};

export const FORM_SECRET = "e2e-form-secret-".padEnd(48, "x");

export function tempDataDir(name: string) {
  return mkdtempSync(path.join(tmpdir(), `maplestack-${name}-`));
}

/** Starts the production server (the build must exist) as its own process, with its own data. */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  dataDir = tempDataDir("server"),
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["server/start.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      FORM_SECRET,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    try {
      if ((await fetch(`${origin}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    dataDir,
    child,
    output: () => output,
    kill: async () => {
      child.kill("SIGKILL");
      await exited;
    },
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** A complete, valid enquiry as form fields. */
export function validQuote(overrides: Record<string, string | string[] | undefined> = {}) {
  const fields: Record<string, string | string[] | undefined> = {
    firstName: "Amélie",
    lastName: "Tremblay",
    company: "Boulangerie du Coin",
    email: "amelie@boulangerie.ca",
    phone: "514 555 0199",
    services: ["web"],
    budget: "Not sure yet",
    callbackTime: "Any time",
    description: "A bilingual website with online orders for our three bakeries.",
    website: "",
    ...overrides,
  };
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) body.append(key, item);
  }
  return body;
}

/** Text as a reader sees it, from server-rendered HTML. */
export function visibleText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ");
}

export type RawResponse = { status: number; headers: Record<string, string>; body: string };

/**
 * One HTTP request with any method (fetch refuses TRACE and CONNECT) and, optionally, from a
 * given loopback address, so that tests can stand for many visitors. Over HTTPS, the tests'
 * own self-signed certificate is accepted.
 */
export function rawRequest(
  origin: string,
  method: string,
  pathname: string,
  {
    headers = {},
    body,
    localAddress,
  }: {
    headers?: Record<string, string>;
    body?: string;
    localAddress?: string;
  } = {},
): Promise<RawResponse> {
  const url = new URL(pathname, origin);
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      {
        rejectUnauthorized: false,
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        localAddress,
        agent: false,
        timeout: 15_000,
        headers: {
          ...(body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) }),
          ...headers,
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: flat(response.headers),
            body: text,
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("timed out")));
    request.on("error", reject);
    // CONNECT's answer arrives as a "connect" event, with the socket to close.
    request.on("connect", (response, socket) => {
      socket.destroy();
      resolve({ status: response.statusCode ?? 0, headers: flat(response.headers), body: "" });
    });
    request.end(body);
  });
}

const flat = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)]));
