// @vitest-environment node
/**
 * Requests to typed-in addresses: nothing inside the server's own network is reached, whatever
 * the spelling of the address or the answers of the name server, unless the setting names it.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "./env.server";
import {
  type AllowedHost,
  checkTarget,
  isPublicAddress,
  RefusedAddressError,
  type Resolve,
  safeFetch,
} from "./safe-fetch.server";

/** A server on a loopback port that records what reaches it. */
async function listen(answer: (request: IncomingMessage) => [number, Record<string, string>]) {
  const seen: IncomingMessage[] = [];
  const server: Server = createServer((request, response) => {
    seen.push(request);
    const [status, headers] = answer(request);
    response.writeHead(status, headers);
    response.end("hello");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { port, seen, close: () => new Promise((resolve) => server.close(resolve)) };
}

const fixed =
  (...addresses: string[]): Resolve =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

let trap: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  trap = await listen(() => [200, {}]);
});

afterAll(async () => {
  await trap.close();
});

describe("which addresses are on the public internet", () => {
  it.each([
    "127.0.0.1",
    "127.8.9.10",
    "0.0.0.0",
    "0.1.2.3",
    "10.0.0.1",
    "100.64.0.1",
    "100.127.255.254",
    "169.254.169.254",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "192.0.2.10",
    "198.18.0.1",
    "224.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "fe80::1",
    "fe80::1%eth0",
    "fc00::1",
    "fd00::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "::ffff:169.254.169.254",
    "64:ff9b::127.0.0.1",
    "64:ff9b::a9fe:a9fe",
    "2001:db8::1",
    "2002:7f00:1::1",
    "not an address",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "172.32.0.1",
    "100.128.0.1",
    "2606:4700:4700::1111",
    "2a01:4f8::1",
    "64:ff9b::8.8.8.8",
  ])("accepts %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("where a request may go", () => {
  const policy = { allowHosts: [] as AllowedHost[], resolve: fixed("93.184.216.34") };

  it.each([
    "https://127.0.0.1/",
    "https://127.1/",
    "https://2130706433/",
    "https://0x7f.0.0.1/",
    "https://localhost/",
    "https://169.254.169.254/latest/meta-data/",
    "https://10.1.2.3/",
    "https://192.168.0.10/",
    "https://[::1]/",
    "https://[fe80::1]/",
    "https://[fd00::1]/",
    "https://[::ffff:127.0.0.1]/",
    "https://0.0.0.0/",
  ])("refuses %s", async (address) => {
    await expect(
      checkTarget(new URL(address), {
        allowHosts: [],
        resolve: address.includes("localhost") ? undefined : policy.resolve,
      }),
    ).rejects.toThrow(RefusedAddressError);
  });

  it("refuses a name that resolves inside, and one with any address inside", async () => {
    const url = new URL("https://calendar.example.ca/dav/");
    await expect(checkTarget(url, { allowHosts: [], resolve: fixed("127.0.0.1") })).rejects.toThrow(
      RefusedAddressError,
    );
    await expect(
      checkTarget(url, { allowHosts: [], resolve: fixed("93.184.216.34", "10.0.0.7") }),
    ).rejects.toThrow(RefusedAddressError);
    await expect(
      checkTarget(url, { allowHosts: [], resolve: fixed("2606:4700::1", "::1") }),
    ).rejects.toThrow(RefusedAddressError);
  });

  it("accepts https to a public name, and refuses http to it", async () => {
    expect(await checkTarget(new URL("https://calendar.example.ca/"), policy)).toEqual([
      { address: "93.184.216.34", family: 4 },
    ]);
    await expect(checkTarget(new URL("http://calendar.example.ca/"), policy)).rejects.toThrow(
      RefusedAddressError,
    );
    await expect(checkTarget(new URL("ftp://calendar.example.ca/"), policy)).rejects.toThrow(
      RefusedAddressError,
    );
    await expect(
      checkTarget(new URL("https://user:pw@calendar.example.ca/"), policy),
    ).rejects.toThrow(RefusedAddressError);
  });

  it("lets the hosts of the setting use http and inside addresses, on their port only if given", async () => {
    const allowHosts = readEnv({
      CALDAV_ALLOW_HOSTS: "127.0.0.1:5232, Cal.Office.Lan,[::1]",
    }).CALDAV_ALLOW_HOSTS;
    expect(allowHosts).toEqual([
      { hostname: "127.0.0.1", port: 5232 },
      { hostname: "cal.office.lan", port: undefined },
      { hostname: "::1", port: undefined },
    ]);
    const office = { allowHosts, resolve: fixed("10.0.0.7") };
    expect(await checkTarget(new URL("http://127.0.0.1:5232/"), office)).toHaveLength(1);
    expect(await checkTarget(new URL("http://cal.office.lan:8080/"), office)).toHaveLength(1);
    expect(await checkTarget(new URL("http://[::1]:1/"), office)).toHaveLength(1);
    await expect(checkTarget(new URL("http://127.0.0.1:5233/"), office)).rejects.toThrow(
      RefusedAddressError,
    );
    await expect(checkTarget(new URL("https://127.0.0.1/"), office)).rejects.toThrow(
      RefusedAddressError,
    );
    await expect(checkTarget(new URL("http://other.office.lan/"), office)).rejects.toThrow(
      RefusedAddressError,
    );
    expect(readEnv({}).CALDAV_ALLOW_HOSTS).toEqual([]);
    expect(() => readEnv({ CALDAV_ALLOW_HOSTS: "http://cal.lan/,cal.lan:99999" })).toThrow(
      /CALDAV_ALLOW_HOSTS: must be host names.*"http:\/\/cal.lan\/", "cal.lan:99999"/,
    );
  });
});

describe("requests", () => {
  it("never reaches an inside address, however it is written", async () => {
    const fetch = safeFetch({ allowHosts: [] });
    for (const host of [
      "127.0.0.1",
      "localhost",
      "[::1]",
      "[::ffff:127.0.0.1]",
      "[::ffff:7f00:1]",
      "127.0.0.2",
    ]) {
      for (const scheme of ["http", "https"]) {
        await expect(fetch(`${scheme}://${host}:${trap.port}/`)).rejects.toThrow(
          RefusedAddressError,
        );
      }
    }
    expect(trap.seen).toHaveLength(0);
  });

  it("connects to the address it checked, not to what the name server says next", async () => {
    const answers = ["127.0.0.1", "10.255.255.1"];
    let asked = 0;
    const rebinding: Resolve = async () => [{ address: answers[asked++] ?? "", family: 4 }];
    const fetch = safeFetch({
      allowHosts: [{ hostname: "pinned.test", port: trap.port }],
      resolve: rebinding,
    });
    // The system's resolver knows no pinned.test: the socket can only have used the checked one.
    const response = await fetch(`http://pinned.test:${trap.port}/path?q=1`, {
      signal: AbortSignal.timeout(3000),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("hello");
    expect(asked).toBe(1);
    expect(trap.seen.at(-1)?.headers.host).toBe(`pinned.test:${trap.port}`);
    expect(trap.seen.at(-1)?.url).toBe("/path?q=1");
  });

  it("follows a redirect only where it may go, and keeps the password to the origin", async () => {
    const target = await listen(() => [200, {}]);
    const redirecting = await listen((request) =>
      request.url === "/inside"
        ? [307, { location: `http://localhost:${trap.port}/` }]
        : request.url === "/metadata"
          ? [302, { location: "http://169.254.169.254/latest/meta-data/" }]
          : [308, { location: `http://127.0.0.1:${target.port}/moved` }],
    );
    try {
      const fetch = safeFetch({
        allowHosts: [
          { hostname: "127.0.0.1", port: redirecting.port },
          { hostname: "127.0.0.1", port: target.port },
        ],
      });
      const before = trap.seen.length;
      await expect(fetch(`http://127.0.0.1:${redirecting.port}/inside`)).rejects.toThrow(
        RefusedAddressError,
      );
      await expect(fetch(`http://127.0.0.1:${redirecting.port}/metadata`)).rejects.toThrow(
        RefusedAddressError,
      );
      expect(trap.seen).toHaveLength(before);

      const manual = await fetch(`http://127.0.0.1:${redirecting.port}/inside`, {
        redirect: "manual",
      });
      expect(manual.status).toBe(307);

      const moved = await fetch(`http://127.0.0.1:${redirecting.port}/`, {
        method: "PROPFIND",
        headers: { authorization: "Basic c2VjcmV0", depth: "0" },
        body: "<propfind/>",
      });
      expect(moved.status).toBe(200);
      const [arrived] = target.seen;
      expect(arrived?.method).toBe("PROPFIND");
      expect(arrived?.url).toBe("/moved");
      expect(arrived?.headers.depth).toBe("0");
      expect(arrived?.headers.authorization).toBeUndefined();
    } finally {
      await redirecting.close();
      await target.close();
    }
  });
});
