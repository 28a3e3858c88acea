/**
 * A `fetch` for addresses that people type in the back office (a host's calendar server): the
 * server must not become a way into its own network, nor a scanner of it.
 *
 * - Only https, to a name whose every address is on the public internet: loopback, private,
 *   shared (100.64/10), link-local, unique-local, multicast, reserved and documentation ranges
 *   are refused, written as IPv4, IPv6 or IPv4 inside IPv6.
 * - The connection goes to the addresses that were checked, never to a second answer of the
 *   name server (DNS rebinding), while TLS still checks the certificate against the name.
 * - A redirect is followed only to an address that passes the same checks, without the
 *   credentials once it leaves the origin.
 *
 * The hosts of `CALDAV_ALLOW_HOSTS` are exempt (a calendar on the office network, the tests'
 * Radicale on a loopback port): those may use http and any address.
 */
import { lookup as systemLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { z } from "zod";

/** A host named by the setting: any port of it, or only the one given. */
export type AllowedHost = { hostname: string; port?: number };
export type ResolvedAddress = { address: string; family: number };
/** Every address of a name; the system's resolver unless a test gives its own. */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export type OutboundPolicy = {
  allowHosts: readonly AllowedHost[];
  resolve?: Resolve;
};

/** A request refused for where it would go, before anything was sent. */
export class RefusedAddressError extends Error {
  override name = "RefusedAddressError";
}

const MAX_REDIRECTS = 5;
/** Far beyond a calendar's few weeks of events; a server streaming without end is cut off. */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

const notPublic4: [string, number][] = [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
];

// Node matches IPv4 rules against IPv4-mapped IPv6 (::ffff:127.0.0.1) as well.
const refused4 = new BlockList();
for (const [network, prefix] of notPublic4) refused4.addSubnet(network, prefix, "ipv4");

// IPv6 is public only in global unicast, less the blocks that are not hosts of their own:
// documentation, 6to4 and Teredo (which lead to IPv4 addresses by other routes).
const global6 = new BlockList();
global6.addSubnet("2000::", 3, "ipv6");
const refused6 = new BlockList();
for (const [network, prefix] of [
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["3fff::", 20],
] as const) {
  refused6.addSubnet(network, prefix, "ipv6");
}

// A network with only IPv6 reaches IPv4 hosts through NAT64 (64:ff9b::/96): the IPv4 address
// inside decides.
const nat64 = new BlockList();
nat64.addSubnet("64:ff9b::", 96, "ipv6");
const refusedNat64 = new BlockList();
for (const [network, prefix] of notPublic4) {
  refusedNat64.addSubnet(`64:ff9b::${network}`, 96 + prefix, "ipv6");
}

/** Whether an address is a host on the public internet. */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return !refused4.check(address, "ipv4");
  // A zone index (fe80::1%eth0) only ever names a link-local address.
  if (version !== 6 || address.includes("%")) return false;
  if (refused4.check(address, "ipv6")) return false;
  if (nat64.check(address, "ipv6")) return !refusedNat64.check(address, "ipv6");
  return global6.check(address, "ipv6") && !refused6.check(address, "ipv6");
}

const bare = (hostname: string) => hostname.replace(/^\[(.*)\]$/, "$1").replace(/\.$/, "");

const effectivePort = (url: URL) => Number(url.port || (url.protocol === "https:" ? 443 : 80));

/** Whether the setting names this URL's host (and port, when it gives one). */
export function isAllowedHost(url: URL, allowHosts: readonly AllowedHost[]): boolean {
  const hostname = bare(url.hostname).toLowerCase();
  return allowHosts.some(
    (allowed) =>
      allowed.hostname === hostname &&
      (allowed.port === undefined || allowed.port === effectivePort(url)),
  );
}

/** One entry of the setting: `host`, `host:port`, `[::1]` or `[::1]:port`. */
function readAllowedHost(entry: string): AllowedHost | undefined {
  const match = /^(\[[0-9a-fA-F:.]+\]|[^:[\]/?#@\s]+)(?::(\d{1,5}))?$/.exec(entry);
  if (!match?.[1]) return undefined;
  const port = match[2] === undefined ? undefined : Number(match[2]);
  if (port !== undefined && (port < 1 || port > 65535)) return undefined;
  try {
    // The same spelling as the URLs it is compared with: 127.1 is 127.0.0.1, hosts are lower case.
    const hostname = bare(new URL(`http://${match[1]}/`).hostname);
    return hostname ? { hostname, port } : undefined;
  } catch {
    return undefined;
  }
}

/** CALDAV_ALLOW_HOSTS: comma-separated `host` or `host:port` entries. */
export const allowHostsSetting = z.string().transform((value, context): AllowedHost[] => {
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const read = entries.map(readAllowedHost);
  const wrong = entries.filter((_, index) => !read[index]);
  if (wrong.length === 0) return read.filter((host) => host !== undefined);
  context.addIssue({
    code: "custom",
    message: `must be host names or addresses, each with an optional port, comma-separated (calendar.office.lan, 127.0.0.1:5232, [::1]); not ${wrong.map((entry) => JSON.stringify(entry)).join(", ")}`,
  });
  return z.NEVER;
});

const systemResolve: Resolve = (hostname) =>
  systemLookup(hostname, { all: true, order: "verbatim" });

/**
 * The addresses a request to this URL may connect to, once each is checked; refused (with
 * RefusedAddressError) when the scheme, the credentials in it or any address is not allowed.
 */
export async function checkTarget(url: URL, policy: OutboundPolicy): Promise<ResolvedAddress[]> {
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new RefusedAddressError(`${url.protocol} is not http(s)`);
  }
  if (url.username || url.password) {
    throw new RefusedAddressError("credentials in the address");
  }
  const exempt = isAllowedHost(url, policy.allowHosts);
  if (url.protocol === "http:" && !exempt) {
    throw new RefusedAddressError(`${url.host}: only https, unless CALDAV_ALLOW_HOSTS names it`);
  }
  const hostname = bare(url.hostname);
  const version = isIP(hostname);
  const addresses =
    version !== 0
      ? [{ address: hostname, family: version }]
      : await (policy.resolve ?? systemResolve)(hostname);
  if (addresses.length === 0) throw new Error(`${hostname} has no address`);
  if (!exempt) {
    const inside = addresses.find(({ address }) => !isPublicAddress(address));
    if (inside) {
      throw new RefusedAddressError(`${url.host} is at ${inside.address}, not a public address`);
    }
  }
  return addresses;
}

/** The socket's name lookup, answered with the checked addresses only. */
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (hostname, options, callback) => {
    const wanted =
      options.family === "IPv4" ? 4 : options.family === "IPv6" ? 6 : (options.family ?? 0);
    const usable = addresses.filter(({ family }) => wanted === 0 || family === wanted);
    const [first] = usable;
    if (!first) {
      const error: NodeJS.ErrnoException = new Error(`${hostname}: no checked address`);
      error.code = "ENOTFOUND";
      callback(error, "");
      return;
    }
    if (options.all) callback(null, usable);
    else callback(null, first.address, first.family);
  };
}

type Outgoing = { method: string; headers: Headers; body: Buffer | undefined; signal: AbortSignal };

const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/** One request, on a connection of its own, to the checked addresses of the URL's host. */
function send(url: URL, addresses: ResolvedAddress[], outgoing: Outgoing): Promise<Response> {
  const headers = Object.fromEntries(outgoing.headers);
  if (outgoing.body) headers["content-length"] = String(outgoing.body.length);
  return new Promise((resolve, reject) => {
    const request = (url.protocol === "https:" ? https : http).request(
      {
        protocol: url.protocol,
        hostname: bare(url.hostname),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: outgoing.method,
        headers,
        // A pooled connection could have been opened to an address checked for another request.
        agent: false,
        lookup: pinnedLookup(addresses),
        signal: outgoing.signal,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        let size = 0;
        incoming.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_BODY_BYTES) {
            incoming.destroy(new Error(`the answer from ${url.host} is too large`));
            return;
          }
          chunks.push(chunk);
        });
        incoming.on("error", reject);
        incoming.on("close", () => {
          if (!incoming.complete) reject(new Error(`the connection to ${url.host} was cut`));
        });
        incoming.on("end", () => {
          const status = incoming.statusCode ?? 0;
          if (status < 200 || status > 599) {
            reject(new Error(`${url.host} gave no usable answer`));
            return;
          }
          const received = new Headers();
          const raw = incoming.rawHeaders;
          for (let index = 0; index + 1 < raw.length; index += 2) {
            try {
              received.append(raw[index] ?? "", raw[index + 1] ?? "");
            } catch {
              // A header that fetch itself would not carry is dropped.
            }
          }
          const empty = NULL_BODY.has(status) || outgoing.method === "HEAD";
          // The status text is the server's own words: it is not passed on.
          const response = new Response(empty ? null : Buffer.concat(chunks), {
            status,
            headers: received,
          });
          Object.defineProperty(response, "url", { value: url.href });
          resolve(response);
        });
      },
    );
    request.on("error", reject);
    request.end(outgoing.body);
  });
}

function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    const stop = () => reject(signal.reason);
    signal.addEventListener("abort", stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", stop));
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** A `fetch` that reaches only what the policy allows; see the top of this file. */
export function safeFetch(policy: OutboundPolicy): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const headers = new Headers(request.headers);
    let url = new URL(request.url);
    let method = request.method;
    let body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    for (let redirects = 0; ; redirects++) {
      const addresses = await abortable(checkTarget(url, policy), request.signal);
      const response = await send(url, addresses, {
        method,
        headers,
        body,
        signal: request.signal,
      });
      const location = response.headers.get("location");
      if (!REDIRECTS.has(response.status) || !location || request.redirect === "manual") {
        return response;
      }
      if (request.redirect === "error" || redirects >= MAX_REDIRECTS) {
        throw new Error(`too many redirects from ${url.host}`);
      }
      const next = new URL(location, url);
      if (next.origin !== url.origin) {
        headers.delete("authorization");
        headers.delete("cookie");
      }
      if (
        (response.status === 303 && method !== "GET" && method !== "HEAD") ||
        ((response.status === 301 || response.status === 302) && method === "POST")
      ) {
        method = "GET";
        body = undefined;
        headers.delete("content-type");
      }
      url = next;
    }
  };
}
