/**
 * TRUST_PROXY: which proxies in front may name the visitor's address (X-Forwarded-For) and
 * scheme (X-Forwarded-Proto). Either how many there are, counted from the server (1 behind
 * nginx alone), or their addresses. "true" is refused: trusting every hop lets a visitor
 * choose the address the rate limits count, by writing their own X-Forwarded-For.
 *
 * The value returned is what Express's `trust proxy` setting takes.
 */
import { isIP } from "node:net";
import { z } from "zod";

/** Express's names for address ranges, which its `trust proxy` setting accepts too. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * The most proxies a request may cross before it reaches the server: a CDN, a load balancer and
 * nginx are three. Any more, and the hop trusted is one the visitor's own X-Forwarded-For
 * wrote.
 */
export const MAX_PROXY_HOPS = 5;

/**
 * The widest range of proxies that may be trusted: 10.0.0.0/8 for IPv4, the largest private
 * block; /32 for IPv6 (an Internet provider's allocation), or /7 for its unique-local block
 * (fc00::/7), which no visitor can come from. A wider range trusts strangers, and
 * `0.0.0.0/1,128.0.0.0/1` is every address, the same hole as "true".
 */
const widestPrefix = (version: number, address: string) => {
  if (version === 4) return 8;
  return /^f[cd]/i.test(address) ? 7 : 32;
};

/**
 * IPv6 ranges whose addresses carry an IPv4 address, with the bit at which it starts: a range of
 * these holds IPv4 clients, so the IPv4 bound (/8) applies to the bits it fixes of them. Node
 * names an IPv4 client of a dual-stack socket in the mapped form (`::ffff:203.0.113.9`), and
 * Express compares it with an IPv6 range in that form: `::ffff:0:0/96` trusts every IPv4 client.
 */
const CARRIES_IPV4: readonly { range: string; bits: number; from: number }[] = [
  { range: "::ffff:0:0", bits: 96, from: 96 }, // IPv4-mapped (RFC 4291)
  { range: "::", bits: 96, from: 96 }, // IPv4-compatible, deprecated (RFC 4291)
  { range: "::ffff:0:0:0", bits: 96, from: 96 }, // IPv4-translated (RFC 2765)
  { range: "64:ff9b::", bits: 96, from: 96 }, // NAT64, well-known prefix (RFC 6052)
  // NAT64 for local use (RFC 8215): the IPv4 address sits after a prefix of 32 to 96 bits, so
  // the strictest reading is taken.
  { range: "64:ff9b:1::", bits: 48, from: 96 },
  { range: "2002::", bits: 16, from: 16 }, // 6to4 (RFC 3056)
];

/** An IPv6 address's 128 bits (it was checked with isIP first). */
function bitsOf(address: string): bigint {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return groups.reduce((value, group) => (value << 16n) | BigInt(`0x${group || "0"}`), 0n);
}

/** Whether the first `bits` bits of two IPv6 addresses are the same. */
const samePrefix = (a: bigint, b: bigint, bits: number) =>
  bits === 0 || a >> BigInt(128 - bits) === b >> BigInt(128 - bits);

/**
 * Whether an IPv6 range, as wide as it is, holds more IPv4 clients than an IPv4 range of the
 * widest bound would: it holds a whole range that carries IPv4, or fixes fewer than 8 bits of
 * the IPv4 address inside one.
 */
function holdsTooManyIpv4(address: string, prefix: number): boolean {
  const value = bitsOf(address);
  return CARRIES_IPV4.some(({ range, bits, from }) => {
    if (!samePrefix(value, bitsOf(range), Math.min(prefix, bits))) return false;
    return prefix < from + 8;
  });
}

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^[1-9]\d{0,2}$/.test(prefix)) return false;
  const bits = Number(prefix);
  if (bits > (version === 4 ? 32 : 128) || bits < widestPrefix(version, address)) return false;
  return version === 4 || !holdsTooManyIpv4(address, bits);
}

export const trustProxySetting = z.string().transform((value, context): number | string[] => {
  if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_PROXY_HOPS) {
    if (!value.startsWith("0")) return Number(value);
  }
  const entries = value.split(",").map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (wrong.length === 0) return entries;
  context.addIssue({
    code: "custom",
    message: `must be the number of proxies in front, 1 to ${MAX_PROXY_HOPS} (1 behind nginx), or their addresses, comma-separated, ranges no wider than /8 (IPv4), /32 (IPv6) or /7 (IPv6 unique-local), and an IPv6 range that holds IPv4 addresses (::ffff:0:0/96, 64:ff9b::/96…) no wider than /8 of them: 127.0.0.1, 10.0.0.0/8, fd00::/8, loopback; not ${wrong.map((entry) => JSON.stringify(entry)).join(", ")}`,
  });
  return z.NEVER;
});
